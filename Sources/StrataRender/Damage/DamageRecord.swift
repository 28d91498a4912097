import Foundation

/// What a render node keeps between frames for the damage walk: where it and its subtree were
/// drawn in the last frame, in device pixels, and what changed since.
///
/// The walk (`RenderNode.updateDrawnRects`) follows Chromium's rule: a node whose own values,
/// kind or sublayers changed damages the union of where its subtree was and where it is now, which
/// covers moves, reorders, opacity, hiding and removed sublayers. A node whose sublayer list only
/// gained or lost members damages where the removed ones were (added ones damage themselves, as
/// new nodes). Nothing is damaged twice: under an ancestor that damages its whole subtree, a
/// node adds nothing.
struct DamageRecord {
    /// Where the node's own drawing reached in the last drawn frame (its bounds with border,
    /// shadow and anti-aliasing), or null when it drew nothing.
    var ownRect = CGRect.null
    /// Where the node and its whole subtree reached in the last drawn frame.
    var subtreeRect = CGRect.null
    /// Device pixels per layer unit when the node was last drawn (an upper bound).
    var deviceScale: CGFloat = 1
    /// Whether the node's own values or kind changed since the last drawn frame.
    var isDirty = true
    /// Whether anything in the subtree (the node included) changed since the last drawn frame.
    var subtreeIsDirty = true
    /// Where sublayers removed since the last frame were drawn, when the commit took only a
    /// change of the sublayer list.
    var removedChildRects: [CGRect] = []

    /// Ends the node's part of a walk: `subtree` is where the subtree reaches now. Adds to
    /// `damage` (within `limit`) what the next frame must redraw for the node: nothing under a
    /// damaged ancestor; where its subtree was and is, widened by the `inherited` spread of an
    /// ancestor's shadow, when the node itself changed; otherwise where removed sublayers were,
    /// widened by `spread` (the ancestors' and the node's own shadow spread). Leaves the record
    /// clean.
    mutating func finishWalk(subtree: CGRect, changedHere: Bool, ancestorDamaged: Bool, spread: CGFloat,
                             inherited: CGFloat, damage: inout DamageRegion, limit: CGRect) {
        let oldSubtree = subtreeRect
        subtreeRect = subtree
        if !removedChildRects.isEmpty {
            if !changedHere, !ancestorDamaged {
                for rect in removedChildRects { damage.add(rect.widened(by: spread), within: limit) }
            }
            removedChildRects.removeAll()
        }
        if changedHere, !ancestorDamaged {
            damage.add(oldSubtree.widened(by: inherited), within: limit)
            damage.add(subtree.widened(by: inherited), within: limit)
        }
        isDirty = false
        subtreeIsDirty = false
    }
}
