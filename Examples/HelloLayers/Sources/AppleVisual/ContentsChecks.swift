// Contents: which image row meets the layer's top, contentsRect selecting quarters and extending
// edge pixels past the unit rectangle, the contents gravities (the vertical ones named by the
// layer's axis, turned over by a geometry flip), resizeAspectFill overflowing the bounds unless
// masksToBounds, contentsScale halving the natural size, contentsCenter keeping corner pixels
// unscaled, and contentsAreFlipped() counting the receiver. 17 checks.
//
// Center, resize and resizeAspect are checked in AppleBehaviour and not repeated.
//
// Images are drawn in Core Graphics' y-up space, so an image's row y = height − 1 is its first,
// top row. Each drawn check uses a 100 × 100 stage (unless given), draws it once with `still()`,
// names it after itself and compares flat colours within ±3 (`flat`); `magnificationFilter =
// .nearest` keeps every image pixel a flat block.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func contentsChecks(_ report: Report) {
    imageTopRowAtLayerTop(report)
    contentsRectQuartersFromTopLeft(report)
    contentsRectOutsideUnitExtendsEdgePixels(report)
    gravities(report)
    resizeAspectFill(report, masksToBounds: false)
    resizeAspectFill(report, masksToBounds: true)
    contentsScaleHalvesNaturalSize(report)
    contentsCenterKeepsCornerPixels(report)
    contentsAreFlippedCountsReceiver(report)
}

/// Adds to `stage` a layer with frame `frame` showing `image` without smoothing; `set` then
/// gives it its other values.
private func showing(_ image: CGImage, in stage: Stage, _ frame: CGRect, set: (CALayer) -> Void = { _ in }) {
    let layer = stage.add(frame, nil)
    layer.contents = image
    layer.magnificationFilter = .nearest
    set(layer)
}

private func imageTopRowAtLayerTop(_ report: Report) {
    let stage = Stage("contents.imageTopRowAtLayerTop")
    showing(quadrantImage(), in: stage, CGRect(x: 10, y: 10, width: 40, height: 40))
    // The 2×2 image (top row red, green; bottom row blue, white) stretched over the bounds
    // (gravity resize), shown upright: its top row along the layer's minimum y (the top on iOS).
    // Quadrant centres: (20,20) red, (40,20) green, (20,40) blue, (40,40) white.
    report.pixels(stage.name, stage.still().samples([(20, 20), (40, 20), (20, 40), (40, 40)]),
                  [Px.red, Px.green, Px.blue, Px.white], tol: flat,
                  "a CGImage's first (top) row is drawn at the top of an unflipped iOS layer (\(Doc.contents))",
                  uncertain: "Apple's reference does not state which image row meets the layer's minimum y; "
                    + "CALayer.h only says the image displays the same whether geometryFlipped or not; on iOS images "
                    + "show upright")
}

private func contentsRectQuartersFromTopLeft(_ report: Report) {
    let stage = Stage("contentsRect.quartersFromTopLeft")
    let image = quadrantImage()
    // (layer origin, contentsRect origin); every layer 40 × 40, every rectangle ½ × ½.
    for (origin, unit) in [((10, 10), (0.0, 0.0)), ((50, 10), (0.5, 0.0)), ((50, 50), (0.5, 0.5))] {
        showing(image, in: stage, CGRect(x: origin.0, y: origin.1, width: 40, height: 40)) {
            $0.contentsRect = CGRect(x: unit.0, y: unit.1, width: 0.5, height: 0.5)
        }
    }
    // contentsRect is "in the unit coordinate space" of the layer, whose (0,0) is the corner at
    // the layer's origin (anchorPoint: "(0.0,0.0) … closest to the layer's origin"): on iOS the
    // top-left. (0,0,½,½) → the top-left quarter, red, over the whole first layer (30,30);
    // (½,0,½,½) → top-right, green (70,30); (½,½,½,½) → bottom-right, white (70,70).
    report.pixels(stage.name, stage.still().samples([(30, 30), (70, 30), (70, 70)]), [Px.red, Px.green, Px.white],
                  tol: flat,
                  "contentsRect's unit space starts at the layer's origin corner (top-left on iOS) "
                    + "(\(Doc.contentsRect), \(Doc.anchorPoint))",
                  uncertain: "rests on the image being upright (contents.imageTopRowAtLayerTop) and on the unit "
                    + "space's origin being the top-left on iOS, which Apple shows for anchorPoint but not for "
                    + "contentsRect")
}

private func contentsRectOutsideUnitExtendsEdgePixels(_ report: Report) {
    let stage = Stage("contentsRect.outsideUnitExtendsEdgePixels", height: 40)
    let redBlue = columnsImage([Palette.red, Palette.blue], height: 1)      // 2×1: red, then blue
    showing(redBlue, in: stage, CGRect(x: 10, y: 5, width: 40, height: 10)) {
        $0.contentsRect = CGRect(x: -0.5, y: 0, width: 1, height: 1)
    }
    showing(redBlue, in: stage, CGRect(x: 50, y: 20, width: 40, height: 10)) {
        $0.contentsRect = CGRect(x: 0.5, y: 0, width: 1, height: 1)
    }
    // "If pixels outside the unit rectangle are requested, the edge pixels of the contents image
    // will be extended outwards." Left layer: u = −0.5 + x/40 — its left half asks for u < 0 and
    // gets the red edge pixel, its right half u 0…0.5 = the red pixel: (15,10), (45,10) red.
    // Right layer: u = 0.5 + x/40 — blue pixel, then the blue edge extended: (55,25), (85,25) blue.
    report.pixels(stage.name, stage.still().samples([(15, 10), (45, 10), (55, 25), (85, 25)]),
                  [Px.red, Px.red, Px.blue, Px.blue], tol: flat,
                  "past the unit rectangle the image's edge pixels are repeated (\(Doc.contentsRect))")
}

private func gravities(_ report: Report) {
    // A 40 × 40 layer at (30,30) showing a 10 × 10 green image at its natural size ("The contents
    // gravity constants specify the position of the content object when the layer bounds is
    // larger"). Layer x/y 0…40 at root 30…70. Left puts the image at layer x 0…10 (root 30…40),
    // right at x 30…40 (root 60…70). The vertical names follow the direction of the layer's
    // vertical axis (contentsGravity: "The naming of contents gravity constants is based on the
    // direction of the vertical axis"): top is the maximum-y edge, layer y 30…40 (root 60…70, the
    // bottom of a y-down picture), bottom the minimum-y edge, layer y 0…10 (root 30…40), as iOS
    // developers report (kCAGravityBottom shows at the top of the screen). Each case: a pixel
    // where the image must be (green) and one where it must not (nothing).
    let cases: [(String, CALayerContentsGravity, (Int, Int), (Int, Int))] = [
        ("left", .left, (35, 50), (50, 50)), ("right", .right, (65, 50), (50, 50)),
        ("top", .top, (50, 65), (50, 35)), ("bottom", .bottom, (50, 35), (50, 65)),
        ("topLeft", .topLeft, (35, 65), (35, 35)), ("topRight", .topRight, (65, 65), (65, 35)),
        ("bottomLeft", .bottomLeft, (35, 35), (35, 65)), ("bottomRight", .bottomRight, (65, 35), (65, 65)),
    ]
    for (name, gravity, inside, outside) in cases {
        let stage = Stage("contentsGravity.\(name)")
        showing(solidImage(10, 10, Palette.green), in: stage, CGRect(x: 30, y: 30, width: 40, height: 40)) {
            $0.contentsGravity = gravity
        }
        report.pixels(stage.name, stage.still().samples([inside, outside]), [Px.green, Px.none], tol: flat,
                      "contents gravity places natural-size contents at the named edge or corner, the vertical "
                        + "names by the layer's axis (\(Doc.gravityValues), \(Doc.contentsGravity))")
    }
    // A geometry-flipped layer turns its axis over, and with it the names (contentsGravity: check
    // contentsAreFlipped(), which counts the receiver's own flip): top is then the minimum-y edge,
    // root y 30…40, which is why iOS code sets isGeometryFlipped to make the names match the screen.
    let stage = Stage("contentsGravity.topWithGeometryFlipped")
    showing(solidImage(10, 10, Palette.green), in: stage, CGRect(x: 30, y: 30, width: 40, height: 40)) {
        $0.contentsGravity = .top
        $0.isGeometryFlipped = true
    }
    report.pixels(stage.name, stage.still().samples([(50, 35), (50, 65)]), [Px.green, Px.none], tol: flat,
                  "a geometry-flipped layer's top gravity is its minimum-y edge "
                    + "(\(Doc.contentsGravity), \(Doc.contentsAreFlipped))")
}

private func resizeAspectFill(_ report: Report, masksToBounds: Bool) {
    let name = masksToBounds ? "contentsGravity.resizeAspectFillClippedByMasksToBounds"
        : "contentsGravity.resizeAspectFillOverflows"
    let stage = Stage(name, height: 40)
    // 4×2 pixels: four one-pixel columns, red, green, blue, yellow.
    let columns = columnsImage([Palette.red, Palette.green, Palette.blue, Palette.yellow], height: 2)
    showing(columns, in: stage, CGRect(x: 30, y: 10, width: 20, height: 20)) {
        $0.contentsGravity = .resizeAspectFill
        $0.masksToBounds = masksToBounds
    }
    // resizeAspectFill: "The content is resized to fill the bounds rectangle completely while
    // still preserving the aspect of the content. The content is centered in the axis it
    // exceeds." Scale max(20/4, 20/2) = 10: 40×20, centred in x: layer x −10…30, root 20…60, one
    // column every 10 pt. Row 20: (25) red, (35) green, (45) blue, (55) yellow.
    let got = stage.still().samples([(25, 20), (35, 20), (45, 20), (55, 20)])
    if masksToBounds {
        // Clipped to the bounds (root 30…50): the outer columns vanish.
        report.pixels(name, got, [Px.none, Px.green, Px.blue, Px.none], tol: flat,
                      "masksToBounds clips the contents that overflow the bounds "
                        + "(\(Doc.aspectFill), \(Doc.masksToBounds))")
    } else {
        // masksToBounds is false by default: nothing clips the overflow, the outer columns show.
        report.pixels(name, got, [Px.red, Px.green, Px.blue, Px.yellow], tol: flat,
                      "resizeAspectFill fills the bounds keeping the aspect; the excess is drawn outside unless "
                        + "clipped (\(Doc.aspectFill), \(Doc.masksToBounds))")
    }
}

private func contentsScaleHalvesNaturalSize(_ report: Report) {
    let stage = Stage("contentsScale.halvesNaturalSize")
    showing(solidImage(20, 20, Palette.green), in: stage, CGRect(x: 30, y: 30, width: 40, height: 40)) {
        $0.contentsGravity = .center
        $0.contentsScale = 2
    }
    // contentsScale "defines the mapping between the logical coordinate space of the layer
    // (measured in points) and the physical coordinate space (measured in pixels)": at 2, the
    // 20×20-pixel image is 10×10 points, centred: layer 15…25, root 45…55. (50,50) green;
    // (42,50) and (57,50) nothing (at scale 1 the image would cover root 40…60).
    report.pixels(stage.name, stage.still().samples([(50, 50), (42, 50), (57, 50)]), [Px.green, Px.none, Px.none],
                  tol: flat,
                  "contentsScale 2 shows an image of n pixels as n/2 points under a non-resizing gravity "
                    + "(\(Doc.contentsScale))")
}

private func contentsCenterKeepsCornerPixels(_ report: Report) {
    // 9×9 pixels: 3×3 red corners, green edges, a blue 3×3 centre (symmetric: orientation-free).
    let image = makeImage(9, 9) { ctx in
        ctx.setFillColor(Palette.green)
        ctx.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        ctx.setFillColor(Palette.red)
        for (x, y) in [(0, 0), (6, 0), (0, 6), (6, 6)] { ctx.fill(CGRect(x: x, y: y, width: 3, height: 3)) }
        ctx.setFillColor(Palette.blue)
        ctx.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
    }
    let stage = Stage("contentsCenter.cornersKeepPixelSize")
    showing(image, in: stage, CGRect(x: 10, y: 10, width: 45, height: 45)) {
        $0.contentsCenter = CGRect(x: 1.0 / 3.0, y: 1.0 / 3.0, width: 1.0 / 3.0, height: 1.0 / 3.0)
    }
    // "the four corner rectangles are not stretched at all": at contentsScale 1 each corner stays
    // 3×3 pt (layer 0…3 and 42…45); the edges stretch one way, the centre both. Root = layer + 10:
    // (11,11) corner red; (15,11) top edge green (a corner scaled like the rest, 15 pt, would be
    // red here); (11,15) left edge green; (32,32) centre blue; (53,53) corner red; (50,53) bottom
    // edge green.
    report.pixels(stage.name, stage.still().samples([(11, 11), (15, 11), (11, 15), (32, 32), (53, 53), (50, 53)]),
                  [Px.red, Px.green, Px.green, Px.blue, Px.red, Px.green], tol: flat,
                  "contentsCenter: corners unscaled, edges stretched one way, centre both (\(Doc.contentsCenter))")
}

private func contentsAreFlippedCountsReceiver(_ report: Report) {
    let alone = CALayer()
    alone.isGeometryFlipped = true
    let parent = CALayer()
    parent.isGeometryFlipped = true
    let child = CALayer()
    parent.addSublayer(child)
    let flippedChild = CALayer()
    flippedChild.isGeometryFlipped = true
    parent.addSublayer(flippedChild)
    // CALayer.h: contentsAreFlipped "Returns true if the contents of the contents property of the
    // layer will be implicitly flipped when rendered in relation to the local coordinate space
    // (e.g. if there are an odd number of layers with flippedGeometry=YES from the receiver up to
    // and including the implicit container of the root layer)". Counting the receiver: a flipped
    // layer alone → 1 → true; an unflipped child of a flipped parent → 1 → true; a flipped child
    // of a flipped parent → 2 → false. Read from the model: nothing is drawn.
    let got = [alone, child, flippedChild].map { String($0.contentsAreFlipped()) }.joined(separator: ",")
    report.record(text("flipped.contentsAreFlippedCountsReceiver", got, "true,true,false",
                       "an odd number of geometryFlipped layers from the receiver (itself included) up flips the "
                         + "contents (\(Doc.header); \(Doc.contentsAreFlipped))"))
}
