import CCairo
import Foundation

extension CGContext {
    /// Starts a transparency layer, as `CGContext.beginTransparencyLayer(auxiliaryInfo:)`:
    /// what is drawn until `endTransparencyLayer()` goes onto a transparent layer of its own,
    /// composited as one picture when the layer ends, with the global alpha, blend mode and
    /// shadow of now (all back to their defaults inside). Layers nest; the graphics state inside is
    /// saved and restored around them, as a `saveGState()` would. `auxiliaryInfo` is not read.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
        transparencyLayers.append(TransparencyLayer(alpha: gstate.alpha, blendMode: cairo_get_operator(cr),
                                                    shadow: gstate.shadow))
        gstate.alpha = 1
        gstate.shadow = nil
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_push_group(cr)
    }

    /// Starts a transparency layer bounded by `rect`, as
    /// `CGContext.beginTransparencyLayer(in:auxiliaryInfo:)`: drawing outside `rect` is clipped.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        saveGState()
        clip(to: rect)
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        transparencyLayers[transparencyLayers.count - 1].savedBounds = true
    }

    /// Composites the innermost transparency layer and restores the graphics state of its
    /// start, as `CGContext.endTransparencyLayer()`. Without a layer begun, nothing happens.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast(), let group = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(group) }
        cairo_set_operator(cr, layer.blendMode)
        if let shadow = layer.shadow { paintShadow(shadow, of: group, alpha: layer.alpha) }
        cairo_set_source(cr, group)
        preservingPath { cairo_paint_with_alpha(cr, layer.alpha) }
        restoreGState()
        if layer.savedBounds { restoreGState() }
        finishDrawing()
    }

    /// Whether `point` (user space) is inside the current path painted as `mode`, as
    /// `CGContext.pathContains(_:mode:)`: inside its fill by the mode's rule, on its stroke
    /// with the current line style, or either for a mode that does both. The path is kept.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard canDraw, point.x.isFinite, point.y.isFinite else { return false }
        let fillRule: cairo_fill_rule_t?
        switch mode {
        case .fill, .fillStroke: fillRule = CAIRO_FILL_RULE_WINDING
        case .eoFill, .eoFillStroke: fillRule = CAIRO_FILL_RULE_EVEN_ODD
        case .stroke: fillRule = nil
        }
        if let fillRule {
            cairo_set_fill_rule(cr, fillRule)
            defer { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
            if cairo_in_fill(cr, point.x, point.y) != 0 { return true }
        }
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        return strokes && cairo_in_stroke(cr, point.x, point.y) != 0
    }

    /// Makes sure everything drawn so far is in the context's memory, as `CGContext.flush()`:
    /// drawing already leaves it there, so this only finishes the last operation again.
    public func flush() {
        finishDrawing()
    }
}

/// What a transparency layer restores when it ends.
struct TransparencyLayer {
    /// The global alpha, blend mode and shadow the layer is composited with.
    let alpha: CGFloat
    let blendMode: cairo_operator_t
    let shadow: ContextShadow?
    /// Whether `beginTransparencyLayer(in:auxiliaryInfo:)` saved a state of its own for its clip.
    var savedBounds = false
}
