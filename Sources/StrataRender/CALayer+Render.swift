import CCairo
import Foundation

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space mapped
    /// by the context's current transformation matrix (its own `position` and `transform` are
    /// not applied), as Core Animation's `render(in:)` does. Pending layout and display of the
    /// subtree are applied first, so what is drawn is what a commit would show.
    public func render(in ctx: CGContext) {
        layoutAndDisplaySubtreeIfNeeded()
        // A singular CTM draws nothing in CoreGraphics, and would poison cairo.
        guard ctx.canDraw else { return }
        // A render tree of its own, made and dropped here: this draws the model as it is now.
        let node = RenderNode(layer: self)
        node.synchronize()
        cairo_save(ctx.cr)
        LayerCompositor(cr: ctx.cr).drawContents(of: node, inheritedAlpha: 1, depth: 0)
        cairo_restore(ctx.cr)
        cairo_surface_flush(ctx.surface)
    }
}
