import Foundation

/// The attributes of one run of an attributed string, over a range of the UTF-8 bytes of the
/// string (the unit the text engine indexes by). Nil and empty values mean "the layer's own".
package struct TextRun: Equatable, Sendable {
    /// Where the run is, in UTF-8 bytes of `TextContent.string`.
    package var bytes: Range<Int>
    package var font: TextFont?
    /// The size of the run's font when the attribute was a `CTFont`, which carries one; nil
    /// draws the run at the layer's `fontSize`.
    package var fontSize: CGFloat?
    package var color: CGColor?
    /// Whether the run takes its colour from where it is drawn whatever `color` says
    /// (`kCTForegroundColorFromContextAttributeName`): a Core Text line's context's fill
    /// colour, a text layer's `foregroundColor`.
    package var colorFromContext = false
    /// Extra space after each character, in points.
    package var kern: CGFloat?
    package var underline: NSUnderlineStyle = []
    package var underlineColor: CGColor?
    package var strikethrough: NSUnderlineStyle = []
    package var strikethroughColor: CGColor?
    /// The alignment of the paragraph the run starts in.
    package var alignment: NSTextAlignment?
    /// The vertical spacing of the paragraph the run starts in; nil for none.
    package var spacing: ParagraphSpacing?
    /// The indents of the paragraph the run starts in; nil for none.
    package var indents: ParagraphIndents?
    /// The tab stops of the paragraph the run starts in; nil for Core Text's default ones.
    package var tabs: ParagraphTabs?
    /// The glyphs' outline width in percent of the font size: positive outlines alone, negative
    /// outlines and fills (`NSAttributedString.Key.strokeWidth`); nil or 0 fills alone.
    package var strokeWidth: CGFloat?
    /// The outline's colour; the text colour when nil.
    package var strokeColor: CGColor?
    /// How far the glyphs are shifted up from the baseline, in points (negative down): Core
    /// Text's `kCTBaselineOffsetAttributeName`, UIKit's `baselineOffset`; nil for none.
    package var baselineOffset: CGFloat?
    /// Superscript levels (Core Text's `kCTSuperscriptAttributeName`): positive raises the
    /// glyphs and draws them smaller, negative lowers them; 0 for none.
    package var superscript = 0
    /// Which ligatures to form (`kCTLigatureAttributeName`): 0 only those the script needs, 1
    /// the font's default ones, 2 all it has; nil for the default.
    package var ligature: Int?
    /// The explicit bidi embeddings or overrides asked for (`kCTWritingDirectionAttributeName`,
    /// `CTWritingDirection` values with `kCTWritingDirectionOverride`): kept, not drawn.
    package var writingDirection: [Int]?

    /// Whether the run changes nothing from the layer's own attributes.
    package var isPlain: Bool {
        font == nil && color == nil && !colorFromContext && kern == nil && underline.isEmpty && strikethrough.isEmpty
            && alignment == nil && spacing == nil && indents == nil && tabs == nil && (strokeWidth ?? 0) == 0
            && (baselineOffset ?? 0) == 0 && superscript == 0 && (ligature ?? 1) == 1 && writingDirection == nil
    }

    package init(bytes: Range<Int>) {
        self.bytes = bytes
    }

    /// The run for an attributed string's attributes; `report` hears about attributes it cannot
    /// draw (a key it does not know, or a value of the wrong type), which it leaves out.
    package init(bytes: Range<Int>, attributes: [NSAttributedString.Key: Any], report: (String) -> Void) {
        self.bytes = bytes
        for (key, value) in attributes {
            if !read(value, for: key) {
                report("attribute \(key.rawValue) = \(value) is not drawn by CATextLayer; ignored")
            }
        }
    }

    /// Stores a recognised attribute; false for an unknown key or a value of the wrong type.
    private mutating func read(_ value: Any, for key: NSAttributedString.Key) -> Bool {
        switch key.rawValue {
        case NSAttributedString.Key.font.rawValue:
            font = TextFont(value)
            fontSize = (value as? CTFont)?.size
            return font != nil
        case NSAttributedString.Key.foregroundColor.rawValue, "CTForegroundColor":
            color = value as? CGColor
            return color != nil
        case "CTForegroundColorFromContext":
            guard let flag = value as? Bool ?? (value as? NSNumber)?.boolValue else { return false }
            colorFromContext = flag
        case NSAttributedString.Key.kern.rawValue:
            kern = CALayer.number(value).flatMap { $0.isFinite ? CGFloat($0) : nil }
            return kern != nil
        case NSAttributedString.Key.underlineStyle.rawValue:
            guard let style = TextRun.lineStyle(value) else { return false }
            underline = style
        case NSAttributedString.Key.strikethroughStyle.rawValue:
            guard let style = TextRun.lineStyle(value) else { return false }
            strikethrough = style
        case NSAttributedString.Key.underlineColor.rawValue, "CTUnderlineColor":
            underlineColor = value as? CGColor
            return underlineColor != nil
        case NSAttributedString.Key.strikethroughColor.rawValue:
            strikethroughColor = value as? CGColor
            return strikethroughColor != nil
        case NSAttributedString.Key.strokeWidth.rawValue:
            strokeWidth = CALayer.number(value).flatMap { $0.isFinite ? CGFloat($0) : nil }
            return strokeWidth != nil
        case NSAttributedString.Key.strokeColor.rawValue, "CTStrokeColor":
            strokeColor = value as? CGColor
            return strokeColor != nil
        case NSAttributedString.Key.baselineOffset.rawValue, "CTBaselineOffset":
            baselineOffset = CALayer.number(value).flatMap { $0.isFinite ? CGFloat($0) : nil }
            return baselineOffset != nil
        case "NSSuperScript":
            guard let level = TextRun.integer(value) else { return false }
            superscript = level
        case "NSLigature":
            ligature = TextRun.integer(value)
            return ligature != nil
        case "NSWritingDirection":
            guard let levels = value as? [Any] ?? (value as? NSArray).map({ $0.map { $0 } }) else { return false }
            let numbers = levels.compactMap(TextRun.integer)
            guard numbers.count == levels.count else { return false }
            writingDirection = numbers
        case NSAttributedString.Key.paragraphStyle.rawValue:
            guard let style = value as? NSParagraphStyle else { return false }
            alignment = style.alignment
            spacing = ParagraphSpacing(style)
            indents = ParagraphIndents(style)
            let styleTabs = ParagraphTabs(style)
            tabs = styleTabs == .standard ? nil : styleTabs
        default:
            return false
        }
        return true
    }

    /// A whole number given as a number; nil for another value, a fraction or one past `Int`.
    private static func integer(_ value: Any) -> Int? {
        if let integer = value as? Int { return integer }
        return CALayer.number(value).flatMap { Int(exactly: $0) }
    }

    /// An underline or strikethrough style given as the style or as its raw value.
    private static func lineStyle(_ value: Any) -> NSUnderlineStyle? {
        if let style = value as? NSUnderlineStyle { return style }
        if let raw = value as? Int { return NSUnderlineStyle(rawValue: raw) }
        // A number past Int's range (1e19, ±1e300) or not finite names no style: refused, and
        // reported with the attributes that cannot be drawn.
        return CALayer.number(value).flatMap { Int(exactly: $0.rounded(.towardZero)) }.map(NSUnderlineStyle.init(rawValue:))
    }
}
