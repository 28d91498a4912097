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
        // Drawn once, straight into the frame; drawn again the same way, kept as pixels.
        draw(rendering, values, in: context)
        let layout = try #require(rendering.layout)
        #expect(rendering.rasterizations == 0)
        draw(rendering, values, in: context)
        draw(rendering, values, in: context)
        // Moved by whole pixels, the same pixels are composited elsewhere.
        draw(rendering, values, in: context, at: CGPoint(x: 7, y: 3))
        #expect(rendering.layout === layout)
        #expect(rendering.rasterizations == 1)
    }

    @Test func whatThePixelsDependOnRasterizesAgainFromTheSameLayout() throws {
        let rendering = TextRendering(), context = try context()
        let twice = { (values: TextValues, offset: CGPoint) in
            self.draw(rendering, values, in: context, at: offset)
            self.draw(rendering, values, in: context, at: offset)
        }
        twice(values, .zero)
        let layout = try #require(rendering.layout)
        var red = values
        red.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        twice(red, .zero)
        #expect(rendering.layout === layout && rendering.rasterizations == 2)
        twice(red, CGPoint(x: 0.5, y: 0))
        #expect(rendering.layout === layout && rendering.rasterizations == 3)
        // Text that changes every frame is never kept.
        for frame in 0..<3 { draw(rendering, red, in: context, at: CGPoint(x: 0.25 * Double(frame), y: 0)) }
        #expect(rendering.rasterizations == 3)
        var other = values
        other.setString("Other text")
        draw(rendering, other, in: context)
        #expect(rendering.layout !== layout)
    }

    @Test func compositedTextMatchesTextDrawnInPlace() throws {
        // Drawn at (7, 3) through a raster made at (0, 0), and straight into the frame at (7, 3).
        let reused = TextRendering(), fresh = TextRendering()
        let first = try context(), second = try context()
        draw(reused, values, in: first)
        draw(reused, values, in: first)
        first.clear(CGRect(x: 0, y: 0, width: 320, height: 60))
        draw(reused, values, in: first, at: CGPoint(x: 7, y: 3))
        #expect(reused.rasterizations == 1)
        draw(fresh, values, in: second, at: CGPoint(x: 7, y: 3))
        #expect(fresh.rasterizations == 0)
        let a = try #require(first.makeImage()), b = try #require(second.makeImage())
        let differences = zip(RenderTestSupport.pixels(a), RenderTestSupport.pixels(b)).map { $0.distance(to: $1) }
        // Glyph coverage rounded once into the raster and once more when composited.
        #expect((differences.max() ?? 0) <= 1)
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
