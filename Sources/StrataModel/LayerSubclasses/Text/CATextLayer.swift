import Foundation

/// A layer that draws a string laid out inside its bounds (Apple's `CATextLayer`), with
/// Apple's property names and defaults.
///
/// The text is drawn above the background, from the top of the bounds down (layer space is
/// y-down), and clipped to the bounds as Core Animation's text layer is. The renderer lays it
/// out with Pango: HarfBuzz shapes it (ligatures, Arabic joining, Indic clusters), FriBidi
/// orders right-to-left runs, and fontconfig finds a font for every character the layer's font
/// lacks (CJK, Devanagari, colour emoji when such fonts are installed). Glyphs are anti-aliased
/// in grey levels, unhinted.
///
/// Text is drawn at the resolution of the pixels it lands on, so it is sharp at 2× with
/// `contentsScale` 2, and equally with the default 1: where Apple rasterizes a text layer at
/// `contentsScale` and scales that up (blurred text when it does not match the screen),
/// Strata never draws text below the screen's resolution. Layout is in points, independent of
/// the scale, so text that fits at 1× fits at 2×.
open class CATextLayer: CALayer {
    /// The default font's name: Apple draws Helvetica, Strata the sans-serif that
    /// fonts-dejavu-core installs (the same role: the platform's plain sans-serif).
    package static let defaultFontName = "DejaVu Sans"

    /// The text to draw: a `String` (or `NSString`), or an `NSAttributedString`, whose runs
    /// may set the font, colour, kerning, underline, strikethrough, outline and paragraph
    /// alignment and spacing (the `NSAttributedString.Key`s `font`, `foregroundColor`, `kern`,
    /// `underlineStyle`, `underlineColor`, `strikethroughStyle`, `strikethroughColor`,
    /// `strokeWidth`, `strokeColor` and `paragraphStyle`); characters without a font use the
    /// layer's `font` and `fontSize`, and without a colour are black, Core Text's default (the
    /// layer's `foregroundColor` is for plain strings, as Apple documents). Read when set, as Apple's layer
    /// copies it. Other values draw nothing and are reported through
    /// `StrataDiagnostics`, as are attributes that cannot be drawn. Default nil.
    open var string: Any? {
        get { text.string }
        set { subclassPropertyDidChange("string", changed: text.setString(newValue), from: nil) }
    }

    /// The font: a `CTFont`, a `CGFont`, or a font name `String` (or `NSString`): a PostScript name
    /// ("DejaVuSans-Bold"), a full name ("DejaVu Sans Bold"), a family name ("DejaVu Sans"), or
    /// a family followed by style words ("DejaVu Serif Italic"). Its size always comes from
    /// `fontSize`, as on Apple (a `CTFont`'s own size is ignored here; in an attributed
    /// string's runs it is drawn). A name that no installed font has is reported when the text is
    /// laid out and drawn in the font fontconfig substitutes for it. Other values are reported
    /// and draw in the default font. Default nil: "DejaVu Sans", where Apple draws Helvetica
    /// (the same role: the platform's plain sans-serif, installed with fonts-dejavu-core).
    open var font: Any? {
        get { text.fontValue }
        set { subclassPropertyDidChange("font", changed: text.setFont(newValue), from: nil) }
    }

    /// The font size in points (layer units). Default 36, Apple's value. Sizes that are not
    /// finite and positive, or larger than any screen shows, are reported when laid out and
    /// drawn at the nearest usable size.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set { setTableField(\CATextLayer.text.fontSize, newValue, key: "fontSize") }
    }

    /// The colour of a plain string's text; nil draws none. Default opaque white, Apple's
    /// value. An attributed string's runs are drawn in their own colours (black without one),
    /// but for runs taking the context's colour (`kCTForegroundColorFromContextAttributeName`).
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { setTableField(\CATextLayer.text.foregroundColor, newValue, key: "foregroundColor") }
    }

    /// Whether lines wrap at the width of the bounds: between words, and inside a word only when
    /// the word alone is wider than the bounds. Default false, Apple's value: each line of the
    /// string (ended by a newline) is drawn on one line.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { setTableField(\CATextLayer.text.isWrapped, newValue, key: "wrapped") }
    }

    /// How text that does not fit is shortened with an ellipsis ("…"): each line wider than the
    /// bounds when not wrapped; the last line that fits in the height when wrapped. Default
    /// `.none`, Apple's value: the text is clipped.
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { setTableField(\CATextLayer.text.truncationMode, newValue, key: "truncationMode") }
    }

    /// How lines are aligned across the width of the bounds. Default `.natural`, Apple's value:
    /// the left edge for left-to-right paragraphs, the right edge for right-to-left ones. An
    /// attributed string's paragraph style overrides it for its paragraph.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { setTableField(\CATextLayer.text.alignmentMode, newValue, key: "alignmentMode") }
    }

    /// Whether glyph positions and advances may be rounded to whole pixels. Default false,
    /// Apple's value: positions keep their fractions, so text scales exactly with the layer.
    open var allowsFontSubpixelQuantization: Bool {
        get { text.allowsFontSubpixelQuantization }
        set { setTableField(\CATextLayer.text.allowsFontSubpixelQuantization, newValue, key: "allowsFontSubpixelQuantization") }
    }

    /// The properties; the table rows in `TextValues` describe them.
    package private(set) var text = TextValues()
    /// The text as read from `string` when it was set.
    package var content: TextContent? { text.content }
    /// The font as read from `font` when it was set.
    package var textFont: TextFont? { text.font }

    /// The drawn text properties.
    package var textValues: TextValues { text }

    /// The size of the laid-out text, as Apple's text layer answers: wrapped at the width of the
    /// bounds when `isWrapped`, otherwise as wide as its longest line; as tall as its lines.
    /// Measured by the text engine the renderer installs (see `TextMeasurement`).
    open override func preferredFrameSize() -> CGSize {
        guard let measure = TextMeasurement.measure else {
            StrataDiagnostics.report("CATextLayer.preferredFrameSize(): no text engine "
                                      + "(the program does not link StrataRender); answered the bounds size")
            return bounds.size
        }
        return measure(textValues, isWrapped ? bounds.width : nil)
    }

    /// The text properties: Apple's defaults (36-point white text, unwrapped, natural
    /// alignment), key-value coding (a value of the wrong type reported and ignored, as a typed
    /// property cannot hold it), copying.
    override package class var classTable: LayerClassTable? { table }
    private static let table = LayerClassTable(TextValues.table, storedAt: \CATextLayer.text, defaults: TextValues(),
                                               actionKeys: ["isWrapped": "wrapped"], render: { .text($0.textValues) })
}
