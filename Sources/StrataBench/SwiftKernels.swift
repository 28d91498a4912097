/// A source-to-destination scale in pixman's 16.16 fixed point, shared by the pixman and the
/// Swift kernels so that both sample exactly the same source positions.
struct FixedScale {
    /// Source pixels per destination pixel, 16.16.
    let unit: Int

    /// The scale that maps `destination` pixels onto `source` pixels.
    init(source: Int, destination: Int) {
        unit = Int((Double(source) * 65536 / Double(destination)).rounded())
    }

    /// Where the first destination pixel samples, 16.16: its centre mapped into the source, less
    /// half a source pixel, because bilinear weights are measured between source pixel centres.
    var firstSample: Int { ((unit * 0x8000 + 0x8000) >> 16) - 0x8000 }
}

/// Hand-written compositing kernels in plain Swift, held beside pixman by `strata bench`.
enum SwiftKernels {
    /// Lanes of 16 bits in a `UInt64`, one per channel: B, R, G, A from the low end (see `spread`).
    private static let laneLowBytes: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Puts the four channels of a BGRA word into four 16-bit lanes (B, R, G, A from the low
    /// end), so that one 64-bit multiply weights all of them without carries between channels.
    @inline(__always)
    private static func spread(_ pixel: UInt32) -> UInt64 {
        let p = UInt64(pixel)
        return (p & 0x00FF_00FF) | ((p & 0xFF00_FF00) << 24)
    }

    /// The inverse of `spread` for lanes that hold 0…255.
    @inline(__always)
    private static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (lanes & 0x00FF_00FF) | ((lanes >> 24) & 0xFF00_FF00))
    }

    /// Scales all of `source` onto `rect` of `destination` with bilinear filtering, edge pixels
    /// repeated past the source (PAD), and composites it with premultiplied source-over.
    ///
    /// The arithmetic is pixman's, so that the two can be compared pixel for pixel: 16.16 sample
    /// positions stepped per pixel, 7-bit weights, vertical then horizontal interpolation with
    /// a truncating divide by 128², and OVER with the rounded divide by 255 and a saturating add.
    /// Nothing is allocated: the two source columns under the current sample are interpolated
    /// vertically once and reused while the sample stays between them (four pixels at 4×).
    static func bilinearOver(_ source: BenchPixels, onto destination: BenchPixels, in rect: KernelRect) {
        guard let plan = BilinearPlan(source, onto: destination, in: rect) else { return }
        let lastX = plan.lastX, unit = plan.scaleX.unit
        // Two channels per word in 32-bit halves (B and G, or R and A) after vertical weighting.
        let halfLanes: UInt64 = 0x0000_FFFF_0000_FFFF, halfLowBytes: UInt64 = 0x0000_00FF_0000_00FF

        for y in plan.rows {
            let (top, bottom, weight, row) = plan.row(y)
            let wy = UInt64(weight)

            // The vertically weighted columns left and right of the sample, split into halves.
            var cached = Int.min
            var leftBG: UInt64 = 0, leftRA: UInt64 = 0, rightBG: UInt64 = 0, rightRA: UInt64 = 0
            @inline(__always) func column(_ x: Int) -> (UInt64, UInt64) {
                let c = min(max(x, 0), lastX)
                let v = spread(top[c]) &* (128 - wy) &+ spread(bottom[c]) &* wy
                return (v & halfLanes, (v >> 16) & halfLanes)
            }

            var fx = plan.firstColumnSample
            for x in plan.columns {
                defer { fx += unit }
                let sx = fx >> 16
                if sx != cached {
                    if sx == cached &+ 1 {
                        (leftBG, leftRA) = (rightBG, rightRA)
                    } else {
                        (leftBG, leftRA) = column(sx)
                    }
                    (rightBG, rightRA) = column(sx + 1)
                    cached = sx
                }
                let wx = UInt64((fx >> 9) & 0x7F)
                let bg = ((leftBG &* (128 - wx) &+ rightBG &* wx) >> 14) & halfLowBytes
                let ra = ((leftRA &* (128 - wx) &+ rightRA &* wx) >> 14) & halfLowBytes
                let s = bg | ra << 16
                if s == 0 { continue }
                let alpha = s >> 48
                if alpha == 255 {
                    row[x] = pack(s)
                    continue
                }
                var d = spread(row[x]) &* (255 - alpha) &+ 0x0080_0080_0080_0080
                d = ((d &+ ((d >> 8) & laneLowBytes)) >> 8) & laneLowBytes
                var sum = d &+ s
                // Saturate lanes that passed 255 (only possible for invalid premultiplied input).
                sum = (sum | ((sum >> 8) & 0x0001_0001_0001_0001) &* 0xFF) & laneLowBytes
                row[x] = pack(sum)
            }
        }
    }

    /// Fills all of `pixels` with `color` in plain Swift: one run of words, as the rows are packed.
    static func fill(_ pixels: BenchPixels, with color: UInt32) {
        pixels.base.update(repeating: color, count: pixels.count)
    }
}
