import Foundation

/// Gaussian blur of an 8-bit alpha plane, approximated by three box blurs per axis (the SVG
/// filter effects sizing, within 3% of a true Gaussian), so its cost does not grow with σ.
///
/// Strata's own kernel: pixman's convolution filter evaluates the whole 2D kernel per pixel,
/// which the project's measurements found hundreds of times slower for shadow-sized σ
/// (`strata bench --only kernels` times both).
///
/// Performance: each box is a mean of n values rounded in fixed point, sum × ⌈2²⁴/n⌉ / 2²⁴
/// (`reciprocal(_:)`). The sum is at most 255·n, so every step fits 32-bit wrapping
/// arithmetic, which the compiler turns into 8-lane vector code where a loop allows.
/// Along a row, a box is the difference of two running (prefix) sums: one serial add per
/// value, then an output loop with no dependency from one value to the next, which
/// vectorizes. Along columns, a whole row of sums advances at once, one fused loop per row.
package enum GaussianBlur {
    /// Blurs `plane` (`width × height`, rows `stride` bytes apart) in place with deviation
    /// `sigma` pixels.
    package static func blur(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty else { return }
        let prefix = UnsafeMutablePointer<UInt32>.allocate(capacity: width + 1)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { prefix.deallocate(); sums.deallocate(); copy.deallocate() }
        // A row's three passes while it is in the first-level cache.
        for row in 0..<height {
            for pass in passes {
                horizontal(plane + row * stride, count: width, before: pass.before, after: pass.after, prefix: prefix)
            }
        }
        for pass in passes {
            copy.update(from: plane, count: stride * height)
            vertical(plane, source: copy, width: width, height: height, stride: stride,
                     before: pass.before, after: pass.after, sums: sums)
        }
    }

    /// The three boxes that make σ, as the values each output averages before and after it
    /// (the SVG sizing: d = ⌊σ·3·√(2π)/4 + 0.5⌋); none when σ is below half a pixel or d < 2.
    package static func boxes(sigma: Double) -> [(before: Int, after: Int)] {
        // Callers downsample planes so that σ stays small; the bound keeps the box size an Int.
        guard sigma >= 0.5, sigma <= 1e6 else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        return d % 2 == 1
            ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Blurs a line of values (zero beyond its ends) in place with the same three boxes as
    /// `blur`, without rounding between passes: the profile of a separable shadow.
    package static func blurLine(_ line: inout [Double], sigma: Double) {
        for pass in boxes(sigma: sigma) {
            let source = line
            let count = source.count, scale = 1 / Double(pass.before + pass.after + 1)
            var sum = 0.0
            for i in 0..<min(pass.after, count) { sum += source[i] }
            for i in 0..<count {
                if i + pass.after < count { sum += source[i + pass.after] }
                line[i] = sum * scale
                if i - pass.before >= 0 { sum -= source[i - pass.before] }
            }
        }
    }

    /// The fixed-point reciprocal of a box of `size` values, ⌈2²⁴/size⌉: round(sum × it / 2²⁴)
    /// is the mean rounded to nearest, a half rounded up. Rounded up, the reciprocal errs by
    /// under sum/2²⁴ ≤ 255·size/2²⁴, less than the 1/(2·size) between a mean and the nearest
    /// half for boxes of up to 181 values (σ up to about 96; shadows blur at σ ≤ 32). The
    /// product stays below 255·2²⁴ + 255·size + 2²³ < 2³².
    @inline(__always)
    private static func reciprocal(_ size: Int) -> UInt32 { UInt32(((1 << 24) + size - 1) / size) }

    /// One box blur along a row: each value becomes the mean of the `before + 1 + after` values
    /// around it, zero outside the row. `prefix` holds `count + 1` sums.
    private static func horizontal(_ line: UnsafeMutablePointer<UInt8>, count: Int, before: Int, after: Int,
                                   prefix: UnsafeMutablePointer<UInt32>) {
        // prefix[i] is the sum of the first i values: the box around i is
        // prefix[min(i + after + 1, count)] − prefix[max(i − before, 0)].
        prefix[0] = 0
        var running: UInt32 = 0
        for i in 0..<count {
            running &+= UInt32(line[i])
            prefix[i + 1] = running
        }
        let scale = reciprocal(before + after + 1), half: UInt32 = 1 << 23
        @inline(__always) func mean(_ sum: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: (sum &* scale &+ half) >> 24) }
        // Three stretches, so that the middle one has no bounds to test: the box runs off the
        // row's start, lies within it, or runs off its end.
        let head = min(before, count)
        let tail = max(head, count - after - 1)
        for i in 0..<head { line[i] = mean(prefix[min(i + after + 1, count)]) }
        let ahead = prefix + after + 1, behind = prefix - before
        for i in head..<tail { line[i] = mean(ahead[i] &- behind[i]) }
        for i in tail..<count { line[i] = mean(prefix[count] &- prefix[max(i - before, 0)]) }
    }

    /// The same along columns, a whole row at a time so that memory is read in order: `sums`
    /// holds each column's sum of the rows in the box.
    private static func vertical(_ plane: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>, width: Int, height: Int,
                                 stride: Int, before: Int, after: Int, sums: UnsafeMutablePointer<UInt32>) {
        let scale = reciprocal(before + after + 1), half: UInt32 = 1 << 23
        sums.initialize(repeating: 0, count: width)
        for row in 0..<min(after, height) {
            let line = source + row * stride
            for x in 0..<width { sums[x] &+= UInt32(line[x]) }
        }
        for row in 0..<height {
            let out = plane + row * stride
            switch (row + after < height, row - before >= 0) {
            case (true, true):
                // The fused step of every row inside the plane: add the row entering the box,
                // write the mean, take out the row leaving it.
                let entering = source + (row + after) * stride, leaving = source + (row - before) * stride
                for x in 0..<width {
                    let sum = sums[x] &+ UInt32(entering[x])
                    out[x] = UInt8(truncatingIfNeeded: (sum &* scale &+ half) >> 24)
                    sums[x] = sum &- UInt32(leaving[x])
                }
            case (true, false):
                let entering = source + (row + after) * stride
                for x in 0..<width {
                    let sum = sums[x] &+ UInt32(entering[x])
                    out[x] = UInt8(truncatingIfNeeded: (sum &* scale &+ half) >> 24)
                    sums[x] = sum
                }
            case (false, true):
                let leaving = source + (row - before) * stride
                for x in 0..<width {
                    out[x] = UInt8(truncatingIfNeeded: (sums[x] &* scale &+ half) >> 24)
                    sums[x] &-= UInt32(leaving[x])
                }
            case (false, false):
                for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] &* scale &+ half) >> 24) }
            }
        }
    }
}
