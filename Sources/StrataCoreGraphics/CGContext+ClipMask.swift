import CCairo
import Foundation

/// The product of the masks `clip(to:mask:)` intersected with the clip: an A8 surface the size
/// of the context, in device pixels, so that later CTM changes do not move it.
final class ClipMask {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }
}

extension CGContext {
    /// Maps `mask` into `rect` and intersects the clip with it, as `CGContext.clip(to:mask:)`:
    /// later drawing shows where the mask is white or opaque and not where it is black or
    /// transparent, partly in between, and not outside `rect`. An image without transparency
    /// (what CoreGraphics asks for: a grey image without alpha) masks by its grey level (its
    /// colour's grey, `GreyLevels`); an image with transparency masks by its alpha, as the
    /// icon-tinting idiom (`clip(to:mask:)` then `fill`) expects. An image mask
    /// (`CGImage(maskWidth:…)`) masks by inverse alpha: drawing shows where its samples are 0 and
    /// not where they are 1. Its top row lies along `rect.maxY`, as `draw(_:in:)` places an
    /// image. Part of the graphics state; masks set one after another multiply.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard canDraw, !r.isNull, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite,
              let plane = mask.coveragePlane() else { return }
        defer { cairo_surface_destroy(plane) }
        guard let pattern = cairo_pattern_create_for_surface(plane) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // User space → mask pixels: column (x − minX)·w/width, row (maxY − y)·h/height.
        let sx = Double(mask.width) / r.width, sy = Double(mask.height) / r.height
        var toMask = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -r.minX * sx, y0: r.maxY * sy)
        cairo_pattern_set_matrix(pattern, &toMask)
        cairo_pattern_set_filter(pattern, gstate.interpolationQuality.cairoFilter)
        // Edge pixels repeat outward, so filtering does not fade the mask's border; the clip to
        // `rect` below bounds it.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The new mask drawn in device pixels through the current CTM, times the masks before.
        guard let combined = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(combined) == CAIRO_STATUS_SUCCESS, let painter = cairo_create(combined) else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_set_matrix(painter, &ctm)
        cairo_set_source(painter, pattern)
        if let before = gstate.clipMask {
            cairo_identity_matrix(painter)
            cairo_mask_surface(painter, before.surface, 0, 0)
        } else {
            cairo_paint(painter)
        }
        cairo_destroy(painter)
        cairo_surface_flush(combined)
        gstate.clipMask = ClipMask(surface: combined)
        // Apple's mask clip says nothing of the current path: it is kept.
        preservingPath { clip(to: r) }
    }

    /// Runs `draw` (one drawing operation) and shows what it drew only through the clip mask:
    /// drawn into a group, then painted through the mask, in device pixels.
    func throughClipMask(_ draw: () -> Void) {
        guard let mask = gstate.clipMask else { return draw() }
        cairo_push_group(cr)
        draw()
        // The group as the source, locked to the user space it was drawn in.
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }
}
