// CGAffineTransform arithmetic and the context's space conversions (invert of a singular
// transform, concatenating order and a rect under a 90° rotation are in AppleBehaviour).
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// A transform maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty). t.translatedBy/scaledBy/rotated
// apply the new operation first, then t (CGAffineTransformTranslate(t, …) = translate · t).
import AppleCheckSupport
import CoreGraphics
import Foundation

func transformChecks() -> [() -> Outcome] {
    [
        checkRotationInverted, checkGeneralInverse, checkIsIdentity, checkRotatedOrder, checkTranslatedByOrder,
        checkScaledByOrder, checkDecomposeScaleRotation, checkPointApplying, checkSizeApplying,
        checkRectApplyingRotation180, checkRectApplyingRotationIntegral, checkConvertToUserSpace,
    ]
}

private func checkRotationInverted() -> Outcome {
    // rotation(π/2) = [cos, sin, −sin, cos] = [0, 1, −1, 0]; its inverse is rotation(−π/2) = [0, −1, 1, 0]
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
    matrix("rotationInverted", CGAffineTransform(rotationAngle: .pi / 2).inverted(),
           CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0), "the inverse of a rotation is the opposite rotation")
}

private func checkGeneralInverse() -> Outcome {
    // x' = 2x + 6, y' = 4y + 8 → x = 0.5x' − 3, y = 0.25y' − 2
    matrix("generalInverse", CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted(),
           CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2), "inverted() undoes scale and translation")
}

private func checkIsIdentity() -> Outcome {
    let values = [CGAffineTransform.identity, CGAffineTransform(rotationAngle: 0), CGAffineTransform(scaleX: 1, y: 1),
                  CGAffineTransform(translationX: 1, y: 0)].map { "\($0.isIdentity)" }
    // rotation by 0 is exactly [1, 0, −0, 1, 0, 0], which equals the identity
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity
    return text("isIdentity", values.joined(separator: ","), "true,true,true,false", "isIdentity compares exactly with the identity")
}

private func checkRotatedOrder() -> Outcome {
    // scale(2,3).rotated(by: π/2): rotate first, then scale. (1,0) → (0,1) → (0,3); (0,1) → (−1,0) → (−2,0)
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
    matrix("rotatedOrder", CGAffineTransform(scaleX: 2, y: 3).rotated(by: .pi / 2),
           CGAffineTransform(a: 0, b: 3, c: -2, d: 0, tx: 0, ty: 0), "t.rotated(by:) rotates before applying t")
}

private func checkTranslatedByOrder() -> Outcome {
    // scale(2,2).translatedBy(5,0): translate first, then scale: (0,0) → (5,0) → (10,0)
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)
    matrix("translatedByOrder", CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0),
           CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0), "t.translatedBy translates in t's own (scaled) space")
}

private func checkScaledByOrder() -> Outcome {
    // translation(5,0).scaledBy(2,2): scale first, then translate: (1,0) → (2,0) → (7,0); tx stays 5
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    matrix("scaledByOrder", CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2),
           CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0), "t.scaledBy scales before applying t")
}

private func checkDecomposeScaleRotation() -> Outcome {
    let m = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 3)
    // scale first, then rotate by θ = π/6: a = 2cos θ, b = 2sin θ, c = −3sin θ, d = 3cos θ.
    // Read back: sx = √(a² + b²) = 2, sy = √(c² + d²) = 3, θ = atan2(b, a) = 0.524
    let sx = (m.a * m.a + m.b * m.b).squareRoot(), sy = (m.c * m.c + m.d * m.d).squareRoot()
    let angle = atan2(Double(m.b), Double(m.a))
    return text("decomposeScaleRotation", "\(f(sx)) \(f(sy)) \(f(angle))", "2.000 3.000 0.524",
                "a, b is the image of the x axis and c, d of the y axis")
}

private func checkPointApplying() -> Outcome {
    // (1,2) under [1,2,3,4,5,6]: x' = 1·1 + 3·2 + 5 = 12, y' = 2·1 + 4·2 + 6 = 16
    // https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
    let got = CGPoint(x: 1, y: 2).applying(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    return text("pointApplying", p(got), "(12.000,16.000)", "x' = a·x + c·y + tx, y' = b·x + d·y + ty")
}

private func checkSizeApplying() -> Outcome {
    let rotated = CGSize(width: 3, height: 4).applying(CGAffineTransform(rotationAngle: .pi / 2))
    let moved = CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 10))
    // sizes ignore translation; under rotation w' = a·w + c·h = −4, h' = b·w + d·h = 3 (may be negative)
    // https://developer.apple.com/documentation/corefoundation/cgsize/applying(_:)
    return text("sizeApplying", "\(f(rotated.width)),\(f(rotated.height)) \(f(moved.width)),\(f(moved.height))",
                "-4.000,3.000 3.000,4.000", "a size is transformed as a vector: no translation, sign kept")
}

private func checkRectApplyingRotation180() -> Outcome {
    // (1,2,3,4) rotated by π: corners (−1,−2), (−4,−2), (−1,−6), (−4,−6) → (−4,−6,3,4)
    // https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)
    rect("rectApplyingRotation180", CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(rotationAngle: .pi)),
         CGRect(x: -4, y: -6, width: 3, height: 4), "the transformed rect is the box of its transformed corners")
}

private func checkRectApplyingRotationIntegral() -> Outcome {
    let box = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
    // corners → (0,0), (7.071,7.071), (−7.071,7.071), (0,14.142): box (−7.071, 0, 14.142, 14.142);
    // integral: floor the origin, ceil the far edges → (−8, 0, 16, 15)
    // https://developer.apple.com/documentation/corefoundation/cgrect/integral
    return text("rectApplyingRotationIntegral", "\(r(box)) \(r(box.integral))",
                "(-7.071,0.000,14.142,14.142) (-8.000,0.000,16.000,15.000)",
                "a 45° rotation's bounding box, then its integral enclosing rect")
}

private func checkConvertToUserSpace() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.translateBy(x: 10, y: 5)
    ctx.scaleBy(x: 2, y: 2)
    // CTM: device = 2·user + (10,5). device (14,9) → user (2,2); device rect (10,5,4,4) → user (0,0,2,2);
    // user size (3,3) → device (6,6) (no translation)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/converttouserspace(_:)
    let s = "\(p(ctx.convertToUserSpace(CGPoint(x: 14, y: 9)))) "
        + "\(r(ctx.convertToUserSpace(CGRect(x: 10, y: 5, width: 4, height: 4)))) "
        + "\(f(ctx.convertToDeviceSpace(CGSize(width: 3, height: 3)).width))"
    return text("convertToUserSpace", s, "(2.000,2.000) (0.000,0.000,2.000,2.000) 6.000",
                "user space is the CTM's inverse image of device space")
}
