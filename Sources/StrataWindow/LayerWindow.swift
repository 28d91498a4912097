import Foundation
import StrataRender
import StrataX11

/// A native window (Wayland or X11) that shows a layer tree, the way a `UIWindow` or `NSWindow` shows its
/// layer on Apple's platforms.
///
/// Each run-loop turn delivers input to the delegate, commits the implicit `CATransaction`, and,
/// when the tree changed or an animation runs, draws a frame through `CARenderer`: only the damage
/// is composited and only the damaged rectangles are uploaded (MIT-SHM). While animations run,
/// frames come at the display's pace (X Present vblank notifications, or a 60 Hz timer); when
/// nothing moves the window sleeps.
///
/// ```swift
/// let root = CALayer()
/// root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
/// let window = try LayerWindow(rootLayer: root,
///                              configuration: LayerWindowConfiguration(title: "Hello", size: CGSize(width: 400, height: 300)))
/// try window.run()
/// ```
public final class LayerWindow {
    /// Receives input and frame callbacks; the window does not retain it.
    public weak var delegate: LayerWindowDelegate?

    /// The layer tree shown; its frame is kept filling the window. Replacing it shows the new
    /// tree on the next frame.
    public var rootLayer: CALayer {
        didSet {
            attach(rootLayer, replacing: oldValue)
            tools.rootChanged()
        }
    }

    /// The debugging tools open now (the inspector, update flashing, slow or paused motion, the
    /// heads-up display); setting it opens and closes them, as their keys do.
    public var debugTools: WindowDebugTools {
        get { tools.open }
        set { withoutActions { tools.set(newValue) } }
    }

    /// A tree drawn above `rootLayer` and never hit-tested (an inspector's outlines, a heads-up
    /// display); nil for none.
    public var overlayLayer: CALayer? {
        didSet { attachOverlay(replacing: oldValue) }
    }

    /// The title the window manager shows.
    public var title: String {
        get { host.title }
        set {
            host.title = newValue
            titleBar?.title = newValue
        }
    }

    /// Whether presented rectangles are tinted for a few frames ("Flash Updated Regions").
    public var flashUpdates: Bool {
        didSet {
            if !flashUpdates {
                // Tints still on screen are drawn clean by the next frame.
                fadedTints += flasher.rectsToRestore
                flasher.removeAll()
            }
            host.invalidate()
        }
    }

    /// Whether `statistics.presentSeconds` is measured. Measuring it has the window wake for each
    /// upload's completion the moment the server sends it, a wakeup a frame it spares otherwise (the
    /// completions are then read when the next frame needs the buffer). Default false.
    public var timesPresents: Bool {
        get { host.timesPresents }
        set { host.timesPresents = newValue }
    }

    /// Device pixels per point: the configuration's or `Xft.dpi`'s on X11, the compositor's for
    /// the window's output on Wayland (it changes when the window moves to another output).
    public private(set) var scale: Double
    /// The window's size in points.
    public private(set) var size: CGSize
    /// What the last frame cost.
    public internal(set) var statistics = FrameStatistics()

    /// Which frame clock paces animation frames: X Present's vblank notifications, or the timer.
    public var frameClockName: String { host.animationFrameClock.rawValue }

    let host: any HostWindow
    /// Presses on the title bar and border the window draws itself.
    var decorationInput = DecorationInput()
    private let driver: Driver
    /// Holds `rootLayer` and `overlayLayer`, so one renderer composites both and damage covers
    /// both.
    /// Its speed and time offset are the tools' slow and paused motion.
    let windowLayer = CALayer()
    /// What the renderer draws: the window layer, below the title bar the window draws itself
    /// when the display server does not decorate it.
    let surfaceLayer = CALayer()
    /// That title bar; nil when the display server decorates the window.
    let titleBar: TitleBar?
    /// Its height in points (0 without one): the window layer sits this far down the surface.
    let decorationHeight: Double
    /// The debugging tools; made on first use (they need the finished window).
    lazy var tools = WindowTools(window: self)
    /// Ctrl+Shift+R's recording of the presented frames.
    let capture: WindowCapture
    private let opensInspectorSocket: Bool
    /// Whether the tool keys are taken, and the tools to open when the window starts.
    let debugKeys: Bool
    private let initialTools: WindowDebugTools
    /// Commits and draws the surface: the frame loop the soak and recordings drive too.
    private lazy var loop = FrameLoop(root: surfaceLayer)
    private var renderer: FrameRenderer { loop.renderer }
    private var flasher = UpdateFlasher()
    /// Tinted rectangles left on screen when flashing was switched off: the next frame redraws them.
    private var fadedTints: [CGRect] = []

    /// What the next frame draws again whether or not it changed: the tints still showing, and
    /// those left by switching flashing off (usually none, so no array is made).
    private var redrawnRects: [CGRect] {
        let tinted = flashUpdates ? flasher.rectsToRestore : []
        return fadedTints.isEmpty ? tinted : tinted + fadedTints
    }
    /// The target time of the last frame drawn, the next display link `timestamp`.
    private var lastFrameTarget: Double?
    /// When each of the last second's frames was drawn (monotonic seconds).
    var recentFrames: [Double] = []
    /// The hitches of running animations over the last second.
    var hitches = HitchMeter()
    /// The presentation tree clicks hit-test, with the render version it was made at: clicks
    /// between two frames of an unchanged tree share one copy. Each frame drops it.
    private var presentedTree: (version: UInt64, root: CALayer)?

    /// Opens a window on `rootLayer`, on the first display server of `configuration.backends`
    /// that answers (Wayland when `WAYLAND_DISPLAY` is set, else X11). It appears when `run()`
    /// starts.
    /// - Throws: `LayerWindowError.noDisplay` when no display server is reachable, or
    ///   `.windowCreationFailed` when the server refuses the window.
    public init(rootLayer: CALayer, configuration: LayerWindowConfiguration) throws(LayerWindowError) {
        let made = try Self.makeHost(for: configuration)
        host = made.host
        self.scale = made.scale
        self.rootLayer = rootLayer
        self.size = configuration.size
        self.flashUpdates = configuration.flashUpdates
        capture = WindowCapture(directory: configuration.recordingDirectory, format: configuration.recordingFormat)
        opensInspectorSocket = configuration.inspectorSocket && RemoteInspector.enabledByEnvironment
        debugKeys = configuration.debugKeys
        initialTools = configuration.debugTools.union(
            ProcessInfo.processInfo.environment["STRATA_DEBUG"].map(WindowDebugTools.init(environmentValue:)) ?? [])
        driver = Driver()
        decorationHeight = Double(host.clientDecorationHeight)
        titleBar = decorationHeight > 0 ? TitleBar(title: configuration.title) : nil
        renderer.drawsTilesProgressively = true
        windowLayer.name = "window"
        surfaceLayer.name = "surface"
        surfaceLayer.addSublayer(windowLayer)
        if let titleBar { surfaceLayer.addSublayer(titleBar.layer) }
        withoutActions {
            layOutSurface()
            attach(rootLayer, replacing: nil)
        }
        driver.owner = self
        host.delegate = driver
    }

    /// Runs the window until `stop()`, Escape is handled by the delegate, or the window is closed.
    /// - Throws: `LayerWindowError.connectionLost` when the X server goes away.
    public func run() throws(LayerWindowError) {
        if !initialTools.isEmpty, tools.open.isEmpty { debugTools = initialTools }
        defer { tools.windowClosed() }
        let remote = opensInspectorSocket ? openInspectorSocket() : nil
        defer { remote?.close() }
        do {
            try host.run()
        } catch {
            throw LayerWindowError(error)
        }
    }

    /// Ends `run()` after the current loop turn. Safe from any thread (the only method that is:
    /// a layer tree and its window belong to the thread that runs it); a window asleep with
    /// nothing to draw wakes for it.
    public func stop() { host.stop() }

    /// The model layer the user sees at `point` (root layer's superlayer coordinates): found on
    /// the presentation tree while animations are attached, so a moving layer is hit where it is
    /// drawn, and a paused one (`speed` 0) where it stopped rather than at its model position.
    public func hitTest(_ point: CGPoint) -> CALayer? {
        // Without animations the presentation tree is the model: skip copying it.
        guard renderer.nextFrameTime.isFinite || rootLayer.hasAnimationsInTree else {
            return rootLayer.hitTest(point)
        }
        let version = windowLayer.renderVersion
        if let cached = presentedTree, cached.version == version {
            return cached.root.hitTest(point)?.model()
        }
        guard let presented = rootLayer.presentation() else { return rootLayer.hitTest(point) }
        presentedTree = (version, presented)
        return presented.hitTest(point)?.model()
    }

    // MARK: Frames

    /// Commits, draws what changed at the frame's target time, flashes it if asked, and reports
    /// the device rectangles drawn.
    fileprivate func draw(_ frame: PixelFrame, context: FrameContext, damage: inout PixelDamage) {
        withoutActions { tools.willDraw() }
        delegate?.layerWindowWillDraw(self)
        if DisplayLinkDriver.hasActiveLinks {
            // CADisplayLink: `timestamp` is when the last frame was shown, `targetTimestamp`
            // when this one will be; its changes are committed with this frame.
            let interval = context.frameInterval > 0 ? context.frameInterval : 1.0 / 60
            DisplayLinkDriver.fire(timestamp: lastFrameTarget ?? context.targetTime - interval,
                                   targetTimestamp: context.targetTime, duration: interval)
        }
        lastFrameTarget = context.targetTime
        presentedTree = nil
        loop.commit()
        if context.isFullRedraw {
            flasher.removeAll()
            fadedTints.removeAll()
        }
        tools.prepare(renderer)
        let started = CACurrentMediaTime()
        let drawn = loop.drawChanges(into: target(frame), at: context.targetTime, redrawing: redrawnRects,
                                     whole: context.isFullRedraw)
        fadedTints.removeAll(keepingCapacity: true)
        let composite = CACurrentMediaTime() - started
        if flashUpdates {
            flasher.paint(changed: renderer.lastChangedRegion.rects, base: frame.base, width: frame.width,
                          height: frame.height, bytesPerRow: frame.bytesPerRow)
        }
        for rect in drawn.rects {
            damage.add(PixelRect(wholePixels: rect))
        }
        tools.paintOverlays(on: frame)
        record(drawnPixels: Int(drawn.area), frame: frame, composite: composite, present: host.lastPresentDuration,
               context: context)
        tools.presented(frame, at: context.targetTime)
        withoutActions { tools.didDraw(statistics) }
        delegate?.layerWindow(self, didDraw: statistics)
        if loop.hasUndrawnChanges { host.invalidate() }
    }

    /// Draws every pixel of the frame at the current media time.
    fileprivate func drawWhole(_ frame: PixelFrame) {
        presentedTree = nil
        loop.commit()
        flasher.removeAll()
        fadedTints.removeAll()
        loop.drawChanges(into: target(frame), at: CACurrentMediaTime(), whole: true)
        tools.presented(frame, at: CACurrentMediaTime())
    }

    /// The host's frame as the renderer's target, at the window's scale.
    private func target(_ frame: PixelFrame) -> FrameTarget {
        FrameTarget(base: frame.base, width: frame.width, height: frame.height, bytesPerRow: frame.bytesPerRow,
                    scale: scale)
    }

    /// Whether an animation is running or waiting to start in the shown tree.
    public var isAnimating: Bool { renderer.nextFrameTime.isFinite }

    /// Frames at the display's pace while anything moves: animations, fading update flashes, or
    /// the delegate's own wish.
    fileprivate var wantsAnimationFrames: Bool {
        renderer.nextFrameTime.isFinite || (flashUpdates && flasher.isActive) || DisplayLinkDriver.hasActiveLinks
            || (delegate?.wantsAnimationFrames(for: self) ?? false)
    }

    /// The end of a loop turn's callback: commits the implicit transaction, and asks for a frame
    /// when the tree changed.
    func commitTurn() {
        loop.commit()
        if loop.hasUndrawnChanges { host.invalidate() }
    }

    // MARK: Callbacks from the host

    fileprivate func rescaled(to newScale: Double) {
        guard newScale.isFinite, newScale > 0 else { return }
        scale = newScale
        renderer.forgetDrawnFrame()
    }

    fileprivate func resized(width: Int, height: Int) {
        size = CGSize(width: Double(width) / scale, height: max(0, Double(height) / scale - decorationHeight))
        withoutActions {
            layOutSurface()
            rootLayer.frame = windowLayer.bounds
            overlayLayer?.frame = windowLayer.bounds
            tools.resized()
        }
        delegate?.layerWindow(self, didResizeTo: size)
        commitTurn()
    }

    fileprivate var nextDeadline: Double? { delegate?.nextDeadline(for: self) }

    fileprivate func deadlinePassed() {
        delegate?.layerWindowDeadlinePassed(self)
        commitTurn()
    }

    // MARK: The window layer

    /// The surface fills the window; the window layer fills it below the title bar.
    private func layOutSurface() {
        surfaceLayer.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height + decorationHeight)
        windowLayer.frame = CGRect(x: 0, y: decorationHeight, width: size.width, height: size.height)
        titleBar?.layout(width: size.width)
    }

    private func attach(_ root: CALayer, replacing old: CALayer?) {
        withoutActions {
            root.frame = windowLayer.bounds
            if let old, old !== root, old.superlayer === windowLayer {
                windowLayer.replaceSublayer(old, with: root)
            } else if root.superlayer !== windowLayer {
                windowLayer.insertSublayer(root, at: 0)
            }
        }
        host.invalidate()
    }

    private func attachOverlay(replacing old: CALayer?) {
        withoutActions {
            if let old, old !== overlayLayer { old.removeFromSuperlayer() }
            if let overlayLayer, overlayLayer.superlayer !== windowLayer {
                overlayLayer.frame = windowLayer.bounds
                windowLayer.insertSublayer(overlayLayer, above: rootLayer)
            }
        }
        host.invalidate()
    }

    /// Shows the tools' overlay above the app's layers, or takes it away.
    func showToolsOverlay(_ shown: Bool) {
        if shown, tools.overlay.superlayer !== windowLayer {
            tools.overlay.frame = windowLayer.bounds
            windowLayer.addSublayer(tools.overlay)
        } else if !shown, tools.overlay.superlayer != nil {
            tools.overlay.removeFromSuperlayer()
        }
    }

    /// Asks for a frame.
    func invalidate() { host.invalidate() }

    /// The window's own layer changes (sizes, swapping trees) are not the app's: no implicit
    /// animations.
    func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}

/// The host's delegate: forwards the host window's callbacks to the `LayerWindow` without making
/// the host's types part of the public API.
private final class Driver: HostWindowDelegate {
    weak var owner: LayerWindow?

    /// Never called: the host calls the damage-reporting method below, which this delegate
    /// implements. Drawing the whole frame is still the right answer to the protocol.
    func window(_ window: any HostWindow, draw frame: PixelFrame) { owner?.drawWhole(frame) }

    func window(_ window: any HostWindow, draw frame: PixelFrame, context: FrameContext, damage: inout PixelDamage) {
        owner?.draw(frame, context: context, damage: &damage)
    }

    func wantsAnimationFrames(for window: any HostWindow) -> Bool { owner?.wantsAnimationFrames ?? false }
    func window(_ window: any HostWindow, didResizeTo width: Int, height: Int) { owner?.resized(width: width, height: height) }
    func window(_ window: any HostWindow, didChangeScale scale: Double) { owner?.rescaled(to: scale) }
    func window(_ window: any HostWindow, keyPressed key: HostKeyEvent) { owner?.key(key) }
    func window(_ window: any HostWindow, pointerPressedAt x: Double, y: Double, button: Int) {
        owner?.pointer(x: x, y: y, button: button)
    }
    func window(_ window: any HostWindow, pointerMovedTo x: Double, y: Double) { owner?.pointer(x: x, y: y, button: 0) }
    func window(_ window: any HostWindow, pointerReleasedAt x: Double, y: Double, button: Int) {
        owner?.pointerReleased(x: x, y: y, button: button)
    }
    func nextDeadline(for window: any HostWindow) -> Double? { owner?.nextDeadline }
    func timerFired(for window: any HostWindow) { owner?.deadlinePassed() }
}
