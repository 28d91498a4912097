import Foundation

extension CATransform3D {
    /// Whether the front of the plane z = 0 mapped by this transform faces the viewer, who looks
    /// along −z at the result after the division by w (Core Animation's projection): what
    /// `isDoubleSided = false` hides when it is false.
    ///
    /// The front is the side the plane's +z points to before the transform. It faces the viewer
    /// when the projected plane keeps its winding (the sign of the 2D homography's determinant,
    /// which is the sign of the projected Jacobian wherever w > 0) exactly when the transform
    /// keeps the handedness of space (the sign of the 4×4 determinant). The winding includes the
    /// perspective division, so a face near edge-on is judged from where the eye really is, not
    /// from its normal's z alone; the handedness term keeps a mirror by a negative scale facing
    /// the viewer, as a turn of 180° about y does not. A degenerate transform (a zero scale)
    /// counts as facing.
    @inlinable
    package var facesViewer: Bool {
        // The homography of the plane: rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
        let winding = m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
        let handedness = determinant
        guard winding != 0, handedness != 0, winding.isFinite, handedness.isFinite else { return true }
        return (winding > 0) == (handedness > 0)
    }

    /// The determinant of the 4×4 matrix, by its 2×2 minors of the first two and last two rows.
    @inlinable
    package var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }
}
