import CCairo
import Foundation

/// What a render tree derives from image contents and layer shapes and keeps for the next
/// frames: pictures resampled to device pixels, mipmap chains and the coverage masks of rounded
/// boxes (`CoverageMask`). They live in one least-recently-used store within
/// `RenderCacheBudget`, and go with the tree (never with the `CGImage` or the `CALayer`).
///
/// Resampled pictures: image contents drawn again at the same scale come from a picture of
/// exactly the pixels sampling would give, so drawing them is one unscaled composite instead of a
/// resampling (about 2.5× cheaper for the clock's digits, `strata bench`). A picture is keyed by
/// what its pixels depend on: the image (held, so its identity cannot be reused), the filter,
/// the device-to-image scale, the image coordinate at the picture's top-left device pixel, and
/// the picture's size. Layers showing the same sprite at the same scale share a picture wherever
/// they are (the clock's six digits share ten figures). A key is cached only the second time it
/// is drawn, so contents that change scale every frame (a zooming layer) never pay for a picture
/// they will not reuse.
final class ContentsCache {
    /// What a resampled picture depends on.
    struct PictureKey: Hashable {
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

    private enum Key: Hashable {
        case picture(PictureKey)
        case mipmaps(ObjectIdentifier)
        case coverage(CoverageMask.Key)
    }

    private enum Value {
        case picture(OpaquePointer)
        case mipmaps([CGImage])
        case coverage(CoverageMask)
    }

    private struct Entry {
        /// The image the value derives from, held so that its identity is not reused (none for
        /// a coverage mask).
        let image: CGImage?
        let value: Value
        let bytes: Int
        var lastUse: UInt64
    }

    /// The largest picture cached, in pixels: past it, resampling straight into the frame costs
    /// less than the memory.
    static let largestPicture = 4 << 20

    private let budget: Int
    private var entries: [Key: Entry] = [:]
    /// Picture keys drawn once and not cached yet.
    private var seenOnce: Set<PictureKey> = []
    private var clock: UInt64 = 0
    /// The bytes the cache holds now.
    private(set) var bytes = 0
    /// The most bytes it has held.
    private(set) var peakBytes = 0

    init(budget: Int = RenderCacheBudget.bytes) {
        self.budget = budget
    }

    deinit {
        for entry in entries.values {
            if case .picture(let surface) = entry.value { cairo_surface_destroy(surface) }
        }
    }

    /// The picture of `image` resampled for the device pixels `x, y, width, height`, or nil when
    /// these pixels are drawn for the first time or do not fit: the caller then samples the
    /// image itself. `deviceToImage` is the axis-aligned map from device pixels to image pixels
    /// the caller's pattern would sample with.
    func picture(of image: CGImage, deviceToImage m: cairo_matrix_t, x: Int, y: Int, width: Int, height: Int,
                 filter: cairo_filter_t) -> OpaquePointer? {
        let originX = m.xx * Double(x) + m.x0, originY = m.yy * Double(y) + m.y0
        let grid = 1.0 / Double(1 << 20)
        let pictureKey = PictureKey(image: ObjectIdentifier(image), filter: filter.rawValue, scaleX: m.xx, scaleY: m.yy,
                                    originX: (originX / grid).rounded() * grid, originY: (originY / grid).rounded() * grid,
                                    width: width, height: height)
        if case .picture(let surface)? = use(.picture(pictureKey)) { return surface }
        guard m.xy == 0, m.yx == 0, width > 0, height > 0, width * height <= ContentsCache.largestPicture,
              fits(width * height * 4) else { return nil }
        guard seenOnce.remove(pictureKey) != nil else {
            // Bounded: a stream of new keys (an animated scale) forgets the old ones.
            if seenOnce.count >= 256 { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(pictureKey)
            return nil
        }
        let toImage = cairo_matrix_t(xx: m.xx, yx: 0, xy: 0, yy: m.yy, x0: originX, y0: originY)
        guard let surface = ContentsCache.resample(image, width: width, height: height, toImage: toImage, filter: filter)
        else { return nil }
        store(.picture(pictureKey), Entry(image: image, value: .picture(surface), bytes: width * height * 4, lastUse: 0))
        return surface
    }

    /// The mipmap levels below `image` (see `CGImage.smallerMipmaps()`), made on first use and
    /// kept while they fit the budget.
    func mipmaps(of image: CGImage) -> [CGImage] {
        if case .mipmaps(let levels)? = use(.mipmaps(ObjectIdentifier(image))) { return levels }
        let levels = image.smallerMipmaps()
        let bytes = levels.reduce(0) { $0 + $1.bytesPerRow * $1.height }
        if fits(bytes) {
            store(.mipmaps(ObjectIdentifier(image)), Entry(image: image, value: .mipmaps(levels), bytes: bytes, lastUse: 0))
        }
        return levels
    }

    /// The coverage mask for `key`, made by `make` on first use and kept while it fits the
    /// budget (masks are small and shared by every layer of the shape, so they are kept from
    /// the first draw).
    func coverageMask(_ key: CoverageMask.Key, make: () -> CoverageMask?) -> CoverageMask? {
        if case .coverage(let mask)? = use(.coverage(key)) { return mask }
        guard let mask = make() else { return nil }
        if fits(mask.bytes) {
            store(.coverage(key), Entry(image: nil, value: .coverage(mask), bytes: mask.bytes, lastUse: 0))
        }
        return mask
    }

    /// The entry's value, marked as just used.
    private func use(_ key: Key) -> Value? {
        clock &+= 1
        // One hash lookup: this runs for every rounded layer drawn.
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastUse = clock
        return entries.values[index].value
    }

    /// Whether `bytes` are worth keeping: at most a quarter of the budget, so one entry never
    /// empties the cache.
    private func fits(_ bytes: Int) -> Bool { bytes <= budget / 4 }

    private func store(_ key: Key, _ entry: Entry) {
        // Drop the least recently used entries until the new one fits.
        while self.bytes + entry.bytes > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            if case .picture(let surface) = oldest.value.value { cairo_surface_destroy(surface) }
            self.bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        var stored = entry
        stored.lastUse = clock
        entries[key] = stored
        self.bytes += entry.bytes
        peakBytes = max(peakBytes, self.bytes)
    }

    /// Samples `image` into a new picture exactly as drawing it with `toImage` would sample each
    /// device pixel's centre.
    private static func resample(_ image: CGImage, width: Int, height: Int, toImage: cairo_matrix_t,
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
}
