// The context's current path: when it is empty, its current point and bounding box, the stroked
// path, pathContains with each mode, drawPath and the path copy (14 checks); CGPath queries and
// copies: arcs, ellipses, stroked and dashed copies, contains with a transform, elements,
// isRect, bounding boxes, rounded rects (11). 25 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// The checks of the context's current path.
func contextPathChecks(_ report: Report) {
    do {
        // isPathEmpty: new → true; after move(to:) → false; after fillPath → true (painting consumes the path)
        // https://developer.apple.com/documentation/coregraphics/cgcontext/ispathempty
        let ctx = makeContext(20, 20)
        let a = ctx.isPathEmpty
        ctx.move(to: CGPoint(x: 1, y: 1))
        let b = ctx.isPathEmpty
        ctx.addLine(to: CGPoint(x: 5, y: 5)); ctx.addLine(to: CGPoint(x: 1, y: 5))
        ctx.fillPath()
        report.same("path.isPathEmptySequence", "\(a) \(b) \(ctx.isPathEmpty)", "true false true", "painting clears the current path (\(Doc.isPathEmpty))")
    }
    do {
        // currentPointOfPath: CGPointZero when empty; in the current user space (the path is kept in device space)
        let ctx = makeContext(20, 20)
        let empty = ctx.currentPointOfPath
        ctx.move(to: CGPoint(x: 5, y: 6))
        ctx.translateBy(x: 10, y: 0)
        report.same("path.currentPointEmptyAndAfterCTMChange", "\(p(empty)) \(p(ctx.currentPointOfPath))", "(0.000,0.000) (-5.000,6.000)",
                    "points are fixed in device space; the current point is reported in user space (\(Doc.currentPoint))")
    }
    do {
        let ctx = makeContext(20, 20)
        ctx.move(to: CGPoint(x: 1, y: 1)); ctx.addLine(to: CGPoint(x: 5, y: 1)); ctx.addLine(to: CGPoint(x: 5, y: 5))
        ctx.closePath()
        report.same("path.currentPointAfterClose", p(ctx.currentPointOfPath), "(1.000,1.000)", "closing returns to the subpath start")
    }
    do {
        let ctx = makeContext(20, 20)
        let empty = ctx.boundingBoxOfPath
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        report.same("path.ctxBoundingBoxEmptyAndEllipse", "\(r(empty)) \(r(ctx.boundingBoxOfPath))", "null (0.000,0.000,10.000,20.000)",
                    "boundingBoxOfPath of an empty path is CGRectNull; an ellipse's control points lie on its rect (\(Doc.pathBox))")
    }
    do {
        // replacePathWithStrokedPath: line (0,10)–(20,10), width 4 butt → (0,8,20,4); square cap → (−2,8,24,4)
        // https://developer.apple.com/documentation/coregraphics/cgcontext/replacepathwithstrokedpath()
        let ctx = makeContext(20, 20)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 20, y: 10))
        ctx.replacePathWithStrokedPath()
        let butt = ctx.boundingBoxOfPath
        ctx.beginPath()
        ctx.setLineCap(.square)
        ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 20, y: 10))
        ctx.replacePathWithStrokedPath()
        report.same("path.replaceStrokedBoxes", "\(r(butt)) \(r(ctx.boundingBoxOfPath))",
                    "(0.000,8.000,20.000,4.000) (-2.000,8.000,24.000,4.000)", "the stroke outline with the current width and cap (\(Doc.replaceStroked))")
    }
    do {
        // with a dash [5,15]: only x 0…5 is painted: (0,9,5,2)
        let ctx = makeContext(20, 20)
        ctx.setLineWidth(2)
        ctx.setLineDash(phase: 0, lengths: [5, 15])
        ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 20, y: 10))
        ctx.replacePathWithStrokedPath()
        report.same("path.replaceStrokedDashed", r(ctx.boundingBoxOfPath), "(0.000,9.000,5.000,2.000)", "the dash applies to the stroked path")
    }
    do {
        // a ring: the hole's point is in the winding fill (same direction) but not the even-odd one
        let ctx = makeContext(20, 20)
        ctx.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
        ctx.addRect(CGRect(x: 6, y: 6, width: 8, height: 8))
        let got = "\(ctx.pathContains(CGPoint(x: 10, y: 10), mode: .fill)) \(ctx.pathContains(CGPoint(x: 10, y: 10), mode: .eoFill)) \(ctx.pathContains(CGPoint(x: 4, y: 4), mode: .eoFill))"
        report.same("path.containsEoFill", got, "true false true", "pathContains(_:mode:) with the even-odd rule (\(Doc.pathContains))")
    }
    do {
        // rect (5,5,10,10), width 4: (4,10) is on the stroke (x 3…7) but outside the fill; (10,10) only in the fill
        let ctx = makeContext(20, 20)
        ctx.setLineWidth(4)
        ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        let a = CGPoint(x: 4, y: 10), b = CGPoint(x: 10, y: 10)
        let got = [ctx.pathContains(a, mode: .fill), ctx.pathContains(a, mode: .fillStroke), ctx.pathContains(a, mode: .stroke),
                   ctx.pathContains(b, mode: .stroke), ctx.pathContains(b, mode: .eoFillStroke)].map { "\($0)" }.joined(separator: ",")
        report.same("path.containsFillStroke", got, "false,true,true,false,true", "fillStroke: fill or stroke")
    }
    do {
        // path added under scale(2): device rect 0…10; after undoing the scale, user = device
        let ctx = makeContext(20, 20)
        ctx.scaleBy(x: 2, y: 2)
        ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.scaleBy(x: 0.5, y: 0.5)
        let got = "\(ctx.pathContains(CGPoint(x: 8, y: 8), mode: .fill)) \(ctx.pathContains(CGPoint(x: 12, y: 12), mode: .fill)) \(r(ctx.boundingBoxOfPath))"
        report.same("path.containsAfterCTMChange", got, "true false (0.000,0.000,10.000,10.000)", "the path stays in device space")
    }
    do {
        // drawPath(.eoFillStroke) of a ring: hole empty, ring filled Px.blue, edges stroked red
        let ctx = makeContext(20, 20)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
        ctx.addRect(CGRect(x: 7, y: 7, width: 6, height: 6))
        ctx.drawPath(using: .eoFillStroke)
        report.pixels("path.drawEoFillStroke", [up(ctx, 10, 10), up(ctx, 4, 10), up(ctx, 2, 10), up(ctx, 7, 10), up(ctx, 0, 0)],
                      [Px.none, Px.blue, Px.red, Px.red, Px.none], tol: 0, "even-odd fill then stroke (\(Doc.drawPath))")
        report.same("path.drawPathClears", "\(ctx.isPathEmpty)", "true", "drawPath consumes the path")
    }
    do {
        // drawPath(.eoFill) of two overlapping rects: the overlap is empty
        let ctx = makeContext(20, 20)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.addRect(CGRect(x: 0, y: 0, width: 12, height: 20))
        ctx.addRect(CGRect(x: 8, y: 0, width: 12, height: 20))
        ctx.drawPath(using: .eoFill)
        report.pixels("path.drawEoFillOverlap", [up(ctx, 4, 4), up(ctx, 10, 4), up(ctx, 16, 4)], [Px.red, Px.none, Px.red], tol: 0,
                      "overlap covered twice → outside by even-odd")
    }
    do {
        // CGContext.path: a copy of the current path, nil when empty
        let ctx = makeContext(20, 20)
        let empty = ctx.path == nil
        ctx.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        report.same("path.contextPathCopy", "\(empty) \(r(ctx.path?.boundingBox ?? .null))", "true (1.000,2.000,3.000,4.000)", "CGContext.path")
    }
    do {
        // addArc(tangent1End:tangent2End:radius:) on the context: from (0,0), corner (10,0), towards (10,10), r 5 →
        // line to (5,0), arc to (10,5): current point (10,5)
        let ctx = makeContext(20, 20)
        ctx.move(to: .zero)
        ctx.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        report.same("path.ctxArcTangentCurrentPoint", p(ctx.currentPointOfPath), "(10.000,5.000)", "the arc ends at the second tangent point")
    }
}

/// The CGPath checks.
func cgPathChecks(_ report: Report) {
    do {
        // addRelativeArc: centre (0,0) r 10 from 0 by π/2 → ends at (0,10)
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
        report.same("cgpath.relativeArcEnd", p(path.currentPoint), "(0.000,10.000)", "addRelativeArc ends at start+delta")
    }
    do {
        // CGPath(ellipseIn:): boundingBoxOfPath = rect; currentPoint after its close = its start (maxX, midY)
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 6), transform: nil)
        report.same("cgpath.ellipseBoxAndStart", "\(r(path.boundingBoxOfPath)) \(p(path.currentPoint))",
                    "(0.000,0.000,10.000,6.000) (10.000,3.000)", "an ellipse starts at its right-most point")
    }
    do {
        // copy(strokingWithWidth:) of a closed rect (0,0,10,10), width 2, miter: (−1,−1,12,12)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let miter = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let bevel = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        report.same("cgpath.strokeClosedRectBoxes", "\(r(miter.boundingBoxOfPath)) \(r(bevel.boundingBoxOfPath))",
                    "(-1.000,-1.000,12.000,12.000) (-1.000,-1.000,12.000,12.000)", "the outline reaches w/2 past each side")
        let inside = miter.contains(CGPoint(x: 5, y: 5)), onEdge = miter.contains(CGPoint(x: 0.5, y: 5))
        report.same("cgpath.strokeClosedRectHollow", "\(inside) \(onEdge)", "false true", "a stroked closed rect is a ring")
    }
    do {
        // copy(dashingWithPhase:lengths:): (0,0)–(10,0) with [3,7] → one dash 0…3
        let path = CGMutablePath()
        path.move(to: .zero); path.addLine(to: CGPoint(x: 10, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [3, 7])
        report.same("cgpath.dashBox", r(dashed.boundingBoxOfPath), "(0.000,0.000,3.000,0.000)", "the dashed copy keeps only the dashes")
        let phased = path.copy(dashingWithPhase: 5, lengths: [3, 7])
        // phase 5: starts 5 into the pattern (in the gap 3…10, 5 of it left) → next dash at 5…8
        report.same("cgpath.dashPhaseBox", r(phased.boundingBoxOfPath), "(5.000,0.000,3.000,0.000)", "phase shifts the pattern start")
    }
    do {
        // contains(_:using:transform:) with even-odd on a ring, transformed by translate(100,0)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let t = CGAffineTransform(translationX: 100, y: 0)
        let got = "\(path.contains(CGPoint(x: 105, y: 5), using: .evenOdd, transform: t)) \(path.contains(CGPoint(x: 101, y: 1), using: .evenOdd, transform: t)) \(path.contains(CGPoint(x: 105, y: 5), using: .winding, transform: t))"
        report.same("cgpath.containsTransformEvenOdd", got, "false true true", "the path is transformed before the test")
    }
    do {
        // applyWithBlock on CGPath(rect:): moveTo + 3 lineTo + closeSubpath, the points in order
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        var seen: [String] = []
        path.applyWithBlock { e in
            let el = e.pointee
            switch el.type {
            case .moveToPoint: seen.append("M\(p(el.points[0]))")
            case .addLineToPoint: seen.append("L\(p(el.points[0]))")
            case .closeSubpath: seen.append("Z")
            default: seen.append("?")
            }
        }
        report.same("cgpath.rectElements", seen.joined(separator: " "),
                    "M(1.000,2.000) L(4.000,2.000) L(4.000,6.000) L(1.000,6.000) Z", "addRect: move, three lines, close")
    }
    do {
        // isRect for CGPath(rect:) with a negative-size rect: standardized (1,2,3,4)
        var rect = CGRect.zero
        let ok = CGPath(rect: CGRect(x: 4, y: 6, width: -3, height: -4), transform: nil).isRect(&rect)
        report.same("cgpath.isRectNegativeSize", "\(ok) \(r(rect))", "true (1.000,2.000,3.000,4.000)",
                          "isRect(_:) gives the rect the path was made from",
                          uncertain: "whether isRect(_:) standardizes a negative-size rect is not documented")
    }
    do {
        // boundingBox includes control points; boundingBoxOfPath does not: cubic (0,0)→(10,0) with controls (0,10),(10,10):
        // curve peaks at y = 7.5
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        report.same("cgpath.cubicBoxes", "\(r(path.boundingBox)) \(r(path.boundingBoxOfPath))",
                    "(0.000,0.000,10.000,10.000) (0.000,0.000,10.000,7.500)", "boundingBox vs boundingBoxOfPath")
    }
    do {
        // addRoundedRect: box is the rect; (0.5,0.5) outside the corner, (5,0.5) inside
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 4, cornerHeight: 4)
        report.same("cgpath.roundedRectBoxContains", "\(r(path.boundingBoxOfPath)) \(path.contains(CGPoint(x: 0.5, y: 0.5))) \(path.contains(CGPoint(x: 5, y: 0.5)))",
                    "(0.000,0.000,20.000,10.000) false true", "rounded corners")
    }
}
