import Foundation

/// How a layer resizes with its superlayer (Apple's `CAAutoresizingMask`).
///
/// Strata's layer space is y-down, so the minimum-y margin is the top one on screen.
public struct CAAutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The margin between the superlayer's minX and the layer's minX is flexible.
    public static let layerMinXMargin = CAAutoresizingMask(rawValue: 1 << 0)
    /// The layer's width is flexible.
    public static let layerWidthSizable = CAAutoresizingMask(rawValue: 1 << 1)
    /// The margin between the layer's maxX and the superlayer's maxX is flexible.
    public static let layerMaxXMargin = CAAutoresizingMask(rawValue: 1 << 2)
    /// The margin between the superlayer's minY and the layer's minY is flexible.
    public static let layerMinYMargin = CAAutoresizingMask(rawValue: 1 << 3)
    /// The layer's height is flexible.
    public static let layerHeightSizable = CAAutoresizingMask(rawValue: 1 << 4)
    /// The margin between the layer's maxY and the superlayer's maxY is flexible.
    public static let layerMaxYMargin = CAAutoresizingMask(rawValue: 1 << 5)
}

extension CALayer {
    func boundsDidChange(from old: CGRect) {
        guard old.size != bounds.size else { return }
        resizeSublayers(withOldSize: old.size)
        markNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }

    /// Distributes the superlayer's change of size evenly among the flexible parts of each axis
    /// (left margin, width, right margin; top margin, height, bottom margin), as the Core
    /// Animation programming guide specifies; parts that are not flexible keep their length.
    func applyAutoresizing(oldSuperlayerSize oldSize: CGSize) {
        guard !autoresizingMask.isEmpty, let parent = superlayer else { return }
        let newSize = parent.bounds.size
        var f = frame
        let (x, width) = CALayer.distribute(newSize.width - oldSize.width, origin: f.minX, length: f.width,
                                            minMargin: autoresizingMask.contains(.layerMinXMargin),
                                            sizable: autoresizingMask.contains(.layerWidthSizable),
                                            maxMargin: autoresizingMask.contains(.layerMaxXMargin))
        let (y, height) = CALayer.distribute(newSize.height - oldSize.height, origin: f.minY, length: f.height,
                                             minMargin: autoresizingMask.contains(.layerMinYMargin),
                                             sizable: autoresizingMask.contains(.layerHeightSizable),
                                             maxMargin: autoresizingMask.contains(.layerMaxYMargin))
        f = CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
        guard f != frame else { return }
        frame = f
    }

    private static func distribute(_ delta: CGFloat, origin: CGFloat, length: CGFloat,
                                   minMargin: Bool, sizable: Bool, maxMargin: Bool) -> (CGFloat, CGFloat) {
        let parts = [minMargin, sizable, maxMargin].filter { $0 }.count
        guard parts > 0, delta != 0 else { return (origin, length) }
        let share = delta / CGFloat(parts)
        return (origin + (minMargin ? share : 0), length + (sizable ? share : 0))
    }
}
