import Foundation

/// A property value that animations can treat as up to four numbers: the floating-point
/// scalars, `CGPoint`, `CGSize` and `CGRect`. Interpolating, adding and scaling them is the same
/// arithmetic on every component, which the render tree does on plain `SIMD4<Double>` values
/// instead of on `Any` boxes.
protocol AnimatableVector {
    /// How a `VectorSlot` stores a field of this type.
    static var vectorKind: VectorSlot.Kind { get }
    /// The value from its components (unused trailing components are ignored).
    init(animationVector: SIMD4<Double>)
    /// The value's components: x, y (and width, height for a rect); zero beyond them.
    var animationVector: SIMD4<Double> { get }
    /// The components of an animation's boxed `fromValue`, `toValue` or `byValue` for a property
    /// of this type; nil when it has another type.
    static func animationVector(of value: Any) -> SIMD4<Double>?
    /// The slot at `sub` below the field at `path` (`x` below a point), the field itself for no
    /// sub-path; nil for a sub-path the type does not have.
    static func slot<Root: VectorSlotRoot>(at path: WritableKeyPath<Root, Self>, sub: ArraySlice<String>) -> VectorSlot?
}

/// A struct whose stored number, point, size and rect fields vector slots address: a layer's
/// values, or their rare values' storage.
protocol VectorSlotRoot {
    /// The slot of the stored field at `path`; nil if `path` does not lead to stored storage.
    static func vectorSlot<V: AnimatableVector>(_ path: WritableKeyPath<Self, V>) -> VectorSlot?
}

extension LayerValues: VectorSlotRoot {
    static func vectorSlot<V: AnimatableVector>(_ path: WritableKeyPath<LayerValues, V>) -> VectorSlot? {
        VectorSlot(path)
    }
}

extension RareLayerValues: VectorSlotRoot {
    static func vectorSlot<V: AnimatableVector>(_ path: WritableKeyPath<RareLayerValues, V>) -> VectorSlot? {
        VectorSlot(rare: path)
    }
}

extension AnimatableVector {
    /// A scalar has no sub-paths.
    static func slot<Root: VectorSlotRoot>(at path: WritableKeyPath<Root, Self>, sub: ArraySlice<String>) -> VectorSlot? {
        sub.isEmpty ? Root.vectorSlot(path) : nil
    }

    /// Any number key-value coding hands over, as `ValueInterpolation.scalar` reads it.
    static func animationVector(of value: Any) -> SIMD4<Double>? {
        ValueInterpolation.scalar(value).map { SIMD4($0.value, 0, 0, 0) }
    }
}

extension CGFloat: AnimatableVector {
    static var vectorKind: VectorSlot.Kind { .cgFloat }
    init(animationVector v: SIMD4<Double>) { self.init(v[0]) }
    var animationVector: SIMD4<Double> { SIMD4(Double(self), 0, 0, 0) }
}

extension Float: AnimatableVector {
    static var vectorKind: VectorSlot.Kind { .float }
    init(animationVector v: SIMD4<Double>) { self.init(v[0]) }
    var animationVector: SIMD4<Double> { SIMD4(Double(self), 0, 0, 0) }
}

extension CGPoint: AnimatableVector {
    static var vectorKind: VectorSlot.Kind { .point }
    init(animationVector v: SIMD4<Double>) { self.init(x: v[0], y: v[1]) }
    var animationVector: SIMD4<Double> { SIMD4(Double(x), Double(y), 0, 0) }
    static func animationVector(of value: Any) -> SIMD4<Double>? { (value as? CGPoint)?.animationVector }

    /// `x` and `y`, as `ValueKeyPath` reads them.
    static func slot<Root: VectorSlotRoot>(at path: WritableKeyPath<Root, CGPoint>, sub: ArraySlice<String>) -> VectorSlot? {
        guard let first = sub.first else { return Root.vectorSlot(path) }
        switch first {
        case "x": return CGFloat.slot(at: path.appending(path: \.x), sub: sub.dropFirst())
        case "y": return CGFloat.slot(at: path.appending(path: \.y), sub: sub.dropFirst())
        default: return nil
        }
    }
}

extension CGSize: AnimatableVector {
    static var vectorKind: VectorSlot.Kind { .size }
    init(animationVector v: SIMD4<Double>) { self.init(width: v[0], height: v[1]) }
    var animationVector: SIMD4<Double> { SIMD4(Double(width), Double(height), 0, 0) }
    static func animationVector(of value: Any) -> SIMD4<Double>? { (value as? CGSize)?.animationVector }

    /// `width` and `height`, as `ValueKeyPath` reads them.
    static func slot<Root: VectorSlotRoot>(at path: WritableKeyPath<Root, CGSize>, sub: ArraySlice<String>) -> VectorSlot? {
        guard let first = sub.first else { return Root.vectorSlot(path) }
        switch first {
        case "width": return CGFloat.slot(at: path.appending(path: \.width), sub: sub.dropFirst())
        case "height": return CGFloat.slot(at: path.appending(path: \.height), sub: sub.dropFirst())
        default: return nil
        }
    }
}

extension CGRect: AnimatableVector {
    static var vectorKind: VectorSlot.Kind { .rect }
    init(animationVector v: SIMD4<Double>) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
    var animationVector: SIMD4<Double> {
        SIMD4(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height))
    }
    static func animationVector(of value: Any) -> SIMD4<Double>? { (value as? CGRect)?.animationVector }

    /// `origin` and `size` and their fields, as `ValueKeyPath` reads them.
    static func slot<Root: VectorSlotRoot>(at path: WritableKeyPath<Root, CGRect>, sub: ArraySlice<String>) -> VectorSlot? {
        guard let first = sub.first else { return Root.vectorSlot(path) }
        switch first {
        case "origin": return CGPoint.slot(at: path.appending(path: \.origin), sub: sub.dropFirst())
        case "size": return CGSize.slot(at: path.appending(path: \.size), sub: sub.dropFirst())
        default: return nil
        }
    }
}
