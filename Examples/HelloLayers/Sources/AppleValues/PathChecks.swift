// CGPath and CGMutablePath queries: empty paths, the current point, arcs' end points and extents,
// isRect, the structure and boxes of rounded rectangles and ellipses, stroked and dashed copies,
// equality, transformed copies and containment with overlapping subpaths. 24 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// An open path (0,0) → (10,0) → (10,10): a right-angle corner at (10,0) turning left.
private func corner() -> CGMutablePath {
    let path = CGMutablePath()
    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    return path
}

/// The CGPath checks.
let pathProbes: [Probe] = [
    Probe("path.emptyBoundingBoxesAreNull") {
        // "If the path is empty, this value is CGRectNull" (both boxes)
        // https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox
        // https://developer.apple.com/documentation/coregraphics/cgpath/boundingboxofpath
        let path = CGMutablePath()
        return same("\(r(path.boundingBox)) \(r(path.boundingBoxOfPath))", "null null",
                    "\(Doc.cg)cgpath/boundingbox — an empty path's boxes are CGRectNull")
    },
    Probe("path.emptyCurrentPointAndIsEmpty") {
        // empty: currentPoint is CGPointZero, isEmpty true; after move(to: (3,4)) one element: not empty, (3,4)
        // https://developer.apple.com/documentation/coregraphics/cgpath/currentpoint
        let path = CGMutablePath()
        let before = "\(p(path.currentPoint)) \(path.isEmpty)"
        path.move(to: CGPoint(x: 3, y: 4))
        return same("\(before) \(p(path.currentPoint)) \(path.isEmpty)", "(0.000,0.000) true (3.000,4.000) false",
                    "\(Doc.cg)cgpath/currentpoint — CGPointZero when empty; cgpath/isempty — no elements")
    },
    Probe("path.currentPointAfterClose") {
        // closeSubpath "appends a line from the current point to the starting point of the current subpath and
        // ends the subpath": the current point is the subpath's start (1,1)
        // https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.closeSubpath()
        return same(p(path.currentPoint), "(1.000,1.000)", "\(Doc.cg)cgmutablepath/closesubpath() — back at the subpath's start")
    },
    Probe("path.currentPointAfterAddRect") {
        // addRect is a move to (minX,minY), three lines and a close: the current point ends at the start (2,3)
        // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrect(_:transform:)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addRect(CGRect(x: 2, y: 3, width: 4, height: 5))
        return same(p(path.currentPoint), "(2.000,3.000)", "\(Doc.cg)cgmutablepath/addrect(_:transform:) — a closed subpath")
    },
    Probe("path.addArcEndPoints") {
        // centre (0,0), radius 10, 0 → π/2 counter-clockwise (clockwise: false): an empty path starts with a
        // move to the arc's start (10,0) and ends at (0,10); the elements are a move and cubic curves
        // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(center:radius:startangle:endangle:clockwise:transform:)
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let ends = elementEnds(path)
        let curvesOnly = elementTypes(path).split(separator: " ").dropFirst().allSatisfy { $0 == "3" }
        return same("\(ends.first.map(p) ?? "-") \(p(path.currentPoint)) \(elementTypes(path).first ?? "-") \(curvesOnly)",
                    "(10.000,0.000) (0.000,10.000) 0 true", "addArc(center:…) — start (r cos a0, r sin a0), end (r cos a1, r sin a1)")
    },
    Probe("path.addArcDirectionExtent") {
        // angles 0 → −π/2: clockwise: false goes the long way (through π/2 and π): box (−10,−10,20,20);
        // clockwise: true goes the short way below the x axis: box (0,−10,10,10)
        let ccw = CGMutablePath(), cw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        let a = ccw.boundingBoxOfPath, b = cw.boundingBoxOfPath
        let rounded = [a.minX, a.minY, a.width, a.height, b.minX, b.minY, b.width, b.height].map { Double($0) }
        return nums(rounded, [-10, -10, 20, 20, 0, -10, 10, 10], tol: 0.05,
                    "addArc(center:…) — clockwise: false sweeps with increasing angle (y up)")
    },
    Probe("path.addArcFullCircle") {
        // 0 → 2π around (5,5), radius 5: ends where it began, (10,5); the curve's box is (0,0,10,10)
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let bb = path.boundingBoxOfPath
        return nums([path.currentPoint.x, path.currentPoint.y, bb.minX, bb.minY, bb.width, bb.height].map { Double($0) },
                    [10, 5, 0, 0, 10, 10], tol: 0.05, "addArc(center:…) — a whole turn is a full circle")
    },
    Probe("path.addArcAfterMoveAddsLine") {
        // a current point (−20,0) and an arc starting at (10,0): a line joins them first (move, line, curves)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let ends = elementEnds(path)
        let types = elementTypes(path).split(separator: " ").prefix(2).joined(separator: " ")
        return same("\(types) \(ends.count > 1 ? p(ends[1]) : "-") \(p(path.currentPoint))", "0 1 (10.000,0.000) (-10.000,0.000)",
                    "addArc(center:…) — 'a straight line from the current point to the start of the arc'")
    },
    Probe("path.addArcTangentObtuse") {
        // (0,0) → corner (10,0) → towards (20,10): a 45° turn, interior angle 135°. Tangent distance from the
        // corner d = r / tan(67.5°) = 5 / 2.41421 = 2.0711: first tangent point (7.929,0) (a line goes there),
        // the arc ends at (10,0) + d·(1,1)/√2 = (11.464,1.464)
        // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(tangent1end:tangent2end:radius:transform:)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 10), radius: 5)
        let ends = elementEnds(path)
        let lineEnd = ends.count > 1 ? ends[1] : CGPoint(x: CGFloat.nan, y: .nan)
        return nums([lineEnd.x, lineEnd.y, path.currentPoint.x, path.currentPoint.y].map { Double($0) },
                    [7.929, 0, 11.464, 1.464], tol: 0.002, "addArc(tangent1End:…) — an arc tangent to both lines, radius r")
    },
    Probe("path.addArcTangentCollinear", uncertain: "the page does not say what collinear tangent lines give") {
        // (0,0), (10,0), (20,0) are on one line: no circle touches both; a line to tangent1End is what remains
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        return same(p(path.currentPoint), "(10.000,0.000)", "addArc(tangent1End:…) — degenerate corner")
    },
    Probe("path.isRectHandBuilt", uncertain: "the page does not list which element sequences count as a rectangle") {
        // move, three lines round an axis-aligned rectangle, close: it represents the rectangle (0,0,4,3)
        // https://developer.apple.com/documentation/coregraphics/cgpath/isrect(_:)
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3), CGPoint(x: 0, y: 3)])
        path.closeSubpath()
        var found = CGRect.zero
        let isRect = path.isRect(&found)
        return same("\(isRect) \(r(found))", "true (0.000,0.000,4.000,3.000)", "\(Doc.cg)cgpath/isrect(_:)")
    },
    Probe("path.isRectRotatedAndTwoRects") {
        // a rect path turned by 45° is not a CGRect; two rectangles are not one rectangle
        var turn = CGAffineTransform(rotationAngle: .pi / 4)
        let turned = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 3), transform: &turn)
        let two = CGMutablePath()
        two.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        return same("\(turned.isRect(nil)),\(two.isRect(nil))", "false,false",
                    "\(Doc.cg)cgpath/isrect(_:) — whether the path represents a rectangle")
    },
    Probe("path.roundedRectZeroCornersIsRect", uncertain: "the page does not say zero corners give a plain rectangle path") {
        // corner width and height 0: no rounding, the rectangle itself
        var found = CGRect.zero
        let ok = CGPath(roundedRect: CGRect(x: 1, y: 2, width: 10, height: 20), cornerWidth: 0, cornerHeight: 0,
                        transform: nil).isRect(&found)
        return same("\(ok) \(r(found))", "true (1.000,2.000,10.000,20.000)",
                    "\(Doc.cg)cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)")
    },
    Probe("path.roundedRectStructure", uncertain: "the page does not list the elements; four edges and four corner curves are assumed") {
        // one closed subpath: a move, four straight edges, four corner curves, a close
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 6, cornerHeight: 6, transform: nil)
        let types = elementTypes(path).split(separator: " ")
        let counts = ["0", "1", "2", "3", "4"].map { kind in types.filter { $0 == kind }.count }
        return same(counts.map(String.init).joined(separator: ","), "1,4,0,4,1",
                    "\(Doc.cg)cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)")
    },
    Probe("path.roundedRectAndEllipseBoxes") {
        // a corner arc's control points lie on the rect's edges, and so do an ellipse's quarter curves':
        // boundingBox (control points included) equals boundingBoxOfPath equals the rect
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 6, cornerHeight: 6, transform: nil)
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let boxes = [rounded.boundingBox, rounded.boundingBoxOfPath, ellipse.boundingBox, ellipse.boundingBoxOfPath]
        return same(boxes.map(r).joined(separator: " "),
                    "(0.000,0.000,20.000,20.000) (0.000,0.000,20.000,20.000) (0.000,0.000,20.000,10.000) (0.000,0.000,20.000,10.000)",
                    "\(Doc.cg)cgpath/boundingbox — control points of circular corners stay on the edges")
    },
    Probe("path.copyUsingTransform") {
        // (0,0,4,2) under [2,0,0,3,1,1]: x 1…9, y 1…7 → (1,1,8,6); the original is untouched
        // https://developer.apple.com/documentation/coregraphics/cgpath/copy(using:)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil)
        var m = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 1)
        let copied = path.copy(using: &m)
        return same("\(r(copied?.boundingBox ?? .null)) \(r(path.boundingBox))",
                    "(1.000,1.000,8.000,6.000) (0.000,0.000,4.000,2.000)", "\(Doc.cg)cgpath/copy(using:) — a transformed copy")
    },
    Probe("path.addPathWithTransform") {
        // addPath(_:transform:) adds the unit square moved by (5,5): box (5,5,1,1)
        // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addpath(_:transform:)
        let path = CGMutablePath()
        path.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil),
                     transform: CGAffineTransform(translationX: 5, y: 5))
        return box(path.boundingBox, CGRect(x: 5, y: 5, width: 1, height: 1), "\(Doc.cg)cgmutablepath/addpath(_:transform:)")
    },
    Probe("path.equality") {
        // equal when they hold the same elements: two rect paths of the same rect are equal, of another rect not
        // https://developer.apple.com/documentation/coregraphics/cgpathequaltopath(_:_:)
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3), transform: nil)
        let b = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3), transform: nil)
        let c = CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil)
        return same("\(a == b),\(a == c),\(a == a.mutableCopy()!)", "true,false,true",
                    "CGPathEqualToPath — two paths are equal if they hold the same elements")
    },
    Probe("path.containsOverlappingSameDirection") {
        // two squares wound the same way overlapping in x 5…10: there the winding number is 2 — inside by
        // non-zero, outside by even-odd; (2,5) is in one square only — inside by both
        // https://developer.apple.com/documentation/coregraphics/cgpath/contains(_:using:transform:)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 5, y: 0, width: 10, height: 10))
        let pts = [CGPoint(x: 7, y: 5), CGPoint(x: 2, y: 5)]
        return same("\(inside(path, pts)) \(inside(path, pts, rule: .evenOdd))", "true,true false,true",
                    "contains(_:using:transform:) — winding 2 is inside by non-zero, outside by even-odd")
    },
    Probe("path.strokeCopyJoins") {
        // width 2 round the corner of (0,0)→(10,0)→(10,10): the outer corner region is the square x 10…11,
        // y −1…0. miter fills it; bevel only the triangle x − y ≤ 11; round the quarter disc |p − (10,0)| ≤ 1.
        // P1 (10.3,−0.3): all three. P2 (10.6,−0.6): x − y = 11.2 → not bevel; |·| = 0.85 → round.
        // P3 (10.8,−0.8): x − y = 11.6, |·| = 1.13 → miter only
        // https://developer.apple.com/documentation/coregraphics/cgpath/copy(strokingwithwidth:linecap:linejoin:miterlimit:transform:)
        let pts = [CGPoint(x: 10.3, y: -0.3), CGPoint(x: 10.6, y: -0.6), CGPoint(x: 10.8, y: -0.8)]
        let joins: [CGLineJoin] = [.miter, .bevel, .round]
        let got = joins.map { join in
            inside(corner().copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: join, miterLimit: 10), pts)
        }
        return same(got.joined(separator: " "), "true,true,true true,false,false true,true,false",
                    "copy(strokingWithWidth:…) — the join decides the outer corner's shape")
    },
    Probe("path.strokeCopyMiterLimit") {
        // (0,0)→(20,0)→(0,2): the segments meet at θ = atan(2/20) = 0.0997 rad. Miter length / width =
        // 1/sin(θ/2) = 20.07: over a limit of 2 → bevel (maxX = 20 + sin θ = 20.0995); under 30 → miter, whose
        // tip lies 1/sin(θ/2) = 20.07 from the corner along the outer bisector (0.99876, −0.0498): maxX = 40.05
        // https://developer.apple.com/documentation/coregraphics/cgcontext/setmiterlimit(_:)
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 2)])
        let bevelled = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 2).boundingBoxOfPath
        let mitred = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 30).boundingBoxOfPath
        return nums([Double(bevelled.maxX), Double(mitred.maxX)], [20.0995, 40.05], tol: 0.1,
                    "setMiterLimit — 'If the limit is exceeded, Core Graphics converts the join to a bevel'")
    },
    Probe("path.dashCopyClosedRect") {
        // the 10×10 square's outline (40 long, from (0,0) counter-clockwise) with [5,5]: dashes on 0…5, 10…15,
        // 20…25, 30…35 — one straight dash from each corner: 4 subpaths of a move and a line, box the square
        // https://developer.apple.com/documentation/coregraphics/cgpath/copy(dashingwithphase:lengths:transform:)
        let dashed = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).copy(dashingWithPhase: 0, lengths: [5, 5])
        return same("\(subpaths(dashed)) \(r(dashed.boundingBoxOfPath)) \(p(elementEnds(dashed).dropFirst().first ?? .zero))",
                    "4 (0.000,0.000,10.000,10.000) (5.000,0.000)", "copy(dashingWithPhase:lengths:) — the closing edge is dashed too")
    },
    Probe("path.dashPhaseWraps") {
        // [4,4] repeats every 8, so phase 10 is phase 2: on 0…2, 6…10, 14…18 of a 20-long line → 3 dashes, x 0…18
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 20, y: 0))
        let dashed = line.copy(dashingWithPhase: 10, lengths: [4, 4])
        return same("\(subpaths(dashed)) \(r(dashed.boundingBoxOfPath))", "3 (0.000,0.000,18.000,0.000)",
                    "copy(dashingWithPhase:lengths:) — 'phase: how far into the dash pattern the line starts'")
    },
    Probe("path.dashSingleLength", uncertain: "the page does not say how a one-value pattern alternates") {
        // [3]: painted and unpainted alternate with the one length: on 0…3, 6…9, 12…15, 18…20 → 4 dashes
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 20, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [3])
        return same("\(subpaths(dashed)) \(r(dashed.boundingBoxOfPath))", "4 (0.000,0.000,20.000,0.000)",
                    "copy(dashingWithPhase:lengths:) — lengths of painted and unpainted segments, alternating")
    },
]
