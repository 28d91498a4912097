import CCairo
import CPixman
import Foundation

/// The anti-aliased coverage of a layer's rounded bounds in device pixels, as an A8 picture:
/// drawing the layer's background is then one composite of its colour through the mask, where
/// filling the path costs cairo a scan conversion per layer per frame.
///
/// A mask depends only on the box's device size, its corner radius and rounded corners, and
/// where its left and top edges fall inside their first pixels. That offset is kept in
/// sixteenths of a pixel (`CoverageMask.Key.steps`), so layers of one shape share at most 256
/// masks wherever they are; an edge moves by at most 1/32 of a pixel against the exact path,
/// which changes an edge pixel's coverage by at most 1/32.
final class CoverageMask {
    /// What a mask's pixels depend on.
    struct Key: Hashable {
        /// Sub-pixel steps per pixel.
        static let steps = 16
        let width: Double
        let height: Double
        let radius: Double
        let corners: UInt
        /// Where the left and top edges fall in their pixels, in 1/`steps` of a pixel.
        let stepX: Int
        let stepY: Int
    }

    /// The largest mask made, in pixels: past it a layer is filled by cairo, as it draws once.
    static let largestMask = 1 << 20

    /// The coverage as cairo's A8 surface and as pixman's picture over the same bytes.
    let surface: OpaquePointer
    let image: OpaquePointer
    let width: Int32
    let height: Int32
    /// The bytes the mask holds.
    var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * Int(height) }

    /// Draws the coverage of `addPath`'s path, which it adds to a context whose user space is
    /// the device pixels shifted so that the box's top-left corner lands at the key's sub-pixel
    /// offset in the mask's first pixel. Nil when the mask would be too large or cannot be made.
    init?(key: Key, addPath: (OpaquePointer) -> Void) {
        let step = 1 / Double(Key.steps)
        let width = (Double(key.stepX) * step + key.width).rounded(.up)
        let height = (Double(key.stepY) * step + key.height).rounded(.up)
        guard width >= 1, height >= 1, width * height <= Double(CoverageMask.largestMask),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        addPath(cr)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface),
              let image = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                                   UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                   cairo_image_surface_get_stride(surface)) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.image = image
        self.width = Int32(width)
        self.height = Int32(height)
    }

    deinit {
        pixman_image_unref(image)
        cairo_surface_destroy(surface)
    }
}
