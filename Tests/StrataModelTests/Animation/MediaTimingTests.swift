import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Every expected phase below is worked out by hand from the CAMediaTiming model:
// active local time = (t − beginTime) × speed + timeOffset, split into iterations of
// `duration` (doubled with autoreverses, the second half backwards), active for
// activeDuration / |speed| parent seconds from beginTime, end-exclusive.

private final class Timed: CAMediaTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}

private func expectPhase(_ phase: TimingPhase, _ fraction: Double, _ iteration: Int,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    guard case let .active(f, i) = phase else {
        Issue.record("expected active(\(fraction), \(iteration)), got \(phase)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(f - fraction) < 1e-12 && i == iteration, "got \(f), \(i)", sourceLocation: sourceLocation)
}

@Suite("AnimationMath: media timing")
struct AnimationMathMediaTimingTests {
    @Test("fill modes have Apple's raw values")
    func fillModes() {
        #expect(CAMediaTimingFillMode.removed.rawValue == "removed")
        #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
        #expect(CAMediaTimingFillMode.backwards.rawValue == "backwards")
        #expect(CAMediaTimingFillMode.both.rawValue == "both")
    }

    @Test("defaults are Apple's, and the values copy a CAMediaTiming object")
    func defaultsAndCopy() {
        let v = MediaTimingValues()
        #expect(v.beginTime == 0 && v.duration == 0 && v.speed == 1 && v.timeOffset == 0)
        #expect(v.repeatCount == 0 && v.repeatDuration == 0 && !v.autoreverses && v.fillMode == .removed)
        let timed = Timed()
        timed.beginTime = 1; timed.duration = 2; timed.speed = 0.5; timed.timeOffset = 0.25
        timed.repeatCount = 1.5; timed.repeatDuration = 7; timed.autoreverses = true; timed.fillMode = .both
        let copy = MediaTimingValues(timed)
        #expect(copy == MediaTimingValues(beginTime: 1, duration: 2, speed: 0.5, timeOffset: 0.25,
                                          repeatCount: 1.5, repeatDuration: 7, autoreverses: true, fillMode: .both))
    }

    @Test("local time is (t − beginTime) × speed + timeOffset, and parentTime inverts it")
    func timeSpaces() {
        let v = MediaTimingValues(beginTime: 2, speed: 2, timeOffset: 1)
        // (3 − 2) × 2 + 1 = 3; (5 − 1) / 2 + 2 = 4.
        #expect(v.localTime(fromParent: 3) == 3)
        #expect(v.parentTime(fromLocal: 5) == 4)
        #expect(v.parentTime(fromLocal: v.localTime(fromParent: 7.25)) == 7.25)
        let stopped = MediaTimingValues(beginTime: 2, speed: 0, timeOffset: 1)
        #expect(stopped.localTime(fromParent: 100) == 1)
        #expect(stopped.parentTime(fromLocal: 5) == 2)
    }

    @Test("the default duration replaces only a zero duration")
    func defaultDuration() {
        #expect(MediaTimingValues().withDefaultDuration(0.25).duration == 0.25)
        #expect(MediaTimingValues(duration: 2).withDefaultDuration(0.25).duration == 2)
        #expect(MediaTimingValues(duration: 2).simpleDuration == 2)
    }

    @Test("active duration: iterations, autoreverse, repeat count and duration (the smaller wins)")
    func activeDuration() {
        #expect(MediaTimingValues(duration: 2).activeDuration == 2)
        #expect(MediaTimingValues(duration: 2, autoreverses: true).activeDuration == 4)
        #expect(MediaTimingValues(duration: 2, repeatCount: 2.5).activeDuration == 5)
        #expect(MediaTimingValues(duration: 2, repeatCount: 2.5, autoreverses: true).activeDuration == 10)
        #expect(MediaTimingValues(duration: 2, repeatDuration: 3).activeDuration == 3)
        #expect(MediaTimingValues(duration: 2, repeatCount: 3, repeatDuration: 4).activeDuration == 4)
        #expect(MediaTimingValues(duration: 2, repeatCount: 1, repeatDuration: 4).activeDuration == 2)
        #expect(MediaTimingValues(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        #expect(MediaTimingValues(duration: 2, repeatCount: Double(Float.greatestFiniteMagnitude)).activeDuration == .infinity)
        #expect(MediaTimingValues(duration: 0).activeDuration == 0)
    }

    @Test("one iteration: before, start, middle, end-exclusive")
    func single() {
        let v = MediaTimingValues(beginTime: 1, duration: 2)
        #expect(v.phase(atParentTime: 0.5) == .before)
        expectPhase(v.phase(atParentTime: 1), 0, 0)
        expectPhase(v.phase(atParentTime: 2), 0.5, 0)
        expectPhase(v.phase(atParentTime: 2.5), 0.75, 0)
        #expect(v.phase(atParentTime: 3) == .after)
        #expect(v.phase(atParentTime: 30) == .after)
        #expect(v.endTime() == 3)
        #expect(v.isFinite)
    }

    @Test("fill modes hold the start before and the end after")
    func fill() {
        let forwards = MediaTimingValues(beginTime: 1, duration: 2, fillMode: .forwards)
        #expect(forwards.phase(atParentTime: 0) == .before)
        expectPhase(forwards.phase(atParentTime: 3), 1, 0)
        expectPhase(forwards.phase(atParentTime: 100), 1, 0)
        let backwards = MediaTimingValues(beginTime: 1, duration: 2, fillMode: .backwards)
        expectPhase(backwards.phase(atParentTime: 0), 0, 0)
        #expect(backwards.phase(atParentTime: 3) == .after)
        let both = MediaTimingValues(beginTime: 1, duration: 2, fillMode: .both)
        expectPhase(both.phase(atParentTime: -5), 0, 0)
        expectPhase(both.phase(atParentTime: 4), 1, 0)
    }

    @Test("repeats count iterations; a fractional count ends part-way")
    func repeats() {
        let v = MediaTimingValues(duration: 1, repeatCount: 3, fillMode: .forwards)
        expectPhase(v.phase(atParentTime: 1.25), 0.25, 1)
        expectPhase(v.phase(atParentTime: 2.5), 0.5, 2)
        // At t = 2 the third iteration starts.
        expectPhase(v.phase(atParentTime: 2), 0, 2)
        // The end value is the end of the last iteration, not the start of a fourth.
        expectPhase(v.phase(atParentTime: 3), 1, 2)
        let partial = MediaTimingValues(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        expectPhase(partial.phase(atParentTime: 2.25), 0.25, 2)
        expectPhase(partial.phase(atParentTime: 2.5), 0.5, 2)
        let byDuration = MediaTimingValues(duration: 2, repeatDuration: 3, fillMode: .forwards)
        expectPhase(byDuration.phase(atParentTime: 2.5), 0.25, 1)
        expectPhase(byDuration.phase(atParentTime: 3), 0.5, 1)
    }

    @Test("autoreverse runs the second half backwards; the end is 0 after whole round trips")
    func autoreverse() {
        let v = MediaTimingValues(duration: 1, autoreverses: true, fillMode: .forwards)
        expectPhase(v.phase(atParentTime: 0.25), 0.25, 0)
        expectPhase(v.phase(atParentTime: 1), 1, 0)
        expectPhase(v.phase(atParentTime: 1.25), 0.75, 0)
        expectPhase(v.phase(atParentTime: 2), 0, 0)
        // 1.5 round trips = 3 halves, ending forwards at 1 in the second cycle.
        let odd = MediaTimingValues(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
        expectPhase(odd.phase(atParentTime: 2.5), 0.5, 1)
        expectPhase(odd.phase(atParentTime: 3), 1, 1)
        let twice = MediaTimingValues(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        expectPhase(twice.phase(atParentTime: 3.5), 0.5, 1)
        expectPhase(twice.phase(atParentTime: 4), 0, 1)
    }

    @Test("speed scales time: speed 2 runs a 2 s animation in 1 s")
    func speed() {
        let v = MediaTimingValues(beginTime: 1, duration: 2, speed: 2, repeatCount: 2, fillMode: .forwards)
        // (1.25 − 1) × 2 = 0.5 of 2 s.
        expectPhase(v.phase(atParentTime: 1.25), 0.25, 0)
        expectPhase(v.phase(atParentTime: 2.5), 0.5, 1)
        // 4 s of active time at speed 2 end 2 s after the begin.
        #expect(v.endTime() == 3)
        expectPhase(v.phase(atParentTime: 3), 1, 1)
    }

    @Test("timeOffset starts part-way through and wraps around within the active duration")
    func timeOffset() {
        let v = MediaTimingValues(duration: 1, timeOffset: 0.5, fillMode: .forwards)
        expectPhase(v.phase(atParentTime: 0), 0.5, 0)
        expectPhase(v.phase(atParentTime: 0.25), 0.75, 0)
        expectPhase(v.phase(atParentTime: 0.75), 0.25, 0)
        // The active period is still 1 s; it ends where it started.
        #expect(v.endTime() == 1)
        expectPhase(v.phase(atParentTime: 1), 0.5, 0)
        let repeating = MediaTimingValues(duration: 1, timeOffset: 1.25, repeatCount: 2)
        // Position 1.25 + 0.5 = 1.75 of 2: iteration 1 at 0.75; 1.25 + 1 = 2.25 wraps to 0.25.
        expectPhase(repeating.phase(atParentTime: 0.5), 0.75, 1)
        expectPhase(repeating.phase(atParentTime: 1), 0.25, 0)
    }

    @Test("negative speed plays the active period from its end")
    func negativeSpeed() {
        let v = MediaTimingValues(beginTime: 0, duration: 2, speed: -1, fillMode: .both)
        expectPhase(v.phase(atParentTime: -1), 1, 0)
        expectPhase(v.phase(atParentTime: 0), 1, 0)
        expectPhase(v.phase(atParentTime: 0.5), 0.75, 0)
        expectPhase(v.phase(atParentTime: 2), 0, 0)
        #expect(v.endTime() == 2)
        let repeating = MediaTimingValues(duration: 1, speed: -2, repeatCount: 2)
        // 2 s of active time at |speed| 2 is 1 s; 0.25 s in is position 2 − 0.5 = 1.5.
        expectPhase(repeating.phase(atParentTime: 0.25), 0.5, 1)
        // Position 1 is the end of the first iteration when playing backwards.
        expectPhase(repeating.phase(atParentTime: 0.5), 1, 0)
        #expect(repeating.phase(atParentTime: 1) == .after)
    }

    @Test("speed 0 holds the offset position forever")
    func stopped() {
        let v = MediaTimingValues(beginTime: 1, duration: 1, speed: 0, timeOffset: 0.5)
        #expect(v.phase(atParentTime: 0) == .before)
        expectPhase(v.phase(atParentTime: 1), 0.5, 0)
        expectPhase(v.phase(atParentTime: 1e6), 0.5, 0)
        #expect(v.endTime() == .infinity)
        #expect(!v.isFinite)
    }

    @Test("infinite repeats never end")
    func forever() {
        let v = MediaTimingValues(duration: 2, repeatCount: .infinity)
        expectPhase(v.phase(atParentTime: 1001), 0.5, 500)
        #expect(v.endTime() == .infinity)
        #expect(!v.isFinite)
    }

    @Test("a zero duration jumps to its end")
    func zeroDuration() {
        let v = MediaTimingValues(beginTime: 1, duration: 0, fillMode: .both)
        expectPhase(v.phase(atParentTime: 0), 0, 0)
        expectPhase(v.phase(atParentTime: 1), 1, 0)
        #expect(v.endTime() == 1)
        #expect(MediaTimingValues(beginTime: 1, duration: 0).phase(atParentTime: 1) == .after)
    }

    @Test("invalid timing is treated as finished")
    func invalid() {
        let cases = [
            MediaTimingValues(duration: .nan, fillMode: .both),
            MediaTimingValues(duration: -1, fillMode: .both),
            MediaTimingValues(duration: .infinity, fillMode: .both),
            MediaTimingValues(duration: 1, speed: .nan, fillMode: .both),
            MediaTimingValues(beginTime: .nan, duration: 1, fillMode: .both),
            MediaTimingValues(duration: 1, repeatCount: -1, fillMode: .both),
            MediaTimingValues(duration: 1, repeatDuration: .nan, fillMode: .both),
        ]
        for v in cases {
            #expect(!v.isValid)
            #expect(v.phase(atParentTime: 0.5) == .after)
            #expect(v.endTime() == -.infinity)
        }
        #expect(MediaTimingValues(duration: 1).phase(atParentTime: .nan) == .after)
    }

    @Test("the end time is beginTime + activeDuration / |speed|, whatever the offset")
    func endTime() {
        let v = MediaTimingValues(beginTime: 1, duration: 2, speed: 0.5, timeOffset: 0.7, repeatCount: 2)
        #expect(v.endTime() == 9)
        #expect(MediaTimingValues(beginTime: 1, duration: 2, speed: -4).endTime() == 1.5)
    }
}
