import Foundation

// Foundation's CGRect set operations trap on Linux when a rectangle has an infinite or NaN
// component, and layer geometry from user input can have either (a 1e-18 m44, a NaN bound).
// The renderer and the model use these instead: a non-finite rectangle counts as empty, which
// is how Strata treats non-finite geometry everywhere (it draws nothing).
extension CGRect {
    /// Whether every component is finite (`.null`, whose origin is infinite, is not).
    package var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// `intersection(_:)`, `.null` when either rectangle is null or not finite.
    package func checkedIntersection(_ other: CGRect) -> CGRect {
        guard isFiniteRect, other.isFiniteRect else { return .null }
        return intersection(other)
    }

    /// `union(_:)`, leaving out an operand that is null or not finite.
    package func checkedUnion(_ other: CGRect) -> CGRect {
        guard other.isFiniteRect else { return isFiniteRect ? self : .null }
        guard isFiniteRect else { return other }
        return union(other)
    }

    /// `intersects(_:)`, false when either rectangle is null or not finite.
    package func checkedIntersects(_ other: CGRect) -> Bool {
        isFiniteRect && other.isFiniteRect && intersects(other)
    }
}
