import Foundation
@testable import StrataRender
import Testing

/// The clock that decides whether a frame applies a node's animations again. Core Animation
/// presents an animation's value at every frame's time while it runs, its end state once when it
/// ends (removed or frozen by `fillMode`), and nothing new while time stands still or before it
/// begins: a frame that could only show the same values must not pay for them.
@Suite("Render node parts: the animation clock and schedule")
struct AnimationClockTests {
    /// One animation active over local time [1, 3), seen at `local`, at speed 1, in a frame at
    /// media time 100.
    static func schedule(at local: CFTimeInterval, speed: Double = 1) -> AnimationSchedule {
        var schedule = AnimationSchedule()
        schedule.add(begin: 1, end: 3, atLocalTime: local, mediaTime: 100, speed: speed)
        return schedule
    }

    @Test("an animation's phase: before it begins, while it runs, after it ends")
    func phases() {
        // Before: not running, phase 0; the next frame is due when it begins, 1 − 0.5 = 0.5 s
        // of local time later, which at speed 1 is media time 100.5.
        let before = Self.schedule(at: 0.5)
        #expect(!before.running && before.state == 0 && before.next == 100.5)
        // At speed 2, half a second of local time passes in a quarter of media time.
        #expect(Self.schedule(at: 0.5, speed: 2).next == 100.25)
        // Active from its begin time (inclusive): running, phase 1, a frame at this frame's time.
        let running = Self.schedule(at: 1)
        #expect(running.running && running.state == 1 && running.next == 100)
        // Ended at its end time (exclusive): phase 2, no frame needed.
        let after = Self.schedule(at: 3)
        #expect(!after.running && after.state == 2 && after.next == .infinity)
        // A frozen timespace (speed 0) shows the same thing at every frame: none is asked for.
        #expect(Self.schedule(at: 2, speed: 0).next == .infinity)
    }

    @Test("two animations: each one's phase is a base-3 digit, so any start or end changes the code")
    func twoAnimations() {
        var schedule = AnimationSchedule()
        schedule.add(begin: 0, end: 10, atLocalTime: 5, mediaTime: 0, speed: 1)  // running: 1
        schedule.add(begin: 0, end: 2, atLocalTime: 5, mediaTime: 0, speed: 1)   // ended: 2
        #expect(schedule.state == 1 * 3 + 2)
        #expect(schedule.running)
    }

    @Test("the clock applies at first, while running, once at the end, and not again")
    func applications() {
        var clock = AnimationClock()
        // Never applied: the first frame applies whatever the schedule says.
        #expect(clock.mustApply(atLocalTime: 0.5, Self.schedule(at: 0.5)))
        clock.applied(atLocalTime: 0.5, Self.schedule(at: 0.5))
        // Before the begin time, time moving changes nothing shown.
        #expect(!clock.mustApply(atLocalTime: 0.7, Self.schedule(at: 0.7)))
        // It started in between (phase 0 → 1): apply.
        #expect(clock.mustApply(atLocalTime: 1.5, Self.schedule(at: 1.5)))
        clock.applied(atLocalTime: 1.5, Self.schedule(at: 1.5))
        // Running and time moved: apply. The same time again: nothing new.
        #expect(clock.mustApply(atLocalTime: 2, Self.schedule(at: 2)))
        #expect(!clock.mustApply(atLocalTime: 1.5, Self.schedule(at: 1.5)))
        clock.applied(atLocalTime: 2, Self.schedule(at: 2))
        // Ended after running at the last application: its end state shows once…
        #expect(clock.mustApply(atLocalTime: 4, Self.schedule(at: 4)))
        clock.applied(atLocalTime: 4, Self.schedule(at: 4))
        // …and never again while it stays ended.
        #expect(!clock.mustApply(atLocalTime: 9, Self.schedule(at: 9)))
    }

    @Test("a scrub across a whole animation is seen; a stale clock applies whatever the time")
    func scrubsAndStaleness() {
        var clock = AnimationClock()
        clock.applied(atLocalTime: 0, Self.schedule(at: 0))
        // From before it to after it in one step (a paused layer's timeOffset moved): neither
        // end was running, but the phase went from 0 to 2.
        #expect(clock.mustApply(atLocalTime: 5, Self.schedule(at: 5)))
        clock.applied(atLocalTime: 5, Self.schedule(at: 5))
        #expect(!clock.mustApply(atLocalTime: 5, Self.schedule(at: 5)))
        // New values committed under the animations: the next frame applies at the same time.
        clock.isStale = true
        #expect(clock.mustApply(atLocalTime: 5, Self.schedule(at: 5)))
        clock.applied(atLocalTime: 5, Self.schedule(at: 5))
        #expect(!clock.isStale)
    }

    @Test("moving the clock keeps the schedule it last saw")
    func moving() {
        var clock = AnimationClock()
        #expect(clock.time.isNaN)
        clock.applied(atLocalTime: 2, Self.schedule(at: 2))
        clock.move(to: 7)
        #expect(clock.time == 7 && clock.wasRunning && clock.state == 1)
    }
}
