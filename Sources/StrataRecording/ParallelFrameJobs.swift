import Foundation
import Strata
import Synchronization

/// A recording split into consecutive ranges of frames, one `FrameJob` per thread, each on a
/// tree of its own; the calling thread waits and reports progress.
struct ParallelFrameJobs {
    let recorder: LayerRecorder
    let jobs: Int
    let makeTree: @Sendable () throws(RecordingError) -> RecordedTree
    let directory: URL

    /// Starts the jobs and waits for all of them; the first failure stops the others.
    func run(progress: (RecordingProgress) -> Bool) throws(RecordingError) {
        let count = recorder.frameCount
        let state = JobState()
        for job in 0..<jobs {
            let range = (count * job / jobs)..<(count * (job + 1) / jobs)
            let work = { @Sendable [recorder, makeTree, directory] in
                var reported = 0
                do throws(RecordingError) {
                    let job = FrameJob(recorder: recorder, tree: try makeTree(), frames: range, directory: directory)
                    try job.run { done in
                        state.rendered.add(done - reported, ordering: .relaxed)
                        reported = done
                        return !state.stop.load(ordering: .relaxed)
                    }
                } catch {
                    state.fail(error)
                }
                state.finished.add(1, ordering: .releasing)
            }
            let thread = Thread(block: work)
            // Deep layer trees recurse while rendering: the main thread's stack size.
            thread.stackSize = 8 << 20
            thread.start()
        }
        var shown = -1
        while state.finished.load(ordering: .acquiring) < jobs {
            let rendered = state.rendered.load(ordering: .relaxed)
            if rendered != shown {
                shown = rendered
                if !progress(RecordingProgress(framesRendered: rendered, frameCount: count)) { state.fail(.cancelled) }
            }
            usleep(10_000)
        }
        if let failure = state.failure.withLock({ $0 }) { throw failure }
        if shown != count, !progress(RecordingProgress(framesRendered: count, frameCount: count)) { throw .cancelled }
    }
}

/// What the jobs of one recording share.
private final class JobState: Sendable {
    let rendered = Atomic<Int>(0)
    let finished = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    let failure = Mutex<RecordingError?>(nil)

    /// Keeps the first failure (a cancel counts) and stops the other jobs.
    func fail(_ error: RecordingError) {
        failure.withLock { if $0 == nil { $0 = error } }
        stop.store(true, ordering: .relaxed)
    }
}
