import CCairo
import Foundation

extension LayerCompositor {
    /// Makes `color` times `alpha` cairo's source: a pattern colour's pattern placed in the
    /// current user space (the layer's bounds space, as in the layer's own drawing:
    /// `CGColor.setPatternSource(on:alpha:)`), any other colour as it is. False, the source left
    /// alone, when it would paint nothing: no colour, no alpha, or a pattern that cannot be
    /// placed.
    func setSource(_ color: CGColor?, alpha: Double) -> Bool {
        guard let color else { return false }
        if color.pattern != nil { return color.setPatternSource(on: cr, alpha: alpha) }
        let c = color.rgba
        guard c.a > 0 else { return false }
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
        return true
    }
}
