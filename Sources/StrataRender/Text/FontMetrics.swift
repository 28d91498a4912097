import CPango
import Foundation
import StrataCoreGraphics

/// A face's vertical metrics at a size, read from its own tables through HarfBuzz (as Core Text
/// reads them for `CTFontGetAscent` and its siblings): ascender, descender and line gap as the
/// face's horizontal header (or typographic metrics, when the face asks for those); cap and x
/// heights as the tops of its H and x, in points at the size.
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
        guard let read = FontMetrics.inDesignUnits(font, { unscaled, _, upem -> (Int, [Int32])? in
            var extents = hb_font_extents_t()
            guard hb_font_get_h_extents(unscaled, &extents) != 0 else { return nil }
            /// The top of `character`'s outline, 0 when the face has no glyph for it.
            func top(of character: UInt32) -> Int32 {
                var glyph: hb_codepoint_t = 0, box = hb_glyph_extents_t()
                guard hb_font_get_nominal_glyph(unscaled, character, &glyph) != 0,
                      hb_font_get_glyph_extents(unscaled, glyph, &box) != 0 else { return 0 }
                return box.y_bearing
            }
            let values = [extents.ascender, extents.descender, extents.line_gap, top(of: 0x48), top(of: 0x78)]
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

    /// Runs `body` with a HarfBuzz font of `font`'s face (as Pango loads it) at one unit a design
    /// unit, so that the values it reads come back as the face's tables hold them, with the face
    /// and its units per em; nil when the face cannot be loaded or `body` answers nil.
    package static func inDesignUnits<T>(_ font: CGFont, _ body: (OpaquePointer, OpaquePointer, Int32) -> T?) -> T? {
        TextEngine.withLoadedFont(font, size: 12) { loaded -> T? in
            guard let shaping = pango_font_get_hb_font(loaded), let face = hb_font_get_face(shaping),
                  let unscaled = hb_font_create(face) else { return nil }
            defer { hb_font_destroy(unscaled) }
            let upem = Int32(clamping: hb_face_get_upem(face))
            guard upem > 0 else { return nil }
            hb_font_set_scale(unscaled, upem, upem)
            return body(unscaled, face, upem)
        } ?? nil
    }
}
