// AppleVisual: small layer trees in Apple's spelling drawn offscreen by a CARenderer, their
// pixels (and one model value) checked against what Apple documents for shadows, corners and
// borders, masks, group opacity, 3D (isDoubleSided, perspective, CATransformLayer) and contents
// placement (contentsRect, left and right gravity, resizeAspectFill, contentsScale,
// contentsCenter, contentsAreFlipped()). Each tree is drawn once, 1 s after its stage is made
// (every frame written to $APPLE_VISUAL_OUT/<check name>_1.000.ppm when that environment variable
// names a directory; no files otherwise); each expected value is worked out by hand in a comment
// beside its check. Prints `PASS name` or `FAIL name: expected … got … — why` (checks whose
// expectation is not spelt out by Apple are named `uncertain.…` and give the reason), then
// `done N checks M mismatches`; exits 1 when any check fails. 55 checks: shadows 11, corners and
// borders 9, masks 10, opacity 4, 3D 11, contents 10.
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
//
// Left out (7 of the probe's 62 checks), because Strata still differs from Apple: it places the
// vertical contents gravities by the screen's direction (`.top` at the minimum-y edge, the top of
// a y-down window) whatever the flips, where Apple names them by the direction of the vertical
// axis (calayer/contentsgravity: "The naming of contents gravity constants is based on the
// direction of the vertical axis … When [contentsAreFlipped()] is true, top aligns the contents
// to the bottom of the layer and bottom aligns the contents to the top"): on iOS an unflipped
// layer's `.top` is its maximum-y edge, the bottom of the screen, its `.bottom` the top of the
// screen, and `isGeometryFlipped` makes the names match the screen.
// - uncertain.contentsGravity.top: Apple, the maximum-y edge (root y 60…70 of a layer at 30…70);
//   Strata, the minimum-y edge.
// - uncertain.contentsGravity.bottom: Apple, the minimum-y edge; Strata, the maximum-y edge.
// - uncertain.contentsGravity.topLeft: Apple, the maximum-y left corner; Strata, the minimum-y one.
// - uncertain.contentsGravity.topRight: Apple, the maximum-y right corner; Strata, the minimum-y one.
// - uncertain.contentsGravity.bottomLeft: Apple, the minimum-y left corner; Strata, the maximum-y
//   one.
// - uncertain.contentsGravity.bottomRight: Apple, the minimum-y right corner; Strata, the
//   maximum-y one.
// - uncertain.contentsGravity.topWithGeometryFlipped: rests on the same difference and passes by
//   coincidence. Apple's answer (on a geometry-flipped layer `.top` meets the top of the screen)
//   is where Strata puts `.top` on every layer: it would pass because Strata ignores the flip,
//   not because it turns the names round, and so checks nothing until the six above run.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [shadowChecks, cornerBorderChecks, maskChecks, opacityChecks, depthChecks,
                                  contentsChecks]
for group in groups { group(report) }
report.finish()
