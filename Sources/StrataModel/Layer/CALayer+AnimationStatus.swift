import Foundation

/// What one attached animation is doing at a media time, with the model and on-screen values of
/// the property it animates: what an inspector shows beside a layer's properties.
package struct AnimationStatus {
    /// The key the animation was added under.
    package let key: String
    /// The layer's copy of the animation.
    package let animation: CAAnimation
    /// The progress within the current repeat (0…1, autoreverse folded in), or nil while the
    /// animation has no effect (before its start without backwards fill, or after its end).
    package let progress: Double?
    /// The repeat cycle the progress is in (0-based).
    package let iteration: Int
    /// The model value at the animation's key path; nil for animations without one.
    package let modelValue: Any?
    /// The presentation value at the key path: what the screen shows now.
    package let presentedValue: Any?
}

extension CALayer {
    /// The named animations attached to the layer and what each is doing at media time `t`.
    package func animationStatuses(atMediaTime t: CFTimeInterval) -> [AnimationStatus] {
        let entries = animationEntries.filter(\.isNamed)
        guard !entries.isEmpty else { return [] }
        let local = localTime(fromMediaTime: t)
        let model = PresentedValues(values: values, kind: kindValues)
        let presented = presentation().map { PresentedValues(values: $0.values, kind: $0.kindValues) }
        return entries.map { entry in
            let path = (entry.animation as? CAPropertyAnimation)?.keyPath.flatMap(AnimationKeyPath.init)
            let (progress, iteration): (Double?, Int) = switch entry.animation.timing.withDefaultDuration(0.25).phase(atParentTime: local) {
            case .active(let fraction, let iteration): (fraction, iteration)
            case .before, .after: (nil, 0)
            }
            return AnimationStatus(key: entry.key, animation: entry.animation, progress: progress, iteration: iteration,
                                   modelValue: path.flatMap { model.value(at: $0) },
                                   presentedValue: path.flatMap { presented?.value(at: $0) })
        }
    }
}
