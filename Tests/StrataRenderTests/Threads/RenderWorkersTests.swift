import Foundation
import Synchronization
import Testing
@testable import StrataRender

/// The render workers hand a frame over and back: the caller returns only when every
/// participant has returned, however long one takes or however long ago the workers were woken.
@Suite("Threads: render workers")
struct RenderWorkersTests {
    /// Counts each participant's calls; participant `slow` sleeps `delay` first.
    private final class CountingJob: RenderWorkerJob, Sendable {
        private let state: Mutex<(calls: [Int], finished: [Bool])>
        private let slow: Int?
        private let delay: TimeInterval

        init(participants: Int, slow: Int? = nil, delay: TimeInterval = 0) {
            state = Mutex((Array(repeating: 0, count: participants), Array(repeating: false, count: participants)))
            self.slow = slow
            self.delay = delay
        }

        func run(participant: Int) {
            state.withLock { $0.calls[participant] += 1 }
            if participant == slow { Thread.sleep(forTimeInterval: delay) }
            state.withLock { $0.finished[participant] = true }
        }

        var counts: [Int] { state.withLock { $0.calls } }
        var allFinished: Bool { state.withLock { $0.finished.allSatisfy { $0 } } }
    }

    /// A worker slower than the caller's spin for it: the caller sleeps and is woken, and
    /// returns after the worker, not when its spin ends.
    @Test func callerWaitsForASlowWorker() {
        let workers = RenderWorkers()
        let job = CountingJob(participants: 2, slow: 1, delay: 0.005)
        // Five times the caller's spin for the worker.
        #expect(RenderWorkers.spinForWorkers * 5 <= .milliseconds(5))
        workers.run(job, helpers: 1)
        #expect(job.allFinished)
        #expect(job.counts == [1, 1])
    }

    /// A caller slower than the worker: the worker's report is there when the caller looks.
    @Test func slowCaller() {
        let workers = RenderWorkers()
        let job = CountingJob(participants: 3, slow: 0, delay: 0.003)
        workers.run(job, helpers: 2)
        #expect(job.allFinished)
        #expect(job.counts == [1, 1, 1])
    }

    /// Workers woken for a frame that comes after their spin for it has ended sleep again and
    /// are woken by the frame; a frame expected before any worker exists runs too.
    @Test func frameAfterTheWorkersGaveUpWaiting() {
        let workers = RenderWorkers()
        workers.expectFrame()
        let first = CountingJob(participants: 2)
        workers.run(first, helpers: 1)
        #expect(first.counts == [1, 1])
        workers.expectFrame()
        Thread.sleep(forTimeInterval: 0.01)
        let late = CountingJob(participants: 2)
        workers.run(late, helpers: 1)
        #expect(late.counts == [1, 1])
    }

    /// Frame after frame, expected or not, each participant runs each frame exactly once and
    /// every frame is finished when `run` returns.
    @Test func manyFrames() {
        let workers = RenderWorkers()
        for frame in 0..<2000 {
            if frame % 3 != 0 { workers.expectFrame() }
            let job = CountingJob(participants: 2)
            workers.run(job, helpers: 1)
            guard job.counts == [1, 1], job.allFinished else {
                Issue.record("frame \(frame): calls \(job.counts)")
                return
            }
        }
    }

    /// A frame asking for fewer workers than exist: the others do not join it.
    @Test func fewerHelpersThanWorkers() {
        let workers = RenderWorkers()
        let wide = CountingJob(participants: 4)
        workers.run(wide, helpers: 3)
        #expect(wide.counts == [1, 1, 1, 1])
        let narrow = CountingJob(participants: 4)
        workers.expectFrame()
        workers.run(narrow, helpers: 1)
        #expect(narrow.counts == [1, 1, 0, 0])
    }
}
