import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// `CADisplayLink` driven as a host drives it: `DisplayLinkDriver.fire` once per presented frame
/// with synthetic timestamps of a 60 Hz display (frame k displayed at 100 + k/60). Each test
/// invalidates its links, since a run loop keeps its links and tests share threads.
@Suite("DisplayLink: CADisplayLink")
struct DisplayLinkTests {
    private let period = 1.0 / 60

    /// Presents frames `range` on this thread.
    private func present(_ range: Range<Int>) {
        for k in range {
            let t = 100 + Double(k) * period
            DisplayLinkDriver.fire(timestamp: t, targetTimestamp: t + period, duration: period)
        }
    }

    private final class Counter {
        var frames: [Int] = []
        var link: CADisplayLink?
        func step(_ link: CADisplayLink) {
            frames.append(Int(((link.timestamp - 100) / (1.0 / 60)).rounded()))
            self.link = link
        }
        func tick() { frames.append(-1) }
    }

    @Test("the closure form fires every frame with the frame's timestamp, targetTimestamp and duration")
    func everyFrame() {
        var seen: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { link in seen.append((link.timestamp, link.targetTimestamp, link.duration)) }
        defer { link.invalidate() }
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        link.add(to: .current, forMode: .default)
        #expect(DisplayLinkDriver.hasActiveLinks)
        present(0..<3)
        #expect(seen.count == 3)
        for (k, values) in seen.enumerated() {
            let t = 100 + Double(k) / 60
            #expect(values.0 == t && values.1 == t + 1.0 / 60 && values.2 == 1.0 / 60)
        }
    }

    @Test("preferredFramesPerSecond 20 on a 60 Hz display fires every third frame; 0, 60 and 120 every frame")
    func preferredRate() {
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.step)
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 20
        link.add(to: .current, forMode: .common)
        present(0..<10)
        // 60 / 20 = 3 display frames per call, starting with the first frame presented.
        #expect(counter.frames == [0, 3, 6, 9])
        #expect(counter.link === link)
        for (index, rate) in [0, 60, 120].enumerated() {
            counter.frames = []
            link.preferredFramesPerSecond = rate
            let first = 12 + 4 * index
            present(first..<first + 4)
            #expect(counter.frames == Array(first..<first + 4), "rate \(rate)")
        }
        // 25 on 60 Hz: 60 / 25 = 2.4 rounds to every 2nd frame (30 per second), counted from
        // the last call (frame 23).
        counter.frames = []
        link.preferredFramesPerSecond = 25
        present(24..<30)
        #expect(counter.frames == [25, 27, 29])
    }

    @Test("preferredFrameRateRange takes over from preferredFramesPerSecond: its preferred rate, else its maximum")
    func preferredRange() {
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.step)
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 60
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        link.add(to: .current, forMode: .common)
        present(0..<10)
        // Preferred 20 on 60 Hz: every third frame, whatever preferredFramesPerSecond says.
        #expect(counter.frames == [0, 3, 6, 9])
        // No preferred rate: the maximum, 30, every second frame (counted from frame 9).
        counter.frames = []
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30)
        present(10..<16)
        #expect(counter.frames == [11, 13, 15])
        // A preferred rate above the maximum is held to it; the default range hands back to
        // preferredFramesPerSecond (60: every frame).
        counter.frames = []
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 120)
        present(16..<20)
        #expect(counter.frames == [17, 19])
        counter.frames = []
        link.preferredFrameRateRange = .default
        present(20..<23)
        #expect(counter.frames == [20, 21, 22])
        #expect(CAFrameRateRange.default.isEqual(to: CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)))
    }

    @Test("isPaused: no calls, and no active links to keep the host drawing")
    func paused() {
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        defer { link.invalidate() }
        link.add(to: .current, forMode: .default)
        link.isPaused = true
        #expect(!DisplayLinkDriver.hasActiveLinks)
        present(0..<5)
        #expect(calls == 0)
        link.isPaused = false
        #expect(DisplayLinkDriver.hasActiveLinks)
        present(5..<7)
        #expect(calls == 2)
    }

    @Test("invalidate removes the link and releases its target; remove(from:forMode:) stops it too")
    func invalidateAndRemove() {
        weak var released: Counter?
        var link: CADisplayLink?
        do {
            let counter = Counter()
            released = counter
            link = CADisplayLink(target: counter, selector: Counter.tick)
            link?.add(to: .current, forMode: .default)
        }
        present(0..<2)
        #expect(released?.frames == [-1, -1])
        link?.invalidate()
        #expect(released == nil)
        #expect(!DisplayLinkDriver.hasActiveLinks)
        present(2..<4)

        var calls = 0
        let other = CADisplayLink { _ in calls += 1 }
        defer { other.invalidate() }
        other.add(to: .current, forMode: .default)
        other.add(to: .current, forMode: .common)
        other.remove(from: .current, forMode: .default)
        present(4..<5)
        #expect(calls == 1)
        other.remove(from: .current, forMode: .common)
        present(5..<6)
        #expect(calls == 1)
        #expect(!DisplayLinkDriver.hasActiveLinks)
    }

    @Test("only the run loop's own thread fires it, and only for the modes the host runs")
    func runLoopsAndModes() {
        var calls = 0
        let tracking = CADisplayLink { _ in calls += 1 }
        defer { tracking.invalidate() }
        tracking.add(to: .current, forMode: RunLoop.Mode("strata.tracking"))
        present(0..<2)
        #expect(calls == 0)
        #expect(!DisplayLinkDriver.hasActiveLinks)

        // Added to another thread's run loop (as to RunLoop.main from a background thread):
        // that thread fires it, this one does not.
        let other = OtherRunLoop()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            other.runLoop = .current
            done.signal()
        }
        thread.start()
        done.wait()
        let elsewhere = CADisplayLink { _ in calls += 100 }
        defer { elsewhere.invalidate() }
        if let runLoop = other.runLoop { elsewhere.add(to: runLoop, forMode: .default) }
        present(2..<4)
        #expect(calls == 0)
        #expect(!DisplayLinkDriver.hasActiveLinks)
    }

    /// Another thread's run loop, kept alive for the test (a freed one's identity could be
    /// reused).
    private final class OtherRunLoop: @unchecked Sendable {
        var runLoop: RunLoop?
    }

    @Test("bad input is reported, never a crash: a negative rate, adding an invalidated link")
    func badInput() {
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        let log = BehaviourTestSupport.recordingDiagnostics {
            link.preferredFramesPerSecond = -5
            link.add(to: .current, forMode: .default)
            present(0..<2)
            link.invalidate()
            link.add(to: .current, forMode: .default)
            present(2..<3)
        }
        #expect(calls == 2)
        #expect(log.filter { $0.contains("CADisplayLink") }.count == 2, "\(log)")
        #expect(!DisplayLinkDriver.hasActiveLinks)
    }
}
