// AppleGeometry3D: layer geometry in 3D and the layer classes around it, in Apple's spelling,
// checked against what Apple documents (quoted beside each check) or against values worked out
// by hand from the matrix math in a comment beside each check: convert(_:to:)/convert(_:from:)
// and hitTest(_:) through perspective and 3D turns, frames of transformed layers, the
// CATransform3D functions, a cube of six faces in a CATransformLayer, isDoubleSided,
// anchorPointZ, zPosition, what a transform layer ignores, replicator copies in depth, and
// scrolling through a scaled layer. Trees are drawn once by a CARenderer, 1 s after their stage
// is made (every frame written to $APPLE_GEOMETRY3D_OUT/<check name>_1.000.ppm when that variable
// names a directory). Prints `PASS name` or `FAIL name: expected … got … — why` (checks whose
// expectation Apple does not spell out are named `uncertain.…` and give the reason), then
// `done N checks M mismatches`; exits 1 when any check fails. 61 checks: conversion and frames
// 18, CATransform3D functions 14, hit testing and scrolling 8, drawn trees 21.
//
// Left out: a single-sided (isDoubleSided false) plain sublayer turned 180° about y is still
// found by hitTest(_:) in Strata although it is not drawn. Apple's hitTest(_:) page does not
// mention isDoubleSided, so which layer Apple returns there is undocumented.
//
// The API these checks use is all in Strata: CALayer.convert(_:to:)/convert(_:from:) for points
// and rects, hitTest(_:), frame/bounds/position/anchorPoint/anchorPointZ/zPosition, transform,
// sublayerTransform (CATransform3D.m34), setAffineTransform(_:)/affineTransform(), isDoubleSided,
// scroll(_:), visibleRect, CATransformLayer, CAReplicatorLayer.instanceCount/instanceTransform,
// CAScrollLayer and the CATransform3D functions. The one non-Apple spelling is
// CARenderer(cgContext:options:), inside AppleCheckSupport's `Stage`.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [convertChecks, transformChecks, hitTestChecks, pictureChecks]
for group in groups { group(report) }
report.finish()
