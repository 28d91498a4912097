import Foundation

extension CAAnimation {
    /// How long an animation whose `duration` is 0 runs, as Apple documents: 0.25 s.
    static let defaultDuration: CFTimeInterval = 0.25

    /// Applies the animation at `parentTime` (the time in the layer's own timespace) to
    /// `target`, and returns the phase so the caller knows whether it is still running.
    ///
    /// Outside the active duration (`.before`, `.after`; fill modes already turn a filled time
    /// into `.active`) the target is left untouched. Animations on one layer are applied in the
    /// order they were added, each on top of the previous: the caller loops. A misconfigured
    /// animation (negative duration, unknown key path, values of the wrong type, …) is ignored
    /// with one message through `StrataDiagnostics` and reports `.after`.
    package func apply<T: AnimationTarget>(to target: inout T, atParentTime parentTime: CFTimeInterval,
                                   defaultDuration: CFTimeInterval = CAAnimation.defaultDuration) -> TimingPhase {
        if let problem = configurationProblem() {
            reportProblem(problem)
            return .after
        }
        let timing = self.timing.withDefaultDuration(defaultDuration)
        let phase = timing.phase(atParentTime: parentTime)
        guard case .active(let fraction, let iteration) = phase else { return phase }
        let simpleDuration = effectiveDuration(defaultDuration: defaultDuration)
        guard evaluate(into: &target, fraction: fraction, iteration: iteration,
                       duration: simpleDuration, defaultDuration: defaultDuration) else { return .after }
        return phase
    }

    /// Whether the animation's active duration has begun at `parentTime`: the moment to call
    /// the delegate's `animationDidStart(_:)`.
    package func hasStarted(atParentTime parentTime: CFTimeInterval) -> Bool {
        // Time zero of the active duration is `beginTime` in the parent's time, whatever the
        // speed and offset (they only change what local time that moment shows).
        parentTime >= beginTime
    }

    /// Whether the animation's active duration never ends (it repeats forever) and it is
    /// well configured: `isFinished(atParentTime:)` is false at every finite time. The end is
    /// asked first: a layer asks this of its running animations on every frame until they settle,
    /// and most end.
    package var neverFinishes: Bool {
        timing.withDefaultDuration(CAAnimation.defaultDuration).endTime() == .infinity && configurationProblem() == nil
    }

    /// Whether the animation has reached the end of its active duration at `parentTime`: the
    /// moment a layer removes it (with `isRemovedOnCompletion`) and reports `finished: true`.
    /// Never true for an animation that repeats forever.
    package func isFinished(atParentTime parentTime: CFTimeInterval,
                            defaultDuration: CFTimeInterval = CAAnimation.defaultDuration) -> Bool {
        guard configurationProblem() == nil else { return true }
        return parentTime >= timing.withDefaultDuration(defaultDuration).endTime()
    }

    /// The simple duration used for evaluation: `duration`, or the default when it is 0.
    func effectiveDuration(defaultDuration: CFTimeInterval) -> CFTimeInterval {
        timing.duration > 0 ? timing.duration : defaultDuration
    }

    /// Reports `message` once per animation object, so that an animation evaluated every
    /// frame does not flood the handler.
    func reportProblem(_ message: @autoclosure () -> String) {
        guard !didReportProblem else { return }
        didReportProblem = true
        StrataDiagnostics.report("\(animationLabel): \(message()); animation ignored")
    }

    /// The class name and, for property animations, the key path: how messages name it.
    private var animationLabel: String {
        let kind = String(describing: type(of: self))
        if let keyPath = (self as? CAPropertyAnimation)?.keyPath { return "\(kind)(\"\(keyPath)\")" }
        return kind
    }
}
