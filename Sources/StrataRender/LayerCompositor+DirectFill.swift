import CCairo
import CPixman
import Foundation

extension LayerCompositor {
    /// Fills `b` (layer units, already offset) in the premultiplied colour of `c` without
    /// cairo's path machinery when the current matrix only scales (by positive factors) and
    /// translates: a rounded box composites its cached coverage mask (`CoverageMask`), and a
    /// square-cornered box on whole device pixels is filled straight into the frame when it is
    /// drawn there (`direct`). `m` is the current matrix; `known` the colour's premultiplied word
    /// if the caller has it. Returns false, having drawn nothing, when cairo must draw the
    /// path (rotations, skews, flips, sub-pixel square boxes, masks too large to keep).
    /// `addPath` adds the box's path to the context it is given, in the current user space.
    func fillBackgroundQuickly(_ b: CGRect, radius: Double, corners: CACornerMask,
                               color c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat), pixel known: UInt32?,
                               matrix m: cairo_matrix_t, addPath: (OpaquePointer) -> Void) -> Bool {
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0,
              let pixel = known ?? PremultipliedPixel.word(r: c.r, g: c.g, b: c.b, a: c.a) else { return false }
        let x0 = m.xx * b.minX + m.x0, y0 = m.yy * b.minY + m.y0
        let width = m.xx * b.width, height = m.yy * b.height
        // Far outside pixman's 16.16 range, cairo clips the path properly.
        let range = 1_000_000.0
        guard abs(x0) < range, abs(y0) < range, width < range, height < range else { return false }
        let rounded = radius > 0 && !corners.isEmpty
        if !rounded { return fillWholePixels(b, pixel: pixel, matrix: m) }
        // Rounded corners stay circular only under a uniform scale.
        guard m.xx == m.yy else { return false }
        let steps = Double(CoverageMask.Key.steps)
        var left = x0.rounded(.down), top = y0.rounded(.down)
        var stepX = Int(((x0 - left) * steps).rounded()), stepY = Int(((y0 - top) * steps).rounded())
        if stepX == CoverageMask.Key.steps { left += 1; stepX = 0 }
        if stepY == CoverageMask.Key.steps { top += 1; stepY = 0 }
        let key = CoverageMask.Key(width: width, height: height, radius: radius * m.xx, corners: corners.rawValue,
                                   stepX: stepX, stepY: stepY)
        func make() -> CoverageMask? {
            CoverageMask(key: key) { maskContext in
                // The layer's own path, placed so that its box's corner lands on the step.
                var placed = cairo_matrix_t(xx: m.xx, yx: 0, xy: 0, yy: m.yy,
                                            x0: Double(stepX) / steps - m.xx * b.minX,
                                            y0: Double(stepY) / steps - m.yy * b.minY)
                cairo_set_matrix(maskContext, &placed)
                addPath(maskContext)
            }
        }
        let found: CoverageMask?
        switch (caches, memo) {
        case let (caches?, memo?): found = caches.coverageMask(key, memo: memo, make: make)
        case let (caches?, nil): found = caches.coverageMask(key, make: make)
        case (nil, _): found = make()
        }
        guard let mask = found else { return false }
        if let direct {
            direct.composite(pixel: pixel, mask: mask.image,
                             at: pixman_box32_t(x1: Int32(left), y1: Int32(top),
                                                x2: Int32(left) + mask.width, y2: Int32(top) + mask.height))
        } else {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_mask_surface(cr, mask.surface, left, top)
            cairo_restore(cr)
        }
        return true
    }

    /// Fills `b` (layer units) with the premultiplied `pixel` straight into the frame when it is
    /// drawn there and `b` covers whole device pixels under `m` (scale and translation only);
    /// returns false, having drawn nothing, otherwise.
    @inline(__always)
    func fillWholePixels(_ b: CGRect, pixel: UInt32, matrix m: cairo_matrix_t) -> Bool {
        guard let direct, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0,
              let box = pixman_box32_t(wholePixels: CGRect(x: m.xx * b.minX + m.x0, y: m.yy * b.minY + m.y0,
                                                            width: m.xx * b.width, height: m.yy * b.height))
        else { return false }
        direct.fill(box, pixel: pixel)
        return true
    }
}
