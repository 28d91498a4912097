import Foundation

extension RenderNode {
    /// Makes the node and its subtree match the layer tree as committed: copies the values of
    /// every layer that changed, creates nodes for new sublayers and drops the nodes (and
    /// caches) of removed ones. Subtrees whose layers did not change are not visited.
    ///
    /// This is the one place the renderer reads the model, and it reads it only at a commit.
    /// `underFlippedGeometry` is whether an odd number of the layer's ancestors are geometry-
    /// flipped; where that changed, the whole subtree is visited, its pictures changed.
    func synchronize(depth: Int = 0, underFlippedGeometry: Bool = false) {
        guard let layer else { return }
        guard depth < CALayer.maximumDepth else {
            StrataDiagnostics.report("layer tree deeper than \(CALayer.maximumDepth) levels; the render tree stops at "
                                      + "\(layer), whose changes and sublayers are not drawn")
            return
        }
        let flipChanged = underFlippedGeometry != isUnderFlippedGeometry
        guard flipChanged || layer.subtreeVersion != synced.subtree || layer.ownVersion != synced.own else { return }
        if flipChanged {
            isUnderFlippedGeometry = underFlippedGeometry
            drawn.isDirty = true
            version.presented &+= 1
        }
        if layer.ownVersion != synced.own {
            // Before anything changes: a new transition keeps the picture the node shows now.
            takeTransition(from: layer.animationEntries, previouslySynced: !synced.isFresh)
            // A node made in this commit took the values when it was made.
            if !synced.isFresh {
                commitValues(layer.renderedValues)
            }
            commitKind(layer.kindValues)
            configureParticles()
            configureTiles()
            takeAnimations(layer.animationEntries)
            keepCommittedValuesForAnimations()
            // Only sublayers came or went, the others keeping their order: the damage walk
            // damages where the removed ones were and where the added ones are, not the whole
            // subtree (one layer added to a window of many damages that layer's box). Not when
            // the node goes from no sublayers to some or back, which changes how it draws itself
            // (a plain box filled past cairo, group opacity), nor under its own shadow, which
            // its sublayers cast and which is blurred as one plane.
            var onlyListChanged = !synced.isFresh && layer.valuesVersion == synced.values
                && !castsDrawnShadow
            let matched = RenderNode.matching(layer.children, reusing: children)
            if matched.count != children.count || zip(matched, children).contains(where: { $0 !== $1 }) {
                if onlyListChanged, !children.isEmpty, !matched.isEmpty,
                   let removed = RenderNode.removedKeepingOrder(from: children, to: matched) {
                    drawn.removedChildRects.append(contentsOf: removed.map(\.drawn.subtreeRect))
                } else {
                    onlyListChanged = false
                }
                children = matched
            }
            if let maskLayer = layer.mask {
                if mask?.layer !== maskLayer { mask = RenderNode(layer: maskLayer) }
            } else {
                mask = nil
            }
            if !onlyListChanged { drawn.isDirty = true }
            synced.own = layer.ownVersion
            synced.values = layer.valuesVersion
            synchronizeAllChildren(depth: depth)
        } else if flipChanged || !synchronizeChangedChildren(of: layer, depth: depth) {
            synchronizeAllChildren(depth: depth)
        }
        // The mask is placed in the layer's own space, which its own flip does not turn.
        mask?.synchronize(depth: depth + 1, underFlippedGeometry: isUnderFlippedGeometry)
        hasAnimationsInSubtree = !animations.isEmpty || particleField != nil || tileCache != nil || animatedChildCount > 0
            || mask?.hasAnimationsInSubtree == true
        synced.subtree = layer.subtreeVersion
        version.committed = layer.subtreeVersion
        drawn.subtreeIsDirty = true
    }

    /// Asks every child whether its layer changed.
    private func synchronizeAllChildren(depth: Int) {
        var animated = 0
        let flipped = childrenAreUnderFlippedGeometry
        for child in children {
            child.synchronize(depth: depth + 1, underFlippedGeometry: flipped)
            if child.hasAnimationsInSubtree { animated += 1 }
        }
        animatedChildCount = animated
        changedChildren.addAll()
    }

    /// Visits only the children whose layers' subtrees changed since the last commit, as the
    /// layer's `sublayerChanges` lists them (its sublayers are the ones the children mirror:
    /// its own version did not change). Returns false when the log does not go back to the
    /// last commit or names a layer without a child here; the caller then asks every child.
    private func synchronizeChangedChildren(of layer: CALayer, depth: Int) -> Bool {
        if childIndexByLayer == nil {
            var index: [ObjectIdentifier: Int] = [:]
            index.reserveCapacity(layer.children.count)
            for (position, sublayer) in layer.children.enumerated() { index[ObjectIdentifier(sublayer)] = position }
            childIndexByLayer = index
        }
        var found = true
        let complete = layer.sublayerChanges.forEachChange(after: synced.subtree) { sublayer in
            guard found, let index = childIndexByLayer?[sublayer], index < children.count else {
                found = false
                return
            }
            let child = children[index]
            let wasAnimated = child.hasAnimationsInSubtree
            child.synchronize(depth: depth + 1, underFlippedGeometry: childrenAreUnderFlippedGeometry)
            if child.hasAnimationsInSubtree != wasAnimated { animatedChildCount += wasAnimated ? -1 : 1 }
            changedChildren.add(index)
        }
        return complete && found
    }

    /// Whether the sublayers' space is turned over on the screen: this node's own flip turns
    /// the space its ancestors' flips made.
    private var childrenAreUnderFlippedGeometry: Bool { isUnderFlippedGeometry != values.isGeometryFlipped }

    /// The nodes of `old` that are not in `new`, when the nodes in both keep their order (only
    /// insertions and removals); nil when some were reordered.
    private static func removedKeepingOrder(from old: [RenderNode], to new: [RenderNode]) -> [RenderNode]? {
        let kept = Set(new.map(ObjectIdentifier.init))
        let before = Set(old.map(ObjectIdentifier.init))
        let survivorsBefore = old.filter { kept.contains(ObjectIdentifier($0)) }
        let survivorsAfter = new.filter { before.contains(ObjectIdentifier($0)) }
        guard survivorsBefore.count == survivorsAfter.count,
              !zip(survivorsBefore, survivorsAfter).contains(where: { $0 !== $1 }) else { return nil }
        return old.filter { !kept.contains(ObjectIdentifier($0)) }
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
