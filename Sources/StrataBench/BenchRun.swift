import CCairo
import CPixman
import Foundation
import Strata
import StrataScenes
import StrataX11

/// One `strata bench`: the chosen sections at one frame size, each row timed beside its
/// reference in the same run, printed as it is measured, the targets' readings kept.
package struct BenchRun {
    /// Frame width and height in pixels.
    package let width: Int, height: Int
    /// Samples per measurement.
    package let samples: Int
    /// The sections to run, in the order of `BenchSection.allCases`.
    package let sections: [BenchSection]
    /// The X display the present rows use; nil for `$DISPLAY`.
    package let display: String?

    /// A run of `sections` at `width` × `height`.
    package init(width: Int, height: Int, samples: Int, sections: [BenchSection], display: String?) {
        self.width = width
        self.height = height
        self.samples = samples
        self.sections = sections
        self.display = display
    }

    private var frameSize: CGSize { CGSize(width: width, height: height) }

    /// Runs the sections `runs` times over, printing every row, and returns the targets' log.
    /// - Throws: `BenchError` when the clock the frames rows draw cannot be built.
    package func measure(runs: Int) throws(BenchError) -> BenchTargetLog {
        let clock: LCDClock
        do {
            clock = try LCDClock(size: frameSize)
        } catch {
            throw BenchError(message: "\(error)")
        }
        clock.show(ClockTime(hours: 12, minutes: 34, seconds: 56) ?? ClockTime(localTimeOf: 0))
        let bytesPerRow = width * 4, byteCount = bytesPerRow * height
        let frame = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        let copy = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        defer { frame.deallocate(); copy.deallocate() }
        frame.initializeMemory(as: UInt8.self, repeating: 1, count: byteCount)
        copy.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        let log = BenchTargetLog()
        for run in 1...max(1, runs) {
            log.beginRun()
            if runs > 1 { print("run \(run) of \(runs)") }
            measureOnce(clock: clock, frame: frame, copy: copy, bytesPerRow: bytesPerRow, log: log)
        }
        return log
    }

    /// One run of the chosen sections, printing their rows and keeping the targets' readings in `log`.
    private func measureOnce(clock: LCDClock, frame: UnsafeMutableRawPointer, copy: UnsafeMutableRawPointer,
                         bytesPerRow: Int, log: BenchTargetLog) {
        let byteCount = bytesPerRow * height
        let floor = Measurement.median(samples: samples) { memcpy(copy, frame, byteCount) }
        if sections.contains(.frames) {
            frameRows(clock: clock, frame: frame, bytesPerRow: bytesPerRow, floor: floor)
        }
        if sections.contains(.layers) {
            print("layers (whole frames), ratio to a library drawing the same shapes straight into the frame in this run:")
            let field = LayerFieldBenchmark(width: width, height: height, samples: samples)
            printRows(field.rows(frame: frame, bytesPerRow: bytesPerRow), log: log)
            printRows(ShadowBenchmark(width: width, height: height, samples: samples)
                .rows(frame: frame, bytesPerRow: bytesPerRow), log: log)
            printRows(BorderedCardBenchmark(width: width, height: height, samples: samples)
                .rows(frame: frame, bytesPerRow: bytesPerRow), log: log)
            printRows(OffscreenBenchmark(width: width, height: height, samples: samples)
                .rows(frame: frame, bytesPerRow: bytesPerRow), log: log)
        }
        if sections.contains(.threads) {
            print("threads (the same whole frames on 2 threads and on 1 in this run; STRATA_THREADS sets the default):")
            let field = LayerFieldBenchmark(width: width, height: height, samples: samples)
            for row in field.threadRows(frame: frame, bytesPerRow: bytesPerRow, threads: 2) {
                let padded = row.label.padded(to: 48)
                print("  " + padded + String(format: "%9.3f ms on 1 thread, %7.3f ms on 2: %5.2f× faster"
                                             + " (median of the pairs: %4.2f×; work sharing nothing, right after: %4.2f×)",
                                             row.one * 1000, row.several * 1000, row.one / row.several, row.pairs,
                                             row.reference))
                if let target = row.target { log.record(target, row.one / row.several) }
            }
        }
        if sections.contains(.damage) {
            print("render server (CARenderer draws only the damage), ratio to the reference measured in this run:")
            let damage = DamageBenchmark(width: width, height: height, samples: samples)
            let present = DamagedPresentBenchmark(width: width, height: height, samples: samples, display: display)
            var cachePeak = 0
            printRows(damage.rows(frame: frame, bytesPerRow: bytesPerRow, cachePeak: &cachePeak) + present.rows(), log: log)
            printRows(MixedAnimationBenchmark(width: width, height: height, samples: samples)
                .rows(frame: frame, bytesPerRow: bytesPerRow), log: log)
            print(String(format: "  caches of the clock's renderer (contents, shadows, rasterized, perspective): peak %.1f MiB (budget %d MiB, STRATA_CACHE_MB)",
                         Double(cachePeak) / 1_048_576, RenderCacheBudget.megabytes))
        }
        if sections.contains(.text) {
            print("text (a CATextLayer through Pango), ratio to Pango drawing the same paragraph straight into a frame:")
            printRows(TextBenchmark(samples: samples).rows(), log: log)
        }
        if sections.contains(.perspective) {
            print("perspective (pixman), ratio to Strata's hand-written warp measured in this run:")
            let perspective = PerspectiveBenchmark(width: width, height: height, samples: samples)
            printRows(perspective.rows(frame: frame, bytesPerRow: bytesPerRow), log: log)
        }
        if sections.contains(.kernels) {
            for line in KernelBenchmark(samples: samples).lines(recording: log) { print(line) }
        }
        if sections.contains(.model) {
            print("model at scale (animations and transactions), ratio to ten runs of a tenth of the work in this run:")
            printRows(ModelScaleBenchmark().rows(), log: log)
        }
        if sections.contains(.emitter) {
            print("emitter, ratio to pixman compositing as many sprites (and 2 threads to 1) in this run:")
            printRows(EmitterBenchmark(samples: max(samples / 5, 3)).rows(), log: log)
        }
        if sections.contains(.scale) {
            print("scale (a large tree, a million layers, a huge PNG, a long path), against references in this run:")
            for line in ScaleBenchmark().lines(recording: log) { print(line) }
        }
    }

    /// Prints rows as times and ratios, and keeps the readings of those that carry a target.
    private func printRows(_ rows: [BenchRow], log: BenchTargetLog) {
        for row in rows {
            let padded = row.label.padded(to: 48)
            print("  " + padded + String(format: "%9.3f ms  %7.3f× %@", row.seconds * 1000, row.ratio, row.referenceLabel))
        }
        log.record(rows)
    }

    /// Whole frames of the clock and of every catalogue scene, and the present paths, as ratios
    /// to the memcpy floor.
    private func frameRows(clock: LCDClock, frame: UnsafeMutableRawPointer, bytesPerRow: Int, floor: Double) {
        var rows: [(String, Double)] = [("memcpy of one frame (floor)", floor)]

        let renderer = FrameRenderer()
        for filter in [CALayerContentsFilter.nearest, .linear] {
            clock.filter = filter
            let t = Measurement.median(samples: samples) {
                renderer.render(clock.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
            }
            rows.append(("composite clock, \(filter.rawValue)", t))
        }
        rows += sceneRows(renderer: renderer, frame: frame, bytesPerRow: bytesPerRow)
        rows += presentRows()
        for (label, seconds) in rows {
            let padded = label.padded(to: 44)
            print("  " + padded + String(format: "%9.3f ms  %7.2f×", seconds * 1000, seconds / floor))
        }
        // One renderer drew every scene in turn: its caches held each page's shadows,
        // rasterized layers and perspective pictures, least recently used out past the budget.
        print(String(format: "  caches of the scenes' renderer (contents, shadows, rasterized, perspective): peak %.1f MiB "
                        + "(budget %d MiB, STRATA_CACHE_MB)",
                     Double(renderer.cacheBytes.peak) / 1_048_576, RenderCacheBudget.megabytes))
    }

    /// Every other catalogue scene at the bench size: a full composite, and the steady-state
    /// frame in which nothing changed, where a host compares render versions and draws nothing.
    private func sceneRows(renderer: FrameRenderer, frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [(String, Double)] {
        var rows: [(String, Double)] = []
        for entry in SceneCatalog.all where entry.name != "clock" {
            guard let scene = try? entry.make() else {
                print("  \(entry.name): could not be built")
                continue
            }
            scene.layout(for: frameSize)
            let t = Measurement.median(samples: max(samples / 4, 3)) {
                renderer.render(scene.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
            }
            rows.append(("composite \(entry.name)", t))
        }
        if let entry = SceneCatalog.entry(named: "gallery/shadow-clipping"), let scene = try? entry.make() {
            scene.layout(for: frameSize)
            renderer.render(scene.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
            let drawn = scene.rootLayer.renderVersion
            var skipped = 0
            let t = Measurement.median(samples: samples) {
                // What the window controller does on a wake-up with no change.
                if scene.rootLayer.renderVersion != drawn {
                    renderer.render(scene.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
                } else {
                    skipped += 1
                }
            }
            rows.append(("unchanged frame (\(skipped) of \(samples + 1) skipped)", t))
        }
        return rows
    }

    private func presentRows() -> [(String, Double)] {
        var rows: [(String, Double)] = []
        for useSharedMemory in [true, false] {
            let configuration = X11WindowConfiguration(title: "Strata — bench", width: width, height: height,
                                                       useSharedMemory: useSharedMemory)
            do {
                let window = try X11Window(configuration: configuration, displayName: display)
                let times = window.measurePresent(samples: samples)
                rows.append(("present, \(window.presentPath.rawValue)", Measurement.median(times)))
            } catch {
                print("  present: not measured (\(error))")
                return rows
            }
        }
        return rows
    }
}
