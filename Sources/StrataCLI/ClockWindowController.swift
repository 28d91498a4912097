import Foundation
import Strata
import StrataScenes
import StrataX11

/// Connects the LCD clock to a window: ticks on the wall-clock second, switches filters on keys,
/// and reports clicks through `hitTest(_:)`.
final class ClockWindowController: X11WindowDelegate {
    private let clock: LCDClock
    private let fixedTime: ClockTime?
    private let renderer = FrameRenderer()
    private var shownTime: ClockTime?
    /// The root's render version when the window last drew; equal means nothing changed.
    private var drawnVersion: UInt64?
    /// The wall-clock second boundary at which the display next changes; fixed between ticks,
    /// because the window fires the timer once it is reached.
    private var nextTick: Double?

    private let logTicks: Bool

    init(clock: LCDClock, fixedTime: ClockTime?, logTicks: Bool) {
        self.clock = clock
        self.fixedTime = fixedTime
        self.logTicks = logTicks
        showCurrentTime()
    }

    var title: String { "Strata — LCD clock (\(clock.filter.rawValue))" }

    private func showCurrentTime() {
        let now = WallClock.now()
        let time = fixedTime ?? ClockTime(localTimeOf: now)
        clock.show(time)
        shownTime = time
        nextTick = fixedTime == nil ? WallClock.nextSecond(after: now) : nil
    }

    func window(_ window: X11Window, draw frame: PixelFrame) {
        renderer.render(clock.rootLayer, into: frame.base, width: frame.width, height: frame.height,
                        bytesPerRow: frame.bytesPerRow)
        drawnVersion = clock.rootLayer.renderVersion
    }

    func window(_ window: X11Window, didResizeTo width: Int, height: Int) {
        clock.layout(for: CGSize(width: width, height: height))
    }

    func window(_ window: X11Window, keyPressed key: X11KeyEvent) {
        switch key.text.lowercased() {
        case "n": setFilter(.nearest, in: window)
        case "l": setFilter(.linear, in: window)
        case "t": setFilter(.trilinear, in: window)
        case "q", "\u{1B}": window.stop()
        default: break
        }
    }

    private func setFilter(_ filter: CALayerContentsFilter, in window: X11Window) {
        guard clock.filter != filter else { return }
        clock.filter = filter
        window.title = title
        invalidateIfChanged(window)
    }

    func window(_ window: X11Window, pointerPressedAt x: Double, y: Double, button: Int) {
        guard button == 1 else { return }
        // The root layer is positioned in window coordinates, so the window point is in its
        // superlayer's space, which is what hitTest(_:) takes.
        let hit = clock.rootLayer.hitTest(CGPoint(x: x, y: y))
        print(hit.map { $0.name ?? String(describing: type(of: $0)) } ?? "none")
        fflush(nil)
    }

    func window(_ window: X11Window, pointerMovedTo x: Double, y: Double) {}

    /// Asks for a frame only when the layer tree changed since the last one: an unchanged
    /// tree costs nothing.
    private func invalidateIfChanged(_ window: X11Window) {
        if clock.rootLayer.renderVersion != drawnVersion { window.invalidate() }
    }

    func nextDeadline(for window: X11Window) -> Double? {
        nextTick
    }

    func timerFired(for window: X11Window) {
        showCurrentTime()
        invalidateIfChanged(window)
        if logTicks, let shownTime {
            printError(String(format: "tick %@ at %.6f", shownTime.description, WallClock.now()))
        }
    }
}
