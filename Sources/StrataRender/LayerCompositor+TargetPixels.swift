import CCairo
import CPixman
import Foundation

extension LayerCompositor {
    /// Lends the drawing target's pixels to pixman: calls `body` with a pixman image over them,
    /// each rectangle of the current clip (device pixels) and the image pixel of device pixel
    /// (0, 0), then tells cairo that `dirty` (device pixels) changed. Only when the target is a
    /// 32-bit image surface at one pixel per device unit and the clip is whole-pixel rectangles
    /// (as the renderer clips to its damage), so that drawing straight into the pixels inside
    /// those rectangles is what cairo would have done; false otherwise, having called nothing.
    func withTargetPixels(dirtying dirty: PixelBox, _ body: (OpaquePointer, PixelBox, Int, Int) -> Void) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return false
        }
        let format: pixman_format_code_t
        switch cairo_image_surface_get_format(target) {
        case CAIRO_FORMAT_ARGB32: format = PIXMAN_a8r8g8b8
        case CAIRO_FORMAT_RGB24: format = PIXMAN_x8r8g8b8
        default: return false
        }
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard scaleX == 1, scaleY == 1, offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
              abs(offsetX) < 16_777_216, abs(offsetY) < 16_777_216
        else { return false }

        // The clip in device space: the list is in user space.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_set_matrix(cr, &matrix)
        guard let list else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        // Not representable (a rounded or anti-aliased clip, or none at all) leaves it to cairo.
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, let rectangles = list.pointee.rectangles else { return false }
        let clips = UnsafeBufferPointer(start: rectangles, count: Int(list.pointee.num_rectangles))
        func isWhole(_ v: Double) -> Bool { v == v.rounded() && abs(v) < 16_777_216 }
        for r in clips {
            guard isWhole(r.x), isWhole(r.y), isWhole(r.width), isWhole(r.height) else { return false }
        }

        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target),
              let image = pixman_image_create_bits(format, cairo_image_surface_get_width(target),
                                                   cairo_image_surface_get_height(target),
                                                   UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                   cairo_image_surface_get_stride(target))
        else { return false }
        defer { pixman_image_unref(image) }
        for r in clips {
            body(image, PixelBox(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height)), Int(offsetX), Int(offsetY))
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(dirty.x), Int32(dirty.y), Int32(dirty.width), Int32(dirty.height))
        return true
    }
}
