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
        preservingPath { clip(to: rect) }
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
