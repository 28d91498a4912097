import Foundation

/// An object's timing (`MediaTimingValues`) with everything its phase at a parent time depends
/// on worked out once: whether the values can be evaluated, the iteration and active
/// durations, and where playing starts and ends in active local time. `phase(atParentTime:)`
/// is then a few subtractions and one division, which matters because the render tree asks it
/// for every running animation in every frame; `MediaTimingValues.phase(atParentTime:)`
/// answers through it, so there is one definition of the timing model (see there).
package struct ResolvedTiming: Sendable {
    // The numbers first and the flags together after them: no padding between, so that the
    // whole stays in two cache lines of its owner (a frame reads it for every running animation).
    private let beginTime: CFTimeInterval
    /// The magnitude of the speed (`reversed` says whether play runs backwards).
    private let rate: Double
    /// One simple duration, and one iteration (two simple durations with `autoreverses`).
    private let duration: CFTimeInterval
    private let iteration: CFTimeInterval
    /// The active duration in active local time (`MediaTimingValues.activeDuration`).
    private let active: CFTimeInterval
    /// Where in active local time play starts and ends (`timeOffset` included): a negative
    /// speed plays the period from its end back to its start.
    private let startPosition: CFTimeInterval
    private let endPosition: CFTimeInterval
    /// False for timing that cannot be evaluated (`MediaTimingValues.isValid`): always `.after`.
    private let isValid: Bool
    /// Whether play runs backwards (negative speed).
    private let reversed: Bool
    private let fillsBackwards: Bool
    private let fillsForwards: Bool
    private let autoreverses: Bool

    /// Works out what `timing`'s phases depend on.
    init(_ timing: MediaTimingValues) {
        isValid = timing.isValid
        beginTime = timing.beginTime
        rate = abs(timing.speed)
        reversed = timing.speed < 0
        duration = timing.duration
        iteration = timing.iterationDuration
        active = timing.activeDuration
        startPosition = (reversed && active.isFinite ? active : 0) + timing.timeOffset
        endPosition = (reversed ? 0 : active) + timing.timeOffset
        fillsBackwards = timing.fillsBackwards
        fillsForwards = timing.fillsForwards
        autoreverses = timing.autoreverses
    }

    /// The progress of one simple duration at the parent time `t`, as
    /// `MediaTimingValues.phase(atParentTime:)` documents it.
    package func phase(atParentTime t: CFTimeInterval) -> TimingPhase {
        guard isValid, !t.isNaN else { return .after }
        let elapsed = t - beginTime
        if elapsed < 0 {
            guard fillsBackwards else { return .before }
            // Forwards play approaches the start from above; backwards play from below.
            return progress(at: startPosition, approachingFromBelow: reversed && active.isFinite)
        }
        let consumed = elapsed * rate
        if consumed >= active {
            guard fillsForwards else { return .after }
            return progress(at: endPosition, approachingFromBelow: !reversed)
        }
        let position = reversed ? startPosition - consumed : startPosition + consumed
        // Played backwards, a position on an iteration boundary belongs to the iteration below
        // it, which is the one that starts there in playing order.
        return progress(at: position, approachingFromBelow: reversed)
    }

    /// The fraction and iteration at active local time `position`. With
    /// `approachingFromBelow`, a position exactly on an iteration boundary belongs to the
    /// iteration that ends there (the end value), not the one that starts there.
    private func progress(at position: CFTimeInterval, approachingFromBelow: Bool) -> TimingPhase {
        guard iteration > 0 else {
            // A zero-length object jumps straight to its end: 1, or back to 0 if it reverses.
            let ended = approachingFromBelow ? !autoreverses : false
            return .active(fraction: ended ? 1 : 0, iteration: 0)
        }
        var p = position
        // timeOffset wraps around within a finite active period, as Apple documents.
        if active.isFinite, active > 0 {
            p = Self.wrap(p, period: active, upperInclusive: approachingFromBelow)
        }
        let cycle = approachingFromBelow ? (p / iteration).rounded(.up) - 1 : (p / iteration).rounded(.down)
        let within = p - cycle * iteration
        var fraction = within / duration
        if autoreverses && fraction > 1 { fraction = 2 - fraction }
        fraction = Swift.min(Swift.max(fraction, 0), 1)
        let index = cycle < 0 ? 0 : (cycle < Double(Int.max) ? Int(cycle) : Int.max)
        return .active(fraction: fraction, iteration: index)
    }

    /// `value` brought into [0, period) (or (0, period] when `upperInclusive`).
    private static func wrap(_ value: Double, period: Double, upperInclusive: Bool) -> Double {
        if upperInclusive {
            if value > 0 && value <= period { return value }
            let r = value - (value / period).rounded(.up) * period + period
            return r <= 0 ? period : Swift.min(r, period)
        }
        if value >= 0 && value < period { return value }
        let r = value - (value / period).rounded(.down) * period
        return r >= period ? 0 : Swift.max(r, 0)
    }
}
