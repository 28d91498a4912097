import Foundation
import Strata

/// The centred labels the motion pages put under or over what moves.
enum MotionLabel {
    /// A dark grey DejaVu Sans label of `size` points, centred in `frame`.
    static func make(_ name: String, _ text: String, _ frame: CGRect, size: CGFloat) -> CATextLayer {
        let label = CATextLayer()
        label.name = name
        label.string = text
        label.font = "DejaVu Sans"
        label.fontSize = size
        label.foregroundColor = CGColor(gray: 0.2, alpha: 1)
        label.alignmentMode = .center
        label.frame = frame
        return label
    }
}
