import Foundation

/// The progress line `strata record`, `strata soak` and `strata fuzz` keep on standard error:
/// rewritten in place with `\r` on a terminal, else one line per tenth of the work, so logs stay
/// short.
struct ProgressLine {
    let label: String
    let total: Int
    /// What the work is: "recording", "soaking", "fuzzing".
    let activity: String
    /// What is counted: "frame", "iteration".
    let unit: String
    let isTerminal = isatty(STDERR_FILENO) != 0
    /// The tenths already reported when not on a terminal.
    private var reportedTenths = 0

    init(label: String, total: Int, activity: String = "recording", unit: String = "frame") {
        self.label = label
        self.total = total
        self.activity = activity
        self.unit = unit
    }

    /// Reports that `done` of the `total` frames (or other units) are done.
    mutating func done(_ done: Int) {
        let text = "strata: \(activity) \(label): \(unit) \(done)/\(total)"
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
