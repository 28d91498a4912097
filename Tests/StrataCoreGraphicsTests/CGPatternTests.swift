import Foundation
import Testing
@testable import StrataCoreGraphics

// CGPattern as Core Graphics documents it: a cell of `bounds` in pattern space repeated every
// xStep and yStep; the pattern matrix maps pattern space to the context's base space (its
// default user space), so the CTM neither moves nor scales the cells; the phase moves them in
// base space; a coloured pattern paints its own colours times the alpha given, an uncoloured
// one its coverage in the colour given; each cell is clipped to its bounds. Expected pixels are
// worked out from the cell's drawing and the step.

/// A cell 10 × 10: red over x 0..<5, blue over 5..<10 (pattern space).
private let halves: CGPatternDrawPatternCallback = { _, context in
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
}

/// A pattern of `draw` over `bounds` stepping `step`, coloured or not.
private func pattern(_ draw: @escaping CGPatternDrawPatternCallback, bounds: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10),
                     step: CGFloat = 10, matrix: CGAffineTransform = .identity, colored: Bool = true,
                     info: UnsafeMutableRawPointer? = nil,
                     release: CGPatternReleaseInfoCallback? = nil) -> CGPattern? {
    var callbacks = CGPatternCallbacks(version: 0, drawPattern: draw, releaseInfo: release)
    return CGPattern(info: info, bounds: bounds, matrix: matrix, xStep: step, yStep: step, tiling: .constantSpacing,
                     isColored: colored, callbacks: &callbacks)
}

/// Whether column `x` of row 5 is opaque red (true) or opaque blue (false); nil for anything else.
private func isRed(_ ctx: CGContext, _ x: Int) -> Bool? {
    switch TestBitmap.bytes(ctx, x: x, row: 5) {
    case [0, 0, 255, 255]: true
    case [255, 0, 0, 255]: false
    default: nil
    }
}

/// Fills a 40 × 10 context with `pattern` (alpha 1) after `prepare`; returns it.
private func filled(with pattern: CGPattern, _ prepare: (CGContext) -> Void = { _ in }) throws -> CGContext {
    let ctx = try TestBitmap.context(width: 40, height: 10)
    ctx.setFillColorSpace(try #require(CGColorSpace(patternBaseSpace: nil)))
    var alpha: CGFloat = 1
    ctx.setFillPattern(pattern, colorComponents: &alpha)
    prepare(ctx)
    ctx.fill(CGRect(x: -100, y: -100, width: 400, height: 400))
    return ctx
}

@Suite("CGPattern")
struct CGPatternTests {
    @Test("cells repeat every step from the base space's origin, whatever the CTM")
    func cellsRepeatInBaseSpace() throws {
        let halves = try #require(pattern(halves))
        for prepare: (CGContext) -> Void in [{ _ in }, { $0.translateBy(x: 3, y: 0) }, { $0.scaleBy(x: 2, y: 0.5) }] {
            let ctx = try filled(with: halves, prepare)
            for x in 0..<40 { #expect(isRed(ctx, x) == (x % 10 < 5), "column \(x)") }
        }
    }

    @Test("the pattern matrix scales the cells; the phase moves them in base space")
    func matrixAndPhase() throws {
        let doubled = try filled(with: try #require(pattern(halves, matrix: CGAffineTransform(scaleX: 2, y: 2))))
        for x in 0..<40 { #expect(isRed(doubled, x) == (x % 20 < 10), "column \(x)") }
        let moved = try filled(with: try #require(pattern(halves))) { $0.setPatternPhase(CGSize(width: 5, height: 0)) }
        for x in 0..<40 { #expect(isRed(moved, x) == ((x + 5) % 10 < 5), "column \(x)") }
    }

    @Test("an uncoloured pattern paints its cell's coverage in the colour given, a coloured one its colours times the alpha")
    func stencilAndAlpha() throws {
        let made = pattern({ _, context in
            context.setFillColor(red: 0.3, green: 0.2, blue: 0.9, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }, colored: false)
        let stencil = try #require(made)
        let ctx = try TestBitmap.context(width: 20, height: 10)
        ctx.setFillColorSpace(try #require(CGColorSpace(patternBaseSpace: CGColorSpace.deviceRGB())))
        var green: [CGFloat] = [0, 1, 0, 1]
        ctx.setFillPattern(stencil, colorComponents: &green)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        for x in 0..<20 { #expect(TestBitmap.bytes(ctx, x: x, row: 5) == (x % 10 < 5 ? [0, 255, 0, 255] : [0, 0, 0, 0])) }
        // Half alpha: premultiplied red 255 × 0.5.
        let half = try TestBitmap.context(width: 20, height: 10)
        half.setFillColorSpace(try #require(CGColorSpace(patternBaseSpace: nil)))
        var alpha: CGFloat = 0.5
        half.setFillPattern(try #require(pattern(halves)), colorComponents: &alpha)
        half.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        let red = TestBitmap.bytes(half, x: 2, row: 5)
        #expect(red[1] == 0 && abs(Int(red[2]) - 128) <= 1 && abs(Int(red[3]) - 128) <= 1)
        // A colour set afterwards replaces the pattern.
        half.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        half.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(TestBitmap.bytes(half, x: 2, row: 5) == [0, 255, 0, 255])
    }

    @Test("a cell wider than the step overlaps the next, each clipped to its bounds; strokes paint with patterns too")
    func overlapAndStroke() throws {
        // Bounds 15 wide, step 10: red over 5..<8, blue over 12..<15, which is 2..<5 of the next
        // cell's place, and green past the bounds (15..<20), which the clip keeps out.
        let made = pattern({ _, context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 5, y: 0, width: 3, height: 10))
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 12, y: 0, width: 3, height: 10))
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 15, y: 0, width: 5, height: 10))
        }, bounds: CGRect(x: 0, y: 0, width: 15, height: 10))
        let ctx = try filled(with: try #require(made))
        for x in 0..<40 {
            switch x % 10 {
            case 2..<5: #expect(isRed(ctx, x) == false, "column \(x)")
            case 5..<8: #expect(isRed(ctx, x) == true, "column \(x)")
            default: #expect(TestBitmap.bytes(ctx, x: x, row: 5) == [0, 0, 0, 0], "column \(x)")
            }
        }
        // Stroked: a 4-wide line along y = 5 paints the pattern's halves.
        let stroked = try TestBitmap.context(width: 40, height: 10)
        stroked.setStrokeColorSpace(try #require(CGColorSpace(patternBaseSpace: nil)))
        var alpha: CGFloat = 1
        stroked.setStrokePattern(try #require(pattern(halves)), colorComponents: &alpha)
        stroked.setLineWidth(4)
        stroked.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5)])
        for x in 0..<40 { #expect(isRed(stroked, x) == (x % 10 < 5), "column \(x)") }
        #expect(TestBitmap.bytes(stroked, x: 3, row: 0) == [0, 0, 0, 0])
    }

    @Test("bad steps, bounds and matrices give no pattern; info is released with the pattern")
    func badInputAndRelease() throws {
        #expect(pattern(halves, step: 0) == nil)
        #expect(pattern(halves, step: .nan) == nil)
        #expect(pattern(halves, bounds: .zero) == nil)
        #expect(pattern(halves, matrix: CGAffineTransform(scaleX: 0, y: 1)) == nil)
        let released = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { released.deallocate() }
        released.pointee = 0
        var made = pattern(halves, info: UnsafeMutableRawPointer(released)) { info in
            info?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        #expect(made != nil && released.pointee == 0)
        made = nil
        #expect(released.pointee == 1)
    }

    @Test("a pattern colour paints as its pattern: halves every 10 pixels, a stencil in its colour, strokes too")
    func patternColours() throws {
        let halves = try #require(pattern(halves))
        var alpha: CGFloat = 1
        let patterns = try #require(CGColorSpace(patternBaseSpace: nil))
        let colour = try #require(CGColor(patternSpace: patterns, pattern: halves, components: &alpha))
        #expect(colour.pattern === halves && colour.numberOfComponents == 1 && colour.alpha == 1)
        #expect(colour.colorSpace === patterns, "the pattern space given")
        let ctx = try TestBitmap.context(width: 40, height: 10)
        ctx.setFillColor(colour)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        for x in 0..<40 { #expect(isRed(ctx, x) == (x % 10 < 5), "column \(x)") }
        // A stencil in RGB's pattern space: its coverage (x 0..<5 of each cell) in green.
        let made = pattern({ _, context in context.fill(CGRect(x: 0, y: 0, width: 5, height: 10)) }, colored: false)
        let stencil = try #require(made)
        var green: [CGFloat] = [0, 1, 0, 1]
        let rgbPatterns = try #require(CGColorSpace(patternBaseSpace: CGColorSpace.deviceRGB()))
        let stencilColour = try #require(CGColor(patternSpace: rgbPatterns, pattern: stencil, components: &green))
        #expect(stencilColour.components == [0, 1, 0, 1])
        let stroked = try TestBitmap.context(width: 20, height: 10)
        stroked.setStrokeColor(stencilColour)
        stroked.setLineWidth(10)
        stroked.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5)])
        for x in 0..<20 { #expect(TestBitmap.bytes(stroked, x: x, row: 5) == (x % 10 < 5 ? [0, 255, 0, 255] : [0, 0, 0, 0])) }
        // A plain colour set afterwards replaces the pattern.
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(TestBitmap.bytes(ctx, x: 2, row: 5) == [0, 255, 0, 255])
        // Only a pattern space makes a pattern colour; an uncoloured pattern needs a base space.
        #expect(CGColor(patternSpace: CGColorSpace.deviceRGB(), pattern: halves, components: &green) == nil)
        #expect(CGColor(patternSpace: patterns, pattern: stencil, components: &green) == nil)
        #expect(colour.copy(alpha: 0.5)?.pattern === halves)
    }
}
