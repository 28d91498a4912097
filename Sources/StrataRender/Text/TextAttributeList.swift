import CPango
import Foundation

/// The Pango attribute list of an attributed string's runs.
enum TextAttributeList {
    /// A new list (the caller unrefs it) of the runs' fonts, colours, kerning, underlines,
    /// strikethroughs, outlined-alone fills, baseline shifts and ligatures, each over its run's
    /// bytes cut to the `byteCount` kept of the string and placed where `laidOut` put them; nil
    /// when no run sets any. A run without a size of its own is `fontSize` points.
    static func make(for runs: [TextRun], byteCount: Int, laidOut: TextClusterLimit, fontSize: CGFloat,
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
            for attribute in shifts(of: run, size: run.fontSize.map { TextLimits.fontSize($0).size } ?? fontSize) {
                insert(attribute)
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

    /// The run's baseline offset and superscript as one rise (Pango's rise attributes do not add
    /// up), with the smaller size a superscript or subscript is drawn at, and its ligature
    /// setting as font features, for a run `size` points.
    ///
    /// Core Text's `kCTSuperscriptAttributeName` says only that positive values raise the text
    /// and negative ones lower it; each level here moves it a third of the font's size, at
    /// Pango's "small" scale (1/1.2), as Pango's own superscript convention draws it.
    /// Ligatures: 0 turns off the optional ones ("liga", "clig"), 2 turns on the discretionary
    /// and historical ones too.
    private static func shifts(of run: TextRun, size: CGFloat) -> [UnsafeMutablePointer<PangoAttribute>?] {
        var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
        let rise = (run.baselineOffset ?? 0) + CGFloat(run.superscript) * size / 3
        if rise != 0 { attributes.append(pango_attr_rise_new(Int32(pangoUnits: rise, rounding: .toNearestOrAwayFromZero))) }
        if run.superscript != 0 { attributes.append(pango_attr_scale_new(1 / 1.2)) }
        switch run.ligature {
        case 0: attributes.append(pango_attr_font_features_new("liga=0,clig=0"))
        case 2: attributes.append(pango_attr_font_features_new("liga=1,clig=1,dlig=1,hlig=1"))
        default: break
        }
        return attributes
    }

    /// A colour channel from 0...1 to Pango's 16 bits.
    private static func channel(_ value: CGFloat) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 65535).rounded())
    }
}
