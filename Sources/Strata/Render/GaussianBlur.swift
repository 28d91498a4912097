import Foundation

/// Gaussian blur of an 8-bit alpha plane, approximated by three box blurs per axis (the SVG
/// filter effects sizing, within 3% of a true Gaussian), so its cost does not grow with σ.
///
/// Strata's own kernel: pixman's convolution filter evaluates the whole 2D kernel per pixel,
/// which the project's measurements found hundreds of times slower for shadow-sized σ.
enum GaussianBlur {
    /// Blurs `plane` (`width × height`, rows `stride` bytes apart) in place with deviation
    /// `sigma` pixels. `scratch` must hold at least `max(width, height)` bytes.
    static func blur(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                     scratch: UnsafeMutablePointer<UInt8>) {
        guard sigma >= 0.5, sigma.isFinite, width > 0, height > 0 else { return }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return }
        let passes: [(Int, Int)] = d % 2 == 1
            ? [((d - 1) / 2, (d - 1) / 2), ((d - 1) / 2, (d - 1) / 2), ((d - 1) / 2, (d - 1) / 2)]
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        for row in 0..<height {
            for (before, after) in passes {
                boxPass(plane + row * stride, count: width, step: 1, before: before, after: after, scratch: scratch)
            }
        }
        for column in 0..<width {
            for (before, after) in passes {
                boxPass(plane + column, count: height, step: stride, before: before, after: after, scratch: scratch)
            }
        }
    }

    /// One box blur along a line: each value becomes the mean of the `before + 1 + after` values
    /// around it, zero outside the line.
    private static func boxPass(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, before: Int, after: Int,
                                scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = line[i * step] }
        let size = before + after + 1
        let scale = (1 << 24) / size
        var sum = 0
        for i in 0..<min(after, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + after
            if entering < count { sum += Int(scratch[entering]) }
            line[i * step] = UInt8(truncatingIfNeeded: (sum * scale + (1 << 23)) >> 24)
            let leaving = i - before
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
        }
    }
}
