import CCairo
import Foundation

extension LayerCompositor {
    /// Axial, radial and conic gradients over `layer`'s bounds, filling their shape as the
    /// background does (rounded corners included, as Apple documents for `CAGradientLayer`),
    /// the layer's `aliasedEdges` aliased; colours interpolate in premultiplied space as cairo
    /// and pixman do.
    func drawGradient(_ gradient: GradientValues, of layer: RenderNode, alpha: Double) {
        let colors = gradient.colorComponents
        let b = layer.bounds.standardized
        guard !colors.isEmpty, b.width > 0, b.height > 0 else { return }
        let start = CGPoint(x: b.minX + gradient.startPoint.x * b.width, y: b.minY + gradient.startPoint.y * b.height)
        let end = CGPoint(x: b.minX + gradient.endPoint.x * b.width, y: b.minY + gradient.endPoint.y * b.height)
        // Huge bounds times a huge unit point overflow to infinity, and pixman's gradient walk
        // never ends on a non-finite end point (`strata fuzz`, seed 1795683104248, iteration
        // 27987): like other non-finite geometry, such a gradient draws nothing.
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let locations = gradient.locationValues
        let stops = colors.enumerated().map { index, color in
            let offset = locations.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1))
            return (offset: offset.clamped01, color: color)
        }
        if gradient.type == .conic {
            drawConicGradient(stops: stops, of: layer, start: start, end: end, alpha: alpha)
            return
        }
        let pattern: OpaquePointer?
        if gradient.type == .radial {
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // The unit circle stretched to the ellipse through endPoint around startPoint.
            let rx = max(abs(end.x - start.x), 1e-6), ry = max(abs(end.y - start.y), 1e-6)
            var m = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.r, stop.color.g, stop.color.b, stop.color.a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        clip(to: b, aliasedEdges: layer.aliasedEdges, cornersOf: layer)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
