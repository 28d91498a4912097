import Foundation
import Testing
@testable import StrataCoreGraphics

// Image masks as CoreGraphics documents them (`CGImageMaskCreate`, `CGImageCreateWithMask`,
// `CGContextClipToMask`): samples of 1, 2, 4 or 8 bits packed from each byte's most significant
// bit; a sample S acts as an inverse alpha, 1 − S (S = 1 paints nothing, S = 0 paints fully);
// drawn, a mask paints the fill colour; an image (grey, no alpha) used as a mask acts as an
// alpha S. Expected values are worked out here from those rules.

/// An image mask `width × height` of `bits`-bit samples from `bytes`, rows `bytesPerRow` apart.
private func imageMask(_ bytes: [UInt8], width: Int, height: Int, bits: Int, bytesPerRow: Int,
                       decode: [CGFloat]? = nil) -> CGImage? {
    let provider = CGDataProvider(data: Data(bytes))
    guard let decode else {
        return CGImage(maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits,
                       bytesPerRow: bytesPerRow, provider: provider, decode: nil, shouldInterpolate: false)
    }
    return decode.withUnsafeBufferPointer {
        CGImage(maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits,
                bytesPerRow: bytesPerRow, provider: provider, decode: $0.baseAddress, shouldInterpolate: false)
    }
}

@Suite("Image masks")
struct CGImageMaskTests {
    /// A white `width × height` context with `mask` drawn over all of it in red, nearest pixel.
    private func drawnInRed(_ mask: CGImage, width: Int, height: Int) throws -> CGContext {
        let ctx = try TestBitmap.context(width: width, height: height)
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        ctx.interpolationQuality = .none
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: width, height: height))
        return ctx
    }

    @Test("one-bit samples, most significant bit first: a 1 paints nothing, a 0 the fill colour; top row at the top")
    func oneBit() throws {
        // Row 0: 1 0 1 1 0 0 0 0; row 1: its inverse.
        let mask = try #require(imageMask([0b1011_0000, 0b0100_1111], width: 8, height: 2, bits: 1, bytesPerRow: 1))
        #expect(mask.isMask)
        let ctx = try drawnInRed(mask, width: 8, height: 2)
        let red: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]
        let top: [Bool] = [true, false, true, true, false, false, false, false]
        for x in 0..<8 {
            #expect(TestBitmap.bytes(ctx, x: x, row: 0) == (top[x] ? white : red), "top row, column \(x)")
            #expect(TestBitmap.bytes(ctx, x: x, row: 1) == (top[x] ? red : white), "bottom row, column \(x)")
        }
    }

    @Test("two-, four- and eight-bit samples paint with alpha 1 − S")
    func wideSamples() throws {
        // Black painted over white with alpha 1 − S leaves 255 · S of white.
        func whiteLeft(_ mask: CGImage, columns: Int) throws -> [Int] {
            let ctx = try TestBitmap.context(width: columns, height: 1)
            ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: columns, height: 1))
            ctx.interpolationQuality = .none
            ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            ctx.draw(mask, in: CGRect(x: 0, y: 0, width: columns, height: 1))
            return (0..<columns).map { Int(TestBitmap.bytes(ctx, x: $0, row: 0)[1]) }
        }
        // 2 bits: samples 0, 1, 2, 3 → S = 0, 1/3, 2/3, 1.
        let two = try #require(imageMask([0b00_01_10_11], width: 4, height: 1, bits: 2, bytesPerRow: 1))
        for (got, s) in zip(try whiteLeft(two, columns: 4), [0.0, 1.0 / 3, 2.0 / 3, 1]) {
            #expect(abs(Double(got) - 255 * s) <= 1.5)
        }
        // 4 bits: samples 0x0, 0xF, 0x5 (S = 1/3).
        let four = try #require(imageMask([0x0F, 0x50], width: 3, height: 1, bits: 4, bytesPerRow: 2))
        for (got, s) in zip(try whiteLeft(four, columns: 3), [0.0, 1, 1.0 / 3]) {
            #expect(abs(Double(got) - 255 * s) <= 1.5)
        }
        // 8 bits: 0, 64, 128, 255.
        let eight = try #require(imageMask([0, 64, 128, 255], width: 4, height: 1, bits: 8, bytesPerRow: 4))
        for (got, sample) in zip(try whiteLeft(eight, columns: 4), [0.0, 64, 128, 255]) {
            #expect(abs(Double(got) - sample) <= 1.5)
        }
        // A decode array [1, 0] turns the samples over: 0 now paints nothing.
        let inverted = try #require(imageMask([0, 255], width: 2, height: 1, bits: 8, bytesPerRow: 2, decode: [1, 0]))
        #expect(try whiteLeft(inverted, columns: 2) == [255, 0])
    }

    @Test("clip(to:mask:) with an image mask shows later drawing where the samples are 0")
    func clipByImageMask() throws {
        // 1 0 1 0 over x 0…40 (10 columns each), then a red fill.
        let mask = try #require(imageMask([0b1010_0000], width: 4, height: 1, bits: 1, bytesPerRow: 1))
        let ctx = try TestBitmap.context(width: 40, height: 4)
        ctx.interpolationQuality = .none
        ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 4), mask: mask)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 4))
        #expect([5, 15, 25, 35].map { TestBitmap.bytes(ctx, x: $0, row: 2)[3] } == [0, 255, 0, 255])
    }

    @Test("masking(_:) by an image mask keeps 1 − S, by a grey image S, the mask scaled to fit")
    func masking() throws {
        // A 4 × 2 opaque blue image.
        let blue: [UInt8] = (0..<32).map { $0 % 4 == 0 || $0 % 4 == 3 ? 255 : 0 }
        let image = try #require(blue.withUnsafeBytes { raw in
            raw.baseAddress.flatMap { CGImage(copyingBGRA: $0, width: 4, height: 2, bytesPerRow: 16) }
        })
        // A 4 × 2 image mask: top row 0 0 1 1, bottom row 1 1 0 0.
        let mask = try #require(imageMask([0b0011_0000, 0b1100_0000], width: 4, height: 2, bits: 1, bytesPerRow: 1))
        let masked = try #require(image.masking(mask))
        #expect(!masked.isMask)
        #expect([0, 1, 2, 3].map { masked.pixelBGRA(x: $0, y: 0)?.a } == [255, 255, 0, 0])
        #expect([0, 1, 2, 3].map { masked.pixelBGRA(x: $0, y: 1)?.a } == [0, 0, 255, 255])
        // Premultiplied: a hidden pixel is transparent black, a kept one unchanged.
        #expect(masked.pixelBGRA(x: 0, y: 0).map { [$0.b, $0.g, $0.r, $0.a] } == [255, 0, 0, 255])
        #expect(masked.pixelBGRA(x: 3, y: 0).map { [$0.b, $0.g, $0.r, $0.a] } == [0, 0, 0, 0])
        // A one-byte grey image 4 × 1 (0, 255, 255, 0) scaled to both rows masks by its grey.
        let grey = try #require(CGImage(width: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                        provider: CGDataProvider(data: Data([0, 255, 255, 0])), decode: nil,
                                        shouldInterpolate: false, intent: .defaultIntent))
        let byGrey = try #require(image.masking(grey))
        for y in 0..<2 {
            #expect([0, 1, 2, 3].map { byGrey.pixelBGRA(x: $0, y: y)?.a } == [0, 255, 255, 0])
        }
        // An image mask cannot itself be masked.
        #expect(mask.masking(grey) == nil)
        // Cropped, a mask stays one.
        #expect(mask.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 1))?.isMask == true)
    }

    @Test("bad image masks are refused: sample sizes, too few bytes, sizes, decode arrays that are not numbers")
    func refused() {
        #expect(imageMask([0], width: 1, height: 1, bits: 3, bytesPerRow: 1) == nil)
        #expect(imageMask([0], width: 1, height: 1, bits: 16, bytesPerRow: 2) == nil)
        #expect(imageMask([0, 0], width: 9, height: 2, bits: 1, bytesPerRow: 1) == nil)  // a row needs 2 bytes
        #expect(imageMask([0, 0, 0], width: 9, height: 2, bits: 1, bytesPerRow: 2) == nil)  // the last row short
        #expect(imageMask([], width: 0, height: 1, bits: 8, bytesPerRow: 1) == nil)
        #expect(imageMask([0], width: 1, height: 1, bits: 8, bytesPerRow: 1, decode: [.nan, 1]) == nil)
        #expect(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 16, bytesPerRow: 4,
                        provider: CGDataProvider(data: Data([0, 0, 0, 0])), decode: nil, shouldInterpolate: false) == nil)
        // The smallest mask that fits: 9 one-bit samples in two bytes a row, the last row exact.
        #expect(imageMask([0, 0, 0, 0], width: 9, height: 2, bits: 1, bytesPerRow: 2) != nil)
    }
}
