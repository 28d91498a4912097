import CCairo
import Foundation

extension LayerCompositor {
    /// Draws a `CGImage` in `contents`: the part `contentsRect` selects, placed by
    /// `contentsGravity`, nine-sliced by `contentsCenter` for the resizing gravities, sampled with
    /// the magnification or minification filter.
    func drawImageContents(of layer: RenderNode, alpha: Double) {
        if let fade = layer.values.contentsCrossfade {
            drawCrossfade(fade, of: layer, alpha: alpha)
            return
        }
        // Painted opaque over the root's background, which left its box undrawn (`OpaqueBackdrop`).
        if let cover = backdrop?.cover(of: layer) {
            paintCover(cover)
            return
        }
        guard let placement = ImagePlacement(of: layer) else { return }
        draw(placement, of: layer, alpha: alpha)
    }

    /// Draws a crossfade of the contents: (1 − f)·from + f·to, exactly, in premultiplied
    /// space (both added into a group, each placed as the contents), composited at `alpha`.
    /// The group spans the two images' places, not the whole clip.
    private func drawCrossfade(_ fade: ContentsCrossfade, of layer: RenderNode, alpha: Double) {
        let from = ImagePlacement(of: layer, image: fade.from), to = ImagePlacement(of: layer, image: fade.to)
        let extent = (from?.dest ?? .null).checkedUnion(to?.dest ?? .null)
        guard !extent.isNull else { return }
        clipped({
            cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
            cairo_clip(cr)
        }, draw: { compositor in
            compositor.grouped(draw: { inner in
                cairo_set_operator(inner.cr, CAIRO_OPERATOR_ADD)
                if let from { inner.draw(from, of: layer, alpha: 1 - fade.fraction) }
                if let to { inner.draw(to, of: layer, alpha: fade.fraction) }
            }, composite: { group in
                cairo_set_source(compositor.cr, group)
                cairo_paint_with_alpha(compositor.cr, alpha)
            })
        })
    }

    /// Draws the contents image `placement` places, turned over within its place when the
    /// ancestors' geometry flips turn the layer's space over (so that it shows upright).
    private func draw(_ placement: ImagePlacement, of layer: RenderNode, alpha: Double) {
        let image = placement.image, source = placement.source, dest = placement.dest
        let turned = layer.isUnderFlippedGeometry
        if turned { turnOver(within: dest) }
        defer { if turned { cairo_restore(cr) } }
        // Turned over, the layer's top edge is drawn where its bottom one is named.
        let aliased = turned ? layer.aliasedEdges.turnedOver : layer.aliasedEdges
        if let center = placement.nineSliceCenter {
            for patch in NineSlice.patches(source: source, center: center, dest: dest, contentsScale: placement.scale) {
                drawImage(image, source: patch.source, dest: patch.dest, layer: layer, alpha: alpha,
                          aliasedEdges: aliased.intersection(patch.dest.edges(onOutlineOf: dest)))
            }
        } else {
            drawImage(image, source: source, dest: dest, layer: layer, alpha: alpha, aliasedEdges: aliased)
        }
    }

    /// Saves the drawing state and turns user space over within `rect` (y ↦ minY + maxY − y,
    /// without forming that sum, which may overflow): what a layer under an odd number of
    /// flipped ancestors draws upright in. The caller restores the state.
    func turnOver(within rect: CGRect) {
        cairo_save(cr)
        cairo_translate(cr, 0, rect.maxY)
        cairo_scale(cr, 1, -1)
        cairo_translate(cr, 0, -rect.minY)
    }

    /// Draws the pixels `source` (image pixels, y-down, may be fractional) of `image` into
    /// `dest` (layer units), clipped to `dest` with its `aliasedEdges` aliased, edge pixels
    /// repeated past the source's edges.
    func drawImage(_ image: CGImage, source: CGRect, dest: CGRect, layer: RenderNode, alpha: Double,
                   aliasedEdges: CAEdgeAntialiasingMask) {
        guard let sampling = ImageSampling(image: image, source: source, dest: dest, layer: layer,
                                           deviceScale: deviceScale) else { return }
        let crop = sampling.crop, sx = sampling.sx, sy = sampling.sy, origin = sampling.origin
        cairo_save(cr)
        // Every edge anti-aliased at full alpha: the image fills `dest` as a path, which cairo
        // composites span by span from the pattern. A clip to the same (turned) rectangle would
        // first rasterize a mask of its extents, then paint through it: several times slower
        // for a small turned image, for the same coverage.
        let fillsDest = aliasedEdges.isEmpty && alpha >= 1 && !sampling.usesMipmaps
        if !fillsDest { clip(to: dest, aliasedEdges: aliasedEdges) }
        if sampling.usesMipmaps {
            // At most 62 levels: no image halves more often, and Int(_:) must see a finite value.
            let wanted = log2(1 / sampling.pixelScale) + Double(layer.minificationFilterBias)
            let lod = wanted.isNaN ? 0 : min(max(wanted, 0), 62)
            let lower = Int(lod.rounded(.down)), fraction = lod - Double(lower)
            let smaller = caches?.mipmaps(of: crop) ?? crop.smallerMipmaps()
            func level(_ n: Int) -> CGImage { n == 0 ? crop : smaller[n - 1] }
            let first = min(lower, smaller.count), second = min(lower + 1, smaller.count)
            if first == second || fraction == 0 {
                paintLevel(level(first), level: first, origin: origin, sx: sx, sy: sy, dest: dest, alpha: alpha)
            } else {
                // (1 − t)·A + t·B, exactly, in premultiplied space: both added into a group.
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
                paintLevel(level(first), level: first, origin: origin, sx: sx, sy: sy, dest: dest, alpha: 1 - fraction)
                paintLevel(level(second), level: second, origin: origin, sx: sx, sy: sy, dest: dest, alpha: fraction)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        } else {
            var matrix = sampling.toImage
            let cairoFilter = sampling.cairoFilter
            if let placed = cachedPicture(of: crop, dest: dest, toImage: matrix, filter: cairoFilter) {
                if fillsDest { clip(to: dest, aliasedEdges: aliasedEdges) }
                paint(placed, alpha: alpha)
                cairo_surface_destroy(placed.surface)
            } else if let pattern = crop.makePattern() {
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_pattern_set_filter(pattern, cairoFilter)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(cr, pattern)
                if fillsDest {
                    cairo_rectangle(cr, dest.minX, dest.minY, dest.width, dest.height)
                    cairo_fill(cr)
                } else {
                    cairo_paint_with_alpha(cr, alpha)
                }
                cairo_pattern_destroy(pattern)
            }
        }
        cairo_restore(cr)
    }

    /// The picture of `image` already resampled for the device pixels `dest` covers, when the
    /// layer is drawn axis-aligned at a scale other than 1 and the tree's cache has (or now
    /// makes) it; `toImage` maps layer units to image pixels. The caller releases the surface.
    private func cachedPicture(of image: CGImage, dest: CGRect, toImage: cairo_matrix_t,
                               filter: cairo_filter_t) -> PlacedSurface? {
        guard let caches else { return nil }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        guard let box = PictureBox(dest: dest, toImage: toImage, ctm: ctm),
              let surface = caches.picture(of: image, deviceToImage: box.deviceToImage, x: box.x, y: box.y,
                                           width: box.width, height: box.height, filter: filter)
        else { return nil }
        return PlacedSurface(surface: surface, x: Double(box.x), y: Double(box.y))
    }

    /// Paints a cover's flattened picture into its box: a copy straight into the frame, or
    /// through cairo (replacing the pixels) where the frame is not drawn directly.
    private func paintCover(_ cover: OpaqueBackdrop.Cover) {
        if let direct {
            direct.copy(cover.picture, x: cover.pictureX, y: cover.pictureY, to: cover.box)
            return
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, Double(cover.box.x1), Double(cover.box.y1), Double(cover.box.x2 - cover.box.x1),
                        Double(cover.box.y2 - cover.box.y1))
        cairo_clip(cr)
        cairo_set_source_surface(cr, cover.picture, Double(cover.pictureX), Double(cover.pictureY))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints mipmap `level` (half the size per level) of a crop, bilinear.
    private func paintLevel(_ image: CGImage, level: Int, origin: CGPoint, sx: Double, sy: Double,
                            dest: CGRect, alpha: Double) {
        guard let pattern = image.makePattern() else { return }
        defer { cairo_pattern_destroy(pattern) }
        let shrink = Double(1 << level)
        let (lx, ly) = (sx / shrink, sy / shrink)
        var matrix = cairo_matrix_t(xx: lx, yx: 0, xy: 0, yy: ly,
                                    x0: origin.x / shrink - dest.minX * lx, y0: origin.y / shrink - dest.minY * ly)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
    }
}
