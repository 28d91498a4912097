import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

private typealias Pixel = RenderTestSupport.Pixel

/// `render(in:)` draws into a context that already holds pixels: Apple's `CALayer.render(in:)`
/// draws the layer tree "directly in the context", so what the layers leave transparent keeps the
/// context's pixels, a translucent layer is composited over them (source-over), and nothing is
/// drawn outside the context's clip. The context here is 800×400 (320 000 pixels), large enough
/// for the frame path `render(in:)` takes to cut it into bands on the render workers.
@Suite("Render: render(in:) composites over the context")
struct RenderInContextTests {
    static let width = 800, height = 400

    /// A white context, y-down like layer space, clipped to x 100…700 (device pixels).
    static func whiteContext() throws -> CGContext {
        let context = try #require(RenderTestSupport.flippedContext(width: width, height: height))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.clip(to: CGRect(x: 100, y: 0, width: 600, height: height))
        return context
    }

    @Test("transparent parts keep the context's pixels, translucent layers blend over them, the clip holds")
    func compositesOverWithinClip() throws {
        let context = try Self.whiteContext()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        // The left half: red at half alpha. The right half: nothing (root has no background).
        let half = CALayer()
        half.frame = CGRect(x: 0, y: 0, width: 400, height: Self.height)
        half.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        root.addSublayer(half)
        // Many small opaque blue layers on the right half, so the frame is real work for bands.
        for i in 0..<200 {
            let dot = CALayer()
            dot.frame = CGRect(x: 420 + Double(i % 20) * 12, y: 10 + Double(i / 20) * 12, width: 8, height: 8)
            dot.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(dot)
        }
        // An opaque green bar across the clip's right edge, x 650…750.
        let bar = CALayer()
        bar.frame = CGRect(x: 650, y: 300, width: 100, height: 10)
        bar.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSublayer(bar)
        root.render(in: context)
        let image = try #require(context.makeImage())
        // Source-over of (1, 0, 0) at α ½ on opaque white: red 1·½ + 1·½ = 1, green and blue
        // 0·½ + 1·½ = ½ (127 or 128 as a byte), alpha 1.
        let blended = RenderTestSupport.pixel(image, 200, 200)
        #expect(blended.r == 255 && blended.a == 255)
        #expect((127...128).contains(blended.g) && (127...128).contains(blended.b), "\(blended)")
        // Outside the clip (x < 100): white, untouched.
        #expect(RenderTestSupport.pixel(image, 50, 200) == Pixel(r: 255, g: 255, b: 255))
        // Inside the clip where no layer draws: white, not cleared.
        #expect(RenderTestSupport.pixel(image, 650, 250) == Pixel(r: 255, g: 255, b: 255))
        // An opaque dot inside the clip: blue. Dot 0 spans x 420…428, y 10…18.
        #expect(RenderTestSupport.pixel(image, 424, 14) == Pixel(r: 0, g: 0, b: 255))
        // The bar is drawn up to the clip's edge and not past it.
        #expect(RenderTestSupport.pixel(image, 699, 305) == Pixel(r: 0, g: 255, b: 0))
        #expect(RenderTestSupport.pixel(image, 700, 305) == Pixel(r: 255, g: 255, b: 255))
    }

    @Test("two calls composite twice: the second blends over the first, as drawing does")
    func secondCallBlendsAgain() throws {
        let context = try Self.whiteContext()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        root.render(in: context)
        root.render(in: context)
        let image = try #require(context.makeImage())
        // Black at α ½ over white twice: 1 → ½ → ¼ (63 or 64 as a byte, after rounding twice).
        let twice = RenderTestSupport.pixel(image, 400, 200)
        #expect((63...64).contains(twice.r) && twice.r == twice.g && twice.g == twice.b && twice.a == 255, "\(twice)")
        #expect(RenderTestSupport.pixel(image, 50, 200) == Pixel(r: 255, g: 255, b: 255))
    }
}
