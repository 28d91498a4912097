import CoreGraphics
import Foundation
import QuartzCore

// What the check targets that draw still trees share: plain layers added to a stage, the
// tree drawn once, and pixels sampled from the frame.

extension Stage {
    /// A plain layer with frame `frame` and background `color`, added to `parent` (the root
    /// when nil).
    @discardableResult
    public func add(_ frame: CGRect, _ color: CGColor?, to parent: CALayer? = nil) -> CALayer {
        let layer = plainLayer(frame, color)
        (parent ?? root).addSublayer(layer)
        return layer
    }

    /// The tree drawn once, 1 s after the stage was made. Nothing in a still check animates,
    /// so any time would do; a second leaves the transaction that built the tree well behind.
    public func still() -> Frame { frame(at: 1) }
}

extension Frame {
    /// The RGBA bytes of the pixels at `points` (column, row from the top), in order.
    public func samples(_ points: [(Int, Int)]) -> [[Int]] { points.map { rgba($0.0, $0.1) } }
}

/// A plain layer (in no tree) with frame `frame` and background `color`.
public func plainLayer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}
