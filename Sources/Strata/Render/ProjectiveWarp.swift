import Foundation

/// A 2D projective map of row vectors `(x, y, 1)`: how a flattened `CATransform3D` with
/// perspective takes a layer's plane to its superlayer's.
struct Homography {
    var h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    /// The plane-to-plane part of a flattened transform: rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    init(_ t: CATransform3D) {
        h = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    init(_ h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) { self.h = h }

    /// `self` then `other`.
    func then(_ o: Homography) -> Homography {
        let a = h, b = o.h
        return Homography((a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
                           a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
                           a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// The inverse map, or nil when the plane is seen edge-on.
    func inverted() -> Homography? {
        let (a, b, c, d, e, f, g, i, j) = h
        let det = a * (e * j - f * i) - b * (d * j - f * g) + c * (d * i - e * g)
        guard det != 0, det.isFinite else { return nil }
        return Homography(((e * j - f * i) / det, (c * i - b * j) / det, (b * f - c * e) / det,
                           (f * g - d * j) / det, (a * j - c * g) / det, (c * d - a * f) / det,
                           (d * i - e * g) / det, (b * g - a * i) / det, (a * e - b * d) / det))
    }

    /// Maps a point; nil behind the eye (w ≤ 0).
    func apply(_ x: Double, _ y: Double) -> (Double, Double)? {
        let w = x * h.2 + y * h.5 + h.8
        guard w > 0 else { return nil }
        return ((x * h.0 + y * h.3 + h.6) / w, (x * h.1 + y * h.4 + h.7) / w)
    }
}

/// Strata's own perspective kernel: each destination pixel centre is mapped back through the
/// inverse homography and sampled bilinearly (transparent outside the source, which also gives
/// the layer's edges one pixel of anti-aliasing).
enum ProjectiveWarp {
    /// Fills `destination` (premultiplied ARGB32, `width × height`, whose pixel (0,0) is the
    /// device point (`originX`, `originY`)) from `source` through `inverse`, which maps device
    /// points to source pixel coordinates.
    static func warp(source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
                     destination: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
                     originX: Double, originY: Double, inverse: Homography) {
        let (a, b, c, d, e, f, g, i, j) = inverse.h
        for row in 0..<height {
            let line = destination + row * stride
            let y = originY + Double(row) + 0.5
            for column in 0..<width {
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
        let fx = UInt32((u - Double(x0)) * 256), fy = UInt32((v - Double(y0)) * 256)
        func at(_ x: Int, _ y: Int) -> UInt32 { x >= 0 && y >= 0 && x < w && y < h ? s[y * stride + x] : 0 }
        let p00 = at(x0, y0), p10 = at(x0 + 1, y0), p01 = at(x0, y0 + 1), p11 = at(x0 + 1, y0 + 1)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let c00 = (p00 >> shift) & 0xFF, c10 = (p10 >> shift) & 0xFF
            let c01 = (p01 >> shift) & 0xFF, c11 = (p11 >> shift) & 0xFF
            let top = c00 * (256 - fx) + c10 * fx, bottom = c01 * (256 - fx) + c11 * fx
            let value = (top * (256 - fy) + bottom * fy + (1 << 15)) >> 16
            out |= min(value, 255) << shift
        }
        return out
    }
}
