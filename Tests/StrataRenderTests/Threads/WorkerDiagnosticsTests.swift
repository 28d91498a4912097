import Foundation
import Synchronization
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A job that reports one diagnostic from each participant that runs it, and counts them.
private final class ReportingJob: RenderWorkerJob, @unchecked Sendable {
    let runs = Atomic<Int>(0)
    let workerRuns = Atomic<Int>(0)
    func run(participant: Int) {
        runs.add(1, ordering: .relaxed)
        if participant > 0 { workerRuns.add(1, ordering: .relaxed) }
        StrataDiagnostics.report("participant \(participant)")
    }
}

@Suite("Render workers carry the frame's diagnostics handler")
struct WorkerDiagnosticsTests {
    @Test("a report made on a worker thread reaches the handler bound where the frame was handed over")
    func workerReportsReachTheCallersHandler() {
        // The workers may be busy with another test's frame, in which case the job runs on the
        // caller alone; try until a worker took part (a worker always exists after the first try).
        var sawWorker = false
        for _ in 0..<200 where !sawWorker {
            let job = ReportingJob()
            let log = BehaviourTestSupport.recordingDiagnostics {
                RenderWorkers.shared.run(job, helpers: 1)
            }
            // Every participant's report, the worker's included, reached this test's handler.
            #expect(log.count == job.runs.load(ordering: .relaxed))
            #expect(log.filter { $0 == "participant 1" }.count == job.workerRuns.load(ordering: .relaxed))
            sawWorker = job.workerRuns.load(ordering: .relaxed) > 0
        }
        #expect(sawWorker)
    }
}
