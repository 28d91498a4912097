import Foundation
import Strata

/// Strata's hand-written perspective kernel, kept beside pixman's as the bench's reference (it
/// drew every layer in perspective before pixman): each destination pixel centre is mapped
/// back through the inverse homography and sampled bilinearly (transparent outside the
/// source, which also gives the layer's edges one pixel of anti-aliasing).
enum ProjectiveWarp {
    /// The warp as `PerspectiveKernel` takes it.
    static let kernel: PerspectiveKernel.Warp = { job in
        warp(source: job.source, sourceWidth: job.sourceWidth, sourceHeight: job.sourceHeight, sourceStride: job.sourceStride,
             destination: job.destination, width: job.width, height: job.height, stride: job.stride,
             originX: job.originX, originY: job.originY, inverse: job.inverse, quad: job.quad)
    }

    /// Fills `destination` (premultiplied ARGB32, `width × height`, whose pixel (0,0) is the
    /// device point (`originX`, `originY`)) from `source` through `inverse`, which maps device
    /// points to source pixel coordinates.
    static func warp(source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
                     destination: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
                     originX: Double, originY: Double, inverse: Homography, quad: [(Double, Double)]) {
        let (a, b, c, d, e, f, g, i, j) = inverse.h
        let edges = zip(quad, quad.dropFirst() + quad.prefix(1)).map { ($0, $1) }
        for row in 0..<height {
            let line = destination + row * stride
            let y = originY + Double(row) + 0.5
            // Only the row's span inside the (convex) projected quad, one pixel wider for the
            // bilinear fringe; the destination starts cleared.
            var low = Double.infinity, high = -Double.infinity
            for (p, q) in edges where min(p.1, q.1) <= y + 1 && max(p.1, q.1) >= y - 1 {
                for step in Swift.stride(from: -1.0, through: 1.0, by: 2.0) {
                    let t = q.1 == p.1 ? 0 : min(max((y + step - p.1) / (q.1 - p.1), 0), 1)
                    let x = p.0 + (q.0 - p.0) * t
                    low = min(low, x)
                    high = max(high, x)
                }
                if q.1 == p.1 {
                    low = min(low, p.0, q.0)
                    high = max(high, p.0, q.0)
                }
            }
            // Clamped to the row before converting: a nearly singular matrix puts the edges
            // anywhere, and Int(_:) traps beyond its range.
            let clampedLow = min(max((low - originX).rounded(.down), -2), Double(width))
            let clampedHigh = min(max((high - originX).rounded(.up), -2), Double(width))
            guard clampedLow.isFinite, clampedHigh.isFinite else { continue }
            let first = max(Int(clampedLow) - 2, 0)
            let last = min(Int(clampedHigh) + 2, width)
            guard first < last else { continue }
            for column in first..<last {
                let x = originX + Double(column) + 0.5
                let w = x * c + y * f + j
                guard w > 0 else { line[column] = 0; continue }
                let u = (x * a + y * d + g) / w - 0.5, v = (x * b + y * e + i) / w - 0.5
                line[column] = sample(source, sourceWidth, sourceHeight, sourceStride, u, v)
            }
        }
    }

    private static func sample(_ s: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ stride: Int, _ u: Double, _ v: Double) -> UInt32 {
        guard u > -1, v > -1, u < Double(w), v < Double(h) else { return 0 }
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = UInt64((u - Double(x0)) * 256), fy = UInt64((v - Double(y0)) * 256)
        let inX0 = x0 >= 0, inX1 = x0 + 1 < w, inY0 = y0 >= 0, inY1 = y0 + 1 < h
        let p00 = inX0 && inY0 ? s[y0 * stride + x0] : 0
        let p10 = inX1 && inY0 ? s[y0 * stride + x0 + 1] : 0
        let p01 = inX0 && inY1 ? s[(y0 + 1) * stride + x0] : 0
        let p11 = inX1 && inY1 ? s[(y0 + 1) * stride + x0 + 1] : 0
        // Spread the four 8-bit channels over 16-bit lanes of one word, weight them all at once.
        func spread(_ p: UInt32) -> UInt64 {
            let q = UInt64(p)
            return (q & 0xFF) | (q & 0xFF00) << 8 | (q & 0xFF_0000) << 16 | (q & 0xFF00_0000) << 24
        }
        let top = spread(p00) &* (256 - fx) &+ spread(p10) &* fx
        let bottom = spread(p01) &* (256 - fx) &+ spread(p11) &* fx
        // Each lane now holds up to 16 bits of (value × 256); combine rows in a wider pass per lane.
        var out: UInt32 = 0
        for lane in 0..<4 {
            let shift = UInt64(lane * 16)
            let t = (top >> shift) & 0xFFFF, b = (bottom >> shift) & 0xFFFF
            let value = (t * (256 - fy) + b * fy + (1 << 15)) >> 16
            out |= UInt32(min(value, 255)) << UInt32(lane * 8)
        }
        return out
    }
}
