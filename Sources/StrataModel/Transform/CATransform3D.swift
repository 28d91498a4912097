import Foundation

/// A 4×4 homogeneous transform, laid out and applied as in Core Animation.
///
/// Points are row vectors multiplied on the left (`p' = p × M`), so the translation lives in
/// `m41`, `m42`, `m43` and perspective in the fourth column (`m34 = -1 / eyeDistance`).
public struct CATransform3D: Hashable, Sendable {
    /// The matrix entries, row by row (`mRC`: row R, column C), as Core Animation names them.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates the identity transform, as `CATransform3D()` does on Apple's platforms.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D()

extension CATransform3D {
    /// The matrix product `self × other`: applying the result applies `self` first, then `other`.
    /// Inlinable, like the other per-frame helpers here: the renderer calls it for every
    /// changed layer of every frame.
    @inlinable
    package func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = self
        return CATransform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// Maps a point of the plane z = 0 and returns its homogeneous image `(x, y, z, w)`.
    @inlinable
    package func project(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (p.x * m11 + p.y * m21 + m41,
         p.x * m12 + p.y * m22 + m42,
         p.x * m13 + p.y * m23 + m43,
         p.x * m14 + p.y * m24 + m44)
    }

    /// Maps a point of the plane z = 0 and divides by w. Returns nil behind the eye (w ≤ 0)
    /// or for non-finite results.
    @inlinable
    package func apply(to p: CGPoint) -> CGPoint? {
        let h = project(p)
        guard h.w > 0 else { return nil }
        let r = CGPoint(x: h.x / h.w, y: h.y / h.w)
        return r.x.isFinite && r.y.isFinite ? r : nil
    }

    /// Finds the point `p` of the plane z = 0 whose image under `self` lands on `target`
    /// (the screen-space x and y), the way a ray cast through a perspective layer does.
    /// Returns nil when the plane is seen edge-on or the point lies behind the eye.
    func unproject(_ target: CGPoint) -> CGPoint? {
        // Solve x' = (a·x + b·y + c) / (g·x + h·y + i) and y' likewise: a 2×2 linear system.
        let a11 = m11 - target.x * m14, a12 = m21 - target.x * m24, b1 = target.x * m44 - m41
        let a21 = m12 - target.y * m14, a22 = m22 - target.y * m24, b2 = target.y * m44 - m42
        let det = a11 * a22 - a12 * a21
        guard det != 0, det.isFinite else { return nil }
        let p = CGPoint(x: (b1 * a22 - a12 * b2) / det, y: (a11 * b2 - a21 * b1) / det)
        guard p.x.isFinite, p.y.isFinite, project(p).w > 0 else { return nil }
        return p
    }

    /// Whether every entry is finite (no NaN or infinity). The sum of the entries is finite only
    /// if every entry is, so the entries are checked one by one only when it is not (a
    /// non-finite entry, or a sum that overflowed).
    @inlinable
    package var isFinite: Bool {
        let sum = (m11 + m12 + m13 + m14) + (m21 + m22 + m23 + m24) + (m31 + m32 + m33 + m34) + (m41 + m42 + m43 + m44)
        if sum.isFinite { return true }
        return m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
