import Foundation

/// A paragraph style made by Core Text (`CTParagraphStyleCreate`), the value of
/// `kCTParagraphStyleAttributeName`: an `NSParagraphStyle` whose alignment and vertical spacing
/// text layers and Core Text lines and frames draw, keeping every setting it was made with so
/// that `CTParagraphStyleGetValueForSpecifier` gives it back.
public final class CTParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Each setting's bytes, by its specifier's raw value (but the tab stops', `textTabs`).
    package let settings: [UInt32: [UInt8]]
    /// The tab stops (`CTTextTab`s) the style was made with, or Core Text's default ones;
    /// retained here, as a setting's bytes only point at them.
    package let textTabs: NSArray

    /// A style aligning its paragraphs `alignment` with `textTabs`, drawn as `tabStops`, made
    /// from `settings`, whose `CGFloat` settings (by `CTParagraphStyleSpecifier` raw value) give
    /// its indents, spacing and default tab interval. Line spacing is the deprecated
    /// `lineSpacing` (10) and `lineSpacingAdjustment` (16) together; a setting of another size
    /// than a `CGFloat`'s is kept and not read.
    package init(alignment: NSTextAlignment, settings: [UInt32: [UInt8]], textTabs: NSArray, tabStops: [NSTextTab]) {
        self.settings = settings
        self.textTabs = textTabs
        super.init()
        self.alignment = alignment
        self.tabStops = tabStops.sorted { $0.location < $1.location }
        func number(_ specifier: UInt32) -> CGFloat {
            guard let bytes = settings[specifier], bytes.count == MemoryLayout<CGFloat>.size else { return 0 }
            return bytes.withUnsafeBytes { $0.loadUnaligned(as: CGFloat.self) }
        }
        firstLineHeadIndent = number(1)
        headIndent = number(2)
        tailIndent = number(3)
        lineHeightMultiple = number(7)
        maximumLineHeight = number(8)
        minimumLineHeight = number(9)
        lineSpacing = number(10) + number(16)
        paragraphSpacing = number(11)
        paragraphSpacingBefore = number(12)
        defaultTabInterval = number(5)
    }
}
