import Foundation

extension RenderNode {
    /// Recomputes the device rectangles of the changed parts of the subtree for a new frame and
    /// adds what changed to `damage`: for a node whose own values, kind or sublayers changed, the
    /// union of where its subtree was and where it is now (Chromium's rule; covers moves,
    /// reorders, opacity, hiding and removed sublayers). Unchanged subtrees under unchanged
    /// ancestors keep their rectangles and are not visited.
    ///
    /// - Parameters:
    ///   - m: the node's layer-to-device transform.
    ///   - ancestorDamaged: an ancestor already damages all of this subtree's old and new area.
    ///   - spread: how far, in device pixels, an ancestor's shadow carries a change of this
    ///     subtree.
    ///   - threads: how many threads may visit the node's children when it has many
    ///     (`ChildRectsJob`); 1 walks the whole subtree on the calling thread.
    ///
    /// A replicator draws its sublayers again under each copy's transform (and time), so any
    /// change in its subtree damages where all its copies were and are: the replicator stands
    /// for its subtree's damage.
    func updateDrawnRects(under m: CATransform3D, ancestorDamaged: Bool, damage: inout DamageRegion,
                          limit: CGRect, spread inherited: CGFloat = 0, depth: Int = 0, threads: Int = 1) {
        guard ancestorDamaged || drawn.subtreeIsDirty else { return }
        let changedHere = drawn.isDirty || (replicator != nil && drawn.subtreeIsDirty)
        let damagedHere = ancestorDamaged || changedHere
        var subtree = CGRect.null
        var spread = inherited
        // A transform layer casts no shadow: its shadow properties are ignored. Nor does a
        // non-finite radius or offset (`ShadowStyle` draws nothing): no spread.
        if castsDrawnShadow, values.shadowPath == nil, !isTransformLayer {
            // The blurred plane reaches 3σ plus two pixels past the body (`ShadowStyle.padding`),
            // moved by the offset; one more pixel for the bilinear placement.
            let own = (3 * abs(values.shadowRadius)
                + max(abs(values.shadowOffset.width), abs(values.shadowOffset.height))) * m.largestScale + 3
            spread += own.isFinite ? own.rounded(.up) : .infinity
        }
        if m.isFinite { drawn.deviceScale = m.largestScale }
        // NaN or infinite geometry draws nothing, so it damages nothing.
        if values.isHidden || !m.isFinite || depth >= CALayer.maximumDepth {
            drawn.ownRect = .null
            // A transition to hidden still shows the old picture going.
            if m.isFinite { subtree = transitionDeviceBox(under: m) }
            // The children are not visited: whatever was kept of them is worked out again.
            childSummaryCache.isValid = false
            changedChildren.addAll()
        } else {
            // A transform layer draws nothing of its own, and its mask is ignored.
            drawn.ownRect = isTransformLayer ? .null : ownDrawingExtent.deviceBox(under: m)
            subtree = drawn.ownRect
            // A replicator draws its sublayers again under instance transforms.
            if replicator != nil { subtree = subtree.checkedUnion(replicatedDeviceBox(under: m)) }
            subtree = subtree.checkedUnion(updateChildRects(under: m, damagedHere: damagedHere, damage: &damage,
                                                            limit: limit, spread: spread, depth: depth,
                                                            threads: threads))
            if !isTransformLayer {
                mask?.updateDrawnRects(under: mask?.transform(toParent: nil).concatenating(m) ?? m,
                                       ancestorDamaged: damagedHere, damage: &damage, limit: limit, spread: spread,
                                       depth: depth + 1)
            }
            // A shadow without a path is cast by the whole subtree's alpha, sublayers included.
            subtree = subtree.widened(by: spread - inherited)
            // A running transition draws its pictures wherever their motion takes them.
            subtree = subtree.union(transitionDeviceBox(under: m))
        }
        drawn.finishWalk(subtree: subtree, changedHere: changedHere, ancestorDamaged: ancestorDamaged, spread: spread,
                         inherited: inherited, damage: &damage, limit: limit)
    }

    /// Updates the children's rectangles (all of them under a damaged node, otherwise only
    /// the `changedChildren`) and their entries in the child summary; returns the union of
    /// every child's `drawn.subtreeRect`.
    private func updateChildRects(under m: CATransform3D, damagedHere: Bool, damage: inout DamageRegion,
                                  limit: CGRect, spread: CGFloat, depth: Int, threads: Int) -> CGRect {
        defer { changedChildren.removeAll() }
        guard !children.isEmpty else { return .null }
        let sublayers = transformForSublayers()
        let summarized = childSummaryCache.isValid && childSummaryCache.reach.count == children.count
        // Only the changed children are reached when the others' rectangles can be read from
        // the summary, side by side; otherwise every child, but a clean subtree under an
        // undamaged node keeps its rectangles (its map is not even worked out).
        let onlyChanged = summarized && !damagedHere && !changedChildren.all
        // (A list of changed children is short: `ChangedChildren` keeps at most 64.)
        if threads > 1, !onlyChanged, children.count >= ChildRuns.smallestParallelCount {
            let visited = children.indices.filter { damagedHere || children[$0].drawn.subtreeIsDirty }
            let job = ChildRectsJob(children: children, indices: visited, sublayers: sublayers, parentToDevice: m,
                                    damagedHere: damagedHere, limit: limit, spread: spread, depth: depth + 1,
                                    participants: threads)
            RenderWorkers.shared.run(job, helpers: threads - 1)
            job.merge(into: &damage)
            if summarized { for index in visited { childSummaryCache.update(children[index], at: index) } }
        } else if onlyChanged {
            for index in changedChildren.indices where index < children.count && children[index].drawn.subtreeIsDirty {
                updateChildRect(index, under: m, sublayers: sublayers, damagedHere: damagedHere, damage: &damage,
                                limit: limit, spread: spread, depth: depth, summarized: summarized, threads: threads)
            }
        } else {
            for index in children.indices where damagedHere || children[index].drawn.subtreeIsDirty {
                updateChildRect(index, under: m, sublayers: sublayers, damagedHere: damagedHere, damage: &damage,
                                limit: limit, spread: spread, depth: depth, summarized: summarized, threads: threads)
            }
        }
        if onlyChanged { return childSummaryCache.reach.reduce(ReachEdges.none) { $0.union($1) }.rect }
        var union = ReachEdges.none
        for child in children { union = union.union(ReachEdges(child.drawn.subtreeRect)) }
        return union.rect
    }

    /// Visits child `index` (a wide node below it may use `threads`) and rewrites its entries in
    /// the summary.
    private func updateChildRect(_ index: Int, under m: CATransform3D, sublayers: CATransform3D, damagedHere: Bool,
                                 damage: inout DamageRegion, limit: CGRect, spread: CGFloat, depth: Int,
                                 summarized: Bool, threads: Int) {
        let child = children[index]
        child.updateDrawnRects(under: child.transform(toDevice: m, sublayers: sublayers), ancestorDamaged: damagedHere,
                               damage: &damage, limit: limit, spread: spread, depth: depth + 1, threads: threads)
        if summarized { childSummaryCache.update(child, at: index) }
    }

    /// The node's map to the device, given its parent's map `parentToDevice` and the parent's
    /// `transformForSublayers()`. Each layer is flattened into the plane of the nearest ancestor
    /// that is not a transform layer; a transform layer's own map stays 3D for its sublayers
    /// (`parentToDevice` is then 3D too), as does a replicator's that preserves depth, for its
    /// copies. Under a flattened parent map this equals flattening the node's map into its parent
    /// before the parent's map.
    func transform(toDevice parentToDevice: CATransform3D, sublayers: CATransform3D) -> CATransform3D {
        let toDevice = transformToSuperlayerContent().concatenating(sublayers).concatenating(parentToDevice)
        return isTransformLayer || isReplicatorKind && drawsReplicasApart ? toDevice : toDevice.flattened()
    }
}

extension CATransform3D {
    /// The largest factor by which the affine part stretches a length (an upper bound: the
    /// larger row norm sum).
    var largestScale: CGFloat {
        max(abs(m11) + abs(m21), abs(m12) + abs(m22))
    }
}

extension CGRect {
    /// The rectangle grown by `amount` on every side; infinite for an infinite amount.
    func widened(by amount: CGFloat) -> CGRect {
        guard amount > 0, !isNull else { return self }
        return amount.isFinite ? insetBy(dx: -amount, dy: -amount) : .infinite
    }
}
