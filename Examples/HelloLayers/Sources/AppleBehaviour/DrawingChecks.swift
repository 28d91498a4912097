// Behaviour checks of Core Graphics and Core Text code as an Apple developer writes it.
// Every check computes a value with Strata and compares it with the value Apple's platforms give,
// worked out by hand from Apple's documentation or from exact geometry; the expected value is
// always a literal, with its arithmetic in a comment beside it. Output: one `PASS name` or
// `MISMATCH name strata=<value> apple=<value> why=<reason>` line per check, then
// `done N checks M mismatches`.
//
// Pixels are read from RGBA (`premultipliedLast`, device RGB) bitmap contexts: y-up user space
// with the origin at the bottom-left corner, the first row of `data` the TOP row. Only pixels
// whose value is exact are read: fully covered or uncovered by shapes whose edges lie on pixel
// boundaries (or with anti-aliasing off, far from any edge). Colours are set with the context's
// own device-RGB setters (`setFillColor(red:green:blue:alpha:)`) so that no colour matching
// happens on Apple's side either; a value that Apple may round either way (x.5) gets ±1.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation
import QuartzCore

// MARK: - Drawing helpers

/// The single pixel of `image` drawn 1:1 into a 1×1 context.
private func onlyPixel(_ image: CGImage?) -> [Int] {
    guard let image else { return [] }
    let ctx = makeContext(1, 1)
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    return down(ctx, 0, 0)
}

/// A path of two rectangles wound the same way: (0,0,10,10) around (3,3,4,4).
private func ringPath() -> CGPath {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    return path
}

/// The element types (raw values) of `path` and the points each one reports, as applyWithBlock hands them.
private func elementDump(_ path: CGPath) -> String {
    var parts: [String] = []
    path.applyWithBlock { element in
        let type = element.pointee.type
        let count: Int
        switch type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        @unknown default: count = 0
        }
        let points = (0..<count).map { p(element.pointee.points[$0]) }.joined()
        parts.append("\(type.rawValue)\(points)")
    }
    return parts.joined(separator: " ")
}

/// An attributed string in DejaVu Sans 12 (one glyph per ASCII character, no ligatures among a–c).
private func ctString(_ string: String) -> NSAttributedString {
    let font = CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)
    return NSAttributedString(string: string, attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
}

private func ctLine(_ string: String) -> CTLine {
    CTLineCreateWithAttributedString(ctString(string) as CFAttributedString)
}

private func ctFrame(_ string: String, width: CGFloat = 200, height: CGFloat = 200, range: CFRange = CFRange(location: 0, length: 0)) -> CTFrame {
    let framesetter = CTFramesetterCreateWithAttributedString(ctString(string) as CFAttributedString)
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: width, height: height), transform: nil)
    return CTFramesetterCreateFrame(framesetter, range, path, nil)
}

private func ctLines(_ frame: CTFrame) -> [CTLine] { CTFrameGetLines(frame) as! [CTLine] }

// MARK: - CTM

private func checkCTMInitialIdentity() -> Outcome {
    let ctx = makeContext(20, 20)
    return matrix("ctmInitialIdentity", ctx.ctm, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                  "a bitmap context's user space is its pixel grid, y up: the initial CTM is the identity")
}

private func checkCTMTranslateThenScale() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.translateBy(x: 10, y: 20)
    ctx.scaleBy(x: 2, y: 3)
    // each call prepends: CTM = S·T, so x' = 2x + 10, y' = 3y + 20
    return matrix("ctmTranslateThenScale", ctx.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20),
                  "translateBy then scaleBy: points are scaled first, then translated")
}

private func checkCTMScaleThenTranslate() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.scaleBy(x: 2, y: 3)
    ctx.translateBy(x: 10, y: 20)
    // CTM = T·S: x' = 2(x + 10) = 2x + 20, y' = 3(y + 20) = 3y + 60
    return matrix("ctmScaleThenTranslate", ctx.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60),
                  "scaleBy then translateBy: the translation is in the scaled space")
}

private func checkCTMRotateConvert() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.translateBy(x: 10, y: 0)
    ctx.rotate(by: .pi / 2)
    // (1,0) rotated +90° (counter-clockwise, y up) is (0,1); then translated by (10,0): (10,1)
    return point("ctmRotateConvert", ctx.convertToDeviceSpace(CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 1),
                 "rotate(by:) with a positive angle turns +x towards +y, applied before the earlier translation")
}

private func checkCTMConcatenate() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.translateBy(x: 5, y: 5)
    ctx.concatenate(CGAffineTransform(scaleX: 2, y: 2))
    // CTM = scale(2)·translate(5,5): x' = 2x + 5
    return matrix("ctmConcatenate", ctx.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 5),
                  "concatenate(_:) prepends the transform to the CTM, like the convenience calls")
}

private func checkUserToDeviceTransform() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.scaleBy(x: 2, y: 2)
    ctx.translateBy(x: 1, y: 1)
    // x' = 2(x + 1) = 2x + 2; a bitmap context's base space is its device space, so it equals the CTM
    return matrix("userSpaceToDeviceSpaceTransform", ctx.userSpaceToDeviceSpaceTransform,
                  CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 2),
                  "user→device transform of a bitmap context is the CTM")
}

// MARK: - Graphics state

private func checkRestoreFillColor() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.saveGState()
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.restoreGState()
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    return pixels("restoreFillColor", [up(ctx, 1, 1)], [Px.red], "the fill colour is part of the graphics state")
}

private func checkRestoreCTM() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.saveGState()
    ctx.translateBy(x: 3, y: 4)
    ctx.scaleBy(x: 2, y: 2)
    ctx.restoreGState()
    return matrix("restoreCTM", ctx.ctm, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                  "the CTM is part of the graphics state")
}

private func checkRestoreLineWidth() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setLineWidth(2)
    ctx.saveGState()
    ctx.setLineWidth(8)
    ctx.restoreGState()
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.move(to: CGPoint(x: 0, y: 10))
    ctx.addLine(to: CGPoint(x: 20, y: 10))
    ctx.strokePath()
    // width 2 covers y 9…11 (rows 9, 10); width 8 would cover y 6…14 (rows 11, 12 too)
    return pixels("restoreLineWidth", [up(ctx, 10, 10), up(ctx, 10, 11), up(ctx, 10, 12)], [Px.red, Px.none, Px.none],
                  "the line width is part of the graphics state")
}

private func checkRestoreClip() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.saveGState()
    ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
    ctx.restoreGState()
    fillAll(ctx, 1, 0, 0)
    return pixels("restoreClip", [up(ctx, 3, 3)], [Px.red], "the clip is part of the graphics state")
}

private func checkRestoreAlpha() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.saveGState()
    ctx.setAlpha(0.2)
    ctx.restoreGState()
    fillAll(ctx, 1, 0, 0)
    return pixels("restoreAlpha", [up(ctx, 1, 1)], [Px.red], "the global alpha is part of the graphics state")
}

private func checkRestoreBlendMode() -> Outcome {
    let ctx = makeContext(4, 4)
    fillAll(ctx, 0, 0, 1)
    ctx.saveGState()
    ctx.setBlendMode(.clear)
    ctx.restoreGState()
    fillAll(ctx, 1, 0, 0)
    // normal restored: red over blue = red (clear kept would give transparent)
    return pixels("restoreBlendMode", [up(ctx, 1, 1)], [Px.red], "the blend mode is part of the graphics state")
}

private func checkTextMatrixNotInGState() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.textMatrix = CGAffineTransform(translationX: 1, y: 0)
    ctx.saveGState()
    ctx.textMatrix = CGAffineTransform(translationX: 5, y: 0)
    ctx.restoreGState()
    return matrix("textMatrixNotInGState", ctx.textMatrix, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0),
                  "CGContextSetTextMatrix: the text matrix is not part of the graphics state; restore leaves it")
}

// MARK: - Fills

private func checkFillRectPixels() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
    // covers pixel columns/rows 5…14 exactly
    return pixels("fillRectPixels",
                  [up(ctx, 5, 5), up(ctx, 14, 14), up(ctx, 4, 5), up(ctx, 15, 5), up(ctx, 5, 4), up(ctx, 5, 15)],
                  [Px.red, Px.red, Px.none, Px.none, Px.none, Px.none],
                  "an integer-aligned rect covers whole pixels, nothing outside")
}

private func checkYUpOrigin() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
    // y 0…5 is the bottom: data rows 15…19; data row 0 is the top
    return pixels("yUpOrigin", [down(ctx, 3, 19), down(ctx, 3, 15), down(ctx, 3, 14), down(ctx, 3, 0)],
                  [Px.red, Px.red, Px.none, Px.none],
                  "bitmap contexts are y-up with the origin bottom-left; data's first row is the top")
}

private func checkEvenOddHole() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
    ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    ctx.fillPath(using: .evenOdd)
    return pixels("evenOddHole", [up(ctx, 10, 10), up(ctx, 2, 2)], [Px.none, Px.red],
                  "even-odd: the inner rect is crossed twice from outside, a hole")
}

private func checkWindingOppositeDirection() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))   // counter-clockwise (y up): +1
    ctx.move(to: CGPoint(x: 5, y: 5))                          // clockwise: −1
    ctx.addLine(to: CGPoint(x: 5, y: 15))
    ctx.addLine(to: CGPoint(x: 15, y: 15))
    ctx.addLine(to: CGPoint(x: 15, y: 5))
    ctx.closePath()
    ctx.fillPath()
    return pixels("windingOppositeDirection", [up(ctx, 10, 10), up(ctx, 2, 2)], [Px.none, Px.red],
                  "non-zero winding: +1 − 1 = 0 inside the reversed inner rect, a hole")
}

private func checkFillRects() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill([CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 10, y: 10, width: 5, height: 5)])
    return pixels("fillRects", [up(ctx, 2, 2), up(ctx, 12, 12), up(ctx, 7, 7)], [Px.red, Px.red, Px.none],
                  "fill(_ rects:) paints each rectangle, nothing between")
}

private func checkFillClosesOpenSubpath() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.move(to: CGPoint(x: 0, y: 0))
    ctx.addLine(to: CGPoint(x: 20, y: 0))
    ctx.addLine(to: CGPoint(x: 0, y: 20))
    ctx.fillPath()
    // the triangle x + y ≤ 20; pixel (2,2) is far inside, (15,15) far outside
    return pixels("fillClosesOpenSubpath", [up(ctx, 2, 2), up(ctx, 15, 15)], [Px.red, Px.none],
                  "fillPath closes open subpaths implicitly")
}

private func checkClearRect() -> Outcome {
    let ctx = makeContext(20, 20)
    fillAll(ctx, 1, 0, 0)
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.clear(CGRect(x: 5, y: 5, width: 10, height: 10))
    return pixels("clearRect", [up(ctx, 7, 7), up(ctx, 2, 2)], [Px.none, Px.red],
                  "clear(_:) makes a bitmap context's rect transparent black, whatever the fill colour")
}

/// A pie from the centre (10,10), radius 8, angles 0 → π/2 with the given direction, filled.
private func pie(clockwise: Bool) -> CGContext {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.move(to: CGPoint(x: 10, y: 10))
    ctx.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
    ctx.closePath()
    ctx.fillPath()
    return ctx
}

private func checkArcCounterClockwise() -> Outcome {
    let ctx = pie(clockwise: false)
    // counter-clockwise in y-up space from (18,10) to (10,18): the upper-right quarter only
    // pixel (13,13) centre (13.5,13.5), 4.95 from the centre: inside; pixel (6,6): lower-left
    return pixels("arcCounterClockwise", [up(ctx, 13, 13), up(ctx, 6, 6)], [Px.red, Px.none],
                  "clockwise: false sweeps with increasing angle: a quarter pie up and right (y up)")
}

private func checkArcClockwise() -> Outcome {
    let ctx = pie(clockwise: true)
    // clockwise from angle 0 down round to π/2: the other three quarters
    return pixels("arcClockwise", [up(ctx, 13, 13), up(ctx, 6, 6)], [Px.none, Px.red],
                  "clockwise: true sweeps with decreasing angle: a three-quarter pie")
}

private func checkNonAntialiasedFill() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setShouldAntialias(false)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 2.3, y: 2.3, width: 5.4, height: 5.4))
    // x ∈ [2.3, 7.7]: centres 2.5…7.5 inside (70 % covered at the ends), 1.5 and 8.5 outside (0 %)
    // without anti-aliasing every touched pixel is all or nothing: 255, not a fraction
    return pixels("nonAntialiasedFill", [up(ctx, 2, 2), up(ctx, 7, 7), up(ctx, 1, 2), up(ctx, 8, 2)],
                  [Px.red, Px.red, Px.none, Px.none], "setShouldAntialias(false): whole pixels only")
}

// MARK: - Path hit testing

private func checkContainsEvenOddHole() -> Outcome {
    let path = ringPath()
    return text("containsEvenOddHole", "\(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))", "false",
                "even-odd: the inner rect is a hole")
}

private func checkContainsWindingNoHole() -> Outcome {
    let path = ringPath()
    return text("containsWindingNoHole", "\(path.contains(CGPoint(x: 5, y: 5), using: .winding))", "true",
                "non-zero: both rects wound alike, winding number 2")
}

private func checkContainsTransform() -> Outcome {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    // a mirror is its own inverse, so "transform the point" (today's docs) and "transform the path"
    // (older docs) agree: x' = −x; (−5,5) ↔ (5,5) inside, (5,5) ↔ (−5,5) outside
    let mirror = CGAffineTransform(scaleX: -1, y: 1)
    let mirrored = path.contains(CGPoint(x: -5, y: 5), using: .winding, transform: mirror)
    let unmirrored = path.contains(CGPoint(x: 5, y: 5), using: .winding, transform: mirror)
    return text("containsTransform", "\(mirrored),\(unmirrored)", "true,false",
                "the transform maps between the point's and the path's space")
}

// MARK: - Clipping

private func checkClipRect() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
    fillAll(ctx, 1, 0, 0)
    return pixels("clipRect", [up(ctx, 7, 7), up(ctx, 2, 2), up(ctx, 16, 16)], [Px.red, Px.none, Px.none],
                  "drawing is limited to the clip")
}

private func checkClipNested() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
    ctx.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
    fillAll(ctx, 1, 0, 0)
    // intersection (5,5,5,5)
    return pixels("clipNested", [up(ctx, 7, 7), up(ctx, 2, 2), up(ctx, 12, 12)], [Px.red, Px.none, Px.none],
                  "each clip intersects the current clip")
}

private func checkClipEvenOdd() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
    ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    ctx.clip(using: .evenOdd)
    fillAll(ctx, 1, 0, 0)
    return pixels("clipEvenOdd", [up(ctx, 10, 10), up(ctx, 2, 2)], [Px.none, Px.red],
                  "clip(using: .evenOdd) with nested rects clips to the ring")
}

private func checkClipBoundingBox() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.clip(to: CGRect(x: 2, y: 3, width: 5, height: 7))
    return rect("clipBoundingBox", ctx.boundingBoxOfClipPath, CGRect(x: 2, y: 3, width: 5, height: 7),
                "bounding box of a rect clip is the rect")
}

private func checkClipBoundingBoxUserSpace() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.translateBy(x: 10, y: 10)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))   // device (10,10,5,5)
    ctx.translateBy(x: -12, y: -12)                          // CTM now translates by (−2,−2)
    // device (10,10,5,5) in the current user space: (12,12,5,5)
    return rect("clipBoundingBoxUserSpace", ctx.boundingBoxOfClipPath, CGRect(x: 12, y: 12, width: 5, height: 5),
                "the clip stays where it was set; its box is reported in the current user space")
}

private func checkResetClip() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
    ctx.resetClip()
    fillAll(ctx, 1, 0, 0)
    return pixels("resetClip", [up(ctx, 15, 15)], [Px.red], "resetClip() restores the whole context")
}

// MARK: - Strokes

/// A horizontal red stroke along y = `y` from x0 to x1, with `setUp` applied first.
private func hline(y: CGFloat, from x0: CGFloat = 0, to x1: CGFloat = 20, setUp: (CGContext) -> Void) -> CGContext {
    let ctx = makeContext(20, 20)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    setUp(ctx)
    ctx.move(to: CGPoint(x: x0, y: y))
    ctx.addLine(to: CGPoint(x: x1, y: y))
    ctx.strokePath()
    return ctx
}

private func checkLineWidthTwo() -> Outcome {
    let ctx = hline(y: 10) { $0.setLineWidth(2) }
    // width 2 centred on y = 10 covers y 9…11: rows 9 and 10 fully, rows 8 and 11 not at all
    return pixels("lineWidthTwo", [up(ctx, 10, 8), up(ctx, 10, 9), up(ctx, 10, 10), up(ctx, 10, 11)],
                  [Px.none, Px.red, Px.red, Px.none], "the stroke extends half the width each side")
}

private func checkButtCap() -> Outcome {
    let ctx = hline(y: 10, from: 5, to: 15) { $0.setLineWidth(2) }
    // butt (default): x 5…15 exactly
    return pixels("buttCap", [up(ctx, 4, 9), up(ctx, 5, 9), up(ctx, 14, 9), up(ctx, 15, 9)],
                  [Px.none, Px.red, Px.red, Px.none], "butt caps end exactly at the end points")
}

private func checkSquareCap() -> Outcome {
    let ctx = hline(y: 10, from: 5, to: 15) {
        $0.setLineWidth(2)
        $0.setLineCap(.square)
    }
    // square: extended by half the width (1) each end: x 4…16
    return pixels("squareCap", [up(ctx, 3, 9), up(ctx, 4, 9), up(ctx, 15, 9), up(ctx, 16, 9)],
                  [Px.none, Px.red, Px.red, Px.none], "square caps extend by half the line width")
}

private func checkDash() -> Outcome {
    let ctx = hline(y: 10) {
        $0.setLineWidth(2)
        $0.setLineDash(phase: 0, lengths: [4, 4])
    }
    // on 0…4, off 4…8, on 8…12, off 12…16, on 16…20
    return pixels("dash", [up(ctx, 1, 9), up(ctx, 5, 9), up(ctx, 9, 9), up(ctx, 13, 9), up(ctx, 17, 9)],
                  [Px.red, Px.none, Px.red, Px.none, Px.red], "lengths alternate painted and unpainted runs")
}

private func checkDashPhase() -> Outcome {
    let ctx = hline(y: 10) {
        $0.setLineWidth(2)
        $0.setLineDash(phase: 2, lengths: [4, 4])
    }
    // starts 2 units into the pattern: on 0…2, off 2…6, on 6…10, off 10…14, on 14…18, off 18…20
    return pixels("dashPhase", [up(ctx, 0, 9), up(ctx, 3, 9), up(ctx, 7, 9), up(ctx, 11, 9), up(ctx, 15, 9), up(ctx, 19, 9)],
                  [Px.red, Px.none, Px.red, Px.none, Px.red, Px.none], "phase: how far into the pattern the line starts")
}

/// A right-angle corner stroked 4 wide: (2,10) → (10,10) → (10,2), outer corner at (12,12).
private func corner(_ setUp: (CGContext) -> Void) -> CGContext {
    let ctx = makeContext(20, 20)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(4)
    setUp(ctx)
    ctx.move(to: CGPoint(x: 2, y: 10))
    ctx.addLine(to: CGPoint(x: 10, y: 10))
    ctx.addLine(to: CGPoint(x: 10, y: 2))
    ctx.strokePath()
    return ctx
}

private func checkMiterJoinWithinLimit() -> Outcome {
    let ctx = corner { $0.setMiterLimit(2) }
    // 90° corner: miter length / width = 1/sin(45°) = 1.414 ≤ 2 → miter: the square 10…12 × 10…12 is filled,
    // so pixel (11,11) = [11,12]² is fully covered
    return pixels("miterJoinWithinLimit", [up(ctx, 11, 11), up(ctx, 10, 10)], [Px.red, Px.red],
                  "miter kept when miter length / line width (1.414) ≤ limit 2")
}

private func checkMiterJoinBeyondLimit() -> Outcome {
    let ctx = corner { $0.setMiterLimit(1.2) }
    // 1.414 > 1.2 → bevel: the triangle (10,10),(12,10),(10,12), i.e. x + y ≤ 22 within the corner;
    // pixel (11,11) = [11,12]² has x + y ≥ 22 everywhere: uncovered; pixel (10,10) has x + y ≤ 22: covered
    return pixels("miterJoinBeyondLimit", [up(ctx, 11, 11), up(ctx, 10, 10)], [Px.none, Px.red],
                  "miter length / line width (1.414) > limit 1.2 → bevel")
}

// MARK: - Compositing

private func checkAlphaHalf() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.setAlpha(0.5)
    fillAll(ctx, 1, 0, 0)
    // premultiplied: 0.5 × 255 = 127.5 → 127 or 128
    return pixels("alphaHalf", [up(ctx, 1, 1)], [[128, 0, 0, 128]], tol: 1, "global alpha multiplies the fill")
}

/// A 20×20 context painted by `background`, then the rect `area` filled with (r,g,b,a) in `mode`.
private func blended(_ mode: CGBlendMode, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1,
             area: CGRect = CGRect(x: 0, y: 0, width: 20, height: 20), background: (CGContext) -> Void) -> CGContext {
    let ctx = makeContext(20, 20)
    background(ctx)
    ctx.setBlendMode(mode)
    ctx.setFillColor(red: red, green: green, blue: blue, alpha: alpha)
    ctx.fill(area)
    return ctx
}

/// Left half (x < 10) red, right half untouched.
private func leftRed(_ ctx: CGContext) {
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
}

private func checkBlendCopy() -> Outcome {
    let ctx = blended(.copy, 1, 0, 0, 0.5, area: CGRect(x: 0, y: 0, width: 5, height: 5)) { fillAll($0, 0, 0, 1) }
    // R = S inside the shape: (1,0,0,0.5) premultiplied = (127.5,0,0,127.5); outside stays blue
    return pixels("blendCopy", [up(ctx, 2, 2), up(ctx, 7, 7)], [[128, 0, 0, 128], Px.blue], tol: 1,
                  "copy replaces the destination where the shape is drawn, nothing else")
}

private func checkBlendClear() -> Outcome {
    let ctx = blended(.clear, 0, 0, 1, area: CGRect(x: 0, y: 0, width: 5, height: 5)) { fillAll($0, 1, 0, 0) }
    return pixels("blendClear", [up(ctx, 2, 2), up(ctx, 7, 7)], [Px.none, Px.red],
                  "clear: R = 0 where the shape is drawn")
}

private func checkBlendMultiply() -> Outcome {
    let ctx = blended(.multiply, 1, 0, 0) { bg in
        bg.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        bg.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        bg.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        bg.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
    }
    // white × red = red; cyan × red = (0·1, 1·0, 1·0) = black
    return pixels("blendMultiply", [up(ctx, 2, 2), up(ctx, 15, 2)], [Px.red, Px.black], "multiply: R = S × D")
}

private func checkBlendScreen() -> Outcome {
    let ctx = makeContext(20, 20)
    fillAll(ctx, 1, 0, 0)
    ctx.setBlendMode(.screen)
    ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
    // S + D − S·D: black screens to the destination (red); blue over red gives magenta
    return pixels("blendScreen", [up(ctx, 2, 2), up(ctx, 15, 2)], [Px.red, Px.magenta], "screen: R = S + D − S·D")
}

private func checkBlendXOR() -> Outcome {
    let ctx = blended(.xor, 0, 0, 1, background: leftRed)
    // S(1 − Da) + D(1 − Sa): opaque over opaque = 0; over transparent = S
    return pixels("blendXOR", [up(ctx, 5, 5), up(ctx, 15, 5)], [Px.none, Px.blue], "xor: R = S(1 − Da) + D(1 − Sa)")
}

private func checkGrayFill() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(gray: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    ctx.setFillColor(gray: 0, alpha: 1)
    ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
    return pixels("grayFill", [up(ctx, 5, 5), up(ctx, 15, 5)], [Px.white, Px.black], tol: 1,
                  "device grey 1 is white and 0 black in an RGB context")
}

// MARK: - Colours

private func checkColorComponents() -> Outcome {
    let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    let comps = (color.components ?? []).map { f($0) }.joined(separator: ",")
    return text("colorComponents", "\(color.numberOfComponents):\(comps)", "4:0.200,0.400,0.600,0.800",
                "an RGB colour has 4 components, alpha last, as given")
}

private func checkGrayColorComponents() -> Outcome {
    let color = CGColor(gray: 0.5, alpha: 0.25)
    let comps = (color.components ?? []).map { f($0) }.joined(separator: ",")
    return text("grayColorComponents", "\(color.numberOfComponents):\(comps):\(f(color.alpha))", "2:0.500,0.250:0.250",
                "a grey colour has 2 components: grey, alpha")
}

private func checkColorCopyAlpha() -> Outcome {
    let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let copied = color.copy(alpha: 0.3)
    let comps = (copied?.components ?? []).map { f($0) }.joined(separator: ",")
    return text("colorCopyAlpha", "\(comps);\(f(color.alpha))", "0.200,0.400,0.600,0.300;1.000",
                "copy(alpha:) replaces alpha only; the original is unchanged")
}

private func checkGrayConvertedToRGB() -> Outcome {
    let srgb = CGColorSpace(name: CGColorSpace.sRGB)!
    let white = CGColor(gray: 1, alpha: 1).converted(to: srgb, intent: .defaultIntent, options: nil)
    let black = CGColor(gray: 0, alpha: 1).converted(to: srgb, intent: .defaultIntent, options: nil)
    let got = ((white?.components ?? []) + (black?.components ?? [])).map { Int(($0 * 100).rounded()) }
    // white stays white (1,1,1,1), black stays black (0,0,0,1), to within 1 %
    return pixels("grayConvertedToRGB", [got], [[100, 100, 100, 100, 0, 0, 0, 100]], tol: 1,
                  "grey 1 → RGB (1,1,1); grey 0 → RGB (0,0,0); alpha kept")
}

// MARK: - Images

private func checkMakeImageGeometry() -> Outcome {
    let ctx = makeContext(16, 8)
    let image = ctx.makeImage()!
    let s = "\(image.width)x\(image.height) bpc\(image.bitsPerComponent) bpp\(image.bitsPerPixel)"
    return text("makeImageGeometry", s, "16x8 bpc8 bpp32", "the image has the context's size and pixel format")
}

private func checkMakeImageLayout() -> Outcome {
    let ctx = makeContext(16, 8)
    let image = ctx.makeImage()!
    let s = "\(image.bytesPerRow == ctx.bytesPerRow),\(image.alphaInfo == .premultipliedLast)"
    return text("makeImageLayout", s, "true,true", "the image keeps the context's bytesPerRow and alpha info")
}

private func checkImageDataTopRowFirst() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 3, width: 4, height: 1))   // the top row in y-up space
    let image = ctx.makeImage()!
    guard let data = image.dataProvider?.data else {
        return text("imageDataTopRowFirst", "no data", "data", "makeImage() has a data provider")
    }
    let bytes = CFDataGetBytePtr(data)!
    let first = (0..<4).map { Int(bytes[$0]) }
    let second = (0..<4).map { Int(bytes[image.bytesPerRow + $0]) }
    return pixels("imageDataTopRowFirst", [first, second], [Px.red, Px.none],
                  "an image's first row of bytes is its top row, RGBA as the context's")
}

private func checkDrawScaledNearest() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.interpolationQuality = .none
    ctx.draw(quadrantImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    // ×2 nearest: each source pixel a 2×2 block; top rows red | green, bottom rows blue | white
    return pixels("drawScaledNearest",
                  [down(ctx, 0, 0), down(ctx, 1, 1), down(ctx, 2, 0), down(ctx, 3, 1),
                   down(ctx, 0, 2), down(ctx, 1, 3), down(ctx, 2, 2), down(ctx, 3, 3)],
                  [Px.red, Px.red, Px.green, Px.green, Px.blue, Px.blue, Px.white, Px.white],
                  "interpolationQuality .none: nearest pixel; the image's top row at the rect's maxY")
}

private func checkDrawFlipped() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.interpolationQuality = .none
    ctx.translateBy(x: 0, y: 4)
    ctx.scaleBy(x: 1, y: -1)
    ctx.draw(quadrantImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    // the image's top row goes to user maxY = 4, which the flip puts at the bottom: upside down
    return pixels("drawFlipped", [down(ctx, 0, 0), down(ctx, 3, 0), down(ctx, 0, 3), down(ctx, 3, 3)],
                  [Px.blue, Px.white, Px.red, Px.green], "in a flipped CTM the image appears upside down")
}

private func checkCropTopLeftOrigin() -> Outcome {
    let image = quadrantImage()
    let topLeft = onlyPixel(image.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1)))
    let bottomRight = onlyPixel(image.cropping(to: CGRect(x: 1, y: 1, width: 1, height: 1)))
    let topRight = onlyPixel(image.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1)))
    return pixels("cropTopLeftOrigin", [topLeft, bottomRight, topRight], [Px.red, Px.white, Px.green],
                  "cropping(to:) rect is in image pixels with the origin at the top-left")
}

private func checkCropIntegral() -> Outcome {
    let image = quadrantImage()
    let crop = image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1))
    // CGRectIntegral((0.5,0.5,1,1)) = (0,0,2,2)
    return text("cropIntegral", crop.map { "\($0.width)x\($0.height)" } ?? "nil", "2x2",
                "cropping(to:) first makes the rect integral")
}

// MARK: - Gradients

/// The red→blue gradient drawn along y = 2 in a 20×4 context from x0 to x1 with `options`.
private func gradientRow(_ x0: CGFloat, _ x1: CGFloat, _ options: CGGradientDrawingOptions, width: Int = 20) -> CGContext {
    let ctx = makeContext(width, 4)
    ctx.drawLinearGradient(redBlueGradient(), start: CGPoint(x: x0, y: 2), end: CGPoint(x: x1, y: 2), options: options)
    return ctx
}

private func checkGradientNoOptions() -> Outcome {
    let ctx = gradientRow(5, 15, [])
    // nothing before x = 5 or after x = 15; inside is opaque
    return pixels("gradientNoOptions", [up(ctx, 2, 1), up(ctx, 17, 1), [up(ctx, 10, 1)[3]]],
                  [Px.none, Px.none, [255]], "without options nothing is painted beyond the ends")
}

private func checkGradientBeforeStart() -> Outcome {
    let ctx = gradientRow(5, 15, [.drawsBeforeStartLocation])
    return pixels("gradientBeforeStart", [up(ctx, 2, 1), up(ctx, 17, 1)], [Px.red, Px.none], tol: 1,
                  "drawsBeforeStartLocation: the location-0 colour before the start only")
}

private func checkGradientAfterEnd() -> Outcome {
    let ctx = gradientRow(5, 15, [.drawsAfterEndLocation])
    return pixels("gradientAfterEnd", [up(ctx, 2, 1), up(ctx, 17, 1)], [Px.none, Px.blue], tol: 1,
                  "drawsAfterEndLocation: the location-1 colour after the end only")
}

private func checkGradientMidpoint() -> Outcome {
    let ctx = gradientRow(0, 21, [], width: 21)
    // pixel 10's centre 10.5 is t = 0.5: (127.5, 0, 127.5), opaque
    return pixels("gradientMidpoint", [up(ctx, 10, 1)], [[128, 0, 128, 255]], tol: 2,
                  "linear interpolation between the stops in device RGB")
}

// MARK: - Paths

private func checkRectPathElements() -> Outcome {
    let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    // move to the bottom-left corner, lines counter-clockwise, close
    return text("rectPathElements", elementDump(path),
                "0(1.000,2.000) 1(4.000,2.000) 1(4.000,6.000) 1(1.000,6.000) 4",
                "addRect: moveTo bottom-left, then lines counter-clockwise, then closeSubpath")
}

private func checkApplyElementPoints() -> Outcome {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 1, y: 0))
    path.addQuadCurve(to: CGPoint(x: 3, y: 0), control: CGPoint(x: 2, y: 1))
    path.addCurve(to: CGPoint(x: 6, y: 0), control1: CGPoint(x: 4, y: 1), control2: CGPoint(x: 5, y: 1))
    path.closeSubpath()
    return text("applyElementPoints", elementDump(path),
                "0(0.000,0.000) 1(1.000,0.000) 2(2.000,1.000)(3.000,0.000) 3(4.000,1.000)(5.000,1.000)(6.000,0.000) 4",
                "element types 0…4; control points first, end point last")
}

private func checkBoundingBoxOfPathCurve() -> Outcome {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
    // boundingBox takes the control points: (0,0,10,10);
    // boundingBoxOfPath the curve: y(t) = 3(1−t)²t·10 + 3(1−t)t²·10 = 30t(1−t), highest at t = ½: 7.5
    return text("boundingBoxOfPathCurve", "\(r(path.boundingBox)) \(r(path.boundingBoxOfPath))",
                "(0.000,0.000,10.000,10.000) (0.000,0.000,10.000,7.500)",
                "boundingBox includes control points; boundingBoxOfPath is the curve's own extent")
}

private func checkCurrentPointAfterElements() -> Outcome {
    let path = CGMutablePath()
    var seen: [String] = []
    path.move(to: CGPoint(x: 1, y: 1)); seen.append(p(path.currentPoint))
    path.addLine(to: CGPoint(x: 5, y: 1)); seen.append(p(path.currentPoint))
    path.addQuadCurve(to: CGPoint(x: 7, y: 3), control: CGPoint(x: 7, y: 1)); seen.append(p(path.currentPoint))
    path.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 8, y: 4), control2: CGPoint(x: 9, y: 8))
    seen.append(p(path.currentPoint))
    return text("currentPointAfterElements", seen.joined(separator: " "),
                "(1.000,1.000) (5.000,1.000) (7.000,3.000) (9.000,9.000)", "the end point of the last element")
}

private func checkIsRect() -> Outcome {
    var found = CGRect.zero
    let rectIsRect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&found)
    let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).isRect(nil)
    let triangle = CGMutablePath()
    triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 5)])
    triangle.closeSubpath()
    let s = "\(rectIsRect)\(r(found)),\(ellipse),\(triangle.isRect(nil))"
    return text("isRect", s, "true(1.000,2.000,3.000,4.000),false,false", "isRect(_:) for a rect, an ellipse, a triangle")
}

private func checkAddArcTangents() -> Outcome {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    // right-angle corner at (10,0), radius 5: line to (5,0), arc centred (5,5) to (10,5)
    let s = "\(p(path.currentPoint)) \(r(path.boundingBoxOfPath))"
    return text("addArcTangents", s, "(10.000,5.000) (0.000,0.000,10.000,5.000)",
                "a line to the first tangent point, an arc ending on the second tangent line")
}

private func checkStrokedSquareBounds() -> Outcome {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    let stroked = line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
    return rect("strokedSquareBounds", stroked.boundingBoxOfPath, CGRect(x: -2, y: -2, width: 14, height: 4),
                "square caps add half the width past each end")
}

// MARK: - CGAffineTransform

private func checkInvertSingular() -> Outcome {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)   // ad − bc = 0
    return matrix("invertSingular", singular.inverted(), singular,
                  "CGAffineTransformInvert: a transform that cannot be inverted is returned unchanged")
}

private func checkConcatenatingOrder() -> Outcome {
    let translate = CGAffineTransform(translationX: 10, y: 0)
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let a = CGPoint(x: 1, y: 1).applying(translate.concatenating(scale))   // translate first: (11,1)·2 = (22,2)
    let b = CGPoint(x: 1, y: 1).applying(scale.concatenating(translate))   // scale first: (2,2) + (10,0) = (12,2)
    return text("concatenatingOrder", "\(p(a)) \(p(b))", "(22.000,2.000) (12.000,2.000)",
                "t1.concatenating(t2) applies t1 first, then t2")
}

private func checkRectApplyingRotation() -> Outcome {
    let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
    // corners (0,0),(10,0),(0,20),(10,20) → (0,0),(0,10),(−20,0),(−20,10): box (−20,0,20,10)
    return rect("rectApplyingRotation", rotated, CGRect(x: -20, y: 0, width: 20, height: 10),
                "a transformed rect is the bounding box of its transformed corners")
}

// MARK: - Core Text

private func checkCTLineStringRange() -> Outcome {
    text("ctLineStringRange", cf(CTLineGetStringRange(ctLine("abc"))), "(0,3)", "the line holds the whole string")
}

private func checkCTLineGlyphCount() -> Outcome {
    let s = "\(CTLineGetGlyphCount(ctLine("abc"))),\(CTLineGetGlyphCount(ctLine("a b c")))"
    return text("ctLineGlyphCount", s, "3,5", "one glyph per ASCII character (space included) in DejaVu Sans")
}

private func checkCTIndexForPositionEnds() -> Outcome {
    let line = ctLine("abc")
    let left = CTLineGetStringIndexForPosition(line, CGPoint(x: 0, y: 0))
    let before = CTLineGetStringIndexForPosition(line, CGPoint(x: -50, y: 0))
    let right = CTLineGetStringIndexForPosition(line, CGPoint(x: 1000, y: 0))
    return text("ctIndexForPositionEnds", "\(left),\(before),\(right)", "0,0,3",
                "hit testing: at or before the start → 0; past the end → last index + 1")
}

private func checkCTIndexForPositionInside() -> Outcome {
    let line = ctLine("abc")
    let caret1 = CTLineGetOffsetForStringIndex(line, 1, nil)
    let index = CTLineGetStringIndexForPosition(line, CGPoint(x: caret1 + 0.1, y: 0))
    return text("ctIndexForPositionInside", "\(index)", "1",
                "just right of the caret before 'b' (its leading half) the insertion index is 1")
}

private func checkCTOffsets() -> Outcome {
    let line = ctLine("abc")
    let width = CTLineGetTypographicBounds(line, nil, nil, nil)
    let o = (0...3).map { Double(CTLineGetOffsetForStringIndex(line, $0, nil)) }
    let s = "\(f(o[0])),\(o[0] < o[1] && o[1] < o[2] && o[2] < o[3]),\(abs(o[3] - width) < 0.01)"
    return text("ctOffsets", s, "0.000,true,true",
                "the caret before index 0 is at 0, offsets grow left to right, the end caret is at the line's width")
}

private func checkCTFrameLines() -> Outcome {
    let lines = ctLines(ctFrame("a\nb\nc"))
    return text("ctFrameLines", lines.map { cf(CTLineGetStringRange($0)) }.joined(separator: " "), "(0,2) (2,2) (4,1)",
                "explicit newlines end lines; each line's range includes its newline")
}

private func checkCTFrameShortBox() -> Outcome {
    // a DejaVu Sans 12 line is about 14 tall (ascent ≈ 11.1 + descent ≈ 2.8): one fits in 20, two need ≈ 28
    let frame = ctFrame("a\nb\nc", height: 20)
    return text("ctFrameShortBox", "\(ctLines(frame).count) \(cf(CTFrameGetVisibleStringRange(frame)))", "1 (0,2)",
                "only lines wholly inside the frame are kept")
}

private func checkCTFrameSubrange() -> Outcome {
    let frame = ctFrame("a\nb\nc", range: CFRange(location: 2, length: 3))
    let lines = ctLines(frame).map { cf(CTLineGetStringRange($0)) }.joined(separator: " ")
    return text("ctFrameSubrange", "\(cf(CTFrameGetStringRange(frame))) \(lines)", "(2,3) (2,2) (4,1)",
                "a frame of characters 2…4: ranges are in the framesetter's string")
}

private func checkCTSuggestFitRange() -> Outcome {
    let framesetter = CTFramesetterCreateWithAttributedString(ctString("a\nb\nc") as CFAttributedString)
    var fit = CFRange(location: -1, length: -1)
    _ = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 0, length: 0), nil,
                                                     CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), &fit)
    return text("ctSuggestFitRange", cf(fit), "(0,5)", "with unlimited height the whole string fits")
}

/// The checks of this file, in order.
var drawingChecks: [() -> Outcome] {
    [
        // CTM
        checkCTMInitialIdentity, checkCTMTranslateThenScale, checkCTMScaleThenTranslate, checkCTMRotateConvert,
        checkCTMConcatenate, checkUserToDeviceTransform,
        // graphics state
        checkRestoreFillColor, checkRestoreCTM, checkRestoreLineWidth, checkRestoreClip, checkRestoreAlpha,
        checkRestoreBlendMode, checkTextMatrixNotInGState,
        // fills
        checkFillRectPixels, checkYUpOrigin, checkEvenOddHole, checkWindingOppositeDirection, checkFillRects,
        checkFillClosesOpenSubpath, checkClearRect, checkArcCounterClockwise, checkArcClockwise,
        checkNonAntialiasedFill,
        // hit testing
        checkContainsEvenOddHole, checkContainsWindingNoHole, checkContainsTransform,
        // clipping
        checkClipRect, checkClipNested, checkClipEvenOdd, checkClipBoundingBox, checkClipBoundingBoxUserSpace,
        checkResetClip,
        // strokes
        checkLineWidthTwo, checkButtCap, checkSquareCap, checkDash, checkDashPhase, checkMiterJoinWithinLimit,
        checkMiterJoinBeyondLimit,
        // compositing
        checkAlphaHalf, checkBlendCopy, checkBlendClear, checkBlendMultiply, checkBlendScreen, checkBlendXOR,
        checkGrayFill,
        // colours
        checkColorComponents, checkGrayColorComponents, checkColorCopyAlpha, checkGrayConvertedToRGB,
        // images
        checkMakeImageGeometry, checkMakeImageLayout, checkImageDataTopRowFirst, checkDrawScaledNearest,
        checkDrawFlipped, checkCropTopLeftOrigin, checkCropIntegral,
        // gradients
        checkGradientNoOptions, checkGradientBeforeStart, checkGradientAfterEnd, checkGradientMidpoint,
        // paths
        checkRectPathElements, checkApplyElementPoints, checkBoundingBoxOfPathCurve, checkCurrentPointAfterElements,
        checkIsRect, checkAddArcTangents, checkStrokedSquareBounds,
        // affine transforms
        checkInvertSingular, checkConcatenatingOrder, checkRectApplyingRotation,
        // Core Text
        checkCTLineStringRange, checkCTLineGlyphCount, checkCTIndexForPositionEnds, checkCTIndexForPositionInside,
        checkCTOffsets, checkCTFrameLines, checkCTFrameShortBox, checkCTFrameSubrange, checkCTSuggestFitRange,
    ]
}
