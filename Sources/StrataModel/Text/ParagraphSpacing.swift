import Foundation

/// The vertical spacing a paragraph style gives its paragraph's lines, in points, as Core Text
/// and UIKit apply it: a line's height is its font's, times `lineHeightMultiple` when that is
/// positive, then at least `minimumLineHeight` and, when that is positive, at most
/// `maximumLineHeight` (the difference taken above the line); `lineSpacing` is added between
/// the paragraph's lines, `paragraphSpacing` after it and `paragraphSpacingBefore` before it
/// (not before a text's first paragraph).
package struct ParagraphSpacing: Hashable, Sendable {
    package var lineSpacing: CGFloat = 0
    package var paragraphSpacing: CGFloat = 0
    package var paragraphSpacingBefore: CGFloat = 0
    package var minimumLineHeight: CGFloat = 0
    package var maximumLineHeight: CGFloat = 0
    package var lineHeightMultiple: CGFloat = 0

    package init() {}

    /// The spacing `style` sets; nil when it sets none (every value 0), so that such a style
    /// lays text out as none does. Values that are not finite numbers, or negative ones, count
    /// as 0 (Core Text's fallback: its defaults).
    package init?(_ style: NSParagraphStyle) {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        lineSpacing = usable(style.lineSpacing)
        paragraphSpacing = usable(style.paragraphSpacing)
        paragraphSpacingBefore = usable(style.paragraphSpacingBefore)
        minimumLineHeight = usable(style.minimumLineHeight)
        maximumLineHeight = usable(style.maximumLineHeight)
        lineHeightMultiple = usable(style.lineHeightMultiple)
        if self == ParagraphSpacing() { return nil }
    }

    /// The height of a line whose font makes it `natural` high.
    package func lineHeight(natural: CGFloat) -> CGFloat {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        height = max(height, minimumLineHeight)
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}
