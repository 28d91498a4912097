import CCairo
import Foundation

extension LayerCompositor {
    /// Paints `content` (the layer with its sublayers and shadow) through the alpha of `mask`,
    /// which is laid out in the layer's own coordinates: only the mask's rendered alpha counts
    /// (its contents, background and sublayers), its colours do not.
    func applyMask(_ mask: RenderNode, to content: OpaquePointer?, alpha: Double, depth: Int) {
        let m = mask.transform(toParent: nil)
        var matrix = cairo_matrix_t(xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m41, y0: m.m42)
        let maskPattern = recorded { inside in
            guard m.isFinite, CATransform3DIsAffine(m), canTransform(by: matrix) else { return }
            cairo_save(cr)
            cairo_transform(cr, &matrix)
            inside.drawContents(of: mask, inheritedAlpha: 1, depth: depth + 1)
            cairo_restore(cr)
        }
        defer { cairo_pattern_destroy(maskPattern) }
        guard alpha < 1 else {
            cairo_set_source(cr, content)
            cairo_mask(cr, maskPattern)
            return
        }
        grouped(draw: { _ in
            cairo_set_source(cr, content)
            cairo_mask(cr, maskPattern)
        }, composite: { masked in
            cairo_set_source(cr, masked)
            cairo_paint_with_alpha(cr, alpha)
        })
    }
}
