import CCairo
import CPixman
import Foundation
import Synchronization

/// The pixels a render tree keeps for the next frames, in one least-recently-used store within
/// `RenderCacheBudget`: pictures of image contents resampled to device pixels, mipmap chains,
/// the coverage masks of rounded boxes (`CoverageMask`), the pictures of conic gradients
/// (`ConicKey`: pixman works out an angle per pixel, 20 ms for a page of five), and the nodes' own caches (blurred shadows, `shouldRasterize` bitmaps, the flat pictures
/// drawn in perspective). Past the budget the least recently used go first, whatever their
/// kind; an evicted node cache is made again the next time its node is drawn, with the same
/// pixels. Everything goes with the tree (never with the `CGImage` or the `CALayer`).
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
///
/// Node caches stay on their nodes (`RenderNode.shadowCache`, …); the store keeps their size,
/// their last use and a weak reference to the node, to drop the cache when it is evicted. A
/// cache freed with its node, or replaced, gives its bytes back (`NodeCacheCharge`).
///
/// The bands of one frame are drawn on several threads at once, so every use of the store holds
/// its lock (recursive: a node cache dropped under it gives its bytes back from its `deinit`),
/// and a picture is handed out with a reference of its own, since another thread may evict it
/// while it is painted. A picture is cached the second time its key is drawn in a later frame
/// (`beginFrame()`), so that a frame drawn in bands decides as a frame drawn whole does.
final class RenderCaches {
    /// What a resampled picture depends on.
    struct PictureKey: Hashable {
        let image: ObjectIdentifier
        let filter: UInt32
        /// The opaque colour the picture is flattened onto (`OpaqueBackdrop`), or 0 for the
        /// picture itself (an opaque colour's word is never 0).
        let backdrop: UInt32
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

    /// What the picture of a conic gradient depends on: its device pixels (the box and the
    /// map from device pixels to the layer), its centre and start ray, and its stops, as
    /// `LayerCompositor.drawConicGradient` passes them to pixman.
    struct ConicKey: Hashable {
        let left: Int, top: Int, width: Int, height: Int
        let deviceToLayer: [Double]
        let start: CGPoint, end: CGPoint
        /// Offset, red, green, blue, alpha of each stop.
        let stops: [Double]
    }

    /// Which of a node's caches.
    enum NodeCache: Hashable {
        case shadow, raster, perspective, warped
    }

    enum Key: Hashable {
        case picture(PictureKey)
        case mipmaps(ObjectIdentifier)
        case coverage(CoverageMask.Key)
        case conic(ConicKey)
        case node(ObjectIdentifier, NodeCache)
    }

    /// A node whose cache is held, without keeping the node alive.
    private struct WeakNode {
        weak var node: RenderNode?
    }

    private enum Value {
        case picture(OpaquePointer)
        case mipmaps([CGImage])
        case coverage(CoverageMask)
        /// A node's cache: the node, and the cache object the bytes are for.
        case node(WeakNode, owner: ObjectIdentifier)
    }

    private struct Entry {
        /// The image the value derives from, held so that its identity is not reused; nil for a
        /// coverage mask or a node cache.
        let image: CGImage?
        let value: Value
        let bytes: Int
        var lastUse: UInt64
    }

    /// The largest picture cached, in pixels: past it, resampling straight into the frame costs
    /// less than the memory.
    static let largestPicture = 4 << 20

    private let budget: Int
    private let lock = NSRecursiveLock()
    /// How many coverage masks were evicted so far: a `CoverageMemo` handed masks under an
    /// older count forgets them.
    private let coverageEvictions = Atomic<UInt64>(0)
    private var entries: [Key: Entry] = [:]
    /// Picture keys drawn once and not cached yet, with the frame they were first drawn in.
    private var seenOnce: [PictureKey: UInt64] = [:]
    private var clock: UInt64 = 0
    private var currentFrame: UInt64 = 0
    private var storedBytes = 0
    private var peakStoredBytes = 0
    /// The bytes the cache holds now.
    var bytes: Int { lock.withLock { storedBytes } }
    /// The most bytes it has held.
    var peakBytes: Int { lock.withLock { peakStoredBytes } }

    /// Starts a frame: what is drawn from now on is drawn again in a later frame than what
    /// was drawn before.
    func beginFrame() {
        lock.withLock { currentFrame &+= 1 }
    }

    /// Whether tiled layers draw a few new tiles a frame and fade them in (a window), rather than
    /// every visible tile at once (offline renders, recordings).
    var drawsTilesProgressively = false
    /// How long a progressive frame waits for the tiles it asked for (`TileCache.frameWait`).
    var tileFrameWait = TileCache.frameWait
    /// The kernels this tree's renderer draws with (`RenderKernels`).
    var kernels = RenderKernels()
    /// A drawing left work for later frames (tiles to draw or fading in).
    private var anotherFrameRequested = false

    /// Asks for another frame at once after this one; from any drawing thread.
    func requestAnotherFrame() {
        lock.withLock { anotherFrameRequested = true }
    }

    /// Whether a drawing of the frame asked for another, and forgets it.
    func takeFrameRequest() -> Bool {
        lock.withLock {
            defer { anotherFrameRequested = false }
            return anotherFrameRequested
        }
    }

    /// The frame being drawn, counted by `beginFrame()`; for other per-frame decisions of the
    /// tree's drawing (`TextRendering`).
    var frame: UInt64 { lock.withLock { currentFrame } }

    /// A store holding at most `budget` bytes.
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
    /// the caller's pattern would sample with. The caller releases the surface returned
    /// (`cairo_surface_destroy`).
    func picture(of image: CGImage, deviceToImage m: cairo_matrix_t, x: Int, y: Int, width: Int, height: Int,
                 filter: cairo_filter_t) -> OpaquePointer? {
        lock.withLock {
            let key = pictureKey(of: image, deviceToImage: m, x: x, y: y, width: width, height: height, filter: filter)
            return lockedPicture(key, of: image, deviceToImage: m, x: x, y: y, filter: filter)
                .map { cairo_surface_reference($0) }
        }
    }

    /// The same picture flattened onto the opaque premultiplied `backdrop` (each pixel
    /// composited over it, as drawing the picture over a fill of that colour would give), as an
    /// opaque RGB24 surface; nil unless the picture itself is kept, or when the flattened one
    /// does not fit. Made on first use: a kept picture has been drawn in two frames already.
    /// The caller releases the surface returned. Kept out of line: inlined into
    /// `OpaqueBackdrop`'s walk, its key's enum tag word (in spare bits the picture case leaves
    /// partly unwritten) was read as uninitialised under valgrind's memcheck.
    @inline(never)
    func picture(of image: CGImage, deviceToImage m: cairo_matrix_t, x: Int, y: Int, width: Int, height: Int,
                 filter: cairo_filter_t, over backdrop: UInt32) -> OpaquePointer? {
        lock.withLock {
            let plain = pictureKey(of: image, deviceToImage: m, x: x, y: y, width: width, height: height, filter: filter)
            let key = pictureKey(of: image, deviceToImage: m, x: x, y: y, width: width, height: height, filter: filter,
                                 backdrop: backdrop)
            if case .picture(let surface)? = use(.picture(key)) { return cairo_surface_reference(surface) }
            guard case .picture(let picture)? = use(.picture(plain)), fits(width * height * 4),
                  let flat = PictureResampling.flatten(picture, onto: backdrop) else { return nil }
            store(.picture(key), Entry(image: image, value: .picture(flat), bytes: width * height * 4, lastUse: 0))
            return cairo_surface_reference(flat)
        }
    }

    private func pictureKey(of image: CGImage, deviceToImage m: cairo_matrix_t, x: Int, y: Int, width: Int,
                            height: Int, filter: cairo_filter_t, backdrop: UInt32 = 0) -> PictureKey {
        let originX = m.xx * Double(x) + m.x0, originY = m.yy * Double(y) + m.y0
        let grid = 1.0 / Double(1 << 20)
        return PictureKey(image: ObjectIdentifier(image), filter: filter.rawValue, backdrop: backdrop, scaleX: m.xx,
                          scaleY: m.yy, originX: (originX / grid).rounded() * grid,
                          originY: (originY / grid).rounded() * grid, width: width, height: height)
    }

    private func lockedPicture(_ pictureKey: PictureKey, of image: CGImage, deviceToImage m: cairo_matrix_t, x: Int,
                               y: Int, filter: cairo_filter_t) -> OpaquePointer? {
        let width = pictureKey.width, height = pictureKey.height
        if case .picture(let surface)? = use(.picture(pictureKey)) { return surface }
        // Sizes worked out from hostile geometry can overflow: such a picture is never kept.
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard m.xy == 0, m.yx == 0, width > 0, height > 0, !overflow, area <= RenderCaches.largestPicture,
              fits(area * 4) else { return nil }
        guard let seen = seenOnce[pictureKey], seen != currentFrame else {
            // Bounded: a stream of new keys (an animated scale) forgets the old ones.
            if seenOnce[pictureKey] == nil {
                if seenOnce.count >= 256 { seenOnce.removeAll(keepingCapacity: true) }
                seenOnce[pictureKey] = currentFrame
            }
            return nil
        }
        seenOnce[pictureKey] = nil
        let toImage = cairo_matrix_t(xx: m.xx, yx: 0, xy: 0, yy: m.yy, x0: m.xx * Double(x) + m.x0,
                                     y0: m.yy * Double(y) + m.y0)
        guard let surface = PictureResampling.resample(image, width: width, height: height, toImage: toImage, filter: filter)
        else { return nil }
        store(.picture(pictureKey), Entry(image: image, value: .picture(surface), bytes: width * height * 4, lastUse: 0))
        return surface
    }

    /// The mipmap levels below `image` (see `CGImage.smallerMipmaps()`), made on first use and
    /// kept while they fit the budget.
    func mipmaps(of image: CGImage) -> [CGImage] {
        lock.lock()
        defer { lock.unlock() }
        if case .mipmaps(let levels)? = use(.mipmaps(ObjectIdentifier(image))) { return levels }
        let levels = image.smallerMipmaps()
        let bytes = levels.reduce(0) { $0 + $1.stride * $1.height }
        if fits(bytes) {
            store(.mipmaps(ObjectIdentifier(image)), Entry(image: image, value: .mipmaps(levels), bytes: bytes, lastUse: 0))
        }
        return levels
    }

    /// The coverage mask for `key`, made by `make` on first use and kept while it fits the
    /// budget (masks are small and shared by every layer of the shape, so they are kept from
    /// the first draw).
    func coverageMask(_ key: CoverageMask.Key, make: () -> CoverageMask?) -> CoverageMask? {
        lockedCoverageMask(key, make: make).mask
    }

    /// The coverage mask for `key` as `coverageMask(_:make:)` hands it out, looked up first in
    /// the calling thread's `memo` without taking the lock (see `CoverageMemo`).
    func coverageMask(_ key: CoverageMask.Key, memo: CoverageMemo, make: () -> CoverageMask?) -> CoverageMask? {
        let generation = coverageEvictions.load(ordering: .acquiring)
        if memo.generation != generation {
            memo.masks.removeAll(keepingCapacity: true)
            memo.generation = generation
        } else if let mask = memo.masks[key] {
            return mask
        }
        let (mask, kept) = lockedCoverageMask(key, make: make)
        // Only what the budget keeps: a mask too large to keep is not kept here either.
        if kept, let mask { memo.masks[key] = mask }
        return mask
    }

    /// The mask, and whether the caches keep it.
    /// A missing mask is made outside the lock, so that the bands of a frame full of new shapes
    /// (a first frame, `render(in:)`) rasterize them side by side instead of in turn; two bands
    /// making the same mask at once both make it, and the first one stored serves both.
    private func lockedCoverageMask(_ key: CoverageMask.Key, make: () -> CoverageMask?) -> (mask: CoverageMask?, kept: Bool) {
        lock.lock()
        let found = use(.coverage(key))
        lock.unlock()
        if case .coverage(let mask)? = found { return (mask, true) }
        guard let made = make() else { return (nil, false) }
        lock.lock()
        defer { lock.unlock() }
        if case .coverage(let mask)? = use(.coverage(key)) { return (mask, true) }
        let mask = made
        guard fits(mask.bytes) else { return (mask, false) }
        store(.coverage(key), Entry(image: nil, value: .coverage(mask), bytes: mask.bytes, lastUse: 0))
        return (mask, true)
    }

    /// The picture of the conic gradient `key` (a cairo image surface the caller releases with
    /// `cairo_surface_destroy`), made by `make` on first use and kept while it fits the budget:
    /// a gradient costs far more to work out than to composite.
    func conicPicture(_ key: ConicKey, make: () -> OpaquePointer?) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if case .picture(let surface)? = use(.conic(key)) { return cairo_surface_reference(surface) }
        guard let surface = make() else { return nil }
        let bytes = imageSurfaceBytes(surface)
        if fits(bytes) {
            store(.conic(key), Entry(image: nil, value: .picture(cairo_surface_reference(surface)), bytes: bytes,
                                     lastUse: 0))
        }
        return surface
    }

    /// Counts `cache` (of `bytes`) as `node`'s cache of kind `kind`, in place of the one it had,
    /// dropping the least recently used caches while the budget is exceeded. Returns the charge
    /// the cache keeps (it gives the bytes back when freed), or nil when the cache is too large
    /// to keep: the caller then draws with it once and does not store it on the node.
    func charge(_ kind: NodeCache, of node: RenderNode, cache: AnyObject, bytes: Int) -> NodeCacheCharge? {
        lock.lock()
        defer { lock.unlock() }
        let key = Key.node(ObjectIdentifier(node), kind)
        remove(key)
        clock &+= 1
        guard fits(bytes) else { return nil }
        store(key, Entry(image: nil, value: .node(WeakNode(node: node), owner: ObjectIdentifier(cache)), bytes: bytes,
                         lastUse: 0))
        return NodeCacheCharge(caches: self, key: key)
    }

    /// Marks `node`'s cache of kind `kind` as just used.
    func touch(_ kind: NodeCache, of node: RenderNode) {
        lock.lock()
        defer { lock.unlock() }
        _ = use(.node(ObjectIdentifier(node), kind))
    }

    /// Gives back the bytes of a node cache that is freed, unless another cache took its place.
    func release(_ key: Key, owner: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        guard case .node(_, let holder)? = entries[key]?.value, holder == owner else { return }
        remove(key)
    }

    /// Forgets the entry at `key`; an evicted node cache is dropped from its node.
    private func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        storedBytes -= entry.bytes
        switch (entry.value, key) {
        case (.picture(let surface), _): cairo_surface_destroy(surface)
        case (.coverage, _): coverageEvictions.add(1, ordering: .releasing)
        case (.mipmaps, _): break
        case (.node(let weak, _), .node(_, let kind)): weak.node?.dropCache(kind)
        case (.node, _): break
        }
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
        while storedBytes + entry.bytes > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            remove(oldest.key)
        }
        var stored = entry
        stored.lastUse = clock
        entries[key] = stored
        storedBytes += entry.bytes
        peakStoredBytes = max(peakStoredBytes, storedBytes)
    }
}
