import Foundation
import Synchronization
import StrataModel

/// Work shared by the threads drawing one frame: `run(participant:)` is called once on each,
/// the frame's own thread being participant 0.
protocol RenderWorkerJob: AnyObject {
    func run(participant: Int)
}

/// The process's render worker threads: made when a frame first asks for them and kept for the
/// life of the process, so that no frame makes a thread. A frame's caller works too, as
/// participant 0, and waits for the workers it asked for before returning.
///
/// One frame uses the workers at a time. A frame that finds them busy (two render trees drawing
/// on two threads at once) runs its job alone on its own thread; the job is written so that
/// any number of participants finish it.
///
/// Handing over: waking a sleeping thread costs 0.05 to 0.25 ms on the virtual machines Strata
/// runs on (the idle virtual core must be scheduled again), against 1.5 to 2.5 ms for each
/// thread's half of a whole frame. `strata bench --only threads` measured both ends of it: the
/// worker started 0.08 to 0.22 ms after the frame's caller, and the caller, asleep until the
/// worker's last band, returned up to 0.26 ms after it. So a frame that expects to be cut into
/// bands wakes the workers while it works out the cuts (`expectFrame()`), and they wait for it
/// spinning, for at most `spinForFrame`; and the caller, done with its own bands, waits for the
/// workers' last one spinning, for at most `spinForWorkers`, before it sleeps. Both spins end
/// in the sleep they replaced, so a frame that never comes or a worker held up costs a bounded
/// spin, never a hang. A spin is a bare loop of loads: one that called `sched_yield` at each
/// turn noticed the worker's report 0.034 ms after it on average, the bare loop 0.007 ms.
final class RenderWorkers: @unchecked Sendable {
    /// The workers every render tree shares.
    static let shared = RenderWorkers()

    /// How long a woken worker spins for its frame before it sleeps again: longer than the
    /// serial work of a frame between `expectFrame()` and `run` (0.02 to 0.04 ms measured).
    static let spinForFrame: Duration = .microseconds(500)
    /// How long the caller spins for the workers' last bands before it sleeps: about the
    /// largest band of a whole frame (two sevenths of it on 2 threads, `FrameBands.share`), so
    /// the spin outlasts what is left of the worker's band when the caller runs out of bands.
    static let spinForWorkers: Duration = .milliseconds(1)

    /// Guards every field below but the atomics, which are changed only holding it; workers
    /// sleep on it for a frame, the caller for the workers.
    private let condition = NSCondition()
    /// Workers made so far.
    private var workerCount = 0
    /// The frame being drawn, and how many workers join it.
    private var job: RenderWorkerJob?
    /// The diagnostics handler bound where the current frame was handed over, if any: the
    /// workers report to it while they run that frame's job, as the caller's thread does.
    /// Unbound (a window's frames), the workers take over nothing and allocate nothing.
    private var diagnostics: StrataDiagnostics.Handler?
    private var joining = 0
    /// Advances with each frame handed to the workers; read without the lock by a spinning
    /// worker.
    private let generation = Atomic<UInt64>(0)
    /// Advances with each `expectFrame()` that woke workers.
    private var wakeCalls: UInt64 = 0
    /// Workers of the current frame that have not finished; read without the lock by the
    /// spinning caller.
    private let unfinished = Atomic<Int>(0)
    /// Workers asleep on `condition`, and whether the caller is.
    private var sleepingWorkers = 0
    private var callerSleeping = false
    /// Whether a frame holds the workers.
    private var busy = false

    /// The stack of a worker: as the main thread's, for trees drawn `CALayer.maximumDepth` deep.
    private static let stackSize = 8 << 20

    /// Wakes the sleeping workers ahead of a frame the caller is about to hand them with
    /// `run`, so that they are awake when it comes; they sleep again after `spinForFrame`
    /// without one. Does nothing before the first frame made the workers.
    func expectFrame() {
        condition.lock()
        if !busy, sleepingWorkers > 0 {
            wakeCalls &+= 1
            condition.broadcast()
        }
        condition.unlock()
    }

    /// Runs `job` on the calling thread and `helpers` workers (made on first use), and returns
    /// when every participant has returned.
    func run(_ job: RenderWorkerJob, helpers: Int) {
        condition.lock()
        guard !busy, helpers > 0 else {
            condition.unlock()
            job.run(participant: 0)
            return
        }
        busy = true
        while workerCount < helpers {
            startWorker(index: workerCount)
            workerCount += 1
        }
        self.job = job
        diagnostics = StrataDiagnostics.boundHandler
        joining = helpers
        unfinished.store(helpers, ordering: .relaxed)
        generation.add(1, ordering: .releasing)
        // Workers spinning for the frame see `generation`; only sleeping ones need the call.
        if sleepingWorkers > 0 { condition.broadcast() }
        condition.unlock()

        job.run(participant: 0)

        _ = RenderWorkers.spin(for: RenderWorkers.spinForWorkers) { unfinished.load(ordering: .acquiring) == 0 }
        // Taking the lock orders every worker's pixels before the caller's return, spun or not.
        condition.lock()
        callerSleeping = true
        while unfinished.load(ordering: .relaxed) > 0 { condition.wait() }
        callerSleeping = false
        self.job = nil
        busy = false
        condition.unlock()
    }

    /// Starts worker `index` (participant `index + 1`); called holding the lock.
    private func startWorker(index: Int) {
        let thread = Thread { [self] in work(index: index) }
        thread.name = "strata-render-\(index + 1)"
        thread.stackSize = RenderWorkers.stackSize
        thread.start()
    }

    /// A worker's life: sleep until a frame or a frame expected, spin a while for an expected
    /// one, run its part of a frame it is asked to join, report, and sleep again.
    private func work(index: Int) {
        condition.lock()
        // Frames before the worker existed are not its to join; it starts within the first
        // (made holding the lock that frame's `generation` was advanced under).
        var seen = generation.load(ordering: .relaxed) &- 1
        var seenWake = wakeCalls
        while true {
            while generation.load(ordering: .relaxed) == seen, wakeCalls == seenWake {
                sleepingWorkers += 1
                condition.wait()
                sleepingWorkers -= 1
            }
            seenWake = wakeCalls
            if generation.load(ordering: .relaxed) == seen {
                condition.unlock()
                let last = seen
                _ = RenderWorkers.spin(for: RenderWorkers.spinForFrame) {
                    generation.load(ordering: .acquiring) != last
                }
                condition.lock()
                if generation.load(ordering: .relaxed) == seen { continue }
            }
            seen = generation.load(ordering: .relaxed)
            guard index < joining, let job else { continue }
            let handler = diagnostics
            condition.unlock()
            if let handler {
                StrataDiagnostics.onThisThread(handler) { job.run(participant: index + 1) }
            } else {
                job.run(participant: index + 1)
            }
            condition.lock()
            if unfinished.subtract(1, ordering: .releasing).newValue == 0, callerSleeping { condition.broadcast() }
        }
    }

    /// Spins until `done()` or for at most `limit` (the clock read every 64 turns); whether
    /// `done()` came true.
    private static func spin(for limit: Duration, until done: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var turns = 0
        while !done() {
            turns &+= 1
            if turns & 63 == 0 { guard clock.now < deadline else { return false } }
        }
        return true
    }
}
