import Foundation
import Testing
@testable import StrataCoreGraphics

/// Images made from raw bytes as Apple code makes them (`CGImage(width:height:…provider:…)`),
/// read back as Strata stores every image, premultiplied B, G, R, A: each layout's bytes land in
/// the right channels, unpremultiplied colours are multiplied by their alpha (c × a / 255,
/// rounded), and an ignored byte reads as opaque.
@Suite("CGImage from bytes")
struct CGImageBitmapTests {
    static func image(_ bytes: [UInt8], _ bitmapInfo: UInt32, width: Int = 1, bytesPerRow: Int = 4,
                      height: Int = 1) -> CGImage? {
        CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: bytesPerRow,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo),
                provider: CGDataProvider(data: Data(bytes)), decode: nil, shouldInterpolate: true,
                intent: .defaultIntent)
    }

    static func bgra(_ image: CGImage?) throws -> [UInt8] {
        let made = try #require(image)
        let p = try #require(made.pixelBGRA(x: 0, y: 0))
        return [p.b, p.g, p.r, p.a]
    }

    @Test("each layout's bytes land in their channels")
    func layouts() throws {
        let little = CGBitmapInfo.byteOrder32Little.rawValue
        // Premultiplied R, G, B, A.
        #expect(try Self.bgra(Self.image([128, 64, 0, 128], CGImageAlphaInfo.premultipliedLast.rawValue))
            == [0, 64, 128, 128])
        // Premultiplied A, R, G, B.
        #expect(try Self.bgra(Self.image([128, 128, 64, 0], CGImageAlphaInfo.premultipliedFirst.rawValue))
            == [0, 64, 128, 128])
        // Premultiplied B, G, R, A (Strata's own).
        #expect(try Self.bgra(Self.image([0, 64, 128, 128], CGImageAlphaInfo.premultipliedFirst.rawValue | little))
            == [0, 64, 128, 128])
        // Ignored, R, G, B: opaque.
        #expect(try Self.bgra(Self.image([7, 10, 20, 30], CGImageAlphaInfo.noneSkipFirst.rawValue)) == [30, 20, 10, 255])
        // R, G, B, ignored.
        #expect(try Self.bgra(Self.image([10, 20, 30, 7], CGImageAlphaInfo.noneSkipLast.rawValue)) == [30, 20, 10, 255])
    }

    @Test("unpremultiplied colours are multiplied by their alpha")
    func straightAlpha() throws {
        // (255, 128, 0) at alpha 128: 255 × 128 / 255 = 128, 128 × 128 / 255 = 64.25 → 64.
        #expect(try Self.bgra(Self.image([255, 128, 0, 128], CGImageAlphaInfo.last.rawValue)) == [0, 64, 128, 128])
        #expect(try Self.bgra(Self.image([128, 255, 128, 0], CGImageAlphaInfo.first.rawValue)) == [0, 64, 128, 128])
        // Opaque colours are left as they are.
        #expect(try Self.bgra(Self.image([1, 2, 3, 255], CGImageAlphaInfo.last.rawValue)) == [3, 2, 1, 255])
    }

    @Test("rows are read bytesPerRow apart, padding skipped")
    func rowPadding() throws {
        // Two rows of one RGBA pixel, 8 bytes a row.
        let image = try #require(Self.image([255, 0, 0, 255, 9, 9, 9, 9, 0, 0, 255, 255],
                                            CGImageAlphaInfo.premultipliedLast.rawValue, bytesPerRow: 8, height: 2))
        let second = try #require(image.pixelBGRA(x: 0, y: 1))
        #expect([second.b, second.g, second.r, second.a] == [255, 0, 0, 255])
    }

    @Test("bad input is refused: too few bytes, a decode array, 24-bit pixels, floats")
    func refused() {
        #expect(Self.image([1, 2, 3], CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(Self.image([1, 2, 3, 4], CGImageAlphaInfo.premultipliedLast.rawValue | (1 << 8)) == nil)
        let decode: [CGFloat] = [0, 1, 0, 1, 0, 1]
        decode.withUnsafeBufferPointer { decode in
            #expect(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 1),
                            provider: CGDataProvider(data: Data([1, 2, 3, 4])), decode: decode.baseAddress,
                            shouldInterpolate: false, intent: .defaultIntent) == nil)
        }
        #expect(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 4,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                        provider: CGDataProvider(data: Data([1, 2, 3, 4])), decode: nil,
                        shouldInterpolate: false, intent: .defaultIntent) == nil)
    }

    @Test("copy(colorSpace:): the same pixels in a space of as many components; nil for another count, patterns, masks")
    func copyToColorSpace() throws {
        // Apple: "Returns NULL if image is an image mask, or if the number of components of
        // colorspace is not the same as the number of components of the colorspace of image."
        let ctx = try TestBitmap.context(width: 2, height: 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(ctx.makeImage())
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let copy = try #require(image.copy(colorSpace: srgb))
        #expect(copy.colorSpace?.name == CGColorSpace.sRGB)
        #expect(copy.pixelBGRA(x: 0, y: 0).map { [$0.b, $0.g, $0.r, $0.a] } == [0, 0, 255, 255])
        #expect(copy.pixelBGRA(x: 1, y: 0).map { [$0.b, $0.g, $0.r, $0.a] } == [128, 0, 0, 128])
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(image.copy(colorSpace: try #require(CGColorSpace(patternBaseSpace: nil))) == nil)
        let provider = try #require(CGDataProvider(data: Data([0]) as CFData))
        let mask = try #require(CGImage(maskWidth: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
                                        provider: provider, decode: nil, shouldInterpolate: false))
        #expect(mask.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(mask.colorSpace == nil, "an image mask has no colour space")
    }
}
