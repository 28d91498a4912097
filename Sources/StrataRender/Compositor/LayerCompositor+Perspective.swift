import CCairo
import CPixman
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
        let target = deviceBounds ?? Self.unclippedExtents(of: cr)
        cairo_set_matrix(cr, &ctm)
        // The warp's box is the quad's within the whole target, not within the clip: the strips
        // then sample each pixel the same way under any clip, so the bands of a threaded frame
        // may cut through the layer. Only the clip's part of the box is drawn.
        let box = CGRect.boundingBox(of: projected.map { CGPoint(x: $0.0, y: $0.1) }).checkedIntersection(target).integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width <= 16_384, box.height <= 16_384 else { return }
        let clipped = box.checkedIntersection(CGRect(x: clip.x1, y: clip.y1, width: clip.x2 - clip.x1,
                                                     height: clip.y2 - clip.y1)).integral
        guard !clipped.isNull, clipped.width >= 1, clipped.height >= 1 else { return }

        // Offscreen density: the largest stretch of any edge, so the warp never magnifies much.
        let edges = [(0, 1), (1, 3), (3, 2), (2, 0)].map { pair -> Double in
            let (p, q) = (projected[pair.0], projected[pair.1])
            return hypot(p.0 - q.0, p.1 - q.1)
        }
        let density = min(max(max(edges[0], edges[2]) / extent.width, max(edges[1], edges[3]) / extent.height, 0.05), 4)
        if extent.width * density * extent.height * density > FlatPicture.croppedAbove {
            extent = Self.visiblePart(of: extent, box: box, inverse: inverse, validPoint: projected[0], density: density)
        }
        guard let sw = Int(pixels: (extent.width * density).rounded(.up)), let sh = Int(pixels: (extent.height * density).rounded(.up)),
              sw > 0, sh > 0, sw <= 8192, sh <= 8192,
              let boxWidth = Int(pixels: Double(box.width)), let boxHeight = Int(pixels: Double(box.height)),
              boxWidth > 0, boxHeight > 0, boxWidth <= CGImage.maximumDimension, boxHeight <= CGImage.maximumDimension
        else { return }
        // The flat picture is kept while the child is unchanged and drawn at the same density;
        // only the warp runs again when the perspective moves.
        let offscreenKey = FlatPicture.Key(version: child.version, width: sw, height: sh, extent: extent, alpha: alpha)
        let picture: FlatPicture
        if let cached = child.perspectiveCache, cached.key == offscreenKey {
            caches?.touch(.perspective, of: child)
            picture = cached
        } else {
            guard let made = flatPicture(of: child, key: offscreenKey, density: density, depth: depth) else { return }
            picture = made
        }
        // Device point → child point → offscreen pixel.
        let toPixels = Homography((density, 0, 0, 0, density, 0, -extent.minX * density, -extent.minY * density, 1))
        let sampling = inverse.then(toPixels)
        let pixels = PixelBox(x: Int(box.minX), y: Int(box.minY), width: boxWidth, height: boxHeight)
        let area = PixelBox(x: Int(clipped.minX), y: Int(clipped.minY), width: Int(clipped.width),
                            height: Int(clipped.height))
        if let handWritten = caches?.kernels.warp {
            warp(picture, with: handWritten, through: sampling, box: area,
                 quad: [projected[0], projected[1], projected[3], projected[2]])
            return
        }
        // A warp drawn the same way as in an earlier frame is kept in device pixels: a still
        // card redrawn under other damage (a layer passing over it, an expose, a page shown
        // again) then costs one composite instead of the warp's three passes.
        let warpKey = WarpedPicture.Key(picture: offscreenKey, sampling: sampling, box: pixels)
        if let warped = child.warpedCache, warped.key == warpKey {
            caches?.touch(.warped, of: child)
            paintWarped(warped.surface, box: pixels)
            return
        }
        // Nil only for a map beyond pixman's fixed point (a picture and box near their size
        // limits) or finding no pixel in front of the eye: nothing to draw.
        guard let strips = PerspectiveStrips(sampling: sampling, box: pixels, pictureWidth: sw, pictureHeight: sh) else {
            return
        }
        let scratch = warpScratch ?? WarpScratch()
        if let caches, child.noteWarp(warpKey, frame: caches.frame),
           let surface = warp(strips, of: picture, into: pixels, scratch: scratch) {
            let made = WarpedPicture(key: warpKey, surface: surface)
            made.charge = caches.charge(.warped, of: child, cache: made, bytes: imageSurfaceBytes(surface))
            child.warpedCache = made.charge == nil ? nil : made
            paintWarped(surface, box: pixels)
            return
        }
        drawStrips(strips, of: picture, area: area, scratch: scratch)
    }

    /// The part of `extent` (the subtree's, in the child's plane) that the warp of `box` (device
    /// pixels) samples, cut on the whole picture's pixel grid at `density` with two pixels to
    /// spare for the filter, so that the warp samples the same pixels as from the whole picture;
    /// `extent` itself when the box cannot be mapped back (it crosses the horizon: the plane's
    /// side of its corners differs from that of `validPoint`, a device point of the layer).
    ///
    /// A layer far larger than the target, turned in perspective, needs a flat picture past the
    /// 8192-pixel limit, and was not drawn at all; one just under it cost hundreds of
    /// megabytes and was drawn whole for a glimpse of it. Its corners map back through the
    /// projective `inverse` (the box's preimage is the quadrilateral they span, as the box does
    /// not cross the horizon).
    static func visiblePart(of extent: CGRect, box: CGRect, inverse: Homography, validPoint: (Double, Double),
                            density: Double) -> CGRect {
        let h = inverse.h
        func w(_ x: Double, _ y: Double) -> Double { x * h.2 + y * h.5 + h.8 }
        let side = w(validPoint.0, validPoint.1)
        guard side != 0, side.isFinite else { return extent }
        var low = (x: Double.infinity, y: Double.infinity), high = (x: -Double.infinity, y: -Double.infinity)
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
            let weight = w(x, y)
            guard weight / side > 1e-12 else { return extent }
            let u = (x * h.0 + y * h.3 + h.6) / weight, v = (x * h.1 + y * h.4 + h.7) / weight
            guard u.isFinite, v.isFinite else { return extent }
            low = (min(low.x, u), min(low.y, v))
            high = (max(high.x, u), max(high.y, v))
        }
        // Whole picture columns and rows, two to spare, within the picture.
        let columns = (extent.width * density).rounded(.up), rows = (extent.height * density).rounded(.up)
        let left = max(((low.x - extent.minX) * density).rounded(.down) - 2, 0)
        let right = min(((high.x - extent.minX) * density).rounded(.up) + 2, columns)
        let top = max(((low.y - extent.minY) * density).rounded(.down) - 2, 0)
        let bottom = min(((high.y - extent.minY) * density).rounded(.up) + 2, rows)
        guard right > left, bottom > top else { return extent }
        return CGRect(x: extent.minX + left / density, y: extent.minY + top / density,
                      width: (right - left) / density, height: (bottom - top) / density)
    }

    /// The device extents of `cr`'s target, whatever the clip.
    static func unclippedExtents(of cr: OpaquePointer) -> CGRect {
        var extents = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_clip_extents(cr, &extents.x1, &extents.y1, &extents.x2, &extents.y2)
        cairo_restore(cr)
        return CGRect(x: extents.x1, y: extents.y1, width: extents.x2 - extents.x1, height: extents.y2 - extents.y1)
    }

    /// The flat picture of `child` for `key`, made and kept on the node (within the tree's
    /// budget). One thread makes it: the bands of a frame that meet the same card at once wait
    /// for the first one's picture instead of drawing the subtree twice.
    private func flatPicture(of child: RenderNode, key: FlatPicture.Key, density: Double, depth: Int) -> FlatPicture? {
        FlatPicture.making.lock()
        defer { FlatPicture.making.unlock() }
        if let cached = child.perspectiveCache, cached.key == key { return cached }
        guard let made = FlatPicture(child: child, key: key, density: density, depth: depth, caches: caches,
                                     scratch: warpScratch)
        else { return nil }
        if let caches {
            made.charge = caches.charge(.perspective, of: child, cache: made, bytes: imageSurfaceBytes(made.surface))
            child.perspectiveCache = made.charge == nil ? nil : made
        } else {
            child.perspectiveCache = made
        }
        return made
    }

    /// Composites a warped picture of `box`'s size, whose top-left pixel lands on `box`'s,
    /// over the frame: with pixman straight into it under nothing but the damage (`direct`),
    /// through cairo under any other clip or target.
    private func paintWarped(_ surface: OpaquePointer, box: PixelBox) {
        guard let direct else {
            paint(PlacedSurface(surface: surface, x: Double(box.x), y: Double(box.y)), alpha: 1)
            return
        }
        guard let source = PixmanImage.over(surface) else { return }
        defer { pixman_image_unref(source) }
        direct.forEachClipBox { frame, clip in
            let x1 = max(Int(clip.x1), box.x), y1 = max(Int(clip.y1), box.y)
            let x2 = min(Int(clip.x2), box.x + box.width), y2 = min(Int(clip.y2), box.y + box.height)
            guard x2 > x1, y2 > y1 else { return }
            pixman_image_composite32(PIXMAN_OP_OVER, source, nil, frame, Int32(x1 - box.x), Int32(y1 - box.y), 0, 0,
                                     Int32(x1), Int32(y1), Int32(x2 - x1), Int32(y2 - y1))
        }
    }

    /// The picture warped by `strips` into a new transparent image of `region`'s size (a cairo
    /// image surface the caller destroys), whose top-left pixel is `region`'s; nil when it
    /// cannot be made.
    private func warp(_ strips: PerspectiveStrips, of picture: FlatPicture, into region: PixelBox,
                      scratch: WarpScratch) -> OpaquePointer? {
        guard let source = strips.source(of: picture) else { return nil }
        defer { pixman_image_unref(source) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let destination = PixmanImage.over(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        defer { pixman_image_unref(destination) }
        strips.composite(source, scratch: scratch, onto: destination, clip: region, offsetX: -region.x, offsetY: -region.y,
                         kernels: caches?.kernels ?? RenderKernels())
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Composites the picture inside `area` (the clip's part of the warp's box) with pixman
    /// straight into the frame when the compositor draws there under nothing but the damage
    /// (`direct`); into a cleared image of the area painted by cairo under any other clip or
    /// target.
    private func drawStrips(_ strips: PerspectiveStrips, of picture: FlatPicture, area: PixelBox, scratch: WarpScratch) {
        guard let direct else {
            guard let surface = warp(strips, of: picture, into: area, scratch: scratch) else { return }
            defer { cairo_surface_destroy(surface) }
            paintWarped(surface, box: area)
            return
        }
        guard let source = strips.source(of: picture) else { return }
        defer { pixman_image_unref(source) }
        direct.forEachClipBox { frame, clip in
            strips.composite(source, scratch: scratch, onto: frame,
                             clip: PixelBox(x: Int(clip.x1), y: Int(clip.y1), width: Int(clip.x2 - clip.x1),
                                            height: Int(clip.y2 - clip.y1)),
                             offsetX: 0, offsetY: 0, kernels: caches?.kernels ?? RenderKernels())
        }
    }

    /// The benchmark's hand-written warp into a cleared box, painted by cairo under the clip:
    /// the renderer as it drew before pixman.
    private func warp(_ picture: FlatPicture, with kernel: PerspectiveKernel.Warp, through sampling: Homography,
                      box: PixelBox, quad: [(Double, Double)]) {
        let offscreen = picture.surface
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height)) else { return }
        defer { cairo_surface_destroy(target) }
        guard let src = cairo_image_surface_get_data(offscreen), let dst = cairo_image_surface_get_data(target) else { return }
        kernel(PerspectiveKernel.Job(
            source: UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self), sourceWidth: picture.key.width,
            sourceHeight: picture.key.height, sourceStride: Int(cairo_image_surface_get_stride(offscreen)) / 4,
            destination: UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self),
            width: box.width, height: box.height, stride: Int(cairo_image_surface_get_stride(target)) / 4,
            originX: Double(box.x), originY: Double(box.y), inverse: sampling, quad: quad))
        cairo_surface_mark_dirty(target)
        paint(PlacedSurface(surface: target, x: Double(box.x), y: Double(box.y)), alpha: 1)
    }
}
