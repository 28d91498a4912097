import CCairo
import Foundation

extension LayerCompositor {
    /// Fills the bounds (rounded as the corners say) with the background colour; `offset`
    /// places them in the current user space (a layer drawn in its parent's space).
    func drawBackground(of layer: RenderNode, alpha: Double, offset: CGPoint = .zero) {
        guard let color = layer.backgroundColor else { return }
        let c = color.rgba
        guard c.a > 0, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
        addBoundsPath(of: layer, inset: 0, offset: offset)
        cairo_fill(cr)
    }

    /// The border lies inside the bounds, follows the corner radius, and is drawn above the
    /// contents and the sublayers.
    func drawBorder(of layer: RenderNode, alpha: Double) {
        let width = layer.borderWidth
        guard width > 0, width.isFinite, let color = layer.borderColor else { return }
        let c = color.rgba
        guard c.a > 0 else { return }
        cairo_save(cr)
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        addBoundsPath(of: layer, inset: 0)
        addBoundsPath(of: layer, inset: min(width, min(layer.bounds.width, layer.bounds.height) / 2))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Adds the bounds, inset by `inset` and rounded by what is left of `cornerRadius` on the
    /// `maskedCorners` (circular corners, the radius clamped to half the shorter side).
    func addBoundsPath(of layer: RenderNode, inset: CGFloat, offset: CGPoint = .zero) {
        let b = layer.bounds.standardized.insetBy(dx: inset, dy: inset).offsetBy(dx: offset.x, dy: offset.y)
        guard !b.isNull, b.width > 0, b.height > 0 else { return }
        let radius = min(max(layer.cornerRadius - inset, 0), min(b.width, b.height) / 2)
        guard radius > 0, radius.isFinite, !layer.maskedCorners.isEmpty else {
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
            return
        }
        let corners = layer.maskedCorners
        func r(_ corner: CACornerMask) -> Double { corners.contains(corner) ? radius : 0 }
        let tl = r(.layerMinXMinYCorner), tr = r(.layerMaxXMinYCorner)
        let br = r(.layerMaxXMaxYCorner), bl = r(.layerMinXMaxYCorner)
        cairo_new_sub_path(cr)
        cairo_arc(cr, b.maxX - tr, b.minY + tr, tr, -.pi / 2, 0)
        cairo_arc(cr, b.maxX - br, b.maxY - br, br, 0, .pi / 2)
        cairo_arc(cr, b.minX + bl, b.maxY - bl, bl, .pi / 2, .pi)
        cairo_arc(cr, b.minX + tl, b.minY + tl, tl, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
