import CCairo
import CPixman

/// pixman pictures over the pixels of cairo image surfaces, for the composites Strata hands to
/// pixman straight (copies, flattening, warps): one wrapping of the surface's memory, no copy.
enum PixmanImage {
    /// A pixman image over `surface`'s pixels read as `format` (premultiplied ARGB32 by default;
    /// `PIXMAN_x8r8g8b8` for an opaque RGB24 surface), nearest filter, no transform, or nil when
    /// `surface` is not an image surface with pixels. The caller releases it with
    /// `pixman_image_unref`, before the surface goes.
    static func over(_ surface: OpaquePointer, format: pixman_format_code_t = PIXMAN_a8r8g8b8) -> OpaquePointer? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return pixman_image_create_bits(format, cairo_image_surface_get_width(surface),
                                        cairo_image_surface_get_height(surface),
                                        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                        cairo_image_surface_get_stride(surface))
    }
}
