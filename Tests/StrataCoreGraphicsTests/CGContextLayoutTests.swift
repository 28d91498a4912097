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

    @Test("layouts Strata does not draw are refused: unpremultiplied alpha, alpha only, floats, 16-bit words",
          arguments: [CGImageAlphaInfo.last.rawValue, CGImageAlphaInfo.first.rawValue, CGImageAlphaInfo.alphaOnly.rawValue,
                      CGImageAlphaInfo.premultipliedLast.rawValue | (1 << 8),
                      CGImageAlphaInfo.premultipliedLast.rawValue | (1 << 12)])
    func refused(bitmapInfo: UInt32) {
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo) == nil)
    }
}
