import Foundation

/// An animation that runs several animations together, as Core Animation's
/// `CAAnimationGroup`.
///
/// The children live in the group's time: a child's parent time is the group's local time,
/// so a child's `beginTime` counts from the group's start, and the group's timing (speed,
/// repeats, timing function) carries the children along. Children are cut off at the
/// group's duration. Their delegates and `isRemovedOnCompletion` are ignored: the group is
/// what the layer adds, reports and removes.
open class CAAnimationGroup: CAAnimation {
    /// The animations run in the group, applied in order. Copying the group shares these
    /// objects, as on Apple.
    open var animations: [CAAnimation]?

    /// Guards against a group that contains itself, which would recurse forever.
    private var isEvaluating = false

    /// Releases nested groups one after another rather than one inside the other: a chain of
    /// 100 000 groups each holding the next would otherwise recurse once per level as it is
    /// freed and overflow the stack. Groups still referenced elsewhere are left alone.
    deinit {
        var pending = (animations ?? []).compactMap { $0 as? CAAnimationGroup }
        animations = nil
        while var group = pending.popLast() {
            guard isKnownUniquelyReferenced(&group) else { continue }
            pending.append(contentsOf: (group.animations ?? []).compactMap { $0 as? CAAnimationGroup })
            group.animations = nil
        }
    }

    override func propertyValue(forKey key: String) -> Any? {
        key == "animations" ? animations : super.propertyValue(forKey: key)
    }

    override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        guard key == "animations" else { return super.setPropertyValue(value, forKey: key) }
        guard value == nil || value is [CAAnimation] else { return rejectValue(value, forKey: key) }
        animations = value as? [CAAnimation]
        return true
    }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations
    }

    override func evaluate<T: AnimationTarget>(into target: inout T, fraction: Double, iteration: Int,
                                               duration: CFTimeInterval, defaultDuration: CFTimeInterval) -> Bool {
        guard let animations else { return true }
        guard !isEvaluating else {
            reportProblem("the group contains itself")
            return false
        }
        isEvaluating = true
        defer { isEvaluating = false }
        // The group's local time never passes its duration, which is what cuts the children off.
        let localTime = progress(atFraction: fraction, duration: duration) * duration
        // A child whose duration is 0 (not set) lasts as long as the group.
        for child in animations {
            _ = child.apply(to: &target, atParentTime: localTime, defaultDuration: duration)
        }
        return true
    }
}
