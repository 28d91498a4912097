import Foundation

/// A single-keyframe animation of one layer property, as Core Animation's
/// `CABasicAnimation`: it interpolates between two values set by `fromValue`, `toValue` and
/// `byValue`, at most two of which should be non-nil. Apple's table:
///
/// - `fromValue` and `toValue`: from one to the other.
/// - `fromValue` and `byValue`: from `fromValue` to `fromValue + byValue`.
/// - `byValue` and `toValue`: from `toValue − byValue` to `toValue`.
/// - `fromValue` only: from it to the property's current value.
/// - `toValue` only: from the current value to it.
/// - `byValue` only: from the current value to the current value plus `byValue`.
/// - none: between the previous and the current value in the render tree, which here is the
///   current value itself (the property shows its model value).
///
/// "Current value" is the property's value when the frame is evaluated, so a model change
/// during the animation moves its open end.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from, or nil.
    @exclusivity(unchecked) open var fromValue: Any? {
        didSet { if !isCopyingFields { from = BoxedValue.unboxed(fromValue) } }
    }
    /// The value the animation ends at, or nil.
    @exclusivity(unchecked) open var toValue: Any? {
        didSet { if !isCopyingFields { to = BoxedValue.unboxed(toValue) } }
    }
    /// The value the animation adds to its start (or subtracts from its end), or nil.
    @exclusivity(unchecked) open var byValue: Any? {
        didSet { if !isCopyingFields { by = BoxedValue.unboxed(byValue) } }
    }

    /// The three values with any `NSValue` box opened, once when set rather than every frame.
    @exclusivity(unchecked) private(set) var from: Any?, to: Any?, by: Any?

    override func propertyValue(forKey key: String) -> Any? {
        switch key {
        case "fromValue": fromValue
        case "toValue": toValue
        case "byValue": byValue
        default: super.propertyValue(forKey: key)
        }
    }

    override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
        from = other.from
        to = other.to
        by = other.by
    }

    /// The start and end of the interpolation from Apple's table, `base` standing in for the
    /// property's current value; nil when by-arithmetic fails on mismatched types.
    func endpoints(base: Any) -> (from: Any, to: Any)? {
        switch (from, to, by) {
        case let (from?, to?, _):
            return (from, to)
        case let (from?, nil, by?):
            return add(from, by).map { (from, $0) }
        case let (nil, to?, by?):
            return subtract(to, by).map { ($0, to) }
        case let (from?, nil, nil):
            return (from, base)
        case let (nil, to?, nil):
            return (base, to)
        case let (nil, nil, by?):
            return add(base, by).map { (base, $0) }
        case (nil, nil, nil):
            return (base, base)
        }
    }

    override func contentsCrossfade(atProgress progress: Double, base: Any) -> ContentsCrossfade? {
        guard let ends = endpoints(base: base) else { return nil }
        return ContentsCrossfade(of: self, from: ends.from, to: ends.to, fraction: progress)
    }

    override func animatedValue(atProgress progress: Double, base: Any) -> Any? {
        guard let ends = endpoints(base: base) else { return nil }
        return interpolate(ends.from, ends.to, fraction: progress)
    }

    override func iterationDelta(base: Any) -> Any? {
        guard let ends = endpoints(base: base) else { return nil }
        return subtract(ends.to, ends.from)
    }
}
