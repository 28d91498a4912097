import CCairo
import Foundation

/// What a render node keeps of its text between frames: the layout, and the text already
/// rasterized in device pixels, as Core Animation keeps a text layer's backing store.
///
/// A frame that draws unchanged text composites the stored pixels: no layout, no glyph work,
/// no allocation. Moving the layer by whole device pixels keeps them; a new colour or a new
/// fraction of a pixel, scale or rotation rasterizes the layout again; new text, font, size or
/// box lays it out again.
///
/// Text is kept as pixels only once it is drawn a second time the same way: the first time it
/// is drawn straight into the frame, as Pango draws it. Text that changes every frame (a
/// counter, a clock) thus never pays for a raster it would not reuse, and a first draw costs
/// what Pango's own does.
///
/// One frame's bands may draw the same text layer on two threads at once, so `draw` holds the
/// rendering's lock: the layout and raster are made once and used by one thread at a time.
final class TextRendering {
    private let lock = NSLock()
    private(set) var layout: TextLayout?
    /// The rasterized text and what it was drawn for.
    private var raster: Raster?
    /// What the text was last drawn straight into the frame for, and in which frame (nil:
    /// outside a render tree's frames): drawn so again, in a later frame, it is kept.
    private var drawnDirectly: RasterKey?
    private var drawnDirectlyInFrame: UInt64?
    /// The problems the current layout reported, so that a layout rebuilt for the same reason
    /// (a box animating its width) does not repeat them.
    private var reported: [String] = []

    /// Text rasterized in device pixels: the part of the bounds' device box inside the target,
    /// at `offset` from the whole-pixel part of the layer's translation.
    private struct Raster {
        let surface: OpaquePointer
        let key: RasterKey
    }

    /// What the pixels depend on besides the layout.
    private struct RasterKey: Equatable {
        /// The linear part of the layer-to-device matrix, and the fractional part of its
        /// translation.
        var xx, yx, xy, yy, fx, fy: Double
        var color: CGColor?
        var bounds: CGRect
        /// The device-pixel rectangle rasterized, relative to the whole-pixel translation.
        var x, y, width, height: Int
    }

    /// How many times the text has been rasterized: what a frame of unchanged text must not
    /// add to.
    private(set) var rasterizations = 0

    /// Rasters larger than this many pixels are not kept; such text is drawn straight into the
    /// frame (a layer far larger than the screen, all of it visible, is rare).
    private static let maximumRasterPixels = 4096 * 4096

    deinit {
        if let raster { cairo_surface_destroy(raster.surface) }
    }

    /// The layout for `key`, laid out again only when the key changed.
    func layout(for key: TextLayoutKey) -> TextLayout? {
        if let layout, layout.key == key { return layout }
        let engine = TextEngine.shared
        let made = engine.locked { TextLayout(key, engine: engine) }
        layout = made
        if let raster { cairo_surface_destroy(raster.surface) }
        raster = nil
        drawnDirectly = nil
        let problems = made?.problems ?? []
        for problem in problems where !reported.contains(problem) { StrataDiagnostics.report(problem) }
        reported = problems
        return made
    }

    /// Draws `values` in `bounds` of the layer whose space is `cr`'s user space, clipped to the
    /// bounds, at `alpha`. `frame` counts the render tree's frames (`ContentsCache.frame`): the
    /// bands of one frame may draw the text twice, and decide as one drawing of it would.
    func draw(_ values: TextValues, bounds: CGRect, alpha: Double, in cr: OpaquePointer, frame: UInt64? = nil) {
        lock.lock()
        defer { lock.unlock() }
        guard let key = TextLayoutKey(values, width: bounds.width, height: bounds.height),
              let layout = layout(for: key) else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let tx = m.x0.rounded(.down), ty = m.y0.rounded(.down)
        var local = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0 - tx, y0: m.y0 - ty)
        guard let region = TextRendering.visibleRegion(of: bounds, under: local, in: cr, shift: (tx, ty)) else { return }
        guard region.width * region.height <= TextRendering.maximumRasterPixels else {
            drawDirectly(layout, values: values, bounds: bounds, alpha: alpha, in: cr)
            return
        }
        let rasterKey = RasterKey(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, fx: local.x0, fy: local.y0,
                                  color: values.foregroundColor, bounds: bounds,
                                  x: region.x, y: region.y, width: region.width, height: region.height)
        if raster?.key != rasterKey {
            if let raster { cairo_surface_destroy(raster.surface) }
            raster = nil
            guard drawnDirectly == rasterKey, frame == nil || drawnDirectlyInFrame != frame else {
                if drawnDirectly != rasterKey {
                    drawnDirectly = rasterKey
                    drawnDirectlyInFrame = frame
                }
                drawDirectly(layout, values: values, bounds: bounds, alpha: alpha, in: cr)
                return
            }
            raster = TextRendering.rasterize(layout, key: rasterKey, matrix: &local)
            rasterizations += 1
        }
        guard let raster else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, raster.surface, tx + Double(region.x), ty + Double(region.y))
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// The whole device pixels the bounds cover under `m`, inside the target's pixels, relative
    /// to the whole-pixel translation `shift`; nil when none.
    private static func visibleRegion(of bounds: CGRect, under m: cairo_matrix_t, in cr: OpaquePointer,
                                      shift: (x: Double, y: Double)) -> (x: Int, y: Int, width: Int, height: Int)? {
        var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
        for corner in 0..<4 {
            let px = corner & 1 == 0 ? bounds.minX : bounds.maxX, py = corner & 2 == 0 ? bounds.minY : bounds.maxY
            let x = m.xx * px + m.xy * py + m.x0, y = m.yx * px + m.yy * py + m.y0
            lo = (min(lo.x, x), min(lo.y, y))
            hi = (max(hi.x, x), max(hi.y, y))
        }
        var x0 = lo.x.rounded(.down), y0 = lo.y.rounded(.down), x1 = hi.x.rounded(.up), y1 = hi.y.rounded(.up)
        // The target's pixels in the same device space (a group's surface is offset into it).
        if let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE {
            var dx = 0.0, dy = 0.0
            cairo_surface_get_device_offset(target, &dx, &dy)
            let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
            x0 = max(x0, -dx - shift.x)
            y0 = max(y0, -dy - shift.y)
            x1 = min(x1, -dx + width - shift.x)
            y1 = min(y1, -dy + height - shift.y)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0,
              abs(x0) < 1e9, abs(y0) < 1e9, x1 - x0 < 1e9, y1 - y0 < 1e9 else { return nil }
        return (Int(x0), Int(y0), Int(x1 - x0), Int(y1 - y0))
    }

    /// The layout drawn into a new surface covering the key's region.
    private static func rasterize(_ layout: TextLayout, key: RasterKey, matrix: inout cairo_matrix_t) -> Raster? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        defer { cairo_destroy(cr) }
        cairo_translate(cr, -Double(key.x), -Double(key.y))
        cairo_transform(cr, &matrix)
        paintText(layout, color: key.color, bounds: key.bounds, in: cr)
        cairo_surface_flush(surface)
        return Raster(surface: surface, key: key)
    }

    /// Text drawn straight into `cr` (the first time, or too large to keep), through a group
    /// when it is translucent (colour glyphs ignore the source's alpha).
    private func drawDirectly(_ layout: TextLayout, values: TextValues, bounds: CGRect, alpha: Double,
                              in cr: OpaquePointer) {
        cairo_save(cr)
        if alpha < 1 { cairo_push_group(cr) }
        TextRendering.paintText(layout, color: values.foregroundColor, bounds: bounds, in: cr)
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// The layout's lines in `color` (runs with their own colour keep it), clipped to `bounds`.
    private static func paintText(_ layout: TextLayout, color: CGColor?, bounds: CGRect, in cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        let rgba = color?.rgba ?? (r: 0, g: 0, b: 0, a: 0)
        cairo_set_source_rgba(cr, rgba.r, rgba.g, rgba.b, rgba.a)
        TextEngine.shared.locked {
            layout.draw(in: cr, origin: bounds.origin, maxY: bounds.height)
        }
    }
}
