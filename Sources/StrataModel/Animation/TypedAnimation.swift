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
///
/// A value stored inside its `ResolvedAnimation`: a colour animation's frame touches the
/// animation's own memory and no other object. A transform's ends, six matrices' worth, are one
/// object of their own (`TransformEnds`), so that the other animations stay small.
struct TypedAnimation {
    /// The animated property.
    private enum Field { case transform, sublayerTransform, background, border, shadow }

    /// Two colours' components (alpha included) in the first lanes, ready to mix. Plain
    /// numbers, so that a frame reads them without copying a reference (the colour space is
    /// kept apart, in `mixSpace`).
    private struct ColorMix {
        let from: SIMD4<Double>
        let to: SIMD4<Double>

        /// No components: what an animation whose colours cannot be mixed holds.
        static let none = ColorMix(lanes: SIMD4(), SIMD4())

        private init(lanes from: SIMD4<Double>, _ to: SIMD4<Double>) {
            self.from = from
            self.to = to
        }

        /// Nil when a colour has more components than the lanes hold.
        init?(space: CGColorSpace, from: [CGFloat], to: [CGFloat]) {
            guard from.count == to.count, from.count <= 4, from.count == space.numberOfComponents + 1 else { return nil }
            var a = SIMD4<Double>(repeating: 0), b = SIMD4<Double>(repeating: 0)
            for index in from.indices {
                a[index] = Double(from[index])
                b[index] = Double(to[index])
            }
            self.from = a
            self.to = b
        }
    }

    /// A transform animation's ends and committed value.
    private final class TransformEnds {
        // The decomposed ends first: what a frame between the ends reads.
        /// Both ends' decompositions when both have one (otherwise the value jumps from one end
        /// to the other halfway, as the boxed interpolation does).
        let decomposedFrom: DecomposedTransform3D, decomposedTo: DecomposedTransform3D
        let isDecomposed: Bool
        /// The arc between the ends' rotations.
        let arc: RotationArc
        let from: CATransform3D, to: CATransform3D
        /// The property's committed value, which each frame starts from.
        var committed = CATransform3DIdentity

        init(_ from: CATransform3D, _ to: CATransform3D) {
            let ends = DecomposedTransform3D.pair(from, to)
            decomposedFrom = ends?.0 ?? .identity
            decomposedTo = ends?.1 ?? .identity
            isDecomposed = ends != nil
            arc = RotationArc(from: decomposedFrom.quaternion, to: decomposedTo.quaternion)
            self.from = from
            self.to = to
        }

        /// The transform at `f`, as `ValueInterpolation.interpolateTransform` gives it: the
        /// ends exactly at 0 and 1, the decomposed ends mixed between, or a jump halfway when
        /// the ends have no decomposition.
        func value(at f: Double) -> CATransform3D {
            if f == 0 { return from }
            if f == 1 { return to }
            guard isDecomposed else { return f < 0.5 ? from : to }
            return decomposedFrom.interpolated(to: decomposedTo, along: arc, fraction: f).transform
        }
    }

    // What a frame reads first: the field, a transform's ends, a colour's space and lanes.
    private let field: Field
    /// A transform animation's ends; nil for a colour.
    private let transform: TransformEnds?
    /// The colour space of `mixed`'s components; nil when the colours cannot be mixed (they
    /// cannot be paired, or have more components than the lanes hold).
    private let mixSpace: CGColorSpace?
    /// Both colours' components in one colour space (grey widened to RGB when the spaces
    /// differ, `ValueInterpolation.pairedComponents`); `.none` without a `mixSpace`.
    private let mixed: ColorMix
    /// A colour animation's committed value, which each frame starts from.
    private var committedColor: CGColor?
    /// A colour animation's ends as given: read only at the very ends or when they cannot be
    /// mixed.
    private let fromColor: CGColor?, toColor: CGColor?

    /// The typed form of `animation`; nil when it is not of the form above.
    init?(_ animation: CAAnimation) {
        guard let basic = animation as? CABasicAnimation, basic.valueFunction == nil, !basic.isAdditive,
              !basic.isCumulative, let path = basic.parsedKeyPath, path.sub.isEmpty,
              let from = basic.from, let to = basic.to else { return nil }
        switch path.root {
        case "transform", "sublayerTransform":
            guard let a = from as? CATransform3D, let b = to as? CATransform3D else { return nil }
            field = path.root == "transform" ? .transform : .sublayerTransform
            transform = TransformEnds(a, b)
            fromColor = nil
            toColor = nil
            mixed = .none
            mixSpace = nil
        case "backgroundColor", "borderColor", "shadowColor":
            guard let a = from as? CGColor, let b = to as? CGColor else { return nil }
            field = path.root == "backgroundColor" ? .background : path.root == "borderColor" ? .border : .shadow
            fromColor = a
            toColor = b
            if let paired = ValueInterpolation.pairedComponents(a, b),
               let lanes = ColorMix(space: paired.space, from: paired.a, to: paired.b) {
                mixed = lanes
                mixSpace = paired.space
            } else {
                mixed = .none
                mixSpace = nil
            }
            transform = nil
        default:
            return nil
        }
    }

    /// Takes the property's committed value from `values`.
    mutating func commit(_ values: LayerValues) {
        switch field {
        case .transform: transform?.committed = values.transform
        case .sublayerTransform: transform?.committed = values.sublayerTransform
        case .background: committedColor = values.backgroundColor
        case .border: committedColor = values.borderColor
        case .shadow: committedColor = values.shadowColor
        }
    }

    /// Writes the committed value back into `values`, undoing the last frame.
    ///
    /// Mutating (it changes nothing) so that the owner's call through its stored optional
    /// reaches the value in place instead of copying it first; the same for `apply`.
    mutating func restore(_ values: inout LayerValues) {
        switch field {
        case .transform, .sublayerTransform:
            if let transform { Self.write(transform.committed, field, &values) }
        case .background, .border, .shadow: Self.write(committedColor, field, &values)
        }
    }

    /// Writes the animation's value at `progress` (the timing function's or spring's output)
    /// into `values`.
    mutating func apply(to values: inout LayerValues, progress f: Double) {
        switch field {
        case .transform, .sublayerTransform:
            if let transform { Self.write(transform.value(at: f), field, &values) }
        case .background, .border, .shadow:
            guard let space = mixSpace else {
                // As the boxed interpolation: colours that cannot be mixed jump halfway.
                return Self.write(f < 0.5 ? fromColor : toColor, field, &values)
            }
            // Component by component (alpha included), as `ValueInterpolation.combineColors`
            // mixes them: a + (b − a) f in each lane.
            let lanes = mixed.from + (mixed.to - mixed.from) * f
            switch field {
            case .background: Self.store(lanes, in: space, &values.backgroundColor)
            case .border: Self.store(lanes, in: space, &values.borderColor)
            case .shadow: Self.store(lanes, in: space, &values.shadowColor)
            case .transform, .sublayerTransform: break
            }
        }
    }

    /// Writes the colour of `lanes` in `space` into `slot`: into the colour already there when
    /// nothing else holds it (the one this animation made the frame before), so that a frame
    /// makes and frees no colour and touches no shared colour space's count; a new colour
    /// otherwise.
    private static func store(_ lanes: SIMD4<Double>, in space: CGColorSpace, _ slot: inout CGColor?) {
        if slot != nil, isKnownUniquelyReferenced(&slot!), slot!.colorSpace === space {
            slot!.overwrite(lanes: lanes)
        } else {
            slot = CGColor(colorSpace: space, lanes: lanes)
        }
    }

    // The writers are static: a method of the value called from a mutating one would copy the
    // whole value first.

    private static func write(_ color: CGColor?, _ field: Field, _ values: inout LayerValues) {
        switch field {
        case .background: values.backgroundColor = color
        case .border: values.borderColor = color
        case .shadow: values.shadowColor = color
        case .transform, .sublayerTransform: break
        }
    }

    private static func write(_ m: CATransform3D, _ field: Field, _ values: inout LayerValues) {
        switch field {
        case .transform: values.transform = m
        case .sublayerTransform: values.sublayerTransform = m
        case .background, .border, .shadow: break
        }
    }
}
