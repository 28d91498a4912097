import Foundation

extension Int {
    /// The largest magnitude a pixel count or coordinate may have: far beyond any surface
    /// (cairo's limit is 32 767), and exactly representable as a Double.
    package static let pixelLimit = 1 << 40

    /// `value` truncated toward zero, or nil when it is NaN, infinite or beyond ±`pixelLimit`.
    /// The checked form of `Int(_:)`, which traps on such values; geometry from user input
    /// (a shadow radius of 1e19, a transform scale of 1e18) must never reach it unchecked.
    package init?(pixels value: Double) {
        guard value.isFinite, abs(value) <= Double(Int.pixelLimit) else { return nil }
        self.init(value)
    }
}
