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
        // Workers of this test's own: the shared ones may be busy with another test's frame,
        // which would run the job on the caller alone.
        let workers = RenderWorkers()
        for _ in 0..<3 {
            let job = ReportingJob()
            let log = BehaviourTestSupport.recordingDiagnostics { workers.run(job, helpers: 1) }
            #expect(job.runs.load(ordering: .relaxed) == 2 && job.workerRuns.load(ordering: .relaxed) == 1)
            #expect(log.sorted() == ["participant 0", "participant 1"])
        }
    }
}
