import Foundation
import Testing
@testable import StrataCoreGraphics

/// Pixel tests of the bitmap context. Conventions used in every derivation below:
/// - Memory is premultiplied BGRA, 4 bytes a pixel, memory row 0 is the top of the picture.
/// - A new CoreGraphics bitmap context is y-up: user y ∈ [j, j+1) is memory row `height − 1 − j`,
///   user x ∈ [i, i+1) is column i.
/// - Premultiplied bytes: B = b·a·255, G = g·a·255, R = r·a·255, A = a·255, rounded.
@Suite("CGContext")
struct CoreGraphicsContextTests {
    typealias BGRA = [UInt8]
    static let clear: BGRA = [0, 0, 0, 0]
    static let red: BGRA = [0, 0, 255, 255]
    static let green: BGRA = [0, 255, 0, 255]
    static let blue: BGRA = [255, 0, 0, 255]

    private func makeContext(width: Int = 10, height: Int = 10) throws -> CGContext {
        try TestBitmap.context(width: width, height: height)
    }

    /// The BGRA bytes of column `x` in memory row `row` (row 0 is the top).
    private func pixel(_ ctx: CGContext, x: Int, row: Int) -> BGRA { TestBitmap.bytes(ctx, x: x, row: row) }

    /// Every pixel of memory row `row`.
    private func row(_ ctx: CGContext, _ row: Int) -> [BGRA] { (0..<ctx.width).map { pixel(ctx, x: $0, row: row) } }

    /// Every pixel of column `x`, top row first.
    private func column(_ ctx: CGContext, _ x: Int) -> [BGRA] { (0..<ctx.height).map { pixel(ctx, x: x, row: $0) } }

    /// 127.5 (half of 255) may round either way.
    private func isHalf(_ byte: UInt8) -> Bool { byte == 127 || byte == 128 }

    // MARK: Filling

    @Test func fillingTheLowerHalfColoursTheBottomMemoryRows() throws {
        // User y ∈ [0, 5) is memory rows 9 − 0 … 9 − 4, i.e. rows 5…9 (the bottom of memory).
        let ctx = try makeContext()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        for r in 0..<5 { #expect(row(ctx, r) == Array(repeating: Self.clear, count: 10), "row \(r)") }
        for r in 5..<10 { #expect(row(ctx, r) == Array(repeating: Self.red, count: 10), "row \(r)") }
    }

    @Test func halfAlphaRedIsPremultiplied() throws {
        // Straight (1, 0, 0, 0.5) over transparent black with source-over gives the source:
        // B = G = 0, R = 1·0.5·255 = 127.5, A = 0.5·255 = 127.5 → 127 or 128.
        let ctx = try makeContext()
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let p = pixel(ctx, x: 3, row: 7)
        #expect(p[0] == 0 && p[1] == 0)
        #expect(isHalf(p[2]) && isHalf(p[3]))
    }

    @Test func globalAlphaMultipliesTheFillColour() throws {
        // Opaque red at global alpha 0.5 is the same as red at alpha 0.5: (0, 0, 127.5, 127.5).
        let ctx = try makeContext()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setAlpha(0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let p = pixel(ctx, x: 0, row: 0)
        #expect(p[0] == 0 && p[1] == 0 && isHalf(p[2]) && isHalf(p[3]))
    }

    @Test func grayFillSetsAllThreeChannels() throws {
        // Grey 1 at alpha 1 is white: (255, 255, 255, 255).
        let ctx = try makeContext()
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(ctx, x: 0, row: 9) == [255, 255, 255, 255])
    }

    @Test func fillEllipseCoversTheCentreNotTheCorner() throws {
        // Circle of radius 5 about (5,5). Pixel (4…5, 4…5) is inside. The corner pixel [0,1]²'s
        // nearest point to the centre, (1,1), is 5.66 away, so nothing of it is covered.
        let ctx = try makeContext()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 4, row: 5) == Self.blue)
        #expect(pixel(ctx, x: 0, row: 0) == Self.clear)
        #expect(pixel(ctx, x: 9, row: 9) == Self.clear)
    }

    @Test func evenOddFillLeavesTheHole() throws {
        // Outer (0,0,10,10) and inner (3,3,4,4): even-odd leaves x, y ∈ [3,7) empty, which is
        // columns 3…6 and memory rows 9−6 … 9−3 = 3…6.
        let ctx = try makeContext()
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        ctx.fillPath(using: .evenOdd)
        #expect(pixel(ctx, x: 5, row: 5) == Self.clear)
        #expect(pixel(ctx, x: 3, row: 3) == Self.clear)
        #expect(pixel(ctx, x: 2, row: 5) == [0, 0, 0, 255])
        #expect(pixel(ctx, x: 5, row: 7) == [0, 0, 0, 255])
        #expect(ctx.isPathEmpty)
    }

    // MARK: Stroking

    @Test func strokeWidthStraddlesThePath() throws {
        // A vertical line at x = 5, width 2, covers x ∈ [4, 6]: columns 4 and 5, fully.
        let ctx = try makeContext()
        ctx.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 5, y: 0))
        ctx.addLine(to: CGPoint(x: 5, y: 10))
        ctx.strokePath()
        #expect(column(ctx, 4) == Array(repeating: Self.green, count: 10))
        #expect(column(ctx, 5) == Array(repeating: Self.green, count: 10))
        #expect(column(ctx, 3) == Array(repeating: Self.clear, count: 10))
        #expect(column(ctx, 6) == Array(repeating: Self.clear, count: 10))
    }

    @Test func defaultLineWidthIsOne() throws {
        // CoreGraphics' default width 1 at x = 5 covers x ∈ [4.5, 5.5]: half of columns 4 and 5,
        // so they are partly opaque, and column 3 and 6 untouched.
        let ctx = try makeContext()
        ctx.move(to: CGPoint(x: 5, y: 0))
        ctx.addLine(to: CGPoint(x: 5, y: 10))
        ctx.strokePath()
        let a4 = pixel(ctx, x: 4, row: 5)[3], a5 = pixel(ctx, x: 5, row: 5)[3]
        #expect(a4 > 0 && a4 < 255 && a5 > 0 && a5 < 255)
        #expect(pixel(ctx, x: 3, row: 5) == Self.clear && pixel(ctx, x: 6, row: 5) == Self.clear)
    }

    @Test func strokeRectWithWidthLeavesTheLineWidthAlone() throws {
        // The outline of (2,2,6,6) at width 2 covers x ∈ [1,3] on its left side: columns 1 and 2
        // at mid height (row 5); column 3 is inside the rectangle and stays clear.
        let ctx = try makeContext()
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.stroke(CGRect(x: 2, y: 2, width: 6, height: 6), width: 2)
        #expect(pixel(ctx, x: 1, row: 5) == Self.red && pixel(ctx, x: 2, row: 5) == Self.red)
        #expect(pixel(ctx, x: 0, row: 5) == Self.clear && pixel(ctx, x: 3, row: 5) == Self.clear)
        // The state's width is still 1: a line at x = 5 is only half over column 4.
        let after = try makeContext()
        after.stroke(CGRect(x: 2, y: 2, width: 6, height: 6), width: 4)
        after.beginPath()
        after.move(to: CGPoint(x: 5, y: 4))
        after.addLine(to: CGPoint(x: 5, y: 6))
        after.strokePath()
        let alpha = pixel(after, x: 4, row: 5)[3]
        #expect(alpha > 0 && alpha < 255)
    }

    @Test func fillThenStrokePaintsBoth() throws {
        // Fill (2,2,6,6) blue, then stroke it red at width 2: the stroke covers x ∈ [1,3] on the
        // left, so column 2 (inside the fill) ends red, and the middle stays blue.
        let ctx = try makeContext()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        ctx.drawPath(using: .fillStroke)
        #expect(pixel(ctx, x: 5, row: 5) == Self.blue)
        #expect(pixel(ctx, x: 2, row: 5) == Self.red)
        #expect(pixel(ctx, x: 1, row: 5) == Self.red)
        #expect(ctx.isPathEmpty)
    }

    @Test func dashPatternAlternatesRuns() throws {
        // A horizontal line at y = 5, width 2, covers y ∈ [4, 6]: memory rows 9−5 = 4 and 9−4 = 5.
        // Dashes [2, 2] from phase 0 paint x ∈ [0,2), [4,6), [8,10): columns 0,1,4,5,8,9.
        let ctx = try makeContext()
        ctx.setLineWidth(2)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineDash(phase: 0, lengths: [2, 2])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        let on: Set = [0, 1, 4, 5, 8, 9]
        for r in [4, 5] {
            for x in 0..<10 {
                #expect(pixel(ctx, x: x, row: r) == (on.contains(x) ? Self.red : Self.clear), "x \(x) row \(r)")
            }
        }
        #expect(row(ctx, 3) == Array(repeating: Self.clear, count: 10))
        #expect(row(ctx, 6) == Array(repeating: Self.clear, count: 10))
    }

    @Test func dashPhaseShiftsThePattern() throws {
        // Phase 1 starts one unit into the pattern: on [0,1), off [1,3), on [3,5), off [5,7),
        // on [7,9), off [9,10): columns 0, 3, 4, 7, 8 painted.
        let ctx = try makeContext()
        ctx.setLineWidth(2)
        ctx.setLineDash(phase: 1, lengths: [2, 2])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        let on: Set = [0, 3, 4, 7, 8]
        for x in 0..<10 { #expect((pixel(ctx, x: x, row: 4)[3] == 255) == on.contains(x), "x \(x)") }
    }

    @Test func emptyDashArrayGivesASolidLine() throws {
        let ctx = try makeContext()
        ctx.setLineWidth(2)
        ctx.setLineDash(phase: 0, lengths: [2, 2])
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        #expect(row(ctx, 4).allSatisfy { $0[3] == 255 })
    }

    @Test func invalidDashDoesNotBreakTheContext() throws {
        // cairo would refuse all later drawing after a negative dash; Strata draws solid instead.
        let ctx = try makeContext()
        ctx.setLineDash(phase: 0, lengths: [-1, 2])
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 0, row: 0) == [0, 0, 0, 255])
    }

    // MARK: Clipping

    @Test func clipToRectLimitsFilling() throws {
        // Clip to x ∈ [0,5): a full fill colours columns 0…4 only.
        let ctx = try makeContext()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 10))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        for x in 0..<5 { #expect(column(ctx, x).allSatisfy { $0 == Self.blue }, "column \(x)") }
        for x in 5..<10 { #expect(column(ctx, x).allSatisfy { $0 == Self.clear }, "column \(x)") }
    }

    @Test func pathBoundingBoxIncludesControlPoints() throws {
        // Apple, CGContext.boundingBoxOfPath: "the smallest rectangle completely enclosing all
        // points in a path, including control points for Bézier cubic and quadratic curves".
        // A curve from (0, 0) to (20, 0) with both control points at y 20 peaks at
        // 0.75 × 20 = 15, but its control points reach 20. Translated by (1, 2): user space.
        let ctx = try makeContext(width: 30, height: 30)
        #expect(ctx.boundingBoxOfPath.isNull)
        ctx.translateBy(x: 1, y: 2)
        ctx.move(to: .zero)
        ctx.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 0, y: 20), control2: CGPoint(x: 20, y: 20))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func clipToRectClearsTheCurrentPath() throws {
        // Apple's clip(to:): "After determining the new clipping path, the function resets the
        // context's current path to an empty path."
        let ctx = try makeContext()
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(ctx.isPathEmpty)
        ctx.clip(to: [CGRect(x: 0, y: 0, width: 10, height: 5)])
        #expect(ctx.isPathEmpty)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // Only user y ∈ [0,5), memory rows 5…9, are inside the clip.
        #expect(pixel(ctx, x: 0, row: 9) == [0, 0, 0, 255])
        #expect(pixel(ctx, x: 0, row: 0) == Self.clear)
    }

    @Test func clipToPathUsesTheFillRule() throws {
        // Even-odd clip of a ring: outer (0,0,10,10), hole (2,2,6,6) = columns/rows 2…7.
        let ctx = try makeContext()
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        ctx.clip(using: .evenOdd)
        #expect(ctx.isPathEmpty)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, row: 5) == Self.clear)
        #expect(pixel(ctx, x: 0, row: 0) == [0, 0, 0, 255])
        #expect(pixel(ctx, x: 1, row: 5) == [0, 0, 0, 255])
    }

    @Test func unclippedBoundingBoxIsTheWholeContext() throws {
        let ctx = try makeContext()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // MARK: Saving and restoring state

    @Test func restoreBringsBackTheFillColour() throws {
        // Blue fills the left half inside the saved state; after restoring, red fills the right.
        let ctx = try makeContext()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        ctx.restoreGState()
        ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        #expect(pixel(ctx, x: 0, row: 0) == Self.blue)
        #expect(pixel(ctx, x: 9, row: 0) == Self.red)
    }

    @Test func restoreBringsBackStrokeColourAlphaAndClip() throws {
        let ctx = try makeContext()
        ctx.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setAlpha(0.25)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.restoreGState()
        // Full alpha, no clip, green: a width-2 line at y = 5 paints rows 4 and 5 opaque green.
        ctx.setLineWidth(2)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        #expect(row(ctx, 4) == Array(repeating: Self.green, count: 10))
    }

    @Test func unbalancedRestoreIsIgnored() throws {
        let ctx = try makeContext()
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, row: 5) == [0, 0, 0, 255])
    }

    @Test func zeroScaleDrawsNothingUntilRestored() throws {
        // CoreGraphics draws nothing through a singular CTM; restoring makes drawing work again.
        let ctx = try makeContext()
        ctx.saveGState()
        ctx.scaleBy(x: 0, y: 0)
        #expect(ctx.ctm.a == 0 && ctx.ctm.d == 0)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, row: 5) == Self.clear)
        ctx.restoreGState()
        #expect(ctx.ctm.isIdentity)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 5, row: 5) == [0, 0, 0, 255])
    }

    @Test func transformsMoveDrawing() throws {
        // translate(5, 0) then fill (0,0,1,1): user x ∈ [0,1) lands on column 5, y ∈ [0,1) on row 9.
        let ctx = try makeContext()
        ctx.translateBy(x: 5, y: 0)
        #expect(ctx.ctm == CGAffineTransform(translationX: 5, y: 0))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(ctx, x: 5, row: 9) == [0, 0, 0, 255])
        #expect(pixel(ctx, x: 0, row: 9) == Self.clear)
    }

    // MARK: Blend modes and clearing

    @Test func copyBlendModeReplacesThePixels() throws {
        // Over opaque red, .copy with (0, 0, 1, 0.5) stores the source itself:
        // B = 1·0.5·255 = 127.5, G = R = 0, A = 127.5 — no trace of the red beneath.
        let ctx = try makeContext()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setBlendMode(.copy)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let p = pixel(ctx, x: 0, row: 0)
        #expect(isHalf(p[0]) && p[1] == 0 && p[2] == 0 && isHalf(p[3]))
        #expect(pixel(ctx, x: 9, row: 0) == Self.red)
    }

    @Test func multiplyBlendModeMultipliesColours() throws {
        // Multiply takes the product per channel: yellow (1,1,0) × cyan (0,1,1) = (0,1,0), opaque green.
        let ctx = try makeContext()
        ctx.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(ctx, x: 0, row: 0) == Self.green)
    }

    @Test func porterDuffModesFollowApplesFormulas() throws {
        // Destination: opaque red over the left half only. Source: blue at alpha 0.5 over the
        // whole context, premultiplied (0, 0, 0.5, 0.5). Per Apple's formulas, in the left half
        // (Da = 1) and the right (Da = 0), as B, G, R, A bytes (0.5 is 127 or 128):
        func drawn(_ mode: CGBlendMode) throws -> (left: [UInt8], right: [UInt8]) {
            let ctx = try makeContext()
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            ctx.setBlendMode(mode)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            return (pixel(ctx, x: 0, row: 0), pixel(ctx, x: 9, row: 0))
        }
        func half(_ bytes: [UInt8], _ expected: [Bool]) -> Bool {
            zip(bytes, expected).allSatisfy { $1 ? isHalf($0) : $0 == 0 }
        }
        // sourceIn, R = S·Da: the source on the left, nothing on the right.
        let sourceIn = try drawn(.sourceIn)
        #expect(half(sourceIn.left, [true, false, false, true]) && sourceIn.right == Self.clear)
        // sourceOut, R = S·(1 − Da): nothing on the left, the source on the right.
        let sourceOut = try drawn(.sourceOut)
        #expect(sourceOut.left == Self.clear && half(sourceOut.right, [true, false, false, true]))
        // destinationIn, R = D·Sa: half the red on the left, nothing on the right.
        let destinationIn = try drawn(.destinationIn)
        #expect(half(destinationIn.left, [false, false, true, true]) && destinationIn.right == Self.clear)
        // destinationAtop, R = S·(1 − Da) + D·Sa: half the red on the left, the source on the right.
        let destinationAtop = try drawn(.destinationAtop)
        #expect(half(destinationAtop.left, [false, false, true, true]) && half(destinationAtop.right, [true, false, false, true]))
        #expect(CGBlendMode(rawValue: 26) == .plusDarker && CGBlendMode(rawValue: 18) == .sourceIn)
    }

    @Test func porterDuffModesLeaveTheDestinationOutsideTheShape() throws {
        // Quartz composites only where the shape is: filling the left half in any of these modes
        // keeps the red already on the right half, where the formulas with S = 0 would clear it.
        for mode in [CGBlendMode.sourceIn, .sourceOut, .destinationIn, .destinationAtop] {
            let ctx = try makeContext()
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(mode)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            #expect(pixel(ctx, x: 9, row: 5) == Self.red, "\(mode)")
            #expect(ctx.isPathEmpty)
        }
    }

    @Test func porterDuffModesLeaveTheDestinationOutsideAStroke() throws {
        // The same for a stroke: a 2-wide line down x = 2 in any of these modes keeps the red
        // right of it; sourceIn shows the blue where the line lies over the red (R = S·Da).
        for mode in [CGBlendMode.sourceIn, .sourceOut, .destinationIn, .destinationAtop] {
            let ctx = try makeContext()
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(mode)
            ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: 2, y: 0))
            ctx.addLine(to: CGPoint(x: 2, y: 10))
            ctx.strokePath()
            #expect(pixel(ctx, x: 9, row: 5) == Self.red, "\(mode)")
            #expect(pixel(ctx, x: 6, row: 5) == Self.red, "\(mode)")
            if mode == .sourceIn { #expect(pixel(ctx, x: 2, row: 5) == Self.blue, "\(mode)") }
            #expect(ctx.isPathEmpty)
        }
    }

    @Test func clearMakesTheRectTransparent() throws {
        // Clearing the lower half (memory rows 5…9) leaves red only in rows 0…4.
        let ctx = try makeContext()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setAlpha(0.5)
        ctx.clear(CGRect(x: 0, y: 0, width: 10, height: 5))
        #expect(pixel(ctx, x: 0, row: 4) == Self.red)
        #expect(pixel(ctx, x: 0, row: 5) == Self.clear)
        #expect(pixel(ctx, x: 9, row: 9) == Self.clear)
    }

    // MARK: Path queries

    @Test func contextPathReportsItsCurrentPointAndBox() throws {
        // Arc about (5,5), radius 3, 0 → π/2 anticlockwise ends at (5, 8); its box is (5,5)…(8,8)
        // (the move to (8,5) and the quarter circle up to (5,8)).
        let ctx = try makeContext()
        #expect(ctx.isPathEmpty)
        ctx.addArc(center: CGPoint(x: 5, y: 5), radius: 3, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(!ctx.isPathEmpty)
        // cairo keeps path points to 1/256 of a pixel.
        let p = ctx.currentPointOfPath
        #expect(abs(p.x - 5) < 0.01 && abs(p.y - 8) < 0.01)
        let box = ctx.boundingBoxOfPath
        #expect(abs(box.minX - 5) < 0.01 && abs(box.minY - 5) < 0.01)
        #expect(abs(box.maxX - 8) < 0.01 && abs(box.maxY - 8) < 0.01)
        ctx.beginPath()
        #expect(ctx.isPathEmpty)
    }

    // MARK: Images

    /// A 2×2 image whose top row (memory row 0) is red and bottom row blue.
    private func redOverBlue() throws -> CGImage {
        let bytes: [UInt8] = Self.red + Self.red + Self.blue + Self.blue
        return try #require(bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.flatMap { CGImage(copyingBGRA: $0, width: 2, height: 2, bytesPerRow: 8) }
        })
    }

    @Test func imageIsUprightInAYUpContext() throws {
        // The image's top row goes along rect.maxY = 2, i.e. user y ∈ [1,2), which in a y-up
        // 2×2 context is memory row 2 − 1 − 1 = 0. So memory matches the image: red on top.
        let ctx = try makeContext(width: 2, height: 2)
        ctx.draw(try redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(row(ctx, 0) == [Self.red, Self.red])
        #expect(row(ctx, 1) == [Self.blue, Self.blue])
    }

    @Test func imageIsUpsideDownInAFlippedContext() throws {
        // After translate(0, 2) and scale(1, −1) user y ∈ [1,2) is memory row 1, so the top (red)
        // row lands at the bottom: the image appears upside down, as on Apple platforms.
        let ctx = try makeContext(width: 2, height: 2)
        ctx.translateBy(x: 0, y: 2)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(try redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(row(ctx, 0) == [Self.blue, Self.blue])
        #expect(row(ctx, 1) == [Self.red, Self.red])
    }

    @Test func scaledImageFillsItsRectWithNearestSampling() throws {
        // Drawn into (0,0,4,4) of a 10×10 context: columns 0…3; the red top row covers user
        // y ∈ [2,4) = memory rows 6, 7, and the blue bottom row y ∈ [0,2) = rows 8, 9.
        // With no interpolation each pixel takes the nearest image pixel exactly.
        let ctx = try makeContext()
        ctx.interpolationQuality = .none
        ctx.draw(try redOverBlue(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        for x in 0..<4 {
            #expect(column(ctx, x) == Array(repeating: Self.clear, count: 6) + [Self.red, Self.red, Self.blue, Self.blue])
        }
        #expect(column(ctx, 4) == Array(repeating: Self.clear, count: 10))
    }

    @Test func imageDrawingUsesGlobalAlphaAndKeepsThePath() throws {
        // Opaque red at alpha 0.5: R = 255·0.5 = 127.5, A = 127.5.
        let ctx = try makeContext(width: 2, height: 2)
        ctx.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setAlpha(0.5)
        ctx.draw(try redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        let p = pixel(ctx, x: 0, row: 0)
        #expect(p[0] == 0 && p[1] == 0 && isHalf(p[2]) && isHalf(p[3]))
        #expect(!ctx.isPathEmpty)
        #expect(ctx.interpolationQuality == .default)
    }

    @Test func interpolationQualityIsSavedWithTheState() throws {
        let ctx = try makeContext()
        ctx.saveGState()
        ctx.interpolationQuality = .high
        ctx.restoreGState()
        #expect(ctx.interpolationQuality == .default)
    }

    @Test func makeImageRoundTrips() throws {
        // makeImage copies memory as is, so image row 0 is memory row 0 (the top). Drawing it
        // back over the whole of a y-up context puts its top row on memory row 0 again, so the
        // bytes come back identical.
        let ctx = try makeContext()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 10))
        let image = try #require(ctx.makeImage())
        #expect(image.width == 10 && image.height == 10)
        // Memory row 9 (bottom) is red, row 0 of column 9 untouched.
        #expect(image.pixelBGRA(x: 9, y: 9).map { [$0.b, $0.g, $0.r, $0.a] } == Self.red)
        #expect(image.pixelBGRA(x: 9, y: 0).map { [$0.b, $0.g, $0.r, $0.a] } == Self.clear)

        let copy = try makeContext()
        copy.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        for r in 0..<10 { #expect(row(copy, r) == row(ctx, r), "row \(r)") }
    }
}
