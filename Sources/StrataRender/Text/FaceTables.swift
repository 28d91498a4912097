import CPango
import Foundation
import StrataCoreGraphics

/// What Core Text reads from a face's own tables beyond its line metrics (`FontMetrics`), in
/// design units: the box of every glyph (`head`), where to underline and how thick
/// (`post`), the italic angle (`post`), and how many glyphs it has (`maxp`, through HarfBuzz).
/// Read through HarfBuzz from the face Pango loads for the font.
package struct FaceTables: Sendable {
    /// Design units to the em.
    package let unitsPerEm: Int
    /// The union of the glyphs' boxes: x, y, width, height in design units, y up.
    package let boundingBox: (x: Int, y: Int, width: Int, height: Int)
    /// The top of the underline from the baseline, in design units: negative below it.
    package let underlinePosition: Int
    package let underlineThickness: Int
    /// Degrees counter-clockwise from upright: negative for a face leaning right.
    package let italicAngle: Double
    package let glyphCount: Int

    /// The tables of `font`'s face; nil when the face cannot be loaded or lacks `head`.
    package init?(_ font: CGFont) {
        guard let read = FontMetrics.inDesignUnits(font, { _, face, _ -> FaceTables? in
            let head = FaceTables.table(face, "head"), post = FaceTables.table(face, "post")
            guard head.count >= 54 else { return nil }
            func s16(_ bytes: [UInt8], _ at: Int) -> Int { Int(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))) }
            let xMin = s16(head, 36), yMin = s16(head, 38), xMax = s16(head, 40), yMax = s16(head, 42)
            // post: italicAngle as 16.16 fixed point at 4, underline position and thickness at 8 and 10.
            let hasPost = post.count >= 12
            let angle = hasPost ? Double(Int32(bitPattern: UInt32(post[4]) << 24 | UInt32(post[5]) << 16
                | UInt32(post[6]) << 8 | UInt32(post[7]))) / 65536 : 0
            return FaceTables(unitsPerEm: Int(hb_face_get_upem(face)),
                              boundingBox: (xMin, yMin, xMax - xMin, yMax - yMin),
                              underlinePosition: hasPost ? s16(post, 8) : 0, underlineThickness: hasPost ? s16(post, 10) : 0,
                              italicAngle: angle, glyphCount: Int(hb_face_get_glyph_count(face)))
        }), read.unitsPerEm > 0 else { return nil }
        self = read
    }

    private init(unitsPerEm: Int, boundingBox: (x: Int, y: Int, width: Int, height: Int), underlinePosition: Int,
                 underlineThickness: Int, italicAngle: Double, glyphCount: Int) {
        self.unitsPerEm = unitsPerEm
        self.boundingBox = boundingBox
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.italicAngle = italicAngle
        self.glyphCount = glyphCount
    }

    /// The bytes of the table tagged `tag` of `face`; empty when it has none.
    private static func table(_ face: OpaquePointer, _ tag: String) -> [UInt8] {
        let code = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard let blob = hb_face_reference_table(face, code) else { return [] }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { [UInt8](UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// Each of `glyphs`' horizontal advance and ink box (x, y, width, height, y up from its
    /// origin) in `font` at `size` points; nil when the face cannot be loaded. A glyph the face
    /// does not have measures nothing.
    package static func glyphMetrics(_ glyphs: [UInt16], font: CGFont, size: CGFloat)
        -> [(advance: CGFloat, box: CGRect)]? {
        FontMetrics.inDesignUnits(font) { unscaled, face, upem -> [(advance: CGFloat, box: CGRect)]? in
            // Design units, scaled here: the values are the tables'.
            let scale = max(size, 0) / CGFloat(upem), count = hb_face_get_glyph_count(face)
            return glyphs.map { glyph in
                guard UInt32(glyph) < count else { return (0, .zero) }
                let advance = CGFloat(hb_font_get_glyph_h_advance(unscaled, hb_codepoint_t(glyph))) * scale
                var extents = hb_glyph_extents_t()
                guard hb_font_get_glyph_extents(unscaled, hb_codepoint_t(glyph), &extents) != 0, extents.width != 0 else {
                    return (advance, .zero)
                }
                // HarfBuzz: bearing to the top-left, height negative (down).
                let box = CGRect(x: CGFloat(extents.x_bearing) * scale, y: CGFloat(extents.y_bearing + extents.height) * scale,
                                 width: CGFloat(extents.width) * scale, height: CGFloat(-extents.height) * scale)
                return (advance, box)
            }
        }
    }
}

extension FaceTables {
    /// The glyph `font`'s face names `name` in its `post` or `CFF` glyph names (through
    /// HarfBuzz); nil when the face has no glyph of that name.
    package static func glyph(named name: String, in font: CGFont) -> UInt32? {
        FontMetrics.inDesignUnits(font) { unscaled, _, _ -> UInt32? in
            var glyph: hb_codepoint_t = 0
            let found = name.withCString { hb_font_get_glyph_from_name(unscaled, $0, -1, &glyph) }
            return found != 0 ? glyph : nil
        }
    }
}
