import Foundation

/// The indents a paragraph style gives its paragraph's lines, in points, as Core Text and UIKit
/// apply them in a box `width` wide: the first line starts `firstLineHeadIndent` from the
/// leading margin, the others `headIndent` from it; lines end `tailIndent` from the leading
/// margin when it is positive, and that far inside the trailing margin when it is zero or
/// negative. The leading margin is the left one for left-to-right text, the right one for
/// right-to-left text.
package struct ParagraphIndents: Hashable, Sendable {
    /// Where the first line starts, from the leading margin (`firstLineHeadIndent`), ≥ 0.
    package var firstLineHead: CGFloat = 0
    /// Where the other lines start, from the leading margin (`headIndent`), ≥ 0.
    package var head: CGFloat = 0
    /// Where lines end (`tailIndent`): from the leading margin when positive, inside the
    /// trailing margin when zero or negative.
    package var tail: CGFloat = 0

    /// The indents `style` sets; nil when it sets none (all 0), so that such a style lays text
    /// out as none does. Values that are not finite numbers count as 0; negative head indents
    /// count as 0 (no line starts before the margin).
    package init?(_ style: NSParagraphStyle) {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        firstLineHead = max(0, finite(style.firstLineHeadIndent))
        head = max(0, finite(style.headIndent))
        tail = finite(style.tailIndent)
        if firstLineHead == 0, head == 0, tail == 0 { return nil }
    }

    /// Where a line starts, measured from the leading margin.
    package func start(firstLine: Bool) -> CGFloat { firstLine ? firstLineHead : head }

    /// Where lines end in a box `width` wide, measured from the leading margin.
    package func end(in width: CGFloat) -> CGFloat { tail > 0 ? tail : width + tail }

    /// The width every line of the paragraph has room for in a box `width` wide: from the
    /// later of its two starts to its end.
    package func narrowestLine(in width: CGFloat) -> CGFloat { end(in: width) - max(firstLineHead, head) }

    /// The line box across a box `width` wide, in the box's coordinates from its left edge:
    /// `firstLine` or not, mirrored for right-to-left text; its right edge is never left of its
    /// left one. Not checked for a width that is negative or not a number: lines are only
    /// placed with it.
    package func lineBox(firstLine: Bool, in width: CGFloat, rightToLeft: Bool) -> (left: CGFloat, right: CGFloat) {
        let start = self.start(firstLine: firstLine), end = max(start, self.end(in: width))
        return rightToLeft ? (width - end, width - start) : (start, end)
    }
}
