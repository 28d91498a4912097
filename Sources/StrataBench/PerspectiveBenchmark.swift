import CPixman
import Foundation
import Strata
import StrataScenes

/// The perspective rows of `strata bench`: pages with layers in perspective drawn whole by
/// the renderer (pixman) and, in the same run, with Strata's hand-written warp for every
/// layer (the renderer before pixman), with how far apart the two frames are.
struct PerspectiveBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    /// The rows, each beside its reference; a page that cannot be built
    /// has none.
    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [BenchRow] {
        var rows: [BenchRow] = []
        for (name, label) in [("gallery/perspective", "gallery/perspective page, whole frame"),
                              ("gallery/cube", "gallery/cube page, whole frame")] {
            guard let entry = SceneCatalog.entry(named: name), let scene = try? entry.make() else { continue }
            scene.layout(for: CGSize(width: width, height: height))
            // Each way with its own renderer, so that each keeps its own pictures and kernels.
            var pictures: [[UInt8]] = []
            var times: [Double] = []
            for kernel in [nil, ProjectiveWarp.kernel] {
                let renderer = FrameRenderer()
                renderer.kernels = RenderKernels(warp: kernel)
                times.append(Measurement.median(samples: samples) {
                    renderer.render(scene.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
                })
                pictures.append(Array(UnsafeRawBufferPointer(start: frame, count: bytesPerRow * height)))
            }
            // The cube spins with the clock, so its two frames show different moments.
            let apart = name == "gallery/perspective" ? ", " + Self.difference(pictures[0], pictures[1]) : ""
            rows.append(BenchRow(label, times[0], times[1], "Strata's warp for every layer\(apart)",
                                 target: name == "gallery/perspective" ? .perspectivePage : nil))
            // Maps with w varying along both axes (the cube's faces; the perspective page has
            // none) go through the projective sampler; pixman's own composite of them is its
            // reference.
            guard name == "gallery/cube" else { continue }
            let renderer = FrameRenderer()
            renderer.kernels = RenderKernels(projectiveThroughPixman: true)
            let pixman = Measurement.median(samples: samples) {
                renderer.render(scene.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
            }
            rows.append(BenchRow("  the same, pixman compositing projective maps", pixman, times[0], "the projective sampler"))
        }
        return rows + GeneralWarpBenchmark(samples: samples).rows()
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

/// One picture warped through a map whose w varies along both axes — a plane turned about a
/// slanted axis, as the cube's faces — by pixman's general projective transform (as the
/// renderer draws such maps, but over the whole box) and by Strata's hand-written warp.
struct GeneralWarpBenchmark {
    let samples: Int

    /// Picture and box sizes, and the map from box pixels to picture pixels (row vectors:
    /// u = (1.1 x + 0.15 y − 30) / w, v = (−0.1 x + 1.2 y − 40) / w, w = 1 + 0.0008 x + 0.0006 y).
    private static let picture = (width: 360, height: 480), box = (width: 420, height: 520)
    private static let map = Homography((1.1, -0.1, 0.0008, 0.15, 1.2, 0.0006, -30, -40, 1))
    /// Transparent pixels left of and above the picture in pixman's copy: its projective
    /// division is only right for non-negative coordinates, and the box's corners map to
    /// u ≥ −30, v ≥ −61.
    private static let margin = 64

    /// The rows, each beside its reference; none when pixman refuses.
    func rows() -> [BenchRow] {
        let (pw, ph) = Self.picture, (bw, bh) = Self.box, margin = Self.margin
        let picture = BenchPixels(width: pw, height: ph)
        picture.paintBackdrop()
        let padded = BenchPixels(width: pw + margin, height: ph + margin)
        for row in 0..<ph {
            (padded.base + (row + margin) * padded.width + margin).update(from: picture.base + row * pw, count: pw)
        }
        let warped = BenchPixels(width: bw, height: bh), projected = BenchPixels(width: bw, height: bh)
        guard let source = PixmanImage(over: padded), let target = PixmanImage(over: projected),
              let forward = Self.map.inverted(), let transform = setProjective(source.image) else { return [] }
        let quad = [(0.0, 0.0), (Double(pw), 0), (Double(pw), Double(ph)), (0, Double(ph))].compactMap { forward.apply($0.0, $0.1) }
        guard quad.count == 4 else { return [] }

        let swift = Measurement.median(samples: samples) {
            warped.base.update(repeating: 0, count: warped.count)
            ProjectiveWarp.warp(source: picture.base, sourceWidth: pw, sourceHeight: ph, sourceStride: pw,
                                destination: warped.base, width: bw, height: bh, stride: bw,
                                originX: 0, originY: 0, inverse: Self.map, quad: quad)
        }
        let pixman = Measurement.median(samples: samples) {
            projected.base.update(repeating: 0, count: projected.count)
            pixman_image_composite32(PIXMAN_OP_OVER, source.image, nil, target.image, 0, 0, 0, 0, 0, 0, Int32(bw), Int32(bh))
        }
        let difference = projected.maxChannelDifference(to: warped)
        var rows = [BenchRow("general map, one picture, pixman 3×3 projective", pixman, swift,
                             "Strata's warp, \(pw)×\(ph) into \(bw)×\(bh), max diff \(difference)")]
        // The projective sampler, row by row over the same box, against pixman's composite.
        let sampled = BenchPixels(width: bw, height: bh)
        guard let sampledImage = PixmanImage(over: sampled), let from = ProjectiveSampler.Pixels(source.image),
              let onto = ProjectiveSampler.Pixels(sampledImage.image) else { return rows }
        let sampler = Measurement.median(samples: samples) {
            sampled.base.update(repeating: 0, count: sampled.count)
            for row in 0..<bh {
                ProjectiveSampler.compositeRow(from: from, transform: transform, sourceX: 0, sourceY: row, onto: onto,
                                               x: 0, y: row, width: bw)
            }
        }
        rows.append(BenchRow("general map, one picture, the projective sampler", sampler, pixman,
                             "pixman 3×3 projective, max diff \(sampled.maxChannelDifference(to: projected))"))
        return rows
    }

    /// Gives pixman the map (moved by the margin) as its 16.16 transform, bilinear and
    /// transparent outside (`PIXMAN_REPEAT_NONE`), scaled so that the homogeneous coordinates
    /// of the box's pixels stay within 16.16 (a projective map is unchanged by scaling).
    /// Returns the transform, or nil when pixman refuses it.
    private func setProjective(_ image: OpaquePointer) -> pixman_transform_t? {
        let (a, b, c, d, e, f, g, i, j) = Self.map.h
        let m = Double(Self.margin)
        let rows = [(a + m * c, d + m * f, g + m * j), (b + m * c, e + m * f, i + m * j), (c, f, j)]
        let (bw, bh) = (Double(Self.box.width), Double(Self.box.height))
        let largest = rows.map { abs($0.0) * bw + abs($0.1) * bh + abs($0.2) }.max() ?? 1
        let scale = 30_000 / largest * 65536
        var transform = pixman_transform_t()
        let fixed = rows.map { row in (Int32((row.0 * scale).rounded()), Int32((row.1 * scale).rounded()), Int32((row.2 * scale).rounded())) }
        transform.matrix = (fixed[0], fixed[1], fixed[2])
        pixman_image_set_repeat(image, PIXMAN_REPEAT_NONE)
        guard pixman_image_set_transform(image, &transform) != 0,
              pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0) != 0 else { return nil }
        return transform
    }
}
