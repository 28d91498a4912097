import Foundation

/// The paragraph attributes of an attributed string (UIKit's and AppKit's `NSParagraphStyle`),
/// the value of `.paragraphStyle`. Text layers and Core Text frames draw its `alignment`, its
/// vertical spacing (`ParagraphSpacing` says how), its indents (`ParagraphIndents`) and its tab stops
/// (`ParagraphTabs`).
open class NSParagraphStyle: @unchecked Sendable {
    /// How the paragraph's lines are aligned. Default `.natural`.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// The space added between the paragraph's lines, in points. Default 0.
    public internal(set) var lineSpacing: CGFloat = 0
    /// The space after the paragraph, in points. Default 0.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// The space before the paragraph, in points. Default 0.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The least height of a line, in points. Default 0 (none).
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line, in points. Default 0 (no limit).
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// What a line's natural height is multiplied by. Default 0 (not multiplied).
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// The indent of the paragraph's first line from the leading margin, in points. Default 0.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of its other lines from the leading margin, in points. Default 0.
    public internal(set) var headIndent: CGFloat = 0
    /// Where lines end: this far from the leading margin when positive, this far inside the
    /// trailing margin when zero or negative, in points. Default 0.
    public internal(set) var tailIndent: CGFloat = 0
    /// The paragraph's tab stops, sorted by location. Default 12 left tabs 28 points apart.
    public internal(set) var tabStops: [NSTextTab] = NSTextTab.standardStops
    /// Tabs past the last of `tabStops` are placed at whole multiples of this many points when
    /// it is positive. Default 0.
    public internal(set) var defaultTabInterval: CGFloat = 0

    /// The default style: natural alignment, no extra spacing.
    public static let `default` = NSParagraphStyle()

    /// A style with the default values.
    public init() {}
}
