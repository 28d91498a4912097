import CCairo
import Foundation
import Testing
@testable import StrataCoreGraphics

// A stroke's outline and a path's dashes, as CoreGraphics documents them: a line `w` wide covers
// w/2 either side of the path; butt ends stop at the end points, square ends go w/2 past them,
// round ends are half discs; a miter join reaches the corner of the two offset edges unless it
// is longer than `miterLimit` line widths (1/sin(φ/2) for an angle φ between the segments), when
// it is bevelled; dashes paint and skip the pattern's lengths in turn from `phase` into it.
// Where a shape is curved, cairo's own stroker (`cairo_in_stroke`, through pathContains) is the
// independent reference.

private func line(_ points: [CGPoint], closed: Bool = false) -> CGPath {
    let path = CGMutablePath()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    if closed { path.closeSubpath() }
    return path
}

/// The dashes of `path` as (start, end) pairs of their subpaths' first and last points,
/// rounded to a millionth (dash ends are worked out in floating point).
private func pieces(of path: CGPath) -> [(CGPoint, CGPoint)] {
    func rounded(_ p: CGPoint) -> CGPoint { CGPoint(x: (p.x * 1e6).rounded() / 1e6, y: (p.y * 1e6).rounded() / 1e6) }
    return rawPieces(of: path).map { (rounded($0.0), rounded($0.1)) }
}

private func rawPieces(of path: CGPath) -> [(CGPoint, CGPoint)] {
    var result: [(CGPoint, CGPoint)] = []
    var start: CGPoint?, last: CGPoint?
    for element in path.elements {
        switch element {
        case .moveTo(let p):
            if let start, let last { result.append((start, last)) }
            start = p
            last = p
        case .lineTo(let p): last = p
        default: break
        }
    }
    if let start, let last { result.append((start, last)) }
    return result
}

@Suite("CGPath stroked and dashed copies")
struct CGPathStrokingTests {
    private let horizontal = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
    /// Along +x to (100, 0), then up: a left turn of 90° at (100, 0), its outer corner (105, −5)
    /// for a width of 10.
    private let corner = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])

    @Test("butt ends at the end points, w/2 either side")
    func butt() {
        let stroke = horizontal.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.boundingBox == CGRect(x: 0, y: -5, width: 100, height: 10))
        #expect(stroke.contains(CGPoint(x: 50, y: 4.9)))
        #expect(stroke.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!stroke.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!stroke.contains(CGPoint(x: -0.1, y: 0)))
        #expect(!stroke.contains(CGPoint(x: 100.1, y: 0)))
    }

    @Test("square ends w/2 past the end points; round ends are half discs")
    func caps() {
        let square = horizontal.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBox == CGRect(x: -5, y: -5, width: 110, height: 10))
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)))
        let round = horizontal.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4.9, y: 0)))
        #expect(round.contains(CGPoint(x: -3, y: 3)))       // 4.24 from the end
        #expect(!round.contains(CGPoint(x: -4, y: 4)))      // 5.66 from the end
        #expect(round.contains(CGPoint(x: 103, y: -3)))
        #expect(!round.contains(CGPoint(x: 104, y: -4)))
    }

    @Test("a zero-length segment is a dot with round or square caps, nothing with butt ones")
    func dot() {
        let dot = line([CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)])
        let round = dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 11.9, y: 10)))
        #expect(!round.contains(CGPoint(x: 11.6, y: 11.6)))
        let square = dot.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBox == CGRect(x: 8, y: 8, width: 4, height: 4))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(horizontal.copy(strokingWithWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        #expect(horizontal.copy(strokingWithWidth: .nan, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    @Test("joins: a miter to the offset edges' corner within the limit, else a bevel; round")
    func joins() {
        // A right angle's miter is √2 ≈ 1.414 line widths long.
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.5)
        #expect(miter.contains(CGPoint(x: 104.5, y: -4.5)))
        #expect(!miter.contains(CGPoint(x: 105.1, y: -4.5)))
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!limited.contains(CGPoint(x: 104.5, y: -4.5)))
        // The bevel is the triangle (100, 0), (100, −5), (105, 0): x − y ≤ 105 inside.
        #expect(limited.contains(CGPoint(x: 102, y: -2)))
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(bevel.contains(CGPoint(x: 102, y: -2)))
        #expect(!bevel.contains(CGPoint(x: 103, y: -3)))
        let round = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 103.5, y: -3.5)))   // 4.95 from the corner
        #expect(!round.contains(CGPoint(x: 104, y: -4)))      // 5.66
    }

    @Test("a closed subpath is joined all round and keeps its hole")
    func closed() {
        let box = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50)],
                       closed: true)
        let stroke = box.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.boundingBox == CGRect(x: -2, y: -2, width: 104, height: 54))
        #expect(stroke.contains(CGPoint(x: -1.9, y: -1.9)))
        #expect(stroke.contains(CGPoint(x: -1.9, y: 51.9)))
        #expect(!stroke.contains(CGPoint(x: 50, y: 25)))
        #expect(!stroke.contains(CGPoint(x: 2.1, y: 2.1)))
        // Mapped by the transform.
        let moved = box.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                             transform: CGAffineTransform(translationX: 10, y: 20))
        #expect(moved.boundingBox == CGRect(x: 8, y: 18, width: 104, height: 54))
    }

    @Test("curves and every cap and join agree with cairo's stroker away from the edge")
    func agreesWithCairo() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 20))
        path.addCurve(to: CGPoint(x: 90, y: 30), control1: CGPoint(x: 30, y: 90), control2: CGPoint(x: 60, y: -30))
        path.addLine(to: CGPoint(x: 40, y: 60))
        path.addQuadCurve(to: CGPoint(x: 80, y: 80), control: CGPoint(x: 50, y: 100))
        let width: CGFloat = 8, side = 480
        /// The alpha plane of `draw` at 4 pixels a unit.
        func raster(_ draw: (CGContext) -> Void) throws -> [UInt8] {
            let ctx = try TestBitmap.context(width: side, height: side)
            ctx.scaleBy(x: 4, y: 4)
            ctx.translateBy(x: 10, y: 10)
            // cairo's default flattening (0.1 device units) would turn a curve's end a few
            // degrees and move its cap.
            cairo_set_tolerance(ctx.cr, 0.01)
            draw(ctx)
            return (0..<side * side).map { TestBitmap.bytes(ctx, x: $0 % side, row: $0 / side)[3] }
        }
        for cap in [CGLineCap.butt, .round, .square] {
            for join in [CGLineJoin.miter, .round, .bevel] {
                func cairoStroke(_ w: CGFloat) throws -> [UInt8] {
                    try raster { ctx in
                        ctx.setLineWidth(w)
                        ctx.setLineCap(cap)
                        ctx.setLineJoin(join)
                        ctx.setMiterLimit(4)
                        ctx.addPath(path)
                        ctx.strokePath()
                    }
                }
                let outline = path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: 4)
                let ours = try raster { ctx in
                    ctx.addPath(outline)
                    ctx.fillPath()
                }
                // Half a unit narrower, cairo's stroke lies inside ours; half a unit wider, it
                // holds ours: pixels wholly inside the first are wholly inside ours, pixels the
                // second misses ours misses too. (Where many of our pieces' edges cross one
                // pixel, cairo's coverage of their union can round a level or two off.)
                let thinner = try cairoStroke(width - 0.5), wider = try cairoStroke(width + 0.5)
                let missing = (0..<ours.count).filter { thinner[$0] == 255 && ours[$0] < 253 }
                let extra = (0..<ours.count).filter { wider[$0] == 0 && ours[$0] > 2 }
                #expect(missing.isEmpty && extra.isEmpty,
                        "\(cap) \(join): \(missing.count) missing, \(extra.count) extra, e.g. \((missing + extra).prefix(3).map { ($0 % side, $0 / side) })")
                #expect(ours.filter { $0 == 255 }.count > 10_000)
            }
        }
    }

    @Test("dashes paint and skip the lengths in turn from the phase")
    func dashes() {
        let plain = horizontal.copy(dashingWithPhase: 0, lengths: [10, 5])
        let expected: [(CGFloat, CGFloat)] = [(0, 10), (15, 25), (30, 40), (45, 55), (60, 70), (75, 85), (90, 100)]
        #expect(pieces(of: plain).map { [$0.0.x, $0.1.x] } == expected.map { [$0.0, $0.1] })
        // 3 into the pattern: 7 of the first dash left.
        let shifted = horizontal.copy(dashingWithPhase: 3, lengths: [10, 5])
        #expect(pieces(of: shifted).first.map { [$0.0.x, $0.1.x] } == [0, 7])
        #expect(pieces(of: shifted).dropFirst().first.map { [$0.0.x, $0.1.x] } == [12, 22])
        // 12 into it: in the gap, 3 left of it.
        #expect(pieces(of: horizontal.copy(dashingWithPhase: 12, lengths: [10, 5])).first.map { $0.0.x } == 3)
        // An odd count repeats: [10] is 10 on, 10 off.
        #expect(pieces(of: horizontal.copy(dashingWithPhase: 0, lengths: [10])).count == 5)
        // Round a closed square of side 40 a dash of 160 paints it all, still closed.
        let square = line([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 40), CGPoint(x: 0, y: 40)],
                          closed: true)
        let whole = square.copy(dashingWithPhase: 0, lengths: [160, 10])
        #expect(whole.elements.last == .closeSubpath)
        #expect(pieces(of: whole).count == 1)
        // Round the corner: 50 along is 10 up the second side.
        let turned = square.copy(dashingWithPhase: 0, lengths: [50, 200])
        #expect(pieces(of: turned).first.map { [$0.0, $0.1] } == [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 10)])
        // Patterns that dash nothing leave the path whole.
        for lengths: [CGFloat] in [[], [0, 0], [-1, 4], [.nan, 2]] {
            #expect(horizontal.copy(dashingWithPhase: 0, lengths: lengths) == horizontal)
        }
    }

    @Test("a path too long to outline is outlined up to the budget, with a diagnostic")
    func budget() {
        // 20 000 wide curves, each of which alone would flatten to hundreds of points.
        let path = CGMutablePath()
        path.move(to: .zero)
        for index in 0..<20_000 {
            let x = CGFloat(index)
            path.addCurve(to: CGPoint(x: x + 1, y: 0), control1: CGPoint(x: x, y: 1e6), control2: CGPoint(x: x + 1, y: -1e6))
        }
        let lines = LockedLines()
        let outline = StrataDiagnostics.withHandler({ lines.append($0) }) {
            path.copy(strokingWithWidth: 1, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        }
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("250000") == true)
        // About a dozen elements a point at most: a quadrilateral (6) and a bevel (5) each.
        #expect(outline.elements.count <= 12 * 250_001)
        #expect(!outline.isEmpty)
    }

    @Test("replacePathWithStrokedPath: filling the new path paints what stroking the old one does")
    func replacePath() throws {
        func draw(_ body: (CGContext) -> Void) throws -> CGContext {
            let ctx = try TestBitmap.context(width: 120, height: 80)
            ctx.setLineWidth(9)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.miter)
            ctx.setLineDash(phase: 2, lengths: [20, 8])
            ctx.move(to: CGPoint(x: 10, y: 10))
            ctx.addLine(to: CGPoint(x: 100, y: 20))
            ctx.addCurve(to: CGPoint(x: 20, y: 70), control1: CGPoint(x: 130, y: 80), control2: CGPoint(x: 60, y: 40))
            body(ctx)
            return ctx
        }
        let stroked = try draw { $0.strokePath() }
        let filled = try draw {
            $0.replacePathWithStrokedPath()
            #expect(!$0.isPathEmpty)
            $0.fillPath()
        }
        var worst = 0, painted = 0
        for row in 0..<80 {
            for x in 0..<120 {
                let a = Int(TestBitmap.bytes(stroked, x: x, row: row)[3]), b = Int(TestBitmap.bytes(filled, x: x, row: row)[3])
                worst = max(worst, abs(a - b))
                if a > 0 { painted += 1 }
            }
        }
        #expect(painted > 1000)
        // The same area; anti-aliased edges differ by cairo's flattening of the curve, a few
        // levels at most.
        #expect(worst <= 24)
    }
}
