import ArgumentParser
import Foundation
import Strata
import Synchronization

/// `strata fuzz`: random layer trees with hostile values and mutated PNGs, for a fixed number of
/// iterations; a crash ends the process, so a run that exits 0 found none.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Render random layer trees with hostile values and decode mutated PNGs; exit 0 when nothing crashed.",
        discussion: """
            Each iteration builds a random tree (huge, tiny, NaN and infinite geometry, random \
            reparenting, mask and sublayer cycles, animations with bad durations and key paths), \
            renders it through CARenderer and render(in:), hit-tests it, and decodes a mutated \
            PNG. Diagnostics are counted, not printed; the slowest iteration is reported. If a \
            signal ends the run (a crash, or Ctrl-C or SIGTERM to stop a hang), it prints the seed, \
            the iteration it was in and the command that replays that iteration alone: each \
            iteration has its own random stream.
            """
    )

    @Option(help: "Iterations (CI runs a few hundred; leave it running longer on demand).")
    var iterations = 300

    @Option(help: "The random seed (default: from the clock); printed so a failure can be replayed.")
    var seed: UInt64?

    @Option(help: "The first iteration to run: each iteration has its own random stream, so iteration N of a seed replays without those before it.")
    var from = 0

    func validate() throws {
        guard (1...100_000_000).contains(iterations) else { throw ValidationError("--iterations must be from 1 to 100000000") }
        guard (0..<iterations).contains(from) else { throw ValidationError("--from must be from 0 to --iterations − 1") }
    }

    func run() throws {
        let seed = seed ?? UInt64(Date().timeIntervalSince1970 * 1000)
        print("strata fuzz: seed \(seed), \(iterations) iterations")
        fflush(nil)
        let diagnostics = DiagnosticCount()
        try StrataDiagnostics.withHandler({ _ in diagnostics.count.add(1, ordering: .relaxed) }) {
            try fuzz(seed: seed, diagnostics: diagnostics)
        }
    }

    /// The iterations, with the diagnostics they report counted rather than printed.
    private func fuzz(seed: UInt64, diagnostics: DiagnosticCount) throws {
        guard let png = PNGFuzzer.makeSeed() else {
            printError("could not make the seed PNG")
            throw ExitCode.failure
        }
        let pngFuzzer = PNGFuzzer(seedImage: png)
        var decoded = 0
        var slowest = (iteration: from, seconds: 0.0)
        var progress = ProgressLine(label: "seed \(seed)", total: iterations, activity: "fuzzing", unit: "iteration")
        FuzzStopReport.install(seed: seed)
        for iteration in from..<iterations {
            FuzzStopReport.begin(iteration: iteration)
            let started = CACurrentMediaTime()
            var trees = LayerTreeFuzzer(random: FuzzRandom(seed: seed ^ 0x5DEE_CE66, iteration: iteration))
            trees.runIteration()
            var random = FuzzRandom(seed: seed, iteration: iteration)
            if pngFuzzer.runIteration(random: &random) { decoded += 1 }
            let seconds = CACurrentMediaTime() - started
            if seconds > slowest.seconds { slowest = (iteration, seconds) }
            if (iteration + 1) % 50 == 0 || iteration + 1 == iterations {
                progress.done(iteration + 1)
            }
        }
        let count = iterations - from
        print("strata fuzz: \(count) trees and \(count) mutated PNGs (\(decoded) decoded), "
            + String(format: "slowest iteration %d (%.1f ms), ", slowest.iteration, slowest.seconds * 1000)
            + "\(diagnostics.count.load(ordering: .relaxed)) diagnostics, 0 crashes")
    }
}

/// The number of diagnostics a fuzz run's scenes reported.
private final class DiagnosticCount: Sendable {
    let count = Atomic<Int>(0)
}
