import Foundation

/// A `CATransform3D` taken apart into the components that animate naturally, the classic
/// "unmatrix" decomposition (Graphics Gems II) that CSS transforms and WebKit interpolate,
/// written for Core Animation's row-vector layout (p' = p × M).
///
/// With M divided by m44 (kept as `homogeneousScale`) so that m44 = 1, U its upper-left
/// 3×3, p = (m14, m24, m34) and t = (m41, m42, m43):
///
///     M = [ U  p ]  =  [ L  0 ] × [ I  0 ] × [ I  q ]      L = Scale × Skew × Rotation
///         [ t  1 ]     [ 0  1 ]   [ t  1 ]   [ 0  s ]      q = L⁻¹p,  s = 1 − t·q
///
/// so a point is scaled, skewed, rotated, translated, then put in perspective: the order CSS
/// uses. Scale × Skew × Rotation comes from Gram–Schmidt on the rows of U (Skew is unit lower
/// triangular), and the rotation is kept as a unit quaternion so that it can be slerped.
struct DecomposedTransform3D: Equatable, Sendable {
    var scaleX: Double, scaleY: Double, scaleZ: Double
    /// Shears: row 1 along row 0, row 2 along row 0, row 2 along row 1 (each over the scale).
    var skewXY: Double, skewXZ: Double, skewYZ: Double
    /// The rotation as a unit quaternion (x, y, z, w): angle θ about unit axis u is
    /// (u·sin(θ/2), cos(θ/2)); about +z it turns +x towards +y, as `CATransform3DMakeRotation`.
    var quaternionX: Double, quaternionY: Double, quaternionZ: Double, quaternionW: Double
    var translationX: Double, translationY: Double, translationZ: Double
    /// The perspective column (q, s) above; (0, 0, 0, 1) for an affine transform.
    var perspectiveX: Double, perspectiveY: Double, perspectiveZ: Double, perspectiveW: Double
    /// The overall homogeneous factor m44 that the matrix was divided by (1 for nearly every
    /// transform). Kept so that recomposing gives back the same matrix rather than a
    /// projectively equal one: the compositor treats w ≤ 0 as behind the eye, so the sign matters.
    var homogeneousScale: Double

    /// The decomposition of the identity.
    static let identity = DecomposedTransform3D(
        scaleX: 1, scaleY: 1, scaleZ: 1, skewXY: 0, skewXZ: 0, skewYZ: 0,
        quaternionX: 0, quaternionY: 0, quaternionZ: 0, quaternionW: 1,
        translationX: 0, translationY: 0, translationZ: 0,
        perspectiveX: 0, perspectiveY: 0, perspectiveZ: 0, perspectiveW: 1, homogeneousScale: 1)

    /// Decomposes `m`; nil when it cannot be (m44 = 0, non-finite entries, a linear part that
    /// collapses a direction in a non-axis way, or perspective on a singular linear part).
    /// A row that is entirely zero (a zero scale, as animations to scale 0 produce) is
    /// allowed: its direction is taken from the other axes.
    init?(_ m: CATransform3D) {
        guard m.isFinite, m.m44 != 0 else { return nil }
        let w = Double(m.m44)
        let r0 = Vector3(Double(m.m11) / w, Double(m.m12) / w, Double(m.m13) / w)
        var r1 = Vector3(Double(m.m21) / w, Double(m.m22) / w, Double(m.m23) / w)
        var r2 = Vector3(Double(m.m31) / w, Double(m.m32) / w, Double(m.m33) / w)
        let p = Vector3(Double(m.m14) / w, Double(m.m24) / w, Double(m.m34) / w)
        let t = Vector3(Double(m.m41) / w, Double(m.m42) / w, Double(m.m43) / w)
        let u = (r0, r1, r2)

        // Entries this small relative to the matrix are rounding noise, not a direction.
        let epsilon = 1e-12 * Swift.max(1, r0.length, r1.length, r2.length)

        // Gram–Schmidt on the rows: r0 = sx·n0, r1 = sy·(n1 + kxy·n0), r2 = sz·(n2 + kxz·n0 + kyz·n1).
        var sx = r0.length
        let n0: Vector3
        if sx > epsilon { n0 = r0 / sx } else { sx = 0; n0 = Vector3(1, 0, 0) }

        var kxy = n0.dot(r1)
        r1 = r1 - n0 * kxy
        var sy = r1.length
        let n1: Vector3
        if sy > epsilon {
            n1 = r1 / sy
            kxy /= sy
        } else {
            // A row that is only a shear of the first has no scale to divide the shear by.
            guard abs(kxy) <= epsilon else { return nil }
            sy = 0; kxy = 0
            n1 = Self.orthogonalUnit(to: n0)
        }

        var kxz = n0.dot(r2), kyz = n1.dot(r2)
        r2 = r2 - n0 * kxz - n1 * kyz
        var sz = r2.length
        let n2: Vector3
        if sz > epsilon {
            n2 = r2 / sz
            kxz /= sz; kyz /= sz
        } else {
            guard abs(kxz) <= epsilon, abs(kyz) <= epsilon else { return nil }
            sz = 0; kxz = 0; kyz = 0
            n2 = n0.cross(n1)
        }

        // A reflection is folded into the scales, so that the rows form a proper rotation.
        var rows = (n0, n1, n2)
        if n0.dot(n1.cross(n2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            rows = (n0 * -1, n1 * -1, n2 * -1)
        }

        // Perspective: q = L⁻¹p, which needs L invertible only when there is perspective.
        var q = Vector3.zero
        if p != .zero {
            guard let solved = Self.solveRows(u, p) else { return nil }
            q = solved
        }

        scaleX = sx; scaleY = sy; scaleZ = sz
        skewXY = kxy; skewXZ = kxz; skewYZ = kyz
        (quaternionX, quaternionY, quaternionZ, quaternionW) = Self.quaternion(rows)
        translationX = t.x; translationY = t.y; translationZ = t.z
        perspectiveX = q.x; perspectiveY = q.y; perspectiveZ = q.z
        perspectiveW = 1 - t.dot(q)
        homogeneousScale = w
    }

    /// Creates a decomposition from its components.
    init(scaleX: Double, scaleY: Double, scaleZ: Double, skewXY: Double, skewXZ: Double, skewYZ: Double,
         quaternionX: Double, quaternionY: Double, quaternionZ: Double, quaternionW: Double,
         translationX: Double, translationY: Double, translationZ: Double,
         perspectiveX: Double, perspectiveY: Double, perspectiveZ: Double, perspectiveW: Double,
         homogeneousScale: Double) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.scaleZ = scaleZ
        self.skewXY = skewXY; self.skewXZ = skewXZ; self.skewYZ = skewYZ
        self.quaternionX = quaternionX; self.quaternionY = quaternionY
        self.quaternionZ = quaternionZ; self.quaternionW = quaternionW
        self.translationX = translationX; self.translationY = translationY; self.translationZ = translationZ
        self.perspectiveX = perspectiveX; self.perspectiveY = perspectiveY
        self.perspectiveZ = perspectiveZ; self.perspectiveW = perspectiveW
        self.homogeneousScale = homogeneousScale
    }

    /// The decompositions of `a` and `b`, or nil when either has none.
    static func pair(_ a: CATransform3D, _ b: CATransform3D) -> (DecomposedTransform3D, DecomposedTransform3D)? {
        guard let da = DecomposedTransform3D(a), let db = DecomposedTransform3D(b) else { return nil }
        return (da, db)
    }

    /// The transform these components describe (the inverse of the decomposition).
    var transform: CATransform3D {
        let r = rotationRows
        let n0 = r.0, n1 = r.1, n2 = r.2
        let l0 = n0 * scaleX
        let l1 = (n1 + n0 * skewXY) * scaleY
        let l2 = (n2 + n0 * skewXZ + n1 * skewYZ) * scaleZ
        let q = Vector3(perspectiveX, perspectiveY, perspectiveZ)
        let t = Vector3(translationX, translationY, translationZ)
        let w = homogeneousScale
        return CATransform3D(
            m11: CGFloat(l0.x * w), m12: CGFloat(l0.y * w), m13: CGFloat(l0.z * w), m14: CGFloat(l0.dot(q) * w),
            m21: CGFloat(l1.x * w), m22: CGFloat(l1.y * w), m23: CGFloat(l1.z * w), m24: CGFloat(l1.dot(q) * w),
            m31: CGFloat(l2.x * w), m32: CGFloat(l2.y * w), m33: CGFloat(l2.z * w), m34: CGFloat(l2.dot(q) * w),
            m41: CGFloat(t.x * w), m42: CGFloat(t.y * w), m43: CGFloat(t.z * w),
            m44: CGFloat((t.dot(q) + perspectiveW) * w))
    }

    /// The components at `f` between `self` (0) and `other` (1): linear for translation, scale,
    /// skew and perspective, spherical (shortest arc) for the rotation.
    func interpolated(to other: DecomposedTransform3D, fraction f: Double) -> DecomposedTransform3D {
        interpolated(to: other, along: RotationArc(from: quaternion, to: other.quaternion), fraction: f)
    }

    /// `interpolated(to:fraction:)` with the rotations' arc worked out beforehand (`arc` must
    /// be the one from this rotation to `other`'s): an animation's ends are fixed, so the arc
    /// is worked out once for all its frames.
    func interpolated(to other: DecomposedTransform3D, along arc: RotationArc,
                      fraction f: Double) -> DecomposedTransform3D {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        var result = DecomposedTransform3D(
            scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY), scaleZ: mix(scaleZ, other.scaleZ),
            skewXY: mix(skewXY, other.skewXY), skewXZ: mix(skewXZ, other.skewXZ), skewYZ: mix(skewYZ, other.skewYZ),
            quaternionX: 0, quaternionY: 0, quaternionZ: 0, quaternionW: 1,
            translationX: mix(translationX, other.translationX), translationY: mix(translationY, other.translationY),
            translationZ: mix(translationZ, other.translationZ),
            perspectiveX: mix(perspectiveX, other.perspectiveX), perspectiveY: mix(perspectiveY, other.perspectiveY),
            perspectiveZ: mix(perspectiveZ, other.perspectiveZ), perspectiveW: mix(perspectiveW, other.perspectiveW),
            homogeneousScale: mix(homogeneousScale, other.homogeneousScale))
        (result.quaternionX, result.quaternionY, result.quaternionZ, result.quaternionW) = arc.rotation(at: f)
        return result
    }

    /// The rotation as a quaternion (x, y, z, w).
    var quaternion: (Double, Double, Double, Double) { (quaternionX, quaternionY, quaternionZ, quaternionW) }

    // MARK: Rotation

    /// The rotation as the rows of its (row-vector) matrix.
    var rotationRows: (Vector3, Vector3, Vector3) {
        let x = quaternionX, y = quaternionY, z = quaternionZ, w = quaternionW
        // The column-vector matrix of the quaternion, transposed for row vectors.
        return (Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// Replaces the rotation with the one whose row-vector matrix has rows `rows`.
    mutating func setRotationRows(_ rows: (Vector3, Vector3, Vector3)) {
        (quaternionX, quaternionY, quaternionZ, quaternionW) = Self.quaternion(rows)
    }

    /// The unit quaternion of a proper rotation given by its row-vector matrix rows, by
    /// Shepperd's method (pivot on the largest of w², x², y², z² for accuracy).
    static func quaternion(_ r: (Vector3, Vector3, Vector3)) -> (Double, Double, Double, Double) {
        let (m00, m01, m02) = (r.0.x, r.0.y, r.0.z)
        let (m10, m11, m12) = (r.1.x, r.1.y, r.1.z)
        let (m20, m21, m22) = (r.2.x, r.2.y, r.2.z)
        let trace = m00 + m11 + m22
        var x: Double, y: Double, z: Double, w: Double
        // For row vectors the off-diagonal pairs are transposed from the textbook formulas.
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            w = s / 4; x = (m12 - m21) / s; y = (m20 - m02) / s; z = (m01 - m10) / s
        } else if m00 > m11 && m00 > m22 {
            let s = (1 + m00 - m11 - m22).squareRoot() * 2
            w = (m12 - m21) / s; x = s / 4; y = (m10 + m01) / s; z = (m20 + m02) / s
        } else if m11 > m22 {
            let s = (1 + m11 - m00 - m22).squareRoot() * 2
            w = (m20 - m02) / s; x = (m10 + m01) / s; y = s / 4; z = (m21 + m12) / s
        } else {
            let s = (1 + m22 - m00 - m11).squareRoot() * 2
            w = (m01 - m10) / s; x = (m20 + m02) / s; y = (m21 + m12) / s; z = s / 4
        }
        let norm = (x * x + y * y + z * z + w * w).squareRoot()
        guard norm > 0, norm.isFinite else { return (0, 0, 0, 1) }
        x /= norm; y /= norm; z /= norm; w /= norm
        return (x, y, z, w)
    }

    // MARK: Helpers

    /// A unit vector orthogonal to the unit vector `n`, from the axis least aligned with it.
    private static func orthogonalUnit(to n: Vector3) -> Vector3 {
        let axis = abs(n.x) < 0.9 ? Vector3(1, 0, 0) : Vector3(0, 1, 0)
        let v = axis - n * n.dot(axis)
        return v / v.length
    }

    /// Solves L·q = p for the 3×3 matrix L with rows `rows` (Cramer's rule); nil if singular.
    private static func solveRows(_ rows: (Vector3, Vector3, Vector3), _ p: Vector3) -> Vector3? {
        // det(L) = r0 · (r1 × r2); the solution's columns come from the cross products.
        let (r0, r1, r2) = rows
        let c12 = r1.cross(r2), c20 = r2.cross(r0), c01 = r0.cross(r1)
        let det = r0.dot(c12)
        guard det != 0, det.isFinite else { return nil }
        // L⁻¹ has columns c12, c20, c01 over det, so q = (c12·p0 + c20·p1 + c01·p2) / det.
        let q = (c12 * p.x + c20 * p.y + c01 * p.z) / det
        return q.x.isFinite && q.y.isFinite && q.z.isFinite ? q : nil
    }
}

/// A 3-vector of doubles for the decomposition arithmetic (a plain value; no allocation).
struct Vector3: Equatable, Sendable {
    var x: Double, y: Double, z: Double

    init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }

    static let zero = Vector3(0, 0, 0)

    var length: Double { (x * x + y * y + z * z).squareRoot() }

    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }

    func cross(_ o: Vector3) -> Vector3 {
        Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x)
    }

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: Vector3, k: Double) -> Vector3 { Vector3(a.x * k, a.y * k, a.z * k) }
    static func / (a: Vector3, k: Double) -> Vector3 { Vector3(a.x / k, a.y / k, a.z / k) }
}
