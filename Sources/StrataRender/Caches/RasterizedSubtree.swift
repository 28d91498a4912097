import CCairo
import Foundation

/// A layer subtree rendered once into a bitmap, reused while nothing in it changes.
final class RasterizedSubtree {
    let surface: OpaquePointer
    /// The rectangle of the layer's coordinates the bitmap covers.
    let extent: CGRect
    let scale: Double
    let version: PictureVersion
    /// Its share of the render tree's cache budget.
    var charge: NodeCacheCharge?
    /// The bitmap placed in the layer's coordinates, sampled by the nearest filter and by the
    /// bilinear one: made once and never changed, so the threads drawing a frame's bands share
    /// them without a pattern made per draw.
    private let nearestPattern: OpaquePointer, smoothPattern: OpaquePointer

    /// Renders `layer`'s subtree at `scale` pixels per layer unit, with `caches` for what it
    /// holds; nil when the bitmap would be empty or too large.
    init?(layer: RenderNode, depth: Int, scale: Double, caches: RenderCaches? = nil) {
        var extent = layer.subtreeExtent(depth: 0)
        if extent.isInfinite || extent.isNull { extent = layer.bounds.standardized }
        guard let w = Int(pixels: (extent.width * scale).rounded(.up)), let h = Int(pixels: (extent.height * scale).rounded(.up)),
              w > 0, h > 0, w <= 8192, h <= 8192,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -extent.minX, -extent.minY)
        LayerCompositor(cr: cr, resources: DrawResources(caches: caches))
            .drawContents(of: layer, inheritedAlpha: 1, depth: depth, rasterizing: true)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        self.surface = surface
        self.extent = extent
        self.scale = scale
        self.version = layer.version
        nearestPattern = Self.pattern(of: surface, extent: extent, scale: scale, filter: .nearest)
        smoothPattern = Self.pattern(of: surface, extent: extent, scale: scale, filter: .linear)
    }

    /// The bitmap's pattern for `filter` (trilinear samples as linear: the bitmap has no
    /// mipmaps); kept by this object, never changed.
    func pattern(filter: CALayerContentsFilter) -> OpaquePointer {
        filter == .nearest ? nearestPattern : smoothPattern
    }

    /// A pattern of `surface` placed in the layer's coordinates, sampled with `filter`.
    private static func pattern(of surface: OpaquePointer, extent: CGRect, scale: Double,
                                filter: CALayerContentsFilter) -> OpaquePointer {
        let pattern: OpaquePointer = cairo_pattern_create_for_surface(surface)
        let tie = filter.tieNudge
        var m = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale,
                               x0: -extent.minX * scale + tie, y0: -extent.minY * scale + tie)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, filter.cairoFilter)
        return pattern
    }

    deinit {
        charge?.release(self)
        cairo_pattern_destroy(nearestPattern)
        cairo_pattern_destroy(smoothPattern)
        cairo_surface_destroy(surface)
    }
}
