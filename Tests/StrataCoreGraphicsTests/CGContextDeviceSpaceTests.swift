import Foundation
import Testing
@testable import StrataCoreGraphics

// Device space, flatness, resetClip and CGLayer as CoreGraphics documents them: device space has
// its origin at the bottom-left pixel corner, y up, and the CTM maps user space to it; a size
// converts without the translation; resetClip makes the whole context drawable again; a CGLayer
// is drawn as an image of its content, its own space y up from the bottom-left corner.

@Suite("CGContext device space, flatness, resetClip and CGLayer")
struct CGContextDeviceSpaceTests {
    @Test("user space converts to device space through the CTM, and back")
    func conversions() throws {
        let ctx = try TestBitmap.context(width: 40, height: 40)
        #expect(ctx.userSpaceToDeviceSpaceTransform == .identity)
        ctx.translateBy(x: 10, y: 20)
        ctx.scaleBy(x: 2, y: 3)
        // (1, 1) → (10 + 2·1, 20 + 3·1).
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        // Back through the inverse, to rounding.
        let back = ctx.convertToUserSpace(CGPoint(x: 12, y: 23))
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y - 1) < 1e-9)
        // A size takes the scale, not the translation.
        #expect(ctx.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: 12))
        let size = ctx.convertToUserSpace(CGSize(width: 6, height: 12))
        #expect(abs(size.width - 3) < 1e-9 && abs(size.height - 4) < 1e-9)
        #expect(ctx.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 10, y: 20, width: 2, height: 3))
        #expect(ctx.userSpaceToDeviceSpaceTransform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        // A flipped space: a rectangle's box still has a positive height.
        ctx.scaleBy(x: 1, y: -1)
        #expect(ctx.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 10, y: 17, width: 2, height: 3))
        // A CTM with no inverse leaves points as they are.
        ctx.scaleBy(x: 0, y: 1)
        #expect(ctx.convertToUserSpace(CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
    }

    @Test("a coarse flatness draws a circle in fewer pieces, inside the round one; restored with the state")
    func flatness() throws {
        // Painted pixels of a filled circle of radius 30 (area π·30² ≈ 2827), at a flatness.
        func painted(_ flatness: CGFloat?, restoreFirst: Bool = false) throws -> Int {
            let ctx = try TestBitmap.context(width: 80, height: 80)
            ctx.saveGState()
            if let flatness { ctx.setFlatness(flatness) }
            if restoreFirst { ctx.restoreGState() }
            ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            ctx.fillEllipse(in: CGRect(x: 10, y: 10, width: 60, height: 60))
            return (0..<80).reduce(0) { sum, row in
                sum + (0..<80).filter { TestBitmap.bytes(ctx, x: $0, row: row)[3] >= 128 }.count
            }
        }
        let round = try painted(nil), coarse = try painted(6)
        #expect(abs(Double(round) - Double.pi * 900) < 60)
        // Chords inside the circle: pixels at most 6 deep along the rim go, at least a few dozen.
        #expect(coarse < round - 30)
        #expect(coarse > round - Int(2 * Double.pi * 30 * 6))
        #expect(try painted(6, restoreFirst: true) == round)
        #expect(try painted(-1) == round && (try painted(.nan)) == round)
    }

    @Test("resetClip makes the whole context drawable again, masks included")
    func resetClip() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        let mask = try #require(CGImage(maskWidth: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
                                        provider: CGDataProvider(data: Data([255])), decode: nil,
                                        shouldInterpolate: false))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        ctx.resetClip()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(TestBitmap.bytes(ctx, x: 18, row: 1) == [0, 0, 255, 255])
        #expect(TestBitmap.bytes(ctx, x: 1, row: 18) == [0, 0, 255, 255])
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("a CGLayer is drawn as its content, at its size or scaled, y up from its bottom-left corner")
    func cgLayer() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        let layer = try #require(CGLayer(ctx, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
        #expect(layer.size == CGSize(width: 10, height: 10))
        let content = try #require(layer.context)
        #expect(content.width == 10 && content.height == 10)
        // Red over the layer's bottom-left quarter.
        content.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        content.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        // At (10, 0): device x 10…15 and y 0…5 up from the bottom, memory rows 15…19.
        ctx.draw(layer, at: CGPoint(x: 10, y: 0))
        let red: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
        #expect(TestBitmap.bytes(ctx, x: 12, row: 17) == red)
        #expect(TestBitmap.bytes(ctx, x: 17, row: 17) == clear)
        #expect(TestBitmap.bytes(ctx, x: 12, row: 12) == clear)
        #expect(TestBitmap.bytes(ctx, x: 2, row: 17) == clear)
        // Scaled to the whole context: the quarter covers device 0…10 both ways, rows 10…19.
        let scaled = try TestBitmap.context(width: 20, height: 20)
        scaled.draw(layer, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(TestBitmap.bytes(scaled, x: 4, row: 15) == red)
        #expect(TestBitmap.bytes(scaled, x: 15, row: 15) == clear && TestBitmap.bytes(scaled, x: 4, row: 4) == clear)
    }

    @Test("a CGLayer takes its reference context's resolution; bad sizes are refused")
    func cgLayerResolution() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        // A layer drawing context at a contentsScale of 2 has two device pixels a unit.
        ctx.shadowSpace = (scale: 2, yDown: true)
        let sharp = try #require(CGLayer(ctx, size: CGSize(width: 10, height: 4.2), auxiliaryInfo: nil))
        #expect(sharp.context?.width == 20 && sharp.context?.height == 9)
        #expect(sharp.context?.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 2, y: 2))
        for size in [CGSize(width: 0, height: 5), CGSize(width: -1, height: 5), CGSize(width: CGFloat.nan, height: 1),
                     CGSize(width: 1, height: CGFloat.infinity), CGSize(width: 40_000, height: 1)] {
            #expect(CGLayer(ctx, size: size, auxiliaryInfo: nil) == nil)
        }
    }
}
