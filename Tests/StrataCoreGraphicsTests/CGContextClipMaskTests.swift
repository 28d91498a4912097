import Foundation
import Testing
@testable import StrataCoreGraphics

// clip(to:mask:) as CoreGraphics documents it: the mask is mapped into the rectangle and
// intersected with the clip, white (or opaque) showing later drawing and black (or transparent)
// hiding it; nothing shows outside the rectangle; the mask is graphics state. An image without
// transparency masks by its grey level, one with transparency by its alpha (the tinting idiom).

/// A `width × 1` image, one pixel per entry of `bgra` (premultiplied B, G, R, A).
private func strip(_ bgra: [[UInt8]]) throws -> CGImage {
    let bytes = bgra.flatMap { $0 }
    return try #require(bytes.withUnsafeBytes { raw in
        raw.baseAddress.flatMap { CGImage(copyingBGRA: $0, width: bgra.count, height: 1, bytesPerRow: bgra.count * 4) }
    })
}

@Suite("CGContext.clip(to:mask:)")
struct CGContextClipMaskTests {
    /// A 40 × 10 context filled red after `clip`, its alpha at each column of the middle row.
    private func redThrough(_ clip: (CGContext) throws -> Void) throws -> [UInt8] {
        let ctx = try TestBitmap.context(width: 40, height: 10)
        try clip(ctx)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        return (0..<40).map { TestBitmap.bytes(ctx, x: $0, row: 5)[3] }
    }

    @Test("an opaque mask shows drawing by its grey level, nothing outside its rectangle")
    func greyLevels() throws {
        // White, three mid greys (128), black, 7 columns each over the rectangle x 0…35.
        let grey: [UInt8] = [128, 128, 128, 255]
        let mask = try strip([[255, 255, 255, 255], grey, grey, grey, [0, 0, 0, 255]])
        let alpha = try redThrough { $0.clip(to: CGRect(x: 0, y: 0, width: 35, height: 10), mask: mask) }
        #expect(alpha[1] == 255)                       // the white pixel
        #expect(alpha[17] == 128)                      // the middle grey one
        #expect(alpha[33] == 0)                        // the black one
        #expect(alpha[37] == 0)                        // outside the rectangle
    }

    @Test("the mask's top row lies along the rectangle's top, y up, as an image is drawn")
    func orientation() throws {
        // A 1 × 2 mask, white above black, in a y-up context: white over memory rows 0…4.
        let bytes: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 255]
        let mask = try #require(bytes.withUnsafeBytes { raw in
            raw.baseAddress.flatMap { CGImage(copyingBGRA: $0, width: 1, height: 2, bytesPerRow: 4) }
        })
        let ctx = try TestBitmap.context(width: 10, height: 10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(TestBitmap.bytes(ctx, x: 5, row: 1)[3] == 255)
        #expect(TestBitmap.bytes(ctx, x: 5, row: 8)[3] == 0)
    }

    @Test("a one-byte grey image, as Apple code makes its masks; a one-byte alpha image")
    func oneByteImages() throws {
        func image(_ bytes: [UInt8], space: CGColorSpace, alpha: CGImageAlphaInfo) -> CGImage? {
            CGImage(width: bytes.count, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: bytes.count,
                    space: space, bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue),
                    provider: CGDataProvider(data: Data(bytes)), decode: nil, shouldInterpolate: false,
                    intent: .defaultIntent)
        }
        let grey = try #require(image([255, 128, 128, 128, 0], space: CGColorSpaceCreateDeviceGray(), alpha: .none))
        let alpha = try redThrough { $0.clip(to: CGRect(x: 0, y: 0, width: 35, height: 10), mask: grey) }
        #expect(alpha[1] == 255 && alpha[17] == 128 && alpha[33] == 0)
        // Drawn, the grey image is opaque grey; the alpha image black at its alphas.
        let ctx = try TestBitmap.context(width: 5, height: 1)
        ctx.draw(grey, in: CGRect(x: 0, y: 0, width: 5, height: 1))
        #expect(TestBitmap.bytes(ctx, x: 2, row: 0) == [128, 128, 128, 255])
        let alphas = try #require(image([0, 64, 255], space: CGColorSpaceCreateDeviceGray(), alpha: .alphaOnly))
        let drawn = try TestBitmap.context(width: 3, height: 1)
        drawn.draw(alphas, in: CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(TestBitmap.bytes(drawn, x: 1, row: 0) == [0, 0, 0, 64])
        // A grey image with an alpha it does not have, or too few bytes, is refused.
        #expect(image([1, 2], space: CGColorSpaceCreateDeviceGray(), alpha: .premultipliedLast) == nil)
        #expect(CGImage(width: 4, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                        provider: CGDataProvider(data: Data([1, 2, 3])), decode: nil, shouldInterpolate: false,
                        intent: .defaultIntent) == nil)
    }

    @Test("a mask with transparency masks by its alpha, whatever its colour: the tinting idiom")
    func alphaMasks() throws {
        // An icon drawn in black: opaque, then transparent.
        let icon = try strip([[0, 0, 0, 255], [0, 0, 0, 0]])
        let alpha = try redThrough { $0.clip(to: CGRect(x: 0, y: 0, width: 40, height: 10), mask: icon) }
        #expect(alpha[3] == 255)
        #expect(alpha[36] == 0)
    }

    @Test("masks are graphics state and multiply; the mask stays where it was set")
    func stateAndIntersection() throws {
        let white = try strip([[255, 255, 255, 255]])
        let half = try strip([[128, 128, 128, 255]])
        // Restored away.
        let restored = try redThrough { ctx in
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: white)
            ctx.restoreGState()
        }
        #expect(restored[30] == 255)
        // Two half masks: a quarter.
        let twice = try redThrough { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 10), mask: half)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 10), mask: half)
        }
        #expect(abs(Int(twice[20]) - 64) <= 1)
        // A CTM change after the clip does not move the mask: drawn 20 to the right, the fill
        // still shows only in the first 10 columns.
        let ctx = try TestBitmap.context(width: 40, height: 10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: white)
        ctx.translateBy(x: -20, y: 0)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 80, height: 10))
        #expect(TestBitmap.bytes(ctx, x: 5, row: 5)[3] == 255 && TestBitmap.bytes(ctx, x: 25, row: 5)[3] == 0)
    }
}
