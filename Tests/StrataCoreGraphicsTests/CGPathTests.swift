import Foundation
import Testing
@testable import StrataCoreGraphics

/// Paths store arcs and ellipses as cubic Bézier curves, as CoreGraphics does. A quarter-circle
/// cubic of radius r puts its control points k·r along the tangents, k = 4/3·(√2 − 1) ≈ 0.5523,
/// and passes exactly through the circle at its middle. Expected values below follow from that.
@Suite("CGPath")
struct CoreGraphicsPathTests {
    private let k: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    private func close(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(p.x, x, tolerance) && close(p.y, y, tolerance)
    }

    private func close(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                       _ tolerance: CGFloat = 1e-9) -> Bool {
        close(r.minX, x, tolerance) && close(r.minY, y, tolerance)
            && close(r.width, w, tolerance) && close(r.height, h, tolerance)
    }

    /// The element kinds and points as `applyWithBlock` reports them.
    private func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    // MARK: Bounding boxes

    @Test func arcBoundingBoxIncludesControlPointsButPathBoxDoesNot() {
        // A quarter turn from −π/4 to π/4 on a circle of radius 10 about the origin is one cubic:
        // ends (c, ∓c) with c = 10·cos(π/4) = 7.0711; control points 10·k along the tangents
        // (−sin a, cos a), which at a = −π/4 is (√2/2, √2/2), so control1 = (c + 10k·√2/2, −c + 10k·√2/2)
        // = (10.9763, −3.1658), and control2 mirrors it. The curve's own rightmost point is its
        // middle, which lies on the circle at (10, 0).
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: -.pi / 4, endAngle: .pi / 4, clockwise: false)
        let c = 10 * 2.0.squareRoot() / 2
        let controlX = c + 10 * k * 2.0.squareRoot() / 2
        #expect(close(path.boundingBox, c, -c, controlX - c, 2 * c))
        #expect(close(path.boundingBoxOfPath, c, -c, 10 - c, 2 * c))
        #expect(path.boundingBox.width > path.boundingBoxOfPath.width)
    }

    @Test func axisAlignedEllipseBoxesAreItsRect() {
        // An axis-aligned ellipse's control points lie on its rectangle's edges.
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(close(path.boundingBox, 0, 0, 20, 10))
        #expect(close(path.boundingBoxOfPath, 0, 0, 20, 10))
    }

    @Test func rotatedEllipseControlBoxIsLargerThanItsTightBox() {
        // Semi-axes 10 and 5 turned by 45°: the true half-extent is √(10²·½ + 5²·½) = √62.5 =
        // 7.9057 (the cubics stay within 0.03% of the ellipse). The extreme control point is
        // (10, 5k) → y' = (10 + 5k)·√2/2 = 9.0237.
        var rotation = CGAffineTransform(rotationAngle: .pi / 4)
        let path = CGPath(ellipseIn: CGRect(x: -10, y: -5, width: 20, height: 10), transform: &rotation)
        let tight = 62.5.squareRoot()
        let loose = (10 + 5 * k) * 2.0.squareRoot() / 2
        #expect(close(path.boundingBoxOfPath, -tight, -tight, 2 * tight, 2 * tight, 0.01))
        #expect(close(path.boundingBox, -loose, -loose, 2 * loose, 2 * loose, 1e-9))
    }

    @Test func emptyPathHasNullBoxesAndZeroCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        #expect(path.isEmpty)
    }

    // MARK: Arcs

    @Test func counterClockwiseQuarterArcEndsAtNinetyDegrees() {
        // clockwise: false sweeps with increasing angle: (1,0) → (0,1), staying in x, y ≥ 0.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(path.currentPoint, 0, 1))
        #expect(close(path.boundingBoxOfPath, 0, 0, 1, 1))
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addCurveToPoint])
    }

    @Test func clockwiseArcGoesTheLongWayRound() {
        // clockwise: true sweeps with decreasing angle: 0 → −3π/2 ≡ π/2, through (0,−1), (−1,0).
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(path.currentPoint, 0, 1))
        #expect(close(path.boundingBoxOfPath, -1, -1, 2, 2))
        // Three quarter turns, one cubic each.
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        // With a current point, CoreGraphics draws a line to the arc's start (2,0) + (1,0) = (3,0).
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: CGPoint(x: 2, y: 0), radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        let e = elements(of: path)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(close(e[1].1[0], 3, 0))
        #expect(close(path.currentPoint, 1, 0))
    }

    @Test func relativeArcFollowsTheSignOfDelta() {
        // Negative delta turns towards decreasing angle: from (1,0) a quarter turn ends at (0,−1).
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)
        #expect(close(elements(of: path)[0].1[0], 1, 0))
        #expect(close(path.currentPoint, 0, -1))
        #expect(close(path.boundingBoxOfPath, 0, -1, 1, 1))
    }

    @Test func tangentArcRoundsTheCorner() {
        // Corner (10,0) between the legs from (0,0) and towards (10,10): a right angle, so with
        // radius 2 the tangent points are 2 from the corner, (8,0) and (10,2), centre (8,2).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let e = elements(of: path)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(close(e[1].1[0], 8, 0))
        #expect(close(path.currentPoint, 10, 2))
        // Control points 2k along the tangents: (8 + 2k, 0) and (10, 2 − 2k).
        #expect(close(e[2].1[0], 8 + 2 * k, 0))
        #expect(close(e[2].1[1], 10, 2 - 2 * k))
    }

    @Test func collinearTangentArcIsJustALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(elements(of: path).map(\.0) == [.moveToPoint, .addLineToPoint])
        #expect(close(path.currentPoint, 5, 0))
    }

    // MARK: Shapes and element order

    @Test func ellipseIsAMoveFourCurvesAndAClose() {
        // Starts at the right-edge midpoint (20, 5), then goes through the top midpoint (10, 10).
        let e = elements(of: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil))
        #expect(e.map(\.0) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint,
                               .addCurveToPoint, .closeSubpath])
        #expect(close(e[0].1[0], 20, 5))
        // applyWithBlock reports control1, control2, then the end point.
        #expect(close(e[1].1[0], 20, 5 + 5 * k))
        #expect(close(e[1].1[1], 10 + 10 * k, 10))
        #expect(close(e[1].1[2], 10, 10))
    }

    @Test("apply(info:function:) hands the caller's pointer and each element, in order, as applyWithBlock does")
    func applyWithInfo() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.closeSubpath()
        // The end point of each element, collected through the info pointer by a function that
        // captures nothing, as C code passes one.
        var ends: [CGPoint] = []
        withUnsafeMutablePointer(to: &ends) { pointer in
            path.apply(info: UnsafeMutableRawPointer(pointer)) { info, element in
                guard let list = info?.assumingMemoryBound(to: [CGPoint].self) else { return }
                switch element.pointee.type {
                case .moveToPoint: list.pointee.append(element.pointee.points[0])
                case .addQuadCurveToPoint: list.pointee.append(element.pointee.points[1])
                default: list.pointee.append(CGPoint(x: -1, y: -1))
                }
            }
        }
        #expect(ends == [CGPoint(x: 1, y: 2), CGPoint(x: 5, y: 6), CGPoint(x: -1, y: -1)])
    }

    @Test("flattened(threshold:) keeps within the threshold of a circle with lines only, and leaves lines alone")
    func flattenedCircle() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let flat = circle.flattened(threshold: 0.5)
        let kinds = elements(of: flat).map(\.0)
        #expect(kinds.first == .moveToPoint && kinds.last == .closeSubpath)
        #expect(kinds.dropFirst().dropLast().allSatisfy { $0 == .addLineToPoint })
        // Every vertex on the curve, which the four Bézier arcs of an ellipse keep within
        // 0.027 % of the radius (0.0027 here); every chord's middle within the threshold of it
        // (its sagitta); and no finer than needed: a chord of sagitta 0.5 spans 2·acos(0.95),
        // so at least π / acos(0.95) ≈ 9.9 of them, and not four times that.
        let arcError = 0.0028
        var points = elements(of: flat).filter { $0.0 != .closeSubpath }.map { $0.1[0] }
        points.append(points[0])
        for (a, b) in zip(points, points.dropFirst()) {
            #expect(abs((a.x * a.x + a.y * a.y).squareRoot() - 10) < arcError)
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            #expect(10 - (middle.x * middle.x + middle.y * middle.y).squareRoot() <= 0.5 + arcError)
        }
        #expect(points.count - 1 >= 10 && points.count - 1 <= 40)
        // A finer threshold takes more lines; lines stay as they are.
        #expect(elements(of: circle.flattened(threshold: 0.01)).count > elements(of: flat).count)
        let lines = CGMutablePath()
        lines.addLines(between: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3)])
        #expect(elements(of: lines.flattened(threshold: 1)).map { $0.1[0] } == elements(of: lines).map { $0.1[0] })
        // A threshold that is not a number takes a fine default.
        #expect(elements(of: circle.flattened(threshold: .nan)).count > elements(of: flat).count)
    }

    @Test func currentPointAfterCloseIsTheSubpathStart() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func linesRectsAndPathsTakeTheirTransform() {
        let shift = CGAffineTransform(translationX: 5, y: 0)
        let lines = CGMutablePath()
        lines.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)], transform: shift)
        let e = elements(of: lines)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(e.map { $0.1[0] } == [CGPoint(x: 5, y: 0), CGPoint(x: 6, y: 0), CGPoint(x: 6, y: 1)])

        let rects = CGMutablePath()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 3, y: 3, width: 1, height: 1)])
        #expect(elements(of: rects).filter { $0.0 == .moveToPoint }.count == 2)
        #expect(rects.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))

        let combined = CGMutablePath()
        combined.addPath(rects, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(combined.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    @Test func copyUsingTransformMapsEveryPoint() {
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let path = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil)
        let copy = path.copy(using: &scale)
        #expect(copy?.boundingBox == CGRect(x: 2, y: 3, width: 2, height: 3))
        #expect(path.copy() == path)
        #expect(path.mutableCopy(using: nil) == path)
    }

    @Test func roundedRectWithZeroRadiusIsARect() {
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 4, height: 2), cornerWidth: 0, cornerHeight: 1,
                             transform: nil)
        #expect(rounded == CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil))
    }

    // MARK: Hit testing

    @Test func nestedRectsDifferBetweenWindingAndEvenOdd() {
        // Both rectangles wind the same way, so inside the inner one the winding number is 2:
        // inside for the non-zero rule, outside for even-odd (two crossings).
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let middle = CGPoint(x: 5, y: 5), ring = CGPoint(x: 1, y: 1), outside = CGPoint(x: 11, y: 5)
        #expect(path.contains(middle, using: .winding))
        #expect(!path.contains(middle, using: .evenOdd))
        #expect(path.contains(ring, using: .winding))
        #expect(path.contains(ring, using: .evenOdd))
        #expect(!path.contains(outside))
        #expect(!path.contains(outside, using: .evenOdd))
    }

    @Test func ellipseContainsItsCentreButNotItsCorner() {
        // Circle of radius 5 about (5,5): (0.5, 0.5) is √(4.5² + 4.5²) = 6.36 from the centre.
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        // (9.9, 5) is 4.9 from the centre: inside, near the rightmost point.
        #expect(path.contains(CGPoint(x: 9.9, y: 5)))
    }

    @Test func roundedRectExcludesItsCornerPoint() {
        // The bottom-left corner arc has centre (3,3) and radius 3; (0.5, 0.5) is √(2.5² + 2.5²)
        // = 3.54 from it, so outside, while the plain rectangle contains it.
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 3, cornerHeight: 3, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(CGPath(rect: rect, transform: nil).contains(CGPoint(x: 0.5, y: 0.5)))
        // Along the straight left edge (y between 3 and 7) points just inside are contained.
        #expect(rounded.contains(CGPoint(x: 0.5, y: 5)))
        #expect(rounded.contains(CGPoint(x: 5, y: 5)))
        // (1.5, 1.5) is 2.12 from (3,3): inside the corner's arc.
        #expect(rounded.contains(CGPoint(x: 1.5, y: 1.5)))
    }

    @Test func containsMapsThePathByItsTransform() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let shift = CGAffineTransform(translationX: 10, y: 10)
        #expect(path.contains(CGPoint(x: 10.5, y: 10.5), transform: shift))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5), transform: shift))
    }

    @Test func tinyAndHugePathsHitTestAlike() {
        // Scale must not matter: the same circle at radius 10⁻³ and 10⁵.
        for radius in [1e-3, 1e5] as [CGFloat] {
            let path = CGPath(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius),
                              transform: nil)
            #expect(path.contains(CGPoint(x: 0.99 * radius, y: 0)))
            #expect(!path.contains(CGPoint(x: 0.72 * radius, y: 0.72 * radius)))
            #expect(path.contains(CGPoint(x: 0.70 * radius, y: 0.70 * radius)))
        }
    }

    @Test("isRect: a rectangle's path is one, with its rectangle; other shapes are not")
    func isRect() {
        var rect = CGRect.null
        #expect(CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        // Drawn by hand the other way round, back to the start without a close.
        let drawn = CGMutablePath()
        drawn.move(to: CGPoint(x: 5, y: 5))
        drawn.addLine(to: CGPoint(x: 5, y: 1))
        drawn.addLine(to: CGPoint(x: 9, y: 1))
        drawn.addLine(to: CGPoint(x: 9, y: 5))
        drawn.addLine(to: CGPoint(x: 5, y: 5))
        #expect(drawn.isRect(&rect))
        #expect(rect == CGRect(x: 5, y: 1, width: 4, height: 4))
        // Turned, a triangle, an ellipse, two rectangles: not one rectangle.
        var turn = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: &turn).isRect(nil))
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 3)])
        triangle.closeSubpath()
        #expect(!triangle.isRect(nil))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
        let two = CGMutablePath()
        two.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        two.addRect(CGRect(x: 2, y: 2, width: 1, height: 1))
        #expect(!two.isRect(nil))
    }
}

