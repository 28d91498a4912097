import CCairo
import Foundation

/// A node cache's share of its render tree's budget, kept by the cache object: releasing it when
/// the cache is freed (replaced, or gone with its node) gives the bytes back.
struct NodeCacheCharge {
    private weak var caches: RenderCaches?
    private let key: RenderCaches.Key

    init(caches: RenderCaches, key: RenderCaches.Key) {
        self.caches = caches
        self.key = key
    }

    /// Gives the bytes of `cache` back, from its `deinit`.
    func release(_ cache: AnyObject) {
        caches?.release(key, owner: ObjectIdentifier(cache))
    }
}

extension RenderNode {
    /// Drops the node's cache of kind `kind`, evicted from the budget.
    func dropCache(_ kind: RenderCaches.NodeCache) {
        switch kind {
        case .shadow: shadowCache = nil
        case .raster: rasterCache = nil
        case .perspective: perspectiveCache = nil
        case .warped: warpedCache = nil
        }
    }
}

/// The bytes of a cairo image surface's pixels.
func imageSurfaceBytes(_ surface: OpaquePointer) -> Int {
    Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
}
