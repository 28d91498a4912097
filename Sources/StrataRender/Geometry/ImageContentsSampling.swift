import CCairo
import Foundation

/// Where a layer's image contents go: the image, the part `contentsRect` selects, and the
/// rectangle `contentsGravity` places it in (layer units). One computation for drawing them
/// and for deciding ahead of drawing (`OpaqueBackdrop`).
struct ImagePlacement {
    let image: CGImage
    /// The selected pixels (image pixels, y-down, possibly fractional).
    let source: CGRect
    let dest: CGRect
    /// The layer's `contentsScale`, or 1 where it is not a positive finite number.
    let scale: CGFloat
    /// The `contentsCenter` that nine-slices the image, or nil when it is drawn in one piece.
    let nineSliceCenter: CGRect?

    /// The placement of `layer`'s contents, or nil when it has no image contents or they cover
    /// nothing (an empty or non-finite selection or destination).
    init?(of layer: RenderNode) {
        guard let image = layer.contentsImage else { return nil }
        self.init(of: layer, image: image)
    }

    /// The placement `image` would have as `layer`'s contents (one end of a crossfade), or nil
    /// when it covers nothing.
    init?(of layer: RenderNode, image: CGImage) {
        guard let source = ContentsSource(image: image, contentsRect: layer.contentsRect) else { return nil }
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        let natural = CGSize(width: source.exact.width / scale, height: source.exact.height / scale)
        let dest = layer.values.contentsDestination(forContentSize: natural)
        guard !dest.isNull, dest.width > 0, dest.height > 0, dest.width.isFinite, dest.height.isFinite else { return nil }
        let center = layer.contentsCenter.standardized
        let resizing = [.resize, .resizeAspect, .resizeAspectFill].contains(layer.contentsGravity)
        let slices = resizing && center != CGRect(x: 0, y: 0, width: 1, height: 1) && center.minX.isFinite
            && center.width.isFinite && center.minY.isFinite && center.height.isFinite
        self.image = image
        self.source = source.exact
        self.dest = dest
        self.scale = scale
        nineSliceCenter = slices ? center : nil
    }
}

/// How the pixels `source` of an image are sampled into `dest` (layer units) at `deviceScale`
/// device pixels per layer unit: the whole-pixel crop read, the filter the scale picks, and the
/// map from layer units to the crop's pixels.
struct ImageSampling {
    let crop: CGImage
    /// Source pixels per layer unit.
    let sx: Double, sy: Double
    /// Device pixels per source pixel.
    let pixelScale: Double
    let filter: CALayerContentsFilter
    /// Where `source` starts in the crop: 0 along an axis where it lies wholly outside the
    /// image, whose crop there is one padded edge pixel (`span`).
    let origin: CGPoint
    /// Layer units to crop pixels, for the nearest and linear filters.
    let toImage: cairo_matrix_t

    /// The sampling, or nil when `source` or `dest` is empty or the image has no pixels.
    init?(image: CGImage, source: CGRect, dest: CGRect, layer: RenderNode, deviceScale: Double) {
        guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0,
              let columns = Self.span(from: source.minX, to: source.maxX, count: image.width),
              let rows = Self.span(from: source.minY, to: source.maxY, count: image.height),
              let crop = image.cachedCrop(x: columns.pixels.lowerBound, y: rows.pixels.lowerBound,
                                          width: columns.pixels.count, height: rows.pixels.count) else { return nil }
        self.crop = crop
        sx = source.width / dest.width
        sy = source.height / dest.height
        pixelScale = deviceScale / (sx * sy).squareRoot()
        filter = layer.pictureFilter(atPixelScale: pixelScale)
        origin = CGPoint(x: columns.start, y: rows.start)
        let tie = filter.tieNudge
        toImage = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                                 x0: origin.x - dest.minX * sx + tie, y0: origin.y - dest.minY * sy + tie)
    }

    /// The whole pixels, of `count` along one axis, read for the selection `lower`…`upper` on
    /// that axis, and where the selection starts in them. They are the pixels the selection
    /// overlaps; where it lies wholly outside the image, the one edge pixel nearest it, which the
    /// pattern's padding extends over all of it (`contentsRect`: "the edge pixels of the contents
    /// image will be extended outwards"). That pixel reads the same wherever the selection
    /// starts, so it starts at 0 rather than at its distance from the image, however large.
    /// Nil when there are no pixels.
    private static func span(from lower: Double, to upper: Double, count: Int) -> (pixels: Range<Int>, start: Double)? {
        guard count > 0 else { return nil }
        let limit = Double(count)
        if upper <= 0 { return (0..<1, 0) }
        if lower >= limit { return ((count - 1)..<count, 0) }
        let first = max(lower.rounded(.down), 0), end = min(upper.rounded(.up), limit)
        return (Int(first)..<Int(end), lower - first)
    }

    /// cairo's filter for `filter` outside the trilinear path.
    var cairoFilter: cairo_filter_t { filter.cairoFilter }

    /// Whether the pixels come from mipmaps rather than from one resampling.
    var usesMipmaps: Bool { filter == .trilinear && pixelScale < 1 }
}

extension RenderNode {
    /// The filter that samples a picture of the layer (its contents image, its rasterized
    /// bitmap) shown at `pixelScale` device pixels per picture pixel: `magnificationFilter` where
    /// the picture is scaled up or not at all, `minificationFilter` where it is scaled down
    /// (`shouldRasterize`: "the filters in the minificationFilter and magnificationFilter
    /// properties are applied as needed").
    func pictureFilter(atPixelScale pixelScale: Double) -> CALayerContentsFilter {
        pixelScale >= 1 ? self.magnificationFilter : self.minificationFilter
    }
}

extension CALayerContentsFilter {
    /// cairo's filter for this one outside the trilinear path (mipmaps): nearest, or bilinear.
    var cairoFilter: cairo_filter_t { self == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR }

    /// What is added to the picture-pixel coordinates a pixel centre maps to before sampling.
    /// Nearest sampling takes texel ⌊u⌋, as GPUs do; pixman breaks an exact tie (a pixel centre
    /// on a texel edge, as at 0.25×) downwards, so ties are nudged up. Zero for the others.
    var tieNudge: Double { self == .nearest ? 1.0 / 1024 : 0 }
}

/// The device pixels a resampled picture of contents covers: `dest` (layer units) under `ctm`
/// (layer units to device pixels, axis-aligned), rounded out to whole pixels, and the map from
/// those device pixels to image pixels.
struct PictureBox {
    let x: Int, y: Int, width: Int, height: Int
    let deviceToImage: cairo_matrix_t
    /// `dest` in device pixels when its edges lie on whole pixels (to within floating-point
    /// error, far below cairo's 1/256 of a pixel, which places the clip to `dest` on them): the
    /// pixels the clip keeps, whole. Nil when an edge cuts through pixels.
    let wholePixels: (x1: Int, y1: Int, x2: Int, y2: Int)?

    /// The box, or nil when `ctm` rotates or skews, the picture would be a plain copy (one
    /// image pixel per device pixel), or an edge is out of range.
    init?(dest: CGRect, toImage: cairo_matrix_t, ctm: cairo_matrix_t) {
        guard ctm.xy == 0, ctm.yx == 0, ctm.xx != 0, ctm.yy != 0 else { return nil }
        // Device pixels to image pixels: undo the context's matrix, then the pattern's.
        let m = cairo_matrix_t(xx: toImage.xx / ctm.xx, yx: 0, xy: 0, yy: toImage.yy / ctm.yy,
                               x0: toImage.x0 - toImage.xx * ctm.x0 / ctm.xx, y0: toImage.y0 - toImage.yy * ctm.y0 / ctm.yy)
        // One image pixel per device pixel is a plain copy already.
        guard m.xx != 1 || m.yy != 1 else { return nil }
        let xs = (ctm.xx * dest.minX + ctm.x0, ctm.xx * dest.maxX + ctm.x0)
        let ys = (ctm.yy * dest.minY + ctm.y0, ctm.yy * dest.maxY + ctm.y0)
        let edges = (min(xs.0, xs.1), max(xs.0, xs.1), min(ys.0, ys.1), max(ys.0, ys.1))
        guard let left = Int(pixels: edges.0.rounded(.down)), let right = Int(pixels: edges.1.rounded(.up)),
              let top = Int(pixels: edges.2.rounded(.down)), let bottom = Int(pixels: edges.3.rounded(.up)),
              right > left, bottom > top else { return nil }
        x = left
        y = top
        width = right - left
        height = bottom - top
        deviceToImage = m
        func whole(_ v: Double) -> Int? {
            let nearest = v.rounded()
            return abs(v - nearest) < 1e-6 ? Int(pixels: nearest) : nil
        }
        if let x1 = whole(edges.0), let x2 = whole(edges.1), let y1 = whole(edges.2), let y2 = whole(edges.3),
           x2 > x1, y2 > y1 {
            wholePixels = (x1, y1, x2, y2)
        } else {
            wholePixels = nil
        }
    }
}
