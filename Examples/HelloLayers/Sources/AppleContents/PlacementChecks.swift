// Where contents are drawn: the twelve contentsGravity values, gravity under the layer's own and
// its parent's geometry flip, bounds origins, contents larger than the bounds and masksToBounds
// (20 checks); contentsScale and the draw(in:) context (5 checks); contentsRect outside the unit
// rectangle (5 checks); contentsCenter at a contentsScale, with non-resizing and aspect gravity and
// of zero size (5 checks). 35 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The placement checks.
func placementChecks(_ report: Report) {
    gravityChecks(report)
    scaleChecks(report)
    rectChecks(report)
    centerChecks(report)
}

// MARK: - contentsGravity: a 40×40 layer at (30,30) showing a 10×10 green image

private func gravityChecks(_ report: Report) {
    // Unflipped layer on a y-down canvas: the vertical names follow the layer's axis (contentsGravity,
    // "Important: The naming of contents gravity constants is based on the direction of the vertical
    // axis"): top = maximum-y edge = screen rows 60…70, bottom = minimum-y edge = rows 30…40.
    let cases: [(CALayerContentsGravity, (Int, Int), (Int, Int))] = [
        (.center, (50, 50), (35, 50)), (.top, (50, 65), (50, 35)), (.bottom, (50, 35), (50, 65)),
        (.left, (35, 50), (50, 50)), (.right, (65, 50), (50, 50)),
        (.topLeft, (35, 65), (35, 35)), (.topRight, (65, 65), (65, 35)),
        (.bottomLeft, (35, 35), (35, 65)), (.bottomRight, (65, 35), (65, 65)),
    ]
    for (gravity, inside, outside) in cases {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(10, 10, Palette.green)) {
            $0.contentsGravity = gravity
        }
        report.pixels("gravity.\(gravity.rawValue)", samples(shoot(root), [inside, outside]), [Px.green, Px.none],
                      tol: flat, Doc.gravity)
    }
    // resize: stretched over the bounds.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(10, 10, Palette.green)) {
            $0.contentsGravity = .resize
        }
        report.pixels("gravity.resize", samples(shoot(root), [(31, 31), (68, 68), (28, 50)]),
                      [Px.green, Px.green, Px.none], tol: flat, "\(Doc.qc)/calayercontentsgravity/resize")
    }
    // resizeAspect: 20×10 image, scale min(40/20, 40/10) = 2 → 40×20 centred: rows 40…60.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(20, 10, Palette.green)) {
            $0.contentsGravity = .resizeAspect
        }
        report.pixels("gravity.resizeAspect", samples(shoot(root), [(50, 35), (50, 45), (31, 55), (50, 65)]),
                      [Px.none, Px.green, Px.green, Px.none], tol: flat, "\(Doc.qc)/calayercontentsgravity/resizeaspect")
    }
    // resizeAspectFill: scale max(2, 4) = 4 → 80×40 centred in x: columns 10…90 (the overflow drawn, masksToBounds
    // false).
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(20, 10, Palette.green)) {
            $0.contentsGravity = .resizeAspectFill
        }
        report.pixels("gravity.resizeAspectFill", samples(shoot(root), [(15, 50), (85, 50), (5, 50)]),
                      [Px.green, Px.green, Px.none], tol: flat, "\(Doc.qc)/calayercontentsgravity/resizeaspectfill")
    }
    // The layer's own geometry flip turns the names round: flipped, top is the minimum-y edge (rows 30…40) and
    // bottom the maximum-y edge (rows 60…70).
    for (gravity, inside, outside) in [(CALayerContentsGravity.bottom, (50, 65), (50, 35)),
                                       (.topLeft, (35, 35), (35, 65)), (.bottomRight, (65, 65), (65, 35))] {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(10, 10, Palette.green)) {
            $0.contentsGravity = gravity
            $0.isGeometryFlipped = true
        }
        report.pixels("gravity.\(gravity.rawValue).ownGeometryFlipped", samples(shoot(root), [inside, outside]),
                      [Px.green, Px.none], tol: flat, "\(Doc.gravity); \(Doc.qc)/calayer/contentsareflipped()")
    }
    // Parent flipped, child not: the child's axis inherits the parent's flip (y up on this canvas), so its
    // maximum-y edge (top) is at screen rows 30…40.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(10, 10, Palette.green)) {
            $0.contentsGravity = .top
        }
        root.isGeometryFlipped = true
        report.pixels("gravity.top.parentGeometryFlipped", samples(shoot(root), [(50, 35), (50, 65)]),
                      [Px.green, Px.none], tol: flat, "\(Doc.gravity); \(Doc.qc)/calayer/contentsareflipped()",
                      uncertain: "Apple's note says to check contentsAreFlipped(), not how a parent's flip counts")
    }
    // Bounds origin not zero: contents are placed in the bounds rectangle, which the frame shows.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(10, 10, Palette.green)) {
            $0.bounds = CGRect(x: 100, y: 100, width: 40, height: 40)
            $0.contentsGravity = .left
        }
        report.pixels("gravity.left.boundsOriginOffset", samples(shoot(root), [(35, 50), (50, 50)]), [Px.green, Px.none],
                      tol: flat, "\(Doc.gravity): contents are positioned within the layer's bounds rectangle")
    }
    // Image upright under a flipped parent: CALayer.h, contentsAreFlipped: the image displays the same whether
    // geometryFlipped or not. The child occupies rows 50…90 now (flipped parent), columns 10…50; the image's
    // top-left quadrant (red) at (20, 60).
    do {
        let root = stage(CGRect(x: 10, y: 10, width: 40, height: 40), quadrantImage())
        root.isGeometryFlipped = true
        report.pixels("contents.uprightUnderFlippedParent", samples(shoot(root), [(20, 60), (40, 60), (20, 80), (40, 80)]),
                      [Px.red, Px.green, Px.blue, Px.white], tol: flat,
                      "\(Doc.qc)/calayer/isgeometryflipped; \(Doc.qc)/calayer/contentsareflipped()")
    }
    // Natural size larger than bounds under .center: the overflow is drawn, centred (60×60 in 40×40 → 20…80);
    // masksToBounds clips it to the bounds (30…70).
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(60, 60, Palette.green)) {
            $0.contentsGravity = .center
        }
        report.pixels("gravity.center.largerImageOverflows", samples(shoot(root), [(22, 50), (78, 50), (18, 50)]),
                      [Px.green, Px.green, Px.none], tol: flat, "\(Doc.masks): 'The default value of this property is false'")
        let clipped = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(60, 60, Palette.green)) {
            $0.contentsGravity = .center
            $0.masksToBounds = true
        }
        report.pixels("masksToBounds.clipsCenteredOverflow",
                      samples(shoot(clipped), [(22, 50), (31, 50), (68, 50), (78, 50)]),
                      [Px.none, Px.green, Px.green, Px.none], tol: flat, Doc.masks)
    }
}

// MARK: - contentsScale

private final class ContextRecordingLayer: CALayer {
    var seen: (CGAffineTransform, CGRect)?
    override func draw(in ctx: CGContext) { seen = (ctx.ctm, ctx.boundingBoxOfClipPath) }
}

private func scaleChecks(_ report: Report) {
    // contentsscale: "the mapping between the logical coordinate space of the layer (measured in points) and the
    // physical coordinate space (measured in pixels)". 20×20 px at contentsScale 2 = 10×10 pt, .bottomLeft
    // (minimum x, minimum y): rows and columns 30…40.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(20, 20, Palette.green)) {
            $0.contentsGravity = .bottomLeft
            $0.contentsScale = 2
        }
        report.pixels("contentsScale2.bottomLeftHalfSize", samples(shoot(root), [(38, 38), (42, 35), (35, 42)]),
                      [Px.green, Px.none, Px.none], tol: flat, Doc.scale)
    }
    // contentsScale 0.5: 10×10 px = 20×20 pt, centred: 40…60.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(10, 10, Palette.green)) {
            $0.contentsGravity = .center
            $0.contentsScale = 0.5
        }
        report.pixels("contentsScaleHalf.doublesSize", samples(shoot(root), [(42, 42), (57, 57), (38, 50)]),
                      [Px.green, Px.green, Px.none], tol: flat, Doc.scale)
    }
    // contentsScale with .resize (the default gravity): the image still fills the bounds.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(20, 20, Palette.green)) {
            $0.contentsScale = 2
        }
        report.pixels("contentsScale2.resizeStillFills", samples(shoot(root), [(31, 31), (68, 68)]), [Px.green, Px.green],
                      tol: flat, "\(Doc.scale); \(Doc.qc)/calayercontentsgravity/resize")
    }
    // contentsScale with contentsRect: the natural size is the selected part over the scale: 40×40 px, rect ½×½ →
    // 20 px → 10 pt, centred: 45…55.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(40, 40, Palette.green)) {
            $0.contentsGravity = .center
            $0.contentsScale = 2
            $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        }
        report.pixels("contentsScale2.contentsRectHalf.naturalSize", samples(shoot(root), [(50, 50), (46, 46), (43, 50)]),
                      [Px.green, Px.green, Px.none], tol: flat, "\(Doc.scale); \(Doc.rect)")
    }
    // The draw(in:) context: the backing store is bounds × contentsScale pixels (contentsscale: at a scale factor of
    // 2.0 a layer's points map to twice as many pixels), so the CTM scales by 2; the layer draws in its own
    // coordinates, clipped to its bounds (5,7,10,20).
    do {
        let layer = ContextRecordingLayer()
        layer.bounds = CGRect(x: 5, y: 7, width: 10, height: 20)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let got = layer.seen.map { "a=\($0.0.a) |d|=\(abs($0.0.d)) clip=\(rs($0.1))" } ?? "not drawn"
        report.same("drawIn.contextScaleAndClipIsBounds", got, "a=2.0 |d|=2.0 clip=(5.0, 7.0, 10.0, 20.0)",
                    "\(Doc.scale); \(Doc.drawIn)")
    }
}

// MARK: - contentsRect outside the unit rectangle
// contentsrect: "If pixels outside the unit rectangle are requested, the edge pixels of the contents image will be
// extended outwards." The unit rectangle's y runs down a CGImage on iOS (y 0 is the image's top row).

private func rectChecks(_ report: Report) {
    let redBlue = columns([Palette.red, Palette.blue], height: 1)
    // Entirely past the right edge (x 1.5): every requested pixel lies right of the image → the right edge pixel
    // (blue) extended: all blue.
    do {
        let root = stage(CGRect(x: 10, y: 10, width: 40, height: 10), redBlue, height: 40) {
            $0.contentsRect = CGRect(x: 1.5, y: 0, width: 1, height: 1)
        }
        report.pixels("contentsRect.entirelyOutsideRepeatsEdge",
                      samples(shoot(root, height: 40), [(12, 15), (30, 15), (48, 15)]), [Px.blue, Px.blue, Px.blue],
                      tol: flat, Doc.rect)
    }
    // Entirely past the bottom (y 1.5): the image's bottom row as seen (blue, white) extended.
    do {
        let root = stage(CGRect(x: 10, y: 10, width: 40, height: 40), quadrantImage()) {
            $0.contentsRect = CGRect(x: 0, y: 1.5, width: 1, height: 1)
        }
        report.pixels("contentsRect.entirelyBelowRepeatsEdgeRow", samples(shoot(root), [(15, 30), (45, 30)]),
                      [Px.blue, Px.white], tol: flat, Doc.rect)
    }
    // Wider than the unit rect, (−0.5, 0, 2, 1): u = −0.5 + 2x/40: x 0…10 red (edge extended), 10…20 red,
    // 20…30 blue, 30…40 blue (edge extended).
    do {
        let root = stage(CGRect(x: 10, y: 10, width: 40, height: 10), redBlue, height: 40) {
            $0.contentsRect = CGRect(x: -0.5, y: 0, width: 2, height: 1)
        }
        report.pixels("contentsRect.widerThanUnit", samples(shoot(root, height: 40), [(12, 15), (27, 15), (33, 15), (48, 15)]),
                      [Px.red, Px.red, Px.blue, Px.blue], tol: flat, Doc.rect)
    }
    // Half past the bottom (y from 0.5, height 1): the top half of the layer shows the image's bottom row, the
    // bottom half that row extended.
    do {
        let root = stage(CGRect(x: 10, y: 10, width: 40, height: 40), quadrantImage()) {
            $0.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 1)
        }
        report.pixels("contentsRect.pastBottomRepeatsBottomRow",
                      samples(shoot(root), [(15, 15), (45, 15), (15, 45), (45, 45)]),
                      [Px.blue, Px.white, Px.blue, Px.white], tol: flat, Doc.rect)
    }
    // A zero-size contents rect: "If an empty rectangle is provided, the results are undefined" — drawing it must
    // still return.
    do {
        let root = stage(CGRect(x: 10, y: 10, width: 40, height: 40), quadrantImage()) { $0.contentsRect = .zero }
        _ = shoot(root)
        report.same("contentsRect.emptyDoesNotCrash", "no crash", "no crash", "\(Doc.rect): 'the results are undefined'")
    }
}

// MARK: - contentsCenter

private func centerChecks(_ report: Report) {
    let third = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    // contentsScale 2: corners 3 px = 1.5 pt, "not stretched at all". Layer 40×40 at (30,30): corners 30…31.5.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), nine()) {
            $0.contentsCenter = third
            $0.contentsScale = 2
        }
        report.pixels("contentsCenter.cornersAtContentsScale",
                      samples(shoot(root), [(30, 30), (33, 30), (30, 33), (50, 50), (69, 69)]),
                      [Px.red, Px.green, Px.green, Px.blue, Px.red], tol: flat,
                      "\(Doc.center): corners 'not stretched at all'; \(Doc.scale)")
    }
    // Non-resizing gravity: contentsCenter applies only "If the layer's contentsGravity property is set to one of
    // the resizing modes" → .center shows the 9×9 image at its natural size: 45.5…54.5.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), nine()) {
            $0.contentsCenter = third
            $0.contentsGravity = .center
        }
        report.pixels("contentsCenter.ignoredForCenterGravity", samples(shoot(root), [(46, 46), (50, 50), (40, 50)]),
                      [Px.red, Px.blue, Px.none], tol: flat, Doc.center)
    }
    // A zero-size centre (0.5, 0.5, 0, 0), the common "stretch the middle pixel" idiom: corners 4.5 px each side;
    // the centre rectangle, "stretched in both dimensions", is the line through the image's middle (blue): the
    // layer's centre is blue, the middle of its edges green.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), nine()) {
            $0.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        }
        report.pixels("contentsCenter.zeroSizeStretchesCentreLine",
                      samples(shoot(root), [(31, 31), (50, 50), (50, 31), (31, 50)]),
                      [Px.red, Px.blue, Px.green, Px.green], tol: flat,
                      "\(Doc.center): the center rectangle is 'stretched in both dimensions'")
    }
    // Zero width only (x 0.5, y ⅓, width 0, height ⅓): the centre column line (x = 4.5, image column 4) stretched
    // horizontally; the layer's centre blue, the top-centre edge green.
    do {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), nine()) {
            $0.contentsCenter = CGRect(x: 0.5, y: 1.0 / 3, width: 0, height: 1.0 / 3)
        }
        report.pixels("contentsCenter.zeroWidthOnly", samples(shoot(root), [(31, 31), (50, 50), (50, 31)]),
                      [Px.red, Px.blue, Px.green], tol: flat, Doc.center)
    }
    // With resizeAspect the nine-part grid is applied inside the aspect-fitted rectangle: 80×40 layer at (10,30),
    // 9×9 image → 40×40 at x 30…70; corners 3 pt: (31,31) red, (35,31) green, (50,50) blue, (25,50) nothing.
    do {
        let root = stage(CGRect(x: 10, y: 30, width: 80, height: 40), nine()) {
            $0.contentsCenter = third
            $0.contentsGravity = .resizeAspect
        }
        report.pixels("contentsCenter.withResizeAspect", samples(shoot(root), [(31, 31), (35, 31), (50, 50), (25, 50)]),
                      [Px.red, Px.green, Px.blue, Px.none], tol: flat,
                      "\(Doc.center): 'one of the resizing modes'; \(Doc.qc)/calayercontentsgravity/resizeaspect")
    }
}
