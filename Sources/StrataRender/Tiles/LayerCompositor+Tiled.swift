import CCairo
import Foundation

extension LayerCompositor {
    /// Draws a tiled layer's visible tiles at the level of detail the screen needs: cached ones
    /// as they are, new ones (up to `TileCache.tilesPerFrame` a frame in a window) through the
    /// layer's `draw(in:)` on the tile threads, and under each missing or fading tile the coarser
    /// tile that covers it.
    ///
    /// A window's frame waits `TileCache.frameWait` for the tiles it asked for and shows the
    /// others as they come, fading in; any other frame (an offline render, which must show every
    /// tile) waits up to `TileCache.drawLimit`. A tile not drawn by its limit is given up on,
    /// with a diagnostic, so a `draw(in:)` that never returns costs a bounded wait, once.
    func drawTiled(of node: RenderNode, alpha: Double) {
        guard let cache = node.tileCache, let source = cache.values.source, alpha > 0 else { return }
        let bounds = node.values.bounds.standardized
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = bounds.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = max(hypot(m.xx, m.yx), hypot(m.xy, m.yy))
        let contentsScale = node.values.contentsScale > 0 && node.values.contentsScale.isFinite
            ? Double(node.values.contentsScale) : 1
        cache.orient(TileOrientation(flipsDrawing: node.values.isGeometryFlipped, turnsTiles: node.isUnderFlippedGeometry))
        cache.dropStale(bounds: bounds, contentsScale: contentsScale)
        guard deviceScale.isFinite, deviceScale > 0 else { return }
        let levels = cache.levels
        // The finest level no sharper than the screen: 2ᵏ · contentsScale ≥ device pixels per point.
        let wanted = log2(deviceScale / contentsScale).rounded(.up)
        let level = Int(min(max(wanted.isFinite ? wanted : 0, Double(levels.lowerBound)), Double(levels.upperBound)))
        cache.beginFrame()
        let grid = TileGrid(cache: cache, bounds: bounds, contentsScale: contentsScale, level: level)
        // A screen of tiny tiles is drawn at a coarser level rather than walking thousands.
        guard grid.count(in: visible) <= 4096 else { return }
        // A window draws a few new tiles a frame and fades them in; anything else draws them all.
        let progressive = caches?.drawsTilesProgressively ?? false
        let keys = grid.keys(in: visible)
        requestTiles(keys, of: grid, source: source, cache: cache, progressive: progressive, layer: node)
        for key in keys {
            let rect = grid.rect(of: key)
            let shown = cache.tile(key)
            let fade = shown.map { progressive && cache.values.fadeDuration > 0
                ? (cache.time - $0.madeAt) / cache.values.fadeDuration : 1 } ?? 0
            if fade < 1 {
                // A tile given up on stays empty and asks for no frames.
                if !cache.isAbandoned(key) {
                    cache.markIncomplete()
                    caches?.requestAnotherFrame()
                }
                paintCoarser(under: key, in: rect, bounds: bounds, contentsScale: contentsScale, cache: cache, alpha: alpha)
            }
            if let shown, fade > 0 {
                paint(shown.image, in: rect, scale: grid.pixelsPerPoint, alpha: alpha * min(fade, 1),
                      turned: cache.orientation.turnsTiles)
            }
        }
    }

    /// Hands the missing tiles among `keys` to the tile threads (a window's frame at most
    /// `TileCache.tilesPerFrame` of them), waits for them as long as the frame may, and keeps
    /// what was drawn; reports tiles given up on, once until the tiles are dropped.
    private func requestTiles(_ keys: [TileCache.Key], of grid: TileGrid, source: TileSource, cache: TileCache,
                              progressive: Bool, layer node: RenderNode) {
        var budget = progressive ? TileCache.tilesPerFrame : .max
        var waiting: [TileJob] = []
        let pixels = cache.tilePixels
        for key in keys where cache.tile(key) == nil && !cache.isAbandoned(key) {
            if let job = cache.job(at: key) {
                waiting.append(job)
                continue
            }
            guard budget > 0 else { continue }
            budget -= 1
            let rect = grid.rect(of: key), pixelsPerPoint = grid.pixelsPerPoint, bounds = grid.bounds
            let orientation = cache.orientation
            let job = TileJob {
                Self.drawTile(rect, pixels: pixels, pixelsPerPoint: pixelsPerPoint, source: source, bounds: bounds,
                              orientation: orientation)
            }
            cache.setJob(job, at: key)
            TileWorkers.shared.submit(job)
            waiting.append(job)
        }
        let start = CACurrentMediaTime()
        let deadline = start + (progressive ? min(caches?.tileFrameWait ?? TileCache.frameWait, TileCache.drawLimit)
                                : TileCache.drawLimit)
        var allDrawn = true
        for job in waiting where !job.wait(until: deadline) { allDrawn = false }
        let givenUp = cache.collectJobs(at: CACurrentMediaTime(), giveUpOnRest: !progressive && !allDrawn)
        if givenUp > 0, cache.takeAbandonReport() {
            // The layer's own thread waits for this frame, so its description is read safely.
            let layer = node.layer.map { "\($0)" } ?? "CATiledLayer"
            StrataDiagnostics.report("\(layer): draw(in:) did not finish \(givenUp) "
                + "tile\(givenUp == 1 ? "" : "s") within \(Int(TileCache.drawLimit)) s; "
                + "\(givenUp == 1 ? "it is" : "they are") left empty until setNeedsDisplay()")
        }
    }

    /// Draws one tile through the layer's `draw(in:)`, on a tile thread: a context of the tile's
    /// pixels whose user space is the layer's own coordinates (its bounds, turned over by its own
    /// flip) scaled to the level, clipped to the tile. The rows run down the grid's y, or up it
    /// for a tile shown turned (`TileOrientation`).
    private static func drawTile(_ rect: CGRect, pixels: (width: Int, height: Int), pixelsPerPoint: Double,
                                 source: TileSource, bounds: CGRect, orientation: TileOrientation) -> CGImage? {
        guard let ctx = CGContext(data: nil, width: pixels.width, height: pixels.height, bitsPerComponent: 8,
                                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                      | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        let scale = CGFloat(pixelsPerPoint)
        if orientation.turnsTiles {
            ctx.scaleBy(x: scale, y: scale)
            ctx.translateBy(x: -rect.minX, y: CGFloat(pixels.height) / scale - rect.maxY)
        } else {
            ctx.translateBy(x: 0, y: CGFloat(pixels.height))
            ctx.scaleBy(x: scale, y: -scale)
            ctx.translateBy(x: -rect.minX, y: -rect.minY)
        }
        ctx.clip(to: rect)
        if orientation.flipsDrawing { ctx.concatenate(LayerValues.geometryFlip(in: bounds)) }
        // Patterns are placed in the layer's bounds space, so that they meet across tiles.
        ctx.patternBase = ctx.ctm
        source.draw(in: ctx)
        return ctx.makeImage()
    }

    /// Paints a tile's image over `rect` (points), `scale` image pixels a point. The clip is
    /// aliased: each pixel then belongs to exactly one tile, where two anti-aliased edges would
    /// let the background show through at every seam.
    private func paint(_ image: CGImage, in rect: CGRect, scale: Double, alpha: Double, turned: Bool) {
        cairo_save(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        if turned {
            // Row 0 at the rectangle's maximum y, where a tile drawn turned put it.
            cairo_translate(cr, rect.minX, rect.maxY)
            cairo_scale(cr, 1 / scale, -1 / scale)
        } else {
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, 1 / scale, 1 / scale)
        }
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Paints, inside `rect`, the finest coarser tile already drawn that covers it.
    private func paintCoarser(under key: TileCache.Key, in rect: CGRect, bounds: CGRect, contentsScale: Double,
                              cache: TileCache, alpha: Double) {
        var level = key.level - 1
        while level >= cache.levels.lowerBound {
            let coarse = TileGrid(cache: cache, bounds: bounds, contentsScale: contentsScale, level: level)
            let keys = coarse.keys(in: rect)
            if !keys.isEmpty, keys.allSatisfy({ cache.tile($0) != nil }) {
                cairo_save(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_clip(cr)
                for coarseKey in keys {
                    if let tile = cache.tile(coarseKey) {
                        paint(tile.image, in: coarse.rect(of: coarseKey), scale: coarse.pixelsPerPoint, alpha: alpha,
                              turned: cache.orientation.turnsTiles)
                    }
                }
                cairo_restore(cr)
                return
            }
            level -= 1
        }
    }
}

/// The tiles of one level of detail over a layer's bounds.
struct TileGrid {
    let level: Int
    let origin: CGPoint
    let bounds: CGRect
    /// Image pixels per point at this level.
    let pixelsPerPoint: Double
    /// A tile's size in points.
    let tileWidth: Double
    let tileHeight: Double

    init(cache: TileCache, bounds: CGRect, contentsScale: Double, level: Int) {
        self.level = level
        self.bounds = bounds
        origin = bounds.origin
        pixelsPerPoint = contentsScale * pow(2, Double(level))
        let pixels = cache.tilePixels
        tileWidth = Double(pixels.width) / pixelsPerPoint
        tileHeight = Double(pixels.height) / pixelsPerPoint
    }

    private func range(_ rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let r = rect.intersection(bounds)
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let c0 = Int(((r.minX - origin.x) / tileWidth).rounded(.down))
        let c1 = Int(((r.maxX - origin.x) / tileWidth).rounded(.up)) - 1
        let r0 = Int(((r.minY - origin.y) / tileHeight).rounded(.down))
        let r1 = Int(((r.maxY - origin.y) / tileHeight).rounded(.up)) - 1
        guard c0 <= c1, r0 <= r1 else { return nil }
        return (c0...c1, r0...r1)
    }

    /// How many tiles cover `rect`.
    func count(in rect: CGRect) -> Int {
        guard let (columns, rows) = range(rect) else { return 0 }
        return columns.count * rows.count
    }

    /// The tiles covering `rect`, row by row.
    func keys(in rect: CGRect) -> [TileCache.Key] {
        guard let (columns, rows) = range(rect) else { return [] }
        return rows.flatMap { row in columns.map { TileCache.Key(level: level, column: $0, row: row) } }
    }

    /// A tile's rectangle in points, cut to the bounds.
    func rect(of key: TileCache.Key) -> CGRect {
        CGRect(x: origin.x + Double(key.column) * tileWidth, y: origin.y + Double(key.row) * tileHeight,
               width: tileWidth, height: tileHeight).intersection(bounds)
    }
}
