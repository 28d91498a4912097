import Foundation

/// A tab stop of a paragraph style (UIKit's and AppKit's `NSTextTab`): where text after a tab
/// character is placed on the line, and how it is aligned there.
open class NSTextTab: @unchecked Sendable {
    /// The keys of a tab's options (`NSTextTab.OptionKey`).
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end the tab's column (a `CharacterSet`): a right-aligned tab with
        /// them aligns the column's text at its first terminator, a decimal tab.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text is aligned at the tab: `.left` and `.natural` start at it, `.right` ends at it,
    /// `.center` is centred on it.
    public let alignment: NSTextAlignment
    /// Where the tab is, in points from the start of the line.
    public let location: CGFloat
    /// The tab's options; empty for none.
    public let options: [OptionKey: Any]

    /// A tab aligning text `textAlignment` at `location` points, with `options`.
    public init(textAlignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        alignment = textAlignment
        self.location = location
        self.options = options
    }

    /// The characters that end a decimal tab's column in `locale` (its decimal separator; the
    /// current locale's when nil).
    open class func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }

    /// Core Text's and the text system's default stops: 12 left tabs 28 points apart (made
    /// once: a tab is immutable).
    static let standardStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
}
