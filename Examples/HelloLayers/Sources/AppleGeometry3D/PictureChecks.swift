// Trees drawn once by a CARenderer and their pixels checked: a cube of six faces in a
// CATransformLayer turned six ways and by 45°, and hit-tested (8 checks); isDoubleSided under a
// half-turning sublayerTransform and turned 100° under perspective (4); anchorPointZ (2);
// zPosition among siblings and in a flattened parent (2); what a CATransformLayer ignores (1);
// CAReplicatorLayer copies, depth and the order of instanceTransform and sublayerTransform (4).
// 21 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The drawn-tree checks.
func pictureChecks(_ report: Report) {
    cubeChecks(report)
    doubleSidedChecks(report)
    anchorPointZChecks(report)
    zPositionChecks(report)
    transformLayerIgnores(report)
    replicatorChecks(report)
}

/// A cube of six 100×100 faces in a CATransformLayer turned by `turn`, filling `container`
/// (200×200) whose sublayerTransform is given perspective (m34 = −1/500): front red (+z), right
/// green (+x), back blue, left yellow, top cyan (−y), bottom magenta.
private func addCube(to container: CALayer, turn: CATransform3D) {
    container.sublayerTransform = perspective()
    let t = CATransformLayer()
    t.frame = container.bounds
    t.transform = turn
    container.addSublayer(t)
    let faces: [(String, CGColor, CATransform3D)] = [
        ("front", Palette.red, CATransform3DIdentity),
        ("right", Palette.green, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
        ("back", Palette.blue, CATransform3DMakeRotation(.pi, 0, 1, 0)),
        ("left", Palette.yellow, CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)),
        ("top", rgb(0, 1, 1), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
        ("bottom", rgb(1, 0, 1), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)),
    ]
    for (name, color, faceTurn) in faces {
        let face = plainLayer(CGRect(x: 50, y: 50, width: 100, height: 100), color)
        face.name = name
        face.transform = CATransform3DTranslate(faceTurn, 0, 0, 50)   // out 50 along +z first, then turned
        t.addSublayer(face)
    }
}

private func cubeChecks(_ report: Report) {
    let why = "a transform layer keeps its sublayers' depth (\(Doc.transformLayer)); \(Doc.makeRotation)"
    let cases: [(String, CATransform3D, [Int])] = [
        ("none", CATransform3DIdentity, Px.red),
        ("yMinus90", CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), Px.green),     // right face (50,0,0) → z' = 50
        ("yPlus90", CATransform3DMakeRotation(.pi / 2, 0, 1, 0), Px.yellow),
        ("y180", CATransform3DMakeRotation(.pi, 0, 1, 0), Px.blue),
        ("xMinus90", CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), Px.cyan),      // top (0,−50,0) → z' = −50·sin(−90°) = 50
        ("xPlus90", CATransform3DMakeRotation(.pi / 2, 1, 0, 0), Px.magenta),
    ]
    for (label, turn, want) in cases {
        let name = "cube.frontFaceAtCentre.\(label)"
        let stage = Stage(name, width: 200, height: 200)
        addCube(to: stage.root, turn: turn)
        report.pixels(name, stage.still().samples([(100, 100)]), [want], tol: flat, why)
    }
    // 45° about y: the front/left edge comes to the centre (x' = 0, z' = 70.7); front spans right, left spans left.
    let stage = Stage("cube.y45SplitsFrontAndLeft", width: 200, height: 200)
    addCube(to: stage.root, turn: CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
    report.pixels(stage.name, stage.still().samples([(115, 100), (85, 100)]), [Px.red, Px.yellow], tol: flat, why)
    // Hit testing the cube: the front face is nearest at the centre (uncertain: the order among transform-layer
    // sublayers is not documented; depth order is what is drawn).
    let container = plainLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
    addCube(to: container, turn: CATransform3DIdentity)
    report.same("cube.hitTestCentreFrontFace", container.hitTest(CGPoint(x: 100, y: 100))?.name ?? "nil", "front",
                "\(Doc.transformLayerHeader); \(Doc.hitTest)",
                uncertain: "the order among transform-layer sublayers when hit testing is not documented")
}

private func doubleSidedChecks(_ report: Report) {
    // isDoubleSided false under the parent's sublayerTransform turning 180° about y: it faces away → hidden;
    // double-sided it shows (mirrored about the parent's centre: frame (10,40,20,20) → x 70…90).
    for (label, doubleSided, want) in [("singleSidedHidden", false, [Px.none, Px.none]),
                                       ("doubleSidedMirrored", true, [Px.red, Px.none])] {
        let name = "doubleSided.underSublayerTransform180.\(label)"
        let stage = Stage(name)
        stage.root.sublayerTransform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        stage.add(CGRect(x: 10, y: 40, width: 20, height: 20), Palette.red).isDoubleSided = doubleSided
        report.pixels(name, stage.still().samples([(80, 50), (20, 50)]), want, tol: flat,
                      "\(Doc.isDoubleSided): not drawn when facing away; \(Doc.sublayerTransform)")
    }
    // Turned 100° about y under perspective: faces away → hidden when single-sided (at the centre the 6.9-wide
    // sliver would be drawn double-sided).
    for (label, doubleSided, want) in [("singleSided", false, Px.none), ("doubleSided", true, Px.red)] {
        let name = "doubleSided.turned100UnderPerspective.\(label)"
        let stage = Stage(name)
        stage.root.sublayerTransform = perspective()
        let l = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red)
        l.transform = CATransform3DMakeRotation(100 * .pi / 180, 0, 1, 0)
        l.isDoubleSided = doubleSided
        report.pixels(name, stage.still().samples([(50, 50)]), [want], tol: flat,
                      "\(Doc.isDoubleSided): not drawn when facing away from the viewer")
    }
}

private func anchorPointZChecks(_ report: Report) {
    // anchorPointZ 50 ("the anchor point on the z axis around which geometric manipulations occur"): a 100×100 layer
    // at (100,100) turned 30° about y turns about a point 50 in front of its plane: relative point
    // (x, y, −50) → x' = 0.866x − 25 → x 31.7…118.3 (about the plane's own centre it would be 56.7…143.3).
    let name = "anchorPointZ.yTurnAboutOffsetPivot"
    let stage = Stage(name, width: 200, height: 200)
    let l = stage.add(CGRect(x: 50, y: 50, width: 100, height: 100), Palette.red)
    l.anchorPointZ = 50
    l.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
    report.pixels(name, stage.still().samples([(35, 100), (115, 100), (122, 100), (28, 100)]),
                  [Px.red, Px.red, Px.none, Px.none], tol: flat, "\(Doc.anchorPointZ)")
    // Identity transform, anchorPointZ 50, under perspective: the plane sits at z = −50 (the anchor, at z 50 of the
    // layer, is placed at zPosition 0): w = 1.1, 100/1.1 = 90.9 wide → 54.5…145.5.
    let name2 = "anchorPointZ.identityPlaneBehindUnderPerspective"
    let stage2 = Stage(name2, width: 200, height: 200)
    stage2.root.sublayerTransform = perspective()
    stage2.add(CGRect(x: 50, y: 50, width: 100, height: 100), Palette.red).anchorPointZ = 50
    report.pixels(name2, stage2.still().samples([(52, 100), (57, 100)]), [Px.none, Px.red], tol: flat,
                  "\(Doc.anchorPointZ); \(Doc.sublayerTransform)",
                  uncertain: "where anchorPointZ places an untransformed layer's plane is not spelt out")
}

private func zPositionChecks(_ report: Report) {
    // zPosition: "Higher values place this layer visually closer to the viewer". Sibling later in the array with
    // a lower (negative) zPosition is behind: red (z 0, first) over blue (z −5, second) where they overlap.
    let name = "zPosition.negativeLaterSiblingBehind"
    let stage = Stage(name)
    stage.add(CGRect(x: 10, y: 10, width: 50, height: 50), Palette.red)
    stage.add(CGRect(x: 30, y: 30, width: 50, height: 50), Palette.blue).zPosition = -5
    report.pixels(name, stage.still().samples([(45, 45), (70, 70)]), [Px.red, Px.blue], tol: flat,
                  "\(Doc.zPosition): higher values closer to the viewer")
    // Flattened hierarchy: a grandchild's zPosition 100 does not lift it above its parent's later sibling.
    let name2 = "zPosition.doesNotEscapeFlattenedParent"
    let stage2 = Stage(name2)
    let a = stage2.add(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
    stage2.add(CGRect(x: 10, y: 10, width: 50, height: 50), Palette.green, to: a).zPosition = 100
    stage2.add(CGRect(x: 30, y: 30, width: 50, height: 50), Palette.blue)
    report.pixels(name2, stage2.still().samples([(45, 45), (20, 20)]), [Px.blue, Px.green], tol: flat,
                  "\(Doc.zPosition); a plain layer flattens its sublayers (\(Doc.transformLayer))")
}

private func transformLayerIgnores(_ report: Report) {
    // CATransformLayer: "Only the sublayers of a transform layer are rendered. The CALayer properties that are
    // rendered by a layer are ignored, including: backgroundColor, contents, border style properties …" and
    // "masksToBounds" is ignored.
    let name = "transformLayer.borderIgnoredMasksToBoundsIgnored"
    let stage = Stage(name)
    let t = CATransformLayer()
    t.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    t.borderWidth = 6
    t.borderColor = Palette.blue
    t.masksToBounds = true
    stage.add(CGRect(x: -15, y: 10, width: 30, height: 20), Palette.red, to: t)   // overflows the left edge: root 5…35
    stage.root.addSublayer(t)
    report.pixels(name, stage.still().samples([(22, 60), (50, 22), (10, 40), (30, 40)]),
                  [Px.none, Px.none, Px.red, Px.red], tol: flat, "\(Doc.transformLayer): only the sublayers are rendered")
}

/// A replicator filling `frame` of a fresh stage named `name` (`size` square), holding a red
/// sublayer at `square`; `setUp` sets the replicator. Drawn once.
private func replicated(_ name: String, size: Int, frame: CGRect? = nil, square: CGRect, setUp: (CAReplicatorLayer) -> Void,
                        setSquare: (CALayer) -> Void = { _ in }) -> Frame {
    let stage = Stage(name, width: size, height: size)
    let replicator = CAReplicatorLayer()
    replicator.frame = frame ?? stage.root.bounds
    setSquare(stage.add(square, Palette.red, to: replicator))
    setUp(replicator)
    stage.root.addSublayer(replicator)
    return stage.still()
}

private func replicatorChecks(_ report: Report) {
    // instanceCount: "The number of copies to create, including the source layers." 0 → nothing drawn.
    let none = replicated("replicator.instanceCountZeroDrawsNothing", size: 100,
                          square: CGRect(x: 30, y: 30, width: 40, height: 40)) { $0.instanceCount = 0 }
    report.pixels("replicator.instanceCountZeroDrawsNothing", none.samples([(50, 50)]), [Px.none], tol: flat,
                  "\(Doc.instanceCount): the number of copies, including the source layers")
    // The replicator's own sublayerTransform perspective applies to its copies before they are flattened:
    // copy 1 moved 100 towards the viewer shows 1.25× (x 75…125 about (100,100)); copy 0 80…120.
    let deep = replicated("replicator.instanceZUnderOwnPerspective", size: 200,
                          square: CGRect(x: 80, y: 80, width: 40, height: 40)) {
        $0.instanceCount = 2
        $0.instanceTransform = CATransform3DMakeTranslation(0, 0, 100)
        $0.sublayerTransform = perspective()
    }
    report.pixels("replicator.instanceZUnderOwnPerspective", deep.samples([(77, 100), (73, 100), (122, 122)]),
                  [Px.red, Px.none, Px.red], tol: flat, "\(Doc.instanceTransform), \(Doc.sublayerTransform)")
    // A sublayer's own zPosition under the replicator's sublayerTransform perspective (one copy): as for any
    // CALayer, w = 0.8 → 50 wide, 75…125.
    let lifted = replicated("replicator.sublayerZPositionUnderOwnPerspective", size: 200,
                            square: CGRect(x: 80, y: 80, width: 40, height: 40),
                            setUp: { $0.sublayerTransform = perspective() }, setSquare: { $0.zPosition = 100 })
    report.pixels("replicator.sublayerZPositionUnderOwnPerspective", lifted.samples([(77, 100), (73, 100)]),
                  [Px.red, Px.none], tol: flat, "\(Doc.zPosition), \(Doc.sublayerTransform)")
    // instanceTransform "is applied relative to the center of this layer", in the space the sublayers are placed
    // in, before the layer's sublayerTransform maps that space for rendering. Replicator 200×200,
    // sublayerTransform translate (50,0,0), instanceTransform a quarter turn about z, sublayer centred at
    // (150,100): copy 0 → (200,100); copy 1 → turned about (100,100) to (100,150), then shifted → (150,150).
    // (Shift first, then turn, would put copy 1 at (100,200).)
    let ordered = replicated("replicator.instanceTransformBeforeSublayerTransform", size: 250,
                             frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                             square: CGRect(x: 140, y: 90, width: 20, height: 20)) {
        $0.sublayerTransform = CATransform3DMakeTranslation(50, 0, 0)
        $0.instanceCount = 2
        $0.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    }
    report.pixels("replicator.instanceTransformBeforeSublayerTransform", ordered.samples([(200, 100), (150, 150), (100, 200)]),
                  [Px.red, Px.red, Px.none], tol: flat,
                  "the transform is applied to instance k−1 to produce instance k, relative to the layer's centre "
                    + "(\(Doc.instanceTransform)); sublayerTransform applies when rendering (\(Doc.sublayerTransform))")
}
