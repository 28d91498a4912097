import Foundation
import Strata

/// Where a layer is on screen: its bounds as the quadrilateral they become after every
/// transform on the way to the root (a rectangle only when nothing rotates or projects), and its
/// `frame`, the axis-aligned rectangle in the superlayer, mapped the same way.
///
/// Both are in the space the root layer is positioned in, which for a root that fills the
/// window is window coordinates: what `convert(_:to: nil)` gives.
public struct LayerOutline: Equatable, Sendable {
    /// The corners of `bounds`: top-left, top-right, bottom-right, bottom-left (in the layer's
    /// y-down space), so that joining them in order draws the outline.
    public var boundsQuad: [CGPoint]
    /// The corners of `frame`, in the same order, mapped from the superlayer.
    public var frameQuad: [CGPoint]

    /// The outline of `layer` as it is now.
    public init(of layer: CALayer) {
        boundsQuad = LayerOutline.corners(of: layer.bounds).map { layer.convert($0, to: nil) }
        let frameCorners = LayerOutline.corners(of: layer.frame)
        // A root's frame is already in the space it is positioned in.
        frameQuad = layer.superlayer.map { parent in frameCorners.map { parent.convert($0, to: nil) } } ?? frameCorners
    }

    /// Whether every corner could be mapped: a layer seen edge-on, or behind the viewer, has no
    /// outline.
    public var isFinite: Bool {
        (boundsQuad + frameQuad).allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// The smallest rectangle holding both quadrilaterals; null when they are not finite.
    public var boundingBox: CGRect {
        guard isFinite else { return .null }
        let points = boundsQuad + frameQuad
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The corners of `rect` in drawing order.
    static func corners(of rect: CGRect) -> [CGPoint] {
        let r = rect.standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }
}
