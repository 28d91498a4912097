// Coordinate conversion between layers (convert(_:from:) / convert(_:to:)) and time conversion
// (convertTime(_:from:) / convertTime(_:to:)).
//
// developer.apple.com/documentation/quartzcore/calayer/convert(_:from:)-… and convert(_:to:)-…:
//   a point or rectangle from one layer's coordinate system to another's.
// developer.apple.com/documentation/quartzcore/calayer/transform: "Any transformations you apply to
//   the layer occur relative to the layer's anchor point."
// developer.apple.com/documentation/quartzcore/calayer/anchorpoint, /position, /bounds.
// developer.apple.com/documentation/quartzcore/camediatiming (CAMediaTiming.h): "to convert from
//   parent time tp to active local time t: t = (tp - begin) * speed + offset".
// (AppleBehaviour already checks bounds origin, a translating sublayerTransform, a 90° turn about
//   the anchor, the 90° rect bounding box and convertTime from media time; AppleModel checks siblings,
//   nil and flipped geometry. These add anchor (0,0) with scale, the inverse, a scaling
//   sublayerTransform, a 45° rect, a two-level chain, and time between related layers.)
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private func pointsText(_ points: [CGPoint]) -> String { points.map(p).joined() }

/// A child with anchor (0,0), bounds 50×50 at position (10,10), scaled 2× about its anchor, in a
/// 200×200 parent.
private func scaledCornerChild() -> (CALayer, CALayer) {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let child = CALayer()
    child.anchorPoint = CGPoint(x: 0, y: 0)
    child.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    child.position = CGPoint(x: 10, y: 10)
    child.transform = CATransform3DMakeScale(2, 2, 1)
    parent.addSublayer(child)
    return (parent, child)
}

private func anchorZeroScaled() -> Outcome {
    let (parent, child) = scaledCornerChild()
    // anchor (0,0) is the bounds' corner, placed at position (10,10); the scale turns about it:
    // child (5,5) → (10 + 2 × 5, 10 + 2 × 5) = (20,20)
    return check("convert.anchorZeroScaledToParent", got: p(child.convert(CGPoint(x: 5, y: 5), to: parent)),
                 expected: "(20.000,20.000)")
}

private func fromParentInverse() -> Outcome {
    let (parent, child) = scaledCornerChild()
    // the inverse map: parent (30,20) → ((30 − 10)/2, (20 − 10)/2) = (10,5)
    return check("convert.fromParentUndoesScale", got: p(child.convert(CGPoint(x: 30, y: 20), from: parent)),
                 expected: "(10.000,5.000)")
}

private func sublayerTransformScale() -> Outcome {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)    // anchor (0.5,0.5) → (50,50) in its bounds
    parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    let child = CALayer()
    child.frame = CGRect(x: 60, y: 60, width: 10, height: 10)
    parent.addSublayer(child)
    // child (0,0) → (60,60) in parent's sublayer space → scaled 2× about parent's anchor (50,50):
    // (50 + 2 × 10, 50 + 2 × 10) = (70,70)
    // uncertain: calayer/sublayertransform ("the transform to apply to sublayers when rendering … to add
    // perspective") does not name the pivot; the perspective idiom (vanishing point at the layer's centre) and the
    // programming guide's geometry chapter put it at the anchor point, like transform's. About the bounds origin
    // instead it would be (120,120).
    return check("convert.sublayerTransformScalesAboutAnchor(uncertain)", got: p(child.convert(CGPoint.zero, to: parent)),
                 expected: "(70.000,70.000)")
}

private func rotated45Rect() -> Outcome {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = CALayer()
    child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    child.position = CGPoint(x: 50, y: 50)
    child.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    parent.addSublayer(child)
    let box = child.convert(child.bounds, to: parent)
    // a 10×10 square turned 45° about its centre (50,50) is a diamond with half-diagonal 5√2 = 7.071:
    // bounding box (50 − 7.071, 50 − 7.071, 14.142, 14.142) = (42.929,42.929,14.142,14.142)
    return nearAll("convert.rect45DegreesIsBoundingBox",
                   got: [box.minX, box.minY, box.width, box.height].map { Double($0) },
                   expected: [42.929, 42.929, 14.142, 14.142], tol: 0.002)
}

private func twoLevelChain() -> Outcome {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let mid = CALayer()
    mid.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    mid.position = CGPoint(x: 100, y: 100)
    mid.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let leaf = CALayer()
    leaf.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
    root.addSublayer(mid)
    mid.addSublayer(leaf)
    // leaf (0,0) → mid (10,0) → minus mid's anchor (50,25): (−40,−25) → quarter turn (x,y) ↦ (−y,x)
    // (catransform3dmakerotation about +z in y-down layer space; AppleBehaviour's convertRotatedAboutAnchor uses
    // the same convention): (25,−40) → plus position (100,100) = (125,60); and back from root (125,60) → (0,0)
    let to = leaf.convert(CGPoint.zero, to: root)
    let back = leaf.convert(CGPoint(x: 125, y: 60), from: root)
    return check("convert.throughRotatedIntermediateLayer", got: pointsText([to, back]),
                 expected: "(125.000,60.000)(0.000,0.000)")
}

// MARK: - Time

private func timeFromParent() -> Outcome {
    let parent = CALayer()
    let child = CALayer()
    child.beginTime = 2
    child.timeOffset = 1
    parent.addSublayer(child)
    // calayer/converttime(_:from:) with the CAMediaTiming formula t = (tp − begin) × speed + offset:
    // parent time 10 → (10 − 2) × 1 + 1 = 9
    return near("time.childFromParentBeginAndOffset", got: child.convertTime(10, from: parent), expected: 9)
}

private func timeBetweenSiblings() -> Outcome {
    let root = CALayer()
    let a = CALayer()
    a.beginTime = 5
    let b = CALayer()
    b.speed = 2
    root.addSublayer(a)
    root.addSublayer(b)
    // calayer/converttime(_:to:): a's local 3 → root time (3 − 0)/1 + 5 = 8 → b's local (8 − 0) × 2 + 0 = 16
    return near("time.siblingToSibling", got: a.convertTime(3, to: b), expected: 16)
}

private func timeToParent() -> Outcome {
    let parent = CALayer()
    let child = CALayer()
    child.speed = 2
    child.timeOffset = 4
    parent.addSublayer(child)
    // the inverse of the formula: tp = (t − offset)/speed + begin = (10 − 4)/2 + 0 = 3
    return near("time.childToParentInvertsSpeedAndOffset", got: child.convertTime(10, to: parent), expected: 3)
}

var geometryChecks: [() -> Outcome] {
    [
        anchorZeroScaled, fromParentInverse, sublayerTransformScale, rotated45Rect, twoLevelChain,
        timeFromParent, timeBetweenSiblings, timeToParent,
    ]
}
