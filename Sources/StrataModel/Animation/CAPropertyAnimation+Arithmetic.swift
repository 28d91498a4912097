import Foundation

// Value arithmetic for property animations: `ValueInterpolation`, plus arrays of numbers,
// which only a value function takes (`scale` and `translate` animate three numbers). Arrays are
// tried only when there is a value function, so that ordinary animations pay nothing for them.
extension CAPropertyAnimation {
    /// The value at `fraction` between `a` and `b` (see `ValueInterpolation.interpolate`).
    func interpolate(_ a: Any, _ b: Any, fraction: Double) -> Any? {
        if valueFunction != nil, let u = Self.numbers(a) {
            guard let v = Self.numbers(b), u.count == v.count else { return nil }
            return zip(u, v).map { CGFloat($0 + ($1 - $0) * fraction) }
        }
        return ValueInterpolation.interpolate(a, b, fraction: fraction)
    }

    /// `a + b` (see `ValueInterpolation.add`).
    func add(_ a: Any, _ b: Any) -> Any? {
        if valueFunction != nil, let u = Self.numbers(a) {
            guard let v = Self.numbers(b), u.count == v.count else { return nil }
            return zip(u, v).map { CGFloat($0 + $1) }
        }
        return ValueInterpolation.add(a, b)
    }

    /// `a − b` (see `ValueInterpolation.subtract`).
    func subtract(_ a: Any, _ b: Any) -> Any? {
        if valueFunction != nil, let u = Self.numbers(a) {
            guard let v = Self.numbers(b), u.count == v.count else { return nil }
            return zip(u, v).map { CGFloat($0 - $1) }
        }
        return ValueInterpolation.subtract(a, b)
    }

    /// `a × k` (see `ValueInterpolation.scale`).
    func scale(_ a: Any, by k: Double) -> Any? {
        if valueFunction != nil, let u = Self.numbers(a) {
            return u.map { CGFloat($0 * k) }
        }
        return ValueInterpolation.scale(a, by: k)
    }

    /// The elements of an array of numbers (of any numeric types), nil for anything else.
    private static func numbers(_ value: Any) -> [Double]? {
        if let array = value as? [CGFloat] { return array.map { Double($0) } }
        guard let array = value as? [Any] else { return nil }
        var result: [Double] = []
        result.reserveCapacity(array.count)
        for element in array {
            guard let number = ValueInterpolation.scalar(element) else { return nil }
            result.append(number.value)
        }
        return result
    }
}
