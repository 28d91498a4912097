import Foundation

extension NSAttributedString.Key {
    /// The run's font: a `CTFont`, drawn at its own size, or a `CGFont` or font name (`String`),
    /// drawn at the layer's `fontSize`. (UIKit's and AppKit's name for the key, which Core Text's
    /// `kCTFontAttributeName` shares.)
    public static let font = NSAttributedString.Key("NSFont")
    /// The run's text colour, a `CGColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` (or its `rawValue`) to underline the run with.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour, a `CGColor`; the text colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` (or its `rawValue`) to strike the run through with.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour, a `CGColor`; the text colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSParagraphStyle` for the paragraph the run is in.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The width of the glyphs' outline as a percentage of the font's size (a number): positive
    /// outlines the glyphs alone, negative outlines and fills them, 0 (the default) fills them.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The outline's colour, a `CGColor`; the text colour when absent.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// How far the run's glyphs are shifted up from the baseline in points (a number; negative
    /// shifts down).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
