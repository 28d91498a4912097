import CCairo
import Foundation

extension CGContext {
    /// Where the next text is drawn, in user space, as `CGContext.textPosition`: the text
    /// matrix's translation, as in CoreGraphics (setting the text matrix moves it too).
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }

    /// Runs `draw` (a text engine painting glyphs on `cr`) in text space turned y-down: the
    /// origin at the text position, the text matrix applied after the CTM, then y flipped so
    /// that a y-down engine's upright glyphs come out upright in y-up text space (and upside
    /// down in a user space flipped to y-down without flipping the text matrix, as on Apple's
    /// platforms). The source is opaque black, Core Text's default text colour; the global
    /// alpha, shadow, blend mode and clip apply, and the current path is kept. Nothing is drawn
    /// while the CTM or the text matrix is singular.
    package func drawText(_ draw: (OpaquePointer) -> Void) {
        var text = cairo_matrix_t(xx: textMatrix.a, yx: textMatrix.b, xy: textMatrix.c, yy: textMatrix.d,
                                  x0: textMatrix.tx, y0: textMatrix.ty)
        var inverse = text
        guard canDraw, [text.xx, text.yx, text.xy, text.yy, text.x0, text.y0].allSatisfy(\.isFinite),
              cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        let alpha = gstate.alpha
        castingShadow { preservingPath {
            cairo_save(cr)
            cairo_transform(cr, &text)
            cairo_scale(cr, 1, -1)
            // Runs with colours of their own set them opaque: the alpha goes on the whole group.
            if alpha < 1 { cairo_push_group(cr) }
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            draw(cr)
            if alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
            cairo_restore(cr)
        } }
        finishDrawing()
    }
}
