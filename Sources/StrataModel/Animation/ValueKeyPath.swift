import Foundation

/// Key paths into value types, as Core Animation's key-value coding extensions for
/// structures: `position.x`, `bounds.size.width`, `transform.rotation.z` and so on. The
/// layer resolves the first component (`position`) to a value; this resolves the rest.
///
/// Supported: CGPoint `x`, `y`; CGSize `width`, `height`; CGRect `origin`, `size` and their
/// fields; CATransform3D `rotation.x`, `rotation.y`, `rotation.z`, `rotation` (= z), `scale`
/// (the average of the three scales; setting it sets all three), `scale.x|y|z`,
/// `translation` (a CGSize of x and y), `translation.x|y|z`, and the entries `m11`…`m44`.
/// Scalars are read as CGFloat and written from CGFloat, Double, Float, Int or NSNumber.
package enum ValueKeyPath {
    /// The value at `components` inside `base`; `base` itself for no components, nil when the
    /// path does not apply to the value.
    static func value(of base: Any, at components: ArraySlice<String>) -> Any? {
        guard let key = components.first else { return base }
        let rest = components.dropFirst()
        if let point = base as? CGPoint {
            guard rest.isEmpty else { return nil }
            switch key {
            case "x": return point.x
            case "y": return point.y
            default: return nil
            }
        }
        if let size = base as? CGSize {
            guard rest.isEmpty else { return nil }
            switch key {
            case "width": return size.width
            case "height": return size.height
            default: return nil
            }
        }
        if let rect = base as? CGRect {
            switch key {
            case "origin": return value(of: rect.origin, at: rest)
            case "size": return value(of: rect.size, at: rest)
            default: return nil
            }
        }
        if let transform = base as? CATransform3D {
            return transformValue(transform, path: TransformKeyPath(components))
        }
        return nil
    }

    /// `base` with the value at `components` replaced by `value`: `value` itself for no
    /// components; nil when the path does not apply or `value` has the wrong type. A transform
    /// component is set by decomposing the transform, replacing that component and
    /// recomposing, so the others are kept (nil if the transform cannot be decomposed).
    static func setting(_ value: Any, at components: ArraySlice<String>, in base: Any) -> Any? {
        guard let key = components.first else { return value }
        let rest = components.dropFirst()
        if var point = base as? CGPoint {
            guard rest.isEmpty, let v = cgFloat(value) else { return nil }
            switch key {
            case "x": point.x = v
            case "y": point.y = v
            default: return nil
            }
            return point
        }
        if var size = base as? CGSize {
            guard rest.isEmpty, let v = cgFloat(value) else { return nil }
            switch key {
            case "width": size.width = v
            case "height": size.height = v
            default: return nil
            }
            return size
        }
        if var rect = base as? CGRect {
            switch key {
            case "origin":
                guard let origin = setting(value, at: rest, in: rect.origin) as? CGPoint else { return nil }
                rect.origin = origin
            case "size":
                guard let size = setting(value, at: rest, in: rect.size) as? CGSize else { return nil }
                rect.size = size
            default: return nil
            }
            return rect
        }
        if let transform = base as? CATransform3D {
            return settingTransform(value, path: TransformKeyPath(components), in: transform)
        }
        return nil
    }

    /// A scalar of any numeric type as a CGFloat.
    static func cgFloat(_ value: Any) -> CGFloat? {
        ValueInterpolation.scalar(value).map { CGFloat($0.value) }
    }

    // MARK: Transforms

    /// The sub-paths of a transform, parsed once from the components.
    private enum TransformKeyPath {
        case rotation(axis: Int)
        case scale
        case scaleAxis(Int)
        case translation
        case translationAxis(Int)
        case entry(WritableKeyPath<CATransform3D, CGFloat>)
        case unknown

        init(_ components: ArraySlice<String>) {
            let first = components.first ?? ""
            let second = components.dropFirst().first
            guard components.count <= 2 else { self = .unknown; return }
            let axis: Int? = switch second {
            case "x": 0
            case "y": 1
            case "z": 2
            default: nil
            }
            switch (first, second) {
            case ("rotation", nil): self = .rotation(axis: 2)
            case ("rotation", _): self = axis.map { .rotation(axis: $0) } ?? .unknown
            case ("scale", nil): self = .scale
            case ("scale", _): self = axis.map { .scaleAxis($0) } ?? .unknown
            case ("translation", nil): self = .translation
            case ("translation", _): self = axis.map { .translationAxis($0) } ?? .unknown
            case (_, nil): self = Self.entry(named: first).map { .entry($0) } ?? .unknown
            default: self = .unknown
            }
        }

        private static func entry(named name: String) -> WritableKeyPath<CATransform3D, CGFloat>? {
            switch name {
            case "m11": \.m11
            case "m12": \.m12
            case "m13": \.m13
            case "m14": \.m14
            case "m21": \.m21
            case "m22": \.m22
            case "m23": \.m23
            case "m24": \.m24
            case "m31": \.m31
            case "m32": \.m32
            case "m33": \.m33
            case "m34": \.m34
            case "m41": \.m41
            case "m42": \.m42
            case "m43": \.m43
            case "m44": \.m44
            default: nil
            }
        }
    }

    private static func transformValue(_ t: CATransform3D, path: TransformKeyPath) -> Any? {
        switch path {
        case .entry(let keyPath): return t[keyPath: keyPath]
        case .translation:
            // The translation of the normalised matrix (m44 = 1), as the decomposition has it.
            guard t.m44 != 0, t.isFinite else { return nil }
            return CGSize(width: t.m41 / t.m44, height: t.m42 / t.m44)
        case .unknown: return nil
        default: break
        }
        guard let d = DecomposedTransform3D(t) else { return nil }
        switch path {
        case .rotation(let axis):
            let angles = eulerAngles(d.rotationRows)
            return CGFloat(axis == 0 ? angles.x : axis == 1 ? angles.y : angles.z)
        case .scale: return CGFloat((d.scaleX + d.scaleY + d.scaleZ) / 3)
        case .scaleAxis(let axis): return CGFloat(axis == 0 ? d.scaleX : axis == 1 ? d.scaleY : d.scaleZ)
        case .translationAxis(let axis):
            return CGFloat(axis == 0 ? d.translationX : axis == 1 ? d.translationY : d.translationZ)
        default: return nil
        }
    }

    private static func settingTransform(_ value: Any, path: TransformKeyPath, in t: CATransform3D) -> CATransform3D? {
        if case .unknown = path { return nil }
        if case .entry(let keyPath) = path {
            guard let v = cgFloat(value) else { return nil }
            var copy = t
            copy[keyPath: keyPath] = v
            return copy
        }
        guard var d = DecomposedTransform3D(t) else { return nil }
        if case .translation = path {
            if let size = value as? CGSize {
                d.translationX = Double(size.width); d.translationY = Double(size.height)
            } else if let point = value as? CGPoint {
                d.translationX = Double(point.x); d.translationY = Double(point.y)
            } else {
                return nil
            }
            return d.transform
        }
        guard let v = ValueInterpolation.scalar(value)?.value else { return nil }
        switch path {
        case .rotation(let axis):
            var angles = eulerAngles(d.rotationRows)
            switch axis {
            case 0: angles.x = v
            case 1: angles.y = v
            default: angles.z = v
            }
            d.setRotationRows(rotationRows(angles))
        case .scale: d.scaleX = v; d.scaleY = v; d.scaleZ = v
        case .scaleAxis(0): d.scaleX = v
        case .scaleAxis(1): d.scaleY = v
        case .scaleAxis: d.scaleZ = v
        case .translationAxis(0): d.translationX = v
        case .translationAxis(1): d.translationY = v
        case .translationAxis: d.translationZ = v
        default: return nil
        }
        return d.transform
    }

    /// The Euler angles (x, y, z) of a rotation whose row-vector matrix is
    /// Rx(x) × Ry(y) × Rz(z): rotate about x first, then y, then z. In gimbal lock
    /// (y = ±π/2) z is taken as 0 and the whole turn about the shared axis goes to x.
    static func eulerAngles(_ r: (Vector3, Vector3, Vector3)) -> (x: Double, y: Double, z: Double) {
        // Row 0 is (cos y cos z, cos y sin z, −sin y); rows 1 and 2 end in sin x cos y, cos x cos y.
        let y = asin(Swift.min(Swift.max(-r.0.z, -1), 1))
        if cos(y) > 1e-9 {
            return (atan2(r.1.z, r.2.z), y, atan2(r.0.y, r.0.x))
        }
        // With cos y = 0 and z = 0, row 1 is (…, cos x, 0) and row 2 is (…, −sin x, 0).
        return (atan2(-r.2.y, r.1.y), y, 0)
    }

    /// The row-vector rotation matrix Rx(x) × Ry(y) × Rz(z), each as
    /// `CATransform3DMakeRotation` builds it about its axis.
    static func rotationRows(_ a: (x: Double, y: Double, z: Double)) -> (Vector3, Vector3, Vector3) {
        let (sx, cx) = (sin(a.x), cos(a.x))
        let (sy, cy) = (sin(a.y), cos(a.y))
        let (sz, cz) = (sin(a.z), cos(a.z))
        return (Vector3(cy * cz, cy * sz, -sy),
                Vector3(sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy),
                Vector3(cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy))
    }
}
