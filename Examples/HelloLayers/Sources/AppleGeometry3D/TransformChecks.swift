// Affine transforms on a layer (setAffineTransform(_:), affineTransform()) and the CATransform3D
// functions: IsAffine, Get/MakeAffineTransform, IsIdentity, EqualToTransform, the order in which
// Translate, Scale, Rotate and Concat apply, Invert of a singular and of a perspective matrix,
// rotation axes. 14 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The affine and CATransform3D function checks.
func transformChecks(_ report: Report) {
    layerAffine(report)
    predicates(report)
    order(report)
    inversesAndAxes(report)
}

private func layerAffine(_ report: Report) {
    let l = CALayer()
    l.setAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    let t = l.transform
    report.values("affine.setAffineTransformEntries",
                  [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m33, t.m44, t.m13, t.m34],
                  [1, 2, 3, 4, 5, 6, 1, 1, 0, 0], "\(Doc.setAffine): the transform with z and w untouched")
    l.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    let a = l.affineTransform(), e = CGAffineTransform(rotationAngle: .pi / 6)
    report.values("affine.affineTransformOfZRotation", [a.a, a.b, a.c, a.d, a.tx, a.ty], [e.a, e.b, e.c, e.d, e.tx, e.ty],
                  "\(Doc.affine)")
}

private func predicates(_ report: Report) {
    // catransform3disaffine: true "if t can be exactly represented by an affine transform".
    report.same("transform.isAffine", [CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)),
                                       CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)),
                                       CATransform3DIsAffine(perspective()),
                                       CATransform3DIsAffine(CATransform3DMakeTranslation(1, 2, 0)),
                                       CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5))]
                    .map(String.init).joined(separator: ","),
                "true,false,false,true,false", "\(Doc.isAffine): exactly representable by an affine transform")
    // catransform3dgetaffinetransform / makeaffinetransform round trip
    let m = CGAffineTransform(a: 0.5, b: -1.5, c: 2, d: 3, tx: -7, ty: 11)
    let back = CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(m))
    report.values("transform.affineRoundTrip", [back.a, back.b, back.c, back.d, back.tx, back.ty],
                  [0.5, -1.5, 2, 3, -7, 11], "\(Doc.makeAffine), \(Doc.getAffine)")
    report.same("transform.makeAffineTranslationEqualsMakeTranslation",
                String(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4)),
                                                     CATransform3DMakeTranslation(3, 4, 0))), "true",
                "\(Doc.makeAffine), \(Doc.equal)")
    report.same("transform.isIdentityOfNeutralMakes", [CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)),
                                                       CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 0)),
                                                       CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 1)),
                                                       CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)),
                                                       CATransform3DIsIdentity(perspective())]
                    .map(String.init).joined(separator: ","),
                "true,true,true,true,false", "\(Doc.isIdentity)")
}

private func order(_ report: Report) {
    // transforms page: Translate "t = translate(tx, ty, tz) * t" (translation first): scale 2 then → m41 = 20.
    report.values("transform.translateAppliesFirst", [CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41],
                  [20], "\(Doc.translate): t = translate(tx, ty, tz) * t")
    // Scale: "t = scale(sx, sy, sz) * t": translation 10 unchanged by the later scale's position: m41 = 10, m11 = 2.
    let sc = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
    report.values("transform.scaleAppliesFirst", [sc.m41, sc.m11], [10, 2], "\(Doc.scale): t = scale(sx, sy, sz) * t")
    // Rotate: rotate · t: quarter turn about z first, then translate 10: m41 = 10, m12 = 1.
    let ro = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
    report.values("transform.rotateAppliesFirst", [ro.m41, ro.m42, ro.m12], [10, 0, 1],
                  "\(Doc.rotate): t = rotation(angle, x, y, z) * t")
    // Concat "t = a * b": a applied first.
    report.values("transform.concatOrder",
                  [CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0)).m41,
                   CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)).m41],
                  [10, 20], "\(Doc.concat): a * b")
}

private func inversesAndAxes(_ report: Report) {
    // catransform3dinvert: "Returns the original matrix if t has no inverse."
    let singular = CATransform3DMakeScale(0, 2, 1)
    report.same("transform.invertSingularReturnsOriginal",
                String(CATransform3DEqualToTransform(CATransform3DInvert(singular), singular)), "true",
                "\(Doc.invert): the original matrix if t has no inverse")
    // A non-unit axis is a direction: (0,0,2) turns as (0,0,1): m11 = cos 30°, m12 = sin 30°.
    let big = CATransform3DMakeRotation(.pi / 6, 0, 0, 2)
    report.values("transform.rotationAxisNormalised", [big.m11, big.m12, big.m33], [0.8660, 0.5, 1],
                  "\(Doc.makeRotation): rotation about the vector (x, y, z)")
    // 120° about (1,1,1) cycles the axes: x → y → z → x: m12 = m23 = m31 = 1.
    let cyc = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
    report.values("transform.rotationAboutDiagonalCyclesAxes", [cyc.m12, cyc.m23, cyc.m31, cyc.m11], [1, 1, 1, 0],
                  "\(Doc.makeRotation): rotation about the vector (x, y, z)")
    // Perspective inverse round trip through a point: a layer transform with m34 and its inverse cancel.
    let pr = CATransform3DRotate(perspective(), 0.7, 0, 1, 0)
    let id = CATransform3DConcat(pr, CATransform3DInvert(pr))
    report.values("transform.invertPerspectiveRotation", [id.m11, id.m13, id.m31, id.m34, id.m44], [1, 0, 0, 0, 1],
                  tol: 1e-6, "\(Doc.invert), \(Doc.concat)")
}
