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
    func animate(parentTime: CFTimeInterval, mediaTime: CFTimeInterval, speed: Double,
                 depth: Int = 0) -> (changed: Bool, next: CFTimeInterval) {
        guard hasAnimationsInSubtree, depth < CALayer.maximumDepth else { return (false, .infinity) }
        let local = model.timing.localTime(fromParent: parentTime)
        let chainSpeed = speed * model.timing.speed
        var changed = false
        var next = CFTimeInterval.infinity
        if !animations.isEmpty {
            var running = false
            for animation in animations where !animation.isFinished(atParentTime: local) {
                if animation.hasStarted(atParentTime: local) {
                    running = true
                    // A frozen timespace (speed 0) shows the same thing at every frame.
                    if chainSpeed != 0 { next = mediaTime }
                } else if chainSpeed > 0 {
                    next = min(next, mediaTime + (animation.beginTime - local) / chainSpeed)
                }
            }
            if running || animationsNeedApply {
                var presented = PresentedValues(values: model, kind: modelKind)
                for animation in animations {
                    _ = animation.apply(to: &presented, atParentTime: local)
                }
                values = presented.values
                kind = presented.kind
                isDirty = true
                changed = true
                // One more application after the last running frame shows the end state.
                animationsNeedApply = running && chainSpeed != 0
            }
        }
        for child in children {
            let result = child.animate(parentTime: local, mediaTime: mediaTime, speed: chainSpeed, depth: depth + 1)
            changed = changed || result.changed
            next = min(next, result.next)
        }
        if let mask {
            let result = mask.animate(parentTime: local, mediaTime: mediaTime, speed: chainSpeed, depth: depth + 1)
            changed = changed || result.changed
            next = min(next, result.next)
        }
        if changed { subtreeIsDirty = true }
        return (changed, next)
    }
}
