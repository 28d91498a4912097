// AppleSubclassDrawing: how CAGradientLayer, CAShapeLayer and CAReplicatorLayer draw (pixels, no
// animations), small layer trees in Apple's spelling drawn offscreen by a CARenderer and their
// pixels checked against what Apple documents. Each tree is drawn once, 1 s after its stage is
// made (every frame written to $APPLE_SUBCLASS_OUT/<check name>_1.000.ppm when that variable
// names a directory); each expected value is worked out by hand in a comment beside its check.
// Prints `PASS name` or `FAIL name: expected … got … — why` (checks whose expectation Apple does
// not spell out are named `uncertain.…` and give the reason), then `done N checks M mismatches`;
// exits 1 when any check fails. 68 checks: gradient 24, shape 26, replicator 18.
//
// Not repeated from the HelloLayers programs: animated colours/locations/points, the default
// top-to-bottom direction, strokeStart/strokeEnd on an open line, animated dash phase, the round
// cap's length, replicator translation with green/blue offsets, instanceDelay.
//
// The API these checks use is all in Strata: CAGradientLayer.colors/locations/startPoint/
// endPoint/type (.axial, .radial, .conic), CAShapeLayer.path/fillColor/fillRule/strokeColor/
// lineWidth/lineDashPattern/lineDashPhase/strokeStart/strokeEnd/lineCap/lineJoin/miterLimit,
// CAReplicatorLayer.instanceCount/instanceTransform/instanceColor/instanceRedOffset/
// instanceGreenOffset/instanceAlphaOffset/preservesDepth, CALayer.contents/cornerRadius/
// masksToBounds/zPosition/sublayerTransform, CGPath(rect:transform:) and CGMutablePath. The one
// non-Apple spelling is CARenderer(cgContext:options:), inside AppleCheckSupport's `Stage`.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [gradientChecks, shapeChecks, replicatorChecks]
for group in groups { group(report) }
report.finish()
