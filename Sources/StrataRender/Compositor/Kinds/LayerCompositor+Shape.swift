import CCairo
import Foundation

extension LayerCompositor {
    /// A shape layer's path: filled by its rule, then stroked (trimmed to `strokeStart` …
    /// `strokeEnd`, dashed) with its caps and joins; `alpha` multiplies both colours. `flip`
    /// (`RenderNode.ownGeometryFlip`) turns the path over within the bounds of a layer whose
    /// geometry is flipped, as Core Animation draws it.
    func drawShape(_ shape: ShapeValues, flip: CGAffineTransform?, alpha: Double) {
        guard let path = shape.path, !path.isEmpty else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        if let flip {
            var m = cairo_matrix_t(xx: flip.a, yx: flip.b, xy: flip.c, yy: flip.d, x0: flip.tx, y0: flip.ty)
            cairo_transform(cr, &m)
        }
        path.append(to: cr)
        if setSource(shape.fillColor, alpha: alpha) {
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cr)
        }
        let start = shape.strokeStart.isFinite ? min(max(shape.strokeStart, 0), 1) : 0
        let end = shape.strokeEnd.isFinite ? min(max(shape.strokeEnd, 0), 1) : 1
        if shape.lineWidth > 0, shape.lineWidth.isFinite, end > start, setSource(shape.strokeColor, alpha: alpha) {
            if start > 0 || end < 1 { PathTrimming.trimCurrentPath(cr, from: start, to: end) }
            cairo_set_line_width(cr, shape.lineWidth)
            cairo_set_line_cap(cr, shape.lineCap == .round ? CAIRO_LINE_CAP_ROUND
                               : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, shape.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND
                                : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, shape.miterLimit)
            let dashes = shape.dashLengths
            if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(cr, dashes, Int32(dashes.count), shape.lineDashPhase)
            }
            CairoStroke.strokeCurrentPath(cr, elementCount: path.elements.count)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }
}
