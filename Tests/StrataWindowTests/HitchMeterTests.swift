import Testing
@testable import StrataWindow

/// Hitch time as Apple counts it: a frame of a running animation that missed refreshes was late
/// by the refreshes it took beyond one; read per second against 5, 10 and 25 ms/s.
@Suite("Window: hitches")
struct HitchMeterTests {
    static let refresh = 1.0 / 60

    @Test("a steady 60 Hz animation has no hitch, its longest frame one refresh")
    func steady() {
        var meter = HitchMeter()
        for n in 0...60 { meter.frame(target: 10 + Double(n) * Self.refresh, interval: Self.refresh, animating: true) }
        #expect(meter.hitchMillisecondsPerSecond == 0)
        #expect(abs(meter.longestFrameSeconds - Self.refresh) < 1e-9)
        var statistics = FrameStatistics()
        statistics.hitchMillisecondsPerSecond = meter.hitchMillisecondsPerSecond
        #expect(statistics.hitchRating == .good)
    }

    @Test("a frame three refreshes after the last is 2/60 s late: 33.3 ms/s, critical; longest 50 ms")
    func missedTwoRefreshes() {
        var meter = HitchMeter()
        var target = 10.0
        for _ in 0..<20 {
            target += Self.refresh
            meter.frame(target: target, interval: Self.refresh, animating: true)
        }
        target += 3 * Self.refresh
        meter.frame(target: target, interval: Self.refresh, animating: true)
        #expect(abs(meter.hitchMillisecondsPerSecond - 2000.0 / 60) < 1e-6)
        #expect(abs(meter.longestFrameSeconds - 3 * Self.refresh) < 1e-9)
        var statistics = FrameStatistics()
        statistics.hitchMillisecondsPerSecond = meter.hitchMillisecondsPerSecond
        #expect(statistics.hitchRating == .critical)
        // A second later it has left the window of the last second.
        for _ in 0..<61 {
            target += Self.refresh
            meter.frame(target: target, interval: Self.refresh, animating: true)
        }
        #expect(meter.hitchMillisecondsPerSecond == 0)
    }

    @Test("jitter under half a refresh is no hitch; a pause between animations is none either")
    func jitterAndIdle() {
        var meter = HitchMeter()
        meter.frame(target: 10, interval: Self.refresh, animating: true)
        meter.frame(target: 10 + 1.4 * Self.refresh, interval: Self.refresh, animating: true)
        #expect(meter.hitchMillisecondsPerSecond == 0)
        // Idle for half a second (a click's redraw), then animating again.
        meter.frame(target: 10.2, interval: Self.refresh, animating: false)
        meter.frame(target: 10.7, interval: Self.refresh, animating: true)
        meter.frame(target: 10.7 + Self.refresh, interval: Self.refresh, animating: true)
        #expect(meter.hitchMillisecondsPerSecond == 0)
    }

    @Test("Apple's thresholds: 5, 10 and 25 ms/s")
    func thresholds() {
        var statistics = FrameStatistics()
        for (ratio, rating) in [(5.0, FrameStatistics.HitchRating.good), (5.1, .acceptable), (10, .acceptable),
                                (25, .warning), (25.1, .critical)] {
            statistics.hitchMillisecondsPerSecond = ratio
            #expect(statistics.hitchRating == rating, "\(ratio) ms/s")
        }
    }
}
