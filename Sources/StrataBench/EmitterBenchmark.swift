import CPixman
import Foundation
import Strata
import StrataScenes

/// 5000 live particles worked out and drawn each frame at 1920×1080 on one thread (issue 38),
/// beside pixman compositing 5000 sprites of the same size, turned and bilinear, untinted: the
/// library's own sprite composite, the floor the hand-written tinting splat is judged against.
/// Then the same frames on two threads, beside the one-thread time.
struct EmitterBenchmark {
    let samples: Int
    static let width = 1920, height = 1080
    /// The sprite's side in pixels.
    static let side = 16

    func rows() -> [BenchRow] {
        let frame = BenchPixels(width: Self.width, height: Self.height)
        let sprite = Self.sprite()
        guard let image = CGImage(copyingBGRA: sprite.base, width: Self.side, height: Self.side,
                                  bytesPerRow: sprite.bytesPerRow) else { return [] }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.backgroundColor = CGColor(gray: 0.05, alpha: 1)
        let emitter = BenchEmitterField.emitter(frame: root.bounds, picture: image, birthRate: 2500)
        root.addSublayer(emitter)
        // Frozen, stepped a frame at a time: each sample works out a new set of particles.
        root.speed = 0
        root.timeOffset = 10
        let loop = FrameLoop(root: root)
        loop.commit()
        loop.renderer.threadCount = 1
        let target = FrameTarget(base: UnsafeMutableRawPointer(frame.base), width: Self.width, height: Self.height,
                                 bytesPerRow: frame.bytesPerRow)
        var time = 10.0
        func nextFrame() {
            time += 1.0 / 60
            root.timeOffset = time
            loop.commit()
            loop.drawChanges(into: target, at: 0)
        }
        let strata = Measurement.median(samples: samples, nextFrame)
        // The same frames in bands on two threads, as a window draws them: each band meets
        // every particle, so this row shows what passing over the others costs.
        loop.renderer.threadCount = 2
        let twoThreads = Measurement.median(samples: samples, nextFrame)
        let pixman = pixmanSprites(onto: frame, sprite: sprite, count: 5000)
        return [BenchRow("5000 particles, worked out and drawn (1 thread)", strata, pixman,
                         "pixman: 5000 turned bilinear sprites, untinted", target: .particles),
                BenchRow("  the same on 2 threads", twoThreads, strata, "the same on 1 thread")]
    }

    /// The median time of pixman compositing `count` turned copies of `sprite` over `frame`.
    private func pixmanSprites(onto frame: BenchPixels, sprite: BenchPixels, count: Int) -> Double {
        guard let target = PixmanImage(over: frame), let source = PixmanImage(over: sprite) else { return .nan }
        pixman_image_set_filter(source.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        var random = SystemRandomNumberGenerator()
        let placed = (0..<count).map { _ in
            (x: Int.random(in: 100..<(Self.width - 100), using: &random),
             y: Int.random(in: 100..<(Self.height - 100), using: &random),
             angle: Double.random(in: 0..<(2 * .pi), using: &random))
        }
        let box = Int32(Double(Self.side) * 1.5)
        return Measurement.median(samples: samples) {
            for p in placed {
                // Destination pixel → sprite pixel: turned about the sprite's centre.
                let c = cos(p.angle), s = sin(p.angle), half = Double(box) / 2, mid = Double(Self.side) / 2
                var t = pixman_transform_t()
                t.matrix = ((pixman_fixed_t(c * 65536), pixman_fixed_t(s * 65536), pixman_fixed_t((mid - c * half - s * half) * 65536)),
                            (pixman_fixed_t(-s * 65536), pixman_fixed_t(c * 65536), pixman_fixed_t((mid + s * half - c * half) * 65536)),
                            (0, 0, 0x10000))
                _ = pixman_image_set_transform(source.image, &t)
                pixman_image_composite32(PIXMAN_OP_OVER, source.image, nil, target.image, 0, 0, 0, 0,
                                         Int32(p.x), Int32(p.y), box, box)
            }
        }
    }

    /// The field's soft round sprite (`BenchEmitterField.spritePixels(side:)`), in pixels pixman can use.
    private static func sprite() -> BenchPixels {
        let pixels = BenchPixels(width: side, height: side)
        for (index, word) in BenchEmitterField.spritePixels(side: side).enumerated() { pixels.base[index] = word }
        return pixels
    }
}

extension BenchTarget {
    /// Issue 38: 5000 live particles worked out and drawn in one 1080p frame on one thread.
    static let particles = BenchTarget(name: "5000 particles", source: "issue 38", measure: .milliseconds, limit: 4)
}
