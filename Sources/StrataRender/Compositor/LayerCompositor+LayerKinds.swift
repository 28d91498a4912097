import CCairo
import Foundation

extension LayerCompositor {
    /// What a layer subclass draws in place of contents: a shape layer's path, a gradient
    /// layer's gradient. Drawn above the background and below `contents` and sublayers.
    func drawLayerKindContent(of layer: RenderNode, alpha: Double) {
        switch layer.kind {
        case .shape(let shape): drawShape(shape, alpha: alpha)
        case .gradient(let gradient):
            drawGradient(gradient, bounds: layer.bounds, aliasedEdges: layer.aliasedEdges, alpha: alpha)
        case .text(let text): drawText(of: layer, text, alpha: alpha)
        case .emitter: drawEmitter(of: layer, alpha: alpha)
        case .tiled: drawTiled(of: layer, alpha: alpha)
        case .plain, .replicator, .transformLayer: break
        }
    }

    private func drawShape(_ shape: ShapeValues, alpha: Double) {
        guard let path = shape.path, !path.isEmpty else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        path.append(to: cr)
        if let fill = shape.fillColor?.rgba, fill.a > 0 {
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, fill.r, fill.g, fill.b, fill.a * alpha)
            cairo_fill_preserve(cr)
        }
        let start = shape.strokeStart.isFinite ? min(max(shape.strokeStart, 0), 1) : 0
        let end = shape.strokeEnd.isFinite ? min(max(shape.strokeEnd, 0), 1) : 1
        if let stroke = shape.strokeColor?.rgba, stroke.a > 0, shape.lineWidth > 0, shape.lineWidth.isFinite, end > start {
            if start > 0 || end < 1 { PathTrimming.trimCurrentPath(cr, from: start, to: end) }
            cairo_set_source_rgba(cr, stroke.r, stroke.g, stroke.b, stroke.a * alpha)
            cairo_set_line_width(cr, shape.lineWidth)
            cairo_set_line_cap(cr, shape.lineCap == .round ? CAIRO_LINE_CAP_ROUND
                               : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, shape.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND
                                : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, shape.miterLimit)
            let dashes = (shape.lineDashPattern ?? []).map { max($0.doubleValue, 0) }
            if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(cr, dashes, Int32(dashes.count), shape.lineDashPhase)
            }
            CairoStroke.strokeCurrentPath(cr, elementCount: path.elements.count)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Axial, radial and conic gradients over the bounds, whose `aliasedEdges` are aliased;
    /// colours interpolate in premultiplied space as cairo and pixman do.
    private func drawGradient(_ gradient: GradientValues, bounds: CGRect, aliasedEdges: CAEdgeAntialiasingMask,
                              alpha: Double) {
        let colors = (gradient.colors ?? []).compactMap { ($0 as? CGColor)?.rgba }
        let b = bounds.standardized
        guard !colors.isEmpty, b.width > 0, b.height > 0 else { return }
        let start = CGPoint(x: b.minX + gradient.startPoint.x * b.width, y: b.minY + gradient.startPoint.y * b.height)
        let end = CGPoint(x: b.minX + gradient.endPoint.x * b.width, y: b.minY + gradient.endPoint.y * b.height)
        // Huge bounds times a huge unit point overflow to infinity, and pixman's gradient walk
        // never ends on a non-finite end point (`strata fuzz`, seed 1795683104248, iteration
        // 27987): like other non-finite geometry, such a gradient draws nothing.
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let locations = gradient.locations?.map(\.doubleValue)
        let stops = colors.enumerated().map { index, color in
            let offset = locations.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1))
            return (offset: offset.clamped01, color: color)
        }
        if gradient.type == .conic {
            drawConicGradient(stops: stops, bounds: b, aliasedEdges: aliasedEdges, start: start, end: end, alpha: alpha)
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
        clip(to: b, aliasedEdges: aliasedEdges)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
