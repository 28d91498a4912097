// CAShapeLayer behaviours not covered by AppleSubclassDrawing / AppleAnimatedDrawing.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

let dashDoc = "cashapelayer/linedashpattern: \"lengths of the painted segments and unpainted segments, respectively\""
let strokeEndDoc = "cashapelayer/strokeend: \"Values in between are interpreted linearly along the path length\""

func shapeChecks(_ report: Report) {
    // MARK: dash patterns
    do {
        // [10,5,5] (odd count): values alternate painted/unpainted, so the second repetition swaps:
        // on 0–10, off 10–15, on 15–20, off 20–30, on 30–35, off 35–40, on 40–50.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [10, 5, 5] }
        report.pixelsNear("dash.oddCountAlternatesAcrossRepeats", f.s([(5, 50), (12, 50), (17, 50), (25, 50), (32, 50), (37, 50), (45, 50)]),
               [Px.red, Px.none, Px.red, Px.none, Px.red, Px.none, Px.red], dashDoc,
               uncertain: "Apple shows only even-length patterns; CG/PostScript alternate through repeats")
    }
    do {
        // [2.5, 2.5] as Double NSNumbers: period 5. Pixel 1 (1…2) on, 3 (3…4) off, 5 (5…6) on, 8 (8…9) off.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [NSNumber(value: 2.5), NSNumber(value: 2.5)] }
        report.pixelsNear("dash.fractionalNSNumberLengths", f.s([(1, 50), (3, 50), (5, 50), (8, 50)]),
               [Px.red, Px.none, Px.red, Px.none], dashDoc)
    }
    do {
        // Mixed NSNumber kinds (Int 10, Float 5) as [10,5]: on 0–10, off 10–15, on 15–25.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [NSNumber(value: 10 as Int), NSNumber(value: Float(5))] }
        report.pixelsNear("dash.mixedNSNumberTypes", f.s([(5, 50), (12, 50), (17, 50)]), [Px.red, Px.none, Px.red], dashDoc)
    }
    do {
        // Phase 25 in [10,5,5,5] (period 25) = phase 0.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [10, 5, 5, 5]; $0.lineDashPhase = 25 }
        report.pixelsNear("dash.phaseEqualToPeriod", f.s([(5, 50), (12, 50), (17, 50), (22, 50)]), [Px.red, Px.none, Px.red, Px.none],
               "cashapelayer/linedashphase: \"how far into the dash pattern the line starts\"")
    }
    do {
        // Phase 12 into [10,5,5,5]: the line starts 2 into the first gap: s 0–3 off, 3–8 on, 8–13 off, 13–23 on.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [10, 5, 5, 5]; $0.lineDashPhase = 12 }
        report.pixelsNear("dash.phaseIntoFirstGap", f.s([(1, 50), (5, 50), (10, 50), (18, 50), (24, 50)]),
               [Px.none, Px.red, Px.none, Px.red, Px.none],
               "linedashphase: how far into the pattern (UIBezierPath setLineDash: \"phase 6 for 5-2-3-2 … middle of the first gap\")")
    }
    do {
        // Phase −5 in [10,10]: the pattern starts 5 before the path: ink where (s − 5) mod 20 < 10, i.e. s 5–15.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [10, 10]; $0.lineDashPhase = -5 }
        report.pixelsNear("dash.negativePhaseShiftsForward", f.s([(2, 50), (8, 50), (17, 50), (27, 50)]), [Px.none, Px.red, Px.none, Px.red],
               "linedashphase", uncertain: "Apple does not document negative phases")
    }
    do {
        // Round caps apply to every dash: [10,10] width 6 → dash 0–10 plus cap to 13: pixel 11 (11.5,50.5) red;
        // pixel 15 (≥ 5 from (10,50)) none. Butt would leave pixel 11 empty.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [10, 10]; $0.lineCap = .round }
        report.pixelsNear("dash.roundCapOnEachDash", f.s([(11, 50), (15, 50), (31, 50)]), [Px.red, Px.none, Px.red],
               "cashapelayer/linecap applies to each dash end (CGContext stroking: dashes are separate subpaths with caps)")
    }
    do {
        // Square caps on each dash: [10,10] width 6 → 0–13 painted, 17–33: pixel 12 red, 14 none, 18 red.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [10, 10]; $0.lineCap = .square }
        report.pixelsNear("dash.squareCapOnEachDash", f.s([(12, 50), (14, 50), (18, 50)]), [Px.red, Px.none, Px.red],
               "square caps extend each dash by half the line width")
    }
    do {
        // [0, 20] with round caps, width 10: dots of radius 5 at s = 0, 20, 40…: (20,50) red, (30,50) none.
        let f = shape(across) { $0.lineWidth = 10; $0.lineDashPattern = [0, 20]; $0.lineCap = .round }
        report.pixelsNear("dash.zeroLengthDashRoundCapDots", f.s([(20, 50), (40, 50), (30, 50)]), [Px.red, Px.red, Px.none],
               "zero-length dashes with round caps draw dots (PostScript/Quartz)",
               uncertain: "Apple's CAShapeLayer page does not mention zero-length dashes")
    }
    do {
        // Two subpaths, [30,30]: each subpath restarts the pattern, so the second line is painted at s 0–30:
        // (10,70) red. Continuing across subpaths would start the second at 100 mod 60 = 40 (gap) → none.
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 30)); p.addLine(to: CGPoint(x: 100, y: 30))
        p.move(to: CGPoint(x: 0, y: 70)); p.addLine(to: CGPoint(x: 100, y: 70))
        let f = shape(p) { $0.lineWidth = 6; $0.lineDashPattern = [30, 30] }
        report.pixelsNear("dash.restartsAtEachSubpath", f.s([(10, 30), (40, 30), (10, 70), (40, 70)]), [Px.red, Px.none, Px.red, Px.none],
               "the dash pattern restarts at each subpath (PostScript/Quartz dash semantics)",
               uncertain: "Apple's CAShapeLayer page does not say")
    }
    do {
        // An empty pattern: no dashes, a solid line (as CGContext.setLineDash with count 0).
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [] }
        report.pixelsNear("dash.emptyArrayIsSolid", f.s([(5, 50), (15, 50), (50, 50), (95, 50)]), [Px.red, Px.red, Px.red, Px.red],
               "Default nil is a solid line", uncertain: "Apple does not document []")
    }
    do {
        // A pattern longer than the path: [200, 10] → solid for the whole 100.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [200, 10] }
        report.pixelsNear("dash.firstDashLongerThanPath", f.s([(5, 50), (95, 50)]), [Px.red, Px.red], dashDoc)
    }
    do {
        // Dashes follow a closed path through its closing segment: [50,10] on the square (240 long):
        // on 0–50, off 50–60 (top edge x 70–80), on 60–110 (right edge y 20–70), off 110–120 (right edge y 70–80),
        // on 120–170 (bottom, x 80→30), off 170–180 (bottom x 30→20), on 180–230 (left, y 80→30), off 230–240.
        let f = shape(square) { $0.lineWidth = 4; $0.lineDashPattern = [50, 10] }
        report.pixelsNear("dash.closedPathThroughClosingSegment",
               f.s([(40, 20), (75, 20), (80, 45), (80, 75), (50, 80), (25, 80), (20, 50), (20, 25)]),
               [Px.red, Px.none, Px.red, Px.none, Px.red, Px.none, Px.red, Px.none], dashDoc)
    }

    // MARK: joins and caps on closed vs open paths
    do {
        // Closed square, width 10, miter: the corner (20,20) where the path starts and closes is joined:
        // the miter square 15…25 covers pixel (15,15); another corner (84,15) too.
        let f = shape(square) { $0.lineWidth = 10; $0.lineJoin = .miter }
        report.pixelsNear("join.closedPathStartCornerMitered", f.s([(15, 15), (84, 15), (84, 84)]), [Px.red, Px.red, Px.red],
               "closeSubpath joins the last segment to the first (cashapelayer/linejoin)")
    }
    do {
        // Round join on the closed square: (15,15) is ≥ 5.66 from (20,20) → none; pixel (17,17) (centre 4.2 away)
        // mostly inside.
        let f = shape(square) { $0.lineWidth = 10; $0.lineJoin = .round }
        let s = f.s([(15, 15), (84, 84)])
        report.pixelsNear("join.closedPathStartCornerRound", s, [Px.none, Px.none], "round join at the closing corner too")
    }
    do {
        // Bevel on the closed square: the outer corner is cut along x + y = 35 (for (20,20)): (15,15) none,
        // (17,22) (inside both edges' strokes? x 17 in 15–25 vertical stroke) red.
        let f = shape(square) { $0.lineWidth = 10; $0.lineJoin = .bevel }
        report.pixelsNear("join.closedPathStartCornerBevel", f.s([(15, 15), (17, 22), (84, 15)]), [Px.none, Px.red, Px.none],
               "bevel join at the closing corner")
    }
    do {
        // Open path retracing the square back to (20,20) without closeSubpath: butt caps at (20,20), no join:
        // top stroke x ≥ 20, left stroke y ≥ 20 → the corner pixel (16,16) empty; other corners mitered.
        let f = shape(polyline([(20, 20), (80, 20), (80, 80), (20, 80), (20, 20)])) { $0.lineWidth = 10 }
        report.pixelsNear("join.openPathEndingAtStartHasCapsNotJoin", f.s([(16, 16), (84, 15), (22, 17)]), [Px.none, Px.red, Px.red],
               "an open subpath gets caps at its ends (linecap), even when its ends coincide")
    }
    do {
        // Square caps on a closed path are not drawn (no ends): bevel join, square cap → (15,15) still none.
        let f = shape(square) { $0.lineWidth = 10; $0.lineJoin = .bevel; $0.lineCap = .square }
        report.pixelsNear("cap.closedPathHasNoCaps", f.s([(15, 15)]), [Px.none], "a closed subpath has no ends to cap")
    }
    do {
        // Miter limit 1 forces bevels at right angles too (ratio √2 > 1): (15,15) none on the closed square.
        let f = shape(square) { $0.lineWidth = 10; $0.lineJoin = .miter; $0.miterLimit = 1 }
        report.pixelsNear("miterLimit.oneBevelsRightAngles", f.s([(15, 15)]), [Px.none],
               "cashapelayer/miterlimit: miter length / line width above the limit → bevel (√2 > 1)")
    }
    do {
        // Miter limit 1.5 keeps right-angle miters (√2 = 1.414 < 1.5): (15,15) red.
        let f = shape(square) { $0.lineWidth = 10; $0.lineJoin = .miter; $0.miterLimit = 1.5 }
        report.pixelsNear("miterLimit.aboveSqrt2KeepsRightAngleMiters", f.s([(15, 15)]), [Px.red], "miterlimit")
    }

    // Very large miter limits never bevel: the V (ratio 2.236), width 10 — the miter tip reaches y 8.82,
    // so (50,13) is red for any limit ≥ 2.236.
    for (label, limit) in [("1e3", CGFloat(1e3)), ("1e6", CGFloat(1e6)), ("greatestFinite", CGFloat.greatestFiniteMagnitude),
                           ("infinity", CGFloat.infinity)] {
        let f = shape(polyline([(20, 80), (50, 20), (80, 80)])) { $0.lineWidth = 10; $0.miterLimit = limit }
        report.pixelsNear("miterLimit.huge.\(label)KeepsMiter", f.s([(50, 13), (50, 20), (35, 50)]), [Px.red, Px.red, Px.red],
               "cashapelayer/miterlimit: \"If the result is greater than the miter limit, the path is drawn with a bevel\" (never, here)")
    }

    do {
        // A realistic "never bevel" limit with a wide line: width 40, limit 2e5 on the V — the body of the
        // stroke ((50,40), (35,50) on the left leg) must be drawn whatever the join.
        let f = shape(polyline([(20, 80), (50, 20), (80, 80)])) { $0.lineWidth = 40; $0.miterLimit = 2e5 }
        report.pixelsNear("miterLimit.largeWithWideLineStillStrokes", f.s([(50, 40), (35, 50)]), [Px.red, Px.red],
               "cashapelayer/miterlimit only chooses between miter and bevel joins")
    }

    // MARK: fill rules
    do {
        // Outer rect and an inner rect wound the opposite way: nonZero winding 0 inside the inner → hole.
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 90), CGPoint(x: 10, y: 90)])
        p.closeSubpath()
        p.addLines(between: [CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 70), CGPoint(x: 70, y: 70), CGPoint(x: 70, y: 30)])
        p.closeSubpath()
        let f = shape(p) { $0.fillColor = red; $0.strokeColor = nil }
        report.pixelsNear("fillRule.nonZeroOppositeWindingHole", f.s([(50, 50), (20, 50), (5, 5)]), [Px.none, Px.red, Px.none],
               "shape-fill-mode-values nonZero: sum of crossings zero → outside")
        let g = shape(p) { $0.fillColor = red; $0.strokeColor = nil; $0.fillRule = .evenOdd }
        report.pixelsNear("fillRule.evenOddOppositeWindingHole", g.s([(50, 50), (20, 50)]), [Px.none, Px.red], "evenOdd: even crossings → outside")
    }
    do {
        // Two rects wound the same way: nonZero fills the inner (winding 2); evenOdd leaves it empty.
        let p = CGMutablePath()
        p.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        p.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let f = shape(p) { $0.fillColor = red; $0.strokeColor = nil }
        let g = shape(p) { $0.fillColor = red; $0.strokeColor = nil; $0.fillRule = .evenOdd }
        report.pixelsNear("fillRule.nonZeroSameWindingFilled", f.s([(50, 50), (20, 50)]), [Px.red, Px.red], "nonZero")
        report.pixelsNear("fillRule.evenOddSameWindingHole", g.s([(50, 50), (20, 50)]), [Px.none, Px.red], "evenOdd")
    }
    do {
        // One path covering a region twice (nonZero) with a translucent fill: coverage, not double painting:
        // (127.5,0,0,127.5), not α 0.75.
        let p = CGMutablePath()
        p.addRect(CGRect(x: 10, y: 10, width: 60, height: 60))
        p.addRect(CGRect(x: 30, y: 30, width: 60, height: 60))
        let f = shape(p) { $0.fillColor = rgb(1, 0, 0, 0.5); $0.strokeColor = nil }
        report.pixelsNear("fill.translucentOverlapPaintedOnce", f.s([(50, 50), (20, 20)]), [[128, 0, 0, 128], [128, 0, 0, 128]],
               "the path is filled as one area (CGContext.fillPath)")
    }
    do {
        // A translucent stroke of a self-crossing path (an X) is one area: the crossing is α 0.5, not 0.75.
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 90, y: 90))
        p.move(to: CGPoint(x: 90, y: 10)); p.addLine(to: CGPoint(x: 10, y: 90))
        let f = shape(p) { $0.lineWidth = 10; $0.strokeColor = rgb(1, 0, 0, 0.5) }
        report.pixelsNear("stroke.translucentCrossingPaintedOnce", f.s([(50, 50), (30, 30)]), [[128, 0, 0, 128], [128, 0, 0, 128]],
               "the stroke is one area (CGContext.strokePath)")
    }

    // MARK: nil colours, line width
    do {
        let l = CAShapeLayer()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.path = square
        l.fillColor = nil
        l.strokeColor = nil
        l.lineWidth = 10
        let f = rendered(l)
        report.truth("shape.nilFillNilStrokeDrawsNothing", f.inkCount() == 0, expected: "0 inked pixels", got: "\(f.inkCount())",
               "fillColor nil: no fill; strokeColor defaults to nil (cashapelayer/fillcolor, strokecolor)")
    }
    do {
        // strokeColor nil with lineWidth 20: nothing outside the fill ((50,15) would be in a stroke).
        let f = shape(square) { $0.fillColor = red; $0.strokeColor = nil; $0.lineWidth = 20 }
        report.pixelsNear("shape.nilStrokeIgnoresLineWidth", f.s([(50, 15), (50, 50)]), [Px.none, Px.red], "strokeColor nil → no stroke")
    }
    do {
        // Wide stroke straddles the path: width 20 on the square's top (y 20) covers 10…30; fill blue inside.
        let f = shape(square) { $0.fillColor = blue; $0.lineWidth = 20 }
        report.pixelsNear("stroke.straddlesPathOverFill", f.s([(50, 11), (50, 28), (50, 32)]), [Px.red, Px.red, Px.blue],
               "setLineWidth: \"the line straddles the path, with half of the total width on either side\"")
    }
    do {
        // Resolution independence: a 2× CTM renders a width-4 line at y 50 as device rows 96…104 exactly.
        let l = CAShapeLayer()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.path = across
        l.fillColor = nil
        l.strokeColor = red
        l.lineWidth = 4
        let ctx = makeCanvas(200, 200)
        ctx.scaleBy(x: 2, y: 2)
        l.render(in: ctx)
        let f = Frame(ctx)
        report.pixelsNear("shape.renderedAtDeviceResolution", f.s([(100, 96), (100, 103), (100, 95), (100, 104)]),
               [Px.red, Px.red, Px.none, Px.none],
               "cashapelayer: \"mapped into screen space before being rasterized to preserve resolution independence\"")
    }

    // MARK: strokeStart / strokeEnd
    do {
        // strokeEnd 1.5 (outside 0…1): treated as 1 — the line (20…80) is drawn to its end, not beyond.
        let f = shape(short) { $0.lineWidth = 6; $0.strokeEnd = 1.5 }
        report.pixelsNear("strokeEnd.aboveOneClampsToEnd", f.s([(22, 50), (78, 50), (85, 50)]), [Px.red, Px.red, Px.none],
               "strokeend: \"must be in the range 0.0 to 1.0\"", uncertain: "out-of-range values are not documented")
    }
    do {
        // strokeStart −0.5, strokeEnd 0.5 → 0…0.5: x 20…50.
        let f = shape(short) { $0.lineWidth = 6; $0.strokeStart = -0.5; $0.strokeEnd = 0.5 }
        report.pixelsNear("strokeStart.belowZeroClampsToStart", f.s([(15, 50), (22, 50), (48, 50), (55, 50)]),
               [Px.none, Px.red, Px.red, Px.none], "strokestart range 0…1", uncertain: "out-of-range values are not documented")
    }
    do {
        // strokeStart == strokeEnd → nothing (butt caps).
        let f = shape(short) { $0.lineWidth = 6; $0.strokeStart = 0.5; $0.strokeEnd = 0.5 }
        report.truth("strokeStartEqualsEndDrawsNothing", f.inkCount() == 0, expected: "0 inked", got: "\(f.inkCount())",
               "the subregion from strokeStart to strokeEnd is empty")
    }
    do {
        // strokeStart 0.8 > strokeEnd 0.2 on an open line → nothing.
        let f = shape(short) { $0.lineWidth = 6; $0.strokeStart = 0.8; $0.strokeEnd = 0.2 }
        report.truth("strokeStartAfterEndOpenLineDrawsNothing", f.inkCount() == 0, expected: "0 inked", got: "\(f.inkCount())",
               "strokestart/strokeend subregion", uncertain: "Apple does not say what start > end draws")
    }
    do {
        // A cubic (20,50)→(80,50) with both controls at the start: x(t) = 20 + 60t³. By length, 0.5 is x 50;
        // by curve parameter it would be x 27.5.
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 20, y: 50))
        p.addCurve(to: CGPoint(x: 80, y: 50), control1: CGPoint(x: 20, y: 50), control2: CGPoint(x: 20, y: 50))
        let f = shape(p) { $0.lineWidth = 6; $0.strokeEnd = 0.5 }
        report.pixelsNear("strokeEnd.byArcLengthOnUnevenCubic", f.s([(35, 50), (47, 50), (53, 50)]), [Px.red, Px.red, Px.none], strokeEndDoc)
    }
    do {
        // Half circle r 30 about (50,50) from angle 0 to π (increasing, +x towards +y: down on a y-down layer).
        // strokeEnd 0.5 → angles 0…π/2: (71,71) (angle π/4) red; (28,71) (3π/4) none.
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: false)
        let f = shape(p) { $0.lineWidth = 6; $0.strokeEnd = 0.5 }
        report.pixelsNear("strokeEnd.halfOfArc", f.s([(71, 71), (28, 71), (79, 51)]), [Px.red, Px.none, Px.red], strokeEndDoc)
    }
    do {
        // Two 60-long subpaths at y 30 and 70: the move between them has no length. strokeEnd 0.5 = the whole
        // first line; 0.75 = first + half the second (x 20…50 at y 70).
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 20, y: 30)); p.addLine(to: CGPoint(x: 80, y: 30))
        p.move(to: CGPoint(x: 20, y: 70)); p.addLine(to: CGPoint(x: 80, y: 70))
        let f = shape(p) { $0.lineWidth = 6; $0.strokeEnd = 0.5 }
        report.pixelsNear("strokeEnd.halfOfTwoSubpaths", f.s([(77, 30), (25, 70)]), [Px.red, Px.none], strokeEndDoc)
        let g = shape(p) { $0.lineWidth = 6; $0.strokeEnd = 0.75 }
        report.pixelsNear("strokeEnd.threeQuartersOfTwoSubpaths", g.s([(77, 30), (45, 70), (55, 70)]), [Px.red, Px.red, Px.none],
               "moves add no length: \(strokeEndDoc)")
    }
    do {
        // Trimmed ends get the line cap: square path, strokeEnd 0.125 (30 of 240: top edge x 20…50), round cap
        // width 10: (53,20) red (3.5 from (50,20)), (57,20) none.
        let f = shape(square) { $0.lineWidth = 10; $0.lineCap = .round; $0.strokeEnd = 0.125 }
        report.pixelsNear("strokeEnd.trimmedEndGetsCap", f.s([(53, 20), (57, 20)]), [Px.red, Px.none],
               "the stroked subregion is an open path ending at strokeEnd (linecap)")
    }
    do {
        // Trimmed closed path loses the closing join: strokeStart 0.01 on the square, width 10, miter: the corner
        // pixel (15,15) at the start/end corner is empty (butt cap at (22.4,20) and at the closing end).
        let f = shape(square) { $0.lineWidth = 10; $0.strokeStart = 0.01 }
        report.pixelsNear("strokeStart.trimmedClosedPathHasNoClosingJoin", f.s([(15, 15), (84, 15)]), [Px.none, Px.red],
               "a trimmed subpath is open")
    }
    do {
        // Dashes and strokeEnd together: [10,10] on (0…100), strokeEnd 0.35 → dashes 0–10, 20–30 only.
        let f = shape(across) { $0.lineWidth = 6; $0.lineDashPattern = [10, 10]; $0.strokeEnd = 0.35 }
        report.pixelsNear("strokeEnd.withDashes", f.s([(5, 50), (25, 50), (45, 50)]), [Px.red, Px.red, Px.none],
               "dash pattern on the stroked subregion", uncertain: "Apple does not say whether dashes count from the path or the trim start")
    }
}
