import Foundation

/// The numeric types that animated values arrive as through key-value coding, so that a
/// result can be handed back as the type it came in (a Float stays a Float). An `Int` (a Swift
/// integer literal given as `fromValue`) comes back as a Double: interpolation makes fractions,
/// and Core Animation reads such a number as the property's floating-point type.
enum AnimatableScalarKind: Sendable {
    case double, float, cgFloat, number
}

extension ValueInterpolation {
    /// The value of a number of any supported type as a Double, with its kind; nil for
    /// anything else (Bool included: it is discrete, not numeric). Types are matched exactly
    /// because Foundation's bridging would otherwise let `as?` convert between them.
    static func scalar(_ value: Any) -> (value: Double, kind: AnimatableScalarKind)? {
        let type = type(of: value)
        if type == Double.self, let v = value as? Double { return (v, .double) }
        if type == CGFloat.self, let v = value as? CGFloat { return (Double(v), .cgFloat) }
        if type == Float.self, let v = value as? Float { return (Double(v), .float) }
        if type == Int.self, let v = value as? Int { return (Double(v), .double) }
        if type is NSNumber.Type, let v = value as? NSNumber { return (v.doubleValue, .number) }
        return nil
    }

    /// `value` as the numeric type `kind`; NSNumber holds a Double.
    static func box(_ value: Double, as kind: AnimatableScalarKind) -> Any {
        switch kind {
        case .double: value
        case .cgFloat: CGFloat(value)
        case .float: Float(value)
        case .number: NSNumber(value: value)
        }
    }

    /// `a + (b − a)·f`, exact at f = 1 so that a finished animation lands on its target.
    @inline(__always)
    static func mix(_ a: Double, _ b: Double, _ f: Double) -> Double {
        f == 1 ? b : a + (b - a) * f
    }

    /// `mix` for CGFloat components.
    @inline(__always)
    static func mix(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat {
        CGFloat(mix(Double(a), Double(b), f))
    }
}
