import Foundation

/// Arithmetic on animated values as they arrive through key-value coding (`Any`), the way
/// Core Animation interpolates property values: numbers (Double, Float, CGFloat, Int,
/// NSNumber, freely mixed), CGPoint, CGSize, CGRect, CATransform3D (decomposed), CGColor and
/// CGPath component by component; anything else switches discretely.
///
/// Results keep the type of the first operand (an Int becomes an NSNumber). Every function returns
/// nil when the operands' types do not go together (a point and a size) or the operation does
/// not apply to them.
package enum ValueInterpolation {
    /// The value at `f` between `a` (f = 0) and `b` (f = 1); `f` outside [0, 1] extrapolates
    /// (spring overshoot, back-easing curves).
    ///
    /// - Numbers, points, sizes, rects (origin and size), colours (each component and alpha,
    ///   in their colour space) and paths of the same elements (each point) are linear.
    /// - Arrays of the same length (gradient colours and locations) are interpolated element
    ///   by element.
    /// - Transforms are decomposed (translation, scale, skew, perspective, rotation as a
    ///   quaternion with slerp), as CSS and WebKit interpolate them and as Core Animation's
    ///   rotations behave (the shortest arc); one that cannot be decomposed switches at 0.5.
    /// - Anything else (Bool, images, strings, differently shaped paths, ...) is discrete and
    ///   switches at f = 0.5, the midpoint, as CSS's discrete animation does: Apple documents
    ///   no rule for a basic animation of a non-interpolable value, only that discrete
    ///   keyframes hold each value until the next key time, which keyframe animations handle.
    ///   (A basic animation of a layer's `contents` between two images also crossfades them
    ///   where it is drawn: `ContentsCrossfade`.) Nil unless both values have the same type.
    static func interpolate(_ a: Any, _ b: Any, fraction f: Double) -> Any? {
        if let x = scalar(a) {
            guard let y = scalar(b) else { return nil }
            return box(mix(x.value, y.value, f), as: x.kind)
        }
        if let p = a as? CGPoint {
            guard let q = b as? CGPoint else { return nil }
            return CGPoint(x: mix(p.x, q.x, f), y: mix(p.y, q.y, f))
        }
        if let s = a as? CGSize {
            guard let t = b as? CGSize else { return nil }
            return CGSize(width: mix(s.width, t.width, f), height: mix(s.height, t.height, f))
        }
        if let r = a as? CGRect {
            guard let s = b as? CGRect else { return nil }
            return CGRect(x: mix(r.origin.x, s.origin.x, f), y: mix(r.origin.y, s.origin.y, f),
                          width: mix(r.size.width, s.size.width, f),
                          height: mix(r.size.height, s.size.height, f))
        }
        if let m = a as? CATransform3D {
            guard let n = b as? CATransform3D else { return nil }
            return interpolateTransform(m, n, fraction: f)
        }
        if let c = a as? CGColor {
            guard let d = b as? CGColor else { return nil }
            return combineColors(c, d) { mix($0, $1, f) } ?? (f < 0.5 ? c : d)
        }
        if let p = a as? CGPath {
            guard let q = b as? CGPath else { return nil }
            return combinePaths(p, q) { CGPoint(x: mix($0.x, $1.x, f), y: mix($0.y, $1.y, f)) }
                ?? (f < 0.5 ? p : q)
        }
        if let u = a as? [Any], let v = b as? [Any], u.count == v.count {
            // Arrays of the same length (a gradient's `colors` and `locations`) element by
            // element, as Core Animation animates them; any element that cannot be interpolated
            // makes the whole array discrete.
            var mixed: [Any] = []
            mixed.reserveCapacity(u.count)
            for (x, y) in zip(u, v) {
                guard let element = interpolate(x, y, fraction: f) else { return f < 0.5 ? a : b }
                mixed.append(element)
            }
            return mixed
        }
        guard type(of: a) == type(of: b) else { return nil }
        return f < 0.5 ? a : b
    }

    /// The transform at `f` between `a` and `b` by decomposition; exactly `a` at 0 and `b` at 1.
    static func interpolateTransform(_ a: CATransform3D, _ b: CATransform3D, fraction f: Double) -> CATransform3D {
        if f == 0 { return a }
        if f == 1 { return b }
        guard let (da, db) = DecomposedTransform3D.pair(a, b) else { return f < 0.5 ? a : b }
        return da.interpolated(to: db, fraction: f).transform
    }

    /// `a + b`, for `byValue`, additive and cumulative animations: numbers, points, sizes and
    /// rects component-wise; transforms concatenated (`a` applied first, then `b`, as
    /// `CATransform3DConcat(a, b)`); colours component-wise, alpha included; paths of the same
    /// elements point-wise. Nil for other values (they cannot be added).
    static func add(_ a: Any, _ b: Any) -> Any? {
        combine(a, b, { $0 + $1 }, transform: { $0.concatenating($1) })
    }

    /// `a − b`, the inverse of `add`: numbers, points, sizes, rects, colours and paths
    /// component-wise; for transforms `a × b⁻¹`, so that `add(subtract(a, b), b)` is `a` (nil
    /// when `b` has no inverse).
    static func subtract(_ a: Any, _ b: Any) -> Any? {
        combine(a, b, { $0 - $1 }, transform: { m, n in inverse(of: n).map { m.concatenating($0) } })
    }

    /// `a × k`, for cumulative repeats (the end value accumulated k times): numbers, points,
    /// sizes, rects, colours and paths component-wise. A transform is raised to the power k:
    /// concatenated with itself k times for whole k (its inverse for negative k, nil if there
    /// is none), and for fractional k the decomposition from the identity extrapolated to k
    /// (nil if it cannot be decomposed).
    static func scale(_ a: Any, by k: Double) -> Any? {
        if let x = scalar(a) { return box(x.value * k, as: x.kind) }
        let c = CGFloat(k)
        if let p = a as? CGPoint { return CGPoint(x: p.x * c, y: p.y * c) }
        if let s = a as? CGSize { return CGSize(width: s.width * c, height: s.height * c) }
        if let r = a as? CGRect {
            return CGRect(x: r.origin.x * c, y: r.origin.y * c, width: r.size.width * c, height: r.size.height * c)
        }
        if let m = a as? CATransform3D { return power(m, k) }
        if let color = a as? CGColor { return mapColor(color) { $0 * c } }
        if let path = a as? CGPath { return mapPath(path) { CGPoint(x: $0.x * c, y: $0.y * c) } }
        return nil
    }

    /// How far apart `a` and `b` are, for paced keyframe animations: the absolute difference of
    /// numbers; the Euclidean distance of points, sizes (width, height), rects (all four
    /// components), colours (all components, alpha included) and transforms (the sixteen
    /// entries; Apple does not document its measure). Nil for values with no distance
    /// (including paths and discrete values).
    static func distance(_ a: Any, _ b: Any) -> Double? {
        if let x = scalar(a) {
            guard let y = scalar(b) else { return nil }
            return abs(x.value - y.value)
        }
        if let p = a as? CGPoint {
            guard let q = b as? CGPoint else { return nil }
            return hypot(Double(p.x - q.x), Double(p.y - q.y))
        }
        if let s = a as? CGSize {
            guard let t = b as? CGSize else { return nil }
            return hypot(Double(s.width - t.width), Double(s.height - t.height))
        }
        if let r = a as? CGRect {
            guard let s = b as? CGRect else { return nil }
            let dx = Double(r.origin.x - s.origin.x), dy = Double(r.origin.y - s.origin.y)
            let dw = Double(r.size.width - s.size.width), dh = Double(r.size.height - s.size.height)
            return (dx * dx + dy * dy + dw * dw + dh * dh).squareRoot()
        }
        if let m = a as? CATransform3D {
            guard let n = b as? CATransform3D else { return nil }
            return transformDistance(m, n)
        }
        if let c = a as? CGColor {
            guard let d = b as? CGColor else { return nil }
            return colorDistance(c, d)
        }
        return nil
    }

    // MARK: Helpers

    /// Applies `op` component-wise to two values of the same kind (numbers of any kind
    /// mixing), or `transform` to two transforms.
    private static func combine(_ a: Any, _ b: Any, _ op: (CGFloat, CGFloat) -> CGFloat,
                                transform: (CATransform3D, CATransform3D) -> CATransform3D?) -> Any? {
        if let x = scalar(a) {
            guard let y = scalar(b) else { return nil }
            return box(Double(op(CGFloat(x.value), CGFloat(y.value))), as: x.kind)
        }
        if let p = a as? CGPoint {
            guard let q = b as? CGPoint else { return nil }
            return CGPoint(x: op(p.x, q.x), y: op(p.y, q.y))
        }
        if let s = a as? CGSize {
            guard let t = b as? CGSize else { return nil }
            return CGSize(width: op(s.width, t.width), height: op(s.height, t.height))
        }
        if let r = a as? CGRect {
            guard let s = b as? CGRect else { return nil }
            return CGRect(x: op(r.origin.x, s.origin.x), y: op(r.origin.y, s.origin.y),
                          width: op(r.size.width, s.size.width), height: op(r.size.height, s.size.height))
        }
        if let m = a as? CATransform3D {
            guard let n = b as? CATransform3D else { return nil }
            return transform(m, n)
        }
        if let c = a as? CGColor {
            guard let d = b as? CGColor else { return nil }
            return combineColors(c, d, op)
        }
        if let p = a as? CGPath {
            guard let q = b as? CGPath else { return nil }
            return combinePaths(p, q) { CGPoint(x: op($0.x, $1.x), y: op($0.y, $1.y)) }
        }
        return nil
    }

    /// The inverse of `m`, or nil when it has none (`CATransform3DInvert` would return `m`).
    static func inverse(of m: CATransform3D) -> CATransform3D? {
        let inverse = CATransform3DInvert(m)
        // Invert hands back its argument when the matrix is singular; check the product
        // instead of trusting equality, since an involution is its own inverse.
        let product = m.concatenating(inverse)
        return transformDistance(product, CATransform3DIdentity) < 1e-9 ? inverse : nil
    }

    /// `m` raised to the power `k` (see `scale(_:by:)`).
    private static func power(_ m: CATransform3D, _ k: Double) -> CATransform3D? {
        guard k.isFinite else { return nil }
        if k == k.rounded(), abs(k) < Double(Int32.max) {
            var base = m
            if k < 0 {
                guard let inverse = inverse(of: m) else { return nil }
                base = inverse
            }
            // Exponentiation by squaring: O(log k) products however many repeats have passed.
            var exponent = Int(abs(k))
            var result = CATransform3DIdentity
            while exponent > 0 {
                if exponent & 1 == 1 { result = result.concatenating(base) }
                base = base.concatenating(base)
                exponent >>= 1
            }
            return result
        }
        guard let d = DecomposedTransform3D(m) else { return nil }
        return DecomposedTransform3D.identity.interpolated(to: d, fraction: k).transform
    }

    /// The Euclidean (Frobenius) distance between the entries of two transforms.
    private static func transformDistance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        var sum = 0.0
        func add(_ x: CGFloat, _ y: CGFloat) { let d = Double(x - y); sum += d * d }
        add(a.m11, b.m11); add(a.m12, b.m12); add(a.m13, b.m13); add(a.m14, b.m14)
        add(a.m21, b.m21); add(a.m22, b.m22); add(a.m23, b.m23); add(a.m24, b.m24)
        add(a.m31, b.m31); add(a.m32, b.m32); add(a.m33, b.m33); add(a.m34, b.m34)
        add(a.m41, b.m41); add(a.m42, b.m42); add(a.m43, b.m43); add(a.m44, b.m44)
        return sum.squareRoot()
    }
}
