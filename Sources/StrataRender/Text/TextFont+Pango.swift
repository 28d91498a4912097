import CPango
import Foundation

extension TextFont {
    /// The font drawn when a layer names none: "DejaVu Sans", or what fontconfig draws for
    /// sans-serif on a machine without it.
    static let defaultFont = CGFont(installed: CATextLayer.defaultFontName) ?? CGFont.substitute(forMissing: "sans-serif")

    /// The installed face to draw. A name no installed font has is reported and drawn in the
    /// face fontconfig substitutes for it (an alias's target, or the default sans-serif).
    func resolved(report: (String) -> Void) -> CGFont {
        switch self {
        case .font(let font):
            return font
        case .named(let name):
            if let font = CGFont(installed: name) { return font }
            let substitute = CGFont.substitute(forMissing: name)
            report("font \"\(name)\" is not installed; drawn in \"\(substitute.familyName)\", fontconfig's substitute")
            return substitute
        }
    }
}

extension CGFont {
    /// A new Pango description of this face (family, weight, style and width) at `size` points
    /// (nil leaves the size unset, to be inherited); the caller frees it.
    func pangoDescription(size: CGFloat?) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, familyName)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: min(max(weight, 100), 1000))))
        let style = switch slant {
        case .upright: PANGO_STYLE_NORMAL
        case .italic: PANGO_STYLE_ITALIC
        case .oblique: PANGO_STYLE_OBLIQUE
        }
        pango_font_description_set_style(description, style)
        pango_font_description_set_stretch(description, pangoStretch)
        if let size {
            // Absolute: in layer units, whatever resolution the context assumes.
            pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        }
        return description
    }

    /// The Pango width class nearest to fontconfig's width percentage.
    private var pangoStretch: PangoStretch {
        let classes: [(Double, PangoStretch)] = [
            (50, PANGO_STRETCH_ULTRA_CONDENSED), (62.5, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
            (87.5, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (112.5, PANGO_STRETCH_SEMI_EXPANDED),
            (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED),
        ]
        return classes.min { abs($0.0 - width) < abs($1.0 - width) }?.1 ?? PANGO_STRETCH_NORMAL
    }
}
