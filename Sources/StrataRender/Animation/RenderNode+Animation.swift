import Foundation

extension RenderNode {
    /// Applies the subtree's animations at `parentTime` (the parent's local time; media time for
    /// the root), writing the presented values the compositor draws; the committed values are
    /// never changed. Marks what changed for the damage walk.
    ///
    /// - Parameter speed: the product of the ancestors' speeds, to convert local waits into
    ///   media time.
    /// - Returns: whether anything in the subtree changed, and the media time at which the next
    ///   frame is needed (`mediaTime` while an animation runs, the start of a delayed one, or
    ///   `.infinity`).
    /// - Parameter threads: how many threads may animate the node's children when it has many
    ///   (`ChildAnimationJob`); 1 animates the whole subtree on the calling thread.
    func animate(parentTime: CFTimeInterval, mediaTime: CFTimeInterval, speed: Double,
                 depth: Int = 0, threads: Int = 1) -> (changed: Bool, next: CFTimeInterval) {
        guard hasAnimationsInSubtree, depth < CALayer.maximumDepth else { return (false, .infinity) }
        let local = timespace.localTime(fromParent: parentTime)
        let chainSpeed = speed * timespace.speed
        var changed = false
        var next = CFTimeInterval.infinity
        if !animations.isEmpty {
            let schedule = ownSchedule(atLocalTime: local, mediaTime: mediaTime, speed: chainSpeed)
            next = schedule.next
            if ownClock.mustApply(atLocalTime: local, schedule) {
                applyAnimations(atLocalTime: local)
                advanceTransition(atLocalTime: local)
                ownClock.applied(atLocalTime: local, schedule)
                drawn.isDirty = true
                changed = true
            }
        }
        if let field = particleField {
            let wasShowing = !field.particles.isEmpty
            if !animations.isEmpty, case .emitter(let emitter) = kind, changed { field.configure(emitter) }
            if field.evaluate(atLayerTime: local), wasShowing || !field.particles.isEmpty {
                drawn.isDirty = true
                changed = true
            }
            // Frames while particles live or may be born; a frozen timespace needs none.
            if chainSpeed != 0, field.isEmitting || !field.particles.isEmpty { next = mediaTime }
        }
        if let tiles = tileCache {
            // Tiles fade in by the frame's clock, whatever the layer's own time does (a paused
            // layer still fills in its tiles).
            tiles.time = mediaTime
            // The last drawing left tiles to draw or fading in (and asked for this frame):
            // the node is drawn again.
            if tiles.takeIncomplete() {
                drawn.isDirty = true
                changed = true
            }
        }
        if threads > 1, animatedChildCount >= ChildRuns.smallestParallelCount {
            let job = ChildAnimationJob(children: children, parentTime: local, mediaTime: mediaTime, speed: chainSpeed,
                                        depth: depth + 1)
            RenderWorkers.shared.run(job, helpers: threads - 1)
            for index in children.indices {
                let result = job.result(index)
                if result.changed { changedChildren.add(index) }
                changed = changed || result.changed
                next = min(next, result.next)
            }
        } else {
            for (index, child) in children.enumerated() {
                let result = child.animate(parentTime: local, mediaTime: mediaTime, speed: chainSpeed, depth: depth + 1,
                                           threads: threads)
                if result.changed { changedChildren.add(index) }
                changed = changed || result.changed
                next = min(next, result.next)
            }
        }
        if let mask {
            let result = mask.animate(parentTime: local, mediaTime: mediaTime, speed: chainSpeed, depth: depth + 1)
            changed = changed || result.changed
            next = min(next, result.next)
        }
        if let delay = instanceDelay {
            let result = animateInstances(delay: delay, localTime: local, mediaTime: mediaTime, speed: chainSpeed,
                                          depth: depth)
            changed = changed || result.changed
            next = min(next, result.next)
        }
        if changed {
            drawn.subtreeIsDirty = true
            version.presented &+= 1
        }
        return (changed, next)
    }

    /// Where the node's own animations stand at `local` (see `AnimationSchedule`); `speed` is the
    /// node's whole chain of speeds.
    func ownSchedule(atLocalTime local: CFTimeInterval, mediaTime: CFTimeInterval, speed: Double) -> AnimationSchedule {
        var schedule = AnimationSchedule()
        // Borrowed, not retained per animation (see `applyVectors`).
        animations.withUnsafeBufferPointer { held in
            held.withMemoryRebound(to: Unmanaged<ResolvedAnimation>.self) { borrowed in
                for animation in borrowed {
                    animation._withUnsafeGuaranteedRef {
                        schedule.add(begin: $0.beginTime, end: $0.endTime, atLocalTime: local, mediaTime: mediaTime,
                                     speed: speed)
                    }
                }
            }
        }
        return schedule
    }

    /// Rebuilds the presented values at `local` from the committed ones: only the slots the
    /// animations write when all of them are vector animations, everything otherwise.
    func applyAnimations(atLocalTime local: CFTimeInterval) {
        if animationsAreVectors {
            Self.applyVectors(animations, atLocalTime: local, to: &values)
        } else {
            values = model
            kind = modelKind
            for animation in animations {
                animation.apply(to: &values, kind: &kind, atParentTime: local)
            }
        }
        valuesChanged()
    }

    /// Restores and applies vector animations with one access to `values`.
    ///
    /// The animations are borrowed from the array, which holds them for the whole call, rather
    /// than retained and released around each call as a loop over the array does (two atomic
    /// operations per animation per frame, the most frequent instructions of an evaluation).
    private static func applyVectors(_ animations: [ResolvedAnimation], atLocalTime local: CFTimeInterval,
                                     to values: inout LayerValues) {
        animations.withUnsafeBufferPointer { held in
            held.withMemoryRebound(to: Unmanaged<ResolvedAnimation>.self) { borrowed in
                for animation in borrowed {
                    animation._withUnsafeGuaranteedRef { $0.restore(&values, atParentTime: local) }
                }
                for animation in borrowed {
                    animation._withUnsafeGuaranteedRef { $0.applyVector(to: &values) }
                }
            }
        }
    }

    /// Takes the layer's animations as committed, with the committed values they start from: an
    /// animation already resolved keeps its resolution unless its timing changed since. Those
    /// of custom keys only the layer's drawing shows (`isDrawnByDisplayOnly`) keep frames coming
    /// but write no values.
    func takeAnimations(_ entries: [LayerAnimationEntry]) {
        let previous = animations
        animations = entries.map { entry in
            previous.first { $0.animation === entry.animation && $0.isCurrent }
                ?? ResolvedAnimation(entry.animation, appliesValues: !entry.isDrawnByDisplayOnly)
        }
        for animation in animations { animation.commit(model) }
        animationsAreVectors = animations.allSatisfy(\.isVector)
        ownClock.isStale = !animations.isEmpty
    }
}
