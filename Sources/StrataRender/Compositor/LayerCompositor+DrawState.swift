import CCairo
import Foundation

/// The compositor's draw-state stack.
///
/// cairo keeps the matrix, clip and groups; the compositor keeps where its pixels land
/// (`PixelDestination`). Both are pushed together by the scoped helpers here, so that drawing
/// inside a clip or a group can never write straight into the frame's pixels past it.
extension LayerCompositor {
    /// The frame's pixels, while this compositor draws straight into them.
    var direct: DirectTarget? {
        if case .frame(let target, _) = destination { return target }
        return nil
    }

    /// The pictures painted as copies over the root's background, while this compositor draws
    /// straight into the frame.
    var backdrop: OpaqueBackdrop? {
        if case .frame(_, let backdrop) = destination { return backdrop }
        return nil
    }

    var cullRect: CGRect? { resources.cullRect }
    var caches: RenderCaches? { resources.caches }
    var memo: CoverageMemo? { resources.memo }
    var deviceBounds: CGRect? { resources.deviceBounds }
    var warpScratch: WarpScratch? { resources.warpScratch }
    var trace: CompositorTrace? { resources.trace }

    /// This compositor with `.cairo` pushed: for drawings whose nodes' device rectangles are not
    /// where their pixels land (a replicator's copies, a transition's pictures, a transform
    /// layer's 3D space, a body with a shadow).
    var throughCairo: LayerCompositor {
        var compositor = LayerCompositor(cr: cr, resources: resources, destination: .cairo, copiesAbove: copiesAbove)
        compositor.replicasDrawnApart = replicasDrawnApart
        return compositor
    }

    /// Saves cairo's state, narrows its clip with `clip`, draws `body` through cairo (the
    /// frame's direct fills know only the frame's clip), and restores the state.
    @inline(__always)
    func clipped<Result>(_ clip: () -> Void, draw body: (LayerCompositor) -> Result) -> Result {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        clip()
        return body(throughCairo)
    }

    /// Draws `body` through cairo into a group of its own and returns the group as a pattern,
    /// which the caller composites and destroys (`grouped(draw:composite:)` does both).
    func recorded(_ body: (LayerCompositor) -> Void) -> OpaquePointer? {
        cairo_push_group(cr)
        body(throughCairo)
        return cairo_pop_group(cr)
    }

    /// Draws `body` through cairo into a group of its own, then hands the group (a pattern) to
    /// `composite`, which draws it where this compositor draws. What `composite` changes of
    /// cairo's state (source, operator, matrix) is restored after it, and the pattern destroyed.
    func grouped(draw body: (LayerCompositor) -> Void, composite: (OpaquePointer?) -> Void) {
        let group = recorded(body)
        defer { cairo_pattern_destroy(group) }
        cairo_save(cr)
        composite(group)
        cairo_restore(cr)
    }
}
