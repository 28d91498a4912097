// convert(_:to:) and convert(_:from:) through perspective, 3D turns, anchor points, bounds
// origins, turned siblings, scrolled bounds with a sublayerTransform and CATransformLayer depth
// (13 checks); the frame of a transformed layer, read and set (5 checks). 18 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The coordinate conversion and frame checks.
func convertChecks(_ report: Report) {
    throughSuperlayerPerspective(report)
    throughYRotation(report)
    throughOwnPerspectiveTransform(report)
    anchorBoundsAndSiblings(report)
    sublayerTransformWithScrolledBounds(report)
    transformLayerDepth(report)
    frameChecks(report)
}

private func throughSuperlayerPerspective(_ report: Report) {
    // Perspective on the superlayer (sublayerTransform.m34 = −1/500), child 40×40 centred at (100,100),
    // zPosition 100: w = 1 − 100/500 = 0.8, the child's corner (−20,−20) relative to the vanishing point
    // (100,100) shows at (−25,−25) → (75,75); the far corner at (125,125).
    let container = plainLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
    container.sublayerTransform = perspective()
    let child = sized(40, 40, at: CGPoint(x: 100, y: 100))
    child.zPosition = 100
    container.addSublayer(child)
    let why = "the superlayer's sublayerTransform applies to its sublayers (\(Doc.sublayerTransform), \(Doc.convertTo))"
    report.points("convert.toParentThroughPerspective", [child.convert(CGPoint.zero, to: container),
                                                         child.convert(CGPoint(x: 40, y: 40), to: container)],
                  [CGPoint(x: 75, y: 75), CGPoint(x: 125, y: 125)], why)
    report.points("convert.fromParentThroughPerspective", [child.convert(CGPoint(x: 75, y: 75), from: container),
                                                           child.convert(CGPoint(x: 100, y: 100), from: container)],
                  [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 20)], "\(Doc.convertFrom): the inverse mapping")
    report.rectangle("convert.rectThroughPerspective", child.convert(child.bounds, to: container),
                     CGRect(x: 75, y: 75, width: 50, height: 50), why)
}

private func throughYRotation(_ report: Report) {
    // Turned 60° about y, no perspective (orthographic): x' = x·cos 60°; child 100×100 at (100,100):
    // left edge (0,50) → (100 − 25, 100) = (75,100); (100,0) → (125,50); and back.
    let parent = plainLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
    let child = sized(100, 100, at: CGPoint(x: 100, y: 100))
    child.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
    parent.addSublayer(child)
    report.points("convert.yRotationFlattenedToParent", [child.convert(CGPoint(x: 0, y: 50), to: parent),
                                                         child.convert(CGPoint(x: 100, y: 0), to: parent)],
                  [CGPoint(x: 75, y: 100), CGPoint(x: 125, y: 50)], "\(Doc.transform), \(Doc.convertTo)")
    report.points("convert.yRotationFromParentUnprojects", [child.convert(CGPoint(x: 75, y: 100), from: parent)],
                  [CGPoint(x: 0, y: 50)], "\(Doc.convertFrom): the point on the layer's plane")
}

private func throughOwnPerspectiveTransform(_ report: Report) {
    // The layer's own transform = rotate(60° about y) then perspective (CATransform3DRotate(t,…) = rotate · t):
    // (0,0) → relative (−50,−50,0) → rotated (−25,−50, z = 43.301) → w = 1 − 43.301/500 = 0.913397 →
    // (−27.370,−54.741) → (72.630,45.259). (100,0) → (25,−50, z = −43.301) → w = 1.086603 → (23.008,−46.015)
    // → (123.008,53.985).
    let parent = plainLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
    let child = sized(100, 100, at: CGPoint(x: 100, y: 100))
    child.transform = CATransform3DRotate(perspective(), .pi / 3, 0, 1, 0)
    parent.addSublayer(child)
    report.points("convert.ownTransformPerspectiveToParent", [child.convert(CGPoint.zero, to: parent),
                                                              child.convert(CGPoint(x: 100, y: 0), to: parent)],
                  [CGPoint(x: 72.630, y: 45.259), CGPoint(x: 123.008, y: 53.985)],
                  "\(Doc.rotate): rotate · t; \(Doc.transform) about the anchor point")
    report.points("convert.ownTransformPerspectiveFromParent",
                  [child.convert(CGPoint(x: 72.630, y: 45.259), from: parent)], [CGPoint(x: 0, y: 0)], tol: 0.02,
                  "\(Doc.convertFrom): the inverse of the projection")
}

private func anchorBoundsAndSiblings(_ report: Report) {
    // anchorPoint (1,1), 20×10 at position (50,50), half turn about z: (0,0) → relative (−20,−10) → (20,10) → (70,60).
    let parent = plainLayer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
    let child = CALayer()
    child.anchorPoint = CGPoint(x: 1, y: 1)
    child.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    child.position = CGPoint(x: 50, y: 50)
    child.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
    parent.addSublayer(child)
    report.points("convert.anchorOneOneHalfTurn", [child.convert(CGPoint.zero, to: parent)], [CGPoint(x: 70, y: 60)],
                  "transforms are applied about the anchor point (\(Doc.anchorPoint))")

    // The child's own bounds origin (10,10): its point (10,10) is its top-left corner, at its frame origin (20,20).
    let parent2 = plainLayer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
    let child2 = CALayer()
    child2.bounds = CGRect(x: 10, y: 10, width: 30, height: 30)
    child2.position = CGPoint(x: 35, y: 35)
    parent2.addSublayer(child2)
    report.points("convert.childBoundsOriginShifts", [child2.convert(CGPoint(x: 10, y: 10), to: parent2),
                                                      child2.convert(CGPoint(x: 25, y: 25), to: parent2)],
                  [CGPoint(x: 20, y: 20), CGPoint(x: 35, y: 35)], "the bounds origin is the top-left corner (\(Doc.bounds))")

    // Siblings turned +90° and −90° about z. A (100×50 at (50,50)): (0,0) → (−50,−25) → (25,−50) → root (75,0).
    // B (100×50 at (150,150), −90°): root (75,0) → (−75,−150) → undo −90° → (150,−75) → + anchor (50,25) = (200,−50).
    let root = plainLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
    let a = sized(100, 50, at: CGPoint(x: 50, y: 50))
    a.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let b = sized(100, 50, at: CGPoint(x: 150, y: 150))
    b.transform = CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)
    root.addSublayer(a)
    root.addSublayer(b)
    report.points("convert.betweenOppositelyTurnedSiblings",
                  [b.convert(CGPoint.zero, from: a), a.convert(CGPoint(x: 200, y: -50), from: b)],
                  [CGPoint(x: 200, y: -50), CGPoint.zero], "layers of one tree (\(Doc.convertFrom))")
}

private func sublayerTransformWithScrolledBounds(_ report: Report) {
    // Parent scrolled (bounds origin (50,0), frame (0,0,100,100)) with sublayerTransform scale 2 about its
    // anchor, the bounds centre (100,50). Child frame (100,50,10,10): child (10,10) → parent content (110,60)
    // → (100 + 2·10, 50 + 2·10) = (120,70) in parent; in root minus the bounds origin: (70,70).
    let root = plainLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
    let parent = CALayer()
    parent.bounds = CGRect(x: 50, y: 0, width: 100, height: 100)
    parent.position = CGPoint(x: 50, y: 50)
    parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    let child = plainLayer(CGRect(x: 100, y: 50, width: 10, height: 10), nil)
    root.addSublayer(parent)
    parent.addSublayer(child)
    report.points("convert.sublayerTransformWithScrolledBounds",
                  [child.convert(CGPoint(x: 10, y: 10), to: parent), child.convert(CGPoint(x: 10, y: 10), to: root)],
                  [CGPoint(x: 120, y: 70), CGPoint(x: 70, y: 70)],
                  "sublayerTransform about the anchor point (\(Doc.sublayerTransform)); the bounds origin (\(Doc.bounds))")
}

private func transformLayerDepth(_ report: Report) {
    // Through a CATransformLayer (not flattened) the grandchild's zPosition 100 reaches the root's perspective:
    // corner → (75,75) as in the first check; through a plain CALayer it is flattened at z = 0 → (80,80).
    let cases: [(String, CALayer, CGPoint)] = [("transformLayerKeepsDepth", CATransformLayer(), CGPoint(x: 75, y: 75)),
                                               ("plainLayerFlattensDepth", CALayer(), CGPoint(x: 80, y: 80))]
    for (label, holder, want) in cases {
        let root = plainLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
        root.sublayerTransform = perspective()
        holder.frame = root.bounds
        let child = sized(40, 40, at: CGPoint(x: 100, y: 100))
        child.zPosition = 100
        root.addSublayer(holder)
        holder.addSublayer(child)
        report.points("convert.\(label)", [child.convert(CGPoint.zero, to: root)], [want],
                      "transform layers do not flatten their sublayers (\(Doc.transformLayer))")
    }
}

private func frameChecks(_ report: Report) {
    // calayer/frame: derived from bounds, anchorPoint, position (and the transform: the bounding box).
    // 40×20 at (100,100) turned 30° about z: half extents 20cos30+10sin30 = 22.321, 20sin30+10cos30 = 18.660.
    let l = sized(40, 20, at: CGPoint(x: 100, y: 100))
    l.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    report.rectangle("frame.rotated30IsBoundingBox", l.frame, CGRect(x: 77.679, y: 81.340, width: 44.641, height: 37.321),
                     "\(Doc.frame): derived from bounds, anchorPoint, position and transform")

    let s = CALayer()
    s.anchorPoint = .zero
    s.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    s.position = CGPoint(x: 5, y: 5)
    s.transform = CATransform3DMakeScale(2, 2, 1)
    report.rectangle("frame.anchorZeroScaled", s.frame, CGRect(x: 5, y: 5, width: 20, height: 20),
                     "\(Doc.frame); scaled about the anchor point (\(Doc.anchorPoint))")

    // A 3D turn: 40×40 at (100,100) turned 60° about y shows 20 wide: (90,80,20,40).
    let y = sized(40, 40, at: CGPoint(x: 100, y: 100))
    y.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
    report.rectangle("frame.yRotation60", y.frame, CGRect(x: 90, y: 80, width: 20, height: 40),
                     "\(Doc.frame) with a non-affine transform", uncertain: "the frame of a 3D-turned layer is not spelt out")

    // calayer/frame: "Do not set the frame if the transform property applies a rotation transform that is not a
    // multiple of 90 degrees" — a quarter turn is allowed: frame (10,20,40,60) → bounds 60×40, position (30,50).
    let q = CALayer()
    q.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    q.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
    report.values("frame.setOnQuarterTurn",
                  [q.bounds.width, q.bounds.height, q.position.x, q.position.y, q.frame.minX, q.frame.minY],
                  [60, 40, 30, 50, 10, 20], tol: 0.001, "\(Doc.frame): setting it under a multiple of 90°")

    let sc = CALayer()
    sc.transform = CATransform3DMakeScale(2, 2, 1)
    sc.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    report.values("frame.setOnScaled", [sc.bounds.width, sc.bounds.height, sc.position.x, sc.position.y],
                  [50, 25, 50, 25], "\(Doc.frame): setting it changes bounds and position under the transform")
}
