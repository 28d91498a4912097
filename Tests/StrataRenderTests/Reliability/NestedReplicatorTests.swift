import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Replicators inside replicators multiply their copies: five levels of 40 copies draw a layer
/// 40⁵ ≈ 10⁸ times, which `strata fuzz` (seed 1795655549035, iteration 3734) found hanging a
/// frame. The copies of any layer are bounded by `RenderNode.maximumInstanceCount` (10 000),
/// counts multiplied down the nesting; the innermost replicators give way, with a diagnostic.
///
/// The scene: a white 800 × 800 target whose layer space is its pixel grid; an outer replicator
/// at the origin with 200 copies, each 4 points right of the one before; inside it an inner
/// replicator with 200 copies, each 4 points below; inside that a red 2 × 2 square at (0, 0).
/// Unbounded, copy (i, j) covers x 4i…4i+2, y 4j…4j+2 for all i, j < 200: 40 000 copies. The
/// outer keeps its 200 (200 ≤ 10 000); the inner keeps 10 000 / 200 = 50, so red reaches
/// row 4 × 49 + 1 = 197 and no further: (1, 201) stays white, as does every row below 200.
@Suite("Reliability: nested replicators")
struct NestedReplicatorTests {
    private static let size = 800

    private func nestedScene(outer: Int, inner: Int) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.size, height: Self.size)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let across = CAReplicatorLayer()
        across.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        across.instanceCount = outer
        across.instanceTransform = CATransform3DMakeTranslation(4, 0, 0)
        let down = CAReplicatorLayer()
        down.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        down.instanceCount = inner
        down.instanceTransform = CATransform3DMakeTranslation(0, 4, 0)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(across)
        across.addSublayer(down)
        down.addSublayer(square)
        return root
    }

    /// One frame of `root` through `CARenderer`, and the diagnostics it gave.
    private func frame(of root: CALayer) throws -> (image: CGImage, diagnostics: [String]) {
        let context = try #require(RenderTestSupport.flippedContext(width: Self.size, height: Self.size))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        var image: CGImage?
        let diagnostics = BehaviourTestSupport.recordingDiagnostics {
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            image = context.makeImage()
        }
        return (try #require(image), diagnostics)
    }

    private func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let p = RenderTestSupport.pixel(image, x, y)
        return p.r == 255 && p.g == 0 && p.b == 0
    }

    private func isWhite(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let p = RenderTestSupport.pixel(image, x, y)
        return p.r == 255 && p.g == 255 && p.b == 255
    }

    @Test("200 × 200 nested copies: the inner replicator draws 50 of its 200 inside the outer's 200")
    func innerReplicatorGivesWay() throws {
        let (picture, diagnostics) = try frame(of: nestedScene(outer: 200, inner: 200))
        // The outer's copies all drawn: columns 0 and 199 (x = 796) of the first row.
        #expect(isRed(picture, 1, 1))
        #expect(isRed(picture, 797, 1))
        // The inner's copies 0…49: rows 0 and 49 (y = 196) red, row 50 (y = 200) on white.
        #expect(isRed(picture, 1, 197))
        #expect(isRed(picture, 797, 197))
        #expect(isWhite(picture, 1, 201))
        #expect(isWhite(picture, 797, 797))
        #expect(diagnostics.contains { $0.contains("draws 50 of its 200 copies") }, "\(diagnostics.prefix(3))")
    }

    @Test("a copy count within the bound is drawn whole, with no diagnostic")
    func withinTheBound() throws {
        // 100 × 100 = 10 000: exactly the bound, so the inner keeps all 100 (rows 0…99, y to 397).
        let (picture, diagnostics) = try frame(of: nestedScene(outer: 100, inner: 100))
        #expect(isRed(picture, 397, 397))
        #expect(isWhite(picture, 401, 401))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
    }

    @Test("five levels of 40 delayed copies with an animation below: frames finish, each layer within the bound")
    func fiveDelayedLevels() throws {
        // 40⁵ ≈ 10⁸ copies unbounded, each level's copies scheduled at their own delayed time.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        var parent = root
        for _ in 0..<5 {
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            replicator.instanceCount = 40
            replicator.instanceTransform = CATransform3DMakeTranslation(1, 1, 0)
            replicator.instanceDelay = 0.01
            parent.addSublayer(replicator)
            parent = replicator
        }
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        parent.addSublayer(square)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = 10
        fade.beginTime = 0
        square.add(fade, forKey: "fade")
        let context = try #require(RenderTestSupport.flippedContext(width: 64, height: 64))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        var nextFrames: [CFTimeInterval] = []
        let diagnostics = BehaviourTestSupport.recordingDiagnostics {
            for frame in 0..<3 {
                renderer.beginFrame(atTime: 1 + Double(frame) / 60, timeStamp: nil)
                renderer.render()
                nextFrames.append(renderer.nextFrameTime())
                renderer.endFrame()
            }
        }
        // Levels 1 and 2 keep their 40 (1600 copies); level 3 keeps 10 000 / 1600 = 6; levels 4
        // and 5, inside 9600 copies, keep 1 each.
        #expect(diagnostics.contains { $0.contains("draws 6 of its 40 copies") }, "\(diagnostics.prefix(3))")
        #expect(diagnostics.contains { $0.contains("draws 1 of its 40 copies") }, "\(diagnostics.prefix(3))")
        // The fade runs: each frame asks for the next one.
        #expect(nextFrames.allSatisfy { $0.isFinite }, "\(nextFrames)")
    }
}
