import Foundation

extension CGContext {
    /// Sets the font glyphs are shown in (`showGlyphs(_:at:)`), as `CGContext.setFont(_:)`.
    /// Part of the graphics state.
    public func setFont(_ font: CGFont) { gstate.font = font }

    /// Sets the size glyphs are shown at, in text space units, as `CGContext.setFontSize(_:)`;
    /// values that are not finite are ignored.
    public func setFontSize(_ size: CGFloat) {
        guard size.isFinite else { return }
        gstate.fontSize = size
    }

    /// Sets the space added after each character shown as text, as
    /// `CGContext.setCharacterSpacing(_:)`. Accepted without effect: the only glyphs a context
    /// shows are `showGlyphs(_:at:)`'s, at positions given, which the spacing does not move
    /// (`showText` is not provided).
    public func setCharacterSpacing(_ spacing: CGFloat) {}

    /// The font and size `setFont(_:)` and `setFontSize(_:)` set (nil until a font is set), for
    /// Core Text's `showGlyphs(_:at:)`.
    package var glyphFont: (font: CGFont?, size: CGFloat) { (gstate.font, gstate.fontSize) }

    /// Sets how colours outside the destination's gamut are mapped, as
    /// `CGContext.setRenderingIntent(_:)`. Accepted without effect: Strata draws every colour
    /// space as standard-range sRGB, so no intent changes a pixel.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

    /// Whether glyphs may be smoothed, as `CGContext.setAllowsFontSmoothing(_:)`. Strata's text
    /// is always grey anti-aliased (the same pixels on every screen): accepted and without effect,
    /// as the font-rendering settings below.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}

    /// Whether glyphs are smoothed, as `CGContext.setShouldSmoothFonts(_:)` (see
    /// `setAllowsFontSmoothing(_:)`).
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}

    /// Whether glyphs may sit at fractional positions, as
    /// `CGContext.setAllowsFontSubpixelPositioning(_:)`: they always do in Strata.
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}

    /// Whether glyphs sit at fractional positions, as
    /// `CGContext.setShouldSubpixelPositionFonts(_:)`: they always do in Strata.
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}

    /// Whether glyph positions may be quantized, as
    /// `CGContext.setAllowsFontSubpixelQuantization(_:)`: they are not in Strata.
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}

    /// Whether glyph positions are quantized, as `CGContext.setShouldSubpixelQuantizeFonts(_:)`:
    /// they are not in Strata.
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
}
