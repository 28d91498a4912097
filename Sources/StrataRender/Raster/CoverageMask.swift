import CCairo
import CPixman
import Foundation

/// The anti-aliased coverage of a layer's rounded bounds in device pixels, as an A8 picture:
/// drawing the layer's background is then one composite of its colour through the mask, where
/// filling the path costs cairo a scan conversion per layer per frame.
///
/// A mask depends only on the box's device size, its corner radius, curve and rounded corners, and
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
        /// The rounded corners' `CACornerMask` bits, with `continuousCorners` set when they
        /// follow the continuous curve (`CALayerCornerCurve.continuous`) and `continuousHole`
        /// when the hole's do. The flags ride in this word, not in Bool fields: a Bool's spare
        /// bits would carry the tag of the cache's key enum, whose partly written bytes valgrind
        /// reports as uninitialised reads.
        let corners: UInt
        /// Where the left and top edges fall in their pixels, in 1/`steps` of a pixel.
        let stepX: Int
        let stepY: Int
        /// For a border's ring, the box's inside that is left out; nil for the whole box.
        var hole: Hole?
    }

    /// The inside of a border's ring: a box rounded by `radius`, its edges `left`, `top`,
    /// `right` and `bottom` device pixels in from the outer box's.
    struct Hole: Hashable {
        let left: Double, top: Double, right: Double, bottom: Double
        let radius: Double
    }

    /// Set in `Key.corners` when the box's corners follow the continuous curve.
    static let continuousCorners: UInt = 1 << 8
    /// Set in `Key.corners` when the hole's corners follow the continuous curve.
    static let continuousHole: UInt = 1 << 9

    /// The largest mask made, in pixels: past it a layer is filled by cairo, as it draws once.
    static let largestMask = 1 << 20

    /// Rows of a mask that are byte for byte the same (the straight sides of a rounded box),
    /// and the run of whole coverage (255: the box's body) or none (0: the hole of a border's
    /// ring) across them, in mask pixels. Inside it a composite through the mask is a plain
    /// fill, or nothing.
    struct Plateau: Equatable {
        let top: Int32, bottom: Int32
        let left: Int32, right: Int32
        /// Whether the run is whole coverage (else none).
        let full: Bool
    }

    /// The smallest plateau worth its own composites, in pixels: splitting a composite costs
    /// pixman four more calls (a few tenths of a microsecond each), which a plateau this large
    /// repays. Measured with `strata bench --only layers`: the 40×30 layers of the field, whose
    /// plateaus are about 1100 pixels, drew no faster split.
    static let smallestPlateau = 4096

    /// The mask's plateau, or nil when it has none of `smallestPlateau` pixels.
    let plateau: Plateau?

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
        plateau = Self.plateau(of: UnsafePointer(data), width: Int(width), height: Int(height),
                               stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The plateau around the middle row of a `width × height` A8 picture: the rows above and
    /// below it that equal it, and its longest run of 255 or of 0.
    static func plateau(of data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Plateau? {
        guard width * height >= smallestPlateau else { return nil }
        let middle = height / 2
        let row = data + middle * stride
        var top = middle, bottom = middle + 1
        while top > 0, memcmp(data + (top - 1) * stride, row, width) == 0 { top -= 1 }
        while bottom < height, memcmp(data + bottom * stride, row, width) == 0 { bottom += 1 }
        // The longest run of 255 or 0 in the middle row.
        var best = (left: 0, right: 0, value: UInt8(0))
        var start = 0
        for x in 1...width where x == width || row[x] != row[start] {
            if row[start] == 0xFF || row[start] == 0, x - start > best.right - best.left {
                best = (start, x, row[start])
            }
            start = x
        }
        guard (best.right - best.left) * (bottom - top) >= smallestPlateau else { return nil }
        return Plateau(top: Int32(top), bottom: Int32(bottom), left: Int32(best.left), right: Int32(best.right),
                       full: best.value == 0xFF)
    }

    deinit {
        pixman_image_unref(image)
        cairo_surface_destroy(surface)
    }
}
