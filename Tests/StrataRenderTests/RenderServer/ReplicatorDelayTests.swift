import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// `CAReplicatorLayer.instanceDelay` through `CARenderer`. Apple: "Specifies the delay, in
/// seconds, between replicated copies." Copy k shows the sublayers as they are k × delay
/// earlier in the replicator's time.
///
/// The scene: a clear 160 × 60 target whose layer space is its pixel grid; a 40 × 40 replicator
/// at its top-left corner with three copies, each 40 points right of the one before
/// (`instanceTransform`, so copies 1 and 2 are outside the replicator's bounds), 0.25 s apart;
/// its one sublayer a red 30 × 30 square at (5, 5) whose model opacity is 0.5 and whose
/// opacity animation goes 1 → 0 linearly over 1 s from media time 1000 (fill mode removed).
/// Copy k at media time t is at τ = t − 1000 − 0.25k into the fade: opacity 1 − τ for
/// 0 ≤ τ < 1, the model's 0.5 otherwise. Red at opacity α over clear is, premultiplied,
/// red = alpha = 255·α.
@Suite("Render server: replicator instanceDelay")
struct ReplicatorDelayTests {
    private final class Scene {
        let root = CALayer()
        let replicator = CAReplicatorLayer()
        let square = CALayer()
        let context: CGContext
        let renderer: CARenderer

        init() throws {
            root.frame = CGRect(x: 0, y: 0, width: 160, height: 60)
            replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            replicator.instanceDelay = 0.25
            square.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            square.opacity = 0.5
            root.addSublayer(replicator)
            replicator.addSublayer(square)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(1)
            fade.toValue = Float(0)
            fade.duration = 1
            fade.beginTime = 1000
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            square.add(fade, forKey: "fade")
            context = try #require(RenderTestSupport.flippedContext(width: 160, height: 60))
            renderer = CARenderer(cgContext: context)
            renderer.layer = root
        }

        /// Draws the frame at media time `t`; returns its damage rectangles and picture.
        func frame(at t: CFTimeInterval) throws -> (damage: [CGRect], image: CGImage) {
            renderer.beginFrame(atTime: t, timeStamp: nil)
            let damage = renderer.updateRegion.rects
            renderer.render()
            renderer.endFrame()
            return (damage, try #require(context.makeImage()))
        }

        /// The opacity copy `k` shows: its middle pixel's alpha.
        func opacity(ofCopy k: Int, in image: CGImage) -> Double {
            Double(RenderTestSupport.pixel(image, 20 + 40 * k, 20).a) / 255
        }
    }

    /// The opacity worked out above for copy `k` at media time `t`.
    private func expected(copy k: Int, at t: Double) -> Double {
        let tau = t - 1000 - 0.25 * Double(k)
        return tau >= 0 && tau < 1 ? 1 - tau : 0.5
    }

    @Test("copy k runs the fade k × 0.25 s behind copy 0", arguments: [999.9, 1000.1, 1000.6, 1001.3, 1001.6])
    func delayedCopies(t: Double) throws {
        let scene = try Scene()
        let image = try scene.frame(at: t).image
        // By hand: at 1000.6, τ = 0.6, 0.35, 0.1 → 0.4, 0.65, 0.9; at 1000.1 copies 1 and 2 have
        // not started (0.9, 0.5, 0.5); at 1001.3 only copy 2 runs (0.5, 0.5, 0.2).
        for k in 0..<3 {
            let shown = scene.opacity(ofCopy: k, in: image)
            #expect(abs(shown - expected(copy: k, at: t)) <= 1.5 / 255, "copy \(k) at \(t): \(shown)")
        }
        // Each copy is a red square: premultiplied red equals alpha.
        let middle = RenderTestSupport.pixel(image, 100, 20)
        #expect(middle.r == middle.a && middle.g == 0 && middle.b == 0)
    }

    @Test("the hand-worked values at 1000.6: 0.4, 0.65 and 0.9")
    func handValues() throws {
        let scene = try Scene()
        let image = try scene.frame(at: 1000.6).image
        #expect(abs(Int(RenderTestSupport.pixel(image, 20, 20).a) - 102) <= 1)   // 0.4 × 255
        #expect(abs(Int(RenderTestSupport.pixel(image, 60, 20).a) - 166) <= 1)   // 0.65 × 255 = 165.75
        #expect(abs(Int(RenderTestSupport.pixel(image, 100, 20).a) - 230) <= 1)  // 0.9 × 255 = 229.5
    }

    @Test("frames keep coming while any copy runs: until copy 2's fade ends at 1001.5")
    func nextFrameTime() throws {
        let scene = try Scene()
        _ = try scene.frame(at: 999.9)
        #expect(scene.renderer.nextFrameTime() == 1000)
        _ = try scene.frame(at: 1000.6)
        #expect(scene.renderer.nextFrameTime() == 1000.6)
        // Copy 0 ended at 1001, copy 1 at 1001.25; copy 2 runs until 1001.5.
        _ = try scene.frame(at: 1001.3)
        #expect(scene.renderer.nextFrameTime() == 1001.3)
        _ = try scene.frame(at: 1001.6)
        #expect(scene.renderer.nextFrameTime() == .infinity)
    }

    @Test("while a copy animates, the damage is the box of the replicator and all three copies, not the frame")
    func damage() throws {
        let scene = try Scene()
        #expect(try scene.frame(at: 1001.2).damage == [CGRect(x: 0, y: 0, width: 160, height: 60)])
        // Only copy 2 runs at 1001.3 (the square's own fade has ended), yet the replicator
        // stands for its subtree: its bounds (0…40 × 0…40) and its copies (the square at
        // x = 5 + 40k … 35 + 40k, y 5…35), x 0…115 and y 0…40 together, grown by one pixel
        // and clipped to the target.
        let copies = [CGRect(x: 0, y: 0, width: 116, height: 41)]
        let running = try scene.frame(at: 1001.3).damage
        #expect(running == copies, "\(running)")
        // The end state shows once, then nothing changes.
        let ended = try scene.frame(at: 1001.6).damage
        #expect(ended == copies, "\(ended)")
        #expect(try scene.frame(at: 1001.7).damage.isEmpty)
    }
}
