import Foundation

/// The tab stops a paragraph style gives its lines, as the text engine places them: each stop's
/// location and alignment, then stops at whole multiples of the default tab interval past the
/// last one when that interval is positive (UIKit's `defaultTabInterval`, Core Text's
/// `kCTParagraphStyleSpecifierDefaultTabInterval`).
package struct ParagraphTabs: Hashable, Sendable {
    /// How text is aligned at a stop.
    package enum Alignment: Hashable, Sendable {
        /// Text starts at the stop.
        case leading
        /// Text ends at the stop.
        case trailing
        /// Text is centred on the stop.
        case center
        /// The column's first `point` is at the stop (a right tab with column terminators).
        case decimal(point: Character)
    }

    /// One stop: where it is, in points from the start of the line, and its alignment.
    package struct Stop: Hashable, Sendable {
        package var location: CGFloat
        package var alignment: Alignment
    }

    /// The style's own stops, by location; stops at locations that are not finite numbers
    /// are left out.
    package var stops: [Stop]
    /// The distance between the stops past the last of `stops`; 0 or less for none.
    package var interval: CGFloat

    /// Core Text's default: 12 left stops 28 points apart, no default interval.
    package static let standard = ParagraphTabs(stops: (1...12).map { Stop(location: CGFloat($0) * 28, alignment: .leading) },
                                                interval: 0)

    package init(stops: [Stop], interval: CGFloat) {
        self.stops = stops
        self.interval = interval
    }

    /// The stops `style` sets.
    package init(_ style: NSParagraphStyle) {
        stops = style.tabStops.filter { $0.location.isFinite }.map { tab in
            Stop(location: tab.location, alignment: ParagraphTabs.alignment(of: tab))
        }.sorted { $0.location < $1.location }
        interval = style.defaultTabInterval.isFinite ? style.defaultTabInterval : 0
    }

    /// A tab's alignment: a right tab with column terminators aligns at the first of them
    /// that is a full stop or comma (a decimal tab); justified and natural tabs start the text.
    private static func alignment(of tab: NSTextTab) -> Alignment {
        switch tab.alignment {
        case .right:
            guard let terminators = tab.options[.columnTerminators] as? CharacterSet else { return .trailing }
            for point in [".", ","] where terminators.contains(Unicode.Scalar(point) ?? " ") {
                return .decimal(point: Character(point))
            }
            return .trailing
        case .center:
            return .center
        default:
            return .leading
        }
    }

    /// The stops to hand the text engine for lines starting `lineStart` points from the
    /// margin the stops are measured from: the style's stops after the line's start, moved to
    /// it, then the first two multiples of `interval` past the last stop (the engine repeats the
    /// last distance for the tabs beyond its stops, which continues the multiples exactly).
    package func placed(lineStart: CGFloat) -> [Stop] {
        var placed = stops.filter { $0.location > lineStart }
        if interval > 0 {
            let last = max(stops.last?.location ?? 0, lineStart)
            let next = ((last / interval).rounded(.down) + 1) * interval
            placed += [next, next + interval].map { Stop(location: $0, alignment: .leading) }
        }
        return placed.map { Stop(location: $0.location - lineStart, alignment: $0.alignment) }
    }
}
