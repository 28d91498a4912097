import Foundation
import Testing
@testable import StrataCoreGraphics

/// `setShadow(offset:blur:color:)` as CoreGraphics documents it: every later drawing casts a
/// shadow of its alpha in the shadow colour, offset in base space (a bitmap context's pixels, y
/// up) and blurred; the shape is drawn over it; the shadow is part of the graphics state. Bytes
/// are premultiplied BGRA; a context is y-up, user y ∈ [j, j+1) is memory row `height − 1 − j`.
@Suite("CGContext shadows")
struct CGContextShadowTests {
    private func bytes(_ ctx: CGContext, x: Int, y: Int) -> [Int] {
        TestBitmap.bytes(ctx, x: x, row: ctx.height - 1 - y).map(Int.init)
    }

    @Test("an unblurred shadow is the shape's alpha moved by the offset, in its colour, beneath the shape")
    func hardShadow() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        ctx.setShadow(offset: CGSize(width: 4, height: 3), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        // The shape on x, y ∈ [2, 8); its shadow on x ∈ [6, 12), y ∈ [5, 11) (up by 3: y-up).
        #expect(bytes(ctx, x: 3, y: 3) == [0, 0, 255, 255])
        #expect(bytes(ctx, x: 7, y: 6) == [0, 0, 255, 255], "the shape covers its shadow")
        #expect(bytes(ctx, x: 10, y: 9) == [255, 0, 0, 255], "shadow")
        #expect(bytes(ctx, x: 10, y: 3) == [0, 0, 0, 0], "below the shadow")
        #expect(bytes(ctx, x: 13, y: 9) == [0, 0, 0, 0], "right of the shadow")
    }

    @Test("a blurred shadow spreads: half intensity on its edge, fading out within three deviations")
    func blurredShadow() throws {
        let ctx = try TestBitmap.context(width: 60, height: 20)
        // σ = blur / 2 = 2 pixels; black at full alpha, moved 20 to the left of an opaque white
        // shape on x ∈ [30, 60): the shadow's left edge at x = 10, uncovered up to x = 30.
        ctx.setShadow(offset: CGSize(width: -20, height: 0), blur: 4, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 30, y: 0, width: 30, height: 20))
        // 15 pixels inside the edge: full. Column 9's centre, half a pixel outside it: Φ(−0.25) ≈ 0.40
        // of full (102). Column 3's, 6.5 outside (past 3σ): nothing.
        #expect(bytes(ctx, x: 25, y: 10) == [0, 0, 0, 255])
        let edge = bytes(ctx, x: 9, y: 10)[3]
        #expect(edge > 80 && edge < 125, "edge alpha \(edge)")
        #expect(bytes(ctx, x: 3, y: 10)[3] == 0)
        #expect(bytes(ctx, x: 45, y: 10) == [255, 255, 255, 255], "the shape over its shadow")
    }

    @Test("the shadow belongs to the graphics state; a nil colour and setShadow(offset:blur:) as documented")
    func state() throws {
        let ctx = try TestBitmap.context(width: 20, height: 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 5, height: 0), blur: 0)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 10))
        ctx.restoreGState()
        // Black at one third alpha: 85 of 255.
        let shadow = bytes(ctx, x: 6, y: 5)
        #expect(shadow[0] == 0 && shadow[1] == 0 && shadow[2] == 0 && abs(shadow[3] - 85) <= 1)
        ctx.fill(CGRect(x: 10, y: 0, width: 2, height: 10))
        #expect(bytes(ctx, x: 16, y: 5) == [0, 0, 0, 0], "restored: no shadow")
        ctx.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: nil)
        ctx.fill(CGRect(x: 12, y: 0, width: 1, height: 10))
        #expect(bytes(ctx, x: 17, y: 5) == [0, 0, 0, 0], "a nil colour: no shadow")
    }

    @Test("a transparency layer casts one shadow for its whole picture; strokes and images cast theirs")
    func layerAndOtherOperations() throws {
        let ctx = try TestBitmap.context(width: 30, height: 10)
        ctx.setShadow(offset: CGSize(width: 0, height: -4), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 5, width: 6, height: 5))
        ctx.fill(CGRect(x: 3, y: 5, width: 6, height: 5))
        ctx.endTransparencyLayer()
        // One shadow of the union (x ∈ [0, 9), y ∈ [1, 6)): alpha 0.5 where the two overlapped too.
        for x in [1, 4, 7] { #expect(abs(bytes(ctx, x: x, y: 2)[3] - 128) <= 1, "column \(x)") }
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(2)
        ctx.stroke(CGRect(x: 15, y: 6, width: 10, height: 3), width: 2)
        #expect(abs(bytes(ctx, x: 20, y: 1)[3] - 128) <= 1, "the stroke's bottom edge, 4 below")
    }
}
