import Testing
@testable import StrataWayland

/// wl_keyboard.repeat_info: the first repeat after `delay`, then `rate` per second; rate 0 is off.
@Suite struct KeyRepeatTests {
    @Test func firstRepeatWaitsForTheDelayThenFollowsTheRate() {
        var timing = KeyRepeat()
        timing.rate = 25
        timing.delay = 0.6
        timing.pressed(30, at: 10, repeats: true)
        #expect(timing.due(at: 10.5) == nil)
        #expect(timing.due(at: 10.6) == 30)
        // 25 per second: 40 ms apart.
        #expect(abs((timing.nextTime ?? 0) - 10.64) < 1e-9)
        #expect(timing.due(at: 10.63) == nil)
        #expect(timing.due(at: 10.641) == 30)
    }

    @Test func releaseAndRateZeroStopRepeating() {
        var timing = KeyRepeat()
        timing.pressed(30, at: 0, repeats: true)
        timing.released(31)
        #expect(timing.nextTime != nil)
        timing.released(30)
        #expect(timing.nextTime == nil)
        timing.rate = 0
        timing.pressed(30, at: 0, repeats: true)
        #expect(timing.nextTime == nil)
        timing.rate = 25
        timing.pressed(42, at: 0, repeats: false)
        #expect(timing.nextTime == nil)
    }

    @Test func aLateLoopRepeatsOnceNotOncePerMissedInterval() {
        var timing = KeyRepeat()
        timing.rate = 10
        timing.delay = 0.5
        timing.pressed(30, at: 0, repeats: true)
        #expect(timing.due(at: 3) == 30)
        #expect(timing.due(at: 3) == nil)
        // 10 per second: the next one 100 ms after the late one.
        #expect(abs((timing.nextTime ?? 0) - 3.1) < 1e-9)
    }
}
