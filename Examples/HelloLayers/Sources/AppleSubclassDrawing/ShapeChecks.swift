// CAShapeLayer: fill rules on a self-intersecting star, dash patterns (Apple's own example, a
// phase past the pattern, one length, a dashed rectangle starting at its first corner),
// strokeStart/strokeEnd on a closed rectangle, caps at an open path's ends, miter / bevel /
// round joins and the miter limit, the stroke over the fill, a nil fill, the defaults, the path
// not clipped unless masksToBounds, the shape between contents and sublayers, an open subpath
// filled as closed. 26 checks.
//
// CGPath(rect:) (CGMutablePath.addRect: "starting by moving to the bottom-left corner and then
// adding lines counter-clockwise"): in a layer's own (y-down on iOS) coordinates the first point
// is (minX, minY), drawn at the top-left, then (maxX, minY), (maxX, maxY), (minX, maxY), closed.
// The rectangle (20,20)–(80,80) is 240 long: top edge 0…60, right 60…120, bottom 120…180, left
// (the closing segment) 180…240. Sampled pixels lie at least 1 px inside or outside any edge.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The CAShapeLayer checks.
func shapeChecks(_ report: Report) {
    starNonZero(report)
    starEvenOdd(report)
    dashAppleExample(report)
    dashPhasePastPattern(report)
    dashSingleLength(report)
    dashedRectStartsAtFirstCorner(report)
    strokeEndFirstEdge(report)
    strokeRangeThirdEdge(report)
    strokeStartClosingEdge(report)
    strokeStartAfterEnd(report)
    capButt(report)
    capSquare(report)
    capRound(report)
    miterDefault(report)
    miterLimitBevels(report)
    miterLimitAboveRatio(report)
    joinBevel(report)
    joinRound(report)
    strokeOverFill(report)
    nilFill(report)
    defaultsFillBlackNoStroke(report)
    pathNotClipped(report)
    masksToBoundsClips(report)
    aboveContents(report)
    belowSublayers(report)
    openSubpathFilledClosed(report)
}

/// A five-pointed star of radius 40 about (50,50), drawn point to every other point (a pentagram):
/// (50,10), (73.5,82.4), (12.0,37.6), (88.0,37.6), (26.5,82.4), closed. Its inner pentagon
/// (radius 40·cos72°/cos36° = 15.3) is wound twice; the points once.
private var star: CGPath {
    let points = (0..<5).map { k -> CGPoint in
        let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * CGFloat.pi / 5
        return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
    }
    let path = CGMutablePath()
    path.addLines(between: points)
    path.closeSubpath()
    return path
}

/// The star filled red by `rule`, no stroke: (50,50) in the pentagon, (50,22) in the top point
/// (at y 22.5 the point spans x 45.9…54.1), (20,20) outside.
private func filledStar(_ name: String, _ rule: CAShapeLayerFillRule) -> [[Int]] {
    shape(name, star) {
        $0.fillColor = Palette.red
        $0.strokeColor = nil
        $0.fillRule = rule
    }.samples([(50, 50), (50, 22), (20, 20)])
}

private func starNonZero(_ report: Report) {
    let name = "shape.fillRule.nonZeroFillsPentagram"
    // nonZero (the default): the pentagon's winding number is 2 → filled; the point's 1 → filled.
    report.pixels(name, filledStar(name, .nonZero), [Px.red, Px.red, Px.none], tol: flat,
                  "nonZero: if the sum of crossings is nonzero, the point is inside (\(Doc.fillModes))")
}

private func starEvenOdd(_ report: Report) {
    let name = "shape.fillRule.evenOddEmptiesPentagon"
    // evenOdd: the pentagon is crossed twice → outside (empty); the point once → filled.
    report.pixels(name, filledStar(name, .evenOdd), [Px.none, Px.red, Px.none], tol: flat,
                  "evenOdd: an even number of crossings is outside the path (\(Doc.fillModes), \(Doc.fillRule))")
}

/// The line across y = 50, 6 wide, butt caps, dashed by `pattern` from `phase`.
private func dashedLine(_ name: String, _ pattern: [NSNumber], phase: CGFloat, at xs: [Int]) -> [[Int]] {
    shape(name, acrossLine) {
        $0.lineWidth = 6
        $0.lineDashPattern = pattern
        $0.lineDashPhase = phase
    }.samples(xs.map { ($0, 50) })
}

private func dashAppleExample(_ report: Report) {
    let name = "shape.dashPattern.tenFiveFiveFive"
    // Apple's example [10,5,5,5]: painted 0…10, gap 10…15, painted 15…20, gap 20…25, then again
    // from 25. x 5 red, 12 none, 17 red, 22 none, 30 red, 37 none.
    report.pixels(name, dashedLine(name, [10, 5, 5, 5], phase: 0, at: [5, 12, 17, 22, 30, 37]),
                  [Px.red, Px.none, Px.red, Px.none, Px.red, Px.none], tol: flat,
                  "[10,5,5,5]: a 10-unit painted segment, 5 unpainted, 5 painted, 5 unpainted (\(Doc.dashPattern))")
}

private func dashPhasePastPattern(_ report: Report) {
    let name = "shape.dashPhase.pastPatternLengthWraps"
    // [10,10] repeats every 20: phase 30 is phase 10, the start of the gap. x 0…10 gap, 10…20
    // painted, 20…30 gap: x 5 none, 15 red, 25 none.
    report.pixels(name, dashedLine(name, [10, 10], phase: 30, at: [5, 15, 25]), [Px.none, Px.red, Px.none], tol: flat,
                  "the phase is how far into the (repeating) dash pattern the line starts (\(Doc.dashPhase))")
}

private func dashSingleLength(_ report: Report) {
    let name = "shape.dashPattern.singleLengthOnAndOff"
    // [8]: painted and unpainted segments both 8 (the pattern's values alternate painted,
    // unpainted, so one value serves as both): x 4 red, 12 none, 20 red.
    report.pixels(name, dashedLine(name, [8], phase: 0, at: [4, 12, 20]), [Px.red, Px.none, Px.red], tol: flat,
                  "the values give the painted and unpainted lengths in turn (\(Doc.dashPattern))",
                  uncertain: "Apple's page shows only even-length patterns")
}

private func dashedRectStartsAtFirstCorner(_ report: Report) {
    let name = "shape.dashPattern.rectStartsAtFirstCorner"
    let frame = shape(name, squarePath) {
        $0.lineWidth = 4
        $0.lineDashPattern = [20, 100]
    }
    // Painted 0…20 (top edge x 20…40), gap 20…120 (rest of the top, the right edge), painted
    // 120…140 (bottom edge from x 80 back to 60), gap to 240. (30,20) red, (60,20) none, (80,50)
    // none, (70,80) red, (40,80) none, (20,50) none.
    report.pixels(name, frame.samples([(30, 20), (60, 20), (80, 50), (70, 80), (40, 80), (20, 50)]),
                  [Px.red, Px.none, Px.none, Px.red, Px.none, Px.none], tol: flat,
                  "the dash pattern runs from the path's start, (minX,minY) then (maxX,minY) for a rect "
                    + "(\(Doc.dashPattern), \(Doc.addRect))")
}

/// The square, stroked 4 wide from `start` to `end` of its length, sampled at the middle of
/// each edge: top (50,20), right (80,50), bottom (50,80), left (20,50).
private func trimmedSquare(_ name: String, _ start: CGFloat, _ end: CGFloat) -> [[Int]] {
    shape(name, squarePath) {
        $0.lineWidth = 4
        $0.strokeStart = start
        $0.strokeEnd = end
    }.samples([(50, 20), (80, 50), (50, 80), (20, 50)])
}

private func strokeEndFirstEdge(_ report: Report) {
    let name = "shape.strokeEnd.closedRectFirstQuarterIsTopEdge"
    // strokeEnd 0.25 = the first 60 of 240: the top edge (minX,minY) → (maxX,minY) only.
    report.pixels(name, trimmedSquare(name, 0, 0.25), [Px.red, Px.none, Px.none, Px.none], tol: flat,
                  "strokeEnd is a fraction of the path's length from its start (\(Doc.strokeEnd), \(Doc.addRect))")
}

private func strokeRangeThirdEdge(_ report: Report) {
    let name = "shape.strokeStartEnd.closedRectThirdQuarterIsBottomEdge"
    // 0.5…0.75 = 120…180: the bottom edge, (maxX,maxY) → (minX,maxY).
    report.pixels(name, trimmedSquare(name, 0.5, 0.75), [Px.none, Px.none, Px.red, Px.none], tol: flat,
                  "strokeStart/strokeEnd: values in between are interpolated along the path length (\(Doc.strokeStart))")
}

private func strokeStartClosingEdge(_ report: Report) {
    let name = "shape.strokeStart.closingSegmentIsLastQuarter"
    // 0.75…1 = 180…240: the segment closeSubpath adds, back up the left edge.
    report.pixels(name, trimmedSquare(name, 0.75, 1), [Px.none, Px.none, Px.none, Px.red], tol: flat,
                  "the closing segment is part of the path's length (\(Doc.strokeStart), \(Doc.addRect))")
}

private func strokeStartAfterEnd(_ report: Report) {
    let name = "shape.strokeStartAfterEndDrawsNothing"
    // strokeStart 0.8 > strokeEnd 0.2: no part of the path lies between → nothing stroked.
    report.pixels(name, trimmedSquare(name, 0.8, 0.2), [Px.none, Px.none, Px.none, Px.none], tol: flat,
                  "the stroked part runs from strokeStart to strokeEnd (\(Doc.strokeStart), \(Doc.strokeEnd))",
                  uncertain: "Apple does not say what strokeStart > strokeEnd draws")
}

/// The line (20,50) → (80,50), 20 wide, with `cap`.
private func capped(_ name: String, _ cap: CAShapeLayerLineCap, at points: [(Int, Int)]) -> [[Int]] {
    shape(name, polyline([CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)])) {
        $0.lineWidth = 20
        $0.lineCap = cap
    }.samples(points)
}

private func capButt(_ report: Report) {
    let name = "shape.lineCap.buttEndsAtEndpoints"
    // Butt: the stroke is x 20…80, y 40…60. (17,50) none, (22,50) red, (82,50) none.
    report.pixels(name, capped(name, .butt, at: [(17, 50), (22, 50), (82, 50)]), [Px.none, Px.red, Px.none], tol: flat,
                  "butt (the default) ends the stroke at the end points (\(Doc.lineCap))")
}

private func capSquare(_ report: Report) {
    let name = "shape.lineCap.squareExtendsHalfWidth"
    // Square: extended by 10 at each end, square corners: x 10…90. (12,50) red, the corner region
    // (11,41) red, (8,50) none, (87,58) red.
    report.pixels(name, capped(name, .square, at: [(12, 50), (11, 41), (8, 50), (87, 58)]),
                  [Px.red, Px.red, Px.none, Px.red], tol: flat,
                  "square caps extend the ends by half the line width (\(Doc.lineCap))")
}

private func capRound(_ report: Report) {
    let name = "shape.lineCap.roundLeavesCornersOut"
    // Round: a half disc of radius 10 about (20,50): (12,50) (7.5 away) red; (11,41): every point
    // of the pixel ≥ 11.3 from (20,50) → none, where a square cap would paint it.
    report.pixels(name, capped(name, .round, at: [(12, 50), (11, 41)]), [Px.red, Px.none], tol: flat,
                  "round caps end in a half circle (\(Doc.lineCap))")
}

/// The V (20,80) → (50,20) → (80,80), 10 wide, unfilled, with `join` and `limit`. The segments
/// meet at 53.13° (half-angle 26.57°): miter length / line width = 1/sin 26.57° = 2.236. The
/// miter's tip is at (50, 20 − 5·2.236) = (50, 8.82); a bevel cuts across the outer corners
/// (50 ± 4.47, 17.76); a round join is the disc of radius 5 about (50,20).
private func vee(_ name: String, join: CAShapeLayerLineJoin, limit: CGFloat, at points: [(Int, Int)]) -> [[Int]] {
    shape(name, polyline([CGPoint(x: 20, y: 80), CGPoint(x: 50, y: 20), CGPoint(x: 80, y: 80)])) {
        $0.lineWidth = 10
        $0.lineJoin = join
        $0.miterLimit = limit
    }.samples(points)
}

private func miterDefault(_ report: Report) {
    let name = "shape.lineJoin.miterReachesTip"
    // Miter (the default), limit 10 ≥ 2.236: the tip reaches y 8.82; in row 13 the miter is
    // 4.2 wide about x 50 → (50,13) red; (50,6) above the tip: none.
    report.pixels(name, vee(name, join: .miter, limit: 10, at: [(50, 13), (50, 6)]), [Px.red, Px.none], tol: flat,
                  "a miter join extends the outer edges to their meeting point (\(Doc.lineJoin), \(Doc.miterLimit))")
}

private func miterLimitBevels(_ report: Report) {
    let name = "shape.miterLimit.belowRatioBevels"
    // Limit 2 < 2.236: "the path is drawn with a bevel": nothing above y 17.76 → (50,13) and
    // (50,15) none; (50,20) still inside the stroke → red.
    report.pixels(name, vee(name, join: .miter, limit: 2, at: [(50, 13), (50, 15), (50, 20)]),
                  [Px.none, Px.none, Px.red], tol: flat,
                  "miter length / line width greater than the miter limit → bevel (\(Doc.miterLimit))")
}

private func miterLimitAboveRatio(_ report: Report) {
    let name = "shape.miterLimit.aboveRatioKeepsMiter"
    // Limit 2.5 > 2.236: still a miter → (50,13) red.
    report.pixels(name, vee(name, join: .miter, limit: 2.5, at: [(50, 13)]), [Px.red], tol: flat,
                  "only a ratio greater than the limit bevels (\(Doc.miterLimit))")
}

private func joinBevel(_ report: Report) {
    let name = "shape.lineJoin.bevelCutsOuterCorners"
    // Bevel: cut at y 17.76 → (50,16) none; (50,20) red.
    report.pixels(name, vee(name, join: .bevel, limit: 10, at: [(50, 16), (50, 20)]), [Px.none, Px.red], tol: flat,
                  "a bevel join cuts across the outer corners (\(Doc.lineJoin))")
}

private func joinRound(_ report: Report) {
    let name = "shape.lineJoin.roundIsDiscAtVertex"
    // Round: the disc of radius 5 about (50,20) covers row 16 (every point ≤ 4.1 away) → red,
    // where the bevel leaves it empty; (50,13) (≥ 6 away) none.
    report.pixels(name, vee(name, join: .round, limit: 10, at: [(50, 16), (50, 13)]), [Px.red, Px.none], tol: flat,
                  "a round join is a circular arc about the vertex (\(Doc.lineJoin))")
}

private func strokeOverFill(_ report: Report) {
    let name = "shape.strokeDrawnOverFill"
    let frame = shape(name, squarePath) {
        $0.fillColor = Palette.blue
        $0.strokeColor = rgb(1, 0, 0, 0.5)
        $0.lineWidth = 10
    }
    // The stroke (y 15…25 along the top) is composited over the fill: (50,22), inside both: red
    // 0.5 over blue → (127.5,0,127.5,255); (50,17), stroke only: (127.5,0,0,127.5); (50,50) blue.
    report.pixels(name, frame.samples([(50, 22), (50, 17), (50, 50)]),
                  [[128, 0, 127, 255], [128, 0, 0, 128], Px.blue], tol: flat,
                  "the path is filled, then stroked over the fill (\(Doc.shape), \(Doc.strokeColor))",
                  uncertain: "Apple's pages do not state the fill-then-stroke order in words")
}

private func nilFill(_ report: Report) {
    let name = "shape.nilFillColorFillsNothing"
    let frame = shape(name, squarePath) { $0.lineWidth = 4 }
    // fillColor nil: the inside (50,50) is empty; the stroke (50,20) red.
    report.pixels(name, frame.samples([(50, 50), (50, 20)]), [Px.none, Px.red], tol: flat,
                  "setting fillColor to nil results in no fill being rendered (\(Doc.fillColor))")
}

private func defaultsFillBlackNoStroke(_ report: Report) {
    let stage = Stage("shape.defaultsFillOpaqueBlackNoStroke")
    let layer = CAShapeLayer()
    layer.frame = stage.root.bounds
    layer.path = squarePath                      // nothing else set
    stage.root.addSublayer(layer)
    // fillColor defaults to opaque black, strokeColor to nil: (50,50) black, (50,18) (just outside
    // the top edge, where a default-width stroke would reach at most 19.5…20.5) none.
    report.pixels(stage.name, stage.still().samples([(50, 50), (50, 18)]), [Px.black, Px.none], tol: flat,
                  "fillColor defaults to opaque black, strokeColor to nil (\(Doc.fillColor), \(Doc.strokeColor))")
}

/// A shape layer at (30,30), 40 × 40, filling the rectangle (−20,−20)–(60,60) of its own
/// coordinates (the stage's 10…90) red; `masks` its masksToBounds.
private func overflowing(_ name: String, masks: Bool) -> [[Int]] {
    let stage = Stage(name)
    let layer = CAShapeLayer()
    layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    layer.path = CGPath(rect: CGRect(x: -20, y: -20, width: 80, height: 80), transform: nil)
    layer.fillColor = Palette.red
    layer.masksToBounds = masks
    stage.root.addSublayer(layer)
    return stage.still().samples([(15, 15), (50, 50), (31, 31)])
}

private func pathNotClipped(_ report: Report) {
    let name = "shape.pathNotClippedToBounds"
    // The path reaches past the bounds and is drawn there: (15,15) red, (50,50) red, (31,31) red.
    report.pixels(name, overflowing(name, masks: false), [Px.red, Px.red, Px.red], tol: flat,
                  "if the path extends outside the layer bounds it will not automatically be clipped (\(Doc.path))")
}

private func masksToBoundsClips(_ report: Report) {
    let name = "shape.masksToBoundsClipsPath"
    // "only if the normal layer masking rules cause that": masksToBounds → (15,15) none; inside
    // the bounds (50,50) and (31,31) red.
    report.pixels(name, overflowing(name, masks: true), [Px.none, Px.red, Px.red], tol: flat,
                  "the path is clipped only by the normal masking rules (\(Doc.path), \(Doc.masksToBounds))")
}

private func aboveContents(_ report: Report) {
    let stage = Stage("shape.drawnAboveBackgroundAndContents")
    let layer = CAShapeLayer()
    layer.frame = stage.root.bounds
    layer.backgroundColor = Palette.green
    layer.contents = solidImage(4, 4, Palette.blue)
    layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
    layer.fillColor = Palette.red
    stage.root.addSublayer(layer)
    // "The shape is composited between the layer's contents and its first sublayer": the left
    // half (25,50) shows the red shape over the blue contents; the right half (75,50) the contents.
    report.pixels(stage.name, stage.still().samples([(25, 50), (75, 50)]), [Px.red, Px.blue], tol: flat,
                  "the shape is composited above the layer's contents (\(Doc.shape))")
}

private func belowSublayers(_ report: Report) {
    let stage = Stage("shape.drawnBelowSublayers")
    let layer = CAShapeLayer()
    layer.frame = stage.root.bounds
    layer.path = CGPath(rect: stage.root.bounds, transform: nil)
    layer.fillColor = Palette.red
    stage.root.addSublayer(layer)
    stage.add(CGRect(x: 40, y: 40, width: 20, height: 20), Palette.yellow, to: layer)
    // The sublayer is above the shape: (50,50) yellow; (20,20) red.
    report.pixels(stage.name, stage.still().samples([(50, 50), (20, 20)]), [Px.yellow, Px.red], tol: flat,
                  "the shape is composited below the layer's first sublayer (\(Doc.shape))")
}

private func openSubpathFilledClosed(_ report: Report) {
    let name = "shape.openSubpathFilledAsClosed"
    let frame = shape(name, polyline([CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20), CGPoint(x: 80, y: 80)])) {
        $0.fillColor = Palette.red
        $0.strokeColor = nil
    }
    // The open path is filled as if closed back to (20,20): the triangle where x > y. (70,30) red,
    // (30,70) none.
    report.pixels(name, frame.samples([(70, 30), (30, 70)]), [Px.red, Px.none], tol: flat,
                  "filling closes each open subpath with an implicit line (\(Doc.fillPath))")
}
