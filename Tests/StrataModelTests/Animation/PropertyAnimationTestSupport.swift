import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// A stand-in for a layer's property values: root keys map to values, sub-paths
/// (`position.x`) go through `ValueKeyPath`. Writing a root key checks the value's type, as a
/// typed layer property would.
struct DictionaryTarget: AnimationTarget {
    var values: [String: Any]

    init(_ values: [String: Any]) { self.values = values }

    func value(at path: AnimationKeyPath) -> Any? {
        guard let base = values[path.root] else { return nil }
        return path.sub.isEmpty ? base : ValueKeyPath.value(of: base, at: path.sub[...])
    }

    func holdsProperty(at path: AnimationKeyPath) -> Bool { values[path.root] != nil }

    mutating func setValue(_ value: Any, at path: AnimationKeyPath) -> Bool {
        guard let base = values[path.root] else { return false }
        if path.sub.isEmpty {
            guard type(of: value) == type(of: base) else { return false }
            values[path.root] = value
            return true
        }
        guard let updated = ValueKeyPath.setting(value, at: path.sub[...], in: base) else { return false }
        values[path.root] = updated
        return true
    }

    /// A number stored under `key`, whatever its numeric type.
    func number(_ key: String) -> Double? {
        switch values[key] {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        default: nil
        }
    }

    func point(_ key: String) -> CGPoint? { values[key] as? CGPoint }
    func transform(_ key: String) -> CATransform3D? { values[key] as? CATransform3D }
}

/// Helpers shared by the animation suites; every expected number is computed here from the
/// documented semantics, never taken from the code under test.
enum AnimTest {
    static func close(_ a: Double?, _ b: Double, _ eps: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= eps
    }

    static func close(_ a: CGPoint?, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps
    }

    /// The output of the timing curve with control points (0,0), (c1x,c1y), (c2x,c2y), (1,1)
    /// at input `x`, by bisection on the curve parameter (x(t) is increasing).
    static func bezierTiming(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if b(mid, c1x, c2x) < x { low = mid } else { high = mid }
        }
        return b((low + high) / 2, c1y, c2y)
    }

    /// easeIn, easeOut and easeInEaseOut as Apple documents their control points.
    static func easeIn(_ x: Double) -> Double { bezierTiming(x, 0.42, 0, 1, 1) }
    static func easeOut(_ x: Double) -> Double { bezierTiming(x, 0, 0, 0.58, 1) }

    /// The cubic Bézier point at t.
    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The cubic Bézier derivative at t.
    static func cubicDerivative(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        func d(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ e: CGFloat) -> CGFloat {
            3 * u * u * (b - a) + 6 * u * t * (c - b) + 3 * t * t * (e - c)
        }
        return CGPoint(x: d(p0.x, c1.x, c2.x, p1.x), y: d(p0.y, c1.y, c2.y, p1.y))
    }

    /// The arc length of the cubic from 0 to `t`, by many short chords.
    static func cubicLength(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, upTo t: Double = 1) -> Double {
        let steps = 20_000
        var length = 0.0
        var previous = p0
        for i in 1...steps {
            let p = cubic(p0, c1, c2, p1, t * Double(i) / Double(steps))
            length += hypot(p.x - previous.x, p.y - previous.y)
            previous = p
        }
        return length
    }

    /// The 16 entries of a transform, row by row.
    static func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// A rotation by `angle` about z, as Apple's row-vector matrices lay it out:
    /// m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
    static func zRotationEntries(_ angle: Double) -> [CGFloat] {
        [cos(angle), sin(angle), 0, 0, -sin(angle), cos(angle), 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    }

    static func close(_ a: [CGFloat], _ b: [CGFloat], _ eps: CGFloat = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= eps }
    }

    /// A basic animation of `keyPath` lasting `duration` seconds from time 0.
    static func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil,
                      duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    /// Runs `body` with a recording diagnostics handler bound; returns the messages it reported
    /// that name an ignored animation.
    static func animationDiagnostics(_ body: () -> Void) -> [String] {
        let log = BehaviourTestSupport.recordingDiagnostics(body)
        return log.filter { $0.contains("animation ignored") }
    }
}
