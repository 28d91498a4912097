import Foundation
import StrataCoreGraphics

/// A tab stop of a paragraph style, as Core Text's `CTTextTab`: an alignment, a location on the
/// ruler and options. Kept by a paragraph style's `.tabStops` setting and given back by it;
/// text after a tab character is placed at it (a right tab with column terminators as a
/// decimal tab).
public final class CTTextTab: @unchecked Sendable {
    /// How text is placed in the tab's column (absolute, not following the line's direction).
    let alignment: CTTextAlignment
    /// The tab's ruler location in points, from the back margin.
    let location: Double
    /// The options the tab was made with; nil for none.
    let options: CFDictionary?

    init(alignment: CTTextAlignment, location: Double, options: CFDictionary?) {
        self.alignment = alignment
        self.location = location
        self.options = options
    }
}

/// The option naming a tab's column terminators (a `CFCharacterSet`), as Core Text's
/// `kCTTabColumnTerminatorsAttributeName`: a right tab with them aligns its column at the first
/// full stop or comma among them.
public var kCTTabColumnTerminatorsAttributeName: CFString { "NSTabColumnTerminatorsAttributeName" as CFString }

/// A tab stop aligning text `alignment` at `location` points from the back margin, with
/// `options` (the only one Core Text knows is `kCTTabColumnTerminatorsAttributeName`), as Core
/// Text's `CTTextTabCreate`.
public func CTTextTabCreate(_ alignment: CTTextAlignment, _ location: Double, _ options: CFDictionary?) -> CTTextTab {
    CTTextTab(alignment: alignment, location: location, options: options)
}

/// The tab's alignment, as Core Text's `CTTextTabGetAlignment`.
public func CTTextTabGetAlignment(_ tab: CTTextTab) -> CTTextAlignment { tab.alignment }

/// The tab's ruler location in points from the back margin, as Core Text's `CTTextTabGetLocation`.
public func CTTextTabGetLocation(_ tab: CTTextTab) -> Double { tab.location }

/// The options the tab was made with, as Core Text's `CTTextTabGetOptions`; nil when it was
/// made without.
public func CTTextTabGetOptions(_ tab: CTTextTab) -> CFDictionary? { tab.options }

extension CTTextTab {
    /// Core Text's tab stops for a paragraph style made without them, as Apple documents
    /// `CTParagraphStyleSpecifier.tabStops`' default: 12 left-aligned tabs spaced by 28 points
    /// (at 28, 56, … 336).
    static var defaultStops: NSArray {
        NSArray(array: (1...12).map { CTTextTab(alignment: .left, location: Double($0) * 28, options: nil) })
    }
}
