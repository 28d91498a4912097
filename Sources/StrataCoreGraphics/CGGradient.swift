import Foundation

/// A smooth change between colours at locations from 0 to 1, as CoreGraphics' `CGGradient`:
/// what `CGContext.drawLinearGradient` and `drawRadialGradient` paint.
///
/// The colours are kept as straight RGBA (a grey colour widened), their locations clamped to
/// 0...1 and in order. Immutable, like Apple's.
public final class CGGradient {
    /// One colour at its location.
    struct Stop: Equatable {
        let location: CGFloat
        let color: StraightRGBA
    }

    /// The stops, by location (colours at the same location in the order given).
    let stops: [Stop]

    private init?(colors: [StraightRGBA], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        var stops: [Stop] = []
        for (index, color) in colors.enumerated() {
            // No locations: evenly spaced, the first colour at 0 and the last at 1.
            let location = locations.map { $0[index] }
                ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            guard location.isFinite else { return nil }
            stops.append(Stop(location: Swift.min(Swift.max(location, 0), 1), color: color))
        }
        // A stable sort: stops at one location keep their order, so a hard edge stays one.
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// A gradient of `colors` (`CGColor`s, as Apple's `colors as CFArray`), each at the same
    /// place of `locations` (as many as there are colours), or evenly spaced from 0 to 1 when
    /// `locations` is nil. Nil when there is no colour, an element is not a `CGColor` or a
    /// location is not a number. The colour space is not read: colours keep their own.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let given = colors.map { $0 as AnyObject }
        let cgColors = given.compactMap { $0 as? CGColor }
        guard cgColors.count == given.count else { return nil }
        self.init(colors: cgColors.map(StraightRGBA.init), locations: locations)
    }

    /// A gradient of `count` colours of `space`, their components (alpha last) one after
    /// another in `components`, each at the same place of `locations`, or evenly spaced when
    /// `locations` is nil. Nil when `count` is below 1.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 1 else { return nil }
        let stride = space.numberOfComponents + 1
        var colors: [StraightRGBA] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * stride) else { return nil }
            colors.append(StraightRGBA(color))
        }
        self.init(colors: colors, locations: locations)
    }
}

/// Whether a gradient is painted beyond its ends, as CoreGraphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The options' bits, as CoreGraphics numbers them.
    public let rawValue: UInt32

    /// Creates the options of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paints the first colour before the start (beyond the start point, or inside the start
    /// circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paints the last colour after the end (beyond the end point, or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
