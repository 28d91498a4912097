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
        /// A `side` × `side` picture of random pixels (opaque ones if `opaque`) with a
        /// transparent border of one pixel, as the splat's pictures have, and its quads.
        mutating func bordered(side: Int, opaque: Bool = false) -> (picture: [UInt32], quads: [UInt32]) {
            var picture = [UInt32](repeating: 0, count: side * side)
            for y in 1..<(side - 1) {
                for x in 1..<(side - 1) { picture[y * side + x] = pixel() | (opaque ? 0xFF00_0000 : 0) }
            }
            var quads = [UInt32](repeating: 0, count: 4 * side * side)
            strata_splat_fill_quads(picture, Int64(side), Int64(side), &quads)
            return (picture, quads)
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
        // Each pixel with its neighbours, worked out here: the vector steps read these.
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

    /// Whole particles through each vector path the CPU has (rows placed eight at a time with
    /// AVX-512, four with AVX2, then steps that read and write back the pixels past a row's end
    /// inside the clip) and through rows placed one at a time and drawn by SSE2: the same frame,
    /// the pixels outside each particle's rows and outside the clip untouched.
    @Test("whole particles through the vector paths draw the pixels of rows placed and drawn one at a time",
          arguments: [false, true])
    func rowPlacingPathsMatch(additive: Bool) throws {
        var numbers = Numbers(state: additive ? 17 : 13)
        let side = 18, frameWidth = 120, frameHeight = 90
        let (picture, quads) = numbers.bordered(side: side)
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
            let particle = numbers.particle(side: side, additive: additive)
            let (one, stepped) = Self.drawnOnEveryPath(particle, picture: picture, quads: quads, map: inverse,
                                                       over: background, width: frameWidth, columns: x0..<x1,
                                                       clip: clipX0..<clipX1, rows: y0..<y1)
            if one != background { drawn += 1 }
            mismatches += stepped.filter { $0 != one }.count
        }
        #expect(drawn > 240)
        #expect(mismatches == 0)
    }

    /// Particles over the bottom-right corner of a frame whose last pixel is the last of its
    /// memory, an inaccessible page right after it: a vector step reads and writes all eight of
    /// its pixels only where the clip has room for them, so none reaches past the clip's end (one
    /// that did would fault), and every path draws the pixels rows drawn one at a time do.
    @Test("vector steps never reach past the clip at the end of the frame's memory", arguments: [false, true])
    func stepsStayInsideTheFramesMemory(additive: Bool) throws {
        var numbers = Numbers(state: additive ? 43 : 41)
        let side = 18, frameWidth = 64, frameHeight = 40, bytes = frameWidth * frameHeight * 4
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapped = (bytes + page - 1) / page * page + page
        let base = try #require(mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(base != UnsafeMutableRawPointer(bitPattern: -1))
        defer { munmap(base, mapped) }
        try #require(mprotect(base + mapped - page, page, PROT_NONE) == 0)
        let frame = (base + mapped - page - bytes).bindMemory(to: UInt32.self, capacity: frameWidth * frameHeight)
        let (picture, quads) = numbers.bordered(side: side)
        var mismatches = 0, reachingTheEnd = 0
        for _ in 0..<300 {
            let angle = Double(numbers.below(1 << 20)) / Double(1 << 20) * 2 * .pi
            let scale = 0.5 + Double(numbers.below(1000)) / 1000
            let cx = Double(frameWidth) - Double(numbers.below(80)) / 10, cy = Double(frameHeight) - Double(numbers.below(80)) / 10
            let forward = CGAffineTransform(translationX: -Double(side) / 2, y: -Double(side) / 2)
                .concatenating(CGAffineTransform(rotationAngle: angle)).concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: cx, y: cy))
            let box = CGRect(x: 0, y: 0, width: side, height: side).applying(forward)
            let x0 = Int64(box.minX.rounded(.down)), x1 = Int64(box.maxX.rounded(.up))
            let y0 = max(0, Int64(box.minY.rounded(.down))), y1 = min(Int64(frameHeight), Int64(box.maxY.rounded(.up)))
            let background = (0..<(frameWidth * frameHeight)).map { _ in numbers.pixel() }
            let particle = numbers.particle(side: side, additive: additive)
            let (one, stepped) = Self.drawnOnEveryPath(particle, picture: picture, quads: quads, map: forward.inverted(),
                                                       over: background, width: frameWidth, columns: x0..<x1,
                                                       clip: 0..<Int64(frameWidth), rows: y0..<y1)
            if one.last != background.last { reachingTheEnd += 1 }
            #expect(stepped.allSatisfy { $0 == one })
            // Each vector path again, into the frame at the end of its memory.
            var particleHere = particle
            picture.withUnsafeBufferPointer { pixels in
                quads.withUnsafeBufferPointer { taps in
                    particleHere.picture = pixels.baseAddress
                    particleHere.quads = taps.baseAddress
                    for path in 0..<stepped.count {
                        background.withUnsafeBufferPointer { frame.update(from: $0.baseAddress!, count: $0.count) }
                        let map = forward.inverted()
                        strata_splat_rows_via(frame, Int64(frameWidth), x0, x1, 0, Int64(frameWidth), y0, y1,
                                              strata_splat_map(a: map.a, b: map.b, c: map.c, d: map.d, tx: map.tx, ty: map.ty),
                                              &particleHere, Int32(path + 1))
                        if Array(UnsafeBufferPointer(start: frame, count: one.count)) != one { mismatches += 1 }
                    }
                }
            }
        }
        #expect(reachingTheEnd > 20)
        #expect(mismatches == 0)
    }

    /// A particle magnified so far that its box's columns do not fit 32-bit lanes (a billion
    /// times: the box is about 2.5 × 10¹⁰ pixels wide) is placed a row at a time on every path,
    /// and draws what rows placed and drawn one at a time do (placed in 32-bit lanes, its rows'
    /// first pixels would wrap to the other side of the frame's memory).
    @Test("a particle too large for 32-bit offsets draws the same on every path")
    func hugeParticleMatches() {
        var numbers = Numbers(state: 23)
        let side = 18, frameWidth = 64, frameHeight = 48
        let (picture, quads) = numbers.bordered(side: side, opaque: true)
        let forward = CGAffineTransform(translationX: -Double(side) / 2, y: -Double(side) / 2)
            .concatenating(CGAffineTransform(rotationAngle: 0.3)).concatenating(CGAffineTransform(scaleX: 1e9, y: 1e9))
            .concatenating(CGAffineTransform(translationX: 30, y: 20))
        let box = CGRect(x: 0, y: 0, width: side, height: side).applying(forward)
        let x0 = Int64(box.minX.rounded(.down)), x1 = Int64(box.maxX.rounded(.up))
        #expect(Double(x1 - x0) > 0x1p32)
        let background = (0..<(frameWidth * frameHeight)).map { _ in numbers.pixel() }
        let (one, stepped) = Self.drawnOnEveryPath(numbers.particle(side: side, additive: false), picture: picture,
                                                   quads: quads, map: forward.inverted(), over: background,
                                                   width: frameWidth, columns: x0..<x1, clip: 0..<Int64(frameWidth),
                                                   rows: 0..<Int64(frameHeight))
        #expect(stepped.allSatisfy { $0 == one })
    }

    /// A step draws its first `left` pixels and no other, even where it has room for eight
    /// inside the clip and its later sample points lie on the picture: the pixels past `left`
    /// are written back as they were.
    @Test("a step with room for eight draws only its first pixels", arguments: [false, true])
    func stepDrawsOnlyItsPixels(additive: Bool) {
        var numbers = Numbers(state: additive ? 31 : 29)
        let side = 18
        let (picture, quads) = numbers.bordered(side: side, opaque: true)
        var particle = numbers.particle(side: side, additive: additive)
        particle.tint = (256, 256, 256, 256)
        for path in Int32(strata_splat_path_avx2)...max(Int32(strata_splat_path_avx2), strata_splat_cpu_path())
            where path <= strata_splat_cpu_path() {
            for left in 1...7 {
                let row = (0..<8).map { _ in numbers.pixel() }
                var drawn = row
                picture.withUnsafeBufferPointer { pixels in
                    quads.withUnsafeBufferPointer { taps in
                        particle.picture = pixels.baseAddress
                        particle.quads = taps.baseAddress
                        drawn.withUnsafeMutableBufferPointer { target in
                            // Samples from the picture's pixel (2, 5), a pixel to the right each.
                            var step = strata_splat_step(row: target.baseAddress, u: 2 << 16, v: 5 << 16,
                                                         left: Int32(left), room: 8)
                            strata_splat_steps_via(&step, 1, 1 << 16, 0, &particle, path)
                        }
                    }
                }
                // The first `left` are the picture's opaque pixels 2, 3, … of row 5; the rest as they were.
                let expected = (0..<8).map { x in
                    x < left ? (additive ? Self.added(picture[5 * side + 2 + x], row[x]) : picture[5 * side + 2 + x]) : row[x]
                }
                #expect(drawn == expected, "path \(path), \(left) drawn")
            }
        }
    }

    /// Each channel of `a` and `b` added, at most 255.
    static func added(_ a: UInt32, _ b: UInt32) -> UInt32 {
        (0..<4).reduce(0) { sum, channel in
            let shift = UInt32(8 * channel)
            return sum | min(255, (a >> shift & 0xFF) + (b >> shift & 0xFF)) << shift
        }
    }

    /// `particle` drawn over `frame` (`width` pixels a row) by rows placed and drawn one at a
    /// time, and by each vector path this CPU has, in order (AVX2, then AVX-512).
    static func drawnOnEveryPath(_ particle: strata_splat_particle, picture: [UInt32], quads: [UInt32],
                                 map inverse: CGAffineTransform, over frame: [UInt32], width: Int,
                                 columns: Range<Int64>, clip: Range<Int64>, rows: Range<Int64>)
        -> (one: [UInt32], stepped: [[UInt32]]) {
        var particle = particle, one = frame
        var stepped = [[UInt32]](repeating: frame, count: Int(strata_splat_cpu_path()))
        let map = strata_splat_map(a: inverse.a, b: inverse.b, c: inverse.c, d: inverse.d, tx: inverse.tx, ty: inverse.ty)
        picture.withUnsafeBufferPointer { pixels in
            quads.withUnsafeBufferPointer { taps in
                particle.picture = pixels.baseAddress
                particle.quads = taps.baseAddress
                func draw(_ target: inout [UInt32], _ path: Int32) {
                    strata_splat_rows_via(&target, Int64(width), columns.lowerBound, columns.upperBound, clip.lowerBound,
                                          clip.upperBound, rows.lowerBound, rows.upperBound, map, &particle, path)
                }
                draw(&one, Int32(strata_splat_path_rows))
                for path in stepped.indices { draw(&stepped[path], Int32(path + 1)) }
            }
        }
        return (one, stepped)
    }
}
