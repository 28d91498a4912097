import Foundation
import Testing
@testable import StrataCoreGraphics

/// Transparency layers, hit testing the current path, anti-aliasing switches, tiled images,
/// flushing: `CGContext` methods as CoreGraphics documents them. Bytes are premultiplied BGRA;
/// a context is y-up, so user y ∈ [j, j+1) is memory row `height − 1 − j`.
@Suite("CGContext: layers, path tests, anti-aliasing, tiling")
struct CGContextLayerTests {
    private func bytes(_ ctx: CGContext, x: Int, y: Int) -> [Int] {
        TestBitmap.bytes(ctx, x: x, row: ctx.height - 1 - y).map(Int.init)
    }

    private func isHalf(_ v: Int) -> Bool { v == 127 || v == 128 }

    @Test("a transparency layer composites its drawing as one picture, with the alpha of its start")
    func transparencyLayer() throws {
        let ctx = try TestBitmap.context(width: 10, height: 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        // Inside, the alpha is back to 1: two opaque rectangles overlapping on x ∈ [3, 5).
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 1))
        ctx.fill(CGRect(x: 3, y: 0, width: 5, height: 1))
        ctx.endTransparencyLayer()
        // Without the layer the overlap would be 0.5 + 0.5·0.5 = 0.75 opaque; with it, the one
        // picture (opaque red over x ∈ [0, 8)) is composited at 0.5 everywhere.
        for x in [1, 4, 6] {
            let p = bytes(ctx, x: x, y: 0)
            #expect(p[0] == 0 && p[1] == 0 && isHalf(p[2]) && isHalf(p[3]), "column \(x): \(p)")
        }
        #expect(bytes(ctx, x: 9, y: 0) == [0, 0, 0, 0])
        // After the layer the alpha of its start is back: 0.5 over transparent.
        ctx.fill(CGRect(x: 8, y: 0, width: 2, height: 1))
        let after = bytes(ctx, x: 9, y: 0)
        #expect(isHalf(after[2]) && isHalf(after[3]))
        // An end without a begin does nothing.
        ctx.endTransparencyLayer()
    }

    @Test("a bounded transparency layer clips its drawing to its rectangle")
    func boundedLayer() throws {
        let ctx = try TestBitmap.context(width: 10, height: 1)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.beginTransparencyLayer(in: CGRect(x: 2, y: 0, width: 4, height: 1), auxiliaryInfo: nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 1))
        ctx.endTransparencyLayer()
        #expect(bytes(ctx, x: 1, y: 0) == [0, 0, 0, 0])
        #expect(bytes(ctx, x: 3, y: 0) == [255, 0, 0, 255])
        #expect(bytes(ctx, x: 7, y: 0) == [0, 0, 0, 0])
        // The clip ended with the layer.
        ctx.fill(CGRect(x: 7, y: 0, width: 1, height: 1))
        #expect(bytes(ctx, x: 7, y: 0) == [255, 0, 0, 255])
    }

    @Test("pathContains answers for the fill by its rule and for the stroke by the line style, keeping the path")
    func pathContains() throws {
        let ctx = try TestBitmap.context(width: 20, height: 20)
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        ctx.setLineWidth(2)
        // Winding: both rectangles turn the same way, so the inner one is inside.
        #expect(ctx.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
        // Even-odd: the inner rectangle is a hole, the ring between them is inside.
        #expect(!ctx.pathContains(CGPoint(x: 5, y: 5), mode: .eoFill))
        #expect(ctx.pathContains(CGPoint(x: 1, y: 5), mode: .eoFill))
        // The stroke covers 1 on each side of an edge.
        #expect(ctx.pathContains(CGPoint(x: 10.5, y: 5), mode: .stroke))
        #expect(!ctx.pathContains(CGPoint(x: 5, y: 5), mode: .stroke))
        #expect(ctx.pathContains(CGPoint(x: 10.5, y: 5), mode: .eoFillStroke))
        #expect(!ctx.pathContains(CGPoint(x: 15, y: 5), mode: .fillStroke))
        #expect(!ctx.isPathEmpty)
    }

    @Test("anti-aliasing needs both switches; allowing is not part of the graphics state")
    func antialiasing() throws {
        // A rectangle from x = 0.5 covers half of column 0: anti-aliased, it is half opaque.
        func column0(_ setUp: (CGContext) -> Void) throws -> Int {
            let ctx = try TestBitmap.context(width: 4, height: 1)
            setUp(ctx)
            ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0.5, y: 0, width: 3, height: 1))
            return bytes(ctx, x: 0, y: 0)[3]
        }
        #expect(isHalf(try column0 { _ in }))
        let aliased = try column0 { $0.setAllowsAntialiasing(false) }
        #expect(aliased == 0 || aliased == 255)
        // Allowing again with shouldAntialias still on: anti-aliased.
        #expect(isHalf(try column0 { $0.setAllowsAntialiasing(false); $0.setAllowsAntialiasing(true) }))
        // Not part of the state: a restore keeps it off.
        let restored = try column0 { ctx in
            ctx.saveGState()
            ctx.setAllowsAntialiasing(false)
            ctx.restoreGState()
        }
        #expect(restored == 0 || restored == 255)
        // shouldAntialias is: off inside a saved state, on again after the restore.
        #expect(isHalf(try column0 { ctx in
            ctx.saveGState()
            ctx.setShouldAntialias(false)
            ctx.restoreGState()
        }))
    }

    @Test("an image drawn by tiling repeats over the clip; drawn once it fills its rectangle only")
    func tiling() throws {
        let source = try TestBitmap.context(width: 1, height: 1)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let red = try #require(source.makeImage())
        let tiled = try TestBitmap.context(width: 6, height: 6)
        tiled.draw(red, in: CGRect(x: 1, y: 1, width: 2, height: 2), byTiling: true)
        tiled.flush()
        for (x, y) in [(0, 0), (5, 5), (2, 4)] { #expect(bytes(tiled, x: x, y: y) == [0, 0, 255, 255], "\(x), \(y)") }
        let once = try TestBitmap.context(width: 6, height: 6)
        once.draw(red, in: CGRect(x: 1, y: 1, width: 2, height: 2), byTiling: false)
        #expect(bytes(once, x: 1, y: 2) == [0, 0, 255, 255])
        #expect(bytes(once, x: 4, y: 4) == [0, 0, 0, 0])
    }
}

/// Colours, colour spaces, paths and images as hashable values, and the Core Foundation
/// spellings Apple code reaches them by.
@Suite("CoreGraphics values")
struct CoreGraphicsValueTests {
    @Test("equal colours hash the same and fall together in a set; a copy is equal")
    func colours() throws {
        let a = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), b = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(Set([a, b, CGColor(gray: 0.5, alpha: 1)]).count == 2)
        #expect(a.copy() == a)
        #expect(CGColor(genericGrayGamma2_2Gray: 0.5, alpha: 1) == CGColor(gray: 0.5, alpha: 1))
        let extended = CGColor(extendedSRGBRed: 1.2, green: -0.1, blue: 0.5, alpha: 1)
        #expect(extended.components == [1.2, -0.1, 0.5, 1])
        #expect(extended.colorSpace?.name == CGColorSpace.extendedSRGB)
    }

    @Test("the named spaces Apple code asks for exist, RGB ones with three components")
    func spaces() {
        for name in [CGColorSpace.displayP3, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
                     CGColorSpace.extendedLinearSRGB, CGColorSpace.genericRGBLinear] {
            #expect(CGColorSpace(name: name)?.numberOfComponents == 3, "\(name)")
        }
        #expect(CGColorSpace(name: CGColorSpace.extendedGray)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
    }

    @Test("paths equal element by element hash the same")
    func paths() {
        let a = CGMutablePath(), b = CGMutablePath()
        for path in [a, b] { path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4)) }
        #expect(a == b)
        #expect(Set<CGPath>([a, b, CGPath(rect: .zero, transform: nil)]).count == 2)
    }

    @Test("images are equal when they are the same image; PNG through a data provider decodes, bad bytes do not")
    func images() throws {
        let ctx = try TestBitmap.context(width: 3, height: 2)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let image = try #require(ctx.makeImage())
        let png = try image.pngData()
        let provider = try #require(CGDataProvider(data: png as CFData))
        let decoded = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                                           intent: .defaultIntent))
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded == decoded && decoded != image)
        #expect(Set([image, image, decoded]).count == 2)
        let reports = LockedLines()
        let garbage = StrataDiagnostics.withHandler({ reports.append($0) }) {
            CGImage(pngDataProviderSource: CGDataProvider(data: Data([1, 2, 3])), decode: nil,
                    shouldInterpolate: false, intent: .defaultIntent)
        }
        #expect(garbage == nil)
        #expect(reports.lines.count == 1)
    }
}

@Suite("CGContext.path")
struct ContextPathTests {
    @Test("the current path comes back in user space, lines and curves, and an empty path is nil")
    func copiesThePath() throws {
        let ctx = try TestBitmap.context(width: 10, height: 10)
        #expect(ctx.path == nil)
        ctx.translateBy(x: 2, y: 3)
        ctx.move(to: CGPoint(x: 1, y: 1))
        ctx.addLine(to: CGPoint(x: 4, y: 1))
        ctx.addCurve(to: CGPoint(x: 4, y: 5), control1: CGPoint(x: 5, y: 2), control2: CGPoint(x: 5, y: 4))
        ctx.closePath()
        let expected = CGMutablePath()
        expected.move(to: CGPoint(x: 1, y: 1))
        expected.addLine(to: CGPoint(x: 4, y: 1))
        expected.addCurve(to: CGPoint(x: 4, y: 5), control1: CGPoint(x: 5, y: 2), control2: CGPoint(x: 5, y: 4))
        expected.closeSubpath()
        let copied = try #require(ctx.path)
        // cairo adds a move to the subpath's start after a close; the elements up to it agree.
        #expect(Array(copied.elements.prefix(4)) == expected.elements)
        #expect(!ctx.isPathEmpty)
    }
}

