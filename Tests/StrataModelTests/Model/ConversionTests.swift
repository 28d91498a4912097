import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// convert(_:from:) / convert(_:to:) as Apple documents them for CALayer: a point in one layer's
// bounds coordinate space is expressed in another's. A layer's local point p maps into its
// superlayer as
//     p_super = (p − anchorInBounds) × transform + position,
// where anchorInBounds = bounds.origin + anchorPoint · bounds.size, and then through the
// superlayer's sublayerTransform, which Core Animation applies about the superlayer's anchor
// point (the reason a container's sublayerTransform.m34 gives all sublayers one vanishing point
// at its centre). Layers of separate trees share the space their roots are positioned in.

private func close(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool { abs(a - b) <= eps }

private func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, eps) && close(a.y, b.y, eps)
}

private func close(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, eps) && close(a.minY, b.minY, eps)
        && close(a.width, b.width, eps) && close(a.height, b.height, eps)
}

/// A 400×400 root whose frame is (0, 0, 400, 400), so its bounds space is the root space.
private func makeRoot() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
    root.position = CGPoint(x: 200, y: 200)
    return root
}

private func makeLayer(frame: CGRect, in parent: CALayer) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    parent.addSublayer(layer)
    return layer
}

@Suite("Layer coordinate conversion")
struct ModelConversionTests {
    @Test("between siblings: subtract the frame origins")
    func siblings() {
        let root = makeRoot()
        let a = makeLayer(frame: CGRect(x: 10, y: 20, width: 100, height: 100), in: root)
        let b = makeLayer(frame: CGRect(x: 50, y: 60, width: 50, height: 50), in: root)
        // b's (0, 0) is root (50, 60); in a's space that is (50 − 10, 60 − 20) = (40, 40).
        #expect(close(a.convert(CGPoint(x: 0, y: 0), from: b), CGPoint(x: 40, y: 40)))
        #expect(close(b.convert(CGPoint(x: 0, y: 0), to: a), CGPoint(x: 40, y: 40)))
        // And back: a's (40, 40) is b's (0, 0); a's (0, 0) is b's (10 − 50, 20 − 60) = (−40, −40).
        #expect(close(b.convert(CGPoint(x: 40, y: 40), from: a), .zero))
        #expect(close(a.convert(CGPoint.zero, to: b), CGPoint(x: -40, y: -40)))
    }

    @Test("a layer converting to itself returns the point")
    func toSelf() {
        let root = makeRoot()
        let a = makeLayer(frame: CGRect(x: 10, y: 20, width: 100, height: 100), in: root)
        a.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(close(a.convert(CGPoint(x: 7, y: 9), from: a), CGPoint(x: 7, y: 9)))
    }

    @Test("parent and child: the parent's bounds.origin shifts its sublayers")
    func boundsOrigin() {
        let root = makeRoot()
        let parent = makeLayer(frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: root)
        parent.bounds.origin = CGPoint(x: 10, y: 20)
        // The parent's frame is still (50, 50, 100, 100), and its top-left corner is now its local
        // point (10, 20): local q ↦ root (q − (10, 20)) + (50, 50).
        let child = makeLayer(frame: CGRect(x: 10, y: 20, width: 10, height: 10), in: parent)
        // child (0, 0) = parent (10, 20) = root (10 − 10 + 50, 20 − 20 + 50) = (50, 50).
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50)))
        #expect(close(root.convert(CGPoint(x: 50, y: 50), to: child), .zero))
        // parent (0, 0) = root (40, 30).
        #expect(close(parent.convert(CGPoint.zero, to: root), CGPoint(x: 40, y: 30)))
        #expect(close(parent.convert(CGPoint(x: 40, y: 30), from: root), .zero))
        // child (5, 5) = parent (15, 25).
        #expect(close(child.convert(CGPoint(x: 5, y: 5), to: parent), CGPoint(x: 15, y: 25)))
    }

    @Test("through a 2× scale about the centre")
    func throughScale() {
        let root = makeRoot()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(layer)
        // local p ↦ (p − (50, 50))·2 + (100, 100) = 2p: (10, 30) → (20, 60).
        #expect(close(layer.convert(CGPoint(x: 10, y: 30), to: root), CGPoint(x: 20, y: 60)))
        #expect(close(layer.convert(CGPoint(x: 20, y: 60), from: root), CGPoint(x: 10, y: 30)))
        // A child of the scaled layer is scaled too: child at frame (10, 10, 10, 10); its (5, 5)
        // is layer (15, 15) → root (30, 30).
        let child = makeLayer(frame: CGRect(x: 10, y: 10, width: 10, height: 10), in: layer)
        #expect(close(child.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 30, y: 30)))
    }

    @Test("through a 90° rotation")
    func throughRotation() {
        let root = makeRoot()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(layer)
        // local p ↦ (p − (50, 25)) × R + (200, 100), with (x, y) × R(90°) = (−y, x).
        // (0, 0): (−50, −25) → (25, −50) → (225, 50).
        #expect(close(layer.convert(CGPoint.zero, to: root), CGPoint(x: 225, y: 50)))
        // (100, 0): (50, −25) → (25, 50) → (225, 150).
        #expect(close(layer.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 225, y: 150)))
        // (0, 50): (−50, 25) → (−25, −50) → (175, 50).
        #expect(close(layer.convert(CGPoint(x: 0, y: 50), to: root), CGPoint(x: 175, y: 50)))
        // Inverse: root (175, 150) → (−25, 50) → rotate back (x, y) ↦ (y, −x) = (50, 25) → +(50, 25) = (100, 50).
        #expect(close(layer.convert(CGPoint(x: 175, y: 150), from: root), CGPoint(x: 100, y: 50)))
    }

    @Test("sublayerTransform is applied about the parent's anchor point")
    func sublayerTransformAboutAnchor() {
        let root = makeRoot()
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.position = CGPoint(x: 100, y: 100)   // frame (50, 50, 100, 100)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(parent)
        let child = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: parent)
        // child (5, 5) = parent (5, 5) before the sublayer transform; about the anchor (50, 50):
        // (5 − 50)·2 + 50 = −40 → parent (−40, −40) → root (−40 + 50, −40 + 50) = (10, 10).
        // (Applied about the origin instead, it would be parent (10, 10) → root (60, 60).)
        #expect(close(child.convert(CGPoint(x: 5, y: 5), to: parent), CGPoint(x: -40, y: -40)))
        #expect(close(child.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 10, y: 10)))
        #expect(close(child.convert(CGPoint(x: 10, y: 10), from: root), CGPoint(x: 5, y: 5)))
        // The parent's own points are not affected by its sublayerTransform: (0, 0) = root (50, 50).
        #expect(close(parent.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50)))
    }

    @Test("sublayerTransform about a non-centre anchor point")
    func sublayerTransformAboutCornerAnchor() {
        let root = makeRoot()
        let parent = CALayer()
        parent.anchorPoint = .zero
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.position = CGPoint(x: 50, y: 50)     // frame (50, 50, 100, 100) again
        // Translate by 7, then scale by 2 (Concat applies its first argument first).
        parent.sublayerTransform = CATransform3DConcat(CATransform3DMakeTranslation(7, 0, 0),
                                                       CATransform3DMakeScale(2, 2, 1))
        root.addSublayer(parent)
        let child = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: parent)
        // Anchor (0, 0): child (5, 5) → ((5 + 7)·2, 5·2) = (24, 10) → root (74, 60).
        #expect(close(child.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 74, y: 60)))
    }

    @Test("perspective (m34) on the parent: convert to and back returns the point")
    func perspectiveRoundTrip() {
        let root = makeRoot()
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        parent.position = CGPoint(x: 100, y: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        root.addSublayer(parent)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 100, y: 100)
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        parent.addSublayer(child)

        let p = CGPoint(x: 30, y: 20)
        let inParent = child.convert(p, to: parent)
        // Derivation: (30, 20) − anchor (50, 50) = (−20, −30, 0); rotate 45° about y:
        // x = −20·cos45, z = −(−20)·sin45 = 20·sin45; + position (100, 100, 0).
        // The parent's m34 acts about its anchor (100, 100): w = 1 + z·m34 = 1 − 20·sin45/500,
        // so parent point = (100 + (−20·cos45)/w, 100 + (−30)/w).
        let s = CGFloat(2).squareRoot() / 2
        let w = 1 - 20 * s / 500
        #expect(close(inParent, CGPoint(x: 100 - 20 * s / w, y: 100 - 30 / w), 1e-9))
        // Round trips, through the parent and through the root.
        #expect(close(child.convert(inParent, from: parent), p, 1e-9))
        let inRoot = child.convert(p, to: root)
        #expect(close(root.convert(inRoot, to: child), p, 1e-9))
        #expect(close(child.convert(inRoot, from: root), p, 1e-9))
    }

    @Test("zPosition shows under the parent's perspective: nearer layers spread out")
    func zPositionUnderPerspective() {
        let root = makeRoot()
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        parent.position = CGPoint(x: 100, y: 100)   // anchor (100, 100)
        root.addSublayer(parent)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.position = CGPoint(x: 150, y: 100)
        child.zPosition = 100
        parent.addSublayer(child)
        // Without perspective z is dropped: the centre (10, 10) is simply the position.
        #expect(close(child.convert(CGPoint(x: 10, y: 10), to: parent), CGPoint(x: 150, y: 100)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        // With it, about the parent's anchor: (50, 0, 100) has w = 1 + 100·(−1/500) = 0.8, so it
        // shows at (50/0.8, 0) = (62.5, 0) from the anchor: parent (162.5, 100).
        #expect(close(child.convert(CGPoint(x: 10, y: 10), to: parent), CGPoint(x: 162.5, y: 100), 1e-9))
        // The child's corner (0, 0) is (40, −10, 100) → (50, −12.5) → parent (150, 87.5).
        #expect(close(child.convert(CGPoint.zero, to: parent), CGPoint(x: 150, y: 87.5), 1e-9))
        #expect(close(child.convert(CGPoint(x: 150, y: 87.5), from: parent), .zero, 1e-9))
    }

    @Test("separate trees share the space their roots are positioned in")
    func separateTrees() {
        let a = CALayer()
        a.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        a.position = CGPoint(x: 100, y: 100)        // a (0, 0) is at (75, 75)
        let b = CALayer()
        b.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        b.position = .zero                           // b (0, 0) is at (−5, −5)
        // a (0, 0) = (75, 75) = b (75 + 5, 75 + 5) = (80, 80).
        #expect(close(b.convert(CGPoint.zero, from: a), CGPoint(x: 80, y: 80)))
        #expect(close(a.convert(CGPoint.zero, to: b), CGPoint(x: 80, y: 80)))
        // nil names that shared space.
        #expect(close(a.convert(CGPoint.zero, to: nil), CGPoint(x: 75, y: 75)))
        #expect(close(b.convert(CGPoint.zero, from: nil), CGPoint(x: 5, y: 5)))
        // A child in one tree and a root of the other.
        let child = makeLayer(frame: CGRect(x: 10, y: 10, width: 5, height: 5), in: a)
        // child (0, 0) = a (10, 10) = (85, 85) = b (90, 90).
        #expect(close(child.convert(CGPoint.zero, to: b), CGPoint(x: 90, y: 90)))
    }

    @Test("rects convert to the bounding box of their converted corners")
    func rects() {
        let root = makeRoot()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(layer)
        // Corners (see throughRotation): (0,0)→(225,50), (100,0)→(225,150), (0,50)→(175,50),
        // (100,50)→(175,150): bounding box (175, 50, 50, 100) — which is also the layer's frame.
        let r = layer.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: root)
        #expect(close(r, CGRect(x: 175, y: 50, width: 50, height: 100)))
        #expect(close(r, layer.frame))
        // Back: the root rect (175, 50, 50, 100) covers exactly the layer's bounds.
        #expect(close(layer.convert(CGRect(x: 175, y: 50, width: 50, height: 100), from: root),
                      CGRect(x: 0, y: 0, width: 100, height: 50)))
        // Under a 45° rotation a square's image is a diamond; its bounding box is √2 larger:
        // a 10×10 rect centred on the anchor (45…55, 20…30) → ±5√2 about (200, 100).
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let d = 5 * CGFloat(2).squareRoot()
        #expect(close(layer.convert(CGRect(x: 45, y: 20, width: 10, height: 10), to: root),
                      CGRect(x: 200 - d, y: 100 - d, width: 2 * d, height: 2 * d)))
        // Between siblings with no transform, a rect just moves.
        let a = makeLayer(frame: CGRect(x: 10, y: 20, width: 100, height: 100), in: root)
        let b = makeLayer(frame: CGRect(x: 50, y: 60, width: 50, height: 50), in: root)
        #expect(close(a.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: b),
                      CGRect(x: 41, y: 42, width: 3, height: 4)))
    }

    @Test("isGeometryFlipped on the parent flips its sublayers vertically")
    func geometryFlipped() {
        let root = makeRoot()
        let parent = makeLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        parent.isGeometryFlipped = true
        let child = makeLayer(frame: CGRect(x: 10, y: 10, width: 20, height: 20), in: parent)
        // Flipped: the child's frame is measured from the bottom edge, so its (0, 0) — its frame's
        // minimum-y corner in flipped space — lands at y = 100 − 10 = 90, and y grows upwards:
        // child (0, 0) → parent (10, 90); child (0, 20) → parent (10, 70).
        #expect(close(child.convert(CGPoint.zero, to: parent), CGPoint(x: 10, y: 90)))
        #expect(close(child.convert(CGPoint(x: 0, y: 20), to: parent), CGPoint(x: 10, y: 70)))
    }
}
