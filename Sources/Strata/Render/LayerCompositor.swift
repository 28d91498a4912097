import CCairo
import Foundation

/// Composites a layer tree into a cairo context (premultiplied BGRA, source-over).
///
/// cairo (over pixman) does the pixel work: solid fills, anti-aliased rounded shapes, and image
/// sampling with nearest or bilinear filters; `strata bench` holds the measurement that chose it.
struct LayerCompositor {
    let cr: OpaquePointer

    /// Deeper trees than this are cut off with a diagnostic rather than overflowing the stack.
    static let maximumDepth = 512

    /// Draws `layer` in its own coordinate space (the context's current user space), then its
    /// sublayers, with `inheritedAlpha` from ancestors that do not group their opacity.
    func drawContents(of layer: CALayer, inheritedAlpha: Double, depth: Int) {
        let opacity = Double(layer.opacity).clamped01
        guard !layer.isHidden, opacity > 0, inheritedAlpha > 0 else { return }
        guard depth < LayerCompositor.maximumDepth else {
            CALayer.diagnosticHandler("layer tree deeper than \(LayerCompositor.maximumDepth) levels; stopped drawing at \(layer)")
            return
        }
        let grouped = opacity < 1 && layer.allowsGroupOpacity && layer.hasOverlappingParts
        let alpha = grouped ? inheritedAlpha : inheritedAlpha * opacity
        if grouped { cairo_push_group(cr) }

        cairo_save(cr)
        drawBackground(of: layer, alpha: alpha)
        if layer.masksToBounds {
            addBoundsPath(of: layer, inset: 0)
            cairo_clip(cr)
        }
        drawImageContents(of: layer, alpha: alpha)
        drawSublayers(of: layer, alpha: alpha, depth: depth)
        cairo_restore(cr)
        drawBorder(of: layer, alpha: alpha)

        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, inheritedAlpha * opacity)
        }
    }

    private func drawSublayers(of layer: CALayer, alpha: Double, depth: Int) {
        let children = layer.children
        guard !children.isEmpty else { return }
        if children.contains(where: { $0.zPosition != children[0].zPosition }) {
            // Stable: equal zPosition keeps tree order.
            let ordered = children.enumerated().sorted {
                ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
            }
            for (_, child) in ordered { drawSublayer(child, alpha: alpha, depth: depth) }
        } else {
            for child in children { drawSublayer(child, alpha: alpha, depth: depth) }
        }
    }

    private func drawSublayer(_ child: CALayer, alpha: Double, depth: Int) {
        let m = child.transformToSuperlayer()
        // NaN geometry draws nothing, and a singular matrix (a layer scaled to zero or seen
        // edge-on) covers no pixels; either would also put cairo into a permanent error state.
        guard m.isFinite, m.m11 * m.m22 - m.m12 * m.m21 != 0 else { return }
        guard CATransform3DIsAffine(m) else {
            // Perspective needs the projective path of the effects work; drawing it affinely
            // would put it in the wrong place.
            return
        }
        cairo_save(cr)
        var matrix = cairo_matrix_t(xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m41, y0: m.m42)
        cairo_transform(cr, &matrix)
        drawContents(of: child, inheritedAlpha: alpha, depth: depth + 1)
        cairo_restore(cr)
    }

    private func drawBackground(of layer: CALayer, alpha: Double) {
        guard let color = layer.backgroundColor else { return }
        let c = color.rgba
        guard c.a > 0, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
        addBoundsPath(of: layer, inset: 0)
        cairo_fill(cr)
    }

    private func drawBorder(of layer: CALayer, alpha: Double) {
        let width = layer.borderWidth
        guard width > 0, width.isFinite, let color = layer.borderColor else { return }
        let c = color.rgba
        guard c.a > 0 else { return }
        cairo_save(cr)
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        addBoundsPath(of: layer, inset: 0)
        addBoundsPath(of: layer, inset: min(width, min(layer.bounds.width, layer.bounds.height) / 2))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Adds the bounds, inset by `inset` and rounded by what is left of `cornerRadius` on the
    /// `maskedCorners`, as a closed path.
    private func addBoundsPath(of layer: CALayer, inset: CGFloat) {
        let b = layer.bounds.standardized.insetBy(dx: inset, dy: inset)
        guard !b.isNull, b.width > 0, b.height > 0 else { return }
        let radius = min(max(layer.cornerRadius - inset, 0), min(b.width, b.height) / 2)
        guard radius > 0, radius.isFinite, !layer.maskedCorners.isEmpty else {
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
            return
        }
        let corners = layer.maskedCorners
        func r(_ corner: CACornerMask) -> Double { corners.contains(corner) ? radius : 0 }
        let tl = r(.layerMinXMinYCorner), tr = r(.layerMaxXMinYCorner)
        let br = r(.layerMaxXMaxYCorner), bl = r(.layerMinXMaxYCorner)
        cairo_new_sub_path(cr)
        cairo_arc(cr, b.maxX - tr, b.minY + tr, tr, -.pi / 2, 0)
        cairo_arc(cr, b.maxX - br, b.maxY - br, br, 0, .pi / 2)
        cairo_arc(cr, b.minX + bl, b.maxY - bl, bl, .pi / 2, .pi)
        cairo_arc(cr, b.minX + tl, b.minY + tl, tl, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    private func drawImageContents(of layer: CALayer, alpha: Double) {
        guard let image = layer.contents as? CGImage else { return }
        guard let source = ContentsSource(image: image, contentsRect: layer.contentsRect),
              let crop = image.cachedCrop(x: source.x, y: source.y, width: source.width, height: source.height)
        else { return }
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        let natural = CGSize(width: source.exactWidth / scale, height: source.exactHeight / scale)
        let dest = layer.contentsDestination(forContentSize: natural)
        guard !dest.isNull, dest.width > 0, dest.height > 0, dest.width.isFinite, dest.height.isFinite else { return }

        // Pattern space is the crop's pixels: map dest onto the exact (possibly fractional) source.
        let sx = source.exactWidth / dest.width, sy = source.exactHeight / dest.height
        var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                                    x0: source.offsetX - dest.minX * sx, y0: source.offsetY - dest.minY * sy)
        var device = cairo_matrix_t()
        cairo_get_matrix(cr, &device)
        let deviceScale = (device.xx * device.xx + device.yx * device.yx).squareRoot() / sx
        let filter = deviceScale >= 1 ? layer.magnificationFilter : layer.minificationFilter

        guard let pattern = crop.pattern else { return }
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cr)
        cairo_rectangle(cr, dest.minX, dest.minY, dest.width, dest.height)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}

/// The pixels of an image that `contentsRect` selects: whole pixels to crop, and where the exact
/// rectangle starts inside them.
struct ContentsSource {
    let x: Int, y: Int, width: Int, height: Int
    let offsetX: Double, offsetY: Double, exactWidth: Double, exactHeight: Double

    init?(image: CGImage, contentsRect: CGRect) {
        let r = contentsRect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite
        else { return nil }
        let w = Double(image.width), h = Double(image.height)
        let exact = CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h)
        // Past the image edges Core Animation repeats the edge pixels; cropping to the image and
        // padding the pattern does the same.
        let whole = exact.integral.intersection(CGRect(x: 0, y: 0, width: w, height: h))
        guard !whole.isNull, whole.width >= 1, whole.height >= 1 else { return nil }
        x = Int(whole.minX); y = Int(whole.minY); width = Int(whole.width); height = Int(whole.height)
        offsetX = exact.minX - whole.minX; offsetY = exact.minY - whole.minY
        exactWidth = exact.width; exactHeight = exact.height
    }
}

extension CALayer {
    /// Whether drawing the layer can put two of its parts on one pixel, so that opacity must be
    /// applied to the group rather than to each part.
    var hasOverlappingParts: Bool {
        var parts = children.isEmpty ? 0 : 2
        if backgroundColor != nil { parts += 1 }
        if contents != nil { parts += 1 }
        if borderWidth > 0 { parts += 1 }
        return parts > 1
    }
}

extension Double {
    var clamped01: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
