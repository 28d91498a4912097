import Foundation
import Strata
import StrataWindow

/// The heads-up display (F2): frame rate, composite and present times and the damaged share of
/// the window, in a small dark box at the top right, drawn with Strata's own layers.
final class HeadsUpDisplay {
    /// The box; the window's overlay holds it while the HUD is shown.
    let layer = CALayer()
    private let text = CATextLayer()
    private static let size = CGSize(width: 290, height: 62)

    init() {
        layer.name = "hud"
        layer.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.11, alpha: 0.85)
        layer.cornerRadius = 6
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: Self.size)
        text.name = "hud text"
        text.font = "DejaVu Sans Mono"
        text.fontSize = 12
        text.foregroundColor = CGColor(red: 0.55, green: 1, blue: 0.45, alpha: 1)
        text.anchorPoint = .zero
        text.frame = CGRect(x: 10, y: 6, width: Self.size.width - 20, height: Self.size.height - 10)
        layer.addSublayer(text)
    }

    /// Keeps the box at the top right of a window of `size`.
    func place(in size: CGSize) {
        let origin = CGPoint(x: max(0, size.width - Self.size.width - 10), y: 10)
        if layer.position != origin { layer.position = origin }
    }

    /// Shows the figures of one frame.
    func show(_ statistics: FrameStatistics, clock: String) {
        let string = [
            String(format: "%3d fps  (%@)", statistics.framesPerSecond, clock),
            String(format: "composite %.2f ms  present %.2f ms", statistics.compositeSeconds * 1000,
                   statistics.presentSeconds * 1000),
            String(format: "drawn %.1f %% of the window", statistics.damagedFraction * 100),
        ].joined(separator: "\n")
        if text.string as? String != string { text.string = string }
    }
}
