import CCairo
import Foundation

/// A layer's shadow, resolved: colour with `shadowOpacity` folded into alpha.
struct ShadowStyle {
    let red: Double, green: Double, blue: Double, alpha: Double
    let offset: CGSize
    let radius: Double

    init?(layer: RenderNode) {
        let opacity = Double(layer.shadowOpacity).clamped01
        guard opacity > 0, let color = layer.shadowColor?.rgba, color.a > 0,
              layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite,
              layer.shadowRadius.isFinite else { return nil }
        red = color.r; green = color.g; blue = color.b
        alpha = color.a * opacity
        offset = layer.shadowOffset
        radius = max(layer.shadowRadius, 0)
    }

    /// `shadowOffset` in device pixels under the layer's matrix `m`.
    func deviceOffset(under m: cairo_matrix_t) -> CGSize {
        CGSize(width: offset.width * m.xx + offset.height * m.xy, height: offset.width * m.yx + offset.height * m.yy)
    }
}

extension LayerCompositor {
    /// Draws the layer's shadow beneath it, then the layer. With `shadowPath` the shadow is the
    /// path's shape and the layer is drawn directly; otherwise it is the layer's composited alpha
    /// (background, contents, border, sublayers). `masksToBounds` clips the shadow away outside
    /// the bounds (listing 4.3's problem, solved there with a wrapper layer).
    func drawWithShadow(_ layer: RenderNode, shadow: ShadowStyle, alpha: Double, depth: Int) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let blur = ShadowBlur(radius: shadow.radius, deviceScale: deviceScale)
        let offset = shadow.deviceOffset(under: m)
        let limit = shadowPlaneLimit(offset: offset, blur: blur)
        let key = BlurredShadow.Key(version: layer.version, matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0], alpha: alpha,
                                    limit: limit)
        // Where the layer is an opaque rectangle, it hides the shadow beneath it: not painted.
        let covered = alpha >= 1 ? layer.opaqueInterior(under: m) : nil
        // An unchanged layer at the same place reuses its blurred shadow.
        if let cached = layer.shadowCache, cached.key == key {
            caches?.touch(.shadow, of: layer)
            // Painted at whole pixels into the frame itself, the plane draws the same pixels
            // under any clip, so bands may cut through the layer while it stays as it is. (A
            // group's surface is as large as the clip, and so is a plane limited to it.)
            layer.shadowWasReused = cached.plane.scale == 1 && cairo_get_group_target(cr) == cairo_get_target(cr)
            paintShadow(cached.plane, shadow: shadow, layer: layer, alpha: cached.fromPath ? alpha : 1, covered: covered)
            drawBody(of: layer, alpha: alpha, depth: depth)
            return
        }
        layer.shadowWasReused = false
        if let path = layer.shadowPath {
            if let plane = AlphaPlane(path: path, compositor: self, blur: blur, alpha: shadow.alpha * alpha, offset: offset) {
                plane.blur(sigma: blur.planeSigma)
                keepShadow(BlurredShadow(plane: plane, key: key, fromPath: true), of: layer)
                paintShadow(plane, shadow: shadow, layer: layer, alpha: alpha, covered: covered)
            }
            drawBody(of: layer, alpha: alpha, depth: depth)
            return
        }
        // The blur reads the whole body, so the plane is drawn on its own: never limited by the
        // clip, culling or group extents of the frame being drawn (a damaged frame would cut it).
        let extent = layer.subtreeExtent(depth: 0)
        if !extent.isInfinite {
            // Nil when the shadow would be invisible or the body too large to hold: no shadow.
            if let plane = AlphaPlane(bodyOf: layer, extent: extent, matrix: m, alpha: alpha, depth: depth, blur: blur,
                                      shadowAlpha: shadow.alpha, limit: limit, offset: offset, caches: caches) {
                if !plane.isBlurred { plane.blur(sigma: blur.planeSigma) }
                keepShadow(BlurredShadow(plane: plane, key: key, fromPath: false), of: layer)
                paintShadow(plane, shadow: shadow, layer: layer, covered: covered)
            }
            drawBody(of: layer, alpha: alpha, depth: depth)
            return
        }
        let body = clipped({ clipToSubtreeExtent(of: layer, padding: 0) }) { inside in
            inside.recorded { $0.drawBody(of: layer, alpha: alpha, depth: depth) }
        }
        defer { cairo_pattern_destroy(body) }
        // An unbounded subtree (a replicator) is drawn where it is visible; not cached.
        if blur.planeScale == 1, let plane = AlphaPlane(alphaOf: body, padding: blur.padding) {
            plane.blur(sigma: blur.planeSigma)
            paintShadow(plane, shadow: shadow, layer: layer)
        }
        cairo_set_source(cr, body)
        cairo_paint(cr)
    }

    /// Keeps `shadow` on `layer` while it fits the render tree's budget.
    private func keepShadow(_ shadow: BlurredShadow, of layer: RenderNode) {
        guard let caches else {
            layer.shadowCache = shadow
            return
        }
        shadow.charge = caches.charge(.shadow, of: layer, cache: shadow, bytes: imageSurfaceBytes(shadow.plane.surface))
        layer.shadowCache = shadow.charge == nil ? nil : shadow
    }

    /// Paints a blurred plane in the shadow colour, offset by `shadowOffset`. The blur used
    /// σ = shadowRadius: the closest public measurement of Core Animation's shadow blur.
    /// `alpha` applies to a plane made from a path; a plane made from the layer's alpha has it.
    /// `covered` (device pixels) is left unpainted: the opaque layer drawn next hides it.
    private func paintShadow(_ plane: AlphaPlane, shadow: ShadowStyle, layer: RenderNode, alpha: Double = 1,
                             covered: CGRect? = nil) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let offset = shadow.deviceOffset(under: m)
        let (dx, dy) = (offset.width, offset.height)
        // Where the plane holds the offset's fraction already, the rest is whole plane pixels.
        let placedX = plane.x + (dx * plane.scale - plane.shift.x), placedY = plane.y + (dy * plane.scale - plane.shift.y)
        cairo_save(cr)
        if layer.masksToBounds {
            addBoundsPath(of: layer, inset: 0)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        if let covered {
            // The plane's device box less the covered pixels: four bands around them.
            let box = CGRect(x: placedX / plane.scale, y: placedY / plane.scale,
                             width: Double(plane.width) / plane.scale, height: Double(plane.height) / plane.scale)
            let hole = covered.checkedIntersection(box)
            if !hole.isNull, !hole.isEmpty {
                cairo_rectangle(cr, box.minX, box.minY, box.width, hole.minY - box.minY)
                cairo_rectangle(cr, box.minX, hole.maxY, box.width, box.maxY - hole.maxY)
                cairo_rectangle(cr, box.minX, hole.minY, hole.minX - box.minX, hole.height)
                cairo_rectangle(cr, hole.maxX, hole.minY, box.maxX - hole.maxX, hole.height)
                cairo_clip(cr)
            }
        }
        // A plane blurred at a reduced scale is stretched back to device pixels (bilinear):
        // a wide Gaussian has no detail to lose.
        cairo_scale(cr, 1 / plane.scale, 1 / plane.scale)
        cairo_set_source_rgba(cr, shadow.red, shadow.green, shadow.blue, shadow.alpha * alpha)
        cairo_mask_surface(cr, plane.surface, placedX, placedY)
        cairo_restore(cr)
    }

    /// The device pixels a shadow plane has to cover to paint the whole drawing target: the
    /// target's pixels moved back by the shadow's device offset and grown by the blur's reach.
    /// A body far larger than the frame (a layer scaled by 5000) then costs a blur of the frame,
    /// not of the body. The whole target, not the damage: the plane is kept from frame to frame.
    /// `offset` is the shadow's, in device pixels. Nil when the target's size is unknown (not an
    /// image surface).
    private func shadowPlaneLimit(offset: CGSize, blur: ShadowBlur) -> CGRect? {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        // A group's surface sits at minus its device offset in device space.
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        let reach = Double(blur.padding) / blur.planeScale
        let limit = CGRect(x: -ox - offset.width - reach, y: -oy - offset.height - reach,
                           width: width + 2 * reach, height: height + 2 * reach)
        return limit.minX.isFinite && limit.minY.isFinite && limit.width.isFinite && limit.height.isFinite ? limit : nil
    }

    /// Clips to the device-space box that holds everything the layer's subtree can draw, so
    /// that groups are no larger than the layer.
    func clipToSubtreeExtent(of layer: RenderNode, padding: Double) {
        let box = layer.subtreeExtent(depth: 0)
        guard !box.isNull, !box.isInfinite else { return }
        clipToDeviceBox(of: box, padding: padding)
    }

    /// Clips to the whole-pixel device box around `rect` (layer units), grown by `padding` pixels.
    func clipToDeviceBox(of rect: CGRect, padding: Double = 0) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let corners = rect.corners.map { CGPoint(x: m.xx * $0.x + m.xy * $0.y + m.x0, y: m.yx * $0.x + m.yy * $0.y + m.y0) }
        let device = CGRect.boundingBox(of: corners).insetBy(dx: -padding - 1, dy: -padding - 1).integral
        guard device.minX.isFinite, device.maxY.isFinite else { return }
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, device.minX, device.minY, device.width, device.height)
        cairo_clip(cr)
        cairo_set_matrix(cr, &m)
    }
}

/// How a shadow's Gaussian is computed: at device resolution up to σ = `maximumSigma` pixels,
/// and beyond that on a plane scaled down so that its σ is `maximumSigma`, stretched back when
/// painted. The cost of a blur then follows the pixels drawn, not the radius: a radius of 5000
/// costs what 32 does.
struct ShadowBlur {
    /// The largest σ blurred at full resolution, in device pixels. Every shadow of the gallery
    /// and the reference pictures is below it, so they are drawn exactly as before.
    static let maximumSigma = 32.0

    /// σ in device pixels.
    let sigma: Double
    /// Plane pixels per device pixel: 1, or less for a wide blur.
    let planeScale: Double

    init(radius: Double, deviceScale: Double) {
        let sigma = radius * deviceScale
        self.sigma = sigma.isFinite ? max(sigma, 0) : 0
        planeScale = self.sigma > Self.maximumSigma ? Self.maximumSigma / self.sigma : 1
    }

    /// σ on the plane, in plane pixels.
    var planeSigma: Double { sigma * planeScale }

    /// How far the blur spreads on the plane (3σ), plus a pixel of anti-aliasing each side.
    var padding: Int { Int((3 * planeSigma).rounded(.up)) + 2 }

    /// Whether a body `width × height` device pixels can cast a shadow of `alpha` that shows:
    /// the blurred peak is at most erf(w / (2√2 σ)) × erf(h / (2√2 σ)) (a full box of that size,
    /// centred), and below half a level of 255 nothing is drawn.
    func isVisible(width: Double, height: Double, alpha: Double) -> Bool {
        guard sigma >= 0.5 else { return true }
        let spread = 2 * 2.0.squareRoot() * sigma
        return erf(width / spread) * erf(height / spread) * alpha * 255 >= 0.5
    }
}

extension RenderNode {
    /// The body of a layer that draws one square-cornered rectangle of one colour (its
    /// background, with nothing else: no sublayers, contents, subclass drawing or border): the
    /// bounds and the colour's alpha. A shadow of it is separable (`AlphaPlane.fillBlurred`).
    var solidRectBody: (rect: CGRect, alpha: Double)? {
        guard values.cornerRadius <= 0 || values.maskedCorners.isEmpty, let color = onlyBackgroundColor else { return nil }
        let b = values.bounds.standardized
        guard b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite
        else { return nil }
        return (b, Double(color.a))
    }
}

extension RenderNode {
    /// The whole device pixels an opaque `solidRectBody` covers under `m` (axis-aligned only),
    /// or nil.
    func opaqueInterior(under m: cairo_matrix_t) -> CGRect? {
        guard m.xy == 0, m.yx == 0, let body = solidRectBody, body.alpha >= 1 else { return nil }
        let device = CGRect(x: m.xx * body.rect.minX + m.x0, y: m.yy * body.rect.minY + m.y0,
                            width: m.xx * body.rect.width, height: m.yy * body.rect.height).standardized
        let x0 = device.minX.rounded(.up), y0 = device.minY.rounded(.up)
        let x1 = device.maxX.rounded(.down), y1 = device.maxY.rounded(.down)
        guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
