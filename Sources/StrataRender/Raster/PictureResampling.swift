import CCairo
import CPixman
import Foundation

/// The pixel work behind the caches' resampled pictures: each is made once and then copied
/// into frames instead of being sampled again.
enum PictureResampling {
    /// Samples `image` into a new picture exactly as drawing it with `toImage` would sample each
    /// device pixel's centre.
    static func resample(_ image: CGImage, width: Int, height: Int, toImage: cairo_matrix_t,
                         filter: cairo_filter_t) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pattern = image.makePattern() else {
            cairo_surface_destroy(surface)
            return nil
        }
        let cr = cairo_create(surface)
        var matrix = toImage
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// `picture` (premultiplied ARGB32) composited over the opaque premultiplied `backdrop` by
    /// pixman, the kernel that draws it over a fill of that colour, into a new RGB24 surface:
    /// pixman copies an opaque source instead of blending it.
    static func flatten(_ picture: OpaquePointer, onto backdrop: UInt32) -> OpaquePointer? {
        let width = cairo_image_surface_get_width(picture), height = cairo_image_surface_get_height(picture)
        guard let flat = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else { return nil }
        guard cairo_surface_status(flat) == CAIRO_STATUS_SUCCESS, let source = PixmanImage.over(picture) else {
            cairo_surface_destroy(flat)
            return nil
        }
        defer { pixman_image_unref(source) }
        guard let target = PixmanImage.over(flat, format: PIXMAN_x8r8g8b8) else {
            cairo_surface_destroy(flat)
            return nil
        }
        defer { pixman_image_unref(target) }
        cairo_surface_flush(flat)
        // The backdrop under every pixel, then the picture over it.
        if let bits = pixman_image_get_data(target) {
            _ = pixman_fill(bits, pixman_image_get_stride(target) / 4, 32, 0, 0, width, height, backdrop)
        }
        pixman_image_composite32(PIXMAN_OP_OVER, source, nil, target, 0, 0, 0, 0, 0, 0, width, height)
        cairo_surface_mark_dirty(flat)
        return flat
    }
}
