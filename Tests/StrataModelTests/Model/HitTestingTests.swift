import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Hit testing as Apple documents it for CALayer:
//   • contains(_:) takes a point in the receiver's own coordinates and answers whether it is in
//     the bounds — CGRect containment: minimum edges in, maximum edges out.
//   • hitTest(_:) takes a point "in the coordinate system of the receiver's superlayer" and returns
//     "the farthest descendant of the receiver in the layer hierarchy (including itself) that
//     contains the specified point", or nil.
//   • The reference notes (001_…, "HIT Testing", note 1): the order of hit testing depends strictly
//     on the order of layers in the tree; zPosition changes the order on screen but not the order
//     in which hits are delivered.
//   • Hidden layers (and everything under them) are not hit; CALayer.hitTest does not look at
//     opacity (only UIView's hitTest skips alpha < 0.01), so an opacity-0 layer is still hit.

private func makeLayer(frame: CGRect, name: String, in parent: CALayer? = nil) -> CALayer {
    let layer = CALayer()
    layer.name = name
    layer.frame = frame
    parent?.addSublayer(layer)
    return layer
}

/// A 300×300 root at frame (0, 0, 300, 300), so its superlayer space equals its bounds space.
private func makeRoot() -> CALayer {
    makeLayer(frame: CGRect(x: 0, y: 0, width: 300, height: 300), name: "root")
}

@Suite("Layer hit testing")
struct ModelHitTestingTests {
    @Test("contains: minimum edges are inside, maximum edges are not")
    func containsEdges() {
        let layer = makeLayer(frame: CGRect(x: 500, y: 500, width: 100, height: 100), name: "square")
        // contains() is in the layer's own space: bounds (0, 0, 100, 100), whatever the frame.
        #expect(layer.contains(CGPoint(x: 0, y: 0)))
        #expect(layer.contains(CGPoint(x: 99.9, y: 99.9)))
        #expect(layer.contains(CGPoint(x: 50, y: 0)))
        #expect(!layer.contains(CGPoint(x: 100, y: 50)))
        #expect(!layer.contains(CGPoint(x: 50, y: 100)))
        #expect(!layer.contains(CGPoint(x: 100, y: 100)))
        #expect(!layer.contains(CGPoint(x: -0.1, y: 50)))
        // The frame's coordinates mean nothing to contains().
        #expect(!layer.contains(CGPoint(x: 550, y: 550)))
        // A bounds origin moves the contained range: (10, 10, 100, 100) contains 10…<110.
        layer.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(!layer.contains(CGPoint(x: 5, y: 50)))
        #expect(layer.contains(CGPoint(x: 109.9, y: 10)))
        #expect(!layer.contains(CGPoint(x: 110, y: 10)))
    }

    @Test("contains ignores cornerRadius (as Core Animation's contains does)")
    func containsIgnoresCornerRadius() {
        let layer = makeLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "round")
        layer.cornerRadius = 50
        #expect(layer.contains(CGPoint(x: 0, y: 0)))
    }

    @Test("hitTest takes the point in the superlayer's coordinates")
    func hitTestSuperlayerCoordinates() {
        let root = makeRoot()
        let child = CALayer()
        child.name = "child"
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 150, y: 150)    // frame (100, 100, 100, 100) in root
        root.addSublayer(child)
        // (150, 150) in the root's space is child (50, 50): inside.
        #expect(child.hitTest(CGPoint(x: 150, y: 150)) === child)
        // (50, 50) would be inside if it were taken in the child's own space; in the root's space it
        // is child (−50, −50): outside.
        #expect(child.hitTest(CGPoint(x: 50, y: 50)) == nil)
        // The frame's max edges are excluded: (200, 150) is child (100, 50).
        #expect(child.hitTest(CGPoint(x: 199.5, y: 150)) === child)
        #expect(child.hitTest(CGPoint(x: 200, y: 150)) == nil)
        // From the root (whose superlayer space is its frame space): the deepest layer wins.
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 50)) == nil)
    }

    @Test("a root positioned away from the origin is hit in its position space")
    func movedRoot() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 1000, y: 1000)   // frame (950, 950, 100, 100)
        #expect(root.hitTest(CGPoint(x: 960, y: 960)) === root)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) == nil)
    }

    @Test("the front-most sibling in tree order wins, whatever the zPosition")
    func treeOrderNotZPosition() {
        let root = makeRoot()
        let back = makeLayer(frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "back", in: root)
        let front = makeLayer(frame: CGRect(x: 100, y: 100, width: 100, height: 100), name: "front", in: root)
        // (120, 120) is inside both; front is later in the tree.
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === front)
        // back is drawn on top once its zPosition is higher, but hit testing keeps tree order.
        back.zPosition = 10
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === front)
        // A point only back covers still hits back.
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === back)
        // Reordering the tree does change it.
        root.addSublayer(back)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === back)
    }

    @Test("hidden layers and their sublayers are skipped")
    func hiddenSkipped() {
        let root = makeRoot()
        let hidden = makeLayer(frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "hidden", in: root)
        let inner = makeLayer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), name: "inner", in: hidden)
        // (70, 70) is hidden (20, 20) = inner (10, 10).
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === inner)
        hidden.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === root)
        #expect(hidden.hitTest(CGPoint(x: 70, y: 70)) == nil)
        // A hidden root is not hit at all.
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) == nil)
    }

    @Test("a sublayer outside its parent's bounds is found unless the parent masks to bounds")
    func outsideParentBounds() {
        let root = makeRoot()
        let parent = makeLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "parent", in: root)
        let outside = makeLayer(frame: CGRect(x: 150, y: 150, width: 50, height: 50), name: "outside", in: parent)
        // (160, 160) is parent (160, 160): outside the parent, inside `outside` (10, 10).
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) === outside)
        #expect(parent.hitTest(CGPoint(x: 160, y: 160)) === outside)
        // Clipped by masksToBounds, the part outside the parent cannot be hit (it is not drawn).
        parent.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) === root)
        #expect(parent.hitTest(CGPoint(x: 160, y: 160)) == nil)
        // Inside the parent, masksToBounds changes nothing.
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === parent)
    }

    @Test("a 45° rotated layer is hit inside the rotated square only")
    func rotatedLayer() {
        let root = makeRoot()
        let diamond = CALayer()
        diamond.name = "diamond"
        diamond.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        diamond.position = CGPoint(x: 150, y: 150)
        diamond.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(diamond)
        // Its frame (bounding box) is 100√2 ≈ 141.4 wide: 150 ± 70.7 → 79.3…220.7.
        // Undo the layer transform for a root point q: d = q − (150, 150), then rotate by −45°:
        // (dx·cos + dy·sin, −dx·sin + dy·cos), then + anchor (50, 50).
        // (85, 85): d = (−65, −65) → (−65√2, 0) ≈ (−91.9, 0) → local (−41.9, 50): outside, though
        // inside the bounding box.
        #expect(diamond.frame.contains(CGPoint(x: 85, y: 85)))
        #expect(root.hitTest(CGPoint(x: 85, y: 85)) === root)
        #expect(diamond.hitTest(CGPoint(x: 85, y: 85)) == nil)
        // (150, 85): d = (0, −65) → (−65·sin45, −65·cos45) ≈ (−45.96, −45.96) → local (4.04, 4.04): inside.
        #expect(root.hitTest(CGPoint(x: 150, y: 85)) === diamond)
        // (150, 150): the centre.
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === diamond)
        // (215, 150): d = (65, 0) → (45.96, −45.96) → local (95.96, 4.04): inside (a diamond tip).
        #expect(root.hitTest(CGPoint(x: 215, y: 150)) === diamond)
        // (218, 218): d = (68, 68) → (68√2, 0) ≈ (96.2, 0) → local (146.2, 50): outside.
        #expect(root.hitTest(CGPoint(x: 218, y: 218)) === root)
    }

    @Test("an opacity-0 layer is still hit")
    func transparentLayerIsHit() {
        let root = makeRoot()
        let clear = makeLayer(frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "clear", in: root)
        clear.opacity = 0
        // Core Animation's CALayer.hitTest checks bounds, isHidden and masksToBounds, not opacity.
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === clear)
    }

    @Test("sublayerTransform counts when hit testing sublayers")
    func sublayerTransformHit() {
        let root = makeRoot()
        let parent = CALayer()
        parent.name = "parent"
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.position = CGPoint(x: 100, y: 100)   // frame (50, 50, 100, 100)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(parent)
        let child = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "child", in: parent)
        // child covers parent 0…10 before the sublayer transform, (0 − 50)·2 + 50 = −50 to −30 after,
        // i.e. root 0…20. So root (10, 10) is the child; root (60, 60) (parent (10, 10)) is not.
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === child)
        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === parent)
    }

    @Test("a geometry-flipped parent flips where its sublayers are hit")
    func flippedParent() {
        let root = makeRoot()
        let parent = makeLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "parent", in: root)
        parent.isGeometryFlipped = true
        let child = makeLayer(frame: CGRect(x: 10, y: 10, width: 20, height: 20), name: "child", in: parent)
        // Flipped, the child's frame y 10…30 is measured from the bottom: it covers y 70…90 on screen.
        #expect(root.hitTest(CGPoint(x: 15, y: 80)) === child)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === parent)
    }

    @Test("a layer squashed to zero width by its transform is not hit")
    func degenerateTransform() {
        let root = makeRoot()
        let flat = makeLayer(frame: CGRect(x: 100, y: 100, width: 100, height: 100), name: "flat", in: root)
        flat.transform = CATransform3DMakeScale(0, 1, 1)
        // Its frame is the line x = 150; nothing has an area to hit.
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
    }

    @Test("hitTest asks contains(_:), so a subclass can change the hit shape")
    func overriddenContains() {
        let root = makeRoot()
        let round = RoundLayer()
        round.name = "round"
        round.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        root.addSublayer(round)
        // The override accepts only the inscribed circle (centre (50, 50), radius 50).
        // Root (105, 105) is round (5, 5): inside the bounds, outside the circle.
        #expect(root.hitTest(CGPoint(x: 105, y: 105)) === root)
        // Root (150, 150) is the centre.
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === round)
    }

    @Test("a sublayer's hitTest takes points in the parent's bounds space, before its sublayerTransform")
    func directChildHitUnderSublayerTransform() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.position = CGPoint(x: 100, y: 100)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = makeLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "child", in: parent)
        // child spans parent 0…10 before the sublayer transform; about the anchor (50, 50) that is
        // (0 − 50)·2 + 50 = −50 … (10 − 50)·2 + 50 = −30 in the parent's space.
        #expect(child.hitTest(CGPoint(x: -40, y: -40)) === child)
        #expect(child.hitTest(CGPoint(x: 5, y: 5)) == nil)
    }

    @Test("the book's example: a blue layer inside the white layerView")
    func bookExample() {
        // Ported from the reference notes (001_…, hit testing): touchesBegan takes the touch in
        // self.view's space and asks self.layerView.layer hitTest:; a blue layer is a sublayer of
        // the white layer. The notes abbreviate the setup; the book's listing uses a 200×200 white
        // layerView with blueLayer.frame = CGRectMake(50, 50, 100, 100). The layerView is placed
        // here at (60, 140) in a 320×480 view (centred, as in the book's nib).
        let view = makeLayer(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "view")
        let white = makeLayer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), name: "white", in: view)
        white.backgroundColor = CGColor(gray: 1, alpha: 1)
        let blue = makeLayer(frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "blue", in: white)
        blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

        // The screen centre (160, 240) is white (100, 100): inside blue (50…150) → "Inside Blue Layer".
        #expect(white.hitTest(CGPoint(x: 160, y: 240)) === blue)
        // (70, 150) is white (10, 10): outside blue → "Inside White Layer".
        #expect(white.hitTest(CGPoint(x: 70, y: 150)) === white)
        // (210, 290) is white (150, 150): blue's max corner is excluded → white.
        #expect(white.hitTest(CGPoint(x: 210, y: 290)) === white)
        // (110, 190) is white (50, 50): blue's min corner is included → blue.
        #expect(white.hitTest(CGPoint(x: 110, y: 190)) === blue)
        // (10, 10) is outside the white layer altogether → nil, no alert.
        #expect(white.hitTest(CGPoint(x: 10, y: 10)) == nil)
        // Equivalently with containsPoint: after converting the touch into each layer.
        let touch = CGPoint(x: 160, y: 240)
        #expect(white.contains(white.convert(touch, from: view)))
        #expect(blue.contains(blue.convert(touch, from: view)))
    }
}

/// A layer whose hit shape is the circle inscribed in its bounds.
private final class RoundLayer: CALayer {
    override func contains(_ p: CGPoint) -> Bool {
        let dx = p.x - bounds.midX, dy = p.y - bounds.midY
        let r = min(bounds.width, bounds.height) / 2
        return dx * dx + dy * dy < r * r
    }
}
