import Foundation

/// The progress line `strata record` keeps on standard error: rewritten in place with `\r`
/// on a terminal, else one line per tenth of the frames, so logs stay short.
struct RecordingProgress {
    let label: String
    let total: Int
    let isTerminal = isatty(STDERR_FILENO) != 0
    /// The tenths already reported when not on a terminal.
    private var reportedTenths = 0

    init(label: String, total: Int) {
        self.label = label
        self.total = total
    }

    /// Reports that `done` of the `total` frames are written.
    mutating func framesDone(_ done: Int) {
        let text = "strata: recording \(label): frame \(done)/\(total)"
        if isTerminal {
            write("\r" + text + (done == total ? "\n" : ""))
            return
        }
        let tenths = done * 10 / max(total, 1)
        guard tenths > reportedTenths else { return }
        reportedTenths = tenths
        write(text + " (\(tenths * 10)%)\n")
    }

    /// Ends a line left open on a terminal, so that a message after an interruption or a
    /// failure starts on its own line.
    func abandon(after done: Int) {
        if isTerminal && done < total { write("\n") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
