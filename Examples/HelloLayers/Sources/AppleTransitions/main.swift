// AppleTransitions: CATransition, CAScrollLayer and CATiledLayer in Apple's spelling, checked
// against the behaviour Apple documents. Layers are drawn offscreen with a CARenderer at fixed
// media times and their pixels read back (every frame written to
// $APPLE_TRANSITIONS_OUT/<stage>_<time>.ppm when that environment variable names a directory; no
// files otherwise), or their model values read directly; each expected value is worked out by
// hand in a comment beside its check. Prints `PASS name` or `FAIL name: expected … got … — why`
// (checks whose expectation is not spelt out by Apple are named `uncertain.…` and give the
// reason), then `done N checks M mismatches`; exits 1 when any check fails.
//
// The API these checks use is all in Strata: CATransition.type/subtype/startProgress/
// endProgress, CATransitionType .fade/.moveIn/.push/.reveal, CATransitionSubtype
// .fromLeft/.fromRight/.fromTop/.fromBottom, kCATransition, CAScrollLayer.scroll(to: CGPoint),
// scroll(to: CGRect), scrollMode and CAScrollLayerScrollMode .none/.horizontally/.vertically/
// .both, CALayer.scroll(_:), scrollRectToVisible(_:), visibleRect, CATiledLayer.tileSize,
// levelsOfDetail, levelsOfDetailBias, class func fadeDuration(), CGContext.boundingBoxOfClipPath
// and ctm. The one non-Apple spelling is CARenderer(cgContext:options:), inside AppleCheckSupport's
// `Stage`.
//
// Left out: none; all 73 checks run.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [transitionChecks, scrollChecks, tiledChecks]
for group in groups { group(report) }
report.finish()
