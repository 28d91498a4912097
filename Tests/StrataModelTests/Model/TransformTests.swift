import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// CATransform3D as Apple lays it out: a 4×4 matrix applied to row vectors, p' = p × M, so the
// translation lives in m41 m42 m43 and the perspective term in the fourth column (m34 = −1/d).
// CATransform3DConcat(a, b) = a × b: applying it applies a first, then b.
// CATransform3DTranslate/Scale/Rotate(t, …) = op × t: the new operation is applied first.

private func close(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool { abs(a - b) <= eps }

private func entries(_ t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

private func close(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-9) -> Bool {
    zip(entries(a), entries(b)).allSatisfy { close($0, $1, eps) }
}

/// p × M for the homogeneous point (x, y, z, 1), written out here rather than taken from the
/// code under test.
private func multiply(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ m: CATransform3D)
    -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    (x * m.m11 + y * m.m21 + z * m.m31 + m.m41,
     x * m.m12 + y * m.m22 + z * m.m32 + m.m42,
     x * m.m13 + y * m.m23 + z * m.m33 + m.m43,
     x * m.m14 + y * m.m24 + z * m.m34 + m.m44)
}

@Suite("CATransform3D")
struct ModelTransformTests {
    @Test("the identity has ones on the diagonal and zeros elsewhere")
    func identity() {
        #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test("MakeTranslation puts (tx, ty, tz) in m41 m42 m43")
    func makeTranslation() {
        let t = CATransform3DMakeTranslation(3, -4, 5)
        #expect(entries(t) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1])
        // (1, 2, 0, 1) × T = (1 + 3, 2 − 4, 0 + 5, 1).
        let p = multiply(1, 2, 0, t)
        #expect(p.x == 4 && p.y == -2 && p.z == 5 && p.w == 1)
    }

    @Test("MakeScale puts (sx, sy, sz) on the diagonal")
    func makeScale() {
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect(entries(t) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    }

    @Test("MakeRotation about z: m11 = cos, m12 = sin, m21 = −sin, m22 = cos")
    func makeRotationZ() {
        let θ: CGFloat = 0.7
        let t = CATransform3DMakeRotation(θ, 0, 0, 1)
        let expected = CATransform3D(m11: cos(θ), m12: sin(θ), m13: 0, m14: 0,
                                     m21: -sin(θ), m22: cos(θ), m23: 0, m24: 0,
                                     m31: 0, m32: 0, m33: 1, m34: 0,
                                     m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(close(t, expected))
        // It is CGAffineTransform(rotationAngle:) lifted to 3D: a = cos, b = sin, c = −sin, d = cos.
        #expect(close(t, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: θ))))
        // 90°: +x turns towards +y: (1, 0) × R = (cos, sin) = (0, 1) — clockwise on a y-down screen.
        let p = multiply(1, 0, 0, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(close(p.x, 0) && close(p.y, 1))
    }

    @Test("MakeRotation about x and y follows the right-hand rule, transposed for row vectors")
    func makeRotationXY() {
        let θ: CGFloat = 0.4
        let (c, s) = (cos(θ), sin(θ))
        // About x: y' = y·cos − z·sin, z' = y·sin + z·cos → row 2 = (0, c, s), row 3 = (0, −s, c).
        let rx = CATransform3DMakeRotation(θ, 1, 0, 0)
        #expect(close(rx, CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: c, m23: s, m24: 0,
                                         m31: 0, m32: -s, m33: c, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)))
        // About y: x' = x·cos + z·sin, z' = −x·sin + z·cos → row 1 = (c, 0, −s), row 3 = (s, 0, c).
        let ry = CATransform3DMakeRotation(θ, 0, 1, 0)
        #expect(close(ry, CATransform3D(m11: c, m12: 0, m13: -s, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                         m31: s, m32: 0, m33: c, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)))
        // The axis is normalized: (0, 0, 5) is the same axis as (0, 0, 1).
        #expect(close(CATransform3DMakeRotation(θ, 0, 0, 5), CATransform3DMakeRotation(θ, 0, 0, 1)))
    }

    @Test("a rotation about the zero vector is the identity")
    func zeroAxisRotation() {
        // Apple: "If the vector has zero length the behavior is undefined" in old docs; in practice
        // (and as Strata documents) it returns the identity.
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DRotate(CATransform3DIdentity, 1.2, 0, 0, 0)))
    }

    @Test("Concat(a, b) applies a first: translate-then-scale differs from scale-then-translate")
    func concatOrder() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 1)
        // Translate then scale: (1 + 10)·2 = 22.
        let ts = multiply(1, 1, 0, CATransform3DConcat(translate, scale))
        #expect(ts.x == 22 && ts.y == 2)
        // Scale then translate: 1·2 + 10 = 12.
        let st = multiply(1, 1, 0, CATransform3DConcat(scale, translate))
        #expect(st.x == 12 && st.y == 2)
        // In entries: T × S has m41 = 10·2 = 20; S × T has m41 = 10.
        #expect(CATransform3DConcat(translate, scale).m41 == 20)
        #expect(CATransform3DConcat(scale, translate).m41 == 10)
    }

    @Test("Translate/Scale/Rotate(t, …) apply the new operation before t")
    func prependingOperations() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        // CATransform3DTranslate(t, tx, ty, tz) = translate × t: (1 + 10)·2 = 22.
        let p = multiply(1, 0, 0, CATransform3DTranslate(scale, 10, 0, 0))
        #expect(p.x == 22)
        // CATransform3DScale(t, …) = scale × t: (1·3) + 10 = 13 for t = translate(10).
        let q = multiply(1, 0, 0, CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 3, 3, 1))
        #expect(q.x == 13)
        // CATransform3DRotate(t, 90°, z) = rotate × t: (1, 0) → (0, 1) → translate(10) → (10, 1).
        let r = multiply(1, 0, 0, CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1))
        #expect(close(r.x, 10) && close(r.y, 1))
    }

    @Test("Invert: the inverse times the transform is the identity")
    func invert() {
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 4),
                                                        CATransform3DMakeRotation(0.5, 1, 2, 3)),
                                    CATransform3DMakeTranslation(7, -8, 9))
        let inverse = CATransform3DInvert(t)
        #expect(close(CATransform3DConcat(inverse, t), CATransform3DIdentity, 1e-12))
        #expect(close(CATransform3DConcat(t, inverse), CATransform3DIdentity, 1e-12))
        // A translation's inverse is the opposite translation: m41..m43 = −(3, −4, 5).
        #expect(close(CATransform3DInvert(CATransform3DMakeTranslation(3, -4, 5)),
                      CATransform3DMakeTranslation(-3, 4, -5)))
        // Perspective inverts too: with m34 = −1/500 the inverse has m34 = +1/500.
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        #expect(close(CATransform3DInvert(p).m34, 1.0 / 500, 1e-15))
    }

    @Test("Invert returns a singular matrix unchanged")
    func invertSingular() {
        // Apple: "If the matrix has no inverse, returns the original matrix."
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        let zero = CATransform3D(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                                 m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
        #expect(CATransform3DInvert(zero) == zero)
    }

    @Test("IsAffine: only transforms that keep the plane z = 0 as a 2D affine map")
    func isAffine() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeScale(2, 3, 1)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        // A z translation, a z scale, a rotation out of the plane and perspective are not affine.
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(p))
    }

    @Test("MakeAffineTransform and GetAffineTransform round-trip")
    func affineRoundTrip() {
        let m = CGAffineTransform(a: 1.5, b: -2, c: 0.25, d: 3, tx: 7, ty: -9)
        let t = CATransform3DMakeAffineTransform(m)
        // a b c d → m11 m12 m21 m22, tx ty → m41 m42; the rest is the identity's.
        #expect(entries(t) == [1.5, -2, 0, 0, 0.25, 3, 0, 0, 0, 0, 1, 0, 7, -9, 0, 1])
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == m)
        // GetAffineTransform ignores the non-affine entries.
        var u = t
        u.m34 = -0.002
        u.m43 = 5
        #expect(CATransform3DGetAffineTransform(u) == m)
        // A point maps the same way through both: (2, 1) → (1.5·2 + 0.25·1 + 7, −2·2 + 3·1 − 9).
        let p = CGPoint(x: 2, y: 1).applying(m)
        #expect(p == CGPoint(x: 10.25, y: -10))
        let q = multiply(2, 1, 0, t)
        #expect(q.x == 10.25 && q.y == -10 && q.w == 1)
    }

    @Test("perspective m34 = −1/500 divides a point of a 45° y-rotated layer by w")
    func perspectiveProjection() {
        // As the book builds it: t = identity; t.m34 = −1/500; t = CATransform3DRotate(t, π/4, 0, 1, 0),
        // i.e. rotation × perspective (the rotation is applied first).
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let t = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        // Rotate (100, 0, 0): x' = 100·cos45 = 50√2, z' = −100·sin45 = −50√2.
        // Perspective: w = 1 + z'·m34 = 1 + (−50√2)(−1/500) = 1 + √2/10 ≈ 1.141421.
        // Projected x = 50√2 / (1 + √2/10) ≈ 70.710678 / 1.141421 ≈ 61.9497: the right side recedes.
        let r2 = CGFloat(2).squareRoot()
        let h = multiply(100, 0, 0, t)
        #expect(close(h.x, 50 * r2))
        #expect(close(h.w, 1 + r2 / 10))
        #expect(close(h.x / h.w, 50 * r2 / (1 + r2 / 10)))
        #expect(close(h.x / h.w, 61.949_7, 1e-4))
        // And x = −100 comes nearer: w = 1 − √2/10, x = −50√2 / (1 − √2/10) ≈ −82.3: larger.
        let l = multiply(-100, 0, 0, t)
        #expect(close(l.x / l.w, -50 * r2 / (1 - r2 / 10)))
        // The entries: m14 = m13·m34 = (−sin45)(−1/500) = √2/1000, m34 = m33·m34 = −(√2/2)/500.
        #expect(close(t.m14, r2 / 1000, 1e-15))
        #expect(close(t.m34, -(r2 / 2) / 500, 1e-15))
        // The internal projection helper agrees with the written-out product.
        let applied = t.apply(to: CGPoint(x: 100, y: 0))
        #expect(applied.map { close($0.x, 50 * r2 / (1 + r2 / 10)) && close($0.y, 0) } == true)
    }

    @Test("EqualToTransform compares all entries")
    func equality() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeScale(2, 2, 2)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeScale(2, 2, 1)))
    }
}
