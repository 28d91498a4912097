import Foundation
import Strata
import StrataScenes
import StrataX11

/// Connects scenes to a window: pages through the catalogue on arrow and number keys, ticks the
/// clock on the wall-clock second, switches its filters, and reports clicks through `hitTest(_:)`.
final class SceneWindowController: X11WindowDelegate {
    private var index: Int
    private var scene: StrataScene
    private let options: SceneOptions
    private var filter: CALayerContentsFilter
    private let logTicks: Bool
    private let renderer = FrameRenderer()
    private var size: CGSize
    /// The root's render version when the window last drew; equal means nothing changed.
    private var drawnVersion: UInt64?
    /// The wall-clock second at which the clock next changes; fixed between ticks, because the
    /// window fires the timer once it is reached.
    private var nextTick: Double?

    init(entry: SceneEntry, scene: StrataScene, options: SceneOptions, size: CGSize, logTicks: Bool) {
        self.index = SceneCatalog.all.firstIndex { $0.name == entry.name } ?? 0
        self.scene = scene
        self.options = options
        self.filter = options.filter.contentsFilter
        self.size = size
        self.logTicks = logTicks
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

    func window(_ window: X11Window, draw frame: PixelFrame) {
        renderer.render(scene.rootLayer, into: frame.base, width: frame.width, height: frame.height,
                        bytesPerRow: frame.bytesPerRow)
        drawnVersion = scene.rootLayer.renderVersion
    }

    func window(_ window: X11Window, didResizeTo width: Int, height: Int) {
        size = CGSize(width: width, height: height)
        scene.layout(for: size)
    }

    func window(_ window: X11Window, keyPressed key: X11KeyEvent) {
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

    /// Shows scene `newIndex` of the catalogue (wrapping around).
    private func show(_ newIndex: Int, in window: X11Window) {
        let count = SceneCatalog.all.count
        let wrapped = ((newIndex % count) + count) % count
        guard wrapped != index || clock == nil else { return }
        let entry = SceneCatalog.all[wrapped]
        do {
            let made = try entry.make()
            if let clock = made as? LCDClock {
                clock.filter = filter
                clock.show(options.time ?? ClockTime(localTimeOf: WallClock.now()))
            }
            made.layout(for: size)
            scene = made
            index = wrapped
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
        guard let clock, clock.filter != newFilter else { return }
        clock.filter = newFilter
        window.title = title
        invalidateIfChanged(window)
    }

    func window(_ window: X11Window, pointerPressedAt x: Double, y: Double, button: Int) {
        guard button == 1 else { return }
        // The root layer is positioned in window coordinates, so the window point is in its
        // superlayer's space, which is what hitTest(_:) takes.
        let hit = scene.rootLayer.hitTest(CGPoint(x: x, y: y))
        print(hit.map { $0.name ?? String(describing: type(of: $0)) } ?? "none")
        fflush(nil)
    }

    func window(_ window: X11Window, pointerMovedTo x: Double, y: Double) {}

    func nextDeadline(for window: X11Window) -> Double? { nextTick }

    func timerFired(for window: X11Window) {
        scheduleTick()
        if logTicks, let clock {
            printError(String(format: "tick %@ at %.6f", clock.shownTime.description, WallClock.now()))
        }
        invalidateIfChanged(window)
    }

    /// Asks for a frame only when the layer tree changed since the last one: an unchanged tree
    /// costs nothing.
    private func invalidateIfChanged(_ window: X11Window) {
        if scene.rootLayer.renderVersion != drawnVersion { window.invalidate() }
    }
}
