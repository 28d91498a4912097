import CCairo
import CPixman
import Foundation
import Strata
import StrataScenes

/// The compositor's per-layer rows of `strata bench`: many small layers drawn as a whole frame,
/// each beside a library drawing the same shapes straight into the same frame (the floor a layer
/// compositor adds its bookkeeping to).
struct LayerFieldBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    /// The rows, each beside its reference.
    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [BenchRow] {
        let size = CGSize(width: width, height: height)
        let renderer = FrameRenderer()
        var rows: [BenchRow] = []

        // 1000 rounded rectangles 40×30, radius 8, 50 % alpha, against cairo filling the paths.
        // Each row is drawn in turn with its reference (`Measurement.mediansInTurn`).
        let (rounded, roundedLayers) = BenchLayerField.rounded(count: 1000, size: size)
        let (layers, cairo) = cairoFill(roundedLayers, background: rounded, frame: frame, bytesPerRow: bytesPerRow) {
            renderer.render(rounded, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        rows.append(BenchRow("1000 rounded-rect layers 40×30 r8, 50 % alpha", layers, cairo, "cairo filling the same paths",
                             target: .roundedLayers))

        // 10 000 opaque 10×10 layers, against pixman_fill of the same rectangles.
        let (plain, plainLayers) = BenchLayerField.plain(count: 10_000, size: size)
        let fills = plainLayers.map { layer -> (Int32, Int32, UInt32) in
            (Int32(layer.frame.minX), Int32(layer.frame.minY), BenchLayerField.pixel(of: layer.backgroundColor))
        }
        let background = BenchLayerField.pixel(of: plain.backgroundColor)
        let base = frame.assumingMemoryBound(to: UInt32.self)
        let stride = Int32(bytesPerRow / 4)
        let times = Measurement.mediansInTurn(samples: max(samples / 4, 3), [{
            renderer.render(plain, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }, {
            _ = pixman_fill(base, stride, 32, 0, 0, Int32(width), Int32(height), background)
            for (x, y, color) in fills { _ = pixman_fill(base, stride, 32, x, y, 10, 10, color) }
        }])
        let (plainTime, fillTime) = (times[0], times[1])
        rows.append(BenchRow("10 000 opaque 10×10 layers", plainTime, fillTime, "pixman_fill of the same rects",
                             target: .opaqueLayers))
        return rows
    }

    /// A row of `threadRows`: the seconds of a whole frame on 1 thread and on several, the
    /// median of each pair's speed-up, and the same median for `IndependentWorkReference`
    /// measured right after the frames.
    struct ThreadRow {
        let label: String
        let one: Double, several: Double
        let pairs: Double
        let reference: Double
        /// The target set on the speed-up `one / several`.
        let target: BenchTarget?
    }

    /// The layer fields and the cube page drawn whole on `threads` threads and on 1, by two
    /// renderers of the same code in this run, their samples taken in turn so that both see the
    /// same machine load, each followed by the same hand-over of work that shares nothing (what
    /// the cores give at the time: `IndependentWorkReference`).
    ///
    /// The pairs' median speed-up is the steadier figure on a shared machine: a pair's two frames
    /// are drawn back to back, so a slow spell slows both, where the two medians may come from
    /// different spells.
    func threadRows(frame: UnsafeMutableRawPointer, bytesPerRow: Int, threads: Int) -> [ThreadRow] {
        let size = CGSize(width: width, height: height)
        var fields: [(String, CALayer, BenchTarget?)] = [
            ("1000 rounded-rect layers 40×30 r8, 50 % alpha", BenchLayerField.rounded(count: 1000, size: size).0,
             .twoThreads),
            ("10 000 opaque 10×10 layers", BenchLayerField.plain(count: 10_000, size: size).0, nil),
        ]
        // Bands cut through its transform layer and faces in perspective.
        if let entry = SceneCatalog.entry(named: "gallery/cube"), let cube = try? entry.make() {
            cube.layout(for: size)
            fields.append(("gallery/cube page (faces in perspective)", cube.rootLayer, nil))
        }
        let reference = IndependentWorkReference(threads: threads)
        return fields.map { label, root, target in
            let single = FrameRenderer(), several = FrameRenderer()
            single.threadCount = 1
            several.threadCount = threads
            let draw = { (renderer: FrameRenderer) in
                renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
            }
            draw(single)
            draw(several)
            var one: [Double] = [], many: [Double] = []
            for _ in 0..<max(samples / 2, 5) {
                one.append(Measurement.seconds { draw(single) })
                many.append(Measurement.seconds { draw(several) })
            }
            // After the frames, not between them: its images would push the frame's layers and
            // caches out of the cores' caches, and the 1-thread frame that followed paid for it.
            let referencePairs = reference.map { reference in
                (0..<max(samples / 2, 5)).map { _ in reference.seconds(threads: 1) / reference.seconds(threads: threads) }
            } ?? []
            let pairs = zip(one, many).map { $0 / $1 }
            return ThreadRow(label: label, one: Measurement.median(one), several: Measurement.median(many),
                             pairs: Measurement.median(pairs),
                             reference: referencePairs.isEmpty ? .nan : Measurement.median(referencePairs),
                             target: target)
        }
    }

    /// The field's frame (`ours`) timed in turn with cairo drawing the field's background and
    /// its layers' rounded paths straight into the frame: what the compositor does, without
    /// layers. The medians of both, in seconds.
    /// `ours` and cairo filling the same rounded paths over the same background, timed in turn.
    func cairoFill(_ layers: [CALayer], background: CALayer, frame: UnsafeMutableRawPointer,
                           bytesPerRow: Int, inTurnWith ours: @escaping () -> Void) -> (ours: Double, cairo: Double) {
        guard let surface = cairo_image_surface_create_for_data(frame.assumingMemoryBound(to: UInt8.self),
                                                                 CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                 Int32(bytesPerRow)) else { return (.nan, .nan) }
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let shapes = layers.map { layer in (layer.frame, layer.cornerRadius, layer.backgroundColor?.rgba) }
        let back = background.backgroundColor?.rgba
        let times = Measurement.mediansInTurn(samples: max(samples / 4, 3), [ours, {
            if let back { cairo_set_source_rgba(cr, back.r, back.g, back.b, back.a) }
            cairo_paint(cr)
            for (rect, radius, color) in shapes {
                guard let color else { continue }
                cairo_new_sub_path(cr)
                cairo_arc(cr, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
                cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
                cairo_arc(cr, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
                cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
                cairo_close_path(cr)
                cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
                cairo_fill(cr)
            }
            cairo_surface_flush(surface)
        }])
        return (times[0], times[1])
    }
}
