import CCairo
import Foundation

/// The product of the masks `clip(to:mask:)` intersected with the clip: an A8 surface the size
/// of the context, in device pixels, so that later CTM changes do not move it.
final class ClipMask {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }
}

extension CGContext {
    /// Maps `mask` into `rect` and intersects the clip with it, as `CGContext.clip(to:mask:)`:
    /// later drawing shows where the mask is white or opaque and not where it is black or
    /// transparent, partly in between, and not outside `rect`. An image without transparency
    /// (what CoreGraphics asks for: a grey image without alpha) masks by its grey level (its
    /// colour's grey, `GreyLevels`); an image with transparency masks by its alpha, as the
    /// icon-tinting idiom (`clip(to:mask:)` then `fill`) expects. Its top row lies along
    /// `rect.maxY`, as `draw(_:in:)` places an image. Part of the graphics state; masks set one
    /// after another multiply. Image masks (inverse alpha, `CGImage(maskWidth:…)`) are not
    /// provided.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard canDraw, !r.isNull, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite,
              let plane = Self.maskPlane(of: mask) else { return }
        defer { cairo_surface_destroy(plane) }
        guard let pattern = cairo_pattern_create_for_surface(plane) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // User space → mask pixels: column (x − minX)·w/width, row (maxY − y)·h/height.
        let sx = Double(mask.width) / r.width, sy = Double(mask.height) / r.height
        var toMask = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -r.minX * sx, y0: r.maxY * sy)
        cairo_pattern_set_matrix(pattern, &toMask)
        cairo_pattern_set_filter(pattern, gstate.interpolationQuality.cairoFilter)
        // Edge pixels repeat outward, so filtering does not fade the mask's border; the clip to
        // `rect` below bounds it.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The new mask drawn in device pixels through the current CTM, times the masks before.
        guard let combined = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(combined) == CAIRO_STATUS_SUCCESS, let painter = cairo_create(combined) else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_set_matrix(painter, &ctm)
        cairo_set_source(painter, pattern)
        if let before = gstate.clipMask {
            cairo_identity_matrix(painter)
            cairo_mask_surface(painter, before.surface, 0, 0)
        } else {
            cairo_paint(painter)
        }
        cairo_destroy(painter)
        cairo_surface_flush(combined)
        gstate.clipMask = ClipMask(surface: combined)
        clip(to: r)
    }

    /// Runs `draw` (one drawing operation) and shows what it drew only through the clip mask:
    /// drawn into a group, then painted through the mask, in device pixels.
    func throughClipMask(_ draw: () -> Void) {
        guard let mask = gstate.clipMask else { return draw() }
        cairo_push_group(cr)
        draw()
        // The group as the source, locked to the user space it was drawn in.
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// The A8 coverage plane of `image` as a mask (see `clip(to:mask:)`); the caller destroys it.
    private static func maskPlane(of image: CGImage) -> OpaquePointer? {
        cairo_surface_flush(image.surface)
        guard let pixels = cairo_image_surface_get_data(image.surface),
              let plane = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)) else {
            return nil
        }
        guard cairo_surface_status(plane) == CAIRO_STATUS_SUCCESS, let out = cairo_image_surface_get_data(plane) else {
            cairo_surface_destroy(plane)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(image.surface)), outStride = Int(cairo_image_surface_get_stride(plane))
        var transparent = false
        for row in 0..<image.height where !transparent {
            for x in 0..<image.width where pixels[row * stride + x * 4 + 3] != 255 {
                transparent = true
                break
            }
        }
        for row in 0..<image.height {
            for x in 0..<image.width {
                // A native ARGB word (B, G, R, A in memory): its alpha, or an opaque pixel's grey.
                let word = UnsafeRawPointer(pixels + row * stride + x * 4).loadUnaligned(as: UInt32.self)
                out[row * outStride + x] = transparent ? UInt8(word >> 24) : GreyLevels.level(ofOpaque: word)
            }
        }
        cairo_surface_mark_dirty(plane)
        return plane
    }
}
