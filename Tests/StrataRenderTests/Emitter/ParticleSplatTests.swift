import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The particle splat's pixels against premultiplied compositing worked out by hand: a picture
/// sampled where its texel centres land on pixel centres gives the texel itself, halfway between
/// two it gives their mean, the colour multiplies every channel, and over is
/// src + dst × (1 − src alpha).
@Suite("Emitter: the particle splat")
struct ParticleSplatTests {
    /// A `width`×`height` picture whose pixels are `colors` (r, g, b, a in 0…1, unpremultiplied),
    /// row by row.
    static func picture(width: Int, height: Int, _ colors: [(Double, Double, Double, Double)]) throws -> CGImage {
        let ctx = try #require(RenderTestSupport.flippedContext(width: width, height: height))
        for (index, c) in colors.enumerated() {
            ctx.setFillColor(CGColor(red: c.0, green: c.1, blue: c.2, alpha: c.3))
            ctx.fill(CGRect(x: index % width, y: index / width, width: 1, height: 1))
        }
        return try #require(ctx.makeImage())
    }

    static func look(_ image: CGImage) -> ParticleLook {
        var cell = EmitterCellValues()
        cell.contents = image
        return ParticleLook(cell)
    }

    static func particle(x: Double, y: Double, angle: Double = 0, color: (Float, Float, Float, Float) = (1, 1, 1, 1))
        -> Particle {
        Particle(x: x, y: y, z: 0, angle: angle, scale: 1, red: color.0, green: color.1, blue: color.2, alpha: color.3,
                 birth: 0, look: 0)
    }

    /// A 20×20 buffer of `fill` (premultiplied ARGB32) that `body` draws into, read back as
    /// (r, g, b, a) levels.
    final class Buffer {
        var words: [UInt32]
        init(fill: UInt32) { words = Array(repeating: fill, count: 400) }

        func draw(additive: Bool = false, clipX: Range<Int> = 0..<20, _ body: (ParticleSplat) -> Void) {
            words.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                body(ParticleSplat(target: base, stride: 20, minX: clipX.lowerBound, minY: 0, maxX: clipX.upperBound,
                                   maxY: 20, additive: additive))
            }
        }

        subscript(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
            let w = words[y * 20 + x]
            return (Int(w >> 16 & 0xFF), Int(w >> 8 & 0xFF), Int(w & 0xFF), Int(w >> 24))
        }
    }

    static func expect(_ pixel: (r: Int, g: Int, b: Int, a: Int), _ r: Double, _ g: Double, _ b: Double, _ a: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        for (got, want) in [(pixel.r, r), (pixel.g, g), (pixel.b, b), (pixel.a, a)] {
            #expect(abs(Double(got) - want) <= 1.5, "\(pixel) against (\(r), \(g), \(b), \(a))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("a texel centred on a pixel is drawn as itself, times the colour, over the pixel")
    func centredTexelTintedOver() throws {
        let look = Self.look(try Self.picture(width: 1, height: 1, [(1, 1, 1, 1)]))
        let buffer = Buffer(fill: 0xFF00_00FF)
        // Colour (1, 0.5, 0.25) at alpha 0.5: premultiplied (0.5, 0.25, 0.125, 0.5) over opaque blue.
        buffer.draw { $0.draw(Self.particle(x: 10.5, y: 10.5, color: (1, 0.5, 0.25, 0.5)), look: look, toTarget: .identity) }
        Self.expect(buffer[10, 10], 0.5 * 255, 0.25 * 255, 0.125 * 255 + 255 * 0.5, 255)
        // Its neighbours sample only the transparent border.
        for (x, y) in [(9, 10), (11, 10), (10, 9), (10, 11)] { Self.expect(buffer[x, y], 0, 0, 255, 255) }
    }

    @Test("half a pixel off, a texel is spread evenly over two pixels")
    func halfPixelOffsetIsBilinear() throws {
        let look = Self.look(try Self.picture(width: 1, height: 1, [(1, 1, 1, 1)]))
        let buffer = Buffer(fill: 0)
        buffer.draw { $0.draw(Self.particle(x: 11, y: 10.5), look: look, toTarget: .identity) }
        Self.expect(buffer[10, 10], 127.5, 127.5, 127.5, 127.5)
        Self.expect(buffer[11, 10], 127.5, 127.5, 127.5, 127.5)
        Self.expect(buffer[12, 10], 0, 0, 0, 0)
    }

    @Test("a quarter turn puts a picture's left above its right, and the map's scale applies")
    func quarterTurn() throws {
        let look = Self.look(try Self.picture(width: 2, height: 1, [(1, 0, 0, 1), (0, 1, 0, 1)]))
        let buffer = Buffer(fill: 0)
        // Texel centres at ±0.5 along the picture's x turn to ∓0.5 … ±0.5 along y.
        buffer.draw { $0.draw(Self.particle(x: 10.5, y: 11, angle: .pi / 2), look: look, toTarget: .identity) }
        Self.expect(buffer[10, 10], 255, 0, 0, 255)
        Self.expect(buffer[10, 11], 0, 255, 0, 255)
        let scaled = Buffer(fill: 0)
        // Twice the size through the map, centred on device point (9, 9): the red texel's centre
        // lands on (8, 9), the green's on (10, 9), both on a row edge. Pixel (8, 8) samples
        // picture point (1.25, 0.75) from the texels' corners: ¾ red, ¼ green across, ¾ of the
        // row (the rest the transparent border) down. Pixel (10, 9): ¾ green across, ¾ down.
        scaled.draw {
            $0.draw(Self.particle(x: 4.5, y: 4.5), look: look, toTarget: CGAffineTransform(scaleX: 2, y: 2))
        }
        Self.expect(scaled[8, 8], 0.75 * 0.75 * 255, 0.75 * 0.25 * 255, 0, 0.75 * 255)
        Self.expect(scaled[10, 9], 0, 0.75 * 0.75 * 255, 0, 0.75 * 0.75 * 255)
    }

    @Test("additive particles add up, each channel stopping at 255")
    func additiveSaturates() throws {
        let look = Self.look(try Self.picture(width: 1, height: 1, [(1, 1, 1, 1)]))
        // Opaque (200, 100, 0) plus 0.6 grey.
        let buffer = Buffer(fill: 0xFFC8_6400)
        buffer.draw(additive: true) {
            $0.draw(Self.particle(x: 10.5, y: 10.5, color: (0.6, 0.6, 0.6, 1)), look: look, toTarget: .identity)
        }
        Self.expect(buffer[10, 10], 255, 0.6 * 255 + 100, 0.6 * 255, 255)
    }

    @Test("a pixel comes out the same under any clip, and nothing is drawn outside it")
    func clipDoesNotChangePixels() throws {
        let look = Self.look(try Self.picture(width: 3, height: 3, [
            (1, 0, 0, 1), (0, 1, 0, 1), (0, 0, 1, 1), (1, 1, 0, 1), (1, 1, 1, 0.5), (0, 1, 1, 1),
            (1, 0, 1, 1), (0.2, 0.4, 0.6, 1), (1, 0.5, 0, 0.8),
        ]))
        let particle = Self.particle(x: 10.3, y: 9.7, angle: 0.37, color: (0.9, 0.8, 0.7, 0.9))
        let map = CGAffineTransform(scaleX: 2.3, y: 2.3).concatenating(CGAffineTransform(translationX: -13.1, y: -12.6))
        let whole = Buffer(fill: 0xFF20_4060), cut = Buffer(fill: 0xFF20_4060)
        whole.draw { $0.draw(particle, look: look, toTarget: map) }
        cut.draw(clipX: 11..<20) { $0.draw(particle, look: look, toTarget: map) }
        var drawn = 0
        for y in 0..<20 {
            for x in 0..<20 {
                if x >= 11 {
                    #expect(cut.words[y * 20 + x] == whole.words[y * 20 + x], "pixel (\(x), \(y))")
                } else {
                    #expect(cut.words[y * 20 + x] == 0xFF20_4060, "pixel (\(x), \(y)) outside the clip")
                }
                if whole.words[y * 20 + x] != 0xFF20_4060 { drawn += 1 }
            }
        }
        // The turned picture (3 × 2.3 points a side) covers about 48 pixels.
        #expect(drawn > 30)
    }
}
