import Foundation

/// What `strata fuzz` prints when a signal ends it: the seed and the iteration it was in, and the
/// command that replays that iteration alone (each iteration has its own random stream), so a
/// crash or a hang stopped with Ctrl-C or `timeout` points at one iteration, not at a stretch.
///
/// The handler only calls `write(2)`, `sigaction` and `raise`, which a signal handler may call,
/// and formats the numbers on the stack. It then gives the signal back to whatever handled it
/// before (the Swift runtime's backtracer, or the default action), so a crash still ends the
/// process as a crash, with its exit status.
enum FuzzStopReport {
    /// The faults a crash raises (a Swift trap is `SIGILL` or `SIGTRAP`), an abort, and the
    /// interrupt and termination a hang is stopped with.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGINT, SIGTERM]

    /// Installs the handlers for a run of `seed`; call once, before the first iteration.
    static func install(seed: UInt64) {
        fuzzStopSeed = seed
        for signal in signals {
            var action = SignalAction()
            action.__sigaction_handler.sa_handler = fuzzStopHandler
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &fuzzStopPreviousActions[Int(signal)])
        }
    }

    /// Notes that `iteration` has begun.
    @inline(__always)
    static func begin(iteration: Int) {
        fuzzStopIteration = iteration
    }
}

// Read by the signal handler, which can reach only globals; written before the handlers are
// installed (the seed and the previous actions) or by the one fuzzing thread (the iteration).
nonisolated(unsafe) private var fuzzStopSeed: UInt64 = 0
nonisolated(unsafe) private var fuzzStopIteration = 0
nonisolated(unsafe) private var fuzzStopPreviousActions = [SignalAction](repeating: SignalAction(), count: 65)

/// Glibc's `struct sigaction`, which its function of the same name hides in expressions.
private typealias SignalAction = sigaction

private func fuzzStopHandler(_ signal: Int32) {
    let iteration = UInt64(max(fuzzStopIteration, 0))
    writeToStandardError("\nstrata fuzz: stopped by signal ")
    writeToStandardError(UInt64(max(signal, 0)))
    writeToStandardError(" in iteration ")
    writeToStandardError(iteration)
    writeToStandardError(" of seed ")
    writeToStandardError(fuzzStopSeed)
    writeToStandardError("; replay it alone with: strata fuzz --seed ")
    writeToStandardError(fuzzStopSeed)
    writeToStandardError(" --from ")
    writeToStandardError(iteration)
    writeToStandardError(" --iterations ")
    writeToStandardError(iteration + 1)
    writeToStandardError("\n")
    fuzzStopPreviousActions.withUnsafeBufferPointer { previous in
        guard let base = previous.baseAddress, (0..<previous.count).contains(Int(signal)) else { return }
        _ = sigaction(signal, base + Int(signal), nil)
    }
    // Blocked until this handler returns, then delivered to the previous one: at the faulting
    // instruction for a crash, so its backtrace is the crash's.
    raise(signal)
}

private func writeToStandardError(_ text: StaticString) {
    _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
}

/// Writes `value` in decimal, formatted on the stack.
private func writeToStandardError(_ value: UInt64) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
        var remaining = value
        var start = digits.count
        repeat {
            start -= 1
            digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        } while remaining > 0
        guard let base = digits.baseAddress else { return }
        _ = write(STDERR_FILENO, base + start, digits.count - start)
    }
}
