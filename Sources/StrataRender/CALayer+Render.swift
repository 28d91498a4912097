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
        // The frame's pixels for the fills that skip cairo, clipped as the context is (read in
        // device space), as the window's frames draw.
        var user = cairo_matrix_t()
        cairo_get_matrix(ctx.cr, &user)
        cairo_identity_matrix(ctx.cr)
        let direct = RenderTree.directTarget(of: ctx.cr)
        let deviceBounds = LayerCompositor.unclippedExtents(of: ctx.cr)
        cairo_set_matrix(ctx.cr, &user)
        // Caches for this drawing alone (nothing outlives the call): layers that share a shape,
        // the rounded rectangles of a list, share its coverage mask and resampled pictures.
        LayerCompositor(cr: ctx.cr, caches: RenderCaches(), direct: direct, memo: CoverageMemo(),
                        deviceBounds: deviceBounds)
            .drawContents(of: node, inheritedAlpha: 1, depth: 0)
        cairo_restore(ctx.cr)
        // Pixels written past cairo: it must not trust anything it derived from the surface.
        if direct != nil { cairo_surface_mark_dirty(ctx.surface) }
        cairo_surface_flush(ctx.surface)
    }
}
