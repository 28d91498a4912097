import Foundation

/// How a run is underlined or struck through (UIKit's and AppKit's `NSUnderlineStyle`), the
/// value of `.underlineStyle` and `.strikethroughStyle` in an attributed string (as the
/// style itself or its `rawValue`).
///
/// Strata draws `single` and `thick` as one line and `double` as two, through Pango; the dash
/// patterns and `byWord` are accepted and drawn as a solid line under the whole run.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits, as in UIKit and AppKit.
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash and two dots, repeated.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not under the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
