import CPango
import Foundation
import StrataCoreGraphics

/// A face's vertical metrics at a size, read from its own tables through HarfBuzz (as Core Text
/// reads them for `CTFontGetAscent` and its siblings): ascender, descender and line gap as the
/// face's horizontal header (or typographic metrics, when the face asks for those), cap and x
/// heights from its OS/2 table (or, before its version 2, the tops of H and x), in points at the
/// size.
package struct FontMetrics: Sendable {
    /// The face's design units to its em.
    package let unitsPerEm: Int
    /// Above the baseline.
    package let ascent: CGFloat
    /// Below the baseline, positive.
    package let descent: CGFloat
    /// The gap the face asks for between lines.
    package let leading: CGFloat
    package let capHeight: CGFloat
    package let xHeight: CGFloat

    /// The metrics of `font` at `size` points; nil when the face cannot be loaded.
    package init?(_ font: CGFont, size: CGFloat) {
        let engine = TextEngine.shared
        guard let read = engine.locked({ () -> (Int, [Int32])? in
            guard let description = font.pangoDescription(size: max(size, 0)) else { return nil }
            defer { pango_font_description_free(description) }
            guard let loaded = engine.loadFont(description) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
            guard let shaping = pango_font_get_hb_font(loaded), let face = hb_font_get_face(shaping) else { return nil }
            let upem = Int32(clamping: hb_face_get_upem(face))
            // A font of our own at one unit a design unit: the values come back as the tables hold them.
            guard let unscaled = hb_font_create(face) else { return nil }
            defer { hb_font_destroy(unscaled) }
            hb_font_set_scale(unscaled, upem, upem)
            let tags = [HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER,
                        HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, HB_OT_METRICS_TAG_CAP_HEIGHT, HB_OT_METRICS_TAG_X_HEIGHT]
            // HarfBuzz falls back where a table lacks a value: cap and x heights from the
            // outlines of H and x when the OS/2 table is older than version 2.
            let values = tags.map { tag -> Int32 in
                var value: hb_position_t = 0
                hb_ot_metrics_get_position_with_fallback(unscaled, tag, &value)
                return value
            }
            return (Int(upem), values)
        }), read.0 > 0 else { return nil }
        let scale = max(size, 0) / CGFloat(read.0)
        unitsPerEm = read.0
        ascent = CGFloat(read.1[0]) * scale
        descent = -CGFloat(read.1[1]) * scale
        leading = CGFloat(read.1[2]) * scale
        capHeight = CGFloat(read.1[3]) * scale
        xHeight = CGFloat(read.1[4]) * scale
    }
}
