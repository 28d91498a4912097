import Foundation

/// The readings of the targets over the runs of one `strata bench`, and their summary: each
/// target's reading in every run, the median of them (what the target is judged on: one run of a
/// shared machine can be a slow spell's), and in how many runs it was met.
package final class BenchTargetLog {
    /// Readings by target and run.
    private var readings: [BenchTarget: [Int: Double]] = [:]
    /// How many runs have begun; readings go to the last.
    private(set) var runs = 0

    /// Starts the next run: later readings belong to it.
    func beginRun() {
        runs += 1
    }

    /// Keeps `value` as this run's reading of `target` (the last one kept, if read twice).
    func record(_ target: BenchTarget, _ value: Double) {
        readings[target, default: [:]][max(runs - 1, 0)] = value
    }

    /// Keeps the readings of the rows that carry a target.
    func record(_ rows: [BenchRow]) {
        for row in rows {
            if let target = row.target, let value = row.targetValue { record(target, value) }
        }
    }

    /// The median of the target's readings; nil when it was not measured.
    func median(of target: BenchTarget) -> Double? {
        guard let values = readings[target]?.values, !values.isEmpty else { return nil }
        return Measurement.median(Array(values))
    }

    /// The measured targets whose median misses.
    package var missed: [BenchTarget] {
        BenchTarget.all.filter { target in median(of: target).map { !target.isMet(by: $0) } ?? false }
    }

    /// The summary table, a line each, in `BenchTarget.all`'s order; a line for the targets no
    /// run measured (a section left out with `--only`, or no X display for the present).
    package func summary() -> [String] {
        let measured = BenchTarget.all.filter { readings[$0] != nil }
        let columns = (0..<runs).map { "run \($0 + 1)".rightAligned(to: 7) }.joined(separator: " ")
        var lines = ["targets over \(runs) run\(runs == 1 ? "" : "s") (each reading against its reference in "
                        + "its own run; a target is judged on the median):",
                     "  " + "target".padded(to: 28) + "set by".padded(to: 24) + "limit".padded(to: 11) + columns
                        + "  median  met in   verdict"]
        for target in measured {
            let byRun = readings[target] ?? [:]
            let cells = (0..<runs).map { run in byRun[run].map(cell) ?? "      —" }
            let values = Array(byRun.values)
            let met = values.filter(target.isMet(by:)).count
            let median = Measurement.median(values)
            lines.append("  " + target.name.padded(to: 28) + target.source.padded(to: 24) + target.limitText.padded(to: 11)
                         + cells.joined(separator: " ")
                         + " " + cell(median) + String(format: "  %2d of %-2d ", met, values.count)
                         + (target.isMet(by: median) ? "met" : "MISSED"))
        }
        let unmeasured = BenchTarget.all.filter { readings[$0] == nil }
        if !unmeasured.isEmpty {
            lines.append("  not measured: " + unmeasured.map(\.name).joined(separator: ", "))
        }
        return lines
    }

    /// A reading in a column of 7, a difference of medians slightly below 0 printed as 0.000.
    private func cell(_ value: Double) -> String {
        String(format: "%7.3f", abs(value) < 0.0005 ? 0 : value)
    }
}
