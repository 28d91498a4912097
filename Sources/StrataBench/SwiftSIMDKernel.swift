extension SwiftKernels {
    /// The four channels of a BGRA word, one per 32-bit lane (B, G, R, A).
    @inline(__always)
    private static func lanes(_ pixel: UInt32) -> SIMD4<UInt32> {
        SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(pixel, to: SIMD4<UInt8>.self))
    }

    /// The BGRA word of four lanes that hold 0…255.
    @inline(__always)
    private static func word(_ lanes: SIMD4<UInt32>) -> UInt32 {
        unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: lanes), to: UInt32.self)
    }

    /// The same kernel as `bilinearOver`, same arithmetic and same results, with the four
    /// channels of a pixel in the lanes of one `SIMD4<UInt32>` instead of packed in a `UInt64`.
    static func bilinearOverSIMD(_ source: BenchPixels, onto destination: BenchPixels, in rect: KernelRect) {
        guard let plan = BilinearPlan(source, onto: destination, in: rect) else { return }
        let lastX = plan.lastX, unit = plan.scaleX.unit
        // Masking to 16 bits tells the compiler the products fit 16 × 16 bits (SSE2 has no
        // 32-bit lane multiply, but does have 16-bit ones).
        let low16 = SIMD4<UInt32>(repeating: 0xFFFF)
        let half = SIMD4<UInt32>(repeating: 0x80)

        for y in plan.rows {
            let (top, bottom, weight, row) = plan.row(y)
            let wy = UInt32(truncatingIfNeeded: weight)

            var cached = Int.min
            var left = SIMD4<UInt32>(), right = SIMD4<UInt32>()
            @inline(__always) func column(_ x: Int) -> SIMD4<UInt32> {
                let c = min(max(x, 0), lastX)
                return lanes(top[c]) &* (128 &- wy) &+ lanes(bottom[c]) &* wy
            }

            var fx = plan.firstColumnSample
            for x in plan.columns {
                defer { fx &+= unit }
                let sx = fx >> 16
                if sx != cached {
                    left = sx == cached &+ 1 ? right : column(sx)
                    right = column(sx &+ 1)
                    cached = sx
                }
                let wx = UInt32(truncatingIfNeeded: (fx >> 9) & 0x7F)
                let s = ((left & low16) &* (128 &- wx) &+ (right & low16) &* wx) &>> 14
                let alpha = s[3]
                if alpha == 0, s == SIMD4() { continue }
                if alpha == 255 {
                    row[x] = word(s)
                    continue
                }
                var d = lanes(row[x]) &* (255 &- alpha) &+ half
                d = (d &+ (d &>> 8)) &>> 8
                row[x] = word((d &+ s).replacing(with: 255, where: d &+ s .> 255))
            }
        }
    }
}
