// Corners and borders: maskedCorners rounding only the corners it names, cornerRadius leaving the
// contents and sublayers alone unless masksToBounds clips them to the rounded shape, and the
// border inside the bounds, above sublayers and contents, following the corner radius. 9 checks.
//
// A corner arc of radius r at the corner (minX, minY) is centred at (minX + r, minY + r); a pixel
// centre farther than r from it (towards the corner) is outside the rounded shape. cornerCurve:
// Apple's calayer/cornercurve page documents nothing measurable about .continuous (no curve, no
// extent), so it is not checked here. Each check draws a 100 × 100 stage once, with `still()`,
// names its stage after itself and compares flat colours within ±3 (`flat`).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func cornerBorderChecks(_ report: Report) {
    maskedMinXMinYOnly(report)
    maskedMaxXMaxYOnly(report)
    radiusLeavesContentsUnclipped(report)
    masksToBoundsClipsContentsToCorners(report)
    masksToBoundsClipsSublayersToRoundedShape(report)
    sublayersNotClippedWithoutMasksToBounds(report)
    borderAboveSublayers(report)
    borderAboveContents(report)
    borderFollowsCornerRadius(report)
}

/// The four corner pixels of the root rectangle (20,20)–(80,80), one pixel in from each corner:
/// top-left, top-right, bottom-left, bottom-right.
private var cornerPixels: [(Int, Int)] { [(21, 21), (78, 21), (21, 78), (78, 78)] }

/// A red 60 × 60 layer at (20,20) of a fresh stage named `name`, cornerRadius 20, rounding only
/// the corners in `corners`; the stage drawn, its four corner pixels returned.
private func roundedOnly(_ name: String, _ corners: CACornerMask) -> [[Int]] {
    let stage = Stage(name)
    let layer = stage.add(CGRect(x: 20, y: 20, width: 60, height: 60), Palette.red)
    layer.cornerRadius = 20
    layer.maskedCorners = corners
    return stage.still().samples(cornerPixels)
}

private func maskedMinXMinYOnly(_ report: Report) {
    let name = "corners.maskedMinXMinYOnly"
    // Only the corner at (minX, minY) — the top-left in y-down layer coordinates — is rounded.
    // (21,21): centre (21.5,21.5) is 26.2 from the arc centre (40,40) → outside → nothing. The
    // other three corners stay square → red.
    report.pixels(name, roundedOnly(name, [.layerMinXMinYCorner]), [Px.none, Px.red, Px.red, Px.red], tol: flat,
                  "maskedCorners names the corners cornerRadius rounds; kCALayerMinXMinYCorner is the (minX, minY) "
                    + "one (\(Doc.maskedCorners), \(Doc.cornerMask))")
}

private func maskedMaxXMaxYOnly(_ report: Report) {
    let name = "corners.maskedMaxXMaxYOnly"
    // Only (maxX, maxY), the bottom-right on a y-down tree: (78,78) is 26.2 from the arc centre
    // (60,60) → nothing; the other three corners red.
    report.pixels(name, roundedOnly(name, [.layerMaxXMaxYCorner]), [Px.red, Px.red, Px.red, Px.none], tol: flat,
                  "kCALayerMaxXMaxYCorner rounds only the (maxX, maxY) corner "
                    + "(\(Doc.maskedCorners), \(Doc.cornerMask))")
}

private func radiusLeavesContentsUnclipped(_ report: Report) {
    let stage = Stage("corners.radiusLeavesContentsUnclipped")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    layer.contents = solidImage(4, 4, Palette.green)
    layer.cornerRadius = 15
    // "By default, the corner radius does not apply to the image in the layer's contents
    // property; it applies only to the background color and border of the layer." (31,31):
    // centre (31.5,31.5) is 19.1 from the arc centre (45,45), outside the radius 15, but the
    // contents (resized over the bounds) are not clipped → green.
    report.pixels(stage.name, stage.still().samples([(31, 31), (50, 50)]), [Px.green, Px.green], tol: flat,
                  "cornerRadius rounds the background and border, not the contents (\(Doc.cornerRadius))")
}

private func masksToBoundsClipsContentsToCorners(_ report: Report) {
    let stage = Stage("corners.masksToBoundsClipsContentsToCorners")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    layer.contents = solidImage(4, 4, Palette.green)
    layer.cornerRadius = 15
    layer.masksToBounds = true
    // "setting the masksToBounds property to true causes the content to be clipped to the
    // rounded corners": (31,31) nothing; (50,50) and the left edge's middle (31,50) green.
    report.pixels(stage.name, stage.still().samples([(31, 31), (50, 50), (31, 50)]), [Px.none, Px.green, Px.green],
                  tol: flat,
                  "masksToBounds clips the contents to the rounded corners (\(Doc.cornerRadius), \(Doc.masksToBounds))")
}

/// A stage named `name` with a 40 × 40 parent at (30,30), cornerRadius 15, masksToBounds as
/// given, holding a blue sublayer that overflows it by 10 pt on every side.
private func overflowingSublayer(_ name: String, masksToBounds: Bool) -> Stage {
    let stage = Stage(name)
    let parent = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    parent.cornerRadius = 15
    parent.masksToBounds = masksToBounds
    stage.add(CGRect(x: -10, y: -10, width: 60, height: 60), Palette.blue, to: parent)
    return stage
}

private func masksToBoundsClipsSublayersToRoundedShape(_ report: Report) {
    let stage = overflowingSublayer("corners.masksToBoundsClipsSublayersToRoundedShape", masksToBounds: true)
    // "an implicit clipping mask that matches the bounds of the layer and includes any corner
    // radius effects": (31,31) outside the arc → nothing; (25,50) outside the bounds → nothing;
    // (50,50) and (31,50) blue.
    report.pixels(stage.name, stage.still().samples([(31, 31), (25, 50), (50, 50), (31, 50)]),
                  [Px.none, Px.none, Px.blue, Px.blue], tol: flat,
                  "masksToBounds clips sublayers to the bounds, rounded by cornerRadius (\(Doc.masksToBounds))")
}

private func sublayersNotClippedWithoutMasksToBounds(_ report: Report) {
    let stage = overflowingSublayer("corners.sublayersNotClippedWithoutMasksToBounds", masksToBounds: false)
    // masksToBounds defaults to false and cornerRadius applies "only to the background color and
    // border": the sublayer shows in the parent's corner (31,31) and past its bounds (25,50).
    report.pixels(stage.name, stage.still().samples([(31, 31), (25, 50), (50, 50)]), [Px.blue, Px.blue, Px.blue],
                  tol: flat,
                  "without masksToBounds neither the corner radius nor the bounds clip sublayers "
                    + "(\(Doc.masksToBounds), \(Doc.cornerRadius))")
}

private func borderAboveSublayers(_ report: Report) {
    let stage = Stage("border.aboveSublayers")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    layer.borderWidth = 6
    layer.borderColor = Palette.red
    stage.add(CGRect(x: 0, y: 0, width: 40, height: 40), Palette.blue, to: layer)
    // "The border is drawn inset from the receiver's bounds by the value specified in this
    // property. It is composited above the receiver's contents and sublayers": (32,50), 2.5 pt
    // inside the left edge, red over the blue sublayer; (50,50) blue; (27,50) outside → nothing.
    report.pixels(stage.name, stage.still().samples([(32, 50), (50, 50), (27, 50)]), [Px.red, Px.blue, Px.none],
                  tol: flat, "the border lies inside the bounds and above the sublayers (\(Doc.borderWidth))")
}

private func borderAboveContents(_ report: Report) {
    let stage = Stage("border.aboveContents")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    layer.contents = solidImage(4, 4, Palette.green)
    layer.borderWidth = 6
    layer.borderColor = Palette.red
    // The same sentence for the contents: (32,50) red, (50,50) green.
    report.pixels(stage.name, stage.still().samples([(32, 50), (50, 50)]), [Px.red, Px.green], tol: flat,
                  "the border is composited above the contents (\(Doc.borderWidth))")
}

private func borderFollowsCornerRadius(_ report: Report) {
    let stage = Stage("border.followsCornerRadius")
    let layer = stage.add(CGRect(x: 20, y: 20, width: 60, height: 60), nil)
    layer.borderWidth = 4
    layer.borderColor = Palette.blue
    layer.cornerRadius = 20
    // The border "includes the effects of the cornerRadius property": along the top-left corner
    // it is the band between the arc of radius 20 about (40,40) and the bounds inset by 4.
    // (27,27): centre 17.7 from (40,40), inside the band (16…20) → blue. (22,22): 25.5 from it,
    // outside the rounded shape (a square border would cover it) → nothing. (50,21), on the
    // straight top edge (y 20…24) → blue. (50,50) inside, no background → nothing.
    report.pixels(stage.name, stage.still().samples([(27, 27), (22, 22), (50, 21), (50, 50)]),
                  [Px.blue, Px.none, Px.blue, Px.none], tol: flat,
                  "the border follows the rounded corners (\(Doc.borderWidth), \(Doc.cornerRadius))")
}
