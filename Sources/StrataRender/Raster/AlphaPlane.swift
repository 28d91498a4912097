import CCairo
import Foundation

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
        LayerCompositor(cr: plane, resources: DrawResources(caches: caches)).drawBody(of: layer, alpha: alpha, depth: depth)
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

extension cairo_matrix_t {
    /// This matrix followed by a uniform scale of `s` (device pixels to plane pixels).
    func scaled(by s: Double) -> cairo_matrix_t {
        var m = self
        m.xx *= s; m.yx *= s; m.xy *= s; m.yy *= s; m.x0 *= s; m.y0 *= s
        return m
    }
}
