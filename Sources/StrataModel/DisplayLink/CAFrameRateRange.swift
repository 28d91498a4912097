import Foundation

/// The frame rates an animation or display link would like, as Core Animation's
/// `CAFrameRateRange`: at least `minimum`, at most `maximum`, ideally `preferred` frames per
/// second. The `default` range (all zero) leaves the rate to the system: the display's.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate asked for; nil asks for `maximum`.
    public var preferred: Float?

    /// A range with a preferred rate, as Apple's initializer.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range without a preferred rate.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The range that leaves the rate to the system.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether the two ranges are the same, as Apple's `isEqual(to:)`.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The rate the range asks for, in frames per second, or nil for the display's: `preferred`
    /// (else `maximum`) kept within `minimum…maximum`. A range that is the default, not finite,
    /// or has nothing above 0 asks for nothing.
    var requestedRate: Double? {
        guard self != .default, minimum.isFinite, maximum.isFinite else { return nil }
        let wanted = preferred.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? maximum
        let rate = maximum >= minimum ? min(max(wanted, minimum), maximum) : wanted
        return rate > 0 ? Double(rate) : nil
    }
}
