import Foundation
import Strata

/// The heads-up display (Ctrl+Shift+H in any window, F2 in `strata`'s): frame rate, composite and present times and the damaged share of
/// the window, in a small dark box at the top right (another corner while the inspector's panel is
/// there), drawn with Strata's own layers.
final class HeadsUpDisplay {
    /// The box; the window's overlay holds it while the HUD is shown.
    let layer = CALayer()
    private let text = CATextLayer()
    private static let size = CGSize(width: 290, height: 78)

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

    /// Keeps the box in a corner of a window of `size`, clear of `avoiding` (the inspector's
    /// panel, which takes the top of one side): the top right, else the top left, the bottom
    /// right, the bottom left; in a window too small for any to be clear, the corner it covers
    /// least of.
    func place(in size: CGSize, avoiding: CGRect) {
        let margin: CGFloat = 10
        let left = margin, right = max(margin, size.width - Self.size.width - margin)
        let top = margin, bottom = max(margin, size.height - Self.size.height - margin)
        let corners = [CGPoint(x: right, y: top), CGPoint(x: left, y: top), CGPoint(x: right, y: bottom),
                       CGPoint(x: left, y: bottom)]
        func covered(_ origin: CGPoint) -> CGFloat {
            // The margin around the box counts, so the two never touch.
            let box = CGRect(origin: origin, size: Self.size).insetBy(dx: -margin / 2, dy: -margin / 2)
            let overlap = box.intersection(avoiding)
            return overlap.isNull ? 0 : overlap.width * overlap.height
        }
        let origin = corners.first { covered($0) == 0 }
            ?? corners.min { covered($0) < covered($1) } ?? corners[0]
        if layer.position != origin { layer.position = origin }
    }

    /// Shows the figures of one frame.
    func show(_ statistics: FrameStatistics, clock: String) {
        let string = [
            String(format: "%3d fps  (%@)", statistics.framesPerSecond, clock),
            String(format: "composite %.2f ms  present %.2f ms", statistics.compositeSeconds * 1000,
                   statistics.presentSeconds * 1000),
            String(format: "drawn %.1f %% of the window", statistics.damagedFraction * 100),
            String(format: "hitches %.1f ms/s (%@)  max %.1f ms", statistics.hitchMillisecondsPerSecond,
                   statistics.hitchRating.rawValue, statistics.longestFrameSeconds * 1000),
        ].joined(separator: "\n")
        if text.string as? String != string { text.string = string }
    }
}
