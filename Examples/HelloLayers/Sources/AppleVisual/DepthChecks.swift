// 3D: isDoubleSided hiding a layer turned away, perspective through sublayerTransform.m34
// (nearer is bigger, about the superlayer's anchor point, a turned layer's near edge taller),
// zPosition without perspective, CATransformLayer keeping its sublayers' depth where a plain
// layer flattens them, ignoring its own background and border, and sorting across nested
// transform layers. 11 checks.
//
// Hand computation. A point p of a layer, relative to its anchor point, goes to
// p·transform + position (row vectors, as CATransform3D is used), then, relative to the
// superlayer's anchor point, through sublayerTransform. With m34 = −1/d the homogeneous w is
// 1 + z·m34 = 1 − z/d and the point shows at (x/w, y/w): +z (towards the viewer: a larger
// zPosition is in front) is magnified. CATransform3DMakeRotation(θ, 0, 1, 0) is the rotation
// about +y (right-hand rule, the same convention that gives m12 = sin θ about z):
// x' = x·cos θ + z·sin θ, z' = −x·sin θ + z·cos θ (m13 = −sin θ, m31 = sin θ).
// The guide's perspective recipe: "perspective.m34 = -1.0/eyePosition; … sublayerTransform".
// Each check draws a 100 × 100 stage (unless given) once, with `still()`, names its stage after
// itself and compares flat colours within ±3 (`flat`).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func depthChecks(_ report: Report) {
    doubleSidedFalseHidesTurnedAway(report)
    doubleSidedTrueShowsTurnedAway(report)
    doubleSidedFalseShowsFrontFacing(report)
    perspectiveNearerIsBigger(report)
    perspectiveAboutSuperlayerAnchor(report)
    perspectiveTurnedNearEdgeTaller(report)
    zPositionWithoutPerspectiveKeepsSize(report)
    transformLayerKeepsSublayerDepth(report)
    plainLayerFlattensSublayerDepth(report)
    transformLayerIgnoresOwnBackground(report)
    transformLayerSortsAcrossNestedLayers(report)
}

/// A fresh stage named `name` with a red 40 × 40 layer centred at (50,50), turned `angle` about
/// y, `isDoubleSided` as given; drawn once.
private func turnedSquare(_ name: String, _ angle: CGFloat, doubleSided: Bool) -> Frame {
    let stage = Stage(name)
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red)
    layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
    layer.isDoubleSided = doubleSided
    return stage.still()
}

private func doubleSidedFalseHidesTurnedAway(_ report: Report) {
    let name = "doubleSided.falseHidesTurnedAway"
    let frame = turnedSquare(name, 0.75 * .pi, doubleSided: false)
    // Turned 135° about y its front faces away from the viewer (its normal's z is cos 135° < 0):
    // "When the value in this property is false, the layer hides its content when it faces away
    // from the viewer." (50,50) and (45,50) nothing.
    report.pixels(name, frame.samples([(50, 50), (45, 50)]), [Px.none, Px.none], tol: flat,
                  "isDoubleSided false hides a layer facing away (\(Doc.doubleSided))")
}

private func doubleSidedTrueShowsTurnedAway(_ report: Report) {
    let name = "doubleSided.trueShowsTurnedAway"
    let frame = turnedSquare(name, 0.75 * .pi, doubleSided: true)
    // Default true: drawn, seen from behind, 40·|cos 135°| = 28.3 wide about x 50: 35.9…64.1
    // (no perspective). (50,50) and (40,50) red; (33,50) outside → nothing.
    report.pixels(name, frame.samples([(50, 50), (40, 50), (33, 50)]), [Px.red, Px.red, Px.none], tol: flat,
                  "isDoubleSided defaults to true: the back is drawn, foreshortened by the turn "
                    + "(\(Doc.doubleSided), \(Doc.makeRotation))")
}

private func doubleSidedFalseShowsFrontFacing(_ report: Report) {
    let name = "doubleSided.falseShowsFrontFacing"
    let frame = turnedSquare(name, .pi / 3, doubleSided: false)
    // Turned 60°: still facing the viewer (cos 60° > 0), so drawn although single-sided,
    // 40·cos 60° = 20 wide: x 40…60. (50,50) and (57,50) red; (63,50) nothing (the unturned
    // layer would cover it).
    report.pixels(name, frame.samples([(50, 50), (57, 50), (63, 50)]), [Px.red, Px.red, Px.none], tol: flat,
                  "a single-sided layer still facing the viewer is drawn, foreshortened "
                    + "(\(Doc.doubleSided), \(Doc.makeRotation))")
}

/// A plain container filling `stage`, its sublayerTransform the guide's perspective with the eye
/// 500 pt in front of the plane: m34 = −1/500.
private func perspectiveContainer(_ stage: Stage) -> CALayer {
    let container = stage.add(stage.root.bounds, nil)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    container.sublayerTransform = perspective
    return container
}

private func perspectiveNearerIsBigger(_ report: Report) {
    let stage = Stage("perspective.nearerIsBigger")
    let container = perspectiveContainer(stage)
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red, to: container)
    layer.zPosition = 100
    // z = 100: w = 1 − 100/500 = 0.8; the 40-pt square about the container's centre (50,50)
    // shows 40/0.8 = 50 wide: x 25…75. (27,50) and (72,50) red (outside the flat 30…70);
    // (22,50) nothing.
    report.pixels(stage.name, stage.still().samples([(27, 50), (72, 50), (22, 50)]), [Px.red, Px.red, Px.none],
                  tol: flat,
                  "with sublayerTransform.m34 = −1/500 a layer at zPosition 100 is magnified "
                    + "1/(1 − 100/500) = 1.25 (\(Doc.sublayerTransform), \(Doc.guidePerspective), \(Doc.zPosition))")
}

private func perspectiveAboutSuperlayerAnchor(_ report: Report) {
    let stage = Stage("perspective.aboutSuperlayerAnchor", width: 200)
    let container = perspectiveContainer(stage)
    let layer = stage.add(CGRect(x: 150, y: 40, width: 20, height: 20), Palette.red, to: container)   // centre (160,50)
    layer.zPosition = 100
    // sublayerTransform acts about the container's anchor point, its centre (100,50): the
    // layer's centre, 60 to the right of it, goes to 100 + 60/0.8 = 175, its size to 25:
    // x 162.5…187.5. (185,50) and (175,50) red; (160,50), the layer's unprojected centre, nothing.
    report.pixels(stage.name, stage.still().samples([(185, 50), (175, 50), (160, 50)]), [Px.red, Px.red, Px.none],
                  tol: flat,
                  "the perspective's vanishing point is the superlayer's anchor point: nearer layers move away from "
                    + "it (\(Doc.sublayerTransform), \(Doc.anchorPoint))")
}

private func perspectiveTurnedNearEdgeTaller(_ report: Report) {
    let stage = Stage("perspective.turnedNearEdgeTaller", width: 200)
    let container = perspectiveContainer(stage)
    let layer = stage.add(CGRect(x: 50, y: 10, width: 100, height: 80), Palette.red, to: container)   // centre (100,50)
    layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    // Turned 45° about y: the left edge (x = −50) goes to x' = −35.36, z' = +35.36 (towards the
    // viewer), w = 0.9293; the right edge to x' = +35.36, z' = −35.36, w = 1.0707. Projected
    // (about the centre (100,50)): left edge at x 61.95, half-height 40/0.9293 = 43.04 (top y
    // 6.96); right edge at x 133.02, half-height 37.36 (top y 12.64). The top edge is the
    // straight line between: y 7.16 at x 64.5, 12.44 at x 130.5. (64,9) red (the near side
    // reaches higher than the flat top at 10); (130,9) nothing (the far side is shorter);
    // (130,15) red.
    report.pixels(stage.name, stage.still().samples([(64, 9), (130, 9), (130, 15)]), [Px.red, Px.none, Px.red],
                  tol: flat,
                  "under perspective the edge turned towards the viewer is taller than the far one "
                    + "(\(Doc.sublayerTransform), \(Doc.makeRotation), \(Doc.guidePerspective))")
}

private func zPositionWithoutPerspectiveKeepsSize(_ report: Report) {
    let stage = Stage("zPosition.withoutPerspectiveKeepsSize")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red)
    layer.zPosition = 100
    // No m34 anywhere: the projection is orthographic (w stays 1), so zPosition changes only the
    // order among siblings, not the size: x 30…70. (27,50) nothing; (32,50) and (68,50) red.
    report.pixels(stage.name, stage.still().samples([(27, 50), (32, 50), (68, 50)]), [Px.none, Px.red, Px.red],
                  tol: flat, "zPosition alone does not scale a layer: only a perspective (m34) does (\(Doc.zPosition))")
}

/// A 100 × 100 stage named `name` with a perspective container holding `holder` (filling it),
/// which holds a red 40 × 40 layer centred at (50,50) at zPosition 100; drawn once.
private func nestedDepth(_ name: String, _ holder: CALayer) -> Frame {
    let stage = Stage(name)
    let container = perspectiveContainer(stage)
    holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    container.addSublayer(holder)
    stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red, to: holder).zPosition = 100
    return stage.still()
}

private func transformLayerKeepsSublayerDepth(_ report: Report) {
    let name = "transformLayer.keepsSublayerDepth"
    let frame = nestedDepth(name, CATransformLayer())
    // "Unlike normal layers, transform layers do not flatten their sublayers into the plane at
    // Z=0": the red layer keeps z = 100 into the container's perspective → 50 wide, x 25…75.
    // (27,50) red; (22,50) nothing.
    report.pixels(name, frame.samples([(27, 50), (22, 50)]), [Px.red, Px.none], tol: flat,
                  "a transform layer passes its sublayers' depth on to the perspective above it "
                    + "(\(Doc.transformLayer))")
}

private func plainLayerFlattensSublayerDepth(_ report: Report) {
    let name = "perspective.plainLayerFlattensSublayerDepth"
    let frame = nestedDepth(name, CALayer())
    // A plain layer in between flattens its sublayer into its own plane ("the flattened
    // hierarchy rendering model used by other layer types"); that plane is at z = 0, so the
    // container's perspective does not magnify it: x 30…70. (27,50) nothing; (32,50) red.
    report.pixels(name, frame.samples([(27, 50), (32, 50)]), [Px.none, Px.red], tol: flat,
                  "a plain layer flattens its sublayers: a grandchild's zPosition gets no perspective "
                    + "(\(Doc.transformLayer))")
}

private func transformLayerIgnoresOwnBackground(_ report: Report) {
    let stage = Stage("transformLayer.ignoresOwnBackgroundAndBorder")
    let holder = CATransformLayer()
    holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    holder.backgroundColor = Palette.red
    holder.borderWidth = 5
    holder.borderColor = Palette.red
    stage.root.addSublayer(holder)
    stage.add(CGRect(x: 0, y: 0, width: 20, height: 20), Palette.blue, to: holder)
    // "Only the sublayers of a transform layer are rendered. The CALayer properties that are
    // rendered by a layer are ignored, including: backgroundColor, contents, border style
    // properties": (10,10) the blue sublayer; (50,50) and (98,50) (background, border) nothing.
    report.pixels(stage.name, stage.still().samples([(10, 10), (50, 50), (98, 50)]), [Px.blue, Px.none, Px.none],
                  tol: flat, "a transform layer draws only its sublayers (\(Doc.transformLayer))")
}

private func transformLayerSortsAcrossNestedLayers(_ report: Report) {
    let stage = Stage("transformLayer.sortsAcrossNestedLayers")
    let outer = CATransformLayer()
    outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    stage.root.addSublayer(outer)
    let inner = CATransformLayer()
    inner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    outer.addSublayer(inner)                                                                   // first
    stage.add(CGRect(x: 20, y: 30, width: 40, height: 40), Palette.red, to: inner).zPosition = 50
    stage.add(CGRect(x: 40, y: 30, width: 40, height: 40), Palette.blue, to: outer)            // second, z 0
    // Nothing is flattened: the red layer sits at z = 50 in the same 3D space as the blue one at
    // z = 0, so it is nearer and hides it where they overlap (x 40…60), although the blue layer
    // comes later in the tree (flattened, the later sibling would be on top). (50,50) red;
    // (30,50) red; (70,50) blue.
    report.pixels(stage.name, stage.still().samples([(50, 50), (30, 50), (70, 50)]), [Px.red, Px.red, Px.blue],
                  tol: flat,
                  "sublayers of (nested) transform layers share one 3D space: the nearer one is in front "
                    + "(\(Doc.transformLayer))")
}
