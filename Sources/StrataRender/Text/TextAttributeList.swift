import CPango
import Foundation

/// The Pango attribute list of an attributed string's runs.
enum TextAttributeList {
    /// A new list (the caller unrefs it) of the runs' fonts, colours, kerning, underlines,
    /// strikethroughs and outlined-alone fills, each over its run's bytes cut to the `byteCount` kept of the string and
    /// placed where `laidOut` put them; nil when no run sets any.
    static func make(for runs: [TextRun], byteCount: Int, laidOut: TextClusterLimit,
                     report: (String) -> Void) -> OpaquePointer? {
        guard !runs.isEmpty, let list = pango_attr_list_new() else { return nil }
        for run in runs {
            let start = laidOut.laidOutOffset(min(run.bytes.lowerBound, byteCount))
            let end = laidOut.laidOutOffset(min(run.bytes.upperBound, byteCount))
            guard end > start else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            if let font = run.font?.resolved(report: report),
               let description = font.pangoDescription(size: run.fontSize.map { TextLimits.fontSize($0).size }) {
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            // Outlined alone (a positive stroke width): the glyphs are filled with Pango's least
            // alpha, which draws nothing, and outlined afterwards (`TextStrokes`).
            let outlinedAlone = (run.strokeWidth ?? 0) > 0
            // A run coloured by where it is drawn keeps the drawing's own colour: no attribute.
            if !run.colorFromContext, let color = run.color?.rgba {
                insert(pango_attr_foreground_new(channel(color.r), channel(color.g), channel(color.b)))
                // Pango takes an alpha of 0 for none set (opaque): a clear colour gets its least.
                if color.a < 1, !outlinedAlone { insert(pango_attr_foreground_alpha_new(max(channel(color.a), 1))) }
            }
            if outlinedAlone { insert(pango_attr_foreground_alpha_new(1)) }
            if let kern = run.kern {
                insert(pango_attr_letter_spacing_new(Int32(pangoUnits: kern, rounding: .toNearestOrAwayFromZero)))
            }
            if !run.underline.isEmpty {
                insert(pango_attr_underline_new(run.underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let color = run.underlineColor?.rgba {
                    insert(pango_attr_underline_color_new(channel(color.r), channel(color.g), channel(color.b)))
                }
            }
            if !run.strikethrough.isEmpty {
                insert(pango_attr_strikethrough_new(1))
                if let color = run.strikethroughColor?.rgba {
                    insert(pango_attr_strikethrough_color_new(channel(color.r), channel(color.g), channel(color.b)))
                }
            }
        }
        return list
    }

    /// A colour channel from 0...1 to Pango's 16 bits.
    private static func channel(_ value: CGFloat) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 65535).rounded())
    }
}
