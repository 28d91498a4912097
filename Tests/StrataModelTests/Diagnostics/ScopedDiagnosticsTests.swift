import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Diagnostics go to the handler bound for the caller (StrataDiagnostics.withHandler), never to a
// process-wide variable: work running at the same moment on other threads reports to its own
// handler, so a test sees exactly the reports of what it ran.

@Suite("Scoped diagnostics")
struct ScopedDiagnosticsTests {
    /// Makes a cycle refusal, which Strata reports once: `layer` cannot become its own sublayer.
    private static func refuseCycle(named name: String) {
        let layer = CALayer()
        layer.name = name
        layer.addSublayer(layer)
    }

    @Test("each of many threads refusing cycles at once hears exactly its own refusals")
    func concurrentThreadsKeepTheirOwnReports() async {
        let threads = 8, refusals = 50
        let logs = (0..<threads).map { _ in BehaviourTestSupport.Log() }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<threads {
                let log = logs[index]
                group.addTask {
                    StrataDiagnostics.withHandler({ log.append($0) }) {
                        for _ in 0..<refusals { Self.refuseCycle(named: "thread-\(index)") }
                    }
                }
            }
        }
        for (index, log) in logs.enumerated() {
            #expect(log.entries.count == refusals)
            #expect(log.entries.allSatisfy { $0.contains("refused") && $0.contains("thread-\(index)") })
        }
    }

    @Test("a binding ends with its operation, and nested bindings restore the outer one")
    func bindingsNestAndEnd() {
        let outer = BehaviourTestSupport.Log(), inner = BehaviourTestSupport.Log()
        StrataDiagnostics.withHandler({ outer.append($0) }) {
            Self.refuseCycle(named: "first")
            StrataDiagnostics.withHandler({ inner.append($0) }) { Self.refuseCycle(named: "second") }
            Self.refuseCycle(named: "third")
        }
        #expect(outer.entries.count == 2)
        #expect(outer.entries.first?.contains("first") == true)
        #expect(outer.entries.last?.contains("third") == true)
        #expect(inner.entries.count == 1 && inner.entries[0].contains("second"))
    }

    @Test("withHandler passes on what its operation throws, typed")
    func typedThrowsPassThrough() {
        struct Refused: Error, Equatable {}
        let log = BehaviourTestSupport.Log()
        #expect(throws: Refused.self) {
            try StrataDiagnostics.withHandler({ log.append($0) }) { () throws(Refused) -> Void in
                Self.refuseCycle(named: "thrown")
                throw Refused()
            }
        }
        #expect(log.entries.count == 1)
    }
}
