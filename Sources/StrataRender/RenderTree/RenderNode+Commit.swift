import Foundation

extension RenderNode {
    /// Makes the node and its subtree match the layer tree as committed: copies the values of
    /// every layer that changed, creates nodes for new sublayers and drops the nodes (and
    /// caches) of removed ones. Subtrees whose layers did not change are not visited.
    ///
    /// This is the one place the renderer reads the model, and it reads it only at a commit.
    func synchronize(depth: Int = 0) {
        guard let layer, depth < CALayer.maximumDepth else { return }
        guard layer.subtreeVersion != syncedSubtreeVersion || layer.ownVersion != syncedOwnVersion else { return }
        if layer.ownVersion != syncedOwnVersion {
            // Before anything changes: a new transition keeps the picture the node shows now.
            takeTransition(from: layer.animationEntries, previouslySynced: syncedOwnVersion != .max)
            model = layer.values
            values = model
            modelKind = layer.kindValues
            kind = modelKind
            takeAnimations(layer.animationEntries)
            children = RenderNode.matching(layer.children, reusing: children)
            if let maskLayer = layer.mask {
                if mask?.layer !== maskLayer { mask = RenderNode(layer: maskLayer) }
            } else {
                mask = nil
            }
            isDirty = true
            syncedOwnVersion = layer.ownVersion
        }
        for child in children { child.synchronize(depth: depth + 1) }
        mask?.synchronize(depth: depth + 1)
        hasAnimationsInSubtree = !animations.isEmpty || children.contains(where: \.hasAnimationsInSubtree)
            || mask?.hasAnimationsInSubtree == true
        syncedSubtreeVersion = layer.subtreeVersion
        version.committed = layer.subtreeVersion
        subtreeIsDirty = true
    }

    /// Nodes for `layers` in order: a layer that already had a node keeps it (and its caches).
    private static func matching(_ layers: [CALayer], reusing old: [RenderNode]) -> [RenderNode] {
        guard !old.isEmpty else { return layers.map(RenderNode.init(layer:)) }
        if old.count == layers.count, zip(old, layers).allSatisfy({ $0.layer === $1 }) { return old }
        var byLayer: [ObjectIdentifier: RenderNode] = [:]
        byLayer.reserveCapacity(old.count)
        for node in old {
            if let layer = node.layer { byLayer[ObjectIdentifier(layer)] = node }
        }
        return layers.map { byLayer[ObjectIdentifier($0)] ?? RenderNode(layer: $0) }
    }
}
