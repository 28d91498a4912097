import CCairo
import Foundation

extension CGPath {
    /// Whether `point` lies inside the path mapped by `transform`, filled with `rule`, as
    /// `CGPath.contains(_:using:transform:)`. Open subpaths count as closed, as when filling.
    /// Points exactly on the outline count as inside.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let mapped = transformedElements(transform)
        // The curve never leaves the hull of its control points, so this cheap box rejects most
        // outside points before cairo is involved.
        let box = CGPath(elements: mapped).boundingBox
        guard !box.isNull, box.width.isFinite, box.height.isFinite,
              box.width > 0 || box.height > 0,
              (box.minX...box.maxX).contains(point.x), (box.minY...box.maxY).contains(point.y)
        else { return false }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return false }
        defer { cairo_destroy(cr) }
        // cairo keeps paths in 24.8 fixed point in device space. Scaling the path's box to about
        // 2^20 device units around the origin keeps relative precision near 10⁻⁸ whatever the
        // path's size, and the default tolerance of 0.1 device unit then flattens curves finely.
        let scale = CGFloat(1 << 20) / Swift.max(box.width, box.height)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -box.midX, -box.midY)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        CGPath.append(mapped, to: cr)
        return cairo_in_fill(cr, point.x, point.y) != 0
    }
}
