import Foundation

extension RenderNode {
    /// Whether cairo may draw the node's subtree differently when a clip cuts through it: its
    /// transformed surface and gradient patterns are placed relative to the middle of each
    /// operation's clipped extents (cairo rounds the pattern matrix to pixman's fixed point
    /// about that point), and groups blurred for a shadow are as large as the clip. Measured by
    /// `ThreadedFrameTests`: backgrounds, rounded corners, borders, text, group opacity and
    /// contents sampled at the nearest pixel draw the same pixels under any clip, and so do
    /// layers in perspective and transform layers (their warp's box and strips are fixed by the
    /// target, not the clip: `PerspectiveStrips`); masks, shapes (dashed strokes), gradients,
    /// replicators, rasterized layers, transitions and contents sampled between pixels did not,
    /// nor did shadows being made. An emitter's particles are placed in device space and drawn
    /// in the same order in every band, so it is cut like a plain layer; a tiled layer's tiles
    /// are drawn on the one thread that draws it. A
    /// shadow painted from its kept plane at whole pixels does (`paintsKeptShadow`).
    var drawsDependingOnClip: Bool {
        // Most layers of a field: settled without reading more of the node.
        if plainBox != nil { return false }
        if mask != nil || transition != nil || values.shouldRasterize { return true }
        // Contents sampled between pixels (a filter other than nearest) come out a level or two
        // apart on either side of a cut: cairo places the pattern about the middle of each
        // clipped operation (the LCD clock's digits at 800 × 600 with linear filtering differed
        // in 714 pixels across a cut).
        if values.contentsImage != nil,
           values.magnificationFilter != .nearest || values.minificationFilter != .nearest { return true }
        if values.shadowOpacity > 0, !paintsKeptShadow { return true }
        switch kind {
        case .plain, .text, .transformLayer: return false
        case .emitter: return false
        case .shape, .gradient, .replicator, .tiled: return true
        }
    }

    /// Whether the node's shadow, painted from its kept plane in the last frame that drew it
    /// (`shadowWasReused`), is that plane again: nothing in the subtree has changed since it
    /// was made. A plane made for another place (an ancestor moved) is made again in each band
    /// that draws it, with the same pixels; the next frame keeps the node whole again.
    private var paintsKeptShadow: Bool {
        shadowWasReused && shadowCache?.key.version == version
    }

    /// Appends the device rows (top, bottom) of each subtree inside `rect` that a band's cut
    /// must not go through (`drawsDependingOnClip`), as of the last damage walk; subtrees
    /// outside `rect` are not visited.
    ///
    /// Also works out `plainBox` and `childSummary()` for every node it visits, on the frame's
    /// thread before the bands are drawn: drawing then only reads them where two bands share a
    /// node. (A subtree kept whole is drawn by one band alone, which may work out its nodes'
    /// boxes and summaries itself.)
    func appendRowsKeptWhole(within rect: CGRect, to rows: inout [(top: CGFloat, bottom: CGFloat)], depth: Int = 0) {
        guard depth < CALayer.maximumDepth, drawn.subtreeRect.checkedIntersects(rect) else { return }
        // `drawsDependingOnClip` works out `plainBox` first.
        if drawsDependingOnClip {
            let box = drawn.subtreeRect.checkedIntersection(rect)
            if !box.isNull { rows.append((box.minY.rounded(.down), box.maxY.rounded(.up))) }
            return
        }
        guard !children.isEmpty else { return }
        let summary = childSummary()
        guard summary.boxes.count == children.count, summary.reach.count == children.count else {
            for child in children { child.appendRowsKeptWhole(within: rect, to: &rows, depth: depth + 1) }
            return
        }
        // A plain box (no sublayers, drawn the same under any clip) or a child outside `rect` has
        // nothing to add: the summary says so without reaching the child's node.
        for index in children.indices where summary.boxes[index] == nil && summary.reach[index].rect.checkedIntersects(rect) {
            children[index].appendRowsKeptWhole(within: rect, to: &rows, depth: depth + 1)
        }
    }
}
