import CCairo
import CPango
import Foundation
import StrataCoreGraphics
import StrataRender

/// Glyphs of a face drawn or outlined on the face Pango loads: outlined through Pango's glyph
/// strings, drawn with cairo from the font's scaled font.
enum GlyphPainter {
    /// The outline of `glyph` of `font` at `size` points, y up from its origin on the baseline,
    /// as path elements; nil when the face cannot be loaded.
    static func outline(of glyph: UInt16, font: CGFont, size: CGFloat) -> [CGPath.Element]? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        guard withGlyphString([glyph], at: [.zero], font: font, size: size, { loaded, string in
            pango_cairo_glyph_string_path(cr, loaded, string)
        }) else { return nil }
        guard let path = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(path) }
        // cairo's glyph space is y down: flipped so that the outline comes back y up.
        return CGPath.elements(of: path).map { $0.applying(CGAffineTransform(scaleX: 1, y: -1)) }
    }

    /// Draws `glyphs` of `font` at `size` at `positions` (y up, from the origin of `cr`'s user
    /// space, which is y down) in `cr`'s source.
    ///
    /// With cairo rather than `pango_cairo_show_glyph_string`: Pango draws glyph strings with a
    /// renderer it shares between calls, whose foreground alpha the last layout drawn leaves set
    /// (an outlined or translucent run's), so glyphs drawn after such text came out see-through.
    /// The positions are rounded to Pango units, as the glyph string placed them.
    static func draw(_ glyphs: [UInt16], at positions: [CGPoint], font: CGFont, size: CGFloat, in cr: OpaquePointer) {
        guard !glyphs.isEmpty else { return }
        _ = TextEngine.withLoadedFont(font, size: size) { loaded in
            guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(loaded)),
                  cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else { return }
            let scale = Double(PANGO_SCALE)
            var placed = zip(glyphs, positions).map { glyph, position in
                cairo_glyph_t(index: UInt(glyph), x: Double(units(position.x)) / scale,
                              y: Double(units(-position.y)) / scale)
            }
            cairo_save(cr)
            cairo_set_scaled_font(cr, scaled)
            cairo_show_glyphs(cr, &placed, Int32(placed.count))
            cairo_restore(cr)
        }
    }

    /// Adds the outlines of `glyphs` of `font` at `size` at `positions` (as `draw` places them)
    /// to `cr`'s current path.
    static func outline(_ glyphs: [UInt16], at positions: [CGPoint], font: CGFont, size: CGFloat, in cr: OpaquePointer) {
        guard !glyphs.isEmpty else { return }
        _ = withGlyphString(glyphs, at: positions, font: font, size: size) { loaded, string in
            cairo_move_to(cr, 0, 0)
            pango_cairo_glyph_string_path(cr, loaded, string)
        }
    }

    /// The face's glyph for each UTF-16 unit of `characters` (a surrogate pair's second unit
    /// gets 0), 0 where the face has none.
    static func glyphs(for characters: [UInt16], font: CGFont) -> [UInt16] {
        TextEngine.withLoadedFont(font, size: 12) { loaded -> [UInt16] in
            guard let shaping = pango_font_get_hb_font(loaded) else { return [] }
            var result: [UInt16] = []
            for (scalar, _, width) in unicodeScalars(of: characters) {
                var glyph: hb_codepoint_t = 0
                result.append(hb_font_get_nominal_glyph(shaping, scalar, &glyph) != 0 ? UInt16(truncatingIfNeeded: glyph) : 0)
                if width == 2 { result.append(0) }
            }
            return result
        } ?? []
    }

    /// Runs `body` with the font Pango loads for `font` at `size` and a glyph string of
    /// `glyphs` placed at `positions` (each as an offset from the string's origin, y up), inside
    /// the text engine's lock; false when the face cannot be loaded.
    private static func withGlyphString(_ glyphs: [UInt16], at positions: [CGPoint], font: CGFont, size: CGFloat,
                                        _ body: (UnsafeMutablePointer<PangoFont>, UnsafeMutablePointer<PangoGlyphString>) -> Void)
        -> Bool {
        TextEngine.withLoadedFont(font, size: size) { loaded -> Bool in
            guard let string = pango_glyph_string_new() else { return false }
            defer { pango_glyph_string_free(string) }
            pango_glyph_string_set_size(string, Int32(glyphs.count))
            // Each glyph at its own offset, with no advance: the positions are absolute.
            for (index, (glyph, position)) in zip(glyphs, positions).enumerated() {
                string.pointee.glyphs[index].glyph = PangoGlyph(glyph)
                string.pointee.glyphs[index].geometry.width = 0
                string.pointee.glyphs[index].geometry.x_offset = units(position.x)
                string.pointee.glyphs[index].geometry.y_offset = units(-position.y)
            }
            body(loaded, string)
            return true
        } ?? false
    }

    /// `points` in Pango units, rounded, clamped to `Int32`, 0 for NaN.
    private static func units(_ points: CGFloat) -> Int32 {
        let scaled = (points * CGFloat(PANGO_SCALE)).rounded()
        return scaled.isNaN ? 0 : Int32(Swift.min(Swift.max(scaled, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }
}
