/// The children of a node that the next damage walk must visit: those whose subtrees changed
/// since the last walk (committed or animated), or all of them. Visiting only these keeps a
/// change to one of many siblings from reaching every sibling's node, a cache miss each.
struct ChangedChildren {
    /// Past this many, visiting every child costs about the same as looking each up.
    private static let limit = 64

    /// Positions in the node's `children`, possibly repeated; meaningful only when not `all`.
    private(set) var indices: [Int] = []
    /// Whether any child may have changed (a new node, new children, or too many to list).
    private(set) var all = true

    /// Notes that the child at `index` changed.
    mutating func add(_ index: Int) {
        guard !all else { return }
        guard indices.count < Self.limit else {
            addAll()
            return
        }
        indices.append(index)
    }

    /// Notes that any child may have changed.
    mutating func addAll() {
        all = true
        indices.removeAll(keepingCapacity: true)
    }

    /// Forgets the changes: the damage walk visited them.
    mutating func removeAll() {
        all = false
        indices.removeAll(keepingCapacity: true)
    }
}
