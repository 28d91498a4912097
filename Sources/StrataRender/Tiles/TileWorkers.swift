import Foundation
import StrataModel

/// One tile of a tiled layer handed to the tile threads: the layer's `draw(in:)` into the tile's
/// pixels, and the image once it is done.
final class TileJob: @unchecked Sendable {
    private let condition = NSCondition()
    private let work: () -> CGImage?
    /// The handler the submitting frame reports to, bound on the tile thread while it draws.
    private let diagnostics: StrataDiagnostics.Handler?
    private var image: CGImage?
    private var finished = false
    /// The media time a tile thread took the job; nil while it waits in the queue.
    private var startedAt: CFTimeInterval?

    /// A job drawing with `work` (made and called on a tile thread).
    init(_ work: @escaping () -> CGImage?) {
        self.work = work
        diagnostics = StrataDiagnostics.boundHandler
    }

    /// Draws the tile, on the calling tile thread.
    fileprivate func run() {
        condition.withLock { startedAt = CACurrentMediaTime() }
        let made = diagnostics.map { StrataDiagnostics.onThisThread($0, work) } ?? work()
        condition.withLock {
            image = made
            finished = true
            condition.broadcast()
        }
    }

    /// Waits until the tile is drawn or media time `deadline` passes; whether it is drawn.
    func wait(until deadline: CFTimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !finished {
            let left = deadline - CACurrentMediaTime()
            guard left > 0 else { return false }
            _ = condition.wait(until: Date(timeIntervalSinceNow: left))
        }
        return true
    }

    /// Whether the tile is drawn, and its image (nil when its context could not be made).
    var result: (finished: Bool, image: CGImage?) { condition.withLock { (finished, image) } }

    /// How long a tile thread has been drawing it at media time `now`; 0 while it waits.
    func drawingTime(at now: CFTimeInterval) -> CFTimeInterval {
        condition.withLock { startedAt.map { now - $0 } ?? 0 }
    }
}

/// The threads tiled layers draw their tiles on, as Apple's tiled layers draw on background
/// threads: a frame hands its new tiles over and waits for them only as long as it chooses
/// (`TileCache.frameWait`, `TileCache.drawLimit`), so an app's slow `draw(in:)` slows its tiles,
/// never the window, and one that never returns costs a bounded wait and a diagnostic.
///
/// A thread is made when a tile is handed over and none is idle, up to `threadLimit`: a thread
/// stuck in a `draw(in:)` that never returns is lost for good (a thread cannot be stopped from
/// outside), and the others go on. Past the limit, new tiles wait in the queue, and frames give
/// up on them at their deadline. The app's `draw(in:)` may run on several of these threads at
/// once, as on Apple's platforms.
final class TileWorkers: @unchecked Sendable {
    /// The tile threads every render tree shares.
    static let shared = TileWorkers()
    /// The most threads made, stuck ones included.
    static let threadLimit = 8

    private let condition = NSCondition()
    private var queue: [TileJob] = []
    private var threads = 0
    private var idle = 0

    /// Queues `job` for the next free tile thread.
    func submit(_ job: TileJob) {
        condition.lock()
        defer { condition.unlock() }
        queue.append(job)
        if idle < queue.count, threads < Self.threadLimit {
            threads += 1
            let thread = Thread { [unowned self] in self.serve() }
            thread.name = "strata-tiles"
            thread.start()
        }
        condition.signal()
    }

    /// A tile thread's life: take a job, draw it, again.
    private func serve() {
        while true {
            condition.lock()
            idle += 1
            while queue.isEmpty { condition.wait() }
            idle -= 1
            let job = queue.removeFirst()
            condition.unlock()
            job.run()
        }
    }
}
