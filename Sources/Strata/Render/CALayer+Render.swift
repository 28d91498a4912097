import CCairo
import Foundation

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space mapped
    /// by the context's current transformation matrix (its own `position` and `transform` are
    /// not applied), as Core Animation's `render(in:)` does.
    public func render(in ctx: CGContext) {
        cairo_save(ctx.cr)
        LayerCompositor(cr: ctx.cr).drawContents(of: self, inheritedAlpha: 1, depth: 0)
        cairo_restore(ctx.cr)
        cairo_surface_flush(ctx.surface)
    }
}
