import Foundation

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
final class RenderWorkers: @unchecked Sendable {
    /// The workers every render tree shares.
    static let shared = RenderWorkers()

    /// Guards every field below; workers wait on it for a frame, the caller for the workers.
    private let condition = NSCondition()
    /// Workers made so far.
    private var workerCount = 0
    /// The frame being drawn, and how many workers join it.
    private var job: RenderWorkerJob?
    private var joining = 0
    /// Advances with each frame handed to the workers.
    private var generation: UInt64 = 0
    /// Workers of the current frame that have not finished.
    private var unfinished = 0
    /// Whether a frame holds the workers.
    private var busy = false

    /// The stack of a worker: as the main thread's, for trees drawn `CALayer.maximumDepth` deep.
    private static let stackSize = 8 << 20

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
        joining = helpers
        unfinished = helpers
        generation &+= 1
        condition.broadcast()
        condition.unlock()

        job.run(participant: 0)

        condition.lock()
        while unfinished > 0 { condition.wait() }
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

    /// A worker's life: wait for a frame it is asked to join, run its part, report, wait again.
    private func work(index: Int) {
        condition.lock()
        // Frames before the worker existed are not its to join.
        var seen = generation - 1
        while true {
            while generation == seen { condition.wait() }
            seen = generation
            guard index < joining, let job else { continue }
            condition.unlock()
            job.run(participant: index + 1)
            condition.lock()
            unfinished -= 1
            if unfinished == 0 { condition.broadcast() }
        }
    }
}
