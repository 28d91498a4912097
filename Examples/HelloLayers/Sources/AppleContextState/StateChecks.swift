// The CTM and its operations, conversion between user and device space (10 checks); clipping
// to rects and paths and boundingBoxOfClipPath, what clipping does to the current path (12);
// what saveGState()/restoreGState() keep and the global alpha (9). 31 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// The CTM and conversion checks.
func ctmChecks(_ report: Report) {
    do {
        // rotate(by: π/2): CTM' = R·CTM = [cos, sin, −sin, cos, 0, 0]
        // https://developer.apple.com/documentation/coregraphics/cgcontext/rotate(by:)
        let ctx = makeContext(20, 20)
        ctx.rotate(by: .pi / 2)
        report.same("ctm.rotateHalfPi", t(ctx.ctm), "[0.000,1.000,-1.000,0.000,0.000,0.000]", "rotate(by:) concatenates a rotation (\(Doc.rotate))")
    }
    do {
        // translate(10,0) then rotate(π/2): a user point is rotated first, then translated: tx 10, ty 0
        let ctx = makeContext(20, 20)
        ctx.translateBy(x: 10, y: 0)
        ctx.rotate(by: .pi / 2)
        report.same("ctm.translateThenRotate", t(ctx.ctm), "[0.000,1.000,-1.000,0.000,10.000,0.000]", "later operations apply first to user points")
    }
    do {
        // rotate(π/2) then translate(10,0): (0,0) → (10,0) → rotated (0,10): tx 0, ty 10
        let ctx = makeContext(20, 20)
        ctx.rotate(by: .pi / 2)
        ctx.translateBy(x: 10, y: 0)
        report.same("ctm.rotateThenTranslate", t(ctx.ctm), "[0.000,1.000,-1.000,0.000,0.000,10.000]", "translation in rotated user space")
    }
    do {
        // concatenate(scale 2) then concatenate(translation 5,0): (0,0) → (5,0) → (10,0)
        // https://developer.apple.com/documentation/coregraphics/cgcontext/concatenate(_:)
        let ctx = makeContext(20, 20)
        ctx.concatenate(CGAffineTransform(scaleX: 2, y: 2))
        ctx.concatenate(CGAffineTransform(translationX: 5, y: 0))
        report.same("ctm.concatenateTwice", t(ctx.ctm), "[2.000,0.000,0.000,2.000,10.000,0.000]", "concatenate: CTM' = T·CTM (\(Doc.concatenate))")
    }
    do {
        // after rotate(π/2), (x,y) → (−y,x): rect (1,2,3,4) corners → x −6…−2, y 1…4 → (−6,1,4,3)
        // https://developer.apple.com/documentation/coregraphics/cgcontext/converttodevicespace(_:)
        let ctx = makeContext(20, 20)
        ctx.rotate(by: .pi / 2)
        report.same("convert.rectToDeviceRotated", r(ctx.convertToDeviceSpace(CGRect(x: 1, y: 2, width: 3, height: 4))),
                    "(-6.000,1.000,4.000,3.000)", "a rect converts to the bounding box of its transformed corners (\(Doc.toDevice))")
    }
    do {
        // scale(2,4): device size (4,4) → user (2,1)
        let ctx = makeContext(20, 20)
        ctx.scaleBy(x: 2, y: 4)
        report.same("convert.sizeToUserScaled", s(ctx.convertToUserSpace(CGSize(width: 4, height: 4))), "(2.000,1.000)",
                    "sizes are converted by the inverse CTM without translation (\(Doc.toUser))")
    }
    do {
        // a size is converted as a vector: under rotate(π/2) (3,4) → (−4,3), signs kept
        let ctx = makeContext(20, 20)
        ctx.rotate(by: .pi / 2)
        report.same("convert.sizeToDeviceRotated", s(ctx.convertToDeviceSpace(CGSize(width: 3, height: 4))), "(-4.000,3.000)",
                    "CGSize applying the CTM without translation")
    }
    do {
        // flipped: translate(0,20) scale(1,−1): user (3,4) → device (3,16); point round trip
        let ctx = makeContext(20, 20)
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        let d = ctx.convertToDeviceSpace(CGPoint(x: 3, y: 4))
        let back = ctx.convertToUserSpace(d)
        report.same("convert.pointFlippedRoundTrip", "\(p(d)) \(p(back))", "(3.000,16.000) (3.000,4.000)", "convertToUserSpace inverts convertToDeviceSpace (\(Doc.toUser))")
    }
    do {
        // userSpaceToDeviceSpaceTransform of a bitmap context is the CTM (device space = pixels, y up)
        let ctx = makeContext(20, 20)
        ctx.translateBy(x: 3, y: 4)
        ctx.rotate(by: .pi)
        report.same("ctm.userToDeviceEqualsCTMRotated", t(ctx.userSpaceToDeviceSpaceTransform), t(ctx.ctm),
                    "userSpaceToDeviceSpaceTransform for a bitmap context (\(Doc.userToDevice))")
    }
    do {
        // a singular scale(0,0) still reads back as zeros; restoreGState brings the identity back and drawing works
        let ctx = makeContext(4, 4)
        ctx.saveGState()
        ctx.scaleBy(x: 0, y: 0)
        let singular = t(ctx.ctm)
        ctx.restoreGState()
        fillAll(ctx, 1, 0, 0)
        report.same("ctm.singularThenRestore", "\(singular) \(t(ctx.ctm)) \(up(ctx, 1, 1))",
                    "[0.000,0.000,0.000,0.000,0.000,0.000] [1.000,0.000,0.000,1.000,0.000,0.000] [255, 0, 0, 255]",
                    "the CTM is part of the graphics state (\(Doc.saveGState))")
    }
}

/// The clipping checks.
func clipChecks(_ report: Report) {
    do {
        // "The bounding box is the smallest rectangle completely enclosing all points in the clipping path"
        // https://developer.apple.com/documentation/coregraphics/cgcontext/boundingboxofclippath
        let ctx = makeContext(20, 20)
        ctx.clip(to: CGRect(x: 2.5, y: 3.5, width: 4, height: 4))
        report.same("clip.bboxFractionalRect", r(ctx.boundingBoxOfClipPath), "(2.500,3.500,4.000,4.000)",
                    "smallest rectangle enclosing the clipping path (\(Doc.clipBox))")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.addEllipse(in: CGRect(x: 1.5, y: 1.5, width: 7, height: 7))
        ctx.clip()
        report.same("clip.bboxEllipse", r(ctx.boundingBoxOfClipPath), "(1.500,1.500,7.000,7.000)",
                    "an ellipse's bounding box (its control points lie on the box)")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.translateBy(x: 0.25, y: 0.25)
        ctx.clip(to: CGRect(x: 1, y: 1, width: 4, height: 4))
        report.same("clip.bboxTranslatedFraction", r(ctx.boundingBoxOfClipPath), "(1.000,1.000,4.000,4.000)",
                    "the box is in user space: the rect clipped to")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.clip(to: [CGRect(x: 1, y: 1, width: 2, height: 2), CGRect(x: 6, y: 6, width: 3, height: 3)])
        report.same("clip.bboxRectsUnion", r(ctx.boundingBoxOfClipPath), "(1.000,1.000,8.000,8.000)",
                    "the union of the rects")
        fillAll(ctx, 1, 0, 0)
        report.pixels("clip.rectsUnionPixels", [up(ctx, 1, 1), up(ctx, 7, 7), up(ctx, 4, 4), up(ctx, 4, 1)],
                      [Px.red, Px.red, Px.none, Px.none], tol: 0, "region within the specified rectangles (\(Doc.clipRects))")
    }
    do {
        // union of a rect and the same rect written with negative width: the same region, painted
        let ctx = makeContext(20, 20)
        ctx.clip(to: [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 10, y: 0, width: -10, height: 20)])
        fillAll(ctx, 1, 0, 0)
        report.pixels("clip.rectsNegativeWidthUnion", [up(ctx, 5, 5), up(ctx, 15, 5)], [Px.red, Px.none], tol: 0,
                      "a rect with negative width is the same region")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
        ctx.addRect(CGRect(x: 6, y: 6, width: 8, height: 8))
        ctx.clip(using: .evenOdd)
        report.same("clip.bboxEvenOddRing", r(ctx.boundingBoxOfClipPath), "(2.000,2.000,16.000,16.000)", "ring: the outer box")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.scaleBy(x: 2, y: 2)
        report.same("clip.bboxUnclippedScaled", r(ctx.boundingBoxOfClipPath), "(0.000,0.000,10.000,10.000)",
                    "no clip: the whole context, in user space")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 1, y: 1, width: 2, height: 2))
        ctx.restoreGState()
        report.same("clip.bboxRestored", r(ctx.boundingBoxOfClipPath), "(0.000,0.000,20.000,20.000)", "the clipping path is part of the graphics state (\(Doc.saveGState))")
    }
    do {
        // clip(using:): "After determining the new clipping path, the function resets the context's current path"
        let ctx = makeContext(20, 20)
        ctx.addRect(CGRect(x: 1, y: 1, width: 5, height: 5))
        ctx.clip()
        report.same("clip.usingEmptiesPath", "\(ctx.isPathEmpty)", "true", "clip() resets the current path (\(Doc.clipUsing))")
    }
    do {
        // clip(to: rect): "After determining the new clipping path, the function resets the context's
        // current path to an empty path."
        // https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-7cbwq
        let ctx = makeContext(20, 20)
        ctx.addRect(CGRect(x: 1, y: 1, width: 5, height: 5))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = ctx.isPathEmpty
        ctx.beginPath()
        ctx.addRect(CGRect(x: 1, y: 1, width: 5, height: 5))
        ctx.clip(to: [CGRect(x: 0, y: 0, width: 10, height: 10)])
        report.same("clip.toRectEmptiesPath", "\(a) \(ctx.isPathEmpty)", "true true",
                    "clip(to:) docs: resets the context's current path to an empty path")
    }
    do {
        // clip(to: []) — the union of no rects is empty: nothing is drawn afterwards
        let ctx = makeContext(20, 20)
        ctx.clip(to: [])
        fillAll(ctx, 1, 0, 0)
        report.pixels("clip.emptyArrayClipsAll", [up(ctx, 5, 5)], [Px.none], tol: 0, "empty region")
    }
}

/// The graphics-state and alpha checks.
func gstateChecks(_ report: Report) {
    do {
        // The current path is not part of the graphics state (beginPath() page)
        let ctx = makeContext(20, 20)
        ctx.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        ctx.saveGState()
        ctx.restoreGState()
        let a = ctx.isPathEmpty
        ctx.beginPath()
        ctx.saveGState()
        ctx.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        ctx.restoreGState()
        report.same("gstate.pathNotSaved", "\(a) \(ctx.isPathEmpty) \(r(ctx.boundingBoxOfPath))", "false false (1.000,1.000,2.000,2.000)",
                    "saving and restoring the graphics state has no effect on the current path (\(Doc.beginPath))")
    }
    do {
        // line cap restored: a square cap set inside save/restore does not extend the later stroke
        let ctx = makeContext(20, 20)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.saveGState()
        ctx.setLineCap(.square)
        ctx.restoreGState()
        ctx.move(to: CGPoint(x: 5, y: 10)); ctx.addLine(to: CGPoint(x: 15, y: 10)); ctx.strokePath()
        report.pixels("gstate.restoreLineCap", [up(ctx, 4, 10), up(ctx, 6, 10)], [Px.none, Px.red], tol: 0, "line cap is gstate")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.saveGState()
        ctx.setLineDash(phase: 0, lengths: [2, 2])
        ctx.restoreGState()
        ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 20, y: 10)); ctx.strokePath()
        report.pixels("gstate.restoreLineDash", [up(ctx, 2, 10), up(ctx, 3, 10)], [Px.red, Px.red], tol: 0, "line dash is gstate")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.restoreGState()
        ctx.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 2)
        report.pixels("gstate.restoreStrokeColor", [up(ctx, 5, 10)], [Px.red], tol: 0, "stroke colour is gstate")
    }
    do {
        // interpolationQuality: "a graphics state parameter"; initial value .default
        // https://developer.apple.com/documentation/coregraphics/cgcontext/interpolationquality
        let ctx = makeContext(4, 4)
        let initial = ctx.interpolationQuality == .default
        ctx.saveGState()
        ctx.interpolationQuality = .none
        let set = ctx.interpolationQuality == .none
        ctx.restoreGState()
        report.same("gstate.restoreInterpolationQuality", "\(initial) \(set) \(ctx.interpolationQuality == .default)", "true true true",
                    "interpolation quality is part of the graphics state (\(Doc.interpolation))")
    }
    do {
        // shouldAntialias restored: a non-antialiased fill inside save; after restore an edge is partial again
        let ctx = makeContext(20, 20)
        ctx.saveGState()
        ctx.setShouldAntialias(false)
        ctx.restoreGState()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2.5, y: 2, width: 5, height: 5))
        report.pixels("gstate.restoreShouldAntialias", [up(ctx, 2, 4)], [[128, 0, 0, 128]], tol: 2, "antialiasing setting is gstate")
    }
    do {
        // setAlpha: "Values outside this range are clipped to 0.0 or 1.0"
        // https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)
        let ctx = makeContext(4, 4)
        ctx.setAlpha(2)
        fillAll(ctx, 1, 0, 0, 0.5)
        let ctx2 = makeContext(4, 4)
        ctx2.setAlpha(-1)
        fillAll(ctx2, 1, 0, 0, 1)
        report.pixels("alpha.clippedTo01", [up(ctx, 1, 1), up(ctx2, 1, 1)], [[128, 0, 0, 128], Px.none], tol: 1,
                      "alpha 2 acts as 1 (colour alpha 0.5 kept), alpha −1 as 0 (\(Doc.setAlpha))")
    }
    do {
        // global alpha applies to a gradient
        let ctx = makeContext(10, 4)
        ctx.setAlpha(0.5)
        if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [deviceColor(1, 0, 0), deviceColor(1, 0, 0)] as CFArray,
                              locations: nil) {
            ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0), options: [])
        }
        report.pixels("alpha.appliesToGradient", [up(ctx, 5, 1)], [[128, 0, 0, 128]], tol: 1, "global alpha multiplies everything drawn")
    }
    do {
        // global alpha applies to a stroke
        let ctx = makeContext(20, 20)
        ctx.setAlpha(0.5)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 20, y: 10)); ctx.strokePath()
        report.pixels("alpha.appliesToStroke", [up(ctx, 5, 10)], [[0, 0, 128, 128]], tol: 1, "global alpha multiplies strokes")
    }
}
