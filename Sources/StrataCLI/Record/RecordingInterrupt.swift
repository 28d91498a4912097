import Foundation
import Synchronization

/// Set by SIGINT and SIGTERM during a recording, so that the frame loop stops and removes its
/// temporary files instead of leaving them behind; an atomic store is all a signal handler may do.
private let interruptSignal = Atomic<Int32>(0)

/// Ctrl-C and `kill` during `strata record`.
enum RecordingInterrupt {
    /// Installs the handlers; until then the default (exit at once) applies.
    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in interruptSignal.store(received, ordering: .relaxed) }
        }
    }

    /// The signal received, or nil.
    static var received: Int32? {
        let value = interruptSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
