// Line joins and caps (round / bevel), strokes under a non-uniform CTM, stroke conveniences,
// closed versus open corners, and stroke hit testing.
// https://developer.apple.com/documentation/coregraphics/cglinejoin
// https://developer.apple.com/documentation/coregraphics/cglinecap
import AppleCheckSupport
import CoreGraphics
import Foundation

func strokeChecks() -> [() -> Outcome] {
    [
        checkRoundJoin, checkBevelJoin, checkRoundCap, checkScaledStrokeWidth, checkStrokeLineSegments,
        checkStrokeRectWidth, checkFillStrokeOrder, checkClosedCornerJoined, checkStrokeHitTesting, checkDashCleared,
    ]
}

/// A right-angle corner stroked 8 wide in red: (2,10) → (10,10) → (10,2). The segments cover
/// x ≤ 10 (the horizontal one) and y ≤ 10 (the vertical one); the outer corner square
/// [10,14]×[10,14] is the join's alone.
private func corner(_ join: CGLineJoin) -> CGContext {
    let ctx = makeContext(20, 20)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(8)
    ctx.setLineJoin(join)
    ctx.move(to: CGPoint(x: 2, y: 10))
    ctx.addLine(to: CGPoint(x: 10, y: 10))
    ctx.addLine(to: CGPoint(x: 10, y: 2))
    ctx.strokePath()
    return ctx
}

private func checkRoundJoin() -> Outcome {
    let ctx = corner(.round)
    // round join: a disc of radius 4 at (10,10). pixel (12,11) = [12,13]×[11,12]: farthest corner
    // (13,12) is √13 = 3.61 away → covered. pixel (13,13): nearest corner (13,13) is √18 = 4.24 → empty
    // (a miter would cover it). https://developer.apple.com/documentation/coregraphics/cglinejoin/round
    return pixels("roundJoin", [up(ctx, 12, 11), up(ctx, 13, 13)], [Px.red, Px.none],
                  "a round join is a disc of half the line width at the corner")
}

private func checkBevelJoin() -> Outcome {
    let ctx = corner(.bevel)
    // bevel: the triangle (10,10),(14,10),(10,14), i.e. x + y ≤ 24 in the corner square.
    // pixel (11,11): x + y ≤ 24 everywhere → covered. pixel (12,12): x + y ≥ 24 → empty.
    // https://developer.apple.com/documentation/coregraphics/cglinejoin/bevel
    return pixels("bevelJoin", [up(ctx, 11, 11), up(ctx, 12, 12)], [Px.red, Px.none],
                  "a bevel join cuts the corner with a straight line between the outer edges' ends")
}

private func checkRoundCap() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(8)
    ctx.setLineCap(.round)
    ctx.move(to: CGPoint(x: 5, y: 10))
    ctx.addLine(to: CGPoint(x: 15, y: 10))
    ctx.strokePath()
    // semicircles of radius 4 about (5,10) and (15,10).
    // pixel (17,10): farthest corner (18,11) is √10 = 3.16 from (15,10) → covered.
    // pixel (2,10): farthest corner (2,11) is √10 from (5,10) → covered.
    // pixel (18,13): nearest corner (18,13) is √18 = 4.24 → empty (a square cap would cover it).
    // https://developer.apple.com/documentation/coregraphics/cglinecap/round
    return pixels("roundCap", [up(ctx, 17, 10), up(ctx, 2, 10), up(ctx, 18, 13)], [Px.red, Px.red, Px.none],
                  "round caps are semicircles of half the line width beyond each end")
}

private func checkScaledStrokeWidth() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.scaleBy(x: 2, y: 1)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(1)
    ctx.move(to: CGPoint(x: 5, y: 0))
    ctx.addLine(to: CGPoint(x: 5, y: 20))
    ctx.strokePath()
    // the line width is in user space and transformed by the CTM when stroking: a vertical line
    // of width 1 at user x = 5 covers user x 4.5…5.5 → device x 9…11: pixels 9 and 10 only
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    return pixels("scaledStrokeWidth", [up(ctx, 8, 10), up(ctx, 9, 10), up(ctx, 10, 10), up(ctx, 11, 10)],
                  [Px.none, Px.red, Px.red, Px.none], "scale(2,1) makes a vertical line of width 1 two pixels wide")
}

private func checkStrokeLineSegments() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(2)
    ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5),
                                     CGPoint(x: 0, y: 15), CGPoint(x: 20, y: 15)])
    // two separate segments y = 5 and y = 15 (rows 4 and 14 covered); no diagonal (20,5)→(0,15)
    // through (10,10) as a polyline would have
    // https://developer.apple.com/documentation/coregraphics/cgcontext/strokelinesegments(between:)
    return pixels("strokeLineSegments", [up(ctx, 10, 4), up(ctx, 10, 14), up(ctx, 10, 10)],
                  [Px.red, Px.red, Px.none], "points are taken in pairs, each pair a separate segment")
}

private func checkStrokeRectWidth() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 2)
    // the left edge x = 5 stroked 2 wide covers x 4…6: pixels 4 and 5; not 3, not 6 (inside)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:width:)
    return pixels("strokeRectWidth", [up(ctx, 3, 10), up(ctx, 4, 10), up(ctx, 5, 10), up(ctx, 6, 10)],
                  [Px.none, Px.red, Px.red, Px.none], "stroke(_:width:) strokes the rect's outline with that width")
}

private func checkFillStrokeOrder() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(4)
    ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    ctx.drawPath(using: .fillStroke)
    // fill first, then the stroke over it: the left edge's stroke covers x 3…7 (inside part too);
    // (10,10) fill only; (2,10) outside both
    // https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/fillstroke
    return pixels("fillStrokeOrder", [up(ctx, 10, 10), up(ctx, 6, 10), up(ctx, 3, 10), up(ctx, 2, 10)],
                  [Px.blue, Px.red, Px.red, Px.none], ".fillStroke fills, then strokes on top")
}

private func checkClosedCornerJoined() -> Outcome {
    func square(closed: Bool) -> CGContext {
        let ctx = makeContext(20, 20)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 5, y: 5))
        ctx.addLine(to: CGPoint(x: 15, y: 5))
        ctx.addLine(to: CGPoint(x: 15, y: 15))
        ctx.addLine(to: CGPoint(x: 5, y: 15))
        ctx.addLine(to: CGPoint(x: 5, y: 5))
        if closed { ctx.closePath() }
        ctx.strokePath()
        return ctx
    }
    let open = square(closed: false), closed = square(closed: true)
    // open: the first segment starts and the last ends at (5,5) with butt caps, leaving the outer
    // corner square [3,5]×[3,5] empty. closed: the ends meet in a miter join that fills it.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/closepath()
    return pixels("closedCornerJoined", [up(open, 3, 3), up(open, 4, 4), up(closed, 3, 3), up(closed, 4, 4)],
                  [Px.none, Px.none, Px.red, Px.red],
                  "closePath() joins the last segment to the first; a line back to the start does not")
}

private func checkStrokeHitTesting() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setLineWidth(4)
    ctx.move(to: CGPoint(x: 0, y: 10))
    ctx.addLine(to: CGPoint(x: 20, y: 10))
    // the stroke covers y 8…12
    let onStroke = ctx.pathContains(CGPoint(x: 10, y: 11.5), mode: .stroke)
    let offStroke = ctx.pathContains(CGPoint(x: 10, y: 12.5), mode: .stroke)
    ctx.replacePathWithStrokedPath()
    let onFill = ctx.pathContains(CGPoint(x: 10, y: 11.5), mode: .fill)
    let offFill = ctx.pathContains(CGPoint(x: 10, y: 12.5), mode: .fill)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/pathcontains(_:mode:)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/replacepathwithstrokedpath()
    return text("strokeHitTesting", "\(onStroke),\(offStroke),\(onFill),\(offFill)", "true,false,true,false",
                "pathContains(.stroke) and the filled replacePathWithStrokedPath() both cover y 8…12")
}

private func checkDashCleared() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(2)
    ctx.setLineDash(phase: 0, lengths: [4, 4])
    ctx.setLineDash(phase: 0, lengths: [])
    ctx.move(to: CGPoint(x: 0, y: 10))
    ctx.addLine(to: CGPoint(x: 20, y: 10))
    ctx.strokePath()
    // an empty lengths array turns dashing off: x 4…8 (a gap of the [4,4] pattern) is painted
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinedash(phase:lengths:)
    return pixels("dashCleared", [up(ctx, 5, 9), up(ctx, 13, 9)], [Px.red, Px.red],
                  "setLineDash with no lengths draws solid lines again")
}
