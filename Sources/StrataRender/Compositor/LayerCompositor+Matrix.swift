import CCairo
import Foundation

extension LayerCompositor {
    /// Whether cairo accepts `matrix` applied after the current matrix: the product is finite
    /// with a finite, non-zero determinant. A product it refuses (a scale of 1e300, whose
    /// determinant overflows) would put `cr` into a permanent error state and lose the rest of
    /// the frame; the layer draws nothing instead, as a singular one does.
    func canTransform(by matrix: cairo_matrix_t) -> Bool {
        self.matrix(transformedBy: matrix) != nil
    }

    /// The current matrix after `cairo_transform(matrix)`, as cairo multiplies them; nil when
    /// cairo would refuse it (see `canTransform(by:)`).
    func matrix(transformedBy matrix: cairo_matrix_t) -> cairo_matrix_t? {
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        var applied = matrix
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &applied, &current)
        let det = product.xx * product.yy - product.xy * product.yx
        return det.isFinite && det != 0 && product.x0.isFinite && product.y0.isFinite ? product : nil
    }

    /// The factor from layer units to device pixels under the current matrix (the geometric
    /// mean of its axes' scales).
    var deviceScale: Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let det = abs(m.xx * m.yy - m.xy * m.yx)
        return det > 0 && det.isFinite ? det.squareRoot() : 1
    }
}

extension CATransform3D {
    /// Whether the transform only moves points within the plane (z may move too: flattening
    /// drops it).
    var isTranslation2D: Bool {
        onlyTranslates && m41.isFinite && m42.isFinite
    }

    /// Whether the transform's linear part (all but the translation row) is the identity's.
    /// Translations before and after it keep that part exactly, so a layer's map into its
    /// superlayer can be a translation only when its own transform passes this.
    var onlyTranslates: Bool {
        m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m44 == 1
    }
}

extension Double {
    /// The value clamped to 0…1 (NaN to 0).
    var clamped01: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
