import CCairo
import Foundation

/// Between Core Animation's transforms (row vectors, 4×4) and cairo's 2D affine matrices.
extension CATransform3D {
    /// The affine transform of a cairo matrix, as a `CATransform3D` (row vectors).
    init(cairo m: cairo_matrix_t) {
        self.init(m11: m.xx, m12: m.yx, m13: 0, m14: 0,
                  m21: m.xy, m22: m.yy, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.x0, m42: m.y0, m43: 0, m44: 1)
    }

    /// The transform as a cairo matrix when it only scales along the axes and translates
    /// within the plane (no rotation, skew, depth or perspective) with finite entries; nil
    /// otherwise. A scale may be negative (a flip) or zero.
    var axisAlignedMatrix: cairo_matrix_t? {
        guard m12 == 0, m13 == 0, m14 == 0, m21 == 0, m23 == 0, m24 == 0, m31 == 0, m32 == 0, m33 == 1, m34 == 0,
              m44 == 1, m11.isFinite, m22.isFinite, m41.isFinite, m42.isFinite, m43.isFinite else { return nil }
        return cairo_matrix_t(xx: m11, yx: 0, xy: 0, yy: m22, x0: m41, y0: m42)
    }
}
