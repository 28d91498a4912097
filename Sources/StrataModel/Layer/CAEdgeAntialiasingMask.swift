import Foundation

/// Which edges of a layer are anti-aliased (Apple's `CAEdgeAntialiasingMask`, the type of
/// `CALayer.edgeAntialiasingMask`), with Apple's raw values.
///
/// Apple's `CALayer.h` names each edge by the bounds coordinate it lies on: left is minimum x,
/// right maximum x, bottom minimum y and top maximum y, in the layer's own coordinates, whatever
/// way they end up on screen. Strata's layer space is y-down (as on iOS), so `layerBottomEdge`
/// (minimum y) is the edge drawn at the top of an untransformed layer and `layerTopEdge`
/// (maximum y) the one at its bottom; the names follow the coordinates, not the screen.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The left edge, at the bounds' minimum x (`kCALayerLeftEdge`, 1).
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge, at the bounds' maximum x (`kCALayerRightEdge`, 2).
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge, at the bounds' minimum y (`kCALayerBottomEdge`, 4): the top one on
    /// screen in Strata's y-down layer space.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge, at the bounds' maximum y (`kCALayerTopEdge`, 8): the bottom one on screen
    /// in Strata's y-down layer space.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    /// All four edges: `edgeAntialiasingMask`'s default.
    package static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}
