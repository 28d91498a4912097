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
    func fillBackgroundQuickly(_ b: CGRect, radius: Double, corners: CACornerMask, continuous: Bool,
                               color c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat), pixel known: UInt32?,
                               matrix m: cairo_matrix_t, addPath: (OpaquePointer) -> Void) -> Bool {
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0,
              let pixel = known ?? PremultipliedPixel.word(r: c.r, g: c.g, b: c.b, a: c.a) else { return false }
        let rounded = radius > 0 && !corners.isEmpty
        // A rounded box's range is checked where its mask is placed (`compositeCoverage`).
        if !rounded { return Self.isWithinPixmanRange(b, under: m) && fillWholePixels(b, pixel: pixel, matrix: m) }
        // Rounded corners stay circular only under a uniform scale.
        guard m.xx == m.yy else { return false }
        return compositeCoverage(of: b, radius: radius, corners: corners, continuous: continuous, hole: nil,
                                 holeContinuous: false, color: c,
                                 pixel: pixel, matrix: m,
                                 addPath: addPath)
    }

    /// Draws the border of `layer` in `c` through a cached coverage mask of its ring, as a
    /// rounded background is drawn, when the current matrix scales uniformly and translates: the
    /// ring is the layer's shape (its aliased edges on the pixel grid, as its background's)
    /// less its bounds inset by `width` (rounded by what is left of the corner radius), which
    /// is what cairo filled before, clipped to the aliased edges. A 400×300 card's 5-pixel
    /// border was cairo's scan conversion of the ring every frame, most of the card's redraw;
    /// through its mask the ring's straight sides are composited and its hole skipped
    /// (`CoverageMask.Plateau`). Returns false, having drawn nothing, where cairo must fill it.
    func drawBorderQuickly(of layer: RenderNode, width: Double, color c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat))
        -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let b = layer.bounds.standardized
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy, !b.isNull, b.width > 0, b.height > 0,
              let pixel = PremultipliedPixel.word(r: c.r, g: c.g, b: c.b, a: c.a) else { return false }
        let radius = layer.roundingRadius(in: b)
        guard let outer = edgeBox(b, radius: radius, of: layer, matrix: m), outer.radius.isFinite else { return false }
        let inset = min(width, min(b.width, b.height) / 2)
        let inner = b.insetBy(dx: inset, dy: inset)
        let innerRadius = layer.maskedCorners.isEmpty ? 0 : layer.roundingRadius(in: inner, inset: inset)
        // The hole's edges from the outer box's, in device pixels: they set the mask's pixels
        // as much as the box's size does.
        let hole = CoverageMask.Hole(left: (inner.minX - outer.rect.minX) * m.xx, top: (inner.minY - outer.rect.minY) * m.yy,
                                     right: (outer.rect.maxX - inner.maxX) * m.xx,
                                     bottom: (outer.rect.maxY - inner.maxY) * m.yy, radius: innerRadius * m.xx)
        return compositeCoverage(of: outer.rect, radius: outer.radius, corners: layer.maskedCorners,
                                 continuous: layer.roundsContinuously(outer.rect, radius: outer.radius), hole: hole,
                                 holeContinuous: layer.roundsContinuously(inner, radius: innerRadius),
                                 color: c, pixel: pixel, matrix: m) { context in
            let compositor = LayerCompositor(cr: context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            compositor.addBoundsPath(of: layer, inset: 0, rect: outer.rect)
            compositor.addBoundsPath(of: layer, inset: inset)
        }
    }

    /// Composites `c` (premultiplied: `pixel`) through the cached coverage of `b` (layer units)
    /// under `m` (positive uniform scale and translation), rounded by `radius` on `corners`
    /// (along the continuous curve when `continuous`; the hole's when `holeContinuous`),
    /// less `hole` when given (a border's ring): `addPath` adds the shape to the context it is
    /// given, in the current user space. False, having drawn nothing, when the mask cannot be
    /// made (too large, or outside pixman's range).
    private func compositeCoverage(of b: CGRect, radius: Double, corners: CACornerMask, continuous: Bool,
                                   hole: CoverageMask.Hole?, holeContinuous: Bool,
                                   color c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat), pixel: UInt32,
                                   matrix m: cairo_matrix_t, addPath: (OpaquePointer) -> Void) -> Bool {
        guard Self.isWithinPixmanRange(b, under: m) else { return false }
        let x0 = m.xx * b.minX + m.x0, y0 = m.yy * b.minY + m.y0
        let width = m.xx * b.width, height = m.yy * b.height
        let steps = Double(CoverageMask.Key.steps)
        var left = x0.rounded(.down), top = y0.rounded(.down)
        var stepX = Int(((x0 - left) * steps).rounded()), stepY = Int(((y0 - top) * steps).rounded())
        if stepX == CoverageMask.Key.steps { left += 1; stepX = 0 }
        if stepY == CoverageMask.Key.steps { top += 1; stepY = 0 }
        let shape = corners.rawValue | (continuous ? CoverageMask.continuousCorners : 0)
            | (holeContinuous ? CoverageMask.continuousHole : 0)
        let key = CoverageMask.Key(width: width, height: height, radius: radius * m.xx, corners: shape,
                                   stepX: stepX, stepY: stepY, hole: hole)
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
            direct.composite(pixel: pixel, coverage: mask,
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

    /// Fills the image of `b` (current user space) under `m`, a rotation or skew, with the
    /// premultiplied `pixel` straight into the frame, pixel by pixel as cairo's aliased fill of
    /// `cairo_rectangle(b)` sets them (`AliasedQuad`); returns false, having drawn nothing, when
    /// the frame is not the target, `m` keeps the axes (the caller snaps those to pixels), or a
    /// corner is out of range.
    func fillAliasedQuad(_ b: CGRect, pixel: UInt32, matrix m: cairo_matrix_t) -> Bool {
        guard let direct, m.xy != 0 || m.yx != 0,
              let quad = AliasedQuad(rectangle: b, under: CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy,
                                                                             tx: m.x0, ty: m.y0))
        else { return false }
        let columns = Int(direct.frameBounds.minX)..<Int(direct.frameBounds.maxX)
        quad.forEachSpan(in: direct.clipRows) { row, span in
            let span = span.clamped(to: columns)
            guard !span.isEmpty else { return }
            direct.fill(pixman_box32_t(x1: Int32(span.lowerBound), y1: Int32(row), x2: Int32(span.upperBound),
                                       y2: Int32(row + 1)), pixel: pixel)
        }
        return true
    }

    /// Whether `b` (layer units) lies well inside pixman's 16.16 range under `m` (scale and
    /// translation only): far outside it, cairo clips the path properly.
    private static func isWithinPixmanRange(_ b: CGRect, under m: cairo_matrix_t) -> Bool {
        let range = 1_000_000.0
        return abs(m.xx * b.minX + m.x0) < range && abs(m.yy * b.minY + m.y0) < range && m.xx * b.width < range
            && m.yy * b.height < range
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
