import CCairo
import CPango
import Foundation
import StrataModel

/// The outlined runs of a layout (`NSAttributedString.Key.strokeWidth`, Core Text's
/// `kCTStrokeWidthAttributeName`), stroked over their glyphs after the lines are drawn: a
/// positive width outlines glyphs whose fill `TextAttributeList` made invisible, a negative one
/// outlines filled glyphs. The width is a percentage of each run's font size; the colour is the
/// run's stroke colour, else its text colour, else the layout's.
struct TextStrokes {
    /// One outlined run: its laid-out bytes, width (percent of the font size) and colours.
    struct Run {
        let bytes: Range<Int>
        let width: CGFloat
        let color: CGColor?
        let textColor: CGColor?
    }

    let runs: [Run]

    /// The outlined runs of `content`, placed in the laid-out bytes as `TextAttributeList` places
    /// attributes (`byteCount` kept, `laidOut`'s cut).
    init(_ content: TextContent, byteCount: Int, laidOut: TextClusterLimit) {
        runs = content.runs.compactMap { run in
            guard let width = run.strokeWidth, width != 0 else { return nil }
            let start = laidOut.laidOutOffset(min(run.bytes.lowerBound, byteCount))
            let end = laidOut.laidOutOffset(min(run.bytes.upperBound, byteCount))
            guard end > start else { return nil }
            return Run(bytes: start..<end, width: width, color: run.strokeColor,
                       textColor: run.colorFromContext ? nil : run.color)
        }
    }

    /// Strokes the outlined runs of `line`, drawn by Pango from (`x`, `y`) on its baseline, in
    /// `cr`'s current source where a run sets no colour; call inside `TextEngine.locked`.
    func stroke(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: CGFloat, y: CGFloat, in cr: OpaquePointer) {
        guard !runs.isEmpty else { return }
        let scale = CGFloat(PANGO_SCALE)
        var runX = x
        var node = line.pointee.runs
        // Glyph items in visual order, each drawn where the last ended.
        while let current = node {
            node = current.pointee.next
            guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let glyphs = item.pointee.glyphs, let analysis = item.pointee.item?.pointee else { continue }
            defer { runX += CGFloat(pango_glyph_string_get_width(glyphs)) / scale }
            let offset = Int(analysis.offset)
            guard let run = runs.first(where: { $0.bytes.contains(offset) }), let font = analysis.analysis.font else { continue }
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_move_to(cr, runX, y)
            pango_cairo_glyph_string_path(cr, font, glyphs)
            cairo_set_line_width(cr, abs(run.width) * TextStrokes.size(of: font) / 100)
            if let rgba = (run.color ?? run.textColor)?.rgba { cairo_set_source_rgba(cr, rgba.r, rgba.g, rgba.b, rgba.a) }
            cairo_stroke(cr)
            cairo_restore(cr)
        }
    }

    /// `font`'s size in layout units.
    private static func size(of font: UnsafeMutablePointer<PangoFont>) -> CGFloat {
        guard let description = pango_font_describe(font) else { return 0 }
        defer { pango_font_description_free(description) }
        return CGFloat(pango_font_description_get_size(description)) / CGFloat(PANGO_SCALE)
    }
}
