// AppleVisual: small layer trees in Apple's spelling drawn offscreen by a CARenderer, their
// pixels (and one model value) checked against what Apple documents for shadows, corners and
// borders, masks, group opacity, 3D (isDoubleSided, perspective, CATransformLayer) and contents
// placement (contentsRect, the contents gravities, resizeAspectFill, contentsScale,
// contentsCenter, contentsAreFlipped()). Each tree is drawn once, 1 s after its stage is made
// (every frame written to $APPLE_VISUAL_OUT/<check name>_1.000.ppm when that environment variable
// names a directory; no files otherwise); each expected value is worked out by hand in a comment
// beside its check. Prints `PASS name` or `FAIL name: expected … got … — why` (checks whose
// expectation is not spelt out by Apple are named `uncertain.…` and give the reason), then
// `done N checks M mismatches`; exits 1 when any check fails. 62 checks: shadows 11, corners and
// borders 9, masks 10, opacity 4, 3D 11, contents 17.
//
// Areas the other HelloLayers check programs already cover are not repeated: animated shadow,
// corner and border values, zPosition reordering during an animation, the card flip's edge-on
// frame, gravity center/resize/resizeAspect, the 1-pixel nine-slice and contentsRect's right
// half.
//
// The API these checks use is all in Strata: CALayer.shadowColor/shadowOpacity/shadowRadius/
// shadowOffset/shadowPath, cornerRadius, maskedCorners (CACornerMask), borderWidth/borderColor,
// masksToBounds, mask, opacity, allowsGroupOpacity, isDoubleSided, transform, sublayerTransform
// (CATransform3D.m34), zPosition, CATransformLayer, CATransform3DMakeRotation, contents,
// contentsRect, contentsGravity, contentsScale, contentsCenter, magnificationFilter,
// isGeometryFlipped and contentsAreFlipped(). The one non-Apple spelling is
// CARenderer(cgContext:options:), inside AppleCheckSupport's `Stage`.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [shadowChecks, cornerBorderChecks, maskChecks, opacityChecks, depthChecks,
                                  contentsChecks]
for group in groups { group(report) }
report.finish()
