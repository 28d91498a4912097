// CGAffineTransform values beyond AppleDrawing's and AppleBehaviour's checks (inversion, a
// rotation about a point, a negative angle, a singular transform): 4 checks. The CATransform3D
// functions beyond AppleModel's and AppleBehaviour's (inversion, equality, rotations about x and
// y, isAffine, the affine part): 8 checks.
// A CGAffineTransform maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty); t.rotated/translatedBy/scaledBy
// put the new operation before t. A CATransform3D acts on row vectors: p' = p · M, the translation in
// m41…m43; CATransform3DConcat(a, b) = a · b applies a first.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The CGAffineTransform checks.
let affineProbes: [Probe] = [
    Probe("affine.invertedRotateTranslate") {
        // translation(10,5).rotated(by: π/2): p → R p + (10,5) = [0,1,−1,0,10,5].
        // Inverse: p = R⁻¹(p' − (10,5)); R⁻¹ = [0,−1,1,0], R⁻¹(−10,−5) = (−5,10) → [0,−1,1,0,−5,10]
        // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
        let t = CGAffineTransform(translationX: 10, y: 5).rotated(by: .pi / 2)
        return matrix("", t.inverted(), CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: -5, ty: 10),
                      "cgaffinetransform/inverted() — undoes rotation and translation together")
    },
    Probe("affine.rotateAboutPoint") {
        // translation(5,5).rotated(π/2).translatedBy(−5,−5): move by −5, rotate, move back.
        // (10,5) → (5,0) → (0,5) → (5,10); the centre (5,5) stays put
        // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)
        let t = CGAffineTransform(translationX: 5, y: 5).rotated(by: .pi / 2).translatedBy(x: -5, y: -5)
        return same("\(p(CGPoint(x: 10, y: 5).applying(t))) \(p(CGPoint(x: 5, y: 5).applying(t)))",
                    "(5.000,10.000) (5.000,5.000)", "rotated(by:), translatedBy(x:y:) — each new step applies before t")
    },
    Probe("affine.negativeRotation") {
        // rotationAngle −π/2: a = cos = 0, b = sin = −1, c = −sin = 1, d = 0; (1,0) → (0,−1)
        // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
        let m = CGAffineTransform(rotationAngle: -.pi / 2)
        return same("\(t(m)) \(p(CGPoint(x: 1, y: 0).applying(m)))", "[0.000,-1.000,1.000,0.000,0.000,0.000] (0.000,-1.000)",
                    "init(rotationAngle:) — [cos, sin, −sin, cos, 0, 0]")
    },
    Probe("affine.invertedSingularZeroScale") {
        // scale(0,1): ad − bc = 0 → "If the affine transform passed in parameter t cannot be inverted, the
        // affine transform is returned unchanged."
        let t = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 3, ty: 4)
        return matrix("", t.inverted(), t, "cgaffinetransform/inverted() — a singular transform comes back unchanged")
    },
]

/// The CATransform3D function checks.
let transform3DProbes: [Probe] = [
    Probe("t3d.invertSingularUnchanged") {
        // MakeScale(0,1,1) has determinant 0: "Returns the original matrix if t has no inverse."
        // https://developer.apple.com/documentation/quartzcore/catransform3dinvert(_:)
        let t = CATransform3DTranslate(CATransform3DMakeScale(0, 1, 1), 3, 4, 5)
        return nums(entries(CATransform3DInvert(t)), entries(t), "\(Doc.ca)catransform3dinvert(_:) — no inverse → t itself")
    },
    Probe("t3d.invertTranslateScale") {
        // Translate(MakeScale(2,4,1), 3,5,7) = translate first, then scale: p' = (2x+6, 4y+20, z+7).
        // Inverse: x = 0.5x' − 3, y = 0.25y' − 5, z = z' − 7 → m11 .5, m22 .25, m33 1, m41 −3, m42 −5, m43 −7
        let inv = CATransform3DInvert(CATransform3DTranslate(CATransform3DMakeScale(2, 4, 1), 3, 5, 7))
        return nums([inv.m11, inv.m22, inv.m33, inv.m41, inv.m42, inv.m43, inv.m44].map { Double($0) },
                    [0.5, 0.25, 1, -3, -5, -7, 1], "\(Doc.ca)catransform3dinvert(_:) — the inverse matrix")
    },
    Probe("t3d.equalToTransform") {
        // "Returns a Boolean value that indicates whether the two transforms are exactly equal": MakeScale(1,1,1)
        // is the identity; a 1e-9 translation is not; == (Swift's Equatable) agrees
        // https://developer.apple.com/documentation/quartzcore/catransform3dequaltotransform(_:_:)
        let a = CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity)
        let b = CATransform3DEqualToTransform(CATransform3DMakeTranslation(0, 0, 1e-9), CATransform3DIdentity)
        let c = CATransform3DMakeRotation(0.3, 0, 0, 1) == CATransform3DMakeRotation(0.3, 0, 0, 1)
        return same("\(a),\(b),\(c)", "true,false,true", "\(Doc.ca)catransform3dequaltotransform(_:_:) — exact equality")
    },
    Probe("t3d.makeRotationAboutX") {
        // rotation by θ = π/2 about +x (right-handed, as about z gives m12 = sin): y → z.
        // Row vectors: m22 = cos = 0, m23 = sin = 1, m32 = −sin = −1, m33 = cos = 0
        // https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)
        let t = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        return nums([t.m11, t.m22, t.m23, t.m32, t.m33].map { Double($0) }, [1, 0, 1, -1, 0],
                    "\(Doc.ca)catransform3dmakerotation(_:_:_:_:) — about x: y turns towards z")
    },
    Probe("t3d.makeRotationAboutY") {
        // about +y by π/2 (right-handed): z → x, x → −z. Row vectors: m11 = cos = 0, m13 = −sin = −1,
        // m31 = sin = 1, m33 = cos = 0
        let t = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        return nums([t.m11, t.m13, t.m22, t.m31, t.m33].map { Double($0) }, [0, -1, 1, 1, 0],
                    "\(Doc.ca)catransform3dmakerotation(_:_:_:_:) — about y: z turns towards x")
    },
    Probe("t3d.isAffineRotationAboutX") {
        // a rotation about x moves z into y (m23 ≠ 0): not a 2D affine transform. MakeScale(2,3,1) is.
        // https://developer.apple.com/documentation/quartzcore/catransform3disaffine(_:)
        let tilted = CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 4, 1, 0, 0))
        let flat = CATransform3DIsAffine(CATransform3DMakeScale(2, 3, 1))
        return same("\(tilted),\(flat)", "false,true", "\(Doc.ca)catransform3disaffine(_:) — true if t can be exactly represented by an affine transform")
    },
    Probe("t3d.isAffineZScale", uncertain: "the page does not say whether m33 ≠ 1 counts as affine") {
        // scaling z by 2 (m33 = 2) cannot be kept by a CGAffineTransform
        same("\(CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))", "false",
             "\(Doc.ca)catransform3disaffine(_:) — exactly representable by an affine transform")
    },
    Probe("t3d.getAffineOfMakeRotationAndTranslation") {
        // GetAffineTransform reads a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42:
        // MakeRotation(π/2 about z) → [0,1,−1,0,0,0]; MakeTranslation(3,4,0) → [1,0,0,1,3,4]
        // https://developer.apple.com/documentation/quartzcore/catransform3dgetaffinetransform(_:)
        let a = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let b = CATransform3DGetAffineTransform(CATransform3DMakeTranslation(3, 4, 0))
        return same("\(t(a)) \(t(b))", "[0.000,1.000,-1.000,0.000,0.000,0.000] [1.000,0.000,0.000,1.000,3.000,4.000]",
                    "\(Doc.ca)catransform3dgetaffinetransform(_:) — the affine transform t represents")
    },
]
