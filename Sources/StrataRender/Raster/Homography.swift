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
