import Foundation
import Strata

/// Why the kernel benchmark could not be set up.
struct KernelBenchmarkError: Error, CustomStringConvertible {
    let description: String
}

/// The kernels section of `strata bench`: each compositing primitive done several ways in one
/// process — the product path (layers rendered by cairo), pixman called directly, and
/// hand-written Swift (scalar, and SIMD where it applies) — as medians, as ratios to a memcpy
/// of the frame, and as ratios to the fastest way. Every way's pixels are checked against
/// pixman's, so that a wrong kernel cannot win. The shadow blur follows (`BlurBenchmark`).
struct KernelBenchmark {
    /// The destination of every measurement, as in the performance targets.
    static let width = 1920, height = 1080

    /// Samples per median.
    let samples: Int

    /// One way of doing a primitive.
    private struct Way {
        let name: String
        let run: () -> Void
    }

    /// The table, one string per line; a single line saying why when it cannot be measured.
    /// - Parameter log: receives the solid fill's target reading.
    func lines(recording log: BenchTargetLog) -> [String] {
        do {
            return try measure(recording: log)
        } catch {
            return ["kernels: not measured (\(error))"]
        }
    }

    private func measure(recording log: BenchTargetLog) throws(KernelBenchmarkError) -> [String] {
        let frame = BenchPixels(width: Self.width, height: Self.height)
        let scratch = BenchPixels(width: Self.width, height: Self.height)
        guard let target = PixmanImage(over: frame) else { throw KernelBenchmarkError(description: "no pixman frame") }
        let context = try productContext(over: frame)
        let byteCount = frame.count * 4
        frame.paintBackdrop()
        let floor = Measurement.median(samples: samples) { memcpy(scratch.base, frame.base, byteCount) }
        let memsetTime = Measurement.median(samples: samples) { memset(frame.base, 0x40, byteCount) }

        var lines = ["kernels: \(Self.width)x\(Self.height) ARGB32 premultiplied, OVER, median of \(samples) samples",
                     "    " + pad("way") + "     median   × floor    × best   max channel diff from pixman",
                     "    " + pad("memcpy of one frame (floor)") + String(format: "%8.3f ms %7.2f×", floor * 1000, 1.0),
                     "    " + pad("memset of one frame") + String(format: "%8.3f ms %7.2f×", memsetTime * 1000, memsetTime / floor)]

        // Six digits of the sprite sheet, 40×60 cells drawn at 160×240.
        let sheet = try SyntheticSprites.digitSheet()
        let digits = [1, 2, 3, 4, 5, 6]
        let rects = digits.indices.map { KernelRect(x: 240 + $0 * 240, y: 420, width: 160, height: 240) }
        let cells = digits.map {
            BenchPixels(cropping: sheet.pixels, to: KernelRect(x: $0 * SyntheticSprites.cellWidth, y: 0,
                                                                width: SyntheticSprites.cellWidth, height: SyntheticSprites.cellHeight))
        }
        let cellSources = try zip(cells, rects).map { cell, rect throws(KernelBenchmarkError) in
            guard let source = PixmanImage(source: cell, scaledOnto: rect) else { throw KernelBenchmarkError(description: "no pixman cell") }
            return source
        }
        let digitRoot = root(with: zip(digits, rects).map { digit, rect in
            let layer = CALayer()
            layer.frame = cgRect(rect)
            layer.contents = sheet.image
            // As LCDClock picks its cells.
            layer.contentsRect = CGRect(x: CGFloat(digit) * 0.1, y: 0, width: 0.1, height: 1)
            layer.magnificationFilter = .linear
            layer.minificationFilter = .linear
            return layer
        })
        lines += row("six sprite digits 4× bilinear", frame: frame, floor: floor, ways: [
            Way(name: "cairo (product)") { digitRoot.render(in: context) },
            Way(name: "pixman") { for (source, rect) in zip(cellSources, rects) { PixmanKernels.compositeOver(source, onto: target, in: rect) } },
            Way(name: "Swift scalar") { for (cell, rect) in zip(cells, rects) { SwiftKernels.bilinearOver(cell, onto: frame, in: rect) } },
            Way(name: "Swift SIMD4<UInt32>") { for (cell, rect) in zip(cells, rects) { SwiftKernels.bilinearOverSIMD(cell, onto: frame, in: rect) } },
        ])

        // An opaque colour over the whole frame; 0x33/0x66/0x99 are exact in 8 bits.
        let color: UInt32 = 0xFF33_6699
        let fillRoot = root(with: [])
        fillRoot.backgroundColor = CGColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 1)
        // The window's path: a whole frame through `CARenderer`, whose opaque fills skip cairo.
        let renderer = FrameRenderer()
        let fillFrame = Way(name: "FrameRenderer (window)") {
            renderer.render(fillRoot, into: UnsafeMutableRawPointer(frame.base), width: frame.width, height: frame.height,
                            bytesPerRow: frame.bytesPerRow)
        }
        lines += row("solid fill, opaque", frame: frame, floor: floor, ways: [
            Way(name: "cairo (render(in:))") { fillRoot.render(in: context) },
            Way(name: "pixman_fill") { PixmanKernels.fill(frame, with: color) },
            Way(name: "glibc wmemset") { PixmanKernels.wideFill(frame, with: color) },
            Way(name: "strata_fill32 (rep stosl)") { PixmanKernels.stringStoreFill(frame, with: color) },
            Way(name: "Swift update(repeating:)") { SwiftKernels.fill(frame, with: color) },
            fillFrame,
        ])
        // The target's ratio, from the fill and a memset of the frame timed in turn, round after
        // round, as the median of each round's ratio: the memset above was timed seconds earlier,
        // and on a shared machine the two blocks' ratio swung from 0.76× to 1.87× over three runs.
        let rounds = Measurement.timesInTurn(samples: samples, [fillFrame.run, { memset(frame.base, 0x40, byteCount) }])
        let roundRatios = zip(rounds[0], rounds[1]).map { fill, set in set > 0 ? fill / set : .infinity }
        log.record(.solidFill, Measurement.median(roundRatios))
        lines.append("    " + pad("FrameRenderer ÷ memset") + String(
            format: "%8.3f ms %7.2f× memset in turn, the rounds' median (target \(BenchTarget.solidFill.limitText))",
            Measurement.median(rounds[0]) * 1000, Measurement.median(roundRatios)))

        // 10 000 small translucent boxes, a field of layers at 0.6 opacity, a box or a row at a
        // time (a turned layer's spans are rows): where a call costs more than its pixels. 0x99 alpha with channels 0x33/0x22/0x11 (premultiplied).
        let translucent: UInt32 = 0x9933_2211
        let boxes = (0..<10_000).map { KernelRect(x: ($0 % 100) * 19 + 2, y: ($0 / 100) * 10 + 1, width: 16, height: 8) }
        let boxRoot = root(with: boxes.map { box in
            let layer = CALayer()
            layer.frame = cgRect(box)
            layer.backgroundColor = CGColor(red: 0x33 / 153.0, green: 0x22 / 153.0, blue: 0x11 / 153.0, alpha: 0x99 / 255.0)
            return layer
        })
        lines += row("10 000 translucent 16×8 boxes", frame: frame, floor: floor, ways: [
            Way(name: "cairo (render(in:))") { boxRoot.render(in: context) },
            Way(name: "pixman, a composite a box") { PixmanKernels.compositeSolid(translucent, over: boxes, onto: target) },
            Way(name: "pixman, a composite a row") {
                PixmanKernels.compositeSolid(translucent, over: boxes, onto: target, byRow: true)
            },
            Way(name: "strata_over32, a call a row") { PixmanKernels.overRows(translucent, over: boxes, onto: frame) },
        ])

        // A small image magnified 8×.
        let tiles = try SyntheticSprites.tileImage()
        let imageRect = KernelRect(x: 560, y: 140, width: 800, height: 800)
        guard let imageSource = PixmanImage(source: tiles.pixels, scaledOnto: imageRect) else {
            throw KernelBenchmarkError(description: "no pixman image")
        }
        let imageLayer = CALayer()
        imageLayer.frame = cgRect(imageRect)
        imageLayer.contents = tiles.image
        imageLayer.magnificationFilter = .linear
        let imageRoot = root(with: [imageLayer])
        lines += row("image 100×100 → 800×800 bilinear", frame: frame, floor: floor, ways: [
            Way(name: "cairo (product)") { imageRoot.render(in: context) },
            Way(name: "pixman") { PixmanKernels.compositeOver(imageSource, onto: target, in: imageRect) },
            Way(name: "Swift scalar") { SwiftKernels.bilinearOver(tiles.pixels, onto: frame, in: imageRect) },
            Way(name: "Swift SIMD4<UInt32>") { SwiftKernels.bilinearOverSIMD(tiles.pixels, onto: frame, in: imageRect) },
        ])
        lines += BlurBenchmark(samples: samples).lines { pad($0) }
        return lines
    }

    /// Times each way (compositing over what the frame already holds; it is not cleared in
    /// the timed part), then checks each way's pixels against pixman's (the second way), all
    /// drawn from the same backdrop: one heading line and one line per way.
    private func row(_ label: String, frame: BenchPixels, floor: Double, ways: [Way]) -> [String] {
        frame.paintBackdrop()
        let times = ways.map { way in Measurement.median(samples: samples, way.run) }
        let best = times.min() ?? 0
        let results = ways.map { way in
            frame.paintBackdrop()
            way.run()
            let result = BenchPixels(width: frame.width, height: frame.height)
            result.copy(from: frame)
            return result
        }
        return ["  " + label] + ways.indices.map { i in
            let check = i == 1 ? "(reference)" : "\(results[i].maxChannelDifference(to: results[1]))"
            return "    " + pad(ways[i].name)
                + String(format: "%8.3f ms %7.2f× %7.2f×   ", times[i] * 1000, times[i] / floor, best > 0 ? times[i] / best : 0)
                + check
        }
    }

    /// A layer covering the frame, with no background of its own unless given one, so that
    /// rendering it only composites its sublayers.
    private func root(with sublayers: [CALayer]) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        for layer in sublayers { root.addSublayer(layer) }
        return root
    }

    /// A context over the frame, flipped to layer space as `FrameRenderer` makes it.
    private func productContext(over frame: BenchPixels) throws(KernelBenchmarkError) -> CGContext {
        guard let context = CGContext(data: UnsafeMutableRawPointer(frame.base), width: frame.width, height: frame.height,
                                      bitsPerComponent: 8, bytesPerRow: frame.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { throw KernelBenchmarkError(description: "no context over the frame") }
        context.translateBy(x: 0, y: CGFloat(frame.height))
        context.scaleBy(x: 1, y: -1)
        return context
    }

    private func cgRect(_ r: KernelRect) -> CGRect { CGRect(x: r.x, y: r.y, width: r.width, height: r.height) }

    private func pad(_ label: String) -> String { label.padded(to: 28) }
}
