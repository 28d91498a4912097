import CCairo
import Foundation

extension LayerCompositor {
    /// Axial, radial and conic gradients over `layer`'s bounds, filling their shape as the
    /// background does (rounded corners included, as Apple documents for `CAGradientLayer`),
    /// the layer's `aliasedEdges` aliased; colours interpolate unpremultiplied, as cairo and
    /// pixman do (a gradient to clear black darkens halfway, as on iOS). Locations outside
    /// 0…1 are kept as given for axial gradients (the line is lengthened to hold them, as
    /// shimmer recipes that animate locations past the ends rely on) and past 1 for radial
    /// ones; cairo takes offsets in 0…1 only, so others are clamped.
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
        let given = colors.enumerated().map { index, color in
            let offset = locations.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1))
            return (offset: offset.isFinite ? offset : offset.clamped01, color: color)
        }
        if gradient.type == .conic {
            drawConicGradient(stops: given.map { (offset: $0.offset.clamped01, color: $0.color) }, of: layer, start: start, end: end,
                              alpha: alpha)
            return
        }
        // The span of offsets the pattern holds: 0…1 widened to the locations given (below 0
        // only along a line), mapped back to cairo's 0…1.
        var low = gradient.type == .radial ? 0 : min(given.map(\.offset).min() ?? 0, 0)
        var high = max(given.map(\.offset).max() ?? 1, 1)
        // Locations far past the ends would put the line's ends at infinity, where pixman's
        // gradient walk never ends: past a million times the line, they are clamped instead.
        let dx = end.x - start.x, dy = end.y - start.y
        if high - low > 1e6 || ![start.x + dx * low, start.y + dy * low, start.x + dx * high, start.y + dy * high]
            .allSatisfy(\.isFinite) {
            (low, high) = (0, 1)
        }
        let stops = given.map { (offset: ((max($0.offset, low) - low) / (high - low)).clamped01, color: $0.color) }
        let pattern: OpaquePointer?
        if gradient.type == .radial {
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, high)
            // The unit circle stretched to the ellipse through endPoint around startPoint.
            let rx = max(abs(end.x - start.x), 1e-6), ry = max(abs(end.y - start.y), 1e-6)
            var m = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(start.x + dx * low, start.y + dy * low,
                                                  start.x + dx * high, start.y + dy * high)
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
