import CCairo
import Foundation

extension LayerCompositor {
    /// Draws a layer with `shouldRasterize`: its subtree at `rasterizationScale` pixels per unit,
    /// made again only when its render version changed, composited with the layer's
    /// `magnificationFilter` where the bitmap is scaled up onto the device and its
    /// `minificationFilter` where it is scaled down (`shouldRasterize`: "the filters … are
    /// applied as needed"). Linear by default, so a scale below the device's looks soft, as on
    /// Apple's platforms; trilinear samples as linear, the bitmap having no mipmaps.
    func drawRasterized(_ layer: RenderNode, alpha: Double, depth: Int) {
        let scale = layer.rasterizationScale > 0 && layer.rasterizationScale.isFinite ? layer.rasterizationScale : 1
        var raster = layer.rasterCache
        if raster?.version != layer.version || raster?.scale != scale {
            trace?.record(.rasterizeMiss, of: layer, in: cr)
            trace?.record(.offscreen(.rasterization), of: layer, in: cr)
            raster = RasterizedSubtree(layer: layer, depth: depth, scale: scale, caches: caches)
            // Kept on the node only while it fits the tree's budget.
            if let made = raster, let caches {
                made.charge = caches.charge(.raster, of: layer, cache: made, bytes: imageSurfaceBytes(made.surface))
                layer.rasterCache = made.charge == nil ? nil : made
            } else {
                layer.rasterCache = raster
            }
        } else {
            trace?.record(.rasterizeHit, of: layer, in: cr)
            caches?.touch(.raster, of: layer)
        }
        guard let raster else {
            // Too large a bitmap (a huge rasterizationScale or layer): drawn live instead, with
            // the alpha the bitmap would have been composited with.
            drawContents(of: layer, inheritedAlpha: alpha, depth: depth, rasterizing: true)
            return
        }
        // The bitmap is blended onto the frame like any picture with alpha.
        trace?.record(.blended, of: layer, in: cr)
        cairo_save(cr)
        cairo_rectangle(cr, raster.extent.minX, raster.extent.minY, raster.extent.width, raster.extent.height)
        cairo_clip(cr)
        cairo_set_source(cr, raster.pattern(filter: layer.pictureFilter(atPixelScale: deviceScale / raster.scale)))
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
