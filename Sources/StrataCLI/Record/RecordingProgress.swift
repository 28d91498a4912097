import Foundation

/// The progress line `strata record` and `strata soak` keep on standard error: rewritten in
/// place with `\r` on a terminal, else one line per tenth of the frames, so logs stay short.
struct RecordingProgress {
    let label: String
    let total: Int
    /// What the frames are for: "recording", "soaking".
    let activity: String
    let isTerminal = isatty(STDERR_FILENO) != 0
    /// The tenths already reported when not on a terminal.
    private var reportedTenths = 0

    init(label: String, total: Int, activity: String = "recording") {
        self.label = label
        self.total = total
        self.activity = activity
    }

    /// Reports that `done` of the `total` frames are done.
    mutating func framesDone(_ done: Int) {
        let text = "strata: \(activity) \(label): frame \(done)/\(total)"
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
