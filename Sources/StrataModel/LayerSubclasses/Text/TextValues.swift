import Foundation

/// `CATextLayer`'s properties as plain values, with Apple's defaults, and what a commit hands
/// the renderer: the string and font as set, and read out of their `Any` forms when set (the
/// renderer draws `content` and `font`). The table declares each property once: key-value
/// coding, defaults, copying, the animatable keys and the inspector read it.
package struct TextValues {
    /// The `string` as set.
    package private(set) var string: Any?
    /// The text read from `string`; nil draws nothing.
    package private(set) var content: TextContent?
    /// The `font` as set.
    package private(set) var fontValue: Any?
    /// The font read from `fontValue`; nil is the default font.
    package private(set) var font: TextFont?
    /// Apple's 36 points.
    package var fontSize: CGFloat = 36
    /// Apple's opaque white.
    package var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    package var isWrapped = false
    package var truncationMode = CATextLayerTruncationMode.none
    package var alignmentMode = CATextLayerAlignmentMode.natural
    package var allowsFontSubpixelQuantization = false

    package init() {}

    /// Sets the string and reads its text; values that are no text are reported (and draw
    /// nothing). Returns whether the text changed.
    @discardableResult
    package mutating func setString(_ value: Any?) -> Bool {
        let old = content
        string = value
        content = TextContent(value) { StrataDiagnostics.report($0) }
        return content != old
    }

    /// Sets the font and reads it; a value that is no font is reported (and the default font
    /// drawn). Returns whether the font changed.
    @discardableResult
    package mutating func setFont(_ value: Any?) -> Bool {
        let old = font
        fontValue = value
        font = value.flatMap(TextFont.init)
        if let value, font == nil {
            StrataDiagnostics.report("font \(type(of: value)) value is not a CTFont, CGFont or font name; the default font is drawn")
        }
        return font != old
    }

    /// The text layer's properties, in the inspector's order (`wrapped` and `isWrapped` name one
    /// property); Apple animates the font size and the colour.
    package static let table = ValueTable<TextValues>([
        ValueRow(key: "string", isAnimatable: false, get: { $0.string }) { values, boxed in
            values.setString(BoxedValue.unboxed(boxed))
            return true
        },
        ValueRow(key: "font", isAnimatable: false, get: { $0.fontValue }) { values, boxed in
            values.setFont(BoxedValue.unboxed(boxed))
            return true
        },
        .number("fontSize", \.fontSize),
        .optional("foregroundColor", \.foregroundColor),
        .flag("wrapped", \.isWrapped),
        .flag("isWrapped", \.isWrapped),
        .constant("truncationMode", \.truncationMode),
        .constant("alignmentMode", \.alignmentMode),
        .flag("allowsFontSubpixelQuantization", \.allowsFontSubpixelQuantization),
    ])
}
