// CAReplicatorLayer: instanceTransform applied k times to instance k, about the replicator's
// centre; instanceCount 0, 1 and limiting copies; instanceColor multiplying every instance (its
// alpha too); colour offsets accumulated per instance and clamped; only sublayers replicated
// (whole subtrees, nested replicators multiplying), not the replicator's own background;
// preservesDepth false flattening the sublayers' depth and true keeping it; flattened copies drawn
// in instance order; each copy made in the sublayer space before the replicator's own sublayer
// transform maps it. 18 checks.
//
// CATransform3DMakeRotation(θ, 0, 0, 1) maps a point (x, y) relative to the centre to
// (x cos θ − y sin θ, x sin θ + y cos θ) (row vectors): on a y-down tree a positive angle turns
// clockwise, so a quarter turn takes "up" (0, −40) to "right" (40, 0).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The CAReplicatorLayer checks.
func replicatorChecks(_ report: Report) {
    rotationKTimes(report)
    countLimitsCopies(report)
    aboutCentreOfPlacedReplicator(report)
    countZero(report)
    countOne(report)
    instanceColorEveryInstance(report)
    instanceColorAlpha(report)
    alphaOffsetAccumulates(report)
    offsetsAccumulate(report)
    modulationClamped(report)
    ownBackgroundNotReplicated(report)
    wholeSubtreeReplicated(report)
    nestedMultiply(report)
    preservesDepthFalseFlattens(report)
    preservesDepthTrueKeepsDepth(report)
    laterInstanceOnTopWhenFlat(report)
    copyMadeBeforeSublayerTransform(report)
    ownPerspectiveShowsCopyDepth(report)
}

/// A fresh 100 × 100 stage named `name` with a replicator filling it (or `frame`), holding a
/// `color` sublayer at `square`; `setUp` sets the replicator. Drawn once.
private func replicated(_ name: String, frame: CGRect? = nil, square: CGRect, color: CGColor = Palette.red,
                        setUp: (CAReplicatorLayer) -> Void) -> Frame {
    let stage = Stage(name)
    let replicator = CAReplicatorLayer()
    replicator.frame = frame ?? stage.root.bounds
    stage.add(square, color, to: replicator)
    setUp(replicator)
    stage.root.addSublayer(replicator)
    return stage.still()
}

/// A 10 × 10 dot centred at (50,10), a quarter turn apart `count` times about (50,50).
private func quarterTurns(_ name: String, count: Int) -> [[Int]] {
    replicated(name, square: CGRect(x: 45, y: 5, width: 10, height: 10)) {
        $0.instanceCount = count
        $0.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    }.samples([(50, 10), (90, 50), (50, 90), (10, 50), (50, 50)])
}

private func rotationKTimes(_ report: Report) {
    let name = "replicator.instanceTransformAppliedKTimes"
    // Instance k is turned k quarter turns: (0,−40) → (40,0) → (0,40) → (−40,0): dots at top,
    // right, bottom, left; nothing at the centre.
    report.pixels(name, quarterTurns(name, count: 4), [Px.red, Px.red, Px.red, Px.red, Px.none], tol: flat,
                  "the matrix is applied to instance k−1 to produce instance k, about the replicator's centre "
                    + "(\(Doc.instanceTransform), \(Doc.replicatorHeader))")
}

private func countLimitsCopies(_ report: Report) {
    let name = "replicator.countTwoIsSourceAndOneTurn"
    // Two copies: the source (top) and one clockwise quarter turn (right); bottom and left empty.
    report.pixels(name, quarterTurns(name, count: 2), [Px.red, Px.red, Px.none, Px.none, Px.none], tol: flat,
                  "instanceCount copies including the source (\(Doc.instanceCount))")
}

private func aboutCentreOfPlacedReplicator(_ report: Report) {
    let name = "replicator.transformAboutReplicatorCentre"
    // Replicator at (20,20), 60 × 60, centre (50,50) on the stage. The dot (25,0,10,10) is at
    // stage (45…55, 20…30), (0,−25) from the centre; a half turn puts instance 1 at (0,25): stage
    // (45…55, 70…80). (50,25) and (50,75) red. (About the replicator's origin instead, the copy
    // would land off the stage.)
    let frame = replicated(name, frame: CGRect(x: 20, y: 20, width: 60, height: 60),
                           square: CGRect(x: 25, y: 0, width: 10, height: 10)) {
        $0.instanceCount = 2
        $0.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
    }
    report.pixels(name, frame.samples([(50, 25), (50, 75)]), [Px.red, Px.red], tol: flat,
                  "the matrix is applied relative to the center of the replicator layer (\(Doc.replicatorHeader))")
}

private func countZero(_ report: Report) {
    let stage = Stage("replicator.countZeroDrawsNoSublayers")
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    replicator.backgroundColor = Palette.green
    stage.add(CGRect(x: 20, y: 20, width: 20, height: 20), Palette.red, to: replicator)
    replicator.instanceCount = 0
    stage.root.addSublayer(replicator)
    // Zero copies "including the source": the red sublayer (stage 40…60) is not drawn; the
    // replicator's own green background is. (50,50) and (25,25) green.
    report.pixels(stage.name, stage.still().samples([(50, 50), (25, 25)]), [Px.green, Px.green], tol: flat,
                  "the number of copies to create, including the source layers (\(Doc.instanceCount))")
}

private func countOne(_ report: Report) {
    let name = "replicator.countOneIsSourceOnly"
    // Count 1 (the default): only instance 0, transformed by the identity (the matrix applied 0
    // times). (50,50) red; where a second copy would go, (80,50), nothing.
    let frame = replicated(name, square: CGRect(x: 40, y: 40, width: 20, height: 20)) {
        $0.instanceCount = 1
        $0.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
    }
    report.pixels(name, frame.samples([(50, 50), (80, 50)]), [Px.red, Px.none], tol: flat,
                  "default value is 1, no extra copies are created (\(Doc.instanceCount))")
}

private func instanceColorEveryInstance(_ report: Report) {
    let name = "replicator.instanceColorMultipliesEveryInstance"
    // White sublayer × instanceColor (1, 0.5, 0) = (255, 127.5, 0) in instance 0 (15,50) and in
    // instance 1 (65,50), the colour offsets being 0.
    let frame = replicated(name, square: CGRect(x: 5, y: 40, width: 20, height: 20), color: Palette.white) {
        $0.instanceCount = 2
        $0.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        $0.instanceColor = rgb(1, 0.5, 0)
    }
    report.pixels(name, frame.samples([(15, 50), (65, 50)]), [[255, 128, 0, 255], [255, 128, 0, 255]], tol: flat,
                  "the color used to multiply the source object (\(Doc.instanceColor)); the first object by it (header)")
}

private func instanceColorAlpha(_ report: Report) {
    let name = "replicator.instanceColorAlphaMultipliesToo"
    // Red × (1, 1, 1, 0.5): red at half alpha, premultiplied (127.5, 0, 0, 127.5).
    let frame = replicated(name, square: CGRect(x: 40, y: 40, width: 20, height: 20)) {
        $0.instanceColor = rgb(1, 1, 1, 0.5)
    }
    report.pixels(name, frame.samples([(50, 50)]), [[128, 0, 0, 128]], tol: flat,
                  "instanceColor multiplies the source, its alpha included (\(Doc.instanceColor))")
}

private func alphaOffsetAccumulates(_ report: Report) {
    let name = "replicator.alphaOffsetAddedPerInstance"
    // instanceAlphaOffset −0.25, four copies 25 apart: alphas 1, 0.75, 0.5, 0.25 on red →
    // (255,0,0,255), (191,0,0,191), (128,0,0,128), (64,0,0,64) at x 10, 35, 60, 85.
    let frame = replicated(name, square: CGRect(x: 0, y: 40, width: 20, height: 20)) {
        $0.instanceCount = 4
        $0.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
        $0.instanceAlphaOffset = -0.25
    }
    report.pixels(name, frame.samples([(10, 50), (35, 50), (60, 50), (85, 50)]),
                  [[255, 0, 0, 255], [191, 0, 0, 191], [128, 0, 0, 128], [64, 0, 0, 64]], tol: flat,
                  "the alpha offset is added to instance k−1's alpha to produce instance k's (\(Doc.alphaOffset))")
}

/// A grey (0.4) sublayer, three copies 35 apart, instanceColor (0.25, 1, 1), red offset +0.5,
/// green offset −0.75: modulation (0.25,1,1), (0.75,0.25,1), (1.25,−0.5,1); at x 12, 47, 82.
private func offsetCopies(_ name: String) -> [[Int]] {
    replicated(name, square: CGRect(x: 0, y: 40, width: 25, height: 20), color: rgb(0.4, 0.4, 0.4)) {
        $0.instanceCount = 3
        $0.instanceTransform = CATransform3DMakeTranslation(35, 0, 0)
        $0.instanceColor = rgb(0.25, 1, 1)
        $0.instanceRedOffset = 0.5
        $0.instanceGreenOffset = -0.75
    }.samples([(12, 50), (47, 50), (82, 50)])
}

private func offsetsAccumulate(_ report: Report) {
    let name = "replicator.colourOffsetsAccumulate"
    // Grey 0.4 × (0.25,1,1) = (0.1,0.4,0.4) → (25.5,102,102); × (0.75,0.25,1) = (0.3,0.1,0.4) →
    // (76.5,25.5,102).
    let got = offsetCopies(name)
    report.pixels(name, Array(got.prefix(2)), [[26, 102, 102, 255], [77, 26, 102, 255]], tol: flat,
                  "the offsets are added to the colour of instance k−1 to produce instance k's (\(Doc.redOffset))")
}

private func modulationClamped(_ report: Report) {
    let name = "replicator.modulationColourClampedToZeroOne"
    // Instance 2's modulation (1.25, −0.5, 1) clamped to (1, 0, 1): grey → (102, 0, 102). (Unclamped
    // red would give 0.5 → 127.5.)
    let got = offsetCopies(name)
    report.pixels(name, [got[2]], [[102, 0, 102, 255]], tol: flat,
                  "colour components of the modulation colour (\(Doc.redOffset))",
                  uncertain: "Apple does not say that the accumulated modulation colour is clamped to 0…1")
}

private func ownBackgroundNotReplicated(_ report: Report) {
    let stage = Stage("replicator.ownBackgroundNotReplicated")
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    replicator.backgroundColor = Palette.green
    stage.add(CGRect(x: 0, y: 0, width: 20, height: 20), Palette.red, to: replicator)
    replicator.instanceCount = 2
    replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
    stage.root.addSublayer(replicator)
    // The sublayer is copied ((10,10) and (60,10) red); the replicator's background is drawn once
    // ((30,30) green), not at (80,30).
    report.pixels(stage.name, stage.still().samples([(10, 10), (60, 10), (30, 30), (80, 30)]),
                  [Px.red, Px.red, Px.green, Px.none], tol: flat,
                  "a layer that creates a specified number of sublayer copies (\(Doc.replicator))")
}

private func wholeSubtreeReplicated(_ report: Report) {
    let stage = Stage("replicator.sublayerSubtreeReplicated")
    let replicator = CAReplicatorLayer()
    replicator.frame = stage.root.bounds
    let square = stage.add(CGRect(x: 0, y: 40, width: 20, height: 20), Palette.red, to: replicator)
    stage.add(CGRect(x: 5, y: 5, width: 10, height: 10), Palette.blue, to: square)
    replicator.instanceCount = 2
    replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
    stage.root.addSublayer(replicator)
    // Instance 1 carries the sublayer's own sublayer: blue at (60,50), red rim at (52,42).
    report.pixels(stage.name, stage.still().samples([(60, 50), (52, 42), (10, 50)]), [Px.blue, Px.red, Px.blue],
                  tol: flat, "each copy is of the sublayer with its sublayers (\(Doc.replicator))")
}

private func nestedMultiply(_ report: Report) {
    let stage = Stage("replicator.nestedReplicatorsMultiply")
    let outer = CAReplicatorLayer()
    outer.frame = stage.root.bounds
    outer.instanceCount = 2
    outer.instanceTransform = CATransform3DMakeTranslation(0, 50, 0)
    let inner = CAReplicatorLayer()
    inner.frame = stage.root.bounds
    inner.instanceCount = 2
    inner.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
    stage.add(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.red, to: inner)
    outer.addSublayer(inner)
    stage.root.addSublayer(outer)
    // 2 × 2 squares at (10,10), (60,10), (10,60), (60,60); none between them.
    report.pixels(stage.name, stage.still().samples([(20, 20), (70, 20), (20, 70), (70, 70), (45, 45)]),
                  [Px.red, Px.red, Px.red, Px.red, Px.none], tol: flat,
                  "a replicator's sublayer may itself be a replicator: copies of copies (\(Doc.replicator))")
}

/// A 100 × 100 stage with a perspective container (m34 = −1/500) holding a replicator that
/// fills it, preservesDepth `keep` (false in the one check made), two copies (the second moved
/// 200 down, off the stage), its sublayer a red 40 × 40 layer centred at (50,50) at zPosition
/// 100; drawn once.
private func deepReplicator(_ name: String, keep: Bool) -> Frame {
    let stage = Stage(name)
    let container = stage.add(stage.root.bounds, nil)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    container.sublayerTransform = perspective
    let replicator = CAReplicatorLayer()
    replicator.frame = stage.root.bounds
    replicator.preservesDepth = keep
    replicator.instanceCount = 2
    replicator.instanceTransform = CATransform3DMakeTranslation(0, 200, 0)
    stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red, to: replicator).zPosition = 100
    container.addSublayer(replicator)
    return stage.still()
}

private func preservesDepthFalseFlattens(_ report: Report) {
    let name = "replicator.preservesDepthFalseFlattens"
    // Flattened into the replicator's plane (z 0): the perspective above does not magnify the
    // sublayer's zPosition → x 30…70: (27,50) none, (32,50) red.
    report.pixels(name, deepReplicator(name, keep: false).samples([(27, 50), (32, 50)]), [Px.none, Px.red], tol: flat,
                  "preservesDepth false (the default): the layer flattens its sublayers into its plane (\(Doc.preservesDepth))")
}

private func preservesDepthTrueKeepsDepth(_ report: Report) {
    let name = "replicator.preservesDepthTrueKeepsDepth"
    // Kept in 3D, as in a transform layer: zPosition 100 under m34 = −1/500 gives w = 0.8, so
    // the 40-wide sublayer is drawn 50 wide about the container's centre: x 25…75 → (27,50)
    // red, (23,50) none.
    report.pixels(name, deepReplicator(name, keep: true).samples([(23, 50), (27, 50)]), [Px.none, Px.red], tol: flat,
                  "preservesDepth true: the layer behaves like a CATransformLayer (\(Doc.preservesDepth))")
}

private func copyMadeBeforeSublayerTransform(_ report: Report) {
    let name = "replicator.copyMadeBeforeSublayerTransform"
    // A 10 × 10 square centred (75,50); sublayerTransform a translation by 20; copy 1 a quarter
    // turn about (50,50). The copy is made in the sublayer space: (75,50) turns to (50,75) and
    // the translation takes it to (70,75); copy 0 is at (95,50). Turned after the translation,
    // copy 1 would be at (50,95).
    let frame = replicated(name, square: CGRect(x: 70, y: 45, width: 10, height: 10)) {
        $0.sublayerTransform = CATransform3DMakeTranslation(20, 0, 0)
        $0.instanceCount = 2
        $0.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    }
    report.pixels(name, frame.samples([(70, 75), (93, 50), (50, 95)]), [Px.red, Px.red, Px.none], tol: flat,
                  "the transform is applied to instance k−1 to produce instance k (\(Doc.instanceTransform)); "
                    + "sublayerTransform applies to sublayers when rendering (\(Doc.sublayerTransform))")
}

private func ownPerspectiveShowsCopyDepth(_ report: Report) {
    let name = "replicator.ownPerspectiveShowsCopyDepth"
    // The replicator's own sublayerTransform has m34 = −1/500; copy 1 is moved 100 towards the
    // viewer, so w = 0.8 and the 40-wide square (30…70) shows 50 wide about (50,50): 25…75.
    let frame = replicated(name, square: CGRect(x: 30, y: 30, width: 40, height: 40)) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        $0.sublayerTransform = perspective
        $0.instanceCount = 2
        $0.instanceTransform = CATransform3DMakeTranslation(0, 0, 100)
    }
    report.pixels(name, frame.samples([(23, 50), (27, 50), (73, 73)]), [Px.none, Px.red, Px.red], tol: flat,
                  "copies are made before the sublayer transform's perspective projects them "
                    + "(\(Doc.instanceTransform), \(Doc.sublayerTransform))")
}

private func laterInstanceOnTopWhenFlat(_ report: Report) {
    let name = "replicator.flatLaterInstanceDrawnOnTop"
    // White sublayer (20,30,40,40); instance 1 moved 20 right (and 50 back in z, which a flat
    // replicator ignores) and tinted by red offset −1 → cyan. In the overlap (50,50) the later
    // instance is drawn over the earlier: cyan. (30,50) white, (70,50) cyan.
    let frame = replicated(name, square: CGRect(x: 20, y: 30, width: 40, height: 40), color: Palette.white) {
        $0.instanceCount = 2
        $0.instanceTransform = CATransform3DMakeTranslation(20, 0, -50)
        $0.instanceRedOffset = -1
    }
    report.pixels(name, frame.samples([(50, 50), (30, 50), (70, 50)]), [Px.cyan, Px.white, Px.cyan], tol: flat,
                  "flattened copies are drawn in instance order (\(Doc.preservesDepth))",
                  uncertain: "Apple does not state the drawing order of instances")
}
