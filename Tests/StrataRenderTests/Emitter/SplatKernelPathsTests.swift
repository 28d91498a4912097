import CStrataSplat
import Foundation
import StrataCoreGraphics
import Testing

/// The particle splat's vector paths (AVX-512 and AVX2 steps of eight pixels where the CPU has
/// them, SSE2 two pixels at a time) against its portable loop, which states the arithmetic as plain integer formulas: the same
/// pixel bytes for any picture, sample position, step, colour and destination, both blends.
@Suite("Emitter: the splat's vector paths equal its portable loop")
struct SplatKernelPathsTests {
    /// SplitMix64: a fixed sequence, so that a failure repeats.
    struct Numbers {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: UInt64) -> UInt64 { next() % n }
        /// A particle of a `side` × `side` bordered picture (its pixels left to the caller) in a
        /// random tint.
        mutating func particle(side: Int, additive: Bool) -> strata_splat_particle {
            var particle = strata_splat_particle()
            particle.width = Int64(side)
            particle.last_u = Int64(side - 2) << 16 | 0xFFFF
            particle.last_v = Int64(side - 2) << 16 | 0xFFFF
            particle.tint = (UInt16(below(257)), UInt16(below(257)), UInt16(below(257)), UInt16(below(257)))
            particle.additive = additive ? 1 : 0
            return particle
        }
        /// A premultiplied ARGB32 pixel: each colour channel at most its alpha.
        mutating func pixel() -> UInt32 {
            let a = UInt32(below(256))
            let r = UInt32(below(UInt64(a) + 1)), g = UInt32(below(UInt64(a) + 1)), b = UInt32(below(UInt64(a) + 1))
            return a << 24 | r << 16 | g << 8 | b
        }
    }

    @Test("the same bytes for random rows", arguments: [false, true])
    func vectorPathsMatchPortable(additive: Bool) {
        var numbers = Numbers(state: additive ? 7 : 3)
        // A 12×12 picture with a transparent border of one pixel, as the splat's pictures have.
        let width = 12
        var picture = [UInt32](repeating: 0, count: width * width)
        for y in 1..<(width - 1) {
            for x in 1..<(width - 1) { picture[y * width + x] = numbers.pixel() }
        }
        // Each pixel with its neighbours, worked out here: the AVX-512 steps read these.
        var quads = [UInt32]()
        for y in 0..<width {
            for x in 0..<width {
                func at(_ x: Int, _ y: Int) -> UInt32 { x < width && y < width ? picture[y * width + x] : 0 }
                quads += [at(x, y), at(x + 1, y), at(x, y + 1), at(x + 1, y + 1)]
            }
        }
        var filled = [UInt32](repeating: 1, count: quads.count)
        strata_splat_fill_quads(picture, Int64(width), Int64(width), &filled)
        #expect(filled == quads)
        var mismatches = 0
        picture.withUnsafeBufferPointer { pixels in
            quads.withUnsafeBufferPointer { quads in
                guard let base = pixels.baseAddress else { return }
                for trial in 0..<400 {
                    var particle = numbers.particle(side: width, additive: additive)
                    particle.picture = base
                    particle.quads = quads.baseAddress
                    // Every 50th row is longer than the 256 steps of eight pixels the vector paths
                    // gather before drawing, its samples creeping over the picture.
                    let long = trial % 50 == 0
                    let count = long ? 2100 : 1 + trial % 40
                    let u = Int64(numbers.below(UInt64(width - 1) << 16)), v = Int64(numbers.below(UInt64(width - 1) << 16))
                    // Steps of up to ±1.5 pixels a pixel, which walk past the picture's edges (clamped).
                    let reach: UInt64 = long ? 1 << 9 : 3 << 16
                    let du = Int64(numbers.below(reach)) - Int64(reach / 2), dv = Int64(numbers.below(reach)) - Int64(reach / 2)
                    let destination = (0..<count).map { _ in numbers.pixel() }
                    var expected = destination, dispatched = destination, sse2 = destination
                    strata_splat_row_portable(&expected, Int64(count), u, v, du, dv, &particle)
                    strata_splat_row(&dispatched, Int64(count), u, v, du, dv, &particle)
                    strata_splat_row_sse2(&sse2, Int64(count), u, v, du, dv, &particle)
                    if dispatched != expected || sse2 != expected { mismatches += 1 }
                    // Every vector path this CPU has, not only the fastest the dispatch takes.
                    for path in Int32(strata_splat_path_avx2)...max(Int32(strata_splat_path_avx2), strata_splat_cpu_path())
                        where path <= strata_splat_cpu_path() {
                        var stepped = destination
                        strata_splat_row_via(&stepped, Int64(count), u, v, du, dv, &particle, path)
                        if stepped != expected { mismatches += 1 }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// Whole particles through the CPU's fastest path (AVX-512: rows placed eight at a time, then
    /// steps) and through rows placed one at a time and drawn by SSE2.
    @Test("whole particles through the fastest path draw the pixels of rows placed and drawn one at a time",
          arguments: [false, true])
    func rowPlacingPathsMatch(additive: Bool) throws {
        var numbers = Numbers(state: additive ? 17 : 13)
        let side = 18, frameWidth = 120, frameHeight = 90
        var picture = [UInt32](repeating: 0, count: side * side)
        for y in 1..<(side - 1) {
            for x in 1..<(side - 1) { picture[y * side + x] = numbers.pixel() }
        }
        var quads = [UInt32](repeating: 0, count: 4 * side * side)
        strata_splat_fill_quads(picture, Int64(side), Int64(side), &quads)
        var mismatches = 0, drawn = 0
        for trial in 0..<300 {
            // A picture turned by any angle (and by none, and a right angle), scaled 0.3…3.3,
            // anywhere over the frame and past its edges, clipped on the left or right at times.
            let angle = trial % 7 == 0 ? 0 : trial % 11 == 0 ? Double.pi / 2 : Double(numbers.below(1 << 20)) / Double(1 << 20) * 2 * .pi
            let scale = 0.3 + Double(numbers.below(1000)) / 1000 * 3
            let cx = Double(numbers.below(UInt64(frameWidth))), cy = Double(numbers.below(UInt64(frameHeight)))
            let forward = CGAffineTransform(translationX: -Double(side) / 2, y: -Double(side) / 2)
                .concatenating(CGAffineTransform(rotationAngle: angle)).concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: cx, y: cy))
            let inverse = forward.inverted()
            let box = CGRect(x: 0, y: 0, width: side, height: side).applying(forward)
            let x0 = Int64(box.minX.rounded(.down)), x1 = Int64(box.maxX.rounded(.up))
            let y0 = max(0, Int64(box.minY.rounded(.down))), y1 = min(Int64(frameHeight), Int64(box.maxY.rounded(.up)))
            guard y0 < y1 else { continue }
            let clipX0: Int64 = trial % 3 == 0 ? 20 : 0, clipX1: Int64 = trial % 5 == 0 ? 90 : Int64(frameWidth)
            let background = (0..<(frameWidth * frameHeight)).map { _ in numbers.pixel() }
            var one = background, eight = background
            var particle = numbers.particle(side: side, additive: additive)
            let map = strata_splat_map(a: inverse.a, b: inverse.b, c: inverse.c, d: inverse.d, tx: inverse.tx, ty: inverse.ty)
            picture.withUnsafeBufferPointer { pixels in
                quads.withUnsafeBufferPointer { taps in
                    particle.picture = pixels.baseAddress
                    particle.quads = taps.baseAddress
                    strata_splat_rows_via(&one, Int64(frameWidth), x0, x1, clipX0, clipX1, y0, y1, map, &particle,
                                          Int32(strata_splat_path_rows))
                    strata_splat_rows_via(&eight, Int64(frameWidth), x0, x1, clipX0, clipX1, y0, y1, map, &particle,
                                          strata_splat_cpu_path())
                }
            }
            if one != background { drawn += 1 }
            if one != eight { mismatches += 1 }
        }
        #expect(drawn > 240)
        #expect(mismatches == 0)
    }
}
