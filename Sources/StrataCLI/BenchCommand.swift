import ArgumentParser
import Foundation
import Strata
import StrataBench

/// `strata bench`: composite and present timings against the memcpy floor, in one run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure compositing and presenting, as medians and as ratios to a memcpy of one frame.",
        discussion: """
            Presenting is measured only when an X display is reachable. Build with -c release for meaningful figures.

            The last lines sum up the targets the issues set (each a ratio to a reference measured in the same run, \
            or a time): every run's reading, their median, and in how many runs each was met. A shared machine's \
            runs swing, so --runs 5 judges a target on five.

            Exit status: 0 when measured, 1 when the bench could not start, 4 with --check when a target's median missed.
            """
    )

    @Option(help: "Frame size in pixels, WIDTHxHEIGHT.")
    var size = PixelSize(width: 1920, height: 1080)

    @Option(help: "Samples per measurement.")
    var samples = 100

    @Option(help: "The X display for the present measurements (default: $DISPLAY).")
    var display: String?

    @Option(name: .customLong("only"), parsing: .upToNextOption,
            help: "Run only these sections: \(BenchSection.allCases.map(\.rawValue).joined(separator: ", ")) (default: all).")
    var sections: [BenchSection] = BenchSection.allCases

    @Option(help: "Runs of the chosen sections, one after another. The targets' summary at the end gives each run's reading and judges the median.")
    var runs = 1

    @Flag(help: "Exit with status 4 when the median of a measured target's readings misses it.")
    var check = false

    func validate() throws {
        guard (3...100_000).contains(samples) else { throw ValidationError("--samples must be from 3 to 100000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be from 1 to 100") }
        try size.validateAsFrame(origin: "--size \(size)")
    }

    func run() throws {
        print("strata bench: \(size), \(samples) samples each, median (ratio to the memcpy floor)")
        let log: BenchTargetLog
        do {
            log = try BenchRun(width: size.width, height: size.height, samples: samples, sections: sections,
                               display: display).measure(runs: runs)
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        for line in log.summary() { print(line) }
        if size != PixelSize(width: 1920, height: 1080) {
            print("  (the issues set these targets at 1920x1080; at \(size) the verdicts only indicate)")
        }
        let missed = log.missed
        if check, !missed.isEmpty {
            printError("bench --check: \(missed.count) target\(missed.count == 1 ? "" : "s") missed on the median: "
                       + missed.map(\.name).joined(separator: ", "))
            throw ExitCode(4)
        }
    }
}

extension BenchSection: ExpressibleByArgument {}
