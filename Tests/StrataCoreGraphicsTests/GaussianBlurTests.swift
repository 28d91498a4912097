import Foundation
import Testing
@testable import StrataCoreGraphics

/// The shadow blur against its definition: three box blurs along each row, then three down
/// each column (the SVG sizing of the boxes), every box the mean of the values it covers (zero
/// outside the plane) rounded to the nearest level, a half up. Worked out here the slow way,
/// one box sum per value, so that the kernel's running sums and fixed point are checked
/// against plain integer division.
@Suite("Gaussian blur")
struct GaussianBlurTests {
    /// The SVG box size d = ⌊σ·3·√(2π)/4 + 0.5⌋ and the three (before, after) boxes it gives.
    static func boxes(sigma: Double) -> [(Int, Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard sigma >= 0.5, d > 1 else { return [] }
        return d % 2 == 1 ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// One box along a line of values: the mean over [i − before, i + after], a half rounded up.
    static func box(_ line: [Int], before: Int, after: Int) -> [Int] {
        let n = before + after + 1
        return line.indices.map { i in
            let sum = (max(i - before, 0)...min(i + after, line.count - 1)).reduce(0) { $0 + line[$1] }
            // ⌊(2·sum + n) / 2n⌋ = ⌊sum/n + 1/2⌋: sum / n rounded to nearest, a half up.
            return (2 * sum + n) / (2 * n)
        }
    }

    /// The definition applied to a `width × height` plane of values.
    static func definition(_ plane: [[Int]], sigma: Double) -> [[Int]] {
        var rows = plane
        for (before, after) in boxes(sigma: sigma) { rows = rows.map { box($0, before: before, after: after) } }
        guard let width = rows.first?.count else { return rows }
        var columns = (0..<width).map { x in rows.map { $0[x] } }
        for (before, after) in boxes(sigma: sigma) { columns = columns.map { box($0, before: before, after: after) } }
        return rows.indices.map { y in (0..<width).map { columns[$0][y] } }
    }

    @Test("equals three box blurs per axis, worked out value by value, and leaves the row padding alone", arguments: [
        // σ below half a pixel (no box), an even box size (d = 2: boxes of 2, 2 and 3 values),
        // odd sizes, a box wider than the plane's height, and one wider than its width.
        0.3, 1.0, 2.5, 5.0, 9.0, 25.0,
    ])
    func matchesDefinition(sigma: Double) {
        let width = 37, height = 23, stride = 40
        var generator = SplitMix64(seed: 0x5eed + UInt64(sigma * 10))
        let plane = (0..<height).map { _ in (0..<width).map { _ in Int(generator.next() % 256) } }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { bytes.deallocate() }
        bytes.initialize(repeating: 0xA5, count: stride * height)
        for y in 0..<height { for x in 0..<width { bytes[y * stride + x] = UInt8(plane[y][x]) } }

        GaussianBlur.blur(bytes, width: width, height: height, stride: stride, sigma: sigma)

        let expected = Self.definition(plane, sigma: sigma)
        var wrong = 0, padding = 0
        for y in 0..<height {
            for x in 0..<width where Int(bytes[y * stride + x]) != expected[y][x] { wrong += 1 }
            for x in width..<stride where bytes[y * stride + x] != 0xA5 { padding += 1 }
        }
        #expect(wrong == 0, "\(wrong) values differ from the definition")
        #expect(padding == 0)
        // The blur did something where it should: random values smoothed (not for σ < 0.5).
        #expect(sigma < 0.5 || expected != plane)
    }

    @Test("a small square spreads into a symmetric, nearly Gaussian bump with σ = 5")
    func spreadsLikeAGaussian() {
        let size = 81, centre = 40
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: size * size)
        defer { bytes.deallocate() }
        // A 9×9 square of full values (a single pixel would round away to almost nothing).
        bytes.initialize(repeating: 0, count: size * size)
        for y in centre - 4...centre + 4 { for x in centre - 4...centre + 4 { bytes[y * size + x] = 255 } }
        GaussianBlur.blur(bytes, width: size, height: size, stride: size, sigma: 5)
        // Symmetric about the centre along both axes.
        for d in 1...20 {
            #expect(bytes[centre * size + centre - d] == bytes[centre * size + centre + d])
            #expect(bytes[(centre - d) * size + centre] == bytes[(centre + d) * size + centre])
        }
        // σ = 5 gives three boxes of 9 values (d = ⌊5·3·√(2π)/4 + 0.5⌋ = 9). Along one axis the
        // centre then averages the square's ones over three box offsets a, b, c in −4…4: the
        // share of the 9³ offsets with |a + b + c| ≤ 4. The peak is 255 times that share
        // squared, within a level of the rounding after each pass.
        let offsets = -4...4
        let inside = offsets.flatMap { a in offsets.flatMap { b in offsets.map { c in abs(a + b + c) <= 4 } } }
        let share = Double(inside.filter { $0 }.count) / 729
        let peak = Double(bytes[centre * size + centre])
        #expect(abs(peak - 255 * share * share) <= 1.5, "peak \(peak), counted \(255 * share * share)")
        // Near a Gaussian: a box of n values has variance (n² − 1)/12, so the three make
        // σ' = √20 ≈ 4.47, and a Gaussian of it gives the square a peak of 255·erf(4.5/(σ'√2))² ≈ 119.9.
        let gaussian = 255 * pow(erf(4.5 / (20.0.squareRoot() * 2.0.squareRoot())), 2)
        #expect(abs(peak - gaussian) < 6, "peak \(peak), Gaussian \(gaussian)")
        // Nothing reaches beyond the three boxes' reach (3 × 4 + 4 pixels from the centre).
        #expect(bytes[centre * size + centre + 17] == 0)
    }
}
