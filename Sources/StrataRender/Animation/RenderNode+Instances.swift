import Foundation

extension RenderNode {
    /// The most copies a replicator draws, and the most copies of any layer the replicators
    /// above it make together (their counts multiplied): a bound on the work of one frame, which
    /// five nested replicators of 40 copies each would otherwise take to 10⁸ draws.
    static let maximumInstanceCount = 10_000

    /// Whether the node is a replicator whose copies keep their depth (`preservesDepth`): they
    /// are placed in the 3D space its parent flattens into, sorted by depth, as a transform
    /// layer's sublayers are, instead of flattened into the replicator's plane.
    var preservesReplicaDepth: Bool {
        isReplicatorKind && replicator?.preservesDepth == true
    }

    /// Whether the compositor draws the copies of this replicator apart from it, in the space
    /// it is drawn into (`preservesReplicaDepth`): not while it is hidden, in a transition or
    /// rasterized, nor when it has a mask, clips to its bounds or casts a shadow, all of which
    /// work on its flattened picture. The damage walk keeps the replicator's map 3D on the same
    /// condition.
    var drawsReplicasApart: Bool {
        preservesReplicaDepth && !values.isHidden && transition == nil && !values.shouldRasterize && mask == nil
            && !values.masksToBounds && !castsDrawnShadow
    }

    /// How many copies the replicator draws, within 0…`maximumInstanceCount`.
    var drawnInstanceCount: Int {
        guard let replicator else { return 1 }
        return min(max(replicator.instanceCount, 0), Self.maximumInstanceCount)
    }

    /// How many copies the replicator draws inside `copiesAbove` copies made by the replicators
    /// around it: `drawnInstanceCount`, cut so that the copies of its sublayers stay within
    /// `maximumInstanceCount` (the innermost replicators give way); at least the one copy that
    /// is the sublayers themselves, when it has any.
    func drawnInstanceCount(within copiesAbove: Int) -> Int {
        let count = drawnInstanceCount
        guard count > 1, copiesAbove > 1 else { return count }
        return min(count, max(Self.maximumInstanceCount / copiesAbove, 1))
    }

    /// The map from one copy to the next, in the replicator's sublayer space: its
    /// `instanceTransform` about the middle of its bounds.
    var instanceStep: CATransform3D {
        guard let replicator else { return CATransform3DIdentity }
        let b = values.bounds
        return CATransform3DMakeTranslation(-b.midX, -b.midY, 0).concatenating(replicator.instanceTransform)
            .concatenating(CATransform3DMakeTranslation(b.midX, b.midY, 0))
    }

    /// The device box every copy of the replicator's sublayers can draw in under `m`, the
    /// replicator's layer-to-device transform: each sublayer's extent under each copy's
    /// transform. Infinite when a sublayer's extent cannot be bounded (a nested replicator, a
    /// transform layer, perspective below) or a sublayer is in a transition.
    /// For a replicator that preserves depth, `m` is its unflattened 3D map (see
    /// `transform(toDevice:sublayers:)`).
    func replicatedDeviceBox(under m: CATransform3D) -> CGRect {
        let count = drawnInstanceCount
        let step = instanceStep
        let sublayers = transformForSublayers()
        // Copies that keep their depth are flattened only into the plane `m` flattens into.
        let keepsDepth = drawsReplicasApart
        var box = CGRect.null
        for child in children where !child.isHidden || child.isTransitioning {
            guard !child.isTransitioning else { return .infinite }
            let extent = child.subtreeExtent(depth: 0)
            if extent.isNull { continue }
            guard !extent.isInfinite else { return .infinite }
            // Each copy is made in the sublayer space, then mapped by the sublayer transform.
            var copy = child.transformToSuperlayerContent()
            for _ in 0..<count {
                let toSublayers = copy.concatenating(sublayers)
                let copyBox = extent.deviceBox(under: (keepsDepth ? toSublayers : toSublayers.flattened()).concatenating(m))
                guard !copyBox.isInfinite else { return .infinite }
                box = box.checkedUnion(copyBox)
                copy = copy.concatenating(step)
            }
        }
        return box
    }

    /// The replicator's `instanceDelay` when its copies show their animations at different
    /// times: more than one copy, a finite delay other than zero, and animations below it.
    var instanceDelay: CFTimeInterval? {
        // Most nodes are not replicators: answered without copying the kind's values.
        guard isReplicatorKind, let replicator, drawnInstanceCount > 1, replicator.instanceDelay != 0, replicator.instanceDelay.isFinite,
              children.contains(where: \.hasAnimationsInSubtree) else { return nil }
        return replicator.instanceDelay
    }

    /// For a replicator whose copies are delayed: finds whether copies 1… changed since the last
    /// frame and when they next need one. Apple's semantics: copy k shows its sublayers as they
    /// are `k × instanceDelay` earlier in the replicator's time (it runs behind copy 0, which is
    /// the sublayers themselves); `local` is that time now. A change makes the replicator's own
    /// node dirty, which damages everywhere its copies draw.
    func animateInstances(delay: CFTimeInterval, localTime local: CFTimeInterval, mediaTime: CFTimeInterval,
                          speed: Double, depth: Int) -> (changed: Bool, next: CFTimeInterval) {
        let schedule = instancesSchedule(delay: delay, localTime: local, mediaTime: mediaTime, speed: speed, depth: depth,
                                         copiesAbove: 1)
        // As for a node's own animations (`AnimationClock`); the copies' clock follows every frame.
        let changed = instanceClock.mustApply(atLocalTime: local, schedule)
        instanceClock.applied(atLocalTime: local, schedule)
        if changed { drawn.isDirty = true }
        return (changed, schedule.next)
    }

    /// Where the animations of copies 1… of a delayed replicator stand (see `ownSchedule`), inside
    /// `copiesAbove` copies made by replicators around it (see `drawnInstanceCount(within:)`).
    private func instancesSchedule(delay: CFTimeInterval, localTime local: CFTimeInterval, mediaTime: CFTimeInterval,
                                   speed: Double, depth: Int,
                                   copiesAbove: Int) -> AnimationSchedule {
        var schedule = AnimationSchedule()
        let count = drawnInstanceCount(within: copiesAbove)
        for copy in 1..<max(count, 1) {
            for child in children where child.hasAnimationsInSubtree {
                let result = child.subtreeSchedule(parentTime: local - Double(copy) * delay, mediaTime: mediaTime,
                                                   speed: speed, depth: depth + 1, copiesAbove: copiesAbove * count)
                schedule.merge(result)
            }
        }
        return schedule
    }

    /// Where the subtree's animations stand at `parentTime`, without applying them; `copiesAbove`
    /// copies of it are being scheduled.
    private func subtreeSchedule(parentTime: CFTimeInterval, mediaTime: CFTimeInterval, speed: Double, depth: Int,
                                 copiesAbove: Int) -> AnimationSchedule {
        guard hasAnimationsInSubtree, depth < CALayer.maximumDepth else { return AnimationSchedule() }
        let local = timespace.localTime(fromParent: parentTime)
        let chainSpeed = speed * timespace.speed
        var result = ownSchedule(atLocalTime: local, mediaTime: mediaTime, speed: chainSpeed)
        for child in children {
            result.merge(child.subtreeSchedule(parentTime: local, mediaTime: mediaTime, speed: chainSpeed, depth: depth + 1,
                                        copiesAbove: copiesAbove))
        }
        if let mask {
            result.merge(mask.subtreeSchedule(parentTime: local, mediaTime: mediaTime, speed: chainSpeed, depth: depth + 1,
                                       copiesAbove: copiesAbove))
        }
        if let delay = instanceDelay {
            result.merge(instancesSchedule(delay: delay, localTime: local, mediaTime: mediaTime, speed: chainSpeed, depth: depth,
                                    copiesAbove: copiesAbove))
        }
        return result
    }

    /// Writes the subtree's presented values at `parentTime`, for drawing a replicator's copy:
    /// the damage bookkeeping is left alone, and a `CATransition` keeps copy 0's progress. The
    /// compositor presents copy 0's time again once the copies are drawn.
    func present(atParentTime parentTime: CFTimeInterval, depth: Int) {
        guard hasAnimationsInSubtree, depth < CALayer.maximumDepth else { return }
        let local = timespace.localTime(fromParent: parentTime)
        if !animations.isEmpty { applyAnimations(atLocalTime: local) }
        // Another time's values: pictures kept of the subtree no longer show them, nor does
        // the summary of its children (the damage walk, which keeps it, is not told).
        version.presented &+= 1
        withDrawingLock { childSummaryCache.isValid = false }
        for child in children { child.present(atParentTime: local, depth: depth + 1) }
        mask?.present(atParentTime: local, depth: depth + 1)
        // A nested replicator's copies follow this copy's time.
        if instanceDelay != nil { instanceClock.move(to: local) }
    }
}

extension RenderNode {
    /// Whether drawing the subtree draws a replicator's copies at other times, which writes the
    /// presented values of its sublayers while drawing (`present(atParentTime:depth:)`): such a
    /// frame is drawn on one thread. Visits only subtrees with animations (a delayed replicator
    /// has some below it).
    func drawsDelayedInstances(depth: Int = 0) -> Bool {
        guard hasAnimationsInSubtree, depth < CALayer.maximumDepth else { return false }
        if instanceDelay != nil, instanceClock.time.isFinite { return true }
        if children.contains(where: { $0.drawsDelayedInstances(depth: depth + 1) }) { return true }
        return mask?.drawsDelayedInstances(depth: depth + 1) ?? false
    }
}
