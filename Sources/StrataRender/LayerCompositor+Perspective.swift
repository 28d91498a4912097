import CCairo
import Foundation

extension LayerCompositor {
    /// Draws a sublayer whose transform has perspective: its subtree is rendered flat into an
    /// offscreen image at about the device's pixel density, then warped through the projective
    /// map into device space, under the current clip.
    func drawInPerspective(_ child: RenderNode, transform m: CATransform3D, alpha: Double, depth: Int) {
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let toDevice = Homography(m).then(Homography((ctm.xx, ctm.yx, 0, ctm.xy, ctm.yy, 0, ctm.x0, ctm.y0, 1)))
        var extent = child.subtreeExtent(depth: 0)
        if extent.isInfinite || extent.isNull { extent = child.bounds.standardized }
        guard extent.width > 0, extent.height > 0, let inverse = toDevice.inverted() else { return }

        let projected = extent.corners.compactMap { toDevice.apply($0.x, $0.y) }
        guard projected.count == 4 else { return }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        cairo_set_matrix(cr, &ctm)
        let box = CGRect.boundingBox(of: projected.map { CGPoint(x: $0.0, y: $0.1) })
            .checkedIntersection(CGRect(x: clip.x1, y: clip.y1, width: clip.x2 - clip.x1, height: clip.y2 - clip.y1)).integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width <= 16_384, box.height <= 16_384 else { return }

        // Offscreen density: the largest stretch of any edge, so the warp never magnifies much.
        let edges = [(0, 1), (1, 3), (3, 2), (2, 0)].map { pair -> Double in
            let (p, q) = (projected[pair.0], projected[pair.1])
            return hypot(p.0 - q.0, p.1 - q.1)
        }
        let density = min(max(max(edges[0], edges[2]) / extent.width, max(edges[1], edges[3]) / extent.height, 0.05), 4)
        guard let sw = Int(pixels: (extent.width * density).rounded(.up)), let sh = Int(pixels: (extent.height * density).rounded(.up)),
              sw > 0, sh > 0, sw <= 8192, sh <= 8192,
              let boxWidth = Int(pixels: Double(box.width)), let boxHeight = Int(pixels: Double(box.height)),
              boxWidth > 0, boxHeight > 0, boxWidth <= CGImage.maximumDimension, boxHeight <= CGImage.maximumDimension,
              let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(boxWidth), Int32(boxHeight)) else { return }
        defer { cairo_surface_destroy(target) }
        // The flat picture is kept while the child is unchanged and drawn at the same density;
        // only the warp runs again when the perspective moves.
        let offscreenKey = FlatPicture.Key(version: child.version, width: sw, height: sh, extent: extent, alpha: alpha)
        let picture: FlatPicture
        if let cached = child.perspectiveCache, cached.key == offscreenKey {
            caches?.touch(.perspective, of: child)
            picture = cached
        } else {
            guard let made = FlatPicture(child: child, key: offscreenKey, density: density, depth: depth, caches: caches)
            else { return }
            // Kept on the node only while it fits the tree's budget.
            if let caches {
                made.charge = caches.charge(.perspective, of: child, cache: made, bytes: imageSurfaceBytes(made.surface))
                child.perspectiveCache = made.charge == nil ? nil : made
            } else {
                child.perspectiveCache = made
            }
            picture = made
        }
        let offscreen = picture.surface

        // Device point → child point → offscreen pixel.
        let toPixels = Homography((density, 0, 0, 0, density, 0, -extent.minX * density, -extent.minY * density, 1))
        let sampling = inverse.then(toPixels)
        guard let src = cairo_image_surface_get_data(offscreen), let dst = cairo_image_surface_get_data(target) else { return }
        ProjectiveWarp.warp(
            source: UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self), sourceWidth: sw, sourceHeight: sh,
            sourceStride: Int(cairo_image_surface_get_stride(offscreen)) / 4,
            destination: UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self),
            width: Int(box.width), height: Int(box.height), stride: Int(cairo_image_surface_get_stride(target)) / 4,
            originX: box.minX, originY: box.minY, inverse: sampling, quad: [projected[0], projected[1], projected[3], projected[2]])
        cairo_surface_mark_dirty(target)
        paint(PlacedSurface(surface: target, x: box.minX, y: box.minY), alpha: 1)
    }
}

/// A perspective layer's subtree rendered flat, before the warp.
final class FlatPicture {
    struct Key: Equatable {
        let version: PictureVersion
        let width: Int, height: Int
        let extent: CGRect
        let alpha: Double
    }

    let surface: OpaquePointer
    let key: Key
    /// Its share of the render tree's cache budget.
    var charge: NodeCacheCharge?

    init?(child: RenderNode, key: Key, density: Double, depth: Int, caches: RenderCaches?) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height)) else {
            return nil
        }
        guard let inner = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(inner, density, density)
        cairo_translate(inner, -key.extent.minX, -key.extent.minY)
        LayerCompositor(cr: inner, caches: caches).drawContents(of: child, inheritedAlpha: key.alpha, depth: depth)
        cairo_destroy(inner)
        cairo_surface_flush(surface)
        self.surface = surface
        self.key = key
    }

    deinit {
        charge?.release(self)
        cairo_surface_destroy(surface)
    }
}
