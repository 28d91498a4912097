import CCairo
import Foundation
import Strata

/// Issue 43's scale cases beyond animations: a presentation copy in a large tree, a million
/// layers, a huge PNG and a stroked path of a million segments. Each prints a time or a peak
/// memory beside a reference measured in the same run.
struct ScaleBenchmark {
    /// The lines to print, each reading kept in `log` for the targets' summary.
    func lines(recording log: BenchTargetLog) -> [String] {
        var lines: [String] = []
        // The decode first: memory the million layers freed can stay resident and hide the
        // decode's growth.
        let png = pngDecode()
        lines.append(memoryLine(png))
        log.record(.pngDecodeMemory, png.megabytes / png.referenceMegabytes)

        let presentation = presentationRow()
        lines.append(line(presentation))
        log.record([presentation])

        let stroke = longStroke()
        lines.append(line(stroke))
        log.record([stroke])

        let (million, memory) = millionLayers()
        lines.append(line(million))
        lines.append(memoryLine(memory))
        log.record([million])
        log.record(.millionLayersMemory, memory.megabytes)
        return lines
    }

    // MARK: The cases

    /// 1000 `presentation()` calls on a leaf of a 100 000-layer tree, against the same in a tree
    /// of 10: the copy is the leaf's, whatever the tree around it.
    private func presentationRow() -> BenchRow {
        func calls(siblings: Int) -> Double {
            let root = CALayer()
            for _ in 0..<siblings { root.addSublayer(CALayer()) }
            let parent = CALayer(), leaf = CALayer()
            parent.addSublayer(leaf)
            root.addSublayer(parent)
            parent.add(Self.moving(), forKey: "move")
            return Measurement.seconds { for _ in 0..<1000 { _ = leaf.presentation() } }
        }
        let small = calls(siblings: 10), large = calls(siblings: 100_000)
        return BenchRow("1000 presentation() of a leaf, 100 000 layers", large, small,
                        "the same in a tree of 10", target: .presentationScope)
    }

    /// A million 2×2 layers built, committed and drawn twice (the second frame after one moved),
    /// against ten runs of a tenth; and the peak memory that took.
    private func millionLayers() -> (BenchRow, MemoryReading) {
        func run(_ count: Int) -> (seconds: Double, peak: Double) {
            let before = ProcessMemory.resetPeak()
            var seconds = 0.0
            do {
                let width = 1000, height = 1000
                let frame = BenchPixels(width: width, height: height)
                // The empty root and the loop that draws it are made outside the timing; the
                // sublayers are built, committed and drawn inside.
                let root = CALayer()
                root.frame = CGRect(x: 0, y: 0, width: width, height: height)
                let loop = FrameLoop(root: root)
                let target = FrameTarget(base: UnsafeMutableRawPointer(frame.base), width: width, height: height,
                                         bytesPerRow: width * 4, scale: 1)
                seconds = Measurement.seconds {
                    var layers: [CALayer] = []
                    layers.reserveCapacity(count)
                    for index in 0..<count {
                        let layer = CALayer()
                        layer.frame = CGRect(x: index % 500 * 2, y: index / 500 % 500 * 2, width: 2, height: 2)
                        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
                        layers.append(layer)
                        root.addSublayer(layer)
                    }
                    loop.commit()
                    loop.drawChanges(into: target, at: CACurrentMediaTime(), redrawing: [])
                    layers[count / 2].position.x += 1
                    loop.commit()
                    loop.drawChanges(into: target, at: CACurrentMediaTime(), redrawing: [])
                }
            }
            return (seconds, ProcessMemory.peakMegabytes() - before)
        }
        let tenth = (0..<10).map { _ in run(100_000) }
        let whole = run(1_000_000)
        let row = BenchRow("a million 2×2 layers: build, commit, 2 frames", whole.seconds,
                           tenth.map(\.seconds).reduce(0, +), "ten runs of a tenth (1 = linear)", target: .millionLayers)
        let memory = MemoryReading(label: "a million 2×2 layers: peak memory", megabytes: whole.peak,
                                   referenceMegabytes: tenth.map(\.peak).max().map { $0 * 10 } ?? 0,
                                   referenceLabel: "ten times a tenth's peak")
        return (row, memory)
    }

    /// The peak memory of decoding an 8192² grey PNG, against the size of one ARGB32 image of it.
    private func pngDecode() -> MemoryReading {
        let side = 8192
        let encoded = Self.greyPNG(side: side)
        let before = ProcessMemory.resetPeak()
        let image = try? CGImage(pngData: encoded)
        let peak = ProcessMemory.peakMegabytes() - before
        let oneImage = Double(side * side * 4) / 1_048_576
        return MemoryReading(label: "an \(side)² grey PNG decoded: peak memory" + (image == nil ? " (FAILED)" : ""),
                             megabytes: peak, referenceMegabytes: oneImage, referenceLabel: "one ARGB32 image of it")
    }

    /// A zigzag of 10⁶ segments, each across a 1000×1000 context, stroked in one `strokePath()`,
    /// against the same segments as a thousand paths of a thousand.
    private func longStroke() -> BenchRow {
        let count = 1_000_000, side = 1000
        func context() -> CGContext? {
            CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(),
                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        }
        func point(_ i: Int) -> CGPoint {
            CGPoint(x: Double(side) * Double(i) / Double(count), y: i % 2 == 0 ? 0 : Double(side))
        }
        guard let whole = context(), let pieces = context() else { return BenchRow("long stroke: no context", 0, 1, "") }
        for ctx in [whole, pieces] {
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            ctx.setLineWidth(1)
        }
        let reference = Measurement.seconds {
            for start in stride(from: 0, to: count, by: 1000) {
                pieces.move(to: point(start))
                for i in start + 1...start + 1000 { pieces.addLine(to: point(i)) }
                pieces.strokePath()
            }
        }
        let seconds = StrataDiagnostics.withHandler({ _ in }) {
            Measurement.seconds {
                whole.move(to: point(0))
                for i in 1...count { whole.addLine(to: point(i)) }
                whole.strokePath()
            }
        }
        return BenchRow("a stroked zigzag of 10⁶ segments", seconds, reference,
                        "1000 stroked paths of 1000 segments", target: .longStroke)
    }

    // MARK: Helpers

    /// A position animation running for a minute, so that presentations apply it.
    private static func moving() -> CABasicAnimation {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 0)
        move.duration = 60
        return move
    }

    /// An 8-bit grey PNG of `side`² pixels, encoded by cairo from an A8 surface (which it writes
    /// as grey).
    private static func greyPNG(side: Int) -> Data {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side)) else { return Data() }
        defer { cairo_surface_destroy(surface) }
        let sink = PNGSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        _ = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, context.toOpaque())
        return sink.data
    }

    private func line(_ row: BenchRow) -> String {
        "  " + row.label.padded(to: 48) + String(format: "%9.3f ms  %7.3f× %@", row.seconds * 1000, row.ratio, row.referenceLabel)
    }

    private func memoryLine(_ reading: MemoryReading) -> String {
        "  " + reading.label.padded(to: 48)
            + String(format: "%9.0f MB  %7.3f× %@ (%.0f MB)", reading.megabytes, reading.megabytes / reading.referenceMegabytes,
                     reading.referenceLabel, reading.referenceMegabytes)
    }
}

/// The bytes cairo writes.
private final class PNGSink {
    var data = Data()
}

/// A peak memory beside its reference.
struct MemoryReading {
    let label: String
    let megabytes: Double
    let referenceMegabytes: Double
    let referenceLabel: String
}

/// The process's resident memory, read from `/proc/self` (Linux).
enum ProcessMemory {
    /// Resets the peak resident size to the current one (`clear_refs` value 5) and returns the
    /// current resident size in megabytes.
    static func resetPeak() -> Double {
        let file = open("/proc/self/clear_refs", O_WRONLY)
        if file >= 0 {
            _ = write(file, "5", 1)
            close(file)
        }
        return statusField("VmRSS")
    }

    /// The peak resident size since the last reset, in megabytes.
    static func peakMegabytes() -> Double { statusField("VmHWM") }

    /// A `kB` field of `/proc/self/status`, in megabytes; 0 when unreadable.
    private static func statusField(_ name: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
            return kilobytes / 1024
        }
        return 0
    }
}

extension BenchTarget {
    /// Issue 43 #15: a leaf's presentation costs the same in a tree of 100 000 as in one of 10.
    static let presentationScope = BenchTarget(name: "presentation() of a leaf", source: "issue 43",
                                               measure: .ratio, limit: 2)
    /// Issue 43 #16: a million 2×2 layers built, committed and drawn twice.
    static let millionLayers = BenchTarget(name: "a million layers, time", source: "issue 43",
                                           measure: .milliseconds, limit: 8000)
    /// Issue 43 #16: the peak memory of the same, in megabytes.
    static let millionLayersMemory = BenchTarget(name: "a million layers, MB", source: "issue 43",
                                                 measure: .megabytes, limit: 1536)
    /// Issue 43 #17: decoding a grey PNG peaks at about one ARGB32 image of it, not two.
    static let pngDecodeMemory = BenchTarget(name: "grey PNG decode, memory", source: "issue 43",
                                             measure: .ratio, limit: 1.25)
    /// Issue 43 #19: a stroked path of 10⁶ segments in one frame.
    static let longStroke = BenchTarget(name: "10⁶-segment stroke", source: "issue 43",
                                        measure: .milliseconds, limit: 10_000)
}
