import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Expected values are worked out by hand: linear mixes a + (b − a)·f, and transform
// results are written as explicit matrices (row vectors, p' = p × M, as Core Animation).

private func entries(_ t: CATransform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
}

private func close(_ a: CATransform3D?, _ b: CATransform3D, _ eps: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) <= eps }
}

/// The row-vector matrix of a rotation by θ about z (+x turns towards +y), with a translation.
private func rotationZ(_ θ: Double, tx: Double = 0, ty: Double = 0) -> CATransform3D {
    CATransform3D(m11: cos(θ), m12: sin(θ), m13: 0, m14: 0,
                  m21: -sin(θ), m22: cos(θ), m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: tx, m42: ty, m43: 0, m44: 1)
}

/// The row-vector matrix of a rotation by θ about x (+y turns towards +z).
private func rotationX(_ θ: Double) -> CATransform3D {
    CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: cos(θ), m23: sin(θ), m24: 0,
                  m31: 0, m32: -sin(θ), m33: cos(θ), m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
}

private func diagonal(_ x: Double, _ y: Double, _ z: Double, translation: (Double, Double, Double) = (0, 0, 0),
                      m34: Double = 0) -> CATransform3D {
    CATransform3D(m11: x, m12: 0, m13: 0, m14: 0, m21: 0, m22: y, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: z, m34: m34,
                  m41: translation.0, m42: translation.1, m43: translation.2, m44: 1)
}

private func lerp(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D? {
    ValueInterpolation.interpolate(a, b, fraction: f) as? CATransform3D
}

@Suite("AnimationMath: interpolation")
struct AnimationMathInterpolationTests {
    // MARK: Numbers

    @Test("numbers mix linearly and keep the first operand's type")
    func numbers() {
        let d = ValueInterpolation.interpolate(10.0, 20.0, fraction: 0.25)
        #expect(type(of: d!) == Double.self && d as? Double == 12.5)
        let f = ValueInterpolation.interpolate(Float(1), 3.0, fraction: 0.5)
        #expect(type(of: f!) == Float.self && f as? Float == 2)
        let c = ValueInterpolation.interpolate(CGFloat(0), Float(8), fraction: 0.75)
        #expect(type(of: c!) == CGFloat.self && c as? CGFloat == 6)
        // Int literals are NSNumbers to Core Animation and animate as real numbers:
        // 0 + 10 × 0.26 = 2.6, not rounded.
        let i = ValueInterpolation.interpolate(0, 10, fraction: 0.26)
        #expect(abs(((i as? NSNumber)?.doubleValue ?? 0) - 2.6) < 1e-12)
        let n = ValueInterpolation.interpolate(NSNumber(value: 2), CGFloat(4), fraction: 0.5)
        #expect((n as? NSNumber)?.doubleValue == 3)
        // Extrapolation for overshooting curves: 10 + 10 × 1.5.
        #expect(ValueInterpolation.interpolate(10.0, 20.0, fraction: 1.5) as? Double == 25)
        #expect(ValueInterpolation.interpolate(0.1, 0.7, fraction: 1) as? Double == 0.7)
    }

    @Test("mismatched kinds give nil")
    func mismatched() {
        #expect(ValueInterpolation.interpolate(1.0, CGPoint.zero, fraction: 0.5) == nil)
        #expect(ValueInterpolation.interpolate(CGPoint.zero, CGSize.zero, fraction: 0.5) == nil)
        #expect(ValueInterpolation.interpolate(CGRect.zero, CATransform3DIdentity, fraction: 0.5) == nil)
        #expect(ValueInterpolation.interpolate("a", true, fraction: 0.5) == nil)
        #expect(ValueInterpolation.interpolate(true, 1.0, fraction: 0.5) == nil)
        #expect(ValueInterpolation.add(CGPoint.zero, 1.0) == nil)
        #expect(ValueInterpolation.add(true, false) == nil)
        #expect(ValueInterpolation.distance("a", "b") == nil)
    }

    // MARK: Geometry

    @Test("points, sizes and rects mix component-wise")
    func geometry() {
        let p = ValueInterpolation.interpolate(CGPoint(x: 0, y: 10), CGPoint(x: 8, y: -10), fraction: 0.25)
        #expect(p as? CGPoint == CGPoint(x: 2, y: 5))
        let s = ValueInterpolation.interpolate(CGSize(width: 10, height: 10), CGSize(width: 20, height: 0), fraction: 0.5)
        #expect(s as? CGSize == CGSize(width: 15, height: 5))
        let r = ValueInterpolation.interpolate(CGRect(x: 0, y: 0, width: 100, height: 50),
                                               CGRect(x: 40, y: -20, width: 0, height: 150), fraction: 0.75)
        #expect(r as? CGRect == CGRect(x: 30, y: -15, width: 25, height: 125))
    }

    // MARK: Transforms

    @Test("identity to a quarter turn about z is an eighth turn at 0.5 (not a matrix lerp)")
    func quarterTurn() {
        let result = lerp(CATransform3DIdentity, rotationZ(.pi / 2), 0.5)
        #expect(close(result, rotationZ(.pi / 4)))
        // A matrix lerp would give m11 = 0.5, which is not a rotation.
        #expect(close(lerp(CATransform3DIdentity, rotationZ(.pi / 2), 0.25), rotationZ(.pi / 8)))
    }

    @Test("rotation takes the shorter way: identity to 270° passes through −45°")
    func shortestArc() {
        #expect(close(lerp(CATransform3DIdentity, rotationZ(1.5 * .pi), 0.5), rotationZ(-.pi / 4)))
    }

    @Test("rotation about x interpolates about x")
    func rotationAboutX() {
        #expect(close(lerp(CATransform3DIdentity, rotationX(.pi / 2), 0.5), rotationX(.pi / 4)))
        #expect(close(lerp(rotationX(0.2), rotationX(1.0), 0.25), rotationX(0.4)))
    }

    @Test("translation, scale and perspective mix linearly")
    func translationScalePerspective() {
        let moved = lerp(CATransform3DIdentity, diagonal(1, 1, 1, translation: (10, 20, 30)), 0.25)
        #expect(close(moved, diagonal(1, 1, 1, translation: (2.5, 5, 7.5))))
        #expect(close(lerp(CATransform3DIdentity, diagonal(3, 3, 1), 0.5), diagonal(2, 2, 1)))
        // m34 = −1/500 is the perspective column; halfway it is −1/1000.
        #expect(close(lerp(CATransform3DIdentity, diagonal(1, 1, 1, m34: -1.0 / 500), 0.5),
                      diagonal(1, 1, 1, m34: -1.0 / 1000)))
    }

    @Test("rotate-then-translate splits into an eighth turn and half the translation")
    func rotateThenTranslate() {
        // Target: rotate 90° about z, then move by (100, 40): rows of R(90°), then (100, 40, 0, 1).
        let target = rotationZ(.pi / 2, tx: 100, ty: 40)
        #expect(close(lerp(CATransform3DIdentity, target, 0.5), rotationZ(.pi / 4, tx: 50, ty: 20)))
    }

    @Test("scaling to zero (a degenerate matrix) still interpolates")
    func toZeroScale() {
        #expect(close(lerp(CATransform3DIdentity, diagonal(0, 0, 1), 0.5), diagonal(0.5, 0.5, 1)))
        #expect(close(lerp(diagonal(0, 0, 1), diagonal(4, 2, 1), 0.25), diagonal(1, 0.5, 1)))
    }

    @Test("a mirrored scale interpolates through the reflection")
    func mirror() {
        // scale(−1, 1, 1) is decomposed as scale (1, −1, −1) with a half turn about x; halfway
        // from itself to itself is itself.
        let m = diagonal(-1, 1, 1)
        #expect(close(lerp(m, m, 0.5), m))
        #expect(close(lerp(diagonal(-1, 1, 1), diagonal(-3, 1, 1), 0.5), diagonal(-2, 1, 1)))
    }

    @Test("decomposing and recomposing gives the transform back")
    func roundTrip() {
        // Skew, scale, rotation about a tilted axis, translation and perspective together.
        let skew = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0.4, m22: 1, m23: 0, m24: 0,
                                 m31: 0.1, m32: -0.3, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        var m = CATransform3DConcat(diagonal(2, 0.5, 3), skew)
        m = CATransform3DConcat(m, CATransform3DMakeRotation(0.9, 1, 2, 3))
        m = CATransform3DConcat(m, diagonal(1, 1, 1, translation: (5, -7, 11)))
        m = CATransform3DConcat(m, diagonal(1, 1, 1, m34: -0.002))
        let d = DecomposedTransform3D(m)
        #expect(d != nil)
        #expect(close(d?.transform, m, 1e-12))
        #expect(close(lerp(m, m, 0.3), m, 1e-12))
    }

    @Test("ends are exact and an undecomposable matrix switches at 0.5")
    func discreteFallback() {
        let a = rotationZ(0.3, tx: 1, ty: 2)
        var singular = CATransform3DIdentity
        singular.m44 = 0
        #expect(lerp(a, singular, 0) == a)
        #expect(lerp(a, singular, 1) == singular)
        #expect(lerp(a, singular, 0.49) == a)
        #expect(lerp(a, singular, 0.5) == singular)
    }

    // MARK: Colours and paths

    @Test("colours mix each component and alpha in their space")
    func colors() {
        let a = CGColor(red: 1, green: 0, blue: 0.5, alpha: 1)
        let b = CGColor(red: 0, green: 1, blue: 0.5, alpha: 0)
        let mid = ValueInterpolation.interpolate(a, b, fraction: 0.25) as? CGColor
        #expect(mid?.components == [0.75, 0.25, 0.5, 0.75])
        #expect(mid?.colorSpace?.name == a.colorSpace?.name)
        let gray = ValueInterpolation.interpolate(CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 0.5), fraction: 0.5)
        #expect((gray as? CGColor)?.components == [0.5, 0.75])
        // Grey meets RGB: grey 1 is (1, 1, 1).
        let mixed = ValueInterpolation.interpolate(CGColor(gray: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1), fraction: 0.5)
        #expect((mixed as? CGColor)?.components == [0.5, 0.5, 1, 1])
    }

    @Test("paths of the same elements mix point by point; others switch at 0.5")
    func paths() {
        let a = CGMutablePath()
        a.move(to: CGPoint(x: 0, y: 0)); a.addLine(to: CGPoint(x: 10, y: 0))
        a.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 20, y: 10))
        a.closeSubpath()
        let b = CGMutablePath()
        b.move(to: CGPoint(x: 4, y: 8)); b.addLine(to: CGPoint(x: 10, y: 4))
        b.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 40, y: 30))
        b.closeSubpath()
        let mid = ValueInterpolation.interpolate(a, b, fraction: 0.5) as? CGPath
        #expect(mid?.elements == [
            .moveTo(CGPoint(x: 2, y: 4)), .lineTo(CGPoint(x: 10, y: 2)),
            .curveTo(CGPoint(x: 5, y: 10), control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 30, y: 20)),
            .closeSubpath,
        ])
        let other = CGMutablePath()
        other.move(to: .zero); other.addLine(to: CGPoint(x: 1, y: 1))
        #expect(ValueInterpolation.interpolate(a, other, fraction: 0.4) as? CGPath === a)
        #expect(ValueInterpolation.interpolate(a, other, fraction: 0.6) as? CGPath === other)
    }

    // MARK: Discrete values

    @Test("non-interpolable values switch at the midpoint")
    func discrete() {
        #expect(ValueInterpolation.interpolate(false, true, fraction: 0.49) as? Bool == false)
        #expect(ValueInterpolation.interpolate(false, true, fraction: 0.5) as? Bool == true)
        #expect(ValueInterpolation.interpolate("a", "b", fraction: 0.2) as? String == "a")
        #expect(ValueInterpolation.interpolate("a", "b", fraction: 0.9) as? String == "b")
    }

    // MARK: Arithmetic

    @Test("add and subtract: component-wise, keeping the first type")
    func addSubtract() {
        let sum = ValueInterpolation.add(Float(1.5), 2.0)
        #expect(type(of: sum!) == Float.self && sum as? Float == 3.5)
        #expect(abs(((ValueInterpolation.subtract(10, 2.4) as? NSNumber)?.doubleValue ?? 0) - 7.6) < 1e-12)
        #expect(ValueInterpolation.add(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)) as? CGPoint == CGPoint(x: 4, y: 6))
        #expect(ValueInterpolation.subtract(CGSize(width: 5, height: 5), CGSize(width: 1, height: 2)) as? CGSize
                == CGSize(width: 4, height: 3))
        #expect(ValueInterpolation.add(CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 1, y: 1, width: 1, height: 1)) as? CGRect
                == CGRect(x: 2, y: 3, width: 4, height: 5))
        let color = ValueInterpolation.add(CGColor(red: 0.25, green: 0.5, blue: 0, alpha: 0.5),
                                           CGColor(red: 0.25, green: 0, blue: 0.5, alpha: 0.25)) as? CGColor
        #expect(color?.components == [0.5, 0.5, 0.5, 0.75])
    }

    @Test("adding transforms concatenates them (first applied first); subtracting undoes it")
    func transformArithmetic() {
        // Move by (1, 0, 0), then scale by 2: the origin goes to (1, 0) then (2, 0).
        let t = diagonal(1, 1, 1, translation: (1, 0, 0)), s = diagonal(2, 2, 2)
        let sum = ValueInterpolation.add(t, s) as? CATransform3D
        #expect(close(sum, diagonal(2, 2, 2, translation: (2, 0, 0))))
        #expect(close(ValueInterpolation.subtract(sum as Any, s) as? CATransform3D, t))
        #expect(ValueInterpolation.subtract(t, diagonal(0, 1, 1)) == nil)
    }

    @Test("scaling values: numbers and points multiply, transforms are raised to a power")
    func scaling() {
        #expect(ValueInterpolation.scale(2.5, by: 3) as? Double == 7.5)
        #expect(ValueInterpolation.scale(CGPoint(x: 1, y: -2), by: 2) as? CGPoint == CGPoint(x: 2, y: -4))
        let cubed = ValueInterpolation.scale(diagonal(1, 1, 1, translation: (1, 2, 3)), by: 3) as? CATransform3D
        #expect(close(cubed, diagonal(1, 1, 1, translation: (3, 6, 9))))
        #expect(close(ValueInterpolation.scale(rotationZ(.pi / 6), by: 3) as? CATransform3D, rotationZ(.pi / 2)))
        #expect(close(ValueInterpolation.scale(rotationZ(0.4), by: -2) as? CATransform3D, rotationZ(-0.8)))
        #expect(close(ValueInterpolation.scale(rotationZ(.pi / 2), by: 0.5) as? CATransform3D, rotationZ(.pi / 4)))
        #expect(close(ValueInterpolation.scale(rotationZ(0.7), by: 0) as? CATransform3D, CATransform3DIdentity))
        #expect(ValueInterpolation.scale(true, by: 2) == nil)
    }

    @Test("distances: absolute difference, Euclidean for geometry and colours")
    func distances() {
        #expect(ValueInterpolation.distance(Float(3), 7.5) == 4.5)
        #expect(ValueInterpolation.distance(CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 5)) == 5)
        #expect(ValueInterpolation.distance(CGSize(width: 0, height: 0), CGSize(width: 6, height: 8)) == 10)
        #expect(ValueInterpolation.distance(CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 1, y: 1, width: 2, height: 2)) == 2)
        let d = ValueInterpolation.distance(CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.6, blue: 0.8, alpha: 1))
        #expect(abs((d ?? 0) - 1) < 1e-12)
        // Translations 3 and 4 apart in x and y: the entries differ only there.
        let t = ValueInterpolation.distance(CATransform3DIdentity, diagonal(1, 1, 1, translation: (3, 4, 0)))
        #expect(abs((t ?? 0) - 5) < 1e-12)
    }
}
