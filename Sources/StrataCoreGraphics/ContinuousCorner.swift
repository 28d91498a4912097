import Foundation

/// The shape of a `.continuous` corner (`CALayerCornerCurve`): three cubic Béziers that leave
/// the straight edge `expansion` radii from the corner with zero curvature and meet the other
/// edge the same way. The control points are those measured from Apple's continuous corners,
/// in radii, as (along the edge the curve starts on, along the edge it ends on) distances from
/// the corner point.
package enum ContinuousCorner {
    /// How far along each edge the corner reaches, in radii (Apple's
    /// `cornerCurveExpansionFactor(.continuous)`).
    package static let expansion: CGFloat = 1.528665

    /// The three cubics after the start point `(expansion, 0)`: control points and end point.
    package static let cubics: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.088492957618529, y: 0), CGPoint(x: 0.868406944063002, y: 0),
         CGPoint(x: 0.631493792830993, y: 0.074911387847016)),
        (CGPoint(x: 0.372823826625747, y: 0.16905955604437), CGPoint(x: 0.16905955604437, y: 0.372823826625747),
         CGPoint(x: 0.074911387847016, y: 0.631493792830993)),
        (CGPoint(x: 0, y: 0.868406944063002), CGPoint(x: 0, y: 1.088492957618529),
         CGPoint(x: 0, y: expansion)),
    ]

    /// Whether a continuous corner of `radius` fits a box of `size`: it reaches at most half of
    /// each side, so two corners never overlap along an edge.
    package static func fits(radius: CGFloat, in size: CGSize) -> Bool {
        radius * expansion <= min(size.width, size.height) / 2
    }

    /// Walks the corner at `corner`, coming in along the edge in direction `-from` and leaving
    /// along `to` (unit vectors pointing away from the corner), scaled by `radius`: `start` once
    /// with the point the curve leaves the first edge, then `curve` with each cubic's two control
    /// points and end point.
    package static func walk(corner: CGPoint, from: CGPoint, to: CGPoint, radius: CGFloat,
                             start: (CGPoint) -> Void, curve: (CGPoint, CGPoint, CGPoint) -> Void) {
        func point(_ p: CGPoint) -> CGPoint {
            CGPoint(x: corner.x + radius * (p.x * from.x + p.y * to.x),
                    y: corner.y + radius * (p.x * from.y + p.y * to.y))
        }
        start(point(CGPoint(x: expansion, y: 0)))
        for (c1, c2, end) in cubics {
            curve(point(c1), point(c2), point(end))
        }
    }
}
