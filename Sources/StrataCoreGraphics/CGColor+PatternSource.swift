import CCairo
import Foundation

extension CGColor {
    /// Makes this pattern colour (`init?(patternSpace:pattern:components:)`), times `alpha`,
    /// the source of `cr`, with `cr`'s current user space as the pattern's base space: what a
    /// layer's pattern background paints, its base being the layer's bounds coordinates as in
    /// the layer's own drawing context. False for another colour, or a pattern that cannot be
    /// placed (a user space that cannot be inverted).
    package func setPatternSource(on cr: OpaquePointer, alpha: CGFloat) -> Bool {
        guard let paint = PatternPaint(self) else { return false }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let base = CGAffineTransform(a: user.xx, b: user.yx, c: user.xy, d: user.yy, tx: user.x0, ty: user.y0)
        return CGContext.setPatternSource(paint, alpha: alpha, phase: .zero, baseToDevice: base, on: cr)
    }
}
