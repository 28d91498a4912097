// AppleContextState: Core Graphics drawing state in Apple's spelling, checked against what Apple
// documents: the CTM and its operations, conversion to and from device space, clipping (rects,
// paths, even-odd) and boundingBoxOfClipPath, what saveGState()/restoreGState() keep, the global
// alpha, the context's current path and its queries, CGPath queries and copies, shadings
// (axial, radial, extends, function domains), shadows (cast by images and strokes, with alpha,
// under a flip), patterns, grey and alpha-only bitmap contexts and images (tiling, cropping,
// the CTM). Each expected value is worked out by hand in a comment or in the check's reason.
// Prints `PASS name` or `FAIL name: expected … got … — why` (checks whose expectation Apple does
// not spell out are named `uncertain.…` and give the reason), then `done N checks M
// mismatches`; exits 1 when any check fails. 83 checks: CTM and conversion 10, clipping 12,
// graphics state and alpha 9, the context's path 14, CGPath 11, shadings 6, shadows 5,
// patterns 2, grey and alpha-only contexts 10, images 4.
//
// Nothing is left out: every check of the probe this program was written from agrees with
// Apple's documentation in Strata. Two observations of gradient end pixels it printed (not
// checks) are not kept.
//
// The API these checks use is all in Strata: CGContext's CTM functions, convertToDeviceSpace/
// convertToUserSpace, userSpaceToDeviceSpaceTransform, clip(to:)/clip(using:),
// boundingBoxOfClipPath, saveGState/restoreGState, setAlpha, interpolationQuality,
// setShouldAntialias, the path functions and queries (isPathEmpty, currentPointOfPath,
// boundingBoxOfPath, replacePathWithStrokedPath, pathContains, drawPath, path), CGPath and
// CGMutablePath, CGShading with CGFunction, setShadow, CGPattern, grey and alpha-only
// CGContexts, CGImage cropping and tiled drawing. No non-Apple spelling is used.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [ctmChecks, clipChecks, gstateChecks, contextPathChecks, cgPathChecks,
                                  shadingChecks, shadowChecks, patternChecks, bitmapChecks]
for group in groups { group(report) }
report.finish()
