import Foundation

/// Where a timed object stands at a given parent time, as the CAMediaTiming model resolves it.
package enum TimingPhase: Equatable, Sendable {
    /// Before the active duration, with no backwards fill: the object has no effect.
    case before
    /// Active, or filling: `fraction` is the progress within one simple duration (0...1, with
    /// autoreverse already folded in) and `iteration` the index of the repeat cycle (0-based).
    case active(fraction: Double, iteration: Int)
    /// After the active duration, with no forwards fill (or timing that cannot be evaluated).
    case after
}

/// A snapshot of an object's CAMediaTiming properties in plain values, with the arithmetic
/// that turns a parent time into progress. Evaluated per frame for every animation, so it is
/// all value math with no allocation.
///
/// The model follows Apple's CAMediaTiming documentation and SMIL, which Core Animation's
/// timing is based on:
/// - The active period starts at `beginTime` (parent time) and lasts `activeDuration / |speed|`
///   parent seconds.
/// - Within it, the active local time is `(t − beginTime) × speed + timeOffset` (for negative
///   speed, the period is played from its end: `activeDuration + (t − beginTime) × speed +
///   timeOffset`), so `timeOffset` shifts where in the cycle the object starts, wrapping
///   around within the active duration, as Apple documents ("additional time offset in active
///   local time"); it does not move or lengthen the active period.
/// - The active local time is split into iterations of `duration` (twice that with
///   `autoreverses`, whose second half runs backwards).
@usableFromInline
package struct MediaTimingValues: Equatable, Sendable {
    var beginTime: CFTimeInterval
    var duration: CFTimeInterval
    package var speed: Double
    var timeOffset: CFTimeInterval
    var repeatCount: Double
    var repeatDuration: CFTimeInterval
    var autoreverses: Bool
    /// The fill mode, kept as what it fills: `phase(atParentTime:)` runs per animation per frame
    /// and should not compare strings, and plain values copy without reference counting. A mode
    /// Core Animation does not define fills nothing, and reads back as `.removed`.
    var fillMode: CAMediaTimingFillMode {
        get { fills.mode }
        set { fills = FillFlags(newValue) }
    }
    private var fills: FillFlags

    /// Creates timing values; the defaults are Apple's CAMediaTiming defaults.
    init(beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0, speed: Double = 1,
         timeOffset: CFTimeInterval = 0, repeatCount: Double = 0, repeatDuration: CFTimeInterval = 0,
         autoreverses: Bool = false, fillMode: CAMediaTimingFillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        fills = FillFlags(fillMode)
    }

    /// Copies the timing properties of `timing`.
    init(_ timing: some CAMediaTiming) {
        self.init(beginTime: timing.beginTime, duration: timing.duration, speed: Double(timing.speed),
                  timeOffset: timing.timeOffset, repeatCount: Double(timing.repeatCount),
                  repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
                  fillMode: timing.fillMode)
    }

    // MARK: Time spaces

    /// How this object's timespace maps its parent's time (`beginTime`, `speed`, `timeOffset`).
    package var timespace: Timespace { Timespace(beginTime: beginTime, speed: speed, timeOffset: timeOffset) }

    /// The local time of this object's timespace for the parent time `t` (`Timespace`).
    package func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        timespace.localTime(fromParent: t)
    }

    /// The parent time whose local time is `t` (`Timespace`).
    func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timespace.parentTime(fromLocal: t)
    }

    // MARK: Durations

    /// The simple duration: one iteration, as `duration`. Zero means "not set"; callers that
    /// have a default (animations use 0.25 s) apply it with `withDefaultDuration(_:)`.
    var simpleDuration: CFTimeInterval { duration }

    /// These values with `duration` replaced by `d` when it is 0 (not set).
    func withDefaultDuration(_ d: CFTimeInterval) -> MediaTimingValues {
        guard duration == 0 else { return self }
        var copy = self
        copy.duration = d
        return copy
    }

    /// The length of one repeat cycle in active local time: the duration, doubled when the
    /// object autoreverses.
    var iterationDuration: CFTimeInterval { autoreverses ? duration * 2 : duration }

    /// Whether the values can be evaluated: finite non-negative duration, finite begin time,
    /// offset and speed, non-negative (or infinite) repeat count and duration, nothing NaN.
    /// Invalid timing is treated as already finished (`.after`), so the caller ignores it.
    var isValid: Bool {
        duration.isFinite && duration >= 0 && beginTime.isFinite && timeOffset.isFinite
            && speed.isFinite && !repeatCount.isNaN && repeatCount >= 0
            && !repeatDuration.isNaN && repeatDuration >= 0
    }

    /// The active duration in active local time: one iteration (`iterationDuration`) when
    /// neither repeat property is set; `iterationDuration × repeatCount` (fractional allowed;
    /// `.infinity` or `Float.greatestFiniteMagnitude`, Apple's "forever", give infinity);
    /// `repeatDuration` when only that is set. When both are set, SMIL's rule applies: the
    /// smaller of the two. A zero duration gives a zero active duration.
    var activeDuration: CFTimeInterval {
        let iteration = iterationDuration
        guard iteration > 0 else { return 0 }
        let byCount: CFTimeInterval
        if repeatCount >= Double(Float.greatestFiniteMagnitude) {
            byCount = .infinity
        } else {
            byCount = iteration * repeatCount
        }
        switch (repeatCount > 0, repeatDuration > 0) {
        case (true, true): return Swift.min(byCount, repeatDuration)
        case (true, false): return byCount
        case (false, true): return repeatDuration
        case (false, false): return iteration
        }
    }

    /// The parent time at which the active period ends: `beginTime + activeDuration / |speed|`.
    /// `timeOffset` does not move it (it only shifts the phase within the period). Infinite
    /// for endless repeats and for speed 0 (time stands still) with a non-empty active period;
    /// `-infinity` for invalid timing, which counts as already finished.
    func endTime() -> CFTimeInterval {
        guard isValid else { return -.infinity }
        let active = activeDuration
        guard active > 0 else { return beginTime }
        guard speed != 0 else { return .infinity }
        return beginTime + active / abs(speed)
    }

    /// Whether the active period ends at a finite parent time (false for endless repeats and
    /// for speed 0). Invalid timing counts as finished, hence finite.
    var isFinite: Bool { endTime() != .infinity }

    // MARK: Progress

    /// The progress of one simple duration at the parent time `t` (the layer's local time):
    /// `.active` during the active period, and while filling (before the start with
    /// `.backwards`/`.both`, showing the start value; from the end on with `.forwards`/`.both`,
    /// showing the end value: 1, or 0 after an even number of autoreversed halves).
    /// The active period is start-inclusive and end-exclusive, as SMIL's. Invalid timing (NaN
    /// or infinite values, negative durations, NaN speed) gives `.after`: the caller ignores it.
    func phase(atParentTime t: CFTimeInterval) -> TimingPhase {
        ResolvedTiming(self).phase(atParentTime: t)
    }

    /// Whether the object fills before its active period (`.backwards`, `.both`).
    var fillsBackwards: Bool { fills.backwards }
    /// Whether the object fills after its active period (`.forwards`, `.both`).
    var fillsForwards: Bool { fills.forwards }
}

/// The two directions a fill mode fills: `.backwards` before the active duration, `.forwards`
/// after it, `.both` either; `.removed` (and any unknown mode) neither.
private struct FillFlags: Equatable, Sendable {
    let backwards: Bool
    let forwards: Bool

    init(_ mode: CAMediaTimingFillMode) {
        backwards = mode == .backwards || mode == .both
        forwards = mode == .forwards || mode == .both
    }

    /// The mode that fills these directions.
    var mode: CAMediaTimingFillMode {
        switch (backwards, forwards) {
        case (true, true): .both
        case (true, false): .backwards
        case (false, true): .forwards
        case (false, false): .removed
        }
    }
}
