import Foundation
import Strata
import StrataInspector
import StrataScenes
import StrataX11

/// Connects scenes to a window: pages through the catalogue on arrow and number keys, ticks the
/// clock on the wall-clock second, switches its filters, reports clicks through `hitTest(_:)`,
/// and runs the layer inspector (F12 or Ctrl+Shift+I) over the scene.
final class SceneWindowController: X11WindowDelegate {
    private var index: Int
    private var scene: StrataScene
    private let options: SceneOptions
    private var filter: CALayerContentsFilter
    private let logTicks: Bool
    private let renderer = FrameRenderer()
    private let overlayRenderer = OverlayRenderer()
    private var size: CGSize
    /// The root's render version when the window last drew; equal means nothing changed.
    private var drawnVersion: UInt64?
    /// The inspector overlay's render version when the window last drew, nil if it was not drawn.
    private var drawnOverlayVersion: UInt64?
    /// The layer inspector; closed until toggled, or opened by `strata run --inspect`.
    let inspector: LayerInspector
    /// The wall-clock second at which the clock next changes; fixed between ticks, because the
    /// window fires the timer once it is reached.
    private var nextTick: Double?

    /// Device pixels per point (from `Xft.dpi`): the window is `size × scale` pixels.
    private let scale: Double

    init(entry: SceneEntry, scene: StrataScene, options: SceneOptions, size: CGSize, scale: Double, logTicks: Bool) {
        self.scale = scale
        self.index = SceneCatalog.all.firstIndex { $0.name == entry.name } ?? 0
        self.scene = scene
        self.options = options
        self.filter = options.filter.contentsFilter
        self.size = size
        self.logTicks = logTicks
        inspector = LayerInspector(sceneRoot: scene.rootLayer, size: size)
        scheduleTick()
    }

    var title: String {
        if let clock = scene as? LCDClock { return "Strata — LCD clock (\(clock.filter.rawValue))" }
        return "Strata — \(SceneCatalog.all[index].title)"
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

    /// The whole picture of the model (the window asks for frames through the damage-reporting
    /// method below; this one serves the protocol).
    func window(_ window: X11Window, draw frame: PixelFrame) {
        renderer.render(scene.rootLayer, into: frame.base, width: frame.width, height: frame.height,
                        bytesPerRow: frame.bytesPerRow, scale: scale)
    }

    /// Commits the run-loop turn's implicit transaction, then draws the frame for its target
    /// media time: only what changed, through `CARenderer`, unless the pixels hold no earlier
    /// frame or the inspector's overlay is drawn over the scene.
    func window(_ window: X11Window, draw frame: PixelFrame, context: FrameContext, damage: inout PixelDamage) {
        CATransaction.flush()
        drawnVersion = scene.rootLayer.renderVersion
        drawnOverlayVersion = nil
        guard inspector.isOpen else {
            // Pixels that hold no earlier frame are drawn whole by a new renderer.
            if context.isFullRedraw { renderer.forgetDrawnFrame() }
            let region = renderer.renderChanges(scene.rootLayer, into: frame.base, width: frame.width,
                                                height: frame.height, bytesPerRow: frame.bytesPerRow, scale: scale,
                                                time: context.targetTime)
            for rect in region.rects {
                damage.add(PixelRect(x: Int(rect.minX), y: Int(rect.minY), width: Int(rect.width), height: Int(rect.height)))
            }
            return
        }
        damage.addWholeFrame()
        renderer.render(scene.rootLayer, into: frame.base, width: frame.width, height: frame.height,
                        bytesPerRow: frame.bytesPerRow, scale: scale)
        drawnOverlayVersion = nil
        guard inspector.isOpen else { return }
        inspector.updateOverlay()
        // The overlay is a separate tree drawn over the scene, so the scene's own pixels, hit
        // testing and render version are those of the scene alone.
        overlayRenderer.render(inspector.overlay.rootLayer, over: frame.base, width: frame.width, height: frame.height,
                               bytesPerRow: frame.bytesPerRow, scale: scale)
        drawnOverlayVersion = inspector.overlay.rootLayer.renderVersion
        // The overlay's pixels are not the scene's: the next scene frame draws everything.
        renderer.forgetDrawnFrame()
    }

    /// Frames at the display's pace while the renderer has an animation to show.
    func wantsAnimationFrames(for window: X11Window) -> Bool {
        renderer.nextFrameTime.isFinite
    }

    func window(_ window: X11Window, didResizeTo width: Int, height: Int) {
        // The scenes change their layers directly (ticks, filters, pages): no implicit
        // animations, as the picture must be the one a headless render shows.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        size = CGSize(width: Double(width) / scale, height: Double(height) / scale)
        scene.layout(for: size)
        inspector.resize(to: size)
    }

    func window(_ window: X11Window, keyPressed key: X11KeyEvent) {
        // The scenes change their layers directly (ticks, filters, pages): no implicit
        // animations, as the picture must be the one a headless render shows.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if key.keysym == 0xFFC9 || (key.control && key.shift && (key.keysym == 0x49 || key.keysym == 0x69)) {  // F12, Ctrl+Shift+I
            inspector.isOpen.toggle()
            printError("inspector \(inspector.isOpen ? "open" : "closed")")
            invalidateIfChanged(window)
            return
        }
        if inspector.isOpen, handleInspectorKey(key) {
            invalidateIfChanged(window)
            return
        }
        switch key.keysym {
        case 0xFF53, 0xFF56: show(index + 1, in: window)          // Right, Page Down
        case 0xFF51, 0xFF55: show(index - 1, in: window)          // Left, Page Up
        case 0xFF1B: window.stop()                                // Escape
        default:
            switch key.text.lowercased() {
            case "n": setFilter(.nearest, in: window)
            case "l": setFilter(.linear, in: window)
            case "t": setFilter(.trilinear, in: window)
            case "q": window.stop()
            case let digit where digit.count == 1 && digit.first?.isNumber == true:
                if let n = Int(digit) { show(n == 0 ? 9 : n - 1, in: window) }
            default: break
            }
        }
    }

    /// Handles the keys the open inspector takes over: arrows move the selection, H hides it,
    /// Escape clears it or closes the inspector. Returns false for other keys.
    private func handleInspectorKey(_ key: X11KeyEvent) -> Bool {
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
            printError("inspector \(snapshot.isHidden ? "hid" : "showed") \(snapshot.pathText)")
        }
        return true
    }

    /// Says on standard error which layer is selected, for whoever drives the window by keys.
    private func reportSelection() {
        printError("inspector selected " + (inspector.selectionSnapshot?.pathText ?? "nothing"))
    }

    /// Shows scene `newIndex` of the catalogue (wrapping around).
    private func show(_ newIndex: Int, in window: X11Window) {
        let count = SceneCatalog.all.count
        let wrapped = ((newIndex % count) + count) % count
        guard wrapped != index else { return }
        let entry = SceneCatalog.all[wrapped]
        do {
            let made = try entry.make()
            options.configure(made, filter: filter)
            made.layout(for: size)
            scene = made
            index = wrapped
            inspector.inspect(made.rootLayer)
        } catch {
            printError("\(error)")
            return
        }
        scheduleTick()
        window.title = title
        printError("showing \(entry.name)")
        invalidateIfChanged(window)
    }

    private func setFilter(_ newFilter: CALayerContentsFilter, in window: X11Window) {
        filter = newFilter
        guard let filtered = scene as? FilteredScene, filtered.filter != newFilter else { return }
        filtered.filter = newFilter
        window.title = title
        invalidateIfChanged(window)
    }

    func window(_ window: X11Window, pointerPressedAt x: Double, y: Double, button: Int) {
        // An interactive scene's own response animates, as a click in an app does: it runs
        // outside the disabled-action transaction below.
        if button == 1, !inspector.isOpen, let interactive = scene as? InteractiveScene {
            interactive.pointerPressed(at: CGPoint(x: x / scale, y: y / scale))
            invalidateIfChanged(window)
        }
        // The scenes change their layers directly (ticks, filters, pages): no implicit
        // animations, as the picture must be the one a headless render shows.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard button == 1 else { return }
        // The root layer is positioned in window coordinates, so the window point is in its
        // superlayer's space, which is what hitTest(_:) takes.
        let point = CGPoint(x: x / scale, y: y / scale)
        let hit = scene.rootLayer.hitTest(point)
        print(hit.map { $0.name ?? String(describing: type(of: $0)) } ?? "none")
        fflush(nil)
        guard inspector.isOpen else { return }
        inspector.select(at: point)
        reportSelection()
        invalidateIfChanged(window)
    }

    func window(_ window: X11Window, pointerMovedTo x: Double, y: Double) {
        // The scenes change their layers directly (ticks, filters, pages): no implicit
        // animations, as the picture must be the one a headless render shows.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        inspector.pointerMoved(to: CGPoint(x: x / scale, y: y / scale))
        invalidateIfChanged(window)
    }

    func nextDeadline(for window: X11Window) -> Double? { nextTick }

    func timerFired(for window: X11Window) {
        // The scenes change their layers directly (ticks, filters, pages): no implicit
        // animations, as the picture must be the one a headless render shows.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        scheduleTick()
        if logTicks, let clock {
            printError(String(format: "tick %@ at %.6f", clock.shownTime.description, WallClock.now()))
        }
        invalidateIfChanged(window)
    }

    /// Asks for a frame only when the scene's tree, or the inspector's overlay, changed since
    /// the last one (or the overlay was opened or closed): an unchanged picture costs nothing.
    private func invalidateIfChanged(_ window: X11Window) {
        inspector.updateOverlay()
        let overlayVersion = inspector.isOpen ? inspector.overlay.rootLayer.renderVersion : nil
        if scene.rootLayer.renderVersion != drawnVersion || overlayVersion != drawnOverlayVersion { window.invalidate() }
    }
}
