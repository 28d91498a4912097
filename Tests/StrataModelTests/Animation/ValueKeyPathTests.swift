import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Expected transforms are explicit row-vector matrices (p' = p × M), written out here.

private func path(_ s: String) -> ArraySlice<String> { ArraySlice(s.split(separator: ".").map(String.init)) }

private func entries(_ t: CATransform3D) -> [Double] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
}

private func close(_ a: Any?, _ b: CATransform3D, _ eps: Double = 1e-12) -> Bool {
    guard let a = a as? CATransform3D else { return false }
    return zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) <= eps }
}

private func scalar(_ v: Any?) -> Double? { (v as? CGFloat).map { Double($0) } }

/// Rows of a 3×3 block embedded in a transform with translation (tx, ty, tz).
private func matrix(_ r: [[Double]], translation: (Double, Double, Double) = (0, 0, 0)) -> CATransform3D {
    CATransform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: 0,
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: 0,
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: 0,
                  m41: translation.0, m42: translation.1, m43: translation.2, m44: 1)
}

private func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
}

private func rotZ(_ θ: Double) -> [[Double]] { [[cos(θ), sin(θ), 0], [-sin(θ), cos(θ), 0], [0, 0, 1]] }
private func rotX(_ θ: Double) -> [[Double]] { [[1, 0, 0], [0, cos(θ), sin(θ)], [0, -sin(θ), cos(θ)]] }
private func rotY(_ θ: Double) -> [[Double]] { [[cos(θ), 0, -sin(θ)], [0, 1, 0], [sin(θ), 0, cos(θ)]] }

@Suite("AnimationMath: value key paths")
struct AnimationMathValueKeyPathTests {
    @Test("point, size and rect fields read as CGFloat")
    func reads() {
        #expect(ValueKeyPath.value(of: CGPoint(x: 3, y: 4), at: path("x")) as? CGFloat == 3)
        #expect(ValueKeyPath.value(of: CGPoint(x: 3, y: 4), at: path("y")) as? CGFloat == 4)
        #expect(ValueKeyPath.value(of: CGSize(width: 5, height: 6), at: path("height")) as? CGFloat == 6)
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(ValueKeyPath.value(of: rect, at: path("origin")) as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(ValueKeyPath.value(of: rect, at: path("size")) as? CGSize == CGSize(width: 30, height: 40))
        #expect(ValueKeyPath.value(of: rect, at: path("origin.y")) as? CGFloat == 2)
        #expect(ValueKeyPath.value(of: rect, at: path("size.width")) as? CGFloat == 30)
        #expect(ValueKeyPath.value(of: rect, at: []) as? CGRect == rect)
    }

    @Test("unknown paths and non-structures give nil")
    func unknown() {
        #expect(ValueKeyPath.value(of: CGPoint.zero, at: path("z")) == nil)
        #expect(ValueKeyPath.value(of: CGPoint.zero, at: path("x.y")) == nil)
        #expect(ValueKeyPath.value(of: CGRect.zero, at: path("width")) == nil)
        #expect(ValueKeyPath.value(of: 3.0, at: path("x")) == nil)
        #expect(ValueKeyPath.value(of: CATransform3DIdentity, at: path("rotation.w")) == nil)
        #expect(ValueKeyPath.value(of: CATransform3DIdentity, at: path("m55")) == nil)
        #expect(ValueKeyPath.setting(1.0, at: path("z"), in: CGPoint.zero) == nil)
        #expect(ValueKeyPath.setting("one", at: path("x"), in: CGPoint.zero) == nil)
        #expect(ValueKeyPath.setting(1.0, at: path("rotation.q"), in: CATransform3DIdentity) == nil)
        #expect(ValueKeyPath.setting(1.0, at: path("translation"), in: CATransform3DIdentity) == nil)
    }

    @Test("setting a field returns the new structure, from any numeric type")
    func writes() {
        #expect(ValueKeyPath.setting(7.0, at: path("x"), in: CGPoint(x: 1, y: 2)) as? CGPoint == CGPoint(x: 7, y: 2))
        #expect(ValueKeyPath.setting(Float(8), at: path("y"), in: CGPoint(x: 1, y: 2)) as? CGPoint == CGPoint(x: 1, y: 8))
        #expect(ValueKeyPath.setting(NSNumber(value: 9), at: path("width"), in: CGSize(width: 1, height: 2)) as? CGSize
                == CGSize(width: 9, height: 2))
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(ValueKeyPath.setting(CGFloat(5), at: path("origin.x"), in: rect) as? CGRect
                == CGRect(x: 5, y: 2, width: 30, height: 40))
        #expect(ValueKeyPath.setting(12, at: path("size.height"), in: rect) as? CGRect
                == CGRect(x: 1, y: 2, width: 30, height: 12))
        #expect(ValueKeyPath.setting(CGSize(width: 3, height: 4), at: path("size"), in: rect) as? CGRect
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(ValueKeyPath.setting(CGPoint(x: 3, y: 4), at: [], in: rect) as? CGPoint == CGPoint(x: 3, y: 4))
    }

    @Test("rotation.z = 2π·0.75 on the identity is the 270° rotation matrix")
    func rotationZ() {
        let result = ValueKeyPath.setting(2 * Double.pi * 0.75, at: path("rotation.z"), in: CATransform3DIdentity)
        // cos 270° = 0, sin 270° = −1.
        #expect(close(result, matrix([[0, -1, 0], [1, 0, 0], [0, 0, 1]])))
        #expect(close(ValueKeyPath.setting(CGFloat(0.5), at: path("rotation"), in: CATransform3DIdentity), matrix(rotZ(0.5))))
    }

    @Test("rotation.x and rotation.y rotate about their axes")
    func rotationXY() {
        #expect(close(ValueKeyPath.setting(Double.pi / 3, at: path("rotation.x"), in: CATransform3DIdentity),
                      matrix(rotX(.pi / 3))))
        #expect(close(ValueKeyPath.setting(Float(0.4), at: path("rotation.y"), in: CATransform3DIdentity),
                      matrix(rotY(Double(Float(0.4))))))
    }

    @Test("rotations read back, and setting one axis keeps the others (x applied first, then y, then z)")
    func rotationComposition() {
        let z = ValueKeyPath.setting(0.7, at: path("rotation.z"), in: CATransform3DIdentity) ?? 0
        let xz = ValueKeyPath.setting(0.3, at: path("rotation.x"), in: z)
        #expect(close(xz, matrix(product(rotX(0.3), rotZ(0.7)))))
        #expect(abs((scalar(ValueKeyPath.value(of: xz as Any, at: path("rotation.x"))) ?? 0) - 0.3) < 1e-12)
        #expect(abs((scalar(ValueKeyPath.value(of: xz as Any, at: path("rotation.z"))) ?? 0) - 0.7) < 1e-12)
        #expect(abs((scalar(ValueKeyPath.value(of: xz as Any, at: path("rotation.y"))) ?? 1)) < 1e-12)
        #expect(abs((scalar(ValueKeyPath.value(of: matrix(rotZ(-1.2)), at: path("rotation"))) ?? 0) + 1.2) < 1e-12)
    }

    @Test("scale reads the average and sets all three; scale.x|y|z one axis")
    func scale() {
        let m = matrix([[1, 0, 0], [0, 2, 0], [0, 0, 6]])
        #expect(abs((scalar(ValueKeyPath.value(of: m, at: path("scale"))) ?? 0) - 3) < 1e-12)
        #expect(abs((scalar(ValueKeyPath.value(of: m, at: path("scale.z"))) ?? 0) - 6) < 1e-12)
        #expect(close(ValueKeyPath.setting(2.0, at: path("scale"), in: m), matrix([[2, 0, 0], [0, 2, 0], [0, 0, 2]])))
        // On a quarter turn about z, scale.x = 2 scales x before rotating: row 0 of R doubles.
        let turned = ValueKeyPath.setting(2.0, at: path("scale.x"), in: matrix(rotZ(.pi / 2)))
        #expect(close(turned, matrix([[0, 2, 0], [-1, 0, 0], [0, 0, 1]])))
    }

    @Test("translation reads as a CGSize and its axes set without touching the rest")
    func translation() {
        let m = matrix(rotZ(0.5), translation: (10, 20, 30))
        #expect(ValueKeyPath.value(of: m, at: path("translation")) as? CGSize == CGSize(width: 10, height: 20))
        #expect(abs((scalar(ValueKeyPath.value(of: m, at: path("translation.z"))) ?? 0) - 30) < 1e-12)
        #expect(close(ValueKeyPath.setting(-4.0, at: path("translation.x"), in: m), matrix(rotZ(0.5), translation: (-4, 20, 30))))
        #expect(close(ValueKeyPath.setting(CGSize(width: 1, height: 2), at: path("translation"), in: m),
                      matrix(rotZ(0.5), translation: (1, 2, 30))))
    }

    @Test("m11…m44 read and write single entries")
    func entriesByName() {
        var expected = CATransform3DIdentity
        expected.m34 = -0.002
        #expect(close(ValueKeyPath.setting(-0.002, at: path("m34"), in: CATransform3DIdentity), expected, 0))
        #expect(ValueKeyPath.value(of: expected, at: path("m34")) as? CGFloat == -0.002)
        #expect(ValueKeyPath.value(of: expected, at: path("m44")) as? CGFloat == 1)
        #expect(ValueKeyPath.value(of: expected, at: path("m21")) as? CGFloat == 0)
    }

    @Test("a transform that cannot be decomposed has no rotation or scale")
    func undecomposable() {
        var singular = CATransform3DIdentity
        singular.m44 = 0
        #expect(ValueKeyPath.value(of: singular, at: path("rotation.z")) == nil)
        #expect(ValueKeyPath.setting(1.0, at: path("scale"), in: singular) == nil)
        #expect(ValueKeyPath.value(of: singular, at: path("translation")) == nil)
        #expect(ValueKeyPath.value(of: singular, at: path("m11")) as? CGFloat == 1)
    }
}
