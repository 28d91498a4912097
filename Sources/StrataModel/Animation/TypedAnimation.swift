import Foundation

/// A basic or spring animation of a layer's transform or of one of its colours, from one given
/// value to another, resolved once when a commit hands it to the render tree: the transform's
/// ends decomposed (`DecomposedTransform3D`), the colours' components read. A frame then costs the
/// interpolation alone, with no unboxing, casting, key lookup or decomposition; the result is the
/// one `CABasicAnimation` computes on the boxed values (`ValueInterpolation.interpolate`).
///
/// Only the common form is resolved: both `fromValue` and `toValue` set (`byValue` then plays no
/// part, by Apple's table), no value function, neither additive nor cumulative, and a key path
/// that is the property itself. Anything else is evaluated on boxed values, which also reports
/// what is wrong with a misconfigured animation.
final class TypedAnimation {
    /// The animated property.
    private enum Field { case transform, sublayerTransform, background, border, shadow }

    /// Two colours' components (alpha included) in the first lanes, ready to mix.
    private struct ColorMix {
        let space: CGColorSpace
        let from: SIMD4<Double>
        let to: SIMD4<Double>

        /// Nil when a colour has more components than the lanes hold.
        init?(space: CGColorSpace, from: [CGFloat], to: [CGFloat]) {
            guard from.count == to.count, from.count <= 4, from.count == space.numberOfComponents + 1 else { return nil }
            var a = SIMD4<Double>(repeating: 0), b = SIMD4<Double>(repeating: 0)
            for index in from.indices {
                a[index] = Double(from[index])
                b[index] = Double(to[index])
            }
            self.space = space
            self.from = a
            self.to = b
        }
    }

    private let field: Field
    // The ends, in stored fields of their own: a frame reads only those of its field, and
    // copies nothing else.
    private let fromTransform: CATransform3D, toTransform: CATransform3D
    /// Both transform ends' decompositions when both have one (otherwise the value jumps from
    /// one end to the other halfway, as the boxed interpolation does).
    private let decomposed: (DecomposedTransform3D, DecomposedTransform3D)?
    private let fromColor: CGColor?, toColor: CGColor?
    /// Both colours' components in one colour space (grey widened to RGB when the spaces
    /// differ, `ValueInterpolation.pairedComponents`), or nil when they cannot be paired.
    private let mixed: ColorMix?
    /// The property's committed value, which each frame starts from.
    private var committedTransform = CATransform3DIdentity
    private var committedColor: CGColor?

    /// The typed form of `animation`; nil when it is not of the form above.
    init?(_ animation: CAAnimation) {
        guard let basic = animation as? CABasicAnimation, basic.valueFunction == nil, !basic.isAdditive,
              !basic.isCumulative, let path = basic.parsedKeyPath, path.sub.isEmpty,
              let from = basic.from, let to = basic.to else { return nil }
        switch path.root {
        case "transform", "sublayerTransform":
            guard let a = from as? CATransform3D, let b = to as? CATransform3D else { return nil }
            field = path.root == "transform" ? .transform : .sublayerTransform
            fromTransform = a
            toTransform = b
            decomposed = DecomposedTransform3D.pair(a, b)
            fromColor = nil
            toColor = nil
            mixed = nil
        case "backgroundColor", "borderColor", "shadowColor":
            guard let a = from as? CGColor, let b = to as? CGColor else { return nil }
            field = path.root == "backgroundColor" ? .background : path.root == "borderColor" ? .border : .shadow
            fromColor = a
            toColor = b
            mixed = ValueInterpolation.pairedComponents(a, b).flatMap { ColorMix(space: $0.space, from: $0.a, to: $0.b) }
            fromTransform = CATransform3DIdentity
            toTransform = CATransform3DIdentity
            decomposed = nil
        default:
            return nil
        }
    }

    /// Takes the property's committed value from `values`.
    func commit(_ values: LayerValues) {
        switch field {
        case .transform: committedTransform = values.transform
        case .sublayerTransform: committedTransform = values.sublayerTransform
        case .background: committedColor = values.backgroundColor
        case .border: committedColor = values.borderColor
        case .shadow: committedColor = values.shadowColor
        }
    }

    /// Writes the committed value back into `values`, undoing the last frame.
    func restore(_ values: inout LayerValues) {
        switch field {
        case .transform, .sublayerTransform: write(committedTransform, &values)
        case .background, .border, .shadow: write(committedColor, &values)
        }
    }

    /// Writes the animation's value at `progress` (the timing function's or spring's output)
    /// into `values`.
    func apply(to values: inout LayerValues, progress f: Double) {
        switch field {
        case .transform, .sublayerTransform:
            write(ValueInterpolation.interpolateTransform(fromTransform, toTransform, fraction: f) { decomposed }, &values)
        case .background, .border, .shadow:
            // As the boxed interpolation: colours that cannot be mixed jump halfway.
            write(mixed.flatMap { Self.color($0, f) } ?? (f < 0.5 ? fromColor : toColor), &values)
        }
    }

    /// The colour `f` of the way from `mix.from` to `mix.to`, component by component (alpha
    /// included), as `ValueInterpolation.combineColors` mixes them: a + (b − a) f in each lane.
    private static func color(_ mix: ColorMix, _ f: Double) -> CGColor? {
        CGColor(colorSpace: mix.space, lanes: mix.from + (mix.to - mix.from) * f)
    }

    private func write(_ color: CGColor?, _ values: inout LayerValues) {
        switch field {
        case .background: values.backgroundColor = color
        case .border: values.borderColor = color
        case .shadow: values.shadowColor = color
        case .transform, .sublayerTransform: break
        }
    }

    private func write(_ m: CATransform3D, _ values: inout LayerValues) {
        switch field {
        case .transform: values.transform = m
        case .sublayerTransform: values.sublayerTransform = m
        case .background, .border, .shadow: break
        }
    }
}
