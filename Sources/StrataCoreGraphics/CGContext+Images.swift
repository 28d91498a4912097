import CCairo
import Foundation

/// How carefully images are resampled when drawn, as CoreGraphics' `CGInterpolationQuality`
/// (same raw values).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default: bilinear in Strata.
    case `default` = 0
    /// No interpolation: nearest pixel.
    case none = 1
    /// Low quality: bilinear.
    case low = 2
    /// High quality: cairo's `GOOD` filter, which also averages pixels when shrinking.
    case high = 3
    /// Medium quality: bilinear.
    case medium = 4

    /// The cairo filter for this quality.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .default, .low, .medium: CAIRO_FILTER_BILINEAR
        case .high: CAIRO_FILTER_GOOD
        }
    }
}

extension CGContext {
    /// How images are resampled by `draw(_:in:)`, as `CGContext.interpolationQuality`; part of
    /// the graphics state, so `saveGState`/`restoreGState` keep it.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }

    /// Draws `image` scaled to fill `rect`, as `CGContext.draw(_:in:)`.
    ///
    /// As in CoreGraphics the image is upright in user space taken as y-up: its first (top) row
    /// lies along `rect.maxY` and its last row along `rect.minY`. In a context flipped to y-down
    /// it therefore appears upside down, exactly as on Apple platforms. The global alpha, blend
    /// mode and clip apply; the current path is kept. An image mask (`CGImage.isMask`) paints the
    /// fill colour where it lets paint through, as CoreGraphics draws one.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false)
    }

    /// Draws `image` scaled to `rect`, as `CGContext.draw(_:in:byTiling:)`: with `byTiling`, the
    /// image is repeated from `rect` in every direction over the whole clip (a pattern of tiles
    /// `rect`'s size); without, it is drawn once, as `draw(_:in:)`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        draw(pixels: image.surface, width: image.width, height: image.height, in: rect, byTiling: byTiling,
             isMask: image.isMask)
    }

    /// Draws the image surface `pixels` (`width` × `height`, rows top down) scaled to `rect` as
    /// `draw(_:in:byTiling:)` places an image; an image mask's (`isMask`) alpha paints the fill
    /// colour. What images and `CGLayer`s are drawn through, without copying their pixels.
    func draw(pixels: OpaquePointer, width: Int, height: Int, in rect: CGRect, byTiling: Bool, isMask: Bool) {
        let r = rect.standardized
        guard canDraw, !r.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
              r.width.isFinite, r.height.isFinite else { return }
        // A pattern of our own: the image's cached pattern is shared with the layer compositor,
        // which sets its matrix and filter for its own use.
        guard let pattern = cairo_pattern_create_for_surface(pixels) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space is the image's pixels, y down from the top row. A user-space point
        // (x, y) maps to column (x − minX)·w/width and row (maxY − y)·h/height.
        let sx = Double(width) / r.width, sy = Double(height) / r.height
        var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -r.minX * sx, y0: r.maxY * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, gstate.interpolationQuality.cairoFilter)
        // Tiles repeat the picture. Drawn once, padding repeats the edge pixels so filtering near
        // the border does not fade to transparent; the clip below keeps the padding outside
        // `rect` from showing.
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        castingShadow { preservingPath {
            cairo_save(cr)
            if !byTiling {
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_clip(cr)
            }
            if isMask {
                // An image mask paints the fill colour through its inverse alpha.
                setCairoSource(gstate.fillColor)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, gstate.alpha)
            }
            cairo_restore(cr)
        } }
        finishDrawing()
    }
}
