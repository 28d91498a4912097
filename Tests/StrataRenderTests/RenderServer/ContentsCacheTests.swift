import CCairo
import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Contents drawn again at the same scale come from the render tree's resampled pictures; the
/// pixels must be exactly those of sampling the image afresh (`render(in:)`, which has no cache).
@Suite("Render server: resampled contents are reused without changing a pixel")
struct ContentsCacheTests {
    typealias Pixel = RenderTestSupport.Pixel
    static let red = Pixel(r: 255, g: 0, b: 0), green = Pixel(r: 0, g: 255, b: 0)
    static let blue = Pixel(r: 0, g: 0, b: 255), white = Pixel(r: 255, g: 255, b: 255)

    /// A 100×40 scene: black, and a 40×10 layer at x 3.3 showing a 4×1 sprite (red, green, blue,
    /// white), so each texel spans 10 device pixels starting 0.3 px into a pixel.
    static func scene(filter: CALayerContentsFilter) throws -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let sprite = CALayer()
        sprite.frame = CGRect(x: 3.3, y: 2, width: 40, height: 10)
        sprite.contents = try #require(RenderTestSupport.makeImage(rows: [[red, green, blue, white]]))
        sprite.magnificationFilter = filter
        sprite.minificationFilter = filter
        root.addSublayer(sprite)
        return root
    }

    @Test("nearest and linear contents: every redrawn frame equals a fresh render", arguments: [
        CALayerContentsFilter.nearest, .linear,
    ])
    func redrawnFramesMatchFreshSampling(filter: CALayerContentsFilter) throws {
        let root = try Self.scene(filter: filter)
        let target = try #require(IncrementalTarget(root: root, width: 100, height: 40))
        let fresh = try #require(RenderTestSupport.render(root, width: 100, height: 40))
        let expected = RenderTestSupport.pixels(fresh)
        // Frame 1 samples the image; frame 2 (the second sighting) makes the picture; frame 3
        // draws from it.
        for frame in 1...3 {
            if frame > 1 { target.renderer.addUpdate(CGRect(x: 0, y: 0, width: 100, height: 40)) }
            target.frame()
            let drawn = target.pixels
            let differing = zip(drawn, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(frame): \(differing) pixels differ from a fresh render")
        }
        // One picture, the layer's device box x 3.3…43.3 and y 2…12 rounded out: 41 × 10 pixels.
        #expect(target.renderer.cacheBytes.now == 41 * 10 * 4)
    }

    @Test("nearest: the texel under each pixel centre, worked out by hand")
    func nearestTexelsByHand() throws {
        let root = try Self.scene(filter: .nearest)
        let target = try #require(IncrementalTarget(root: root, width: 100, height: 40))
        for frame in 1...3 {
            if frame > 1 { target.renderer.addUpdate(CGRect(x: 0, y: 0, width: 100, height: 40)) }
            target.frame()
        }
        let image = try #require(target.context.makeImage())
        // Pixel x samples texel floor((x + 0.5 − 3.3) / 10): 12 → 0.92 (red), 13 → 1.02 (green),
        // 23 → 2.02 (blue), 42 → 3.92 (white); row 5 is inside y 2…12.
        #expect(RenderTestSupport.pixel(image, 12, 5) == Self.red)
        #expect(RenderTestSupport.pixel(image, 13, 5) == Self.green)
        #expect(RenderTestSupport.pixel(image, 23, 5) == Self.blue)
        #expect(RenderTestSupport.pixel(image, 42, 5) == Self.white)
        // Pixel 3 is 70 % inside the layer (3.3…4); the layer's edges are aliased (by default
        // allowsEdgeAntialiasing is false), and the pixel's centre 3.5 is inside: all red.
        #expect(RenderTestSupport.pixel(image, 3, 5) == Self.red)
        #expect(RenderTestSupport.pixel(image, 2, 5) == Pixel(r: 0, g: 0, b: 0))
        // Outside the layer: the black background, not a stale picture.
        #expect(RenderTestSupport.pixel(image, 50, 5) == Pixel(r: 0, g: 0, b: 0))
    }

    @Test("the cache stays within its byte budget, least recently used out first")
    func budget() throws {
        let cache = RenderCaches(budget: 1 << 20)
        let image = try #require(RenderTestSupport.makeImage(rows: [[Self.red, Self.green], [Self.blue, Self.white]]))
        // 200 × 200 pictures of 160 000 bytes: six fit in 1 MiB.
        // The picture is handed out with a reference of its own, released here.
        func picture(_ k: Int) -> OpaquePointer? {
            let m = cairo_matrix_t(xx: 0.01, yx: 0, xy: 0, yy: 0.01, x0: Double(k) * 0.001, y0: 0)
            let surface = cache.picture(of: image, deviceToImage: m, x: 0, y: 0, width: 200, height: 200,
                                        filter: CAIRO_FILTER_NEAREST)
            if let surface { cairo_surface_destroy(surface) }
            return surface
        }
        for k in 0..<20 {
            #expect(picture(k) == nil, "key \(k) drawn once is sampled by the caller")
            #expect(picture(k) == nil, "key \(k) drawn again in the same frame is sampled again")
            cache.beginFrame()
            #expect(picture(k) != nil, "key \(k) drawn in a second frame is cached")
            #expect(cache.bytes <= 1 << 20)
        }
        #expect(cache.bytes == 6 * 160_000)
        #expect(picture(19) != nil, "the most recent picture is kept")
        #expect(picture(0) == nil, "the oldest picture went first")
    }

    @Test("mipmap chains are made once per image and counted in the budget")
    func mipmaps() throws {
        let cache = RenderCaches(budget: 1 << 20)
        let row = [Pixel](repeating: Self.red, count: 8)
        let image = try #require(RenderTestSupport.makeImage(rows: [[Pixel]](repeating: row, count: 8)))
        let first = cache.mipmaps(of: image)
        // 8×8 halves to 4×4, 2×2 and 1×1: (16 + 4 + 1) pixels of 4 bytes.
        #expect(first.map(\.width) == [4, 2, 1])
        #expect(cache.bytes == (16 + 4 + 1) * 4)
        let second = cache.mipmaps(of: image)
        #expect(zip(first, second).allSatisfy { $0 === $1 }, "the second use reuses the chain")
        #expect(cache.bytes == (16 + 4 + 1) * 4)
    }

    @Test("STRATA_CACHE_MB sets the budget; nonsense falls back to 64 MiB")
    func budgetFromEnvironment() {
        #expect(RenderCacheBudget.bytes(environment: [:]) == 64 << 20)
        #expect(RenderCacheBudget.bytes(environment: ["STRATA_CACHE_MB": "16"]) == 16 << 20)
        #expect(RenderCacheBudget.bytes(environment: ["STRATA_CACHE_MB": "0"]) == 0)
        #expect(RenderCacheBudget.bytes(environment: ["STRATA_CACHE_MB": "lots"]) == 64 << 20)
        #expect(RenderCacheBudget.bytes(environment: ["STRATA_CACHE_MB": "-5"]) == 64 << 20)
    }
}
