import Foundation
import Strata
import StrataScenes
import StrataX11

/// The render server's rows of `strata bench`: each change measured through `CARenderer` (only
/// the damage drawn) beside the whole frame of the same scene, in the same run.
struct DamageBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    /// The rows, each beside its reference. `cachePeak` receives the most
    /// bytes the clock's renderer's caches held (resampled digit figures, mipmaps, shadows,
    /// rasterized and perspective pictures: everything counted in `STRATA_CACHE_MB`).
    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int, cachePeak: inout Int) -> [BenchRow] {
        var rows: [BenchRow] = []
        let renderer = FrameRenderer()
        let size = CGSize(width: width, height: height)

        // The clock's once-a-second tick: the seconds digit changes. The frame's two halves are
        // timed apart: taking the commit and finding the damage, then compositing the damage.
        if let clock = try? LCDClock(size: size) {
            let times = [ClockTime(hours: 12, minutes: 34, seconds: 56), ClockTime(hours: 12, minutes: 34, seconds: 57)]
                .compactMap { $0 }
            clock.show(times[0])
            let whole = Measurement.median(samples: samples) {
                renderer.render(clock.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
            }
            guard let ticking = primedRenderer(clock.rootLayer, frame: frame, bytesPerRow: bytesPerRow) else { return rows }
            var tick = 0
            var damaged: [PixelRect] = []
            var compositing: [Double] = []
            let changed = Measurement.median(samples: samples) {
                tick += 1
                CATransaction.withoutActions { clock.show(times[tick % 2]) }
                ticking.beginFrame(atTime: 0, timeStamp: nil)
                damaged = ticking.updateRegion.rects.map(PixelRect.init(wholePixels:))
                let start = DispatchTime.now().uptimeNanoseconds
                ticking.render()
                compositing.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                ticking.endFrame()
            }
            let copy = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
            defer { copy.deallocate() }
            copy.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            let floor = DamagedBytesCopy.median(samples: samples, rects: damaged, from: copy, to: frame,
                                                bytesPerRow: bytesPerRow)
            let area = damaged.reduce(0) { $0 + $1.width * $1.height }
            rows.append(BenchRow("clock tick, composite of the damage (\(area) px)", Measurement.median(compositing),
                                  floor, "memcpy of the same bytes", target: .tickComposite))
            rows.append(BenchRow("clock tick, commit + damage + composite", changed, whole, "whole frame"))
            cachePeak = ticking.cacheBytes.peak
        }

        // One of 1000 rounded-rect layers (40×30, radius 8, 50 % alpha) moved by one point.
        let (root, layers) = BenchLayerField.rounded(count: 1000, size: size)
        let whole = Measurement.median(samples: max(samples / 4, 3)) {
            renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        rows.append(BenchRow("1000 rounded-rect layers, whole frame", whole, whole, "itself"))
        guard let moving = primedRenderer(root, frame: frame, bytesPerRow: bytesPerRow) else { return rows }
        var step = 0
        var movedCompositing: [Double] = []
        let moved = Measurement.median(samples: samples) {
            step += 1
            CATransaction.withoutActions { layers[500].position.x += step % 2 == 0 ? 1 : -1 }
            moving.beginFrame(atTime: 0, timeStamp: nil)
            let start = DispatchTime.now().uptimeNanoseconds
            moving.render()
            movedCompositing.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            moving.endFrame()
        }
        rows.append(BenchRow("one of them moved, commit + damage + composite", moved, whole, "whole frame",
                             target: .movedLayer))
        rows.append(BenchRow("  of which the composite of the damage", Measurement.median(movedCompositing), moved,
                     "the moved frame"))

        // Every other layer moved: 500 changes, 1000 damage rectangles (old and new boxes), which
        // the damage region folds into a few. Drawn through `CARenderer` (commit, damage and
        // drawing; the property changes themselves are the caller's, outside the timing) beside
        // a second renderer of the same tree told to draw all of every frame after the same
        // changes: many rectangles must never cost more than giving up and drawing everything.
        guard let everything = primedRenderer(root, frame: frame, bytesPerRow: bytesPerRow) else { return rows }
        var scattered: [Double] = [], redrawn: [Double] = []
        for scatter in 0..<max(samples / 4, 3) {
            CATransaction.withoutActions {
                for index in stride(from: 0, to: layers.count, by: 2) {
                    layers[index].position.x += scatter % 2 == 0 ? 1 : -1
                }
            }
            // The first commit after the changes reads the moved layers from memory, the second
            // from the cache: the two renderers take turns at going first.
            let damaged = {
                scattered.append(Measurement.seconds {
                    moving.beginFrame(atTime: 0, timeStamp: nil)
                    moving.render()
                    moving.endFrame()
                })
            }
            let whole = {
                redrawn.append(Measurement.seconds {
                    everything.beginFrame(atTime: 0, timeStamp: nil)
                    everything.addUpdate(everything.bounds)
                    everything.render()
                    everything.endFrame()
                })
            }
            if scatter % 2 == 0 { damaged(); whole() } else { whole(); damaged() }
        }
        rows.append(BenchRow("500 of them moved (1000 damage rects), the frame", Measurement.median(scattered),
                     Measurement.median(redrawn), "the same changes drawn whole"))

        // 1000 running animations: evaluated and damaged for one frame (beginFrame), then drawn.
        let begin = CACurrentMediaTime()
        for (index, layer) in layers.enumerated() {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.byValue = 40
            slide.duration = 1e6
            slide.beginTime = begin - Double(index) * 1e-3
            layer.add(slide, forKey: "slide")
        }
        var t = begin
        guard let animated = primedRenderer(root, at: t, frame: frame, bytesPerRow: bytesPerRow) else { return rows }
        let evaluate = Measurement.median(samples: samples) {
            t += 1.0 / 60
            animated.evaluateAnimations(atTime: t)
        }
        rows.append(BenchRow("1000 animations evaluated, one frame", evaluate, whole, "whole frame",
                             target: .animations))
        let damaged = Measurement.median(samples: samples) {
            t += 1.0 / 60
            animated.beginFrame(atTime: t, timeStamp: nil)
            animated.endFrame()
        }
        rows.append(BenchRow("1000 animations evaluated + damage, one frame", damaged, whole, "whole frame"))
        return rows
    }

    /// A renderer of `root` into the frame that has drawn its first, whole frame, at media time `t`.
    private func primedRenderer(_ root: CALayer, at t: CFTimeInterval = 0, frame: UnsafeMutableRawPointer,
                                bytesPerRow: Int) -> CARenderer? {
        guard let context = BenchContext.flipped(frame: frame, width: width, height: height, bytesPerRow: bytesPerRow) else { return nil }
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.beginFrame(atTime: t, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return renderer
    }
}
