/// Where the pixels a compositor draws land: the top of its draw-state stack.
///
/// A walk starts at `.frame` when it draws straight into a frame's pixels under nothing but the
/// frame's clip, and every clip or group it pushes (`LayerCompositor.clipped(_:draw:)`,
/// `grouped(draw:composite:)`) draws what is inside at `.cairo`; so do the drawings whose
/// nodes' device rectangles are not where they land (a replicator's copies, a transition's
/// pictures, the layers of a transform layer's 3D space, a body drawn for its shadow).
enum PixelDestination {
    /// The frame's own pixels: plain fills, pictures copied over the root's background and
    /// particles skip cairo. `backdrop` lists the pictures painted as copies over the root's
    /// opaque background, which its fill leaves out (`OpaqueBackdrop`).
    case frame(DirectTarget, backdrop: OpaqueBackdrop?)
    /// cairo's current target, under its clip and groups: only cairo knows where pixels go.
    case cairo
}
