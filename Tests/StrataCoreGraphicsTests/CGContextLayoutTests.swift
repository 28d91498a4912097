import Foundation
import Testing
@testable import StrataCoreGraphics

/// Bitmap contexts in the layouts Apple code creates them with, read back byte by byte from the
/// caller's memory as CoreGraphics documents each layout: `premultipliedLast` with the default
/// (big-endian) byte order is R, G, B, A in memory; `premultipliedFirst` big-endian is A, R, G, B;
/// with `byteOrder32Little` the word is stored backwards (B, G, R, A and A, B, G, R); the
/// `noneSkip` layouts have no alpha, and drawing on them is drawing on an opaque bitmap.
@Suite("CGContext: bitmap layouts")
struct CGContextLayoutTests {
    static let little = CGBitmapInfo.byteOrder32Little.rawValue
    static let big = CGBitmapInfo.byteOrder32Big.rawValue

    /// Fills a 4×4 context of `bitmapInfo` with `color` (default: orange, (1, ½, 0), at alpha ½)
    /// over its memory, prefilled with `fill` bytes, and returns the first pixel's four bytes in
    /// memory order.
    static func fill(bitmapInfo: UInt32, fill: [UInt8] = [0, 0, 0, 0],
                     color: CGColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)) throws -> [UInt8] {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for i in 0..<16 { for c in 0..<4 { memory[i * 4 + c] = fill[c] } }
        return try memory.withUnsafeMutableBytes { raw in
            let context = try #require(CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8,
                                                 bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: bitmapInfo))
            context.setFillColor(color)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            return Array(raw[0..<4])
        }
    }

    static func expect(_ bytes: [UInt8], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        for (got, want) in zip(bytes, expected) {
            #expect(abs(Double(got) - want) <= 1, "\(bytes) against \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test("premultiplied layouts: orange at alpha ½ is R 127.5, G 63.75, B 0, A 127.5 in each layout's order")
    func premultiplied() throws {
        let (r, g, b, a) = (127.5, 63.75, 0.0, 127.5)
        Self.expect(try Self.fill(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue), [r, g, b, a])
        Self.expect(try Self.fill(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | Self.big), [r, g, b, a])
        Self.expect(try Self.fill(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | Self.little), [a, b, g, r])
        Self.expect(try Self.fill(bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue), [a, r, g, b])
        Self.expect(try Self.fill(bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | Self.little), [b, g, r, a])
    }

    @Test("what the memory held stays under the drawing: ½ red over opaque blue, RGBA")
    func drawsOverTheMemory() throws {
        // Over: red 255 × ½; blue 255 × (1 − ½); alpha 1.
        Self.expect(try Self.fill(bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue, fill: [0, 0, 255, 255],
                                  color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)),
                    [127.5, 0, 127.5, 255])
    }

    @Test("noneSkip layouts are opaque: ½ orange over their black, in the colour bytes")
    func skipped() throws {
        // Skip last, big-endian: R, G, B, ignored.
        let last = try Self.fill(bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        Self.expect(Array(last[0..<3]), [127.5, 63.75, 0])
        // Skip first, little-endian: B, G, R, ignored.
        let first = try Self.fill(bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | Self.little)
        Self.expect(Array(first[0..<3]), [0, 63.75, 127.5])
        // Skip first, big-endian: ignored, R, G, B.
        let firstBig = try Self.fill(bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue)
        Self.expect(Array(firstBig[1..<4]), [127.5, 63.75, 0])
    }

    @Test("makeImage of an RGBA context shows the drawing")
    func imageOfAConvertedContext() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        let pixel = try #require(image.pixelBGRA(x: 1, y: 1))
        #expect(pixel.g == 255 && pixel.r == 0 && pixel.b == 0 && pixel.a == 255)
        // And its own memory, read through `data`, is R, G, B, A.
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 255, 0, 255])
    }

    @Test("layouts Strata does not draw are refused: unpremultiplied alpha, floats, 16-bit words",
          arguments: [CGImageAlphaInfo.last.rawValue, CGImageAlphaInfo.first.rawValue,
                      CGImageAlphaInfo.premultipliedLast.rawValue | (1 << 8),
                      CGImageAlphaInfo.premultipliedLast.rawValue | (1 << 12)])
    func refused(bitmapInfo: UInt32) {
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo) == nil)
    }

    @Test("a grey context: one byte a pixel, colours as the grey of their luminance")
    func greyContext() throws {
        let ctx = try #require(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceGray(),
                                         bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(ctx.bitsPerPixel == 8 && ctx.bytesPerRow == 4)
        #expect(ctx.colorSpace?.numberOfComponents == 1)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        // Pure green and pure red: their luminance in linear light (Rec. 709: 0.7152 and 0.2126),
        // encoded with the sRGB curve.
        func level(_ luminance: Double) -> UInt8 { UInt8(((1.055 * pow(luminance, 1 / 2.4) - 0.055) * 255).rounded()) }
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        // The grayscale recipe: a colour image drawn into a grey context.
        let red = try TestBitmap.context(width: 1, height: 1)
        red.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        red.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.draw(try #require(red.makeImage()), in: CGRect(x: 3, y: 0, width: 1, height: 1))
        let bytes = Array(UnsafeRawBufferPointer(start: try #require(ctx.data), count: 4))
        #expect(bytes == [255, 128, level(0.7152), level(0.2126)])
        // Its image is opaque grey.
        let image = try #require(ctx.makeImage())
        let shown = try TestBitmap.context(width: 4, height: 1)
        shown.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(TestBitmap.bytes(shown, x: 1, row: 0) == [128, 128, 128, 255])
    }

    @Test("a grey context keeps the memory it is given under what it draws")
    func greyMemoryKept() throws {
        var memory: [UInt8] = [10, 20, 30, 40]
        try memory.withUnsafeMutableBytes { raw in
            let ctx = try #require(CGContext(data: raw.baseAddress, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                             space: CGColorSpaceCreateDeviceGray(),
                                             bitmapInfo: CGImageAlphaInfo.none.rawValue))
            ctx.setFillColor(gray: 1, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        // 10 under white at half alpha: 10 + (255 − 10) / 2 = 132.5, rounded either way.
        #expect((132...133).contains(memory[0]) && memory[1...] == [20, 30, 40])
    }

    @Test("an alpha-only context keeps alpha alone; grey with alpha is refused")
    func alphaOnlyContext() throws {
        let ctx = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceGray(),
                                         bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        #expect(ctx.bitsPerPixel == 8)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = Array(UnsafeRawBufferPointer(start: try #require(ctx.data), count: 2))
        #expect((127...128).contains(bytes[0]) && bytes[1] == 0)
        // Its image holds the alpha alone, in black.
        let image = try #require(ctx.makeImage())
        let shown = try TestBitmap.context(width: 2, height: 1)
        shown.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        let pixel = TestBitmap.bytes(shown, x: 0, row: 0)
        #expect(pixel[0] == 0 && pixel[1] == 0 && pixel[2] == 0 && (127...128).contains(pixel[3]))
        #expect(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }
}

