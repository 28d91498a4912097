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
        cairo_save(cr)
        clipToSubtreeExtent(of: layer, padding: 0)
        cairo_push_group(cr)
        drawBody(of: layer, alpha: alpha, depth: depth)
        let body = cairo_pop_group(cr)
        cairo_restore(cr)
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

/// A shadow plane already blurred, with what it was made for.
final class BlurredShadow {
    struct Key: Equatable {
        let version: PictureVersion
        let matrix: [Double]
        let alpha: Double
        /// The device pixels the plane was limited to (`shadowPlaneLimit`).
        let limit: CGRect?
    }

    let plane: AlphaPlane
    let key: Key
    /// Made from `shadowPath`, so the layer's alpha still has to be applied when painting.
    let fromPath: Bool
    /// Its share of the render tree's cache budget.
    var charge: NodeCacheCharge?

    init(plane: AlphaPlane, key: Key, fromPath: Bool) {
        self.plane = plane
        self.key = key
        self.fromPath = fromPath
    }

    deinit { charge?.release(self) }
}

/// An 8-bit alpha plane in device space, owned, with a cairo A8 surface over it.
final class AlphaPlane {
    let surface: OpaquePointer
    /// The plane's origin, in plane pixels (device pixels × `scale`).
    let x: Double, y: Double
    /// Plane pixels per device pixel: below 1 for a wide blur computed at reduced resolution.
    let scale: Double
    /// How far the plane's picture was moved right and down when it was drawn, in plane pixels
    /// (0 to 1 each): the fraction of the shadow offset (`shift(for:scale:)`), so that the
    /// plane is painted at a whole-pixel offset. pixman composites a mask at a fractional
    /// offset through bilinear sampling, about 10× the cost of its whole-pixel path: a 300×300
    /// card at 1.5× with `shadowOffset` (0, 5) took 4.7 ms a frame painting its kept shadow
    /// that way, 0.7 ms this way. Drawing the picture moved by the fraction is also exact
    /// where sampling blurred it by up to a pixel more.
    let shift: (x: Double, y: Double)
    /// Whether the plane holds its blurred values already (a separable body, see
    /// `init(bodyOf:…)`).
    private(set) var isBlurred = false
    private let data: UnsafeMutablePointer<UInt8>
    /// The plane's size in plane pixels.
    let width: Int, height: Int
    private let stride: Int

    /// A clear plane of `width × height` pixels at (`x`, `y`), one pixel wider (taller) where
    /// `shift` moves its picture right (down): a moved picture reaches that much further.
    private init?(width: Int, height: Int, x: Double, y: Double, scale: Double = 1,
                  shift: (x: Double, y: Double) = (0, 0)) {
        let width = width + (shift.x > 0 ? 1 : 0), height = height + (shift.y > 0 ? 1 : 0)
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        data.initialize(repeating: 0, count: stride * height)
        guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            data.deallocate()
            return nil
        }
        self.surface = surface
        self.data = data
        self.width = width
        self.height = height
        self.stride = stride
        self.x = x
        self.y = y
        self.scale = scale
        self.shift = shift
    }

    /// The fraction of a device `offset` the plane's picture is drawn moved by, at plane scale `s`:
    /// the offset less the whole plane pixels at or below it.
    static func shift(for offset: CGSize, scale s: Double) -> (x: Double, y: Double) {
        func fraction(_ v: Double) -> Double {
            let scaled = v * s
            return scaled.isFinite ? scaled - scaled.rounded(.down) : 0
        }
        return (fraction(offset.width), fraction(offset.height))
    }

    deinit {
        cairo_surface_destroy(surface)
        data.deallocate()
    }

    /// The alpha of a group's pixels, with `padding` empty pixels around for the blur.
    convenience init?(alphaOf group: OpaquePointer?, padding: Int) {
        var source: OpaquePointer?
        guard let group, cairo_pattern_get_surface(group, &source) == CAIRO_STATUS_SUCCESS, let source,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(source)
        let w = Int(cairo_image_surface_get_width(source)), h = Int(cairo_image_surface_get_height(source))
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(source, &ox, &oy)
        guard let pixels = cairo_image_surface_get_data(source) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(source))
        self.init(width: w + 2 * padding, height: h + 2 * padding, x: -ox - Double(padding), y: -oy - Double(padding))
        for row in 0..<h {
            let from = pixels + row * sourceStride + 3
            let to = data + (row + padding) * stride + padding
            for column in 0..<w { to[column] = from[column * 4] }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The alpha of `layer`'s body (without its shadow) drawn whole under device matrix `m`,
    /// in a plane covering `extent` (layer units), within `limit` (device pixels) if given, at
    /// `blur`'s scale with its padding around, moved by the fraction of the shadow's device
    /// `offset` (`shift`). Nil when a shadow of `shadowAlpha` from it would not show, or the
    /// plane would be empty or too large.
    convenience init?(bodyOf layer: RenderNode, extent: CGRect, matrix m: cairo_matrix_t, alpha: Double, depth: Int,
                      blur: ShadowBlur, shadowAlpha: Double, limit: CGRect?, offset: CGSize, caches: RenderCaches?) {
        guard !extent.isNull else { return nil }
        let device = extent.deviceBox(under: CATransform3D(cairo: m))
        guard !device.isNull, !device.isInfinite, device.width > 0, device.height > 0,
              blur.isVisible(width: device.width, height: device.height, alpha: shadowAlpha * alpha) else { return nil }
        let s = blur.planeScale, padding = blur.padding
        let scaled = m.scaled(by: s)
        var box = extent.deviceBox(under: CATransform3D(cairo: scaled))
        if let limit {
            box = box.checkedIntersection(CGRect(x: limit.minX * s, y: limit.minY * s, width: limit.width * s,
                                                 height: limit.height * s)).integral
            guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        }
        guard let boxWidth = Int(pixels: box.width), let boxHeight = Int(pixels: box.height) else { return nil }
        let originX = box.minX - Double(padding), originY = box.minY - Double(padding)
        let shift = Self.shift(for: offset, scale: s)
        self.init(width: boxWidth + 2 * padding, height: boxHeight + 2 * padding, x: originX, y: originY, scale: s,
                  shift: shift)
        var local = scaled
        local.x0 += shift.x - originX
        local.y0 += shift.y - originY
        // The rectangle as drawn: aliased edges on the plane's pixel grid, as the body would be.
        if local.xy == 0, local.yx == 0, let body = layer.solidRectBody,
           let rect = body.rect.snapping(layer.aliasedEdges, toPixelsUnder: local) {
            fillBlurred(CGRect(x: local.xx * rect.minX + local.x0, y: local.yy * rect.minY + local.y0,
                               width: local.xx * rect.width, height: local.yy * rect.height).standardized,
                        alpha: body.alpha * alpha, sigma: blur.planeSigma)
            return
        }
        guard let plane = cairo_create(surface) else { return nil }
        defer { cairo_destroy(plane) }
        cairo_set_matrix(plane, &local)
        LayerCompositor(cr: plane, caches: caches).drawBody(of: layer, alpha: alpha, depth: depth)
        cairo_surface_flush(surface)
    }

    /// Fills the plane with the blurred picture of a rectangle (plane pixels) of one `alpha`,
    /// worked out per axis: a rectangle's coverage is the product of its coverage along x and
    /// along y, and box blurs along x and along y keep that product, so the blurred plane is the
    /// product of two blurred lines. That costs one multiply per pixel where blurring the plane
    /// costs six passes over it. Edges are placed on cairo's 1/256-pixel grid, as a fill of the
    /// rectangle would place them.
    ///
    /// The product is taken in 32-bit fixed point (columns in 1/65 536, rows in 1/256 of a level)
    /// so that the compiler vectorizes the row loop; per pixel it was a call to libm's `round`
    /// and a checked conversion, about 7 ns, most of a first shadow's cost. The fixed point is
    /// within 0.004 of a level of the exact product, so a pixel moves by one level only where
    /// the product lies that close to a half.
    private func fillBlurred(_ rect: CGRect, alpha: Double, sigma: Double) {
        func profile(count: Int, from lo: Double, to hi: Double) -> [Double] {
            let a = (lo * 256).rounded() / 256, b = (hi * 256).rounded() / 256
            var line = (0..<count).map { i in max(0, min(b, Double(i + 1)) - max(a, Double(i))) }
            GaussianBlur.blurLine(&line, sigma: sigma)
            return line
        }
        // A blurred coverage lies in 0...1: at most 65 536 × 65 280 < 2³², no overflow below.
        let columns = profile(count: width, from: rect.minX, to: rect.maxX).map { UInt32(($0.clamped01 * 65536).rounded()) }
        let rows = profile(count: height, from: rect.minY, to: rect.maxY)
        let level = 255 * min(max(alpha, 0), 1)
        columns.withUnsafeBufferPointer { columns in
            for y in 0..<height {
                let v = UInt32((rows[y].clamped01 * level * 256).rounded())
                guard v > 0 else { continue }
                Self.fillRow(data + y * stride, columns: columns, level: v)
            }
        }
        cairo_surface_mark_dirty(surface)
        isBlurred = true
    }

    /// One row of `fillBlurred`: each byte is round(column × level / 2²⁴), in wrapping
    /// arithmetic that cannot wrap (see there), so that the loop has no checks to vectorize around.
    private static func fillRow(_ line: UnsafeMutablePointer<UInt8>, columns: UnsafeBufferPointer<UInt32>, level: UInt32) {
        for x in 0..<columns.count {
            line[x] = UInt8(truncatingIfNeeded: (columns[x] &* level &+ (1 << 23)) >> 24)
        }
    }

    /// `path` filled (non-zero) under the compositor's current matrix, at `blur`'s scale with its
    /// padding around, moved by the fraction of the shadow's device `offset` (`shift`). Nil when a
    /// shadow of `alpha` from it would not show, or the plane would be too large.
    convenience init?(path: CGPath, compositor: LayerCompositor, blur: ShadowBlur, alpha: Double, offset: CGSize) {
        let cr = compositor.cr
        cairo_save(cr)
        cairo_new_path(cr)
        path.append(to: cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        var device = cairo_matrix_t()
        cairo_get_matrix(cr, &device)
        cairo_new_path(cr)
        cairo_restore(cr)
        let s = blur.planeScale, padding = blur.padding
        let m = device.scaled(by: s)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map {
            (m.xx * $0.0 + m.xy * $0.1 + m.x0, m.yx * $0.0 + m.yy * $0.1 + m.y0)
        }
        guard let minX = corners.map(\.0).min(), let maxX = corners.map(\.0).max(),
              let minY = corners.map(\.1).min(), let maxY = corners.map(\.1).max(),
              minX.isFinite, maxY.isFinite, maxX > minX, maxY > minY,
              blur.isVisible(width: (maxX - minX) / s, height: (maxY - minY) / s, alpha: alpha) else { return nil }
        let originX = minX.rounded(.down) - Double(padding), originY = minY.rounded(.down) - Double(padding)
        guard let width = Int(pixels: maxX.rounded(.up) - originX), let height = Int(pixels: maxY.rounded(.up) - originY)
        else { return nil }
        let shift = Self.shift(for: offset, scale: s)
        self.init(width: width + padding, height: height + padding, x: originX, y: originY, scale: s, shift: shift)
        guard let plane = cairo_create(surface) else { return nil }
        var local = m
        local.x0 += shift.x - originX
        local.y0 += shift.y - originY
        cairo_set_matrix(plane, &local)
        path.append(to: plane)
        cairo_fill(plane)
        cairo_destroy(plane)
        cairo_surface_flush(surface)
    }

    /// Blurs the plane in place (`StretchedBlur`: a body whose middle repeats blurs only its edges).
    func blur(sigma: Double) {
        cairo_surface_flush(surface)
        StretchedBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma)
        cairo_surface_mark_dirty(surface)
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

extension cairo_matrix_t {
    /// This matrix followed by a uniform scale of `s` (device pixels to plane pixels).
    func scaled(by s: Double) -> cairo_matrix_t {
        var m = self
        m.xx *= s; m.yx *= s; m.xy *= s; m.yy *= s; m.x0 *= s; m.y0 *= s
        return m
    }
}
