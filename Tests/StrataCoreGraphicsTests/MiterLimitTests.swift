import Foundation
import Testing
@testable import StrataCoreGraphics

// CGContext.setMiterLimit as Apple documents it: "If the ratio of the miter length to the line
// width is greater than the miter limit, Core Graphics converts the miter to a bevel", so a
// larger limit keeps at least the miters a smaller one keeps. A V whose arms meet at
// 2·atan(30/60) ≈ 53° has a miter ratio of 1 / sin(26.6°) = √5 ≈ 2.236: every limit from 10 up,
// +∞ included, draws the same mitered V.

@Suite("CoreGraphics: miter limits")
struct MiterLimitTests {
    /// The pixels a 10-wide stroke of the V covers with `limit`.
    private func inkedPixels(limit: CGFloat) throws -> Int {
        let ctx = try TestBitmap.context(width: 100, height: 100)
        ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(10)
        ctx.setLineJoin(.miter)
        ctx.setMiterLimit(limit)
        ctx.move(to: CGPoint(x: 20, y: 20))
        ctx.addLine(to: CGPoint(x: 50, y: 80))
        ctx.addLine(to: CGPoint(x: 80, y: 20))
        ctx.strokePath()
        return (0..<100).reduce(0) { count, row in
            count + (0..<100).filter { TestBitmap.bytes(ctx, x: $0, row: row)[3] > 127 }.count
        }
    }

    @Test("a huge or infinite miter limit keeps the miter, as a limit of 10 does")
    func hugeLimits() throws {
        let mitered = try inkedPixels(limit: 10)
        let bevelled = try inkedPixels(limit: 2)
        // The miter's tip past the bevel: the limit of 10 draws more than the bevel of 2.
        #expect(mitered > bevelled && bevelled > 1000)
        for limit in [1e6, 1e9, .greatestFiniteMagnitude, .infinity] as [CGFloat] {
            #expect(try inkedPixels(limit: limit) == mitered, "limit \(limit)")
        }
        // A negative or NaN limit is ignored: the default limit, 10, stays.
        for limit in [-1e9, -.infinity, .nan] as [CGFloat] {
            #expect(try inkedPixels(limit: limit) == mitered, "limit \(limit)")
        }
    }

    @Test("a point on a huge-limit miter's stroke is inside it")
    func containsWithHugeLimit() throws {
        let ctx = try TestBitmap.context(width: 100, height: 100)
        ctx.setLineWidth(10)
        ctx.setMiterLimit(1e9)
        ctx.move(to: CGPoint(x: 20, y: 20))
        ctx.addLine(to: CGPoint(x: 50, y: 80))
        ctx.addLine(to: CGPoint(x: 80, y: 20))
        // Just above the join's centre line, inside the stroke.
        #expect(ctx.pathContains(CGPoint(x: 50, y: 78), mode: .stroke))
    }
}
