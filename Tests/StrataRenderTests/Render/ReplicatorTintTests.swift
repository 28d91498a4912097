import CCairo
import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A replicator's instance colour multiplies the instance's premultiplied channels (Apple:
/// `instanceColor` is "the color used to multiply the source object", the offsets added per
/// instance). Checked in a frame against the exact products, and the kernel byte by byte against
/// its definition: c × F / 255 rounded to nearest, F = 255 f rounded.
@Suite("Replicator tint")
struct ReplicatorTintTests {
    /// A `width` × 40 root holding a replicator whose sublayer is a white 30-point square at
    /// (5, 5), the replicator set up by `configure`.
    private static func whiteSquare(width: Double, _ configure: (CAReplicatorLayer) -> Void) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        configure(replicator)
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        square.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        CATransaction.flush()
        return root
    }

    @Test("an instance of a white square is the instance colour times its alpha, within a level")
    func instanceColour() throws {
        let root = Self.whiteSquare(width: 90) { replicator in
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
            replicator.instanceColor = CGColor(red: 0.5, green: 1, blue: 0.25, alpha: 0.8)
            replicator.instanceRedOffset = 0.25
            replicator.instanceAlphaOffset = -0.3
        }
        let target = try #require(IncrementalTarget(root: root, width: 90, height: 40))
        target.frame()
        let pixels = target.pixels
        // Instance k's colour: (0.5 + 0.25k, 1, 0.25, 0.8 − 0.3k), premultiplied by its alpha,
        // over a clear frame.
        for (k, x) in [(0, 20), (1, 60)] {
            let red = 0.5 + 0.25 * Double(k), alpha = 0.8 - 0.3 * Double(k)
            let want = (r: red * alpha * 255, g: alpha * 255, b: 0.25 * alpha * 255, a: alpha * 255)
            let got = pixels[20 * 90 + x]
            #expect(abs(Double(got.r) - want.r) <= 1 && abs(Double(got.g) - want.g) <= 1, "instance \(k): \(got)")
            #expect(abs(Double(got.b) - want.b) <= 1 && abs(Double(got.a) - want.a) <= 1, "instance \(k): \(got)")
        }
    }

    @Test("a replicator of one instance still tints it: the colour multiplies the first object")
    func singleInstanceTinted() throws {
        // CAReplicatorLayer.h: instanceColor is "the color to multiply the first object by".
        // A white square under an opaque blue instance colour, the one instance: (0, 0, 255).
        let root = Self.whiteSquare(width: 40) { replicator in
            replicator.instanceColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            #expect(replicator.instanceCount == 1)
        }
        let target = try #require(IncrementalTarget(root: root, width: 40, height: 40))
        target.frame()
        #expect(target.pixels[20 * 40 + 20] == RenderTestSupport.Pixel(r: 0, g: 0, b: 255))
    }

    @Test("the kernel multiplies every byte as its definition does, rows of any width", arguments: [1, 3, 4, 7, 33])
    func kernel(width: Int) throws {
        let height = 3
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var random = SplitMix(state: UInt64(width))
        for byte in 0..<(stride * height) { data[byte] = UInt8(truncatingIfNeeded: random.next()) }
        let before = Array(UnsafeBufferPointer(start: data, count: stride * height))
        cairo_surface_mark_dirty(surface)
        let pattern = try #require(cairo_pattern_create_for_surface(surface))
        defer { cairo_pattern_destroy(pattern) }
        let (red, green, blue, alpha) = (0.9, 0.35, 1.0, 0.6)
        PixelOps.multiply(patternSurfaceOf: pattern, red: red, green: green, blue: blue, alpha: alpha)
        // Bytes B, G, R, A; each factor 255 × (channel × alpha), alpha's 255 × alpha, rounded.
        let factors = [blue * alpha, green * alpha, red * alpha, alpha].map { Int(($0 * 255).rounded()) }
        for y in 0..<height {
            for byte in 0..<(stride) {
                let index = y * stride + byte
                // Rounded to nearest by integer division: ⌊(2·c·F + 255) / 510⌋ (no product is an
                // odd multiple of 127.5, so no tie).
                let want = byte < width * 4 ? (2 * Int(before[index]) * factors[byte % 4] + 255) / 510 : Int(before[index])
                #expect(Int(data[index]) == want, "row \(y), byte \(byte)")
            }
        }
    }
}
