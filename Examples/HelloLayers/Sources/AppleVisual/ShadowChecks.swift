// Shadows: the direction of shadowOffset on a y-down tree and its default, shadowOpacity 0,
// shadowPath replacing the layer's shape (and not clipped to the bounds, and with nothing else
// drawn), the shadow of a layer's composited alpha (sublayers, a rounded background,
// translucency), masksToBounds clipping the shadow, and a later sibling's shadow over an earlier
// sibling. 11 checks.
//
// Every shadow here has shadowRadius 0. Apple (shadowRadius): "the blur radius (in points) used
// to render the layer's shadow"; at 0 the shadow is unblurred, an exact offset copy of its shape
// in shadowColor × shadowOpacity, so flat pixels can be compared (±3, `flat`). shadowColor
// defaults to opaque black (calayer/shadowcolor); shadowOpacity defaults to 0. Each check draws
// a 100 × 100 stage (unless given) once, with `still()`, and names its stage after itself.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func shadowChecks(_ report: Report) {
    offsetPositiveHeightIsDown(report)
    defaultOffsetIsThreeUp(report)
    opacityZeroDrawsNothing(report)
    pathReplacesLayerShape(report)
    pathNotClippedToBounds(report)
    pathOnLayerWithoutContent(report)
    castBySublayers(report)
    clippedByMasksToBounds(report)
    followsRoundedBackground(report)
    followsTranslucentAlpha(report)
    laterSiblingShadowOverEarlierSibling(report)
}

/// Gives `layer` an unblurred, fully opaque black shadow moved by `offset`.
private func shadowed(_ layer: CALayer, offset: CGSize) {
    layer.shadowColor = Palette.black
    layer.shadowOpacity = 1
    layer.shadowRadius = 0
    layer.shadowOffset = offset
}

private func offsetPositiveHeightIsDown(_ report: Report) {
    let stage = Stage("shadow.offsetPositiveHeightIsDown")
    let layer = stage.add(CGRect(x: 20, y: 10, width: 40, height: 40), Palette.white)
    shadowed(layer, offset: CGSize(width: 0, height: 20))
    // shadowOffset is a size in the layer's coordinate space; on iOS y grows downwards, so
    // height +20 moves the shadow 20 pt DOWN: layer y 10…50, shadow y 30…70 beneath it.
    // (40,60): shadow only → black. (40,5): above the layer, where an upward shadow (−10…30)
    // would fall → nothing. (40,30): the layer is drawn above its own shadow → white.
    report.pixels(stage.name, stage.still().samples([(40, 60), (40, 5), (40, 30)]), [Px.black, Px.none, Px.white],
                  tol: flat,
                  "shadowOffset is in the layer's (y-down on iOS) coordinates; +height moves the shadow down, "
                    + "beneath the layer; shadowRadius 0 leaves it unblurred "
                    + "(\(Doc.shadowOffset), \(Doc.shadowRadius))")
}

private func defaultOffsetIsThreeUp(_ report: Report) {
    let stage = Stage("shadow.defaultOffsetIsThreeUp")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red)
    layer.shadowOpacity = 1
    layer.shadowRadius = 0
    // shadowOffset left at its documented default (0, −3) and shadowColor at opaque black: the
    // shadow spans y 27…67, 3 pt ABOVE the layer on a y-down tree (iOS Core Animation: "a shadow
    // positioned 3 points above the layer"). (50,28) black; (50,71), just below the layer's
    // bottom edge at 70, nothing (a downward shadow 33…73 would be there); (50,50) red.
    report.pixels(stage.name, stage.still().samples([(50, 28), (50, 71), (50, 50)]), [Px.black, Px.none, Px.red],
                  tol: flat,
                  "shadowOffset defaults to (0, −3) and shadowColor to opaque black; −3 is up in y-down layer "
                    + "coordinates (\(Doc.shadowOffset), \(Doc.shadowColor))")
}

private func opacityZeroDrawsNothing(_ report: Report) {
    let stage = Stage("shadow.opacityZeroDrawsNothing")
    let layer = stage.add(CGRect(x: 10, y: 30, width: 40, height: 40), Palette.red)
    layer.shadowColor = Palette.black
    layer.shadowRadius = 0
    layer.shadowOffset = CGSize(width: 50, height: 0)
    // shadowOpacity left at its default 0: "The value in this property must be in the range 0.0
    // (transparent) to 1.0 (opaque). The default value of this property is 0.0." The shadow would
    // cover x 60…100: (80,50) nothing; the layer (30,50) red.
    report.pixels(stage.name, stage.still().samples([(80, 50), (30, 50)]), [Px.none, Px.red], tol: flat,
                  "shadowOpacity 0 (the default) is a transparent shadow (\(Doc.shadowOpacity))")
}

private func pathReplacesLayerShape(_ report: Report) {
    let stage = Stage("shadow.pathReplacesLayerShape")
    let layer = stage.add(CGRect(x: 10, y: 30, width: 40, height: 40), Palette.red)
    shadowed(layer, offset: CGSize(width: 50, height: 0))
    layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 40), transform: nil)
    // "the layer creates its shadow using the specified path instead of the layer's composited
    // alpha channel": the path (layer x 0…10) moved 50 → root x 60…70, y 30…70. (65,50) black;
    // (85,50), inside the shadow the layer's own shape would cast (60…100), nothing.
    report.pixels(stage.name, stage.still().samples([(65, 50), (85, 50)]), [Px.black, Px.none], tol: flat,
                  "shadowPath replaces the layer's shape as the shadow's outline (\(Doc.shadowPath))")
}

private func pathNotClippedToBounds(_ report: Report) {
    let stage = Stage("shadow.pathNotClippedToBounds")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red)
    shadowed(layer, offset: .zero)
    layer.shadowPath = CGPath(rect: CGRect(x: -10, y: -10, width: 60, height: 60), transform: nil)
    // "If the path extends outside the layer bounds it will not automatically be clipped to the
    // layer": shadow root 20…80 in both axes, under the layer (30…70). (25,50) and (50,75) black,
    // (50,50) red (the layer over its shadow), (15,50) nothing.
    report.pixels(stage.name, stage.still().samples([(25, 50), (50, 75), (50, 50), (15, 50)]),
                  [Px.black, Px.black, Px.red, Px.none], tol: flat,
                  "a shadowPath beyond the bounds is drawn there (no masksToBounds) (\(Doc.shadowPath))")
}

private func pathOnLayerWithoutContent(_ report: Report) {
    let stage = Stage("shadow.pathOnLayerWithoutContent")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    shadowed(layer, offset: .zero)
    layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
    // No background, contents or sublayers: the shadow comes from the path alone ("instead of
    // the layer's composited alpha channel"), and nothing covers it: (50,50) black.
    report.pixels(stage.name, stage.still().samples([(50, 50)]), [Px.black], tol: flat,
                  "with shadowPath the shadow does not depend on the layer drawing anything (\(Doc.shadowPath))")
}

private func castBySublayers(_ report: Report) {
    let stage = Stage("shadow.castBySublayers")
    let parent = stage.add(CGRect(x: 10, y: 10, width: 60, height: 60), nil)
    stage.add(CGRect(x: 0, y: 0, width: 20, height: 20), Palette.red, to: parent)
    shadowed(parent, offset: CGSize(width: 30, height: 0))
    // Without shadowPath the shadow is "the layer's composited alpha channel": the parent has no
    // background, so its composite is the red sublayer (root 10…30 × 10…30); the shadow is that
    // square moved 30: root 40…60 × 10…30. (50,20) black; (20,20) red; (50,50) nothing (a
    // shadow of the parent's bounds would cover it).
    report.pixels(stage.name, stage.still().samples([(50, 20), (20, 20), (50, 50)]), [Px.black, Px.red, Px.none],
                  tol: flat,
                  "the shadow follows the composited alpha, sublayers included, not the bounds (\(Doc.shadowPath))")
}

private func clippedByMasksToBounds(_ report: Report) {
    let stage = Stage("shadow.clippedByMasksToBounds")
    let parent = stage.add(CGRect(x: 20, y: 20, width: 40, height: 40), nil)
    parent.masksToBounds = true
    stage.add(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red, to: parent)
    shadowed(parent, offset: CGSize(width: 34, height: 0))
    // The shadow of the red square is at parent x 34…44, y 0…10: its part inside the bounds
    // (34…40) shows, its part outside (40…44) is clipped. Core Animation Programming Guide,
    // "Layers Support Built-In Shadows": "if you enable the masksToBounds property for the layer,
    // the shadow effect is clipped around the edges … the portion of the shadow directly under
    // your layer is still visible but the portion extending beyond your layer is not"; and
    // masksToBounds: "an implicit clipping mask that matches the bounds of the layer".
    // Root: (56,25) (parent 36.5) black; (62,25) (parent 42.5) nothing; (25,25) red.
    report.pixels(stage.name, stage.still().samples([(56, 25), (62, 25), (25, 25)]), [Px.black, Px.none, Px.red],
                  tol: flat,
                  "masksToBounds clips the layer's shadow to its bounds; inside them the shadow shows "
                    + "(\(Doc.guideSetUp), \(Doc.masksToBounds))")
}

private func followsRoundedBackground(_ report: Report) {
    let stage = Stage("shadow.followsRoundedBackground")
    let layer = stage.add(CGRect(x: 10, y: 30, width: 40, height: 40), Palette.red)
    layer.cornerRadius = 20                         // a disc of radius 20
    shadowed(layer, offset: CGSize(width: 50, height: 0))
    // The composited alpha is the rounded background, so the shadow is a disc centred (80,50),
    // radius 20. (62,32): centre (62.5,32.5) is 24.7 from it → nothing (inside the square a
    // bounds-shaped shadow would fill); (80,50) and (62,50) (17.5 from the centre) black.
    report.pixels(stage.name, stage.still().samples([(62, 32), (80, 50), (62, 50)]), [Px.none, Px.black, Px.black],
                  tol: flat,
                  "the shadow of a rounded background is rounded: it is the composited alpha's "
                    + "(\(Doc.shadowPath), \(Doc.cornerRadius))")
}

private func followsTranslucentAlpha(_ report: Report) {
    let stage = Stage("shadow.followsTranslucentAlpha")
    let layer = stage.add(CGRect(x: 10, y: 30, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    shadowed(layer, offset: CGSize(width: 50, height: 0))
    // The composited alpha is 0.5 everywhere in the bounds, so the shadow (x 60…100) is black at
    // 0.5 × shadowOpacity 1: premultiplied (0,0,0,127.5).
    report.pixels(stage.name, stage.still().samples([(80, 50)]), [[0, 0, 0, 128]], tol: flat,
                  "the shadow takes the alpha of the composited layer, times shadowOpacity "
                    + "(\(Doc.shadowPath), \(Doc.shadowOpacity))")
}

private func laterSiblingShadowOverEarlierSibling(_ report: Report) {
    let stage = Stage("shadow.laterSiblingShadowOverEarlierSibling", width: 120)
    stage.add(CGRect(x: 10, y: 30, width: 40, height: 40), Palette.red)                 // A, first
    let b = stage.add(CGRect(x: 60, y: 30, width: 40, height: 40), Palette.blue)        // B, after A
    shadowed(b, offset: CGSize(width: -20, height: 0))
    // B's shadow (x 40…80) is part of B's drawing, composited with B after A: over A where they
    // meet. (45,50) on A → black; (55,50) between them → black; (70,50) B itself → blue;
    // (30,50) A alone → red.
    report.pixels(stage.name, stage.still().samples([(45, 50), (55, 50), (70, 50), (30, 50)]),
                  [Px.black, Px.black, Px.blue, Px.red], tol: flat,
                  "a layer's shadow is composited with it, beneath it only: above the siblings drawn before it "
                    + "(\(Doc.shadowOpacity))")
}
