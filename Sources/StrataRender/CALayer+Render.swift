import CCairo
import Foundation

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space mapped
    /// by the context's current transformation matrix (its own `position` and `transform` are
    /// not applied), as Core Animation's `render(in:)` does. Pending layout and display of the
    /// subtree are applied first, so what is drawn is what a commit would show; the model
    /// values are drawn, not animations in flight. The drawing is composited over the context's
    /// pixels, within its clip.
    ///
    /// It takes the window's frame path: a render tree of its own, made for the call and dropped
    /// after it (nothing outlives the call), whose whole clip is drawn as one frame's damage, in
    /// bands on the render workers when it is large.
    public func render(in ctx: CGContext) {
        layoutAndDisplaySubtreeIfNeeded()
        // A singular CTM draws nothing in CoreGraphics, and would poison cairo.
        guard ctx.canDraw else { return }
        let tree = RenderTree()
        tree.composesOver = true
        tree.commit(self)
        var user = cairo_matrix_t()
        cairo_get_matrix(ctx.cr, &user)
        tree.updateDamage(base: CATransform3D(cairo: user), limit: Self.deviceClip(of: ctx.cr))
        tree.drawDamage(into: ctx.cr)
        ctx.finishDrawing()
    }

    /// The whole device pixels `cr` draws into now: its clip's extents in device space, within
    /// the target.
    private static func deviceClip(of cr: OpaquePointer) -> CGRect {
        var extents = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &extents.x1, &extents.y1, &extents.x2, &extents.y2)
        cairo_restore(cr)
        let clip = CGRect(x: extents.x1, y: extents.y1, width: extents.x2 - extents.x1, height: extents.y2 - extents.y1)
        let drawn = clip.checkedIntersection(LayerCompositor.unclippedExtents(of: cr))
        return drawn.isNull ? .zero : drawn.integral
    }
}
