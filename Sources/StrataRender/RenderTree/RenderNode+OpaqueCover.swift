import CCairo
import Foundation

extension RenderNode {
    /// Whether drawing this node as the root, under `user` (its space to device pixels), paints
    /// every pixel of `box` (device pixels) with its opaque background before anything else: then
    /// the pixels need no clearing first, since an opaque fill replaces what was there.
    ///
    /// Conservative: only a plain, fully opaque, unrounded background of an axis-aligned root
    /// with no group, mask, shadow, bitmap cache or transition qualifies, and only the pixels its
    /// rectangle covers whole (anti-aliased edge pixels are blended, not replaced). A transform
    /// layer never does: it draws no background.
    func coversOpaquely(_ box: CGRect, under user: cairo_matrix_t) -> Bool {
        guard !box.isNull, !values.isHidden, !isTransformLayer, values.opacity >= 1, transition == nil, mask == nil,
              values.shadowOpacity <= 0, !values.shouldRasterize, values.cornerRadius <= 0 || values.maskedCorners.isEmpty,
              user.xy == 0, user.yx == 0, let color = values.backgroundColor, color.rgba.a >= 1 else { return false }
        let b = values.bounds.standardized
        let x0 = user.xx * b.minX + user.x0, x1 = user.xx * b.maxX + user.x0
        let y0 = user.yy * b.minY + user.y0, y1 = user.yy * b.maxY + user.y0
        // The device pixels the rectangle covers whole.
        let left = min(x0, x1).rounded(.up), right = max(x0, x1).rounded(.down)
        let top = min(y0, y1).rounded(.up), bottom = max(y0, y1).rounded(.down)
        return box.minX >= left && box.maxX <= right && box.minY >= top && box.maxY <= bottom
    }

    /// The node whose opaque background is the first thing drawn over all of `box` (device
    /// pixels) when this node is drawn as the root under `user`, with its own space's map to
    /// device pixels: this node when it covers the box (`coversOpaquely`), or else, through
    /// nodes that draw only their sublayers (a window's root holding a scene's), their first
    /// sublayer when it does. Nil when something else may come first; the pixels then need
    /// clearing.
    func opaqueBackdrop(covering box: CGRect, under user: cairo_matrix_t, depth: Int = 0) -> OpaqueBackground? {
        if coversOpaquely(box, under: user) { return OpaqueBackground(node: self, user: user) }
        guard depth < RenderNode.deepestBackdrop, drawsOnlySublayers, let first = children.first,
              childSummary().sharesZPosition else { return nil }
        let m = first.transformToSuperlayerContent().concatenating(transformForSublayers())
            .concatenating(CATransform3D(cairo: user))
        guard let map = m.axisAlignedMatrix else { return nil }
        return first.opaqueBackdrop(covering: box, under: map, depth: depth + 1)
    }

    /// Whether this node, drawn as the root with its opaque background over all of `box`
    /// (device pixels: the `OpaqueBackground` of `opaqueBackdrop(covering:under:)` is this
    /// node), paints nothing else there: its body draws only the background
    /// (`bodyDrawsOnlyBackground`) and none of its sublayers reaches the box. Such damage is
    /// one fill, memory traffic that a second core does not speed up.
    func drawsOnlyItsBackground(over box: CGRect) -> Bool {
        guard bodyDrawsOnlyBackground else { return false }
        guard !children.isEmpty else { return true }
        let edges = ReachEdges(box)
        return !childSummary().reach.contains { $0.overlaps(edges) }
    }

    /// How many wrapping layers `opaqueBackdrop(covering:under:)` looks through.
    static let deepestBackdrop = 4
}

/// A node whose opaque background is the first thing drawn over a frame's damage, with its own
/// space's map to device pixels (`RenderNode.opaqueBackdrop(covering:under:)`).
struct OpaqueBackground {
    let node: RenderNode
    let user: cairo_matrix_t
}
