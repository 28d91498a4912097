import Foundation

/// The numeric types that animated values arrive as through key-value coding, so that a
/// result can be handed back as the type it came in (a Float stays a Float; an Int, like an
/// NSNumber, comes back as an NSNumber holding the exact result).
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
        // An Int is what Swift code on Apple's platforms hands Core Animation as an NSNumber
        // (`fade.fromValue = 1`), which animates as a real number: the property's own type
        // (opacity is a Float) decides, not the literal's, so it never rounds.
        if type == Int.self, let v = value as? Int { return (Double(v), .number) }
        if type is NSNumber.Type, let v = value as? NSNumber { return (v.doubleValue, .number) }
        return nil
    }

    /// `value` as the numeric type `kind`; NSNumber holds a Double.
    static func box(_ value: Double, as kind: AnimatableScalarKind) -> Any {
        switch kind {
        case .double: return value
        case .cgFloat: return CGFloat(value)
        case .float: return Float(value)
        case .number: return NSNumber(value: value)
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
