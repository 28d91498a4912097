import Foundation
import Testing
import StrataCoreGraphics
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A deterministic generator (SplitMix64), so a failing step can be replayed.
struct SplitMix {
    private var generator: SplitMix64
    init(state: UInt64) { generator = SplitMix64(seed: state) }
    mutating func next() -> UInt64 { generator.next() }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func unit() -> CGFloat { CGFloat(next() % 10_000) / 10_000 }
}

@Suite("Render server: incremental frames equal full renders")
struct IncrementalRenderTests {
    private static let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.6, blue: 1, alpha: 1),
                                 CGColor(red: 0.2, green: 0.8, blue: 0.2, alpha: 0.7), CGColor(gray: 0.9, alpha: 1)]

    private static func image(_ seed: inout SplitMix, size: Int) -> CGImage? {
        let ctx = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: RenderTestSupport.bitmapInfo)
        ctx?.setFillColor(colors[seed.below(colors.count)])
        ctx?.fill(CGRect(x: 0, y: 0, width: size / 2, height: size))
        return ctx?.makeImage()
    }

    /// Applies one random mutation of the kinds the render server must track.
    @discardableResult
    private static func mutate(_ layers: inout [CALayer], root: CALayer, rng: inout SplitMix) -> Int {
        let target = layers[rng.below(layers.count)]
        let kind = rng.below(13)
        switch kind {
        case 0: target.position = CGPoint(x: rng.unit() * 120, y: rng.unit() * 90)
        case 1: target.bounds.size = CGSize(width: 4 + rng.unit() * 60, height: 4 + rng.unit() * 50)
        case 2:  // reorder
            if let parent = target.superlayer, parent.sublayers?.count ?? 0 > 1 {
                parent.insertSublayer(target, at: UInt32(rng.below(parent.sublayers?.count ?? 1)))
            }
        case 3: target.isHidden.toggle()
        case 4:
            if target.mask == nil {
                let m = CALayer()
                m.frame = CGRect(x: rng.unit() * 20, y: rng.unit() * 20, width: 10 + rng.unit() * 40, height: 10 + rng.unit() * 30)
                m.backgroundColor = CGColor(gray: 0, alpha: 1)
                target.mask = m
            } else if rng.below(2) == 0 {
                target.mask?.position.x += 7
            } else {
                target.mask = nil
            }
        case 5:
            target.shadowOpacity = rng.below(2) == 0 ? 0 : 0.8
            target.shadowRadius = rng.unit() * 4
            target.shadowOffset = CGSize(width: rng.unit() * 6 - 3, height: rng.unit() * 6 - 3)
        case 6: target.opacity = Float(rng.unit())
        case 7: target.contents = image(&rng, size: 8 + rng.below(16))
        case 8: target.transform = CATransform3DMakeRotation(rng.unit() * .pi, 0, 0, 1)
        case 9:  // add
            let layer = CALayer()
            layer.frame = CGRect(x: rng.unit() * 100, y: rng.unit() * 80, width: 5 + rng.unit() * 30, height: 5 + rng.unit() * 30)
            layer.backgroundColor = colors[rng.below(colors.count)]
            (rng.below(3) == 0 ? root : target).addSublayer(layer)
            layers.append(layer)
        case 10:  // remove (never the root)
            if target !== root, let index = layers.firstIndex(of: target) {
                target.removeFromSuperlayer()
                layers.remove(at: index)
            }
        case 11: target.backgroundColor = colors[rng.below(colors.count)]
        default:
            target.sublayerTransform = CATransform3DMakeScale(1 + rng.unit() * 0.3, 1, 1)
        }
        return kind
    }

    @Test("1000 random mutations: after every step the incrementally drawn frame equals a full render")
    func randomMutations() throws {
        let width = 128, height = 96
        let root = IncrementalTarget.backdrop(width: width, height: height)
        var layers: [CALayer] = [root]
        var rng = SplitMix(state: 20261123)
        for _ in 0..<8 { IncrementalRenderTests.mutate(&layers, root: root, rng: &rng) }
        let target = try #require(IncrementalTarget(root: root, width: width, height: height))
        var failures: [String] = []
        var exactSteps = 0
        for step in 0..<1000 {
            let kind = IncrementalRenderTests.mutate(&layers, root: root, rng: &rng)
            target.frame()
            // pixman rounds some compositing operations (group opacity over a clipped group
            // surface) differently when a clip rectangle is set (the damage) than when none is,
            // by a few levels of 255; a missed or wrong damage rectangle leaves whole stale
            // shapes behind, far more than that.
            let worst = try target.worstDifference(from: root)
            if worst == 0 { exactSteps += 1 }
            if worst > 4 {
                failures.append("step \(step) (mutation \(kind)): a pixel differs by \(worst)")
                // Start again from a correct frame, so that each failure is the step's own.
                target.renderer.addUpdate(CGRect(x: 0, y: 0, width: width, height: height))
                target.frame()
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(exactSteps >= 900, "only \(exactSteps) of 1000 steps were exact")
    }
}
