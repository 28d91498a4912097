import Foundation
import Strata
import StrataInspector
import StrataX11

/// The debugging tools of one `LayerWindow` (see `WindowDebugTools`): the inspector and the
/// heads-up display in an overlay above the app's layers, update flashing, and slow or paused
/// motion through the timing of the window's own layer, so the app's layers keep their values.
///
/// It takes the keys that toggle a tool (and, while the inspector is open, its arrows, H and
/// Escape) before the app's delegate sees them; pointer events reach both.
final class WindowTools {
    private unowned let window: LayerWindow
    /// What is open: update flashing is the window's own `flashUpdates` (set by its
    /// configuration too), the rest is kept here.
    var open: WindowDebugTools {
        window.flashUpdates ? openHere.union(.flashUpdates) : openHere
    }
    private var openHere: WindowDebugTools = []
    let inspector: LayerInspector
    private let hud = HeadsUpDisplay()
    /// The compositor overlays shown, and the trace they are painted from.
    private var overlays = CompositorOverlays()
    /// The exploded view, when open.
    private let exploded = ExplodedViewTool()
    /// Holds the inspector's overlay and the HUD, above the app's overlay.
    let overlay = CALayer()
    /// The app's tree's render version at the last frame the HUD and panel were updated for.
    private var shownVersion: UInt64?

    init(window: LayerWindow) {
        self.window = window
        inspector = LayerInspector(sceneRoot: window.rootLayer, size: window.size)
        // The window's own hit test: it follows the presentation tree while layers move.
        inspector.hitTester = { [unowned window] point in window.hitTest(point) }
        overlay.name = "debug tools"
        overlay.anchorPoint = .zero
    }

    /// Opens exactly `tools`, reporting each change.
    func set(_ tools: WindowDebugTools) {
        for entry in WindowDebugTools.named where tools.contains(entry.tool) != open.contains(entry.tool) {
            toggle(entry.tool)
        }
    }

    /// Opens or closes one tool.
    private func toggle(_ tool: WindowDebugTools) {
        let on = !open.contains(tool)
        if tool != .flashUpdates {
            if on { openHere.insert(tool) } else { openHere.remove(tool) }
        }
        switch tool {
        case .inspector:
            inspector.isOpen = on
            report("inspector \(on ? "open" : "closed")")
        case .flashUpdates:
            window.flashUpdates = on
            report("flash updates \(on ? "on" : "off")")
        case .headsUpDisplay:
            hud.show(window.statistics, clock: window.frameClockName)
            report("heads-up display \(on ? "on" : "off")")
        case .slowAnimations, .paused:
            applyRate()
        case .recording:
            report(on ? window.capture.start(title: window.title) : window.capture.stop(at: CACurrentMediaTime()))
        case .explodedView:
            inspector.showsOutlines = !on
            report(on ? exploded.open(on: window.rootLayer, size: window.size, scale: window.scale,
                                      selected: inspector.selected) : "exploded view closed")
        case .blendedLayers, .offscreenRendered, .rasterizationCache:
            overlays.shown = openHere.intersection(CompositorOverlays.all)
            let name = WindowDebugTools.named.first { $0.tool == tool }?.name ?? "?"
            report("overlay \(name) \(on ? "on" : "off")")
        default:
            break
        }
        window.invalidate()
    }

    /// The window layer's speed: 0 paused, 0.1 slow, else 1, changed without a jump in time.
    private func applyRate() {
        let rate: Float = open.contains(.paused) ? 0 : open.contains(.slowAnimations) ? 0.1 : 1
        let now = CACurrentMediaTime()
        window.windowLayer.setPlaybackRate(rate, atMediaTime: now)
        let local = window.rootLayer.convertTime(now, from: nil)
        report(String(format: "animations %@ at %.6f s", rate == 0 ? "paused" : rate < 1 ? "slow" : "running", local))
    }

    // MARK: Input

    /// Handles a key the tools take; false for keys that go on to the app. The Ctrl+Shift
    /// toggles only when `togglesEnabled`; the open inspector's keys always.
    func handle(_ key: LayerKeyEvent, togglesEnabled: Bool) -> Bool {
        if togglesEnabled, key.control, key.shift, let tool = WindowDebugTools.toggled(byKeysym: key.keysym) {
            toggle(tool)
            sync()
            return true
        }
        if open.contains(.explodedView), let line = exploded.handle(key) {
            if line == "close" {
                toggle(.explodedView)
            } else if !line.isEmpty {
                report(line)
            }
            sync()
            return true
        }
        guard open.contains(.inspector) else { return false }
        defer { sync() }
        if key.control {
            // Ctrl+Z: undo the last edit of a property.
            guard key.keysym == 0x7A || key.keysym == 0x5A else { return false }
            if let report = inspector.edit({ $0.undo() }) { self.report(report) }
            return true
        }
        if inspector.editor.isEditing { return handleEditingKey(key) }
        if key.keysym == 0xFF09 {       // Tab: edit the selection's properties
            if inspector.beginEditing(), let line = inspector.editor.line { report("inspector " + line) }
            return true
        }
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
            case .clearedSelection: report("inspector selection cleared")
            case .closed:
                openHere.remove(.inspector)
                report("inspector closed")
            }
            return true
        }
        guard key.text.lowercased() == "h" else { return false }
        inspector.toggleHidden()
        if let snapshot = inspector.selectionSnapshot {
            report("inspector \(snapshot.properties["hidden"] == .flag(true) ? "hid" : "showed") \(snapshot.pathText)")
        }
        return true
    }

    /// The keys of live editing: ↑↓ (Tab, Shift+Tab) choose the field, ←→ nudge a number (ten
    /// steps with Shift), Space toggles a flag, typed digits or hex and ⏎ set it, ⌫ deletes,
    /// Escape stops editing.
    private func handleEditingKey(_ key: LayerKeyEvent) -> Bool {
        var result: String?
        switch key.keysym {
        case 0xFF52, 0xFE20: inspector.edit { $0.move(by: -1) }     // Up, Shift+Tab
        case 0xFF54, 0xFF09: inspector.edit { $0.move(by: 1) }      // Down, Tab
        case 0xFF51: result = inspector.edit { $0.nudge(by: key.shift ? -10 : -1) }   // Left
        case 0xFF53: result = inspector.edit { $0.nudge(by: key.shift ? 10 : 1) }     // Right
        case 0xFF0D, 0xFF8D: result = inspector.edit { $0.applyTyped() }            // Return
        case 0xFF08: inspector.edit { $0.deleteBackward() }                        // BackSpace
        case 0xFF1B:                                                               // Escape
            inspector.edit { $0.end() }
            report("inspector editing done")
            return true
        default:
            if key.text == " " {
                result = inspector.edit { $0.toggle() }
            } else if !key.text.isEmpty {
                inspector.edit { $0.type(key.text) }
            } else {
                return true
            }
        }
        if let result { report(result) }
        return true
    }

    /// A press: starts a drag or click of the exploded view while it is open (returns true: the
    /// app does not see it), else selects the layer under the pointer while the inspector is open.
    func pointerPressed(at point: CGPoint, button: Int) -> Bool {
        if open.contains(.explodedView) {
            if button == 1 { exploded.pressed(at: point) }
            return true
        }
        guard button == 1, open.contains(.inspector) else { return false }
        _ = inspector.select(at: point)
        reportSelection()
        sync()
        return false
    }

    /// The pointer moved: turns the exploded view while dragged (returns true), else outlines
    /// the layer under it while the inspector is open.
    func pointerMoved(to point: CGPoint) -> Bool {
        if open.contains(.explodedView) {
            exploded.moved(to: point)
            return true
        }
        guard open.contains(.inspector) else { return false }
        inspector.pointerMoved(to: point)
        sync()
        return false
    }

    /// A release: a click on a plane of the exploded view selects its layer, opening the
    /// inspector's panel for it.
    func pointerReleased(at point: CGPoint, button: Int) {
        guard button == 1, open.contains(.explodedView) else { return }
        guard let layer = exploded.released(at: point) else { return }
        if !open.contains(.inspector) { toggle(.inspector) }
        inspector.select(layer)
        exploded.view.highlight(layer)
        reportSelection()
        sync()
    }

    // MARK: Frames

    /// The app replaced its root layer: the inspector looks at the new one.
    func rootChanged() {
        inspector.inspect(window.rootLayer)
    }

    /// What the frame summary line of the inspector's panel says about the last frame.
    var frameSummary: String? { inspector.frameSummary }

    func resized() {
        inspector.resize(to: window.size)
        sync()
    }

    /// Brings the overlay up to date before a frame is committed.
    func willDraw() { sync() }

    /// Shows the figures of the last frame that drew the app's layers (never of one that drew
    /// only the tools, which would ask for a frame after every frame).
    func didDraw(_ statistics: FrameStatistics) {
        let version = window.rootLayer.renderVersion
        defer { shownVersion = version }
        guard open.contains(.inspector) || open.contains(.headsUpDisplay),
              version != shownVersion || window.isAnimating else { return }
        hud.show(statistics, clock: window.frameClockName)
        inspector.frameSummary = String(format: "frame: drawn %.1f %%, composite %.2f ms, present %.2f ms",
                                        statistics.damagedFraction * 100, statistics.compositeSeconds * 1000,
                                        statistics.presentSeconds * 1000)
        sync()
    }

    /// Before a frame is drawn: with an overlay shown the renderer traces the frame and draws it
    /// whole; when the last one goes, one whole frame wipes its tints.
    func prepare(_ renderer: FrameRenderer) {
        if !overlays.shown.isEmpty {
            renderer.trace = overlays.trace
            renderer.forgetDrawnFrame()
        } else if renderer.trace != nil {
            renderer.trace = nil
            renderer.forgetDrawnFrame()
        }
    }

    /// After a frame is drawn: the overlays' tints over it.
    func paintOverlays(on frame: PixelFrame) {
        guard !overlays.shown.isEmpty else { return }
        overlays.paint(on: frame)
    }

    /// A frame was presented, shown from `time`: the recording takes it.
    func presented(_ frame: PixelFrame, at time: Double) {
        guard let line = window.capture.presented(frame, at: time) else { return }
        report(line)
        if !window.capture.isRecording { openHere.remove(.recording) }
    }

    /// The window closes: a recording running ends with the last frame shown.
    func windowClosed() {
        guard window.capture.isRecording else { return }
        openHere.remove(.recording)
        report(window.capture.stop(at: CACurrentMediaTime(), reason: "the window closed"))
    }

    /// Puts the open tools' layers in the overlay and the overlay in the window (or takes it out).
    private func sync() {
        inspector.updateOverlay()
        hud.place(in: window.size, avoiding: inspector.panelFrame)
        let wanted = (open.contains(.explodedView) ? [exploded.view.rootLayer] : [])
            + (open.contains(.inspector) ? [inspector.overlay.rootLayer] : [])
            + (open.contains(.headsUpDisplay) ? [hud.layer] : [])
        let current = overlay.sublayers ?? []
        if current.count != wanted.count || zip(current, wanted).contains(where: { $0 !== $1 }) {
            for layer in current where !wanted.contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
            for layer in wanted where layer.superlayer !== overlay { overlay.addSublayer(layer) }
        }
        window.showToolsOverlay(!wanted.isEmpty)
        // Both show the present time; measuring it costs a wakeup a frame, so only while one is shown.
        window.timesPresents = !wanted.isEmpty
        if overlay.frame.size != window.size { overlay.frame = CGRect(origin: .zero, size: window.size) }
    }

    private func reportSelection() {
        let snapshot = inspector.selectionSnapshot
        report("inspector selected " + (snapshot?.pathText ?? "nothing"))
        for animation in snapshot?.animations ?? [] {
            report("inspector animation " + animation.panelParts.joined(separator: ", "))
        }
    }

    private func report(_ message: String) {
        window.delegate?.layerWindow(window, debugToolsReported: message)
    }
}
