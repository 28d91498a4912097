import Foundation
import Strata
import StrataInspector
import StrataScenes
import StrataWindow

/// Connects scenes to a window: pages through the catalogue on arrow and number keys, ticks the
/// clock on the wall-clock second, switches its filters, reports clicks through `hitTest(_:)`,
/// flashes updated regions (D), and runs the layer inspector (F12 or Ctrl+Shift+I) over the
/// scene. It is a `LayerWindowDelegate`: the same public window API a library user has.
final class SceneWindowController: LayerWindowDelegate {
    private var index: Int
    private var scene: StrataScene
    private let options: SceneOptions
    private var filter: CALayerContentsFilter
    private let logTicks: Bool
    /// Each frame drawn is printed to standard error (`--log-frames`).
    private let logFrames: Bool
    private var size: CGSize
    /// The layer inspector; closed until toggled, or opened by `strata run --inspect`.
    let inspector: LayerInspector
    /// The wall-clock second at which the clock next changes; fixed between ticks, because the
    /// window fires the timer once it is reached.
    private var nextTick: Double?
    /// The scene's render version at the last frame drawn.
    private var drawnSceneVersion: UInt64?
    /// Animations play 10× slower (S), like the iOS Simulator's "Slow Animations".
    private var slowAnimations: Bool
    /// All motion is paused (Space), through the root's speed and timeOffset.
    private var paused: Bool
    /// The heads-up display (F2), and the overlay that holds it above the inspector's.
    private let hud = HeadsUpDisplay()
    private var showsHUD = false
    private let overlay = CALayer()

    /// The clock's digits cross-fade at each tick (A).
    private var animatedTicks: Bool

    init(entry: SceneEntry, scene: StrataScene, options: SceneOptions, size: CGSize, logTicks: Bool,
         logFrames: Bool = false, slowAnimations: Bool, animatedTicks: Bool) {
        self.index = SceneCatalog.all.firstIndex { $0.name == entry.name } ?? 0
        self.scene = scene
        self.options = options
        self.filter = options.filter.contentsFilter
        self.size = size
        self.logTicks = logTicks
        self.logFrames = logFrames
        self.slowAnimations = slowAnimations
        self.animatedTicks = animatedTicks
        (scene as? LCDClock)?.animatesTicks = animatedTicks
        // A scene frozen with --media-time stays frozen until Space.
        paused = options.mediaTime != nil
        inspector = LayerInspector(sceneRoot: scene.rootLayer, size: size)
        overlay.name = "overlay"
        overlay.anchorPoint = .zero
        scheduleTick()
        startMotion(of: scene)
    }

    /// The speed the scene's root plays at: 0 paused, 0.1 slow, else 1.
    private var rate: Float { paused ? 0 : slowAnimations ? 0.1 : 1 }

    /// Starts a newly shown scene's animations at its own time 0 (unless --media-time froze it
    /// already), so that its time is the seconds since it appeared, then plays it at `rate`.
    private func startMotion(of scene: StrataScene) {
        if options.mediaTime == nil || scene !== self.scene || !paused {
            SceneTimeline.start(scene.rootLayer, frozenAt: 0)
        }
        if !paused { SceneTimeline.play(scene.rootLayer, rate: rate, atMediaTime: CACurrentMediaTime()) }
    }

    /// Applies a new rate at once, without a jump in the animations' time.
    private func applyRate(in window: LayerWindow) {
        let now = CACurrentMediaTime()
        SceneTimeline.play(scene.rootLayer, rate: rate, atMediaTime: now)
        let local = scene.rootLayer.convertTime(now, from: nil)
        printError(String(format: "animations %@ at %.6f s", paused ? "paused" : slowAnimations ? "slow" : "running", local))
        window.title = title
    }

    /// The scene's root: what the window shows.
    var rootLayer: CALayer { scene.rootLayer }

    var title: String {
        let motion = paused ? " — paused" : slowAnimations ? " — slow animations" : ""
        if let clock = scene as? LCDClock {
            return "Strata — LCD clock (\(clock.filter.rawValue)\(clock.animatesTicks ? ", animated ticks" : ""))" + motion
        }
        return "Strata — \(SceneCatalog.all[index].title)" + motion
    }

    private var clock: LCDClock? { scene as? LCDClock }

    private func scheduleTick() {
        let now = WallClock.now()
        if let clock, options.time == nil {
            clock.show(ClockTime(localTimeOf: now))
            nextTick = WallClock.nextSecond(after: now)
        } else {
            nextTick = nil
        }
    }


    /// Brings the inspector's overlay up to date before each frame is committed.
    func layerWindowWillDraw(_ window: LayerWindow) {
        CATransaction.withoutActions { syncInspector(window) }
    }

    func layerWindow(_ window: LayerWindow, didResizeTo size: CGSize) {
        CATransaction.withoutActions {
            self.size = size
            scene.layout(for: size)
            inspector.resize(to: size)
            syncInspector(window)
        }
    }

    func layerWindow(_ window: LayerWindow, keyPressed key: LayerKeyEvent) {
        CATransaction.withoutActions { handleKey(key, in: window) }
    }

    private func handleKey(_ key: LayerKeyEvent, in window: LayerWindow) {
        defer { syncInspector(window) }
        if key.keysym == 0xFFC9 || (key.control && key.shift && (key.keysym == 0x49 || key.keysym == 0x69)) {  // F12, Ctrl+Shift+I
            inspector.isOpen.toggle()
            printError("inspector \(inspector.isOpen ? "open" : "closed")")
            return
        }
        if key.keysym == 0xFFBF {  // F2
            showsHUD.toggle()
            hud.show(window.statistics, clock: window.frameClockName)
            printError("heads-up display \(showsHUD ? "on" : "off")")
            return
        }
        if inspector.isOpen, handleInspectorKey(key) { return }
        switch key.keysym {
        case 0xFF53, 0xFF56: show(index + 1, in: window)          // Right, Page Down
        case 0xFF51, 0xFF55: show(index - 1, in: window)          // Left, Page Up
        case 0xFF1B: window.stop()                                // Escape
        default:
            switch key.text.lowercased() {
            case "n": setFilter(.nearest, in: window)
            case "l": setFilter(.linear, in: window)
            case "t": setFilter(.trilinear, in: window)
            case "d":
                window.flashUpdates.toggle()
                printError("flash updates \(window.flashUpdates ? "on" : "off")")
            case "a":
                animatedTicks.toggle()
                clock?.animatesTicks = animatedTicks
                window.title = title
                printError("animated ticks \(animatedTicks ? "on" : "off")")
            case "s":
                slowAnimations.toggle()
                applyRate(in: window)
            case " ":
                paused.toggle()
                applyRate(in: window)
            case "q": window.stop()
            case let digit where digit.count == 1 && digit.first?.isNumber == true:
                if let n = Int(digit) { show(n == 0 ? 9 : n - 1, in: window) }
            default: break
            }
        }
    }

    /// The inspector shows the figures of the last frame that drew the scene: updated after a
    /// frame in which the scene changed or moved, never after one that drew only the panel
    /// (which would ask for a frame after every frame).
    func layerWindow(_ window: LayerWindow, didDraw statistics: FrameStatistics) {
        if logFrames {
            // "frame N at SECONDS drew PIXELS": CLOCK_MONOTONIC seconds, so a test can count frames
            // over an interval measured with its own clock.
            printError(String(format: "frame %d at %.6f drew %d", statistics.frameCount, CACurrentMediaTime(),
                              statistics.damagedPixels))
        }
        let version = scene.rootLayer.renderVersion
        defer { drawnSceneVersion = version }
        guard inspector.isOpen || showsHUD, version != drawnSceneVersion || window.isAnimating else { return }
        CATransaction.withoutActions { hud.show(statistics, clock: window.frameClockName) }
        inspector.frameSummary = String(format: "frame: drawn %.1f %%, composite %.2f ms, present %.2f ms",
                                        statistics.damagedFraction * 100, statistics.compositeSeconds * 1000,
                                        statistics.presentSeconds * 1000)
        CATransaction.withoutActions { syncInspector(window) }
    }

    /// Shows or hides the inspector's overlay and the HUD above the scene and brings them up to
    /// date.
    private func syncInspector(_ window: LayerWindow) {
        inspector.updateOverlay()
        hud.place(in: size, avoiding: inspector.panelFrame)
        let wanted = (inspector.isOpen ? [inspector.overlay.rootLayer] : []) + (showsHUD ? [hud.layer] : [])
        let current = overlay.sublayers ?? []
        if current.count != wanted.count || zip(current, wanted).contains(where: { $0 !== $1 }) {
            for layer in current where !wanted.contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
            for layer in wanted where layer.superlayer !== overlay { overlay.addSublayer(layer) }
        }
        let shown = wanted.isEmpty ? nil : overlay
        if window.overlayLayer !== shown { window.overlayLayer = shown }
        // Both show the present time; measuring it costs a wakeup a frame, so only while one is shown.
        window.timesPresents = inspector.isOpen || showsHUD
        if overlay.frame.size != size { overlay.frame = CGRect(origin: .zero, size: size) }
    }

    /// Handles the keys the open inspector takes over: arrows move the selection, H hides it,
    /// Escape clears it or closes the inspector. Returns false for other keys.
    private func handleInspectorKey(_ key: LayerKeyEvent) -> Bool {
        let move: LayerInspector.Move? = switch key.keysym {
        case 0xFF52: .superlayer        // Up
        case 0xFF54: .firstSublayer     // Down
        case 0xFF51: .previousSibling   // Left
        case 0xFF53: .nextSibling       // Right
        default: nil
        }
        if let move {
            if inspector.move(move) { reportSelection() }
            return true
        }
        if key.keysym == 0xFF1B {       // Escape
            switch inspector.escape() {
            case .clearedSelection: printError("inspector selection cleared")
            case .closed: printError("inspector closed")
            }
            return true
        }
        guard key.text.lowercased() == "h", !key.control else { return false }
        inspector.toggleHidden()
        if let snapshot = inspector.selectionSnapshot {
            printError("inspector \(snapshot.properties["hidden"] == .flag(true) ? "hid" : "showed") \(snapshot.pathText)")
        }
        return true
    }

    /// Says on standard error which layer is selected, and the running animations the panel
    /// lists for it, for whoever drives the window by keys or cannot read the panel.
    private func reportSelection() {
        let snapshot = inspector.selectionSnapshot
        printError("inspector selected " + (snapshot?.pathText ?? "nothing"))
        for animation in snapshot?.animations ?? [] {
            printError("inspector animation " + animation.panelParts.joined(separator: ", "))
        }
    }

    /// Shows scene `newIndex` of the catalogue (wrapping around).
    private func show(_ newIndex: Int, in window: LayerWindow) {
        let count = SceneCatalog.all.count
        let wrapped = ((newIndex % count) + count) % count
        guard wrapped != index else { return }
        let entry = SceneCatalog.all[wrapped]
        do {
            let made = try entry.make()
            options.configure(made, filter: filter)
            (made as? LCDClock)?.animatesTicks = animatedTicks
            made.layout(for: size)
            startMotion(of: made)
            scene = made
            index = wrapped
            window.rootLayer = made.rootLayer
            inspector.inspect(made.rootLayer)
        } catch {
            printError("\(error)")
            return
        }
        scheduleTick()
        window.title = title
        printError("showing \(entry.name)")
    }

    private func setFilter(_ newFilter: CALayerContentsFilter, in window: LayerWindow) {
        filter = newFilter
        guard let filtered = scene as? FilteredScene, filtered.filter != newFilter else { return }
        filtered.filter = newFilter
        window.title = title
    }

    func layerWindow(_ window: LayerWindow, pointerPressed event: LayerPointerEvent) {
        guard event.button == 1 else { return }
        // An interactive scene's own response animates, as a click in an app does: it runs
        // outside the disabled-action transaction below.
        if !inspector.isOpen, let interactive = scene as? InteractiveScene { interactive.pointerPressed(at: event.location) }
        CATransaction.withoutActions {
            print(event.hitLayer.map { $0.name ?? String(describing: type(of: $0)) } ?? "none")
            fflush(nil)
            guard inspector.isOpen else { return }
            inspector.select(at: event.location)
            reportSelection()
            syncInspector(window)
        }
    }

    func layerWindow(_ window: LayerWindow, pointerMoved event: LayerPointerEvent) {
        CATransaction.withoutActions {
            inspector.pointerMoved(to: event.location)
            syncInspector(window)
        }
    }

    func nextDeadline(for window: LayerWindow) -> Double? { nextTick }

    func layerWindowDeadlinePassed(_ window: LayerWindow) {
        CATransaction.withoutActions {
            scheduleTick()
            if logTicks, let clock {
                printError(String(format: "tick %@ at %.6f", clock.shownTime.description, WallClock.now()))
            }
        }
    }
}
