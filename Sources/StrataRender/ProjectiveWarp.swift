import Foundation

/// A 2D projective map of row vectors `(x, y, 1)`: how a flattened `CATransform3D` with
/// perspective takes a layer's plane to its superlayer's.
package struct Homography {
    package var h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    /// The plane-to-plane part of a flattened transform: rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    package init(_ t: CATransform3D) {
        h = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    package init(_ h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) { self.h = h }

    /// `self` then `other`.
    package func then(_ o: Homography) -> Homography {
        let a = h, b = o.h
        return Homography((a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
                           a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
                           a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// The inverse map, or nil when the plane is seen edge-on.
    package func inverted() -> Homography? {
        let (a, b, c, d, e, f, g, i, j) = h
        let det = a * (e * j - f * i) - b * (d * j - f * g) + c * (d * i - e * g)
        guard det != 0, det.isFinite else { return nil }
        return Homography(((e * j - f * i) / det, (c * i - b * j) / det, (b * f - c * e) / det,
                           (f * g - d * j) / det, (a * j - c * g) / det, (c * d - a * f) / det,
                           (d * i - e * g) / det, (b * g - a * i) / det, (a * e - b * d) / det))
    }

    /// Maps a point; nil behind the eye (w ≤ 0).
    package func apply(_ x: Double, _ y: Double) -> (Double, Double)? {
        let w = x * h.2 + y * h.5 + h.8
        guard w > 0 else { return nil }
        return ((x * h.0 + y * h.3 + h.6) / w, (x * h.1 + y * h.4 + h.7) / w)
    }
}

/// Strata's own perspective kernel: each destination pixel centre is mapped back through the
/// inverse homography and sampled bilinearly (transparent outside the source, which also gives
/// the layer's edges one pixel of anti-aliasing). The renderer uses it for maps whose w varies
/// along both device axes, where it measured faster than pixman's projective transforms
/// (`strata bench --only perspective`); `PerspectiveStrips` draws the others.
package enum ProjectiveWarp {
    /// Fills `destination` (premultiplied ARGB32, `width × height`, whose pixel (0,0) is the
    /// device point (`originX`, `originY`)) from `source` through `inverse`, which maps device
    /// points to source pixel coordinates.
    package static func warp(source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
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
