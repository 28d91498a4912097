import Foundation

/// The shorter arc between two unit quaternions, along which `DecomposedTransform3D` turns a
/// rotation (spherical linear interpolation, slerp): what depends on the ends alone (the far
/// end on the near side, the angle between them, its sine) is worked out once, so that a point
/// on the arc costs two sines.
///
/// q and −q are the same rotation, so the far end is negated when the two lie more than a
/// quarter turn apart on the sphere of quaternions. Ends nearly the same (cosine above 0.9999)
/// are mixed linearly and normalised instead, which avoids dividing by sin θ ≈ 0.
struct RotationArc: Sendable {
    private let from: (Double, Double, Double, Double)
    /// The far end, negated when that makes the arc shorter.
    private let to: (Double, Double, Double, Double)
    /// The angle between the ends, and its sine; zero for ends mixed linearly.
    private let angle: Double
    private let sine: Double

    /// The arc from the unit quaternion `a` (x, y, z, w) to `b`.
    init(from a: (Double, Double, Double, Double), to b: (Double, Double, Double, Double)) {
        var b = b
        var cosine = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
        if cosine < 0 {
            cosine = -cosine
            b = (-b.0, -b.1, -b.2, -b.3)
        }
        from = a
        to = b
        if cosine > 0.9999 {
            angle = 0
            sine = 0
        } else {
            angle = acos(Swift.min(cosine, 1))
            sine = sin(angle)
        }
    }

    /// The unit quaternion at `f` along the arc: `from` at 0, `to` at 1.
    func rotation(at f: Double) -> (Double, Double, Double, Double) {
        let wa: Double, wb: Double
        if sine == 0 {
            wa = 1 - f; wb = f
        } else {
            wa = sin((1 - f) * angle) / sine; wb = sin(f * angle) / sine
        }
        let a = from, b = to
        var r = (a.0 * wa + b.0 * wb, a.1 * wa + b.1 * wb, a.2 * wa + b.2 * wb, a.3 * wa + b.3 * wb)
        let norm = (r.0 * r.0 + r.1 * r.1 + r.2 * r.2 + r.3 * r.3).squareRoot()
        if norm > 0 { r = (r.0 / norm, r.1 / norm, r.2 / norm, r.3 / norm) }
        return r
    }
}
