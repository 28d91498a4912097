import CPixman
import Foundation
@testable import StrataRender
import Testing

/// The projective sampler against the library it stands in for: pixman drawing the same rows
/// with `pixman_image_composite32` (OVER, a bilinear source transparent outside, a transform
/// with a perspective row) must give the same bytes, over random pictures, backdrops and maps.
@Suite("Render: the projective sampler draws pixman's pixels")
struct ProjectiveSamplerTests {
    /// Random premultiplied pixels: each channel at most the alpha, with fully transparent
    /// and fully opaque ones among them (the combiner's two shortcuts).
    static func premultiplied(_ count: Int, _ rng: inout SplitMix) -> [UInt32] {
        (0..<count).map { _ in
            let alpha: UInt32 = [0, 255, UInt32(rng.below(256))][rng.below(3)]
            func channel() -> UInt32 { alpha == 0 ? 0 : UInt32(rng.below(Int(alpha) + 1)) }
            return alpha << 24 | channel() << 16 | channel() << 8 | channel()
        }
    }

    /// A 16.16 projective transform from destination pixel centres to picture pixels: a scale
    /// and shear around 1, a shift, and a w row that tilts the plane (w stays between about 0.5
    /// and 1.5 over the destination), all scaled by `scale` (which leaves the map unchanged but
    /// changes every fixed-point rounding).
    static func randomMap(_ rng: inout SplitMix, negative: Bool) -> pixman_transform_t {
        func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }
        let scale = 0.25 + 4 * Double(rng.unit())
        let a = 0.6 + Double(rng.unit()), e = 0.6 + Double(rng.unit())
        let b = 0.4 * Double(rng.unit()) - 0.2, d = 0.4 * Double(rng.unit()) - 0.2
        // Shifts that keep u and v non-negative (pixman's usual case) or let them go below 0.
        let g = negative ? -20 * Double(rng.unit()) : 2 + 4 * Double(rng.unit())
        let i = negative ? -20 * Double(rng.unit()) : 2 + 4 * Double(rng.unit())
        let c = (Double(rng.unit()) - 0.5) / 80, f = (Double(rng.unit()) - 0.5) / 80
        var t = pixman_transform_t()
        t.matrix = ((fixed(a * scale), fixed(d * scale), fixed(g * scale)),
                    (fixed(b * scale), fixed(e * scale), fixed(i * scale)),
                    (fixed(c * scale), fixed(f * scale), fixed(scale)))
        return t
    }

    @Test("random rows through random maps: the same bytes as pixman's composite", arguments: [false, true])
    func sameBytesAsPixman(negativeCoordinates: Bool) throws {
        var rng = SplitMix(state: negativeCoordinates ? 11 : 5)
        var mapsThatDrew = 0
        for _ in 0..<40 {
            let (pw, ph) = (8 + rng.below(40), 8 + rng.below(40))
            let (dw, dh) = (24 + rng.below(40), 8 + rng.below(20))
            var picture = Self.premultiplied(pw * ph, &rng)
            let backdrop = Self.premultiplied(dw * dh, &rng)
            var byPixman = backdrop, bySampler = backdrop
            var map = Self.randomMap(&rng, negative: negativeCoordinates)
            try picture.withUnsafeMutableBufferPointer { pictureBits in
                try byPixman.withUnsafeMutableBufferPointer { pixmanBits in
                    try bySampler.withUnsafeMutableBufferPointer { samplerBits in
                        let source = try #require(pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(pw), Int32(ph),
                                                                           pictureBits.baseAddress, Int32(pw * 4)))
                        defer { pixman_image_unref(source) }
                        let pixmanTarget = try #require(pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(dw), Int32(dh),
                                                                                 pixmanBits.baseAddress, Int32(dw * 4)))
                        defer { pixman_image_unref(pixmanTarget) }
                        let samplerTarget = try #require(pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(dw), Int32(dh),
                                                                                  samplerBits.baseAddress, Int32(dw * 4)))
                        defer { pixman_image_unref(samplerTarget) }
                        pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
                        #expect(pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0) != 0)
                        #expect(pixman_image_set_transform(source, &map) != 0)
                        let from = try #require(ProjectiveSampler.Pixels(source))
                        let onto = try #require(ProjectiveSampler.Pixels(samplerTarget))
                        for y in 0..<dh {
                            // Any span of the row, read from any source position.
                            let x = rng.below(dw), width = 1 + rng.below(dw - x)
                            let (sx, sy) = (rng.below(12) - 2, rng.below(12) - 2)
                            pixman_image_composite32(PIXMAN_OP_OVER, source, nil, pixmanTarget, Int32(sx), Int32(sy),
                                                     0, 0, Int32(x), Int32(y), Int32(width), 1)
                            ProjectiveSampler.compositeRow(from: from, transform: map, sourceX: sx, sourceY: sy,
                                                           onto: onto, x: x, y: y, width: width)
                        }
                    }
                }
            }
            let differing = zip(byPixman, bySampler).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) of \(dw * dh) pixels differ from pixman's")
            // The rows drew something: a test that compares two untouched backdrops proves nothing.
            if byPixman != backdrop { mapsThatDrew += 1 }
        }
        // The rows drew something: comparing two untouched backdrops would prove nothing. Every
        // map of the usual case draws; with negative coordinates pixman's unsigned division
        // sends many samples far outside the picture, but not all.
        #expect(negativeCoordinates ? mapsThatDrew > 0 : mapsThatDrew == 40)
    }

    @Test("the division by w is pixman's 64-bit integer quotient, whole quotients included")
    func divisionIsExact() {
        var rng = SplitMix(state: 9)
        func pixman(_ n: Int32, _ h: Int32) -> Int32 {
            // C's ((uint64_t) n << 16) / h, h converted to uint64 as well, then truncated.
            Int32(truncatingIfNeeded: (UInt64(bitPattern: Int64(n)) << 16) / UInt64(bitPattern: Int64(h)))
        }
        for round in 0..<200_000 {
            // Three kinds of w: small, any, and multiples of 2¹⁶.
            let h: Int32 = switch round % 3 {
            case 0: Int32(1 + rng.below(65_535))
            case 1: Int32(1 + rng.below(Int(Int32.max) - 1))
            default: Int32(65_536 * (1 + rng.below(32_767)))
            }
            // Numerators whose quotient is whole, where a reciprocal falls one short, their
            // neighbours, and arbitrary ones.
            let k = rng.below(1 << 15)
            let whole = Int(h) % 65_536 == 0 ? k * (Int(h) >> 16) : k * Int(h)
            let candidates = [whole, whole - 1, whole + 1, rng.below(Int(Int32.max))]
                .filter { (0...Int(Int32.max)).contains($0) }.map { Int32($0) }
            for (x, y) in zip(candidates, candidates.reversed()) {
                let (qx, qy) = ProjectiveSampler.divide(x, y, by: h)
                #expect(qx == pixman(x, h) && qy == pixman(y, h), "\(x), \(y) / \(h)")
            }
        }
        // The signs pixman's unsigned division treats as huge numbers, and w = 0.
        for (n, h) in [(Int32(-1), Int32(3)), (-65_536, 65_536), (5, -7), (-5, -7), (Int32.min, 1)] {
            #expect(ProjectiveSampler.divide(n, n, by: h).0 == pixman(n, h))
        }
        #expect(ProjectiveSampler.divide(12, 34, by: 0) == (0, 0))
    }
}
