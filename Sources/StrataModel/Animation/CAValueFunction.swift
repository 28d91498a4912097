import Foundation

/// A function that turns a property animation's interpolated value into the property's
/// value, as Core Animation's `CAValueFunction`: an angle, factors or offsets become a
/// `CATransform3D`. Interpolating the input (not the matrix) lets a rotation from 0 to 2π
/// turn a whole circle, where interpolating two identical matrices would not move.
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    open private(set) var name: CAValueFunctionName

    private enum Kind { case rotate(axis: Int), scale, scaleAxis(Int), translate, translateAxis(Int) }
    private let kind: Kind

    /// Creates one of the predefined functions, as Apple's `init(name:)`; nil for an unknown
    /// name.
    public init?(name: CAValueFunctionName) {
        switch name {
        case .rotateX: kind = .rotate(axis: 0)
        case .rotateY: kind = .rotate(axis: 1)
        case .rotateZ: kind = .rotate(axis: 2)
        case .scale: kind = .scale
        case .scaleX: kind = .scaleAxis(0)
        case .scaleY: kind = .scaleAxis(1)
        case .scaleZ: kind = .scaleAxis(2)
        case .translate: kind = .translate
        case .translateX: kind = .translateAxis(0)
        case .translateY: kind = .translateAxis(1)
        case .translateZ: kind = .translateAxis(2)
        default: return nil
        }
        self.name = name
        super.init()
    }

    /// The input that gives the identity transform: where an animation with an open end
    /// (no `fromValue`, say) starts.
    var neutralInput: Any {
        switch kind {
        case .rotate, .translateAxis: CGFloat(0)
        case .scaleAxis: CGFloat(1)
        case .scale: Self.neutralScale
        case .translate: Self.neutralTranslation
        }
    }

    // Built once so that open-ended animations do not allocate an array per frame.
    private static let neutralScale: [CGFloat] = [1, 1, 1]
    private static let neutralTranslation: [CGFloat] = [0, 0, 0]

    /// The transform for the input `value`: a number for the one-axis functions, three numbers
    /// (an array; a single number for `scale` scales uniformly, two for `translate` leave z at
    /// 0) for `scale` and `translate`; nil for any other input.
    func transform(for value: Any) -> CATransform3D? {
        switch kind {
        case .rotate(let axis):
            guard let angle = Self.scalar(value) else { return nil }
            return CATransform3DMakeRotation(angle, axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, axis == 2 ? 1 : 0)
        case .scaleAxis(let axis):
            guard let s = Self.scalar(value) else { return nil }
            return CATransform3DMakeScale(axis == 0 ? s : 1, axis == 1 ? s : 1, axis == 2 ? s : 1)
        case .translateAxis(let axis):
            guard let d = Self.scalar(value) else { return nil }
            return CATransform3DMakeTranslation(axis == 0 ? d : 0, axis == 1 ? d : 0, axis == 2 ? d : 0)
        case .scale:
            if let s = Self.scalar(value) { return CATransform3DMakeScale(s, s, s) }
            guard let v = Self.vector(value, fill: 1) else { return nil }
            return CATransform3DMakeScale(v.0, v.1, v.2)
        case .translate:
            guard let v = Self.vector(value, fill: 0) else { return nil }
            return CATransform3DMakeTranslation(v.0, v.1, v.2)
        }
    }

    private static func scalar(_ value: Any) -> CGFloat? {
        CALayer.number(value).map { CGFloat($0) }
    }

    /// Up to three numbers from an array of any numeric type; missing ones are `fill`.
    private static func vector(_ value: Any, fill: CGFloat) -> (CGFloat, CGFloat, CGFloat)? {
        var v = (fill, fill, fill)
        func component(_ element: Any, _ index: Int) -> Bool {
            guard index < 3, let x = scalar(element) else { return false }
            switch index {
            case 0: v.0 = x
            case 1: v.1 = x
            default: v.2 = x
            }
            return true
        }
        switch value {
        case let array as [CGFloat]:
            for (i, x) in array.enumerated() where !component(x, i) { return nil }
        case let array as [Any]:
            for (i, x) in array.enumerated() where !component(x, i) { return nil }
        default:
            return nil
        }
        return v
    }
}
