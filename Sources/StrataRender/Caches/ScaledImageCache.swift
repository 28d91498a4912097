import CCairo
import Foundation

/// Image contents resampled to device pixels, kept for the next time the same pixels of the same
/// image are drawn at the same scale: then drawing them is one unscaled composite instead of a
/// resampling (about 2.5× cheaper for the clock's digits, `strata bench`).
///
/// An entry is keyed by what its pixels depend on: the image (held, so its identity cannot be
/// reused), the filter, the device-to-image scale, the image coordinate at the picture's top-left
/// device pixel, and the picture's size. Layers showing the same sprite at the same scale share
/// an entry wherever they are (the clock's six digits share ten figures). A key is cached only
/// the second time it is drawn, so contents that change scale every frame (a zooming layer) never
/// pay for a picture they will not reuse. Entries live within `RenderCacheBudget`, least recently
/// used out first.
final class ScaledImageCache {
    /// What a resampled picture depends on.
    struct Key: Hashable {
        let image: ObjectIdentifier
        let filter: UInt32
        /// Image pixels per device pixel.
        let scaleX: Double
        let scaleY: Double
        /// The image coordinate at the picture's top-left device pixel edge, rounded to 2⁻²⁰ of
        /// an image pixel so that layers computed along different paths share one picture.
        let originX: Double
        let originY: Double
        let width: Int
        let height: Int
    }

    private struct Entry {
        let image: CGImage
        let surface: OpaquePointer
        let bytes: Int
        var lastUse: UInt64
    }

    /// The largest picture cached, in pixels: past it, resampling straight into the frame costs
    /// less than the memory.
    static let largestPicture = 4 << 20

    private let budget: Int
    private var entries: [Key: Entry] = [:]
    /// Keys drawn once and not cached yet.
    private var seenOnce: Set<Key> = []
    private var clock: UInt64 = 0
    /// The bytes the pictures hold now.
    private(set) var bytes = 0

    init(budget: Int = RenderCacheBudget.bytes) {
        self.budget = budget
    }

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// The picture of `image` resampled for the device pixels `x, y, width, height`, or nil when
    /// these pixels are drawn for the first time or do not fit: the caller then samples the
    /// image itself. `deviceToImage` is the axis-aligned map from device pixels to image pixels
    /// the caller's pattern would sample with.
    func picture(of image: CGImage, deviceToImage m: cairo_matrix_t, x: Int, y: Int, width: Int, height: Int,
                 filter: cairo_filter_t) -> OpaquePointer? {
        let originX = m.xx * Double(x) + m.x0, originY = m.yy * Double(y) + m.y0
        let grid = 1.0 / Double(1 << 20)
        let key = Key(image: ObjectIdentifier(image), filter: filter.rawValue, scaleX: m.xx, scaleY: m.yy,
                      originX: (originX / grid).rounded() * grid, originY: (originY / grid).rounded() * grid,
                      width: width, height: height)
        clock &+= 1
        if let hit = entries[key] {
            entries[key]?.lastUse = clock
            return hit.surface
        }
        let bytes = width * height * 4
        guard m.xy == 0, m.yx == 0, width > 0, height > 0, width * height <= ScaledImageCache.largestPicture,
              bytes <= budget / 4 else { return nil }
        guard seenOnce.remove(key) != nil else {
            // Bounded: a stream of new keys (an animated scale) forgets the old ones.
            if seenOnce.count >= 256 { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(key)
            return nil
        }
        let toImage = cairo_matrix_t(xx: m.xx, yx: 0, xy: 0, yy: m.yy, x0: originX, y0: originY)
        guard let surface = resample(image, width: width, height: height, toImage: toImage, filter: filter)
        else { return nil }
        evict(toFit: bytes)
        entries[key] = Entry(image: image, surface: surface, bytes: bytes, lastUse: clock)
        self.bytes += bytes
        return surface
    }

    /// Samples `image` into a new picture exactly as drawing it with `toImage` would sample each
    /// device pixel's centre.
    private func resample(_ image: CGImage, width: Int, height: Int, toImage: cairo_matrix_t,
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

    /// Drops the least recently used pictures until `incoming` more bytes fit the budget.
    private func evict(toFit incoming: Int) {
        while bytes + incoming > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
    }
}
