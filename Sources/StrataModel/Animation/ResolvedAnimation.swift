import Foundation

/// One of a layer's animations as the render tree runs it: resolved once, when a commit hands
/// it over, into plain timing values (the default duration applied, the end of the active
/// period computed) and, for basic and spring animations of number, point, size and rect
/// properties, a `VectorAnimation`; for those of a transform or a colour between two given
/// values, a `TypedAnimation`. A frame then costs timing arithmetic and the interpolation
/// alone; other animations (keyframes, groups, paths, subclass properties, open ends of
/// transforms and colours) are evaluated through `CAAnimation.apply(to:atParentTime:)`.
package final class ResolvedAnimation {
    // What a frame reads comes first, so that it shares the object's first cache lines with
    // its header (the typed form before the vector one, whose committed value it skips);
    // what only a commit or a spring reads comes last: a frame is bound by the cache lines
    // it touches more than by its instructions. The fields a frame writes skip Swift's
    // dynamic exclusivity checks (about 6 % of a frame's evaluation went to them): one render
    // thread owns an animation, and no method reaches a field while another access to it is
    // open.

    /// Where the last `restore(_:atParentTime:)` found the animation, which the
    /// `applyVector(to:)` that follows uses.
    @exclusivity(unchecked) private var phase = TimingPhase.after
    /// When the active duration begins, in the layer's time.
    package let beginTime: CFTimeInterval
    /// When the active duration ends, in the layer's time: `.infinity` for endless repeats,
    /// `-.infinity` for an animation that cannot run.
    package let endTime: CFTimeInterval
    /// Whether the animation can run at all (its settings have no problem).
    private let isUsable: Bool
    /// False for an animation only the layer's own drawing shows (custom keys the render copy
    /// does not hold): it times frames but writes nothing.
    private let appliesValues: Bool
    /// Whether the value written replaces the slot's whatever it held (a typed animation, or a
    /// vector one with both ends given and not additive): restoring the committed value first
    /// is then wasted while the animation is active.
    private let replacesSlot: Bool
    private let isSpring: Bool
    /// `timing` resolved for a phase a frame: what each frame's phase depends on, worked out once.
    private let phases: ResolvedTiming
    /// How a vector animation paces an iteration, read once: a basic animation's timing
    /// function (nil: linear); nil for a spring, whose own `progress` is asked each frame.
    private let timingCurve: CAMediaTimingFunction?
    /// The transform or colour form, when the animation has one.
    @exclusivity(unchecked) private var typed: TypedAnimation?
    /// The committed value of a vector animation's slot, which each frame starts from.
    @exclusivity(unchecked) private var committed = SIMD4<Double>()
    /// The vector form, when the animation has one.
    private let vector: VectorAnimation?
    /// The animation's timing, with `duration` 0 replaced by the default 0.25 s.
    private let timing: MediaTimingValues
    /// The layer's copy of the animation.
    package let animation: CAAnimation
    /// The animation's timing as resolved.
    private let resolvedTiming: MediaTimingValues

    /// Resolves `animation`; a misconfigured one is reported once and never applied.
    package init(_ animation: CAAnimation, appliesValues: Bool = true) {
        self.animation = animation
        self.appliesValues = appliesValues
        resolvedTiming = animation.timing
        timing = animation.timing.withDefaultDuration(CAAnimation.defaultDuration)
        phases = ResolvedTiming(timing)
        if let problem = animation.configurationProblem() {
            animation.reportProblem(problem)
            isUsable = false
            vector = nil
            typed = nil
            replacesSlot = false
            endTime = -.infinity
        } else {
            isUsable = true
            vector = VectorAnimation(animation)
            typed = vector == nil ? TypedAnimation(animation) : nil
            replacesSlot = typed != nil || vector?.replacesCurrentValue == true
            endTime = timing.endTime()
        }
        beginTime = timing.beginTime
        isSpring = animation is CASpringAnimation
        timingCurve = animation.pacingFunction
    }

    /// Whether the resolution still matches the animation: an animation added with `beginTime`
    /// 0 gets its begin time when its transaction commits, after the render tree may have
    /// taken it.
    package var isCurrent: Bool { animation.timing == resolvedTiming }

    /// Whether the animation writes only one property slot of its own resolved form (a vector
    /// or a typed animation), which `restore(_:atParentTime:)` resets; false for one that may write anything.
    package var isVector: Bool { vector != nil || typed != nil }

    /// Takes the committed values a vector or typed animation starts each frame from.
    package func commit(_ model: LayerValues) {
        if let vector {
            var copy = model
            committed = vector.value(in: &copy)
        } else {
            typed?.commit(model)
        }
    }

    /// Finds where a vector or typed animation stands at `parentTime` (the layer's local time)
    /// and resets its slot to the committed value, undoing the last frame, unless the active
    /// animation is about to replace the slot's value anyway. A layer's animations are all
    /// restored before any is applied, in order.
    package func restore(_ values: inout LayerValues, atParentTime parentTime: CFTimeInterval) {
        phase = isUsable && appliesValues ? phases.phase(atParentTime: parentTime) : .after
        if replacesSlot, case .active = phase { return }
        if let vector {
            vector.set(committed, in: &values)
        } else {
            typed?.restore(&values)
        }
    }

    /// Applies a vector or typed animation where the last `restore(_:atParentTime:)` found it,
    /// on top of `values`; does nothing for other animations.
    package func applyVector(to values: inout LayerValues) {
        guard case .active(let fraction, let iteration) = phase else { return }
        let progress = isSpring ? animation.progress(atFraction: fraction, duration: timing.duration)
            : timingCurve?.solve(fraction) ?? fraction
        if let vector {
            vector.apply(to: &values, progress: progress, iteration: iteration)
        } else {
            typed?.apply(to: &values, progress: progress)
        }
    }

    /// Applies the animation at `parentTime` (the layer's local time) on top of a layer's values
    /// and subclass values, as `CAAnimation.apply(to:atParentTime:)` does.
    package func apply(to values: inout LayerValues, kind: inout LayerKindValues, atParentTime parentTime: CFTimeInterval) {
        guard isUsable, appliesValues else { return }
        guard vector == nil, typed == nil else {
            phase = phases.phase(atParentTime: parentTime)
            return applyVector(to: &values)
        }
        var presented = PresentedValues(values: values, kind: kind)
        _ = animation.apply(to: &presented, atParentTime: parentTime)
        values = presented.values
        kind = presented.kind
    }
}
