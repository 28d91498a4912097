// Curves, arcs, ellipses, rounded rectangles, stroked and dashed copies, and path building.
// Pixels are read only where the shape covers a pixel wholly or not at all (worked out from the
// curve's formula); `contains` points are 0.1 or more from the outline.
import AppleCheckSupport
import CoreGraphics
import Foundation

func pathChecks() -> [() -> Outcome] {
    [
        checkQuadCurveFill, checkQuadCurveContains, checkCubicCurveFillAndContains, checkRelativeArc,
        checkRelativeArcJoinsCurrentPoint, checkEllipsePixels, checkEllipseElements, checkRoundedRectPixels,
        checkRoundedRectContains, checkRoundedRectElliptical, checkStrokeCopyRoundCapBounds,
        checkStrokeCopyMiterCornerBounds, checkStrokeCopyContains, checkDashCopySubpaths, checkAddLinesStartsSubpath,
        checkAddRectsSubpaths, checkQuadBoundingBoxes, checkContextBoundingBoxIncludesControlPoints,
        checkContextPathKeptInDeviceSpace,
    ]
}

/// (0,0) → quad to (20,0) with control (10,20), closed: B(t) = (20t, 40t(1 − t)), so the curve's
/// height over x is y = 2x(1 − x/20) = x(20 − x)/10, highest 10 at x = 10.
private func quadHump() -> CGMutablePath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
    path.closeSubpath()
    return path
}

private func checkQuadCurveFill() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.addPath(quadHump())
    ctx.fillPath()
    // pixel (10,8) = [10,11]×[8,9]: curve height ≥ 11·9/10 = 9.9 > 9 over it → covered.
    // pixel (10,11) = [10,11]×[11,12]: curve ≤ 10 → empty. pixel (4,5) = [4,5]×[5,6]: height ≥ 4·16/10 = 6.4 → covered.
    // pixel (1,4) = [1,2]×[4,5]: height ≤ 2·18/10 = 3.6 → empty.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/addquadcurve(to:control:)
    return pixels("quadCurveFill", [up(ctx, 10, 8), up(ctx, 10, 11), up(ctx, 4, 5), up(ctx, 1, 4)],
                  [Px.red, Px.none, Px.red, Px.none],
                  "a quadratic Bézier B(t) = (1−t)²P0 + 2(1−t)tC + t²P1, filled closed")
}

private func checkQuadCurveContains() -> Outcome {
    let path = quadHump()
    // at x = 10 the curve is at y = 10; at x = 1, y = 1.9
    let s = [CGPoint(x: 10, y: 9.9), CGPoint(x: 10, y: 10.1), CGPoint(x: 1, y: 1.8), CGPoint(x: 1, y: 2.0)]
        .map { "\(path.contains($0))" }.joined(separator: ",")
    // https://developer.apple.com/documentation/coregraphics/cgpath/contains(_:using:transform:)
    return text("quadCurveContains", s, "true,false,true,false", "contains(_:) follows the quadratic curve exactly")
}

private func checkCubicCurveFillAndContains() -> Outcome {
    // (0,0) → cubic to (20,0), controls (0,20), (20,20): x(t) = 20(3t² − 2t³), y(t) = 60t(1 − t);
    // t = ½ gives (10, 15), the top. Near x = 10..11 (t = 0.5…0.533) y ≥ 14.93.
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 0, y: 20), control2: CGPoint(x: 20, y: 20))
    path.closeSubpath()
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.addPath(path)
    ctx.fillPath()
    let inside = path.contains(CGPoint(x: 10, y: 14.9)), outside = path.contains(CGPoint(x: 10, y: 15.1))
    // pixel (10,13) = [10,11]×[13,14] under the curve (≥ 14.93) → covered; (10,16) above the top → empty
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)
    let got = [up(ctx, 10, 13), up(ctx, 10, 16), [inside ? 1 : 0, outside ? 1 : 0]]
    return pixels("cubicCurveFillAndContains", got, [Px.red, Px.none, [1, 0]],
                  "a cubic Bézier with controls (0,20),(20,20) peaks at (10,15)")
}

private func checkRelativeArc() -> Outcome {
    let ccw = CGMutablePath()
    ccw.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
    let cw = CGMutablePath()
    cw.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
    // from angle 0, (10,0): delta +π/2 ends at (0,10), the quarter in x,y ≥ 0; delta −π/2 ends at
    // (0,−10), the quarter below. An empty path starts at the arc's start.
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrelativearc(center:radius:startangle:delta:transform:)
    let s = "\(p(ccw.currentPoint)) \(r(ccw.boundingBoxOfPath)) \(p(cw.currentPoint)) \(r(cw.boundingBoxOfPath))"
    return text("relativeArc", s, "(0.000,10.000) (0.000,0.000,10.000,10.000) (0.000,-10.000) (0.000,-10.000,10.000,10.000)",
                "addRelativeArc: a positive delta turns towards increasing angle (counter-clockwise, y up)")
}

private func checkRelativeArcJoinsCurrentPoint() -> Outcome {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: -5, y: 0))
    path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
    // the path has a current point, so a line joins it to the arc's start (10,0): move, line, then curves
    let types = elementTypes(path).split(separator: " ")
    let ends = elementEnds(path)
    let s = "\(types.prefix(2).joined(separator: " ")) \(ends.count > 1 ? p(ends[1]) : "-") \(p(path.currentPoint))"
    return text("relativeArcJoinsCurrentPoint", s, "0 1 (10.000,0.000) (0.000,10.000)",
                "addRelativeArc after a move adds a line to the arc's start point first")
}

private func checkEllipsePixels() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    ctx.fillPath()
    // centre (10,5), radii 10 and 5: ((x−10)/10)² + ((y−5)/5)² ≤ 1.
    // pixel (18,4): farthest corner (19,4): 0.81 + 0.04 < 1 → covered. pixel (0,9): nearest corner
    // (1,9): 0.81 + 0.64 > 1 → empty. pixel (10,12) above y = 10 → empty.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/addellipse(in:)
    return pixels("ellipsePixels", [up(ctx, 10, 5), up(ctx, 18, 4), up(ctx, 0, 9), up(ctx, 10, 12)],
                  [Px.red, Px.red, Px.none, Px.none], "addEllipse(in:) is the ellipse inscribed in the rect")
}

private func checkEllipseElements() -> Outcome {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
    let ends = elementEnds(path)
    // A move, four cubic curves, a close; starting at the right edge's midpoint (20,5) and going
    // towards the top (10,10) first (counter-clockwise in y-up space).
    // Uncertain: Apple documents "a sequence of Bézier curves" but neither the start point nor the
    // direction; (maxX, midY) counter-clockwise is what UIBezierPath(ovalIn:)'s "clockwise" in a
    // flipped view implies.
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addellipse(in:transform:)
    let s = "\(elementTypes(path)) \(ends.count > 1 ? p(ends[0]) + p(ends[1]) : "-")"
    return text("uncertain.ellipseElements", s, "0 3 3 3 3 4 (20.000,5.000)(10.000,10.000)",
                "an ellipse is a move to (maxX, midY) and four cubic quarter curves, closed")
}

private func roundedSquare() -> CGPath {
    CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 6, cornerHeight: 6, transform: nil)
}

private func checkRoundedRectPixels() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.addPath(roundedSquare())
    ctx.fillPath()
    // corner circle centre (6,6), radius 6. pixel (0,0): nearest point (1,1) is √50 = 7.07 from
    // the centre → outside. pixel (2,2): farthest corner (2,2) is √32 = 5.66 → inside.
    // pixel (0,10): on the straight left edge, inside. pixel (19,19): the top-right corner, outside.
    // https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
    return pixels("roundedRectPixels", [up(ctx, 0, 0), up(ctx, 2, 2), up(ctx, 0, 10), up(ctx, 19, 19)],
                  [Px.none, Px.red, Px.red, Px.none], "rounded corners cut the corner pixels, edges are full")
}

private func checkRoundedRectContains() -> Outcome {
    let path = roundedSquare()
    // distance from (6,6): (1.7,1.7) → 6.08 > 6 outside; (1.9,1.9) → 5.80 inside; (0.5,10) on the straight part
    let s = [CGPoint(x: 1.7, y: 1.7), CGPoint(x: 1.9, y: 1.9), CGPoint(x: 0.5, y: 10)]
        .map { "\(path.contains($0))" }.joined(separator: ",")
    return text("roundedRectContains", s, "false,true,true", "the corner is a circular arc of radius 6")
}

private func checkRoundedRectElliptical() -> Outcome {
    let path = CGMutablePath()
    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 8, cornerHeight: 4)
    // bottom-left corner: ellipse centred (8,4) with radii 8 (x) and 4 (y).
    // (2,1): (6/8)² + (3/4)² = 1.125 > 1 → outside. (3,2): (5/8)² + (2/4)² = 0.64 → inside.
    // (1,6): above the corner (y > 4), on the straight left edge → inside.
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addroundedrect(in:cornerwidth:cornerheight:transform:)
    let s = [CGPoint(x: 2, y: 1), CGPoint(x: 3, y: 2), CGPoint(x: 1, y: 6)]
        .map { "\(path.contains($0))" }.joined(separator: ",")
    return text("roundedRectElliptical", s, "false,true,true", "cornerWidth and cornerHeight are the corner ellipse's radii")
}

private func horizontalLine() -> CGMutablePath {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    return line
}

private func checkStrokeCopyRoundCapBounds() -> Outcome {
    let stroked = horizontalLine().copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    // round caps: half-discs of radius 2 round each end: x −2…12, y −2…2
    // https://developer.apple.com/documentation/coregraphics/cgpath/copy(strokingwithwidth:linecap:linejoin:miterlimit:transform:)
    return rect("strokeCopyRoundCapBounds", stroked.boundingBoxOfPath, CGRect(x: -2, y: -2, width: 14, height: 4),
                tol: 0.02, "round caps extend half the width past each end as semicircles")
}

private func checkStrokeCopyMiterCornerBounds() -> Outcome {
    let path = CGMutablePath()
    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    let stroked = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    // butt ends at x = 0 and y = 10; the right-angle miter reaches the outer corner (11,−1):
    // x 0…11, y −1…10 → (0,−1,11,11)
    return rect("strokeCopyMiterCornerBounds", stroked.boundingBoxOfPath, CGRect(x: 0, y: -1, width: 11, height: 11),
                tol: 0.01, "a miter join fills the outer corner up to (11,−1); butt ends stop at the end points")
}

private func checkStrokeCopyContains() -> Outcome {
    let stroked = horizontalLine().copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    // (5,1.9): 1.9 from the line, inside the width-4 band. (11.5,0): 1.5 from the end (10,0), inside the cap.
    // (11.5,1.9): √(1.5² + 1.9²) = 2.42 from the end, outside the cap. (5,2.1): outside the band.
    let s = [CGPoint(x: 5, y: 1.9), CGPoint(x: 11.5, y: 0), CGPoint(x: 11.5, y: 1.9), CGPoint(x: 5, y: 2.1)]
        .map { "\(stroked.contains($0))" }.joined(separator: ",")
    return text("strokeCopyContains", s, "true,true,false,false",
                "the stroked copy, filled non-zero, is the area the stroke paints")
}

private func checkDashCopySubpaths() -> Outcome {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 20, y: 0))
    let phase0 = line.copy(dashingWithPhase: 0, lengths: [4, 4])
    let phase4 = line.copy(dashingWithPhase: 4, lengths: [4, 4])
    // phase 0: on 0…4, 8…12, 16…20 → 3 subpaths. phase 4 starts in the gap: on 4…8, 12…16 → 2,
    // spanning x 4…16 on y = 0
    // https://developer.apple.com/documentation/coregraphics/cgpath/copy(dashingwithphase:lengths:transform:)
    let s = "\(subpathCount(phase0)) \(subpathCount(phase4)) \(r(phase4.boundingBoxOfPath))"
    return text("dashCopySubpaths", s, "3 2 (4.000,0.000,12.000,0.000)",
                "each dash is a subpath of its own; the phase shifts the pattern's start")
}

private func checkAddLinesStartsSubpath() -> Outcome {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 1, y: 1))
    path.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 6)])
    // addLines(between:) is move(to: points[0]) then addLine(to:) each other point: a new subpath
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addlines(between:transform:)
    return text("addLinesStartsSubpath", elementTypes(path), "0 1 0 1",
                "addLines(between:) begins with a move to the first point, even after other elements")
}

private func checkAddRectsSubpaths() -> Outcome {
    let path = CGMutablePath()
    path.addRects([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 5, y: 5, width: 2, height: 2)])
    // each rectangle: move, three lines, close
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrects(_:transform:)
    return text("addRectsSubpaths", elementTypes(path), "0 1 1 1 4 0 1 1 1 4",
                "addRects adds each rect as a closed subpath of its own")
}

private func checkQuadBoundingBoxes() -> Outcome {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
    // boundingBox includes the control point (10,20); boundingBoxOfPath the curve only, top y = 10
    // https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox
    // https://developer.apple.com/documentation/coregraphics/cgpath/boundingboxofpath
    return text("quadBoundingBoxes", "\(r(path.boundingBox)) \(r(path.boundingBoxOfPath))",
                "(0.000,0.000,20.000,20.000) (0.000,0.000,20.000,10.000)",
                "boundingBox has the quadratic's control point; boundingBoxOfPath the curve's extent")
}

private func checkContextBoundingBoxIncludesControlPoints() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.move(to: CGPoint(x: 0, y: 0))
    ctx.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 5, y: 20), control2: CGPoint(x: 15, y: 20))
    // CGContext.boundingBoxOfPath: "the smallest rectangle completely enclosing all points in a path,
    // including control points for Bézier cubic and quadratic curves": (0,0,20,20), not the curve's
    // own extent (0,0,20,15) (its peak is 0.75 × 20)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/boundingboxofpath
    return rect("contextBoundingBoxIncludesControlPoints", ctx.boundingBoxOfPath,
                CGRect(x: 0, y: 0, width: 20, height: 20), tol: 0.01,
                "the context's path bounding box includes control points (unlike CGPath.boundingBoxOfPath)")
}

private func checkContextPathKeptInDeviceSpace() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.translateBy(x: 10, y: 0)
    ctx.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil))   // device x 10…15
    ctx.translateBy(x: -10, y: 0)                          // CTM back to identity before painting
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fillPath()
    // "The current transformation matrix (CTM) is applied to the points before adding them to the
    // path": changing the CTM afterwards does not move them: red at x 10…15, nothing at x 0…5
    // https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
    return pixels("contextPathKeptInDeviceSpace", [up(ctx, 12, 2), up(ctx, 2, 2)], [Px.red, Px.none],
                  "the current path keeps the CTM of the time each point was added")
}
