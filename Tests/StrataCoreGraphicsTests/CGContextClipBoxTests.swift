import Foundation
import Testing
@testable import StrataCoreGraphics

/// `boundingBoxOfClipPath` as Apple documents it: "the smallest rectangle completely enclosing
/// all points in the clipping path, including control points for any Bezier curves in the path",
/// in user space, exact rather than rounded to pixels; and the global alpha (`setAlpha(_:)`, "the
/// opacity level for objects drawn") applied once to a drawing's shadow, which is cast by what is
/// drawn. Bytes are premultiplied BGRA; a context is y-up.
@Suite("CGContext clip box and shadow alpha")
struct CGContextClipBoxTests {
    @Test("a clip to a rectangle off the pixel grid reports that rectangle")
    func fractionalRect() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        ctx.clip(to: CGRect(x: 2.5, y: 3.5, width: 4, height: 4))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 2.5, y: 3.5, width: 4, height: 4))
        // A second clip narrows it: the intersection (4, 3.5)…(6.5, 7.5).
        ctx.clip(to: CGRect(x: 4, y: 0, width: 10, height: 10))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 4, y: 3.5, width: 2.5, height: 4))
    }

    @Test("an ellipse's clip box is its control points' box, and it is reported in user space")
    func ellipseAndTranslation() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        // An ellipse in (1.5, 1.5, 7, 7) is four curves whose control points lie on that square.
        ctx.addEllipse(in: CGRect(x: 1.5, y: 1.5, width: 7, height: 7))
        ctx.clip()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 1.5, y: 1.5, width: 7, height: 7))
        ctx.resetClip()
        // Moved a quarter pixel: the user-space box is still the rectangle given.
        ctx.translateBy(x: 0.25, y: 0.25)
        ctx.clip(to: CGRect(x: 1, y: 1, width: 4, height: 4))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 4, height: 4))
    }

    @Test("a restored state restores the clip box; a clip to nothing has none")
    func savedAndEmpty() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        ctx.clip(to: CGRect(x: 0.5, y: 0.5, width: 10, height: 10))
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 2.25, y: 2.25, width: 2, height: 2))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 2.25, y: 2.25, width: 2, height: 2))
        ctx.restoreGState()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0.5, y: 0.5, width: 10, height: 10))
        ctx.clip(to: [])
        let empty = ctx.boundingBoxOfClipPath
        #expect(empty.isNull || empty.isEmpty)
    }

    @Test("the global alpha is applied once to a shadow, as to a colour's own alpha")
    func shadowUnderGlobalAlpha() throws {
        // An opaque red square at global alpha 0.5 casts an unblurred opaque blue shadow 10 to the
        // right: the square is drawn at alpha 128 (0.5 · 255 rounded), and its shadow is as
        // translucent as the square drawn: blue at 128, as a red of alpha 0.5 without a global
        // alpha casts it.
        for useGlobalAlpha in [true, false] {
            let ctx = try TestBitmap.context(width: 20, height: 10)
            ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            if useGlobalAlpha {
                ctx.setAlpha(0.5)
                ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            } else {
                ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            }
            ctx.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
            #expect(TestBitmap.bytes(ctx, x: 3, row: 6).map(Int.init) == [0, 0, 128, 128], "square, global \(useGlobalAlpha)")
            #expect(TestBitmap.bytes(ctx, x: 13, row: 6).map(Int.init) == [128, 0, 0, 128], "shadow, global \(useGlobalAlpha)")
        }
    }
}

/// The bitmap context as Apple's newer initializer spells it: the layout as a `CGBitmapInfo`,
/// and an alpha-only context without a colour space ("space: CGColorSpace?").
@Suite("CGContext with a CGBitmapInfo")
struct CGContextBitmapInfoTests {
    @Test("an alpha-only context needs no colour space and stores one byte of alpha a pixel")
    func alphaOnlyWithoutSpace() throws {
        let ctx = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                                         bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue)))
        #expect(ctx.colorSpace == nil)
        #expect(ctx.bytesPerRow == 4)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        ctx.synchronize()
        let bytes = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        // Alpha 0.5 of 255, rounded: 128, in every byte.
        #expect((0..<8).map { bytes[$0] } == Array(repeating: 128, count: 8))
    }

    @Test("a colour context needs a colour space; with one, the typed layout reads as the raw one")
    func colourNeedsSpace() throws {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                          bitmapInfo: info) == nil)
        let ctx = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        #expect(ctx.bitmapInfo == info && ctx.alphaInfo == .premultipliedLast && ctx.bitsPerPixel == 32)
    }
}
