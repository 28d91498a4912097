import CCairo
import Foundation

extension LayerCompositor {
    /// Fills the bounds (rounded as the corners say) with the background colour; `offset`
    /// places them in the current user space (a layer drawn in its parent's space).
    func drawBackground(of layer: RenderNode, alpha: Double, offset: CGPoint = .zero) {
        // An opaque backdrop around the pictures painted over it as copies.
        if let backdrop, backdrop.layer == ObjectIdentifier(layer), let direct {
            direct.fill(pixel: backdrop.pixel, except: backdrop.covers.map(\.box))
            return
        }
        guard let color = layer.backgroundColor else { return }
        if color.pattern != nil { return drawPatternBackground(color, of: layer, alpha: alpha, offset: offset) }
        let c = color.rgba
        guard c.a > 0, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        let b = layer.bounds.standardized.offsetBy(dx: offset.x, dy: offset.y)
        let radius = layer.roundingRadius(in: b)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        fillBox(b, radius: radius, corners: layer.maskedCorners, color: (c.r, c.g, c.b, c.a * alpha), pixel: nil,
                matrix: m, of: layer, offset: offset)
    }

    /// Fills `layer`'s shape placed at `offset` with the pattern colour `color`, the pattern's
    /// base space being the layer's bounds coordinates (moved with it), as in its own drawing.
    private func drawPatternBackground(_ color: CGColor, of layer: RenderNode, alpha: Double, offset: CGPoint) {
        guard layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, offset.x, offset.y)
        if setSource(color, alpha: alpha) { fillLayerShape(of: layer) }
        cairo_restore(cr)
    }

    /// Fills `layer`'s bounds placed at `offset` (`b` in the current user space, rounded by
    /// `radius` on `corners`) with `color` (not premultiplied; `pixel` is its premultiplied
    /// word when known): through `fillBackgroundQuickly` where it can, through
    /// `fillAliasedQuad` for a square-cornered aliased layer under a rotation or skew, as a
    /// cairo path otherwise. `m` is the current matrix. Aliased edges are placed on the pixel
    /// grid first, or left to cairo's clips under a rotation (`edgeBox`).
    func fillBox(_ b: CGRect, radius: Double, corners: CACornerMask, color c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat),
                 pixel: UInt32?, matrix m: cairo_matrix_t, of layer: RenderNode, offset: CGPoint) {
        if let box = edgeBox(b, radius: radius, of: layer, matrix: m), box.radius.isFinite,
           fillBackgroundQuickly(box.rect, radius: box.radius, corners: corners,
                                 continuous: layer.roundsContinuously(box.rect, radius: box.radius), color: c, pixel: pixel,
                                 matrix: m,
                                 addPath: { LayerCompositor(cr: $0).addBoundsPath(of: layer, inset: 0, rect: box.rect) }) {
            return
        }
        // Square corners, every edge aliased, under a rotation or skew: the pixels cairo's
        // aliased fill would set, found without its path (`AliasedQuad`).
        let rect = layer.bounds.standardized.offsetBy(dx: offset.x, dy: offset.y)
        if layer.aliasedEdges == .all, !hasRoundedCorners(layer, in: rect),
           let word = pixel ?? PremultipliedPixel.word(r: c.r, g: c.g, b: c.b, a: c.a),
           fillAliasedQuad(rect, pixel: word, matrix: m) {
            return
        }
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        fillLayerShape(of: layer, offset: offset)
    }

    /// The border lies inside the bounds, follows the corner radius, and is drawn above the
    /// contents and the sublayers.
    func drawBorder(of layer: RenderNode, alpha: Double) {
        let width = layer.borderWidth
        guard width > 0, width.isFinite, let color = layer.borderColor else { return }
        if color.pattern == nil {
            let c = color.rgba
            guard c.a > 0 else { return }
            if drawBorderQuickly(of: layer, width: width, color: (c.r, c.g, c.b, c.a * alpha)) { return }
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard setSource(color, alpha: alpha) else { return }
        clipToAliasedEdges(of: layer)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        addBorderOuterPath(of: layer)
        addBoundsPath(of: layer, inset: min(width, min(layer.bounds.width, layer.bounds.height) / 2))
        cairo_fill(cr)
    }

    /// Adds the bounds, inset by `inset` and rounded by what is left of `cornerRadius` on the
    /// `maskedCorners` (the radius clamped to half the shorter side): circular corners, or
    /// continuous ones where the layer asks for them and they fit (`roundsContinuously`).
    /// `rect`, when given, is rounded in place of the bounds (aliased edges moved to the pixel
    /// grid, see `LayerCompositor+EdgeAntialiasing.swift`).
    func addBoundsPath(of layer: RenderNode, inset: CGFloat, offset: CGPoint = .zero, rect: CGRect? = nil) {
        let b = (rect ?? layer.bounds.standardized).insetBy(dx: inset, dy: inset).offsetBy(dx: offset.x, dy: offset.y)
        guard !b.isNull, b.width > 0, b.height > 0 else { return }
        let radius = layer.roundingRadius(in: b, inset: inset)
        guard radius > 0, radius.isFinite, !layer.maskedCorners.isEmpty else {
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
            return
        }
        let corners = layer.maskedCorners
        func r(_ corner: CACornerMask) -> Double { corners.contains(corner) ? radius : 0 }
        let tl = r(.layerMinXMinYCorner), tr = r(.layerMaxXMinYCorner)
        let br = r(.layerMaxXMaxYCorner), bl = r(.layerMinXMaxYCorner)
        if layer.roundsContinuously(b, radius: radius) {
            addContinuousCorners(of: b, radii: (tl, tr, br, bl))
            return
        }
        // Past cairo's range, the corners go through a CGPath (see `largestArcRadius`).
        let path = deviceLength(of: radius) <= Self.largestArcRadius ? nil : CGMutablePath()
        func corner(_ center: CGPoint, _ radius: Double, from start: Double) {
            if let path {
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: false)
            } else {
                cairo_arc(cr, center.x, center.y, radius, start, start + .pi / 2)
            }
        }
        cairo_new_sub_path(cr)
        corner(CGPoint(x: b.maxX - tr, y: b.minY + tr), tr, from: -.pi / 2)
        corner(CGPoint(x: b.maxX - br, y: b.maxY - br), br, from: 0)
        corner(CGPoint(x: b.minX + bl, y: b.maxY - bl), bl, from: .pi / 2)
        corner(CGPoint(x: b.minX + tl, y: b.minY + tl), tl, from: .pi)
        path?.append(to: cr)
        cairo_close_path(cr)
    }

    /// Adds `b` with continuous corners of `radii` (minX minY, maxX minY, maxX maxY, minX maxY;
    /// 0 for a square corner), wound as the circular outline is.
    private func addContinuousCorners(of b: CGRect, radii: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        let (tl, tr, br, bl) = radii
        func corner(_ point: CGPoint, from: CGPoint, to: CGPoint, _ radius: CGFloat) {
            guard radius > 0 else { return cairo_line_to(cr, point.x, point.y) }
            ContinuousCorner.walk(corner: point, from: from, to: to, radius: radius,
                                  start: { cairo_line_to(cr, $0.x, $0.y) },
                                  curve: { cairo_curve_to(cr, $0.x, $0.y, $1.x, $1.y, $2.x, $2.y) })
        }
        cairo_new_sub_path(cr)
        corner(CGPoint(x: b.maxX, y: b.minY), from: CGPoint(x: -1, y: 0), to: CGPoint(x: 0, y: 1), tr)
        corner(CGPoint(x: b.maxX, y: b.maxY), from: CGPoint(x: 0, y: -1), to: CGPoint(x: -1, y: 0), br)
        corner(CGPoint(x: b.minX, y: b.maxY), from: CGPoint(x: 1, y: 0), to: CGPoint(x: 0, y: -1), bl)
        corner(CGPoint(x: b.minX, y: b.minY), from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 0), tl)
        cairo_close_path(cr)
    }

    /// The largest corner radius, in device pixels, handed to `cairo_arc`: the edge of cairo's
    /// coordinate range (24.8 fixed point), beyond which it cannot place the points anyway.
    /// Larger ones are drawn as one cubic per quarter turn (`CGMutablePath.addArc`), because
    /// cairo 1.16 looks for an arc's segment angle one step at a time with no bound: a device
    /// radius of 1e300 (a huge `cornerRadius` or scale) never returned.
    static let largestArcRadius: Double = 8_388_608

    /// An upper bound on the device length of a user-space distance `length` in any direction
    /// under the current transformation: the root of the summed squares of the images of
    /// (length, 0) and (0, length). Infinite or NaN when the transformation makes it so.
    private func deviceLength(of length: Double) -> Double {
        var ax = length, ay = 0.0, bx = 0.0, by = length
        cairo_user_to_device_distance(cr, &ax, &ay)
        cairo_user_to_device_distance(cr, &bx, &by)
        return (ax * ax + ay * ay + bx * bx + by * by).squareRoot()
    }
}

extension RenderNode {
    /// The radius the corners of `rect` are rounded by (`addBoundsPath`): what is left of
    /// `cornerRadius` after `inset` (`rect` is the bounds already inset by it), at most half the
    /// shorter side of `rect`; NaN when `cornerRadius` is. The coverage masks key on it, so the
    /// paths and their keys take it from here.
    func roundingRadius(in rect: CGRect, inset: CGFloat = 0) -> CGFloat {
        min(max(values.cornerRadius - inset, 0), min(rect.width, rect.height) / 2)
    }

    /// Whether the corners of `rect`, rounded by `radius`, follow the continuous curve: the
    /// layer's `cornerCurve` asks for it and the curve fits (`ContinuousCorner.fits`); where it
    /// does not, they are circular, so a capsule stays a capsule. The coverage masks key on it.
    func roundsContinuously(_ rect: CGRect, radius: CGFloat) -> Bool {
        values.cornerCurve == .continuous && radius > 0 && ContinuousCorner.fits(radius: radius, in: rect.size)
    }

    /// How far each corner of `rect`, rounded by `radius`, reaches along its edges.
    func cornerReach(in rect: CGRect, radius: CGFloat) -> CGFloat {
        roundsContinuously(rect, radius: radius) ? radius * ContinuousCorner.expansion : radius
    }
}
