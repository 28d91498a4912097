import Foundation
import Strata
import StrataScenes

/// The perspective rows of `strata bench`: pages with layers in perspective drawn whole,
/// through the renderer's kernels (pixman strips where exact) and, in the same run, through
/// Strata's own warp for every layer (the renderer before the strips), with how far apart
/// the two frames are.
struct PerspectiveBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    /// (label, seconds, reference seconds, reference label) rows; a page that cannot be built
    /// has none.
    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [(String, Double, Double, String)] {
        var rows: [(String, Double, Double, String)] = []
        for (name, label) in [("gallery/perspective", "gallery/perspective page, whole frame"),
                              ("gallery/cube", "gallery/cube page, whole frame")] {
            guard let entry = SceneCatalog.entry(named: name), let scene = try? entry.make() else { continue }
            scene.layout(for: CGSize(width: width, height: height))
            // Each way with its own renderer, so that each keeps its own pictures; the kernels
            // are process-wide, and set back to the renderer's own after.
            defer { PerspectiveKernel.current = .fastest }
            var pictures: [[UInt8]] = []
            var times: [Double] = []
            for kernel in [PerspectiveKernel.fastest, .projectiveWarp] {
                PerspectiveKernel.current = kernel
                let renderer = FrameRenderer()
                times.append(Measurement.median(samples: samples) {
                    renderer.render(scene.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
                })
                pictures.append(Array(UnsafeRawBufferPointer(start: frame, count: bytesPerRow * height)))
            }
            // The cube spins with the clock, so its two frames show different moments.
            let apart = name == "gallery/perspective" ? ", " + Self.difference(pictures[0], pictures[1]) : ""
            rows.append((label, times[0], times[1], "Strata's warp for every layer\(apart)"))
        }
        return rows
    }

    /// PSNR and the largest channel difference of two BGRA frames.
    private static func difference(_ a: [UInt8], _ b: [UInt8]) -> String {
        var squares = 0.0
        var largest = 0
        for (x, y) in zip(a, b) {
            let d = Int(x) - Int(y)
            squares += Double(d * d)
            largest = max(largest, abs(d))
        }
        guard squares > 0 else { return "same pixels" }
        let psnr = 10 * log10(255 * 255 / (squares / Double(a.count)))
        return String(format: "PSNR %.1f dB, max diff %d", psnr, largest)
    }
}
