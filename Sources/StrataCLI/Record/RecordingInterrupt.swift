import Foundation
import Synchronization

/// Set by SIGINT, SIGTERM and SIGHUP during a recording, so that the frame loop stops, ffmpeg is stopped
/// and the temporary frames are removed instead of left behind; an atomic store is all a signal handler
/// may do.
private let interruptSignal = Atomic<Int32>(0)

/// Ctrl-C, `kill`, and the terminal or SSH session closing (SIGHUP) during `strata record`.
enum RecordingInterrupt {
    /// Installs the handlers; until then the default (exit at once) applies.
    static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in interruptSignal.store(received, ordering: .relaxed) }
        }
    }

    /// The signal received, or nil.
    static var received: Int32? {
        let value = interruptSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
