import Foundation
import QuartzCore

/// The lines reported to a handler bound for one call.
private final class ReportLog: @unchecked Sendable {
    let lock = NSLock()
    var lines: [String] = []
}

/// What `body` returned and the diagnostics it reported, in order: only those of this task (its
/// handler is bound for the call), whatever other tests report meanwhile.
func diagnostics<Result>(_ body: () throws -> Result) rethrows -> (result: Result, reports: [String]) {
    let log = ReportLog()
    let result = try StrataDiagnostics.withHandler({ line in log.lock.withLock { log.lines.append(line) } },
                                                   operation: body)
    return (result, log.lock.withLock { log.lines })
}

/// The diagnostics `body` reported, in order.
func diagnostics(_ body: () -> Void) -> [String] {
    diagnostics { () -> Void in body() }.reports
}
