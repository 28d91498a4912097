import CCairo
import Foundation
import Testing
@testable import StrataRender
import Strata
import StrataTestSupport

@Suite("Text: cached layout and pixels")
struct TextCacheTests {
    private let values: TextValues = {
        let layer = CATextLayer()
        layer.string = "Cached text, drawn again"
        layer.font = "DejaVu Sans"
        layer.fontSize = 20
        layer.foregroundColor = CGColor(gray: 0, alpha: 1)
        return layer.textValues
    }()
    private let bounds = CGRect(x: 0, y: 0, width: 300, height: 40)

    private func context() throws -> CGContext {
        try #require(CGContext(data: nil, width: 320, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: RenderTestSupport.bitmapInfo))
    }

    private func draw(_ rendering: TextRendering, _ values: TextValues, in context: CGContext, at offset: CGPoint = .zero) {
        cairo_save(context.cr)
        cairo_translate(context.cr, offset.x, offset.y)
        rendering.draw(values, bounds: bounds, alpha: 1, in: context.cr)
        cairo_restore(context.cr)
    }

    @Test func unchangedTextIsNeitherLaidOutNorRasterizedAgain() throws {
        let rendering = TextRendering(), context = try context()
        draw(rendering, values, in: context)
        let layout = try #require(rendering.layout)
        draw(rendering, values, in: context)
        // Moved by whole pixels, the same pixels are composited elsewhere.
        draw(rendering, values, in: context, at: CGPoint(x: 7, y: 3))
        #expect(rendering.layout === layout)
        #expect(rendering.rasterizations == 1)
    }

    @Test func whatThePixelsDependOnRasterizesAgainFromTheSameLayout() throws {
        let rendering = TextRendering(), context = try context()
        draw(rendering, values, in: context)
        let layout = try #require(rendering.layout)
        var red = values
        red.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        draw(rendering, red, in: context)
        #expect(rendering.layout === layout && rendering.rasterizations == 2)
        draw(rendering, red, in: context, at: CGPoint(x: 0.5, y: 0))
        #expect(rendering.layout === layout && rendering.rasterizations == 3)
        var other = values
        other.content = TextContent(string: "Other text")
        draw(rendering, other, in: context)
        #expect(rendering.layout !== layout)
    }

    @Test func compositedTextMatchesTextDrawnInPlace() throws {
        // Drawn at (7, 3) through a raster made at (0, 0), and from a fresh raster at (7, 3).
        let reused = TextRendering(), fresh = TextRendering()
        let first = try context(), second = try context()
        draw(reused, values, in: first)
        first.clear(CGRect(x: 0, y: 0, width: 320, height: 60))
        draw(reused, values, in: first, at: CGPoint(x: 7, y: 3))
        draw(fresh, values, in: second, at: CGPoint(x: 7, y: 3))
        let a = try #require(first.makeImage()), b = try #require(second.makeImage())
        #expect(RenderTestSupport.pixels(a) == RenderTestSupport.pixels(b))
    }

    @Test func layersRenderedOnManyThreadsAtOnceMatchOneRenderedAlone() async throws {
        let render = { @Sendable (index: Int) -> [RenderTestSupport.Pixel] in
            let image = TextPixels.render(width: 240, height: 60) {
                $0.string = "Thread \(index % 2): 世界 مرحبا 😀"
                $0.isWrapped = true
            }
            return image.map(RenderTestSupport.pixels) ?? []
        }
        let alone = [render(0), render(1)]
        let together = await withTaskGroup(of: (Int, [RenderTestSupport.Pixel]).self) { group in
            for index in 0..<8 { group.addTask { (index, render(index)) } }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for (index, pixels) in together { #expect(pixels == alone[index % 2], "thread \(index) drew different pixels") }
    }
}
