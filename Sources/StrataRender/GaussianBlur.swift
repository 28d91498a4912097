import Foundation

/// Gaussian blur of an 8-bit alpha plane, approximated by three box blurs per axis (the SVG
/// filter effects sizing, within 3% of a true Gaussian), so its cost does not grow with σ.
///
/// Strata's own kernel: pixman's convolution filter evaluates the whole 2D kernel per pixel,
/// which the project's measurements found hundreds of times slower for shadow-sized σ.
package enum GaussianBlur {
    /// Blurs `plane` (`width × height`, rows `stride` bytes apart) in place with deviation
    /// `sigma` pixels.
    package static func blur(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { scratch.deallocate(); sums.deallocate(); copy.deallocate() }
        for pass in passes {
            for row in 0..<height {
                horizontal(plane + row * stride, count: width, before: pass.before, after: pass.after, scratch: scratch)
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
    static func boxes(sigma: Double) -> [(before: Int, after: Int)] {
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
    static func blurLine(_ line: inout [Double], sigma: Double) {
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

    /// One box blur along a row: each value becomes the mean of the `before + 1 + after` values
    /// around it, zero outside the row.
    private static func horizontal(_ line: UnsafeMutablePointer<UInt8>, count: Int, before: Int, after: Int,
                                   scratch: UnsafeMutablePointer<UInt8>) {
        scratch.update(from: line, count: count)
        let scale = (1 << 24) / (before + after + 1)
        var sum = 0
        for i in 0..<min(after, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            if i + after < count { sum += Int(scratch[i + after]) }
            line[i] = UInt8(truncatingIfNeeded: (sum * scale + (1 << 23)) >> 24)
            if i - before >= 0 { sum -= Int(scratch[i - before]) }
        }
    }

    /// The same along columns, a whole row at a time so that memory is read in order.
    private static func vertical(_ plane: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>, width: Int, height: Int,
                                 stride: Int, before: Int, after: Int, sums: UnsafeMutablePointer<Int>) {
        let scale = (1 << 24) / (before + after + 1)
        sums.initialize(repeating: 0, count: width)
        for row in 0..<min(after, height) {
            let line = source + row * stride
            for x in 0..<width { sums[x] += Int(line[x]) }
        }
        for row in 0..<height {
            if row + after < height {
                let entering = source + (row + after) * stride
                for x in 0..<width { sums[x] += Int(entering[x]) }
            }
            let out = plane + row * stride
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] * scale + (1 << 23)) >> 24) }
            if row - before >= 0 {
                let leaving = source + (row - before) * stride
                for x in 0..<width { sums[x] -= Int(leaving[x]) }
            }
        }
    }
}
