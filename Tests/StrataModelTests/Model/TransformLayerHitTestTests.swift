import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// CATransformLayer and hit testing, from Apple's header (CATransformLayer.h): "the -hitTest:
// method should never be called on transform layers (they do not have a 2D coordinate space
// into which to map the supplied point.) CALayer will pass over transform layers directly to
// their sublayers, applying the effects of the transform layer's geometry when hit-testing each
// sublayer." Strata casts the point onto each sublayer's plane in the superlayer's 3D space and
// tries the planes nearest the viewer first (the one drawn in front wins); a single-sided layer
// turned away is not drawn and not hit; the transform layer itself is never returned.

@Suite("CATransformLayer hit testing and conversion")
struct TransformLayerHitTestTests {
    private func layer(_ name: String, _ frame: CGRect, z: CGFloat = 0, in parent: CALayer) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.frame = frame
        layer.transform = CATransform3DMakeTranslation(0, 0, z)
        parent.addSublayer(layer)
        return layer
    }

    private func root() -> CALayer {
        let root = CALayer()
        root.name = "root"
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        return root
    }

    @Test("the nearest plane wins, not the last in the tree; the transform layer is passed over")
    func nearestFirst() {
        let root = root()
        let holder = CATransformLayer()
        holder.frame = root.bounds
        root.addSublayer(holder)
        // a: 50…150, 10 towards the viewer; b: 100…200, 10 away, later in the tree.
        let a = layer("a", CGRect(x: 50, y: 50, width: 100, height: 100), z: 10, in: holder)
        let b = layer("b", CGRect(x: 100, y: 100, width: 100, height: 100), z: -10, in: holder)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === a)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === a)
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === b)
        // Inside the holder's bounds but on no sublayer: the root, never the holder.
        #expect(root.hitTest(CGPoint(x: 250, y: 250)) === root)
        #expect(holder.hitTest(CGPoint(x: 250, y: 250)) == nil)
        #expect(holder.hitTest(CGPoint(x: 120, y: 120)) === a)
        // A plain layer in the holder's place flattens: tree order, b in front.
        let plain = CALayer()
        plain.frame = root.bounds
        for sublayer in holder.sublayers ?? [] { plain.addSublayer(sublayer) }
        holder.removeFromSuperlayer()
        root.addSublayer(plain)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === b)
    }

    @Test("a single-sided sublayer turned away is not hit")
    func backFacing() {
        let root = root()
        let holder = CATransformLayer()
        holder.frame = root.bounds
        root.addSublayer(holder)
        // Turned 180° about y about its own middle: the same square, its back to the viewer.
        let c = layer("c", CGRect(x: 200, y: 200, width: 80, height: 80), in: holder)
        c.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(root.hitTest(CGPoint(x: 240, y: 240)) === c)
        c.isDoubleSided = false
        #expect(root.hitTest(CGPoint(x: 240, y: 240)) === root)
    }

    @Test("under perspective, the point is cast onto the turned plane; convert follows the 3D map")
    func perspective() {
        // Root: m34 = −1/500 about its middle (150, 150). Holder: turned 60° about y about the
        // same middle. Face f: 100…200, its middle there. A face point 40 right of the middle
        // goes to x = 40·cos 60° = 20, z = −40·sin 60° = −34.64; w = 1 + 34.64/500 = 1.06928;
        // on screen 150 + 20/1.06928 = 168.704. The face's edge (50 right) lands at
        // 150 + 25/1.08660 = 173.008: a point at 178 hits no face.
        let root = root()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let holder = CATransformLayer()
        holder.frame = root.bounds
        holder.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(holder)
        let f = layer("f", CGRect(x: 100, y: 100, width: 100, height: 100), in: holder)
        let expectedX = 150 + 20 / (1 + 40 * sin(Double.pi / 3) / 500)
        #expect(root.hitTest(CGPoint(x: expectedX, y: 150)) === f)
        #expect(root.hitTest(CGPoint(x: 178, y: 150)) === root)
        let screen = f.convert(CGPoint(x: 90, y: 50), to: nil)
        #expect(abs(screen.x - expectedX) < 1e-9 && abs(screen.y - 150) < 1e-9)
        let back = f.convert(CGPoint(x: expectedX, y: 150), from: nil)
        #expect(abs(back.x - 90) < 1e-9 && abs(back.y - 50) < 1e-9)
    }
}
