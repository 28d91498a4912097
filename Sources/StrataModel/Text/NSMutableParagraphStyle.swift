import Foundation

/// A paragraph style whose attributes can be set (UIKit's and AppKit's
/// `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How the paragraph's lines are aligned. Default `.natural`.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    /// The space added between the paragraph's lines, in points. Default 0.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }

    /// The space after the paragraph, in points. Default 0.
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }

    /// The space before the paragraph, in points. Default 0.
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }

    /// The least height of a line, in points. Default 0 (none).
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }

    /// The greatest height of a line, in points. Default 0 (no limit).
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }

    /// What a line's natural height is multiplied by. Default 0 (not multiplied).
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// The indent of the paragraph's first line from the leading margin, in points. Default 0.
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }

    /// The indent of its other lines from the leading margin, in points. Default 0.
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }

    /// Where lines end: this far from the leading margin when positive, this far inside the
    /// trailing margin when zero or negative, in points. Default 0.
    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }

    /// The paragraph's tab stops, kept sorted by location. Default 12 left tabs 28 points apart.
    public override var tabStops: [NSTextTab] {
        get { super.tabStops }
        set { super.tabStops = newValue.sorted { $0.location < $1.location } }
    }

    /// Tabs past the last of `tabStops` are placed at whole multiples of this many points when
    /// it is positive. Default 0.
    public override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }

    /// Adds `tab` to the tab stops, in its place by location.
    open func addTabStop(_ tab: NSTextTab) {
        tabStops = super.tabStops + [tab]
    }

    /// Removes the first tab stop with `tab`'s location and alignment.
    open func removeTabStop(_ tab: NSTextTab) {
        var stops = super.tabStops
        if let index = stops.firstIndex(where: { $0.location == tab.location && $0.alignment == tab.alignment }) {
            stops.remove(at: index)
        }
        super.tabStops = stops
    }
}
