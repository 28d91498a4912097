// CALayer property animations beyond position/opacity: contents (a crossfade between images),
// contentsRect (sprite sheet, discrete keyframes), cornerRadius, borderWidth, borderColor, shadowOpacity, the key paths
// bounds.size.width, transform.scale.x and sublayerTransform.rotation.z, zPosition, hidden,
// additive opacity, and position along a path with calculationMode .cubicPaced.
//
// Linear animations of 1 s beginning at the stage's `start` unless stated; pixel (x, y) has its
// centre at (x + 0.5, y + 0.5) in the root layer (y down); colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func layerChecks(_ report: Report) {
    spriteSheet(report)
    contentsCrossfade(report)
    cornerRadius(report)
    border(report)
    shadowOpacity(report)
    geometryKeyPaths(report)
    sublayerRotation(report)
    zPositionOrder(report)
    hiddenKeyframes(report)
    additiveOpacity(report)
    cubicPacedPath(report)
}

/// A layer with frame `frame` filled `color`, added to the stage.
private func box(_ stage: Stage, _ frame: CGRect, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    stage.root.addSublayer(layer)
    return layer
}

// MARK: - contentsRect

private func spriteSheet(_ report: Report) {
    let stage = Stage("spriteSheet")
    // A 40×10 sheet of four 10×10 frames along x: red, green, blue, yellow.
    let sheet = makeImage(40, 10) { ctx in
        for (i, color) in [Palette.red, Palette.green, Palette.blue, Palette.yellow].enumerated() {
            ctx.setFillColor(color)
            ctx.fill(CGRect(x: 10 * i, y: 0, width: 10, height: 10))
        }
    }
    let sprite = box(stage, CGRect(x: 80, y: 30, width: 40, height: 40), nil)
    sprite.contents = sheet
    sprite.contentsRect = CGRect(x: 0, y: 0, width: 0.25, height: 1)
    sprite.magnificationFilter = .nearest
    func makeFrames() -> CAKeyframeAnimation {
        let anim = CAKeyframeAnimation(keyPath: "contentsRect")
        anim.values = (0..<4).map { CGRect(x: 0.25 * CGFloat($0), y: 0, width: 0.25, height: 1) }
        anim.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        anim.calculationMode = .discrete
        anim.duration = 1
        return anim
    }
    let anim = makeFrames()
    anim.beginTime = stage.start
    sprite.add(anim, forKey: "frames")

    let shots = [0.1, 0.35, 0.6, 0.85].map { stage.frame(at: $0) }

    // Discrete keyframes with keyTimes [0, 0.25, 0.5, 0.75, 1] (one more than the values): frame k
    // is shown from k/4 until (k+1)/4, never blended. 0.1 → red, 0.35 → green, 0.6 → blue, 0.85 → yellow.
    report.pixels("contentsRect.spriteSheetDiscreteFrames", shots.map { $0.rgba(100, 50) },
                  [Px.red, Px.green, Px.blue, Px.yellow], tol: 3,
                  "contentsRect selects the part of the image shown; discrete keyframes hold each value until "
                    + "the next key time; \(Doc.contentsRect), \(Doc.discrete)")
    let rect = presented(makeFrames(), at: 0.6) { CALayer() }.contentsRect
    // (0.5, 0, 0.25, 1)
    report.numbers("contentsRect.presentationDiscreteFrame",
                   [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)], [0.5, 0, 0.25, 1],
                   tol: 1e-6, "\(Doc.discrete)")
}

// MARK: - contents

private func contentsCrossfade(_ report: Report) {
    let stage = Stage("contentsCrossfade")
    let layer = box(stage, CGRect(x: 20, y: 20, width: 40, height: 40), nil)
    layer.contents = solidImage(8, 8, Palette.blue)
    let anim = basic("contents", from: solidImage(8, 8, Palette.red), to: layer.contents)
    anim.beginTime = stage.start
    layer.add(anim, forKey: "contents")
    let quarter = stage.frame(at: 0.25)
    // t = 0.25: three quarters of the red image and one of the blue, (0.75, 0, 0.25) of 255.
    report.pixels("uncertain.contents.crossfadeBetweenImages", [quarter.rgba(40, 40)], [[191, 0, 64, 255]], tol: 3,
                  "contents is animatable (\(Doc.animatable)); Apple gives no mixing rule for images, and "
                    + "Core Animation shows a change of image as a crossfade")
}

// MARK: - cornerRadius, border, shadow

private func cornerRadius(_ report: Report) {
    let stage = Stage("cornerRadius")
    let layer = box(stage, CGRect(x: 20, y: 20, width: 60, height: 60), Palette.red)
    layer.cornerRadius = 20
    let anim = basic("cornerRadius", from: 0.0, to: 20.0)
    anim.beginTime = stage.start
    layer.add(anim, forKey: "cornerRadius")

    let half = stage.frame(at: 0.5)

    // t = 0.5: radius 10; the top-left arc is centred at (30, 30). (21,21): centre (21.5, 21.5) is
    // 12.0 from it, 2 pt outside the radius → empty (inside at radius 0).
    report.pixels("cornerRadius.halfwayCutsCorner", [half.rgba(21, 21)], [Px.none], tol: 3,
                  "cornerRadius 0→20 is 10 half way; the corner outside the arc is not drawn; \(Doc.cornerRadius) (Animatable)")
    // (24,24): 7.8 from (30, 30) → inside radius 10 → red; at radius 20 (arc centre (40, 40),
    // 21.9 away) it would be cut. (50,21) on the straight top edge → red.
    report.pixels("cornerRadius.halfwayNotFinal", [half.rgba(24, 24), half.rgba(50, 21)], [Px.red, Px.red], tol: 3,
                  "radius 10, not the model's 20; \(Doc.cornerRadius)")
    let radius = presented(basic("cornerRadius", from: 0.0, to: 20.0), at: 0.5) { CALayer() }.cornerRadius
    report.number("cornerRadius.presentationHalfway", Double(radius), 10, tol: 1e-6, "\(Doc.cornerRadius)")
}

private func border(_ report: Report) {
    let stage = Stage("border")
    let widening = box(stage, CGRect(x: 20, y: 20, width: 60, height: 60), nil)
    widening.borderColor = Palette.blue
    widening.borderWidth = 18
    let width = basic("borderWidth", from: 2.0, to: 18.0)
    width.beginTime = stage.start
    widening.add(width, forKey: "borderWidth")

    let recolouring = box(stage, CGRect(x: 120, y: 20, width: 60, height: 60), nil)
    recolouring.borderWidth = 10
    recolouring.borderColor = Palette.blue
    let color = basic("borderColor", from: Palette.red, to: Palette.blue)
    color.beginTime = stage.start
    recolouring.add(color, forKey: "borderColor")

    let half = stage.frame(at: 0.5)

    // t = 0.5: borderWidth 10: the border is the 10-pt band inside the bounds. (28,50) (8.5 in
    // from the left edge) blue; (32,50) (12.5 in) and the middle empty (no background).
    report.pixels("border.widthHalfway", [half.rgba(28, 50), half.rgba(32, 50), half.rgba(50, 50)],
                  [Px.blue, Px.none, Px.none], tol: 3,
                  "borderWidth 2→18 is 10 half way, drawn inset from the bounds; \(Doc.borderWidth) (Animatable)")
    // t = 0.5: red → blue half way, in the 10-pt border: (125,50) and (150,24).
    report.pixels("border.colorHalfway", [half.rgba(125, 50), half.rgba(150, 24)], [Px.purple, Px.purple], tol: 3,
                  "borderColor interpolates component-wise; \(Doc.borderColor) (Animatable)")
}

private func shadowOpacity(_ report: Report) {
    let stage = Stage("shadowOpacity")
    let layer = box(stage, CGRect(x: 20, y: 20, width: 40, height: 40), Palette.white)
    layer.shadowColor = Palette.black
    layer.shadowRadius = 0
    layer.shadowOffset = CGSize(width: 50, height: 0)
    layer.shadowOpacity = 1
    let anim = basic("shadowOpacity", from: 0.0, to: 1.0)
    anim.beginTime = stage.start
    layer.add(anim, forKey: "shadowOpacity")

    let half = stage.frame(at: 0.5)

    // t = 0.5: shadowOpacity 0.5. The shadow is the layer's shape moved 50 pt right (x 70…110,
    // y 20…60), unblurred (radius 0), black at α 0.5 → [0,0,0,128]; the layer itself stays white.
    report.pixels("shadow.opacityHalfway", [half.rgba(90, 40), half.rgba(40, 40), half.rgba(130, 40)],
                  [[0, 0, 0, 128], Px.white, Px.none], tol: 3,
                  "shadowOpacity 0→1 is 0.5 half way; the shadow is offset by shadowOffset; \(Doc.shadowOpacity) (Animatable)")
    let opacity = presented(basic("shadowOpacity", from: 0.0, to: 1.0), at: 0.5) { CALayer() }.shadowOpacity
    report.number("shadow.presentationOpacityHalfway", Double(opacity), 0.5, tol: 1e-6, "\(Doc.shadowOpacity)")
}

// MARK: - Key paths into structures

private func geometryKeyPaths(_ report: Report) {
    let stage = Stage("geometryKeyPaths")
    let wide = box(stage, CGRect(x: 80, y: 5, width: 40, height: 40), Palette.red)     // position (100, 25)
    let width = basic("bounds.size.width", from: 40.0, to: 120.0)
    width.beginTime = stage.start
    wide.add(width, forKey: "width")

    let scaled = box(stage, CGRect(x: 90, y: 65, width: 20, height: 20), Palette.blue)  // position (100, 75)
    let scale = basic("transform.scale.x", from: 1.0, to: 5.0)
    scale.beginTime = stage.start
    scaled.add(scale, forKey: "scaleX")

    let quarter = stage.frame(at: 0.25)
    let half = stage.frame(at: 0.5)

    // t = 0.5: bounds.size.width 40→120 is 80; position (100, 25) stays the centre (anchorPoint
    // 0.5): x 60…140. (62,25), (137,25) red; (57,25), (142,25) empty; height unchanged (y 5…45).
    report.pixels("keyPath.boundsSizeWidthHalfway",
                  [half.rgba(62, 25), half.rgba(137, 25), half.rgba(57, 25), half.rgba(142, 25)],
                  [Px.red, Px.red, Px.none, Px.none], tol: 3,
                  "a structure field key path animates that field alone; \(Doc.keyPaths)")
    let bounds = presented(basic("bounds.size.width", from: 40.0, to: 120.0), at: 0.5) { () -> CALayer in
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        return layer
    }.bounds
    report.numbers("keyPath.presentationBoundsSizeWidth", [Double(bounds.width), Double(bounds.height)], [80, 40],
                   tol: 1e-6, "bounds.size.width 80, height untouched; \(Doc.keyPaths)")
    // t = 0.25: transform.scale.x 1→5 is 2: the 20-pt square is 40 wide about its centre (100, 75):
    // x 80…120, y still 65…85. (82,75), (117,75) blue; (77,75) and (100,62) empty.
    report.pixels("keyPath.transformScaleXQuarterWay",
                  [quarter.rgba(82, 75), quarter.rgba(117, 75), quarter.rgba(77, 75), quarter.rgba(100, 62)],
                  [Px.blue, Px.blue, Px.none, Px.none], tol: 3,
                  "transform.scale.x scales along x only, about the anchor point; \(Doc.keyPaths)")
    let shown = presented(basic("transform.scale.x", from: 1.0, to: 5.0), at: 0.25) { CALayer() }
    report.numbers("keyPath.presentationTransformScaleX",
                   [num(shown.value(forKeyPath: "transform.scale.x")), Double(shown.transform.m11),
                    Double(shown.transform.m22)], [2, 2, 1], tol: 1e-6,
                   "value(forKeyPath: \"transform.scale.x\") and the matrix: m11 2, m22 1; \(Doc.keyPaths)")
}

private func sublayerRotation(_ report: Report) {
    let stage = Stage("sublayerRotation")
    let container = box(stage, CGRect(x: 50, y: 0, width: 100, height: 100), nil)
    let bar = CALayer()
    bar.bounds = CGRect(x: 0, y: 0, width: 80, height: 10)
    bar.position = CGPoint(x: 50, y: 50)                     // the container's centre
    bar.backgroundColor = Palette.red
    container.addSublayer(bar)
    container.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let anim = basic("sublayerTransform.rotation.z", from: 0.0, to: Double.pi / 2)
    anim.beginTime = stage.start
    container.add(anim, forKey: "rotation")

    let half = stage.frame(at: 0.5)

    // t = 0.5: rotation π/4 about the container's centre (root (100, 50)). A positive angle turns
    // +x towards +y (CATransform3DMakeRotation), clockwise on a y-down screen: the bar runs from
    // upper left to lower right. 30 pt along it: root (121.2, 71.2) and (78.8, 28.8) → red.
    // The other diagonal (121,28) and the unrotated spot (130,50) → empty.
    report.pixels("keyPath.sublayerTransformRotationZHalfway",
                  [half.rgba(121, 71), half.rgba(78, 28), half.rgba(121, 28), half.rgba(130, 50)],
                  [Px.red, Px.red, Px.none, Px.none], tol: 3,
                  "sublayerTransform.rotation.z 0→π/2 is π/4 half way, applied to the sublayers about the anchor point; "
                    + "\(Doc.sublayerTransform), \(Doc.keyPaths)")
    let shown = presented(basic("sublayerTransform.rotation.z", from: 0.0, to: Double.pi / 2), at: 0.5) { CALayer() }
    let m = shown.sublayerTransform
    // cos π/4 = sin π/4 = 0.707107: m11 0.7071, m12 0.7071, m21 −0.7071
    report.numbers("keyPath.presentationSublayerRotationZ",
                   [num(shown.value(forKeyPath: "sublayerTransform.rotation.z")), Double(m.m11), Double(m.m12), Double(m.m21)],
                   [Double.pi / 4, 0.707107, 0.707107, -0.707107], tol: 1e-5, "\(Doc.keyPaths)")
}

// MARK: - zPosition, hidden

private func zPositionOrder(_ report: Report) {
    let stage = Stage("zPosition")
    let under = box(stage, CGRect(x: 40, y: 20, width: 60, height: 60), Palette.red)   // added first
    _ = box(stage, CGRect(x: 70, y: 20, width: 60, height: 60), Palette.blue)          // added second, z 0
    under.zPosition = 10
    let anim = basic("zPosition", from: -10.0, to: 10.0)
    anim.beginTime = stage.start
    under.add(anim, forKey: "zPosition")

    let quarter = stage.frame(at: 0.25)
    let late = stage.frame(at: 0.75)

    // The overlap x 70…100: (85,50). t = 0.25: red's z −5 < blue's 0 → blue on top; t = 0.75:
    // z +5 > 0 → red on top, though it comes first among the sublayers.
    report.pixels("zPosition.reordersSiblingsDuringAnimation", [quarter.rgba(85, 50), late.rgba(85, 50)],
                  [Px.blue, Px.red], tol: 3,
                  "siblings are drawn in order of zPosition, which animates; \(Doc.zPosition) (Animatable)")
}

private func hiddenKeyframes(_ report: Report) {
    let stage = Stage("hidden")
    let layer = box(stage, CGRect(x: 80, y: 30, width: 40, height: 40), Palette.red)
    let anim = CAKeyframeAnimation(keyPath: "hidden")
    anim.values = [false, true]
    anim.keyTimes = [0, 0.5, 1]
    anim.calculationMode = .discrete
    anim.duration = 1
    anim.beginTime = stage.start
    layer.add(anim, forKey: "hidden")

    let early = stage.frame(at: 0.25)
    let late = stage.frame(at: 0.75)
    let after = stage.frame(at: 1.25)

    // false from key time 0, true from 0.5: shown at 0.25, hidden at 0.75; after the end the
    // animation is removed and the model (not hidden) shows again.
    report.pixels("hidden.discreteKeyframes", [early.rgba(100, 50), late.rgba(100, 50), after.rgba(100, 50)],
                  [Px.red, Px.none, Px.red], tol: 3,
                  "hidden is listed as animatable; discrete keyframes hold each value; \(Doc.animatable), \(Doc.hidden), \(Doc.discrete)",
                  uncertain: "Apple lists hidden among the animatable properties but documents no interpolation for a BOOL; "
                    + "the check relies only on discrete keyframes holding each value")
}

// MARK: - Additive opacity

private func additiveOpacity(_ report: Report) {
    let stage = Stage("additiveOpacity")
    let alone = box(stage, CGRect(x: 20, y: 30, width: 40, height: 40), Palette.red)
    alone.opacity = 0.5
    let extra = basic("opacity", from: 0.0, to: 0.4)
    extra.isAdditive = true
    extra.beginTime = stage.start
    alone.add(extra, forKey: "extra")

    let stacked = box(stage, CGRect(x: 120, y: 30, width: 40, height: 40), Palette.red)
    let base = basic("opacity", from: 0.2, to: 0.6)
    base.beginTime = stage.start
    stacked.add(base, forKey: "base")
    let more = basic("opacity", from: 0.0, to: 0.2)
    more.isAdditive = true
    more.beginTime = stage.start
    stacked.add(more, forKey: "more")

    let half = stage.frame(at: 0.5)

    // Left: model 0.5 + additive (0 → 0.4 is 0.2 half way) = 0.7 → α 178.5.
    // Right: the first animation gives 0.4, the additive one then adds 0.1 → 0.5 → α 127.5.
    report.pixels("opacity.additiveHalfway", [half.rgba(40, 50), half.rgba(140, 50)],
                  [[179, 0, 0, 179], [128, 0, 0, 128]], tol: 3,
                  "isAdditive adds the animation's value to the current render-tree value (the model, or the "
                    + "result of the animations added before); \(Doc.additive)")
    let fresh = basic("opacity", from: 0.0, to: 0.4)
    fresh.isAdditive = true
    let shown = presented(fresh, at: 0.5) { () -> CALayer in
        let layer = CALayer()
        layer.opacity = 0.5
        return layer
    }
    report.number("opacity.presentationAdditiveHalfway", Double(shown.opacity), 0.7, tol: 1e-6, "\(Doc.additive)")
}

// MARK: - Position along a path, cubicPaced

private func cubicPacedPath(_ report: Report) {
    let stage = Stage("cubicPaced")
    let dot = box(stage, CGRect(x: 15, y: 45, width: 10, height: 10), Palette.red)
    func makeMove() -> CAKeyframeAnimation {
        // Two collinear segments of unequal length: 40 pt then 120 pt.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        path.addLine(to: CGPoint(x: 180, y: 50))
        let anim = CAKeyframeAnimation(keyPath: "position")
        anim.path = path
        anim.calculationMode = .cubicPaced
        anim.duration = 1
        return anim
    }
    let anim = makeMove()
    anim.beginTime = stage.start
    dot.add(anim, forKey: "move")

    let quarter = stage.frame(at: 0.25)
    let late = stage.frame(at: 0.75)

    // Paced: an even speed over the 160-pt path whatever the segments: x = 20 + 160 t →
    // 60 at 0.25, 140 at 0.75. (Timed per segment, half the time each, it would be at 40 and 120.)
    report.pixels("keyframe.cubicPacedEvenSpeedDrawn",
                  [quarter.rgba(60, 50), quarter.rgba(40, 50), late.rgba(140, 50), late.rgba(120, 50)],
                  [Px.red, Px.none, Px.red, Px.none], tol: 3,
                  "cubicPaced: keyframe values interpolated to produce an even pace throughout; \(Doc.cubicPaced), \(Doc.keyframePath)")
    let at = [0.25, 0.75].map { presented(makeMove(), at: $0) { CALayer() }.position }
    report.numbers("keyframe.cubicPacedPresentation",
                   [Double(at[0].x), Double(at[0].y), Double(at[1].x), Double(at[1].y)], [60, 50, 140, 50], tol: 0.5,
                   "even pace along the path; \(Doc.cubicPaced)")
}
