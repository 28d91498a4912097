import CPixman
import Foundation
import Strata

/// The blur row of `strata bench --only kernels`: Strata's hand-written shadow blur (three box
/// blurs per axis, `GaussianBlur`) beside the library that could do the same job, pixman's
/// separable convolution, given the very kernel the three boxes make (their convolution, one
/// table a side). Both blur the A8 plane of a 400×300 shadow body with σ = 5; the largest
/// difference between their planes is printed, so that a wrong kernel cannot win.
struct BlurBenchmark {
    let samples: Int

    /// The σ and plane of `ShadowBenchmark`'s shadow: its card with 3σ + 2 pixels around it.
    static let sigma = ShadowBenchmark.sigma
    static let margin = Int((3 * sigma).rounded(.up)) + 2
    static let width = Int(ShadowBenchmark.box.width) + 2 * margin, height = Int(ShadowBenchmark.box.height) + 2 * margin

    /// The table's lines, indented as the kernels section's.
    func lines(pad: (String) -> String) -> [String] {
        let taps = Self.threeBoxTaps(sigma: Self.sigma)
        guard taps.count > 1 else { return ["  blur: not measured (σ gives no box)"] }
        let stride = (Self.width + 3) & ~3
        let body = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * Self.height)
        let strata = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * Self.height)
        let library = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * Self.height)
        defer { body.deallocate(); strata.deallocate(); library.deallocate() }
        body.initialize(repeating: 0, count: stride * Self.height)
        for y in Self.margin..<Self.height - Self.margin {
            (body + y * stride + Self.margin).initialize(repeating: 255, count: Self.width - 2 * Self.margin)
        }
        library.initialize(repeating: 0, count: stride * Self.height)
        guard let source = pixman_image_create_bits(PIXMAN_a8, Int32(Self.width), Int32(Self.height),
                                                    UnsafeMutableRawPointer(body).assumingMemoryBound(to: UInt32.self),
                                                    Int32(stride)),
              let destination = pixman_image_create_bits(PIXMAN_a8, Int32(Self.width), Int32(Self.height),
                                                         UnsafeMutableRawPointer(library).assumingMemoryBound(to: UInt32.self),
                                                         Int32(stride))
        else { return ["  blur: not measured (pixman refused the plane)"] }
        defer { pixman_image_unref(source); pixman_image_unref(destination) }
        // Width, height and the two phase bits (none: the plane is not transformed), then the
        // x table and the y table, all 16.16.
        let table = Self.fixedTable(taps)
        var parameters = [Int32(taps.count << 16), Int32(taps.count << 16), 0, 0] + table + table
        guard pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, &parameters,
                                      Int32(parameters.count)) != 0
        else { return ["  blur: not measured (pixman refused the filter)"] }

        let ours = Measurement.median(samples: samples) {
            strata.update(from: body, count: stride * Self.height)
            GaussianBlur.blur(strata, width: Self.width, height: Self.height, stride: stride, sigma: Self.sigma)
        }
        // The convolution evaluates width × height taps per pixel: a few samples are enough.
        let theirs = Measurement.median(samples: max(samples / 20, 3)) {
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, destination, 0, 0, 0, 0, 0, 0,
                                     Int32(Self.width), Int32(Self.height))
        }
        var worst = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                worst = max(worst, abs(Int(strata[y * stride + x]) - Int(library[y * stride + x])))
            }
        }
        let ratio = { (t: Double) in String(format: "%8.3f ms %7.2f×", t * 1000, t / ours) }
        return [String(format: "  blur σ %.0f of a %d×%d A8 plane (a 400×300 shadow)      × Strata's   max level diff",
                       Self.sigma, Self.width, Self.height),
                "    " + pad("three box blurs (Strata)") + ratio(ours) + "   (reference)",
                "    " + pad("pixman separable, \(taps.count) taps") + ratio(theirs) + "   \(worst)"]
    }

    /// The three boxes of `GaussianBlur` convolved into one kernel, normalised to 1.
    static func threeBoxTaps(sigma: Double) -> [Double] {
        var taps = [1.0]
        for pass in GaussianBlur.boxes(sigma: sigma) {
            let size = pass.before + pass.after + 1
            var next = [Double](repeating: 0, count: taps.count + size - 1)
            for (i, t) in taps.enumerated() { for j in 0..<size { next[i + j] += t / Double(size) } }
            taps = next
        }
        return taps
    }

    /// `taps` in 16.16 fixed point, the rounding put on the centre so that they sum to 1.
    static func fixedTable(_ taps: [Double]) -> [Int32] {
        var table = taps.map { Int32(($0 * 65536).rounded()) }
        table[table.count / 2] += 65536 - table.reduce(0, +)
        return table
    }
}
