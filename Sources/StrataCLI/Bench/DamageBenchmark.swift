import Foundation
import Strata
import StrataScenes

/// The render server's rows of `strata bench`: each change measured through `CARenderer` (only
/// the damage drawn) beside the whole frame of the same scene, in the same run.
struct DamageBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    /// (label, seconds, reference seconds, reference label) rows.
    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [(String, Double, Double, String)] {
        var rows: [(String, Double, Double, String)] = []
        let renderer = FrameRenderer()
        let size = CGSize(width: width, height: height)

        // The clock's once-a-second tick: the seconds digit changes.
        if let clock = try? LCDClock(size: size) {
            let times = [ClockTime(hours: 12, minutes: 34, seconds: 56), ClockTime(hours: 12, minutes: 34, seconds: 57)]
                .compactMap { $0 }
            clock.show(times[0])
            let whole = Measurement.median(samples: samples) {
                renderer.render(clock.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
            }
            renderer.renderChanges(clock.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow,
                                   time: 0)
            var tick = 0
            var area = 0.0
            let changed = Measurement.median(samples: samples) {
                tick += 1
                CATransaction.withoutActions { clock.show(times[tick % 2]) }
                let region = renderer.renderChanges(clock.rootLayer, into: frame, width: width, height: height,
                                                    bytesPerRow: bytesPerRow, time: 0)
                area = Double(region.area)
            }
            rows.append(("clock tick, damage only (\(Int(area)) px)", changed, whole, "whole frame"))
        }

        // One of 1000 rounded-rect layers (40×30, radius 8, 50 % alpha) moved by one point.
        let (root, layers) = RoundedRectField.make(count: 1000, size: size)
        let whole = Measurement.median(samples: max(samples / 4, 3)) {
            renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        rows.append(("1000 rounded-rect layers, whole frame", whole, whole, "itself"))
        renderer.renderChanges(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow, time: 0)
        var step = 0
        let moved = Measurement.median(samples: samples) {
            step += 1
            CATransaction.withoutActions { layers[500].position.x += step % 2 == 0 ? 1 : -1 }
            renderer.renderChanges(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow, time: 0)
        }
        rows.append(("one of them moved, damage only", moved, whole, "whole frame"))

        // 1000 running animations: evaluated and damaged for one frame (beginFrame), then drawn.
        let begin = CACurrentMediaTime()
        for (index, layer) in layers.enumerated() {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.byValue = 40
            slide.duration = 1e6
            slide.beginTime = begin - Double(index) * 1e-3
            layer.add(slide, forKey: "slide")
        }
        guard let context = CGContext(data: frame, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue) else { return rows }
        let animated = CARenderer(cgContext: context)
        animated.layer = root
        var t = begin
        animated.beginFrame(atTime: t, timeStamp: nil)
        animated.render()
        animated.endFrame()
        let evaluate = Measurement.median(samples: samples) {
            t += 1.0 / 60
            animated.evaluateAnimations(atTime: t)
        }
        rows.append(("1000 animations evaluated, one frame", evaluate, whole, "whole frame"))
        let damaged = Measurement.median(samples: samples) {
            t += 1.0 / 60
            animated.beginFrame(atTime: t, timeStamp: nil)
            animated.endFrame()
        }
        rows.append(("1000 animations evaluated + damage, one frame", damaged, whole, "whole frame"))
        return rows
    }

}

/// The benchmark's field of layers: rounded rectangles at fixed pseudo-random places.
enum RoundedRectField {
    static func make(count: Int, size: CGSize) -> (CALayer, [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var layers: [CALayer] = []
        for _ in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: next() * (size.width - 40), y: next() * (size.height - 30), width: 40, height: 30)
            layer.cornerRadius = 8
            layer.backgroundColor = CGColor(red: next(), green: next(), blue: next(), alpha: 0.5)
            root.addSublayer(layer)
            layers.append(layer)
        }
        return (root, layers)
    }
}
