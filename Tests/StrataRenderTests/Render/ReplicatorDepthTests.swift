import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// CAReplicatorLayer in 3D, as Apple documents it. `instanceTransform` "is applied to instance k-1
// to produce instance k ... relative to the center of this layer": the copies are made in the
// space the sublayers are placed in, and the replicator's `sublayerTransform` ("the transform to
// apply to sublayers when rendering") then maps every copy, as it maps any sublayer.
// `preservesDepth`: "If true, the layer behaves like a CATransformLayer"; false (the default)
// flattens the copies into the replicator's plane.
//
// Scenes are small and worked out by hand: a clear target whose layer space is its pixel grid
// (y down), premultiplied BGRA, source-over. Under m34 = −1/d, a point at depth z is drawn at
// 1/w of its distance from the middle of the layer whose sublayer transform it is, w = 1 − z/d.

private typealias Pixel = RenderTestSupport.Pixel

private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
private let whitePixel = Pixel(r: 255, g: 255, b: 255)
private let redPixel = Pixel(r: 255, g: 0, b: 0)
private let bluePixel = Pixel(r: 0, g: 0, b: 255)

@Suite("Replicator copies in 3D")
struct ReplicatorDepthTests {
    /// A 200 × 200 root holding a replicator of its size; the replicator's one sublayer is a
    /// white `side`-point square centred on (cx, cy). `stagePerspective` puts the replicator in a
    /// stage whose sublayer transform has m34 = −1/500 instead of straight in the root.
    private static func scene(side: CGFloat = 40, cx: CGFloat = 100, cy: CGFloat = 100, stagePerspective: Bool = false,
                              _ configure: (CAReplicatorLayer) -> Void) -> (root: CALayer, replicator: CAReplicatorLayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var parent = root
        if stagePerspective {
            let stage = CALayer()
            stage.frame = root.bounds
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            stage.sublayerTransform = perspective
            root.addSublayer(stage)
            parent = stage
        }
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        configure(replicator)
        let square = CALayer()
        square.frame = CGRect(x: cx - side / 2, y: cy - side / 2, width: side, height: side)
        square.backgroundColor = white
        replicator.addSublayer(square)
        parent.addSublayer(replicator)
        CATransaction.flush()
        return (root, replicator)
    }

    private static func render(_ root: CALayer) throws -> CGImage {
        try #require(RenderTestSupport.render(root, width: 200, height: 200))
    }

    @Test("a copy is made in the sublayer space, then the sublayer transform maps it")
    func instanceBeforeSublayerTransform() throws {
        // The square's middle (150, 100); sublayerTransform a translation by (50, 0); copy 1 a
        // quarter turn about the replicator's middle (100, 100). Made in the sublayer space, copy 1's
        // middle turns to (100, 150) (x towards y, the y-down screen) and moves to (150, 150); copy 0
        // is at (200, 100), half outside. Turned after the translation it would land at (100, 200).
        let (root, _) = Self.scene(side: 20, cx: 150, cy: 100) { replicator in
            replicator.sublayerTransform = CATransform3DMakeTranslation(50, 0, 0)
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        let image = try Self.render(root)
        #expect(RenderTestSupport.pixel(image, 150, 150) == whitePixel)
        #expect(RenderTestSupport.pixel(image, 195, 100) == whitePixel)
        #expect(RenderTestSupport.pixel(image, 100, 195) == .clear)
    }

    @Test("the replicator's own perspective sublayer transform shows a copy's depth")
    func ownPerspective() throws {
        // Copy 1 moved 100 towards the viewer; m34 = −1/500 on the replicator: w = 0.8, so the
        // 40-point square (80…120) is drawn 1.25 times as large about the middle: 75…125.
        let (root, _) = Self.scene { replicator in
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            replicator.sublayerTransform = perspective
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, 100)
        }
        let image = try Self.render(root)
        #expect(RenderTestSupport.pixel(image, 77, 100) == whitePixel)
        #expect(RenderTestSupport.pixel(image, 122, 122) == whitePixel)
        #expect(RenderTestSupport.pixel(image, 73, 100) == .clear)
    }

    @Test("preservesDepth keeps a copy's depth for its parent's perspective; false flattens it first")
    func parentPerspective() throws {
        // The perspective is the stage's now. Kept, copy 1 at z = 100 spans 75…125 as above;
        // flattened into the replicator's plane it loses its z and covers copy 0's 80…120.
        for preserves in [true, false] {
            let (root, _) = Self.scene(stagePerspective: true) { replicator in
                replicator.preservesDepth = preserves
                replicator.instanceCount = 2
                replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, 100)
            }
            let image = try Self.render(root)
            #expect(RenderTestSupport.pixel(image, 77, 100) == (preserves ? whitePixel : .clear), "preservesDepth \(preserves)")
            #expect(RenderTestSupport.pixel(image, 82, 100) == whitePixel)
        }
    }

    @Test("copies that keep their depth are drawn back to front, whatever their order")
    func depthOrder() throws {
        // Copy 0 tinted red, copy 1 (100 away from the viewer) blue: instanceColor red, offsets
        // red −1 and blue +1. Copy 1 draws at 1/1.2 of its size, 83.3…116.7, wholly behind copy 0
        // when depth is kept, so the middle is red and copy 1 shows nowhere; flattened, copy 1 is
        // as large as copy 0 and drawn after it: the middle is blue.
        for preserves in [true, false] {
            let (root, _) = Self.scene(stagePerspective: true) { replicator in
                replicator.preservesDepth = preserves
                replicator.instanceCount = 2
                replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, -100)
                replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                replicator.instanceRedOffset = -1
                replicator.instanceBlueOffset = 1
            }
            let image = try Self.render(root)
            #expect(RenderTestSupport.pixel(image, 100, 100) == (preserves ? redPixel : bluePixel),
                    "preservesDepth \(preserves)")
            #expect(RenderTestSupport.pixel(image, 81, 81) == (preserves ? redPixel : bluePixel))
        }
    }

    @Test("a replicator that keeps depth, turned about y under perspective, still places each copy in 3D")
    func turnedReplicator() throws {
        // Copy 0 is the square at z = 0, copy 1 the square at z = 100. The replicator turned a
        // half turn about y faces away, so with its copies in 3D copy 1 is 100 *away* (z −100):
        // 1/1.2 of its size, 83.3…116.7, behind copy 0 (80…120, turned over but double-sided).
        // Copy 1 is blue, copy 0 red: the middle shows red. Flattened, copy 1 would be drawn
        // last and as large: blue.
        let (root, replicator) = Self.scene(stagePerspective: true) { replicator in
            replicator.preservesDepth = true
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, 100)
            replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            replicator.instanceRedOffset = -1
            replicator.instanceBlueOffset = 1
        }
        replicator.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        CATransaction.flush()
        let image = try Self.render(root)
        #expect(RenderTestSupport.pixel(image, 100, 100) == redPixel)
        #expect(RenderTestSupport.pixel(image, 81, 81) == redPixel)
        #expect(RenderTestSupport.pixel(image, 78, 100) == .clear)
    }

    @Test("a frame drawn after a change of copies in depth equals a frame drawn from scratch")
    func incrementalEqualsFresh() throws {
        // Copy 1 moves from 100 towards the viewer (75…125) to 150 (w = 0.7: 71.4…128.6): the
        // damage must reach where the magnified copy is now, outside the replicator's plane box.
        let (root, replicator) = Self.scene(stagePerspective: true) { replicator in
            replicator.preservesDepth = true
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, 100)
        }
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 200))
        target.frame()
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 0, 150)
        CATransaction.flush()
        target.frame()
        let fresh = try #require(IncrementalTarget(root: root, width: 200, height: 200))
        fresh.frame()
        #expect(target.bytes == fresh.bytes)
        #expect(target.pixels[100 * 200 + 73] == whitePixel)
    }
}
