import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Layer geometry as Apple documents it for CALayer:
//
//   • `bounds` is the layer's own coordinate space; `position` places the anchor point in the
//     superlayer; `anchorPoint` is in unit coordinates of the bounds (default (0.5, 0.5)).
//   • With an identity transform:  frame.origin = position − anchorPoint · bounds.size,
//                                   frame.size   = bounds.size
//     (the formulas quoted in the reference notes 001_…: "frame.origin.x = position.x −
//     anchorPoint.x * bounds.size.width").
//   • With a transform, `frame` is the bounding box of the bounds' corners after the transform is
//     applied about the anchor point: p' = (p − anchor) × transform + position.
//   • Setting `frame` sets position = frame.origin + anchorPoint · frame.size and bounds.size.

private let tolerance: CGFloat = 1e-9

private func close(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = tolerance) -> Bool { abs(a - b) <= eps }

private func close(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = tolerance) -> Bool {
    close(a.minX, b.minX, eps) && close(a.minY, b.minY, eps)
        && close(a.width, b.width, eps) && close(a.height, b.height, eps)
}

private func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = tolerance) -> Bool {
    close(a.x, b.x, eps) && close(a.y, b.y, eps)
}

/// A 40×20 layer whose anchor point sits at (100, 50) in its superlayer.
private func makeLayer(anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    layer.anchorPoint = anchor
    layer.position = CGPoint(x: 100, y: 50)
    return layer
}

@Suite("Layer geometry")
struct ModelGeometryTests {
    // MARK: Defaults (Apple's CALayer reference, property by property)

    @Test("a new layer has Apple's default property values")
    func defaults() throws {
        let layer = CALayer()
        // anchorPoint: "The default value of this property is (0.5, 0.5)".
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.anchorPointZ == 0)
        // bounds / position: default CGRectZero / CGPointZero.
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.zPosition == 0)
        // transform / sublayerTransform: default CATransform3DIdentity.
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        // opacity: "The default value of this property is 1.0".
        #expect(layer.opacity == 1)
        #expect(layer.isHidden == false)
        // contentsRect / contentsCenter: unit rectangle (0, 0, 1, 1).
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        // contentsGravity: kCAGravityResize.
        #expect(layer.contentsGravity == .resize)
        // magnificationFilter / minificationFilter: kCAFilterLinear.
        #expect(layer.magnificationFilter == .linear)
        #expect(layer.minificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
        // contentsScale: 1.0.
        #expect(layer.contentsScale == 1)
        // shadowOffset: "The default value of this property is (0.0, -3.0)".
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        // shadowRadius: 3.0; shadowOpacity: 0.0; shadowColor: opaque black; shadowPath nil.
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowColor?.rgba.a == 1)
        #expect(layer.shadowColor?.rgba.r == 0 && layer.shadowColor?.rgba.g == 0 && layer.shadowColor?.rgba.b == 0)
        #expect(layer.shadowPath == nil)
        // borderColor: "The default value of this property is an opaque black color"; borderWidth 0.
        let border = try #require(layer.borderColor).rgba
        #expect(border.r == 0 && border.g == 0 && border.b == 0 && border.a == 1)
        #expect(layer.borderWidth == 0)
        // cornerRadius 0; masksToBounds NO; maskedCorners all four.
        #expect(layer.cornerRadius == 0)
        #expect(layer.masksToBounds == false)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                        .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // allowsGroupOpacity: defaults to UIViewGroupOpacity, YES since iOS 7.
        #expect(layer.allowsGroupOpacity == true)
        // isDoubleSided: "The default value of this property is YES".
        #expect(layer.isDoubleSided == true)
        #expect(layer.isGeometryFlipped == false)
        // backgroundColor nil, contents nil, no tree.
        #expect(layer.backgroundColor == nil)
        #expect(layer.contents == nil)
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.mask == nil)
        #expect(layer.shouldRasterize == false)
        #expect(layer.rasterizationScale == 1)
        #expect(layer.isOpaque == false)
        // frame of an empty layer: position − anchor·size = (0 − 0.5·0, 0 − 0.5·0) = (0, 0), size 0.
        #expect(layer.frame == .zero)
    }

    // MARK: frame from position, anchorPoint and bounds

    @Test("contentsAreFlipped counts the flipped layers from the receiver up, itself included")
    func contentsAreFlippedCountsReceiver() {
        // CALayer.h: true "if there are an odd number of layers with flippedGeometry=YES from the
        // receiver up to and including the implicit container of the root layer".
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        #expect(!root.contentsAreFlipped() && !middle.contentsAreFlipped() && !leaf.contentsAreFlipped())
        middle.isGeometryFlipped = true
        #expect(!root.contentsAreFlipped() && middle.contentsAreFlipped() && leaf.contentsAreFlipped())
        leaf.isGeometryFlipped = true
        #expect(middle.contentsAreFlipped() && !leaf.contentsAreFlipped())
    }

    @Test("frame with anchorPoint (0, 0): the anchor is the top-left corner")
    func frameAnchorTopLeft() {
        let layer = makeLayer(anchor: .zero)
        // origin = (100 − 0·40, 50 − 0·20) = (100, 50); size = bounds.size = 40×20.
        #expect(close(layer.frame, CGRect(x: 100, y: 50, width: 40, height: 20)))
    }

    @Test("frame with anchorPoint (0.5, 0.5): position is the centre")
    func frameAnchorCentre() {
        let layer = makeLayer()
        // origin = (100 − 0.5·40, 50 − 0.5·20) = (80, 40).
        #expect(close(layer.frame, CGRect(x: 80, y: 40, width: 40, height: 20)))
    }

    @Test("frame with anchorPoint (1, 1): the anchor is the bottom-right corner")
    func frameAnchorBottomRight() {
        let layer = makeLayer(anchor: CGPoint(x: 1, y: 1))
        // origin = (100 − 1·40, 50 − 1·20) = (60, 30).
        #expect(close(layer.frame, CGRect(x: 60, y: 30, width: 40, height: 20)))
    }

    @Test("anchorPoint outside the unit square puts the anchor outside the bounds")
    func frameAnchorOutside() {
        let layer = makeLayer(anchor: CGPoint(x: 2, y: -1))
        // origin = (100 − 2·40, 50 − (−1)·20) = (20, 70).
        #expect(close(layer.frame, CGRect(x: 20, y: 70, width: 40, height: 20)))
    }

    @Test("bounds.origin scrolls the content but does not move the frame")
    func boundsOriginDoesNotMoveFrame() {
        let layer = makeLayer()
        layer.bounds.origin = CGPoint(x: 13, y: -7)
        // The frame formula uses only bounds.size: (100 − 0.5·40, 50 − 0.5·20) = (80, 40).
        #expect(close(layer.frame, CGRect(x: 80, y: 40, width: 40, height: 20)))
        layer.anchorPoint = .zero
        // Same with anchor (0, 0): (100, 50).
        #expect(close(layer.frame, CGRect(x: 100, y: 50, width: 40, height: 20)))
    }

    @Test("changing anchorPoint moves the frame, not the position")
    func anchorPointMovesFrame() {
        let layer = makeLayer()
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        // position is unchanged; origin = (100 − 0.25·40, 50 − 0.75·20) = (90, 35).
        #expect(layer.position == CGPoint(x: 100, y: 50))
        #expect(close(layer.frame, CGRect(x: 90, y: 35, width: 40, height: 20)))
    }

    // MARK: frame under a transform

    @Test("a 2× scale transform grows the frame about the anchor point (the centre)")
    func scaleAboutCentre() {
        let layer = makeLayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        // Corners relative to the anchor (20, 10): (−20, −10) … (20, 10), ×2 → (−40, −20) … (40, 20),
        // + position (100, 50) → x 60…140, y 30…70: frame (60, 30, 80, 40).
        #expect(close(layer.frame, CGRect(x: 60, y: 30, width: 80, height: 40)))
        // bounds are not changed by a transform.
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("a 2× scale about anchorPoint (0, 0) keeps the top-left corner")
    func scaleAboutTopLeft() {
        let layer = makeLayer(anchor: .zero)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        // Corners relative to the anchor (0, 0): (0, 0) … (40, 20), ×2 → (0, 0) … (80, 40),
        // + (100, 50): frame (100, 50, 80, 40).
        #expect(close(layer.frame, CGRect(x: 100, y: 50, width: 80, height: 40)))
    }

    @Test("a translation transform moves the frame")
    func translationMovesFrame() {
        let layer = makeLayer()
        layer.transform = CATransform3DMakeTranslation(10, -5, 7)
        // (80, 40) + (10, −5) = (90, 35); size unchanged. z does not show in the 2D frame.
        #expect(close(layer.frame, CGRect(x: 90, y: 35, width: 40, height: 20)))
        // The position stays where it was: the transform is applied on top of it.
        #expect(layer.position == CGPoint(x: 100, y: 50))
    }

    @Test("a 90° rotation turns a 40×20 frame into 20×40 about the centre")
    func rotate90() {
        let layer = makeLayer()
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Row vectors: (x, y) × R(90°) = (x·cos − y·sin, x·sin + y·cos) = (−y, x).
        // Corners relative to the anchor: (±20, ±10) → (∓10, ±20): x −10…10, y −20…20.
        // + (100, 50): frame (90, 30, 20, 40). cos(π/2) is 6e-17, not 0: tolerance.
        #expect(close(layer.frame, CGRect(x: 90, y: 30, width: 20, height: 40), 1e-9))
    }

    @Test("a 45° rotation's frame is the bounding box w·cos + h·sin")
    func rotate45BoundingBox() {
        let layer = makeLayer()
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        // Bounding box of a w×h rectangle rotated by θ: (w·cosθ + h·sinθ) × (w·sinθ + h·cosθ).
        // θ = 45°: both are (40 + 20)·√2/2 = 30√2 ≈ 42.426, centred on the position (100, 50).
        let side = 30 * CGFloat(2).squareRoot()
        let expected = CGRect(x: 100 - side / 2, y: 50 - side / 2, width: side, height: side)
        #expect(close(layer.frame, expected, 1e-9))
    }

    @Test("a rotation about the anchor (0, 0) turns around the top-left corner")
    func rotateAboutTopLeft() {
        let layer = makeLayer(anchor: .zero)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Corners relative to the anchor (0, 0): (0,0),(40,0),(0,20),(40,20) → (−y, x):
        // (0,0),(0,40),(−20,0),(−20,40): x −20…0, y 0…40; + (100, 50) → (80, 50, 20, 40).
        #expect(close(layer.frame, CGRect(x: 80, y: 50, width: 20, height: 40), 1e-9))
    }

    @Test("a 3D rotation about y narrows the frame by cos θ")
    func rotateAboutY() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        // Without perspective the rotation only scales x by cos 60° = 0.5 (z is dropped in the
        // superlayer's plane): corners (±50, ±20) → (±25, ±20) → frame (175, 80, 50, 40).
        #expect(close(layer.frame, CGRect(x: 175, y: 80, width: 50, height: 40), 1e-9))
    }

    @Test("anchorPointZ moves the pivot of a y rotation off the layer's plane")
    func anchorPointZPivot() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 200, y: 100)
        layer.anchorPointZ = -50
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // The anchor (50, 50, −50) goes to position (200, 100, 0). A layer point (x, y, 0) is
        // (x − 50, y − 50, +50) relative to the anchor; about y by 90° (row 1 = (c, 0, −s),
        // row 3 = (s, 0, c)): x' = (x − 50)·0 + 50·1 = 50 for every x. The face is seen edge-on at
        // x = 200 + 50 = 250: a zero-width frame (250, 50, 0, 100) — a cube face turned aside.
        #expect(close(layer.frame, CGRect(x: 250, y: 50, width: 0, height: 100), 1e-9))
    }

    // MARK: frame setter

    @Test("setting frame sets bounds.size and position from the anchor point")
    func frameSetter() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 20)
        // position = origin + anchorPoint·size = (10 + 0.5·40, 20 + 0.5·20) = (30, 30).
        #expect(layer.position == CGPoint(x: 30, y: 30))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 40, height: 20))

        let anchored = CALayer()
        anchored.anchorPoint = CGPoint(x: 1, y: 0)
        anchored.frame = CGRect(x: 10, y: 20, width: 40, height: 20)
        // position = (10 + 1·40, 20 + 0·20) = (50, 20).
        #expect(anchored.position == CGPoint(x: 50, y: 20))
        #expect(anchored.frame == CGRect(x: 10, y: 20, width: 40, height: 20))
    }

    @Test("setting frame keeps bounds.origin")
    func frameSetterKeepsBoundsOrigin() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 6, width: 1, height: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 20)
        // Only the size of the bounds is derived from the frame; the origin is the scroll offset.
        #expect(layer.bounds == CGRect(x: 5, y: 6, width: 40, height: 20))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 40, height: 20))
    }

    @Test("a frame with a negative size is standardized")
    func negativeFrameStandardizes() {
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: -40, height: -20)
        // CGRect standardization: origin (100 − 40, 100 − 20) = (60, 80), size 40×20;
        // position = (60 + 0.5·40, 80 + 0.5·20) = (80, 90).
        #expect(layer.bounds.size == CGSize(width: 40, height: 20))
        #expect(layer.position == CGPoint(x: 80, y: 90))
        #expect(layer.frame == CGRect(x: 60, y: 80, width: 40, height: 20))
    }

    @Test("setting frame under a 2× scale makes bounds half as large")
    func frameSetterUnderScale() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        // Documented as the frame getter's inverse: the on-screen box 200×100 is the bounds ×2,
        // so bounds.size = 100×50 and the anchor (centre) lands at (100, 50).
        #expect(close(layer.bounds.width, 100) && close(layer.bounds.height, 50))
        #expect(close(layer.position, CGPoint(x: 100, y: 50)))
        #expect(close(layer.frame, CGRect(x: 0, y: 0, width: 200, height: 100)))
    }

    @Test("setting frame under a 90° rotation: the getter returns the frame that was set")
    func frameSetterUnderRotation() {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 20, height: 40)
        // The size maps back through the inverse rotation: a 20×40 box is a 40×20 layer turned 90°.
        #expect(close(layer.bounds.width, 40, 1e-9) && close(layer.bounds.height, 20, 1e-9))
        // About the anchor (0, 0), (x, y) ↦ (−y, x) sends the bounds corners to x −20…0, y 0…40;
        // for that box to start at (10, 20) the anchor must sit at position (30, 20).
        #expect(close(layer.position, CGPoint(x: 30, y: 20), 1e-9))
        #expect(close(layer.frame, CGRect(x: 10, y: 20, width: 20, height: 40), 1e-9))
    }

    // MARK: affine transform accessors

    @Test("setAffineTransform and affineTransform round-trip through transform")
    func affineRoundTrip() {
        let layer = CALayer()
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        layer.setAffineTransform(m)
        #expect(layer.affineTransform() == m)
        // CATransform3DMakeAffineTransform puts a b / c d in the upper 2×2, tx ty in m41 m42,
        // and leaves the z row/column and perspective as the identity's.
        let t = layer.transform
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
        #expect(t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0)
        #expect(t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1)

        let rotation = CGAffineTransform(rotationAngle: 0.3)
        layer.setAffineTransform(rotation)
        #expect(layer.affineTransform() == rotation)
        // The same matrix as rotating about z: m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
        let r = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let u = layer.transform
        #expect(close(u.m11, r.m11) && close(u.m12, r.m12) && close(u.m21, r.m21) && close(u.m22, r.m22))
        #expect(close(u.m33, r.m33) && close(u.m41, r.m41) && close(u.m42, r.m42))
    }

    @Test("preferredFrameSize is the bounds mapped into the superlayer's space: scaled, turned, plain")
    func preferredFrameSizeMapsTheBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(layer.preferredFrameSize() == CGSize(width: 100, height: 50))
        // Scaled 2× (CALayer's doc: "the size of the layer's current bounds rectangle mapped into
        // the coordinate space of its superlayer"): 200 × 100.
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.preferredFrameSize() == CGSize(width: 200, height: 100))
        // A quarter turn swaps the sides: 50 × 100 (cos and sin of π/2 are not exact).
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let turned = layer.preferredFrameSize()
        #expect(close(turned.width, 50, 1e-9) && close(turned.height, 100, 1e-9))
    }
}
