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

    /// Sets how text is drawn, as `CGContext.setTextDrawingMode(_:)`: filled, stroked, both,
    /// not at all, and each of those then added to the clip. Part of the graphics state.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { gstate.textDrawingMode = mode }

    /// Draws text through `show` (a text engine painting glyphs on `cr`) and `outline` (the same
    /// glyphs as `cr`'s current path), as the text drawing mode says, in text space turned
    /// y-down: the origin at the text position, the text matrix applied after the CTM, then y
    /// flipped so that a y-down engine's upright glyphs come out upright in y-up text space (and
    /// upside down in a user space flipped to y-down without flipping the text matrix, as on
    /// Apple's platforms). Filled glyphs take `color`, or with nil the fill colour (or pattern),
    /// where `show` sets no colour of its own. Stroked ones take the stroke colour (or pattern)
    /// and line width. The global alpha, shadow, blend mode and clip apply, and the current path is
    /// kept. Nothing is drawn while the CTM or the text matrix is singular.
    ///
    /// `glyphOutline`, when given, strokes the glyphs' outline after their fill, as a run's own
    /// attributes ask for (`kCTStrokeWidthAttributeName`), where the text is filled at all.
    package func drawText(_ show: (OpaquePointer) -> Void, outline: (OpaquePointer) -> Void, color: CGColor?,
                          glyphOutline: TextOutline? = nil) {
        var text = cairo_matrix_t(xx: textMatrix.a, yx: textMatrix.b, xy: textMatrix.c, yy: textMatrix.d,
                                  x0: textMatrix.tx, y0: textMatrix.ty)
        var inverse = text
        guard canDraw, [text.xx, text.yx, text.xy, text.yy, text.x0, text.y0].allSatisfy(\.isFinite),
              cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        let mode = gstate.textDrawingMode
        let fills = mode.fills, strokes = mode.strokes
        let alpha = gstate.alpha
        if fills || strokes {
            castingShadow { preservingPath {
                cairo_save(cr)
                cairo_transform(cr, &text)
                cairo_scale(cr, 1, -1)
                // Runs with colours of their own set them opaque: the alpha goes on the whole group.
                if alpha < 1 { cairo_push_group(cr) }
                // The global alpha goes on the group above, not on the sources as well.
                func setSource(_ color: CGColor?) {
                    if let color { setCairoSource(StraightRGBA(color), alpha: 1) } else { setFillSource(alpha: 1) }
                }
                func strokeOutline() {
                    cairo_new_path(cr)
                    outline(cr)
                    CairoStroke.withSafeMiterLimit(cr) { cairo_stroke(cr) }
                }
                if fills {
                    setSource(color)
                    show(cr)
                    if let glyphOutline {
                        setSource(glyphOutline.color)
                        cairo_save(cr)
                        cairo_set_line_width(cr, glyphOutline.width)
                        strokeOutline()
                        cairo_restore(cr)
                    }
                }
                if strokes {
                    setStrokeSource(alpha: 1)
                    strokeOutline()
                }
                if alpha < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, alpha)
                }
                cairo_restore(cr)
            } }
        }
        if mode.clips {
            // The glyphs' outline joins the clip, which outlives this call; the current path is
            // put back around it.
            preservingPath {
                var saved = cairo_matrix_t()
                cairo_get_matrix(cr, &saved)
                cairo_transform(cr, &text)
                cairo_scale(cr, 1, -1)
                outline(cr)
                cairo_set_matrix(cr, &saved)
                cairo_clip(cr)
            }
        }
        finishDrawing()
    }
}

/// The outline a run's attributes ask for around its glyphs (`CGContext.drawText`): its width in
/// text space, and its colour, or nil for the fill colour (or pattern).
package struct TextOutline {
    package let width: CGFloat
    package let color: CGColor?

    package init(width: CGFloat, color: CGColor?) {
        self.width = width
        self.color = color
    }
}

/// How text is drawn, as CoreGraphics' `CGTextDrawingMode`.
public enum CGTextDrawingMode: Int32, Sendable {
    /// Filled (the default).
    case fill = 0
    /// Outlined with the stroke colour and line width.
    case stroke = 1
    /// Filled, then outlined.
    case fillStroke = 2
    /// Not drawn.
    case invisible = 3
    /// Filled, then added to the clip.
    case fillClip = 4
    /// Outlined, then added to the clip.
    case strokeClip = 5
    /// Filled and outlined, then added to the clip.
    case fillStrokeClip = 6
    /// Only added to the clip.
    case clip = 7

    /// Whether text is filled, outlined, added to the clip.
    var fills: Bool { self == .fill || self == .fillStroke || self == .fillClip || self == .fillStrokeClip }
    var strokes: Bool { self == .stroke || self == .fillStroke || self == .strokeClip || self == .fillStrokeClip }
    var clips: Bool { rawValue >= CGTextDrawingMode.fillClip.rawValue }
}
