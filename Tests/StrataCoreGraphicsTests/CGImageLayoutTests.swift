import Foundation
import Testing
@testable import StrataCoreGraphics

/// An image keeps the layout it was made in, as CoreGraphics keeps it: `makeImage()` of a bitmap
/// context describes its bytes as the context did (its bitmap info, colour space and row
/// length) and gives the bytes the context's memory held; an image made from a provider gives
/// that provider back. Code that reads an image's pixels through `dataProvider` (a colour picker,
/// a test comparing renders) then finds R, G, B, A where it drew them.
@Suite("CGImage layouts: an image describes and gives its bytes as it was made")
struct CGImageLayoutTests {
    /// The image's bytes as `dataProvider` gives them.
    private func bytes(_ image: CGImage) throws -> [UInt8] {
        let data = try #require(image.dataProvider?.data)
        return [UInt8](Data(referencing: data))
    }

    @Test("an RGBA context's image is RGBA, rows as long as the context's, the bytes its memory held")
    func rgbaContext() throws {
        // 3 × 2 pixels, rows of 16 bytes (4 of padding), R, G, B, A premultiplied (big-endian words).
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        #expect(context.bitmapInfo.rawValue == info && context.alphaInfo == .premultipliedLast)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        // Half-transparent blue over the left pixel of the top row (y up: row 1 is y 1..2).
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        let image = try #require(context.makeImage())
        #expect(image.alphaInfo == .premultipliedLast && image.bitmapInfo.rawValue == info)
        #expect(image.bytesPerRow == 16 && image.bitsPerPixel == 32 && image.bitsPerComponent == 8)
        #expect(image.colorSpace?.model == .rgb)
        let read = try bytes(image)
        #expect(read.count == 32)
        // Top row, first pixel: blue at alpha 128 (0.5 × 255 rounded) over red, premultiplied:
        // B 128, R 255 × (255 − 128) / 255 = 127, A 255; the second: opaque red, R, G, B, A.
        #expect(Array(read[0..<4]) == [127, 0, 128, 255])
        #expect(Array(read[4..<8]) == [255, 0, 0, 255])
        // The same bytes the context's memory holds, padding aside.
        let memory = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        for row in 0..<2 {
            #expect(Array(read[row * 16..<row * 16 + 12]) == Array(UnsafeBufferPointer(start: memory + row * 16, count: 12)))
        }
        // Drawn again, it shows red where it was red.
        let again = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceRGB(),
                                           bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                               | CGBitmapInfo.byteOrder32Little.rawValue))
        again.draw(image, in: CGRect(x: 0, y: 0, width: 3, height: 2))
        let shown = try #require(again.makeImage()?.pixelBGRA(x: 2, y: 1))
        #expect(shown.r == 255 && shown.g == 0 && shown.b == 0 && shown.a == 255)
    }

    @Test("a grey context's image is one grey byte a pixel in a grey space")
    func greyContext() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceGray(),
                                             bitmapInfo: CGImageAlphaInfo.none.rawValue))
        context.setFillColor(CGColor(gray: 0.5, alpha: 1))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(context.makeImage())
        #expect(image.bitsPerPixel == 8 && image.bytesPerRow == 2 && image.alphaInfo == CGImageAlphaInfo.none)
        #expect(image.colorSpace?.model == .monochrome)
        // Black where nothing was drawn (a new context's memory is zero), 0.5 × 255 rounded.
        #expect(try bytes(image) == [0, 128])
        // Copied into another grey space: Strata's own BGRA, said grey; into RGB (three
        // components, not one): nil, as Apple documents copy(colorSpace:).
        let linearGray = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        let grey = try #require(image.copy(colorSpace: linearGray))
        #expect(grey.colorSpace?.model == .monochrome && grey.bitsPerPixel == 32)
        #expect(try bytes(grey) == [0, 0, 0, 255, 128, 128, 128, 255])
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceRGB()) == nil)
    }

    @Test("an image made from a provider gives that provider back, its layout as given")
    func providedImage() throws {
        // Straight (not premultiplied) R, G, B, A: Strata multiplies to draw, the bytes stay.
        let given: [UInt8] = [200, 100, 50, 128, 0, 0, 0, 0]
        let provider = try #require(CGDataProvider(data: Data(given) as CFData))
        let image = try #require(CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                                         provider: provider, decode: nil, shouldInterpolate: false,
                                         intent: .defaultIntent))
        #expect(image.dataProvider === provider)
        #expect(image.alphaInfo == .last && image.bytesPerRow == 4)
        #expect(try bytes(image) == given)
        // Drawn from premultiplied pixels: 200 × 128 / 255 = 100.4 → 100.
        let drawn = try #require(image.pixelBGRA(x: 0, y: 0))
        #expect(drawn.r == 100 && drawn.a == 128)
        // Premultiplied bytes come back exactly, written out from the pixels (the provider is
        // not kept beside them).
        let premultiplied: [UInt8] = [100, 50, 25, 128, 0, 0, 0, 0]
        let kept = try #require(CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                        space: CGColorSpaceCreateDeviceRGB(),
                                        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                        provider: CGDataProvider(data: Data(premultiplied)), decode: nil,
                                        shouldInterpolate: false, intent: .defaultIntent))
        #expect(kept.alphaInfo == .premultipliedLast)
        #expect(try bytes(kept) == premultiplied)
        // A crop is Strata's own premultiplied BGRA.
        let crop = try #require(image.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(crop.alphaInfo == .premultipliedFirst && crop.bitmapInfo.contains(.byteOrder32Little))
        #expect(try bytes(crop) == [25, 50, 100, 128])
    }
}
