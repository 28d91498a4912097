/// The layer's change stamps as a render node last took them (`CALayer.ownVersion`,
/// `subtreeVersion`, `valuesVersion`): a commit visits the node only when one moved.
struct SyncStamps {
    /// Never equal to a layer's stamps, so that the first synchronization copies everything.
    static let never = UInt64.max

    /// The layer's `ownVersion`: its values, kind, animations or sublayer list.
    var own = never
    /// The layer's `subtreeVersion`: anything in its subtree.
    var subtree = never
    /// The layer's `valuesVersion`: its values alone.
    var values = never

    /// Whether the node was never synchronized: a node made in this commit, whose values were
    /// taken when it was made.
    var isFresh: Bool { own == Self.never }
}
