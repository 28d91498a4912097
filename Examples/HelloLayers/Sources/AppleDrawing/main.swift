// AppleDrawing: Core Graphics drawing checked against Apple's documentation. Each check computes a
// value with the library under test and compares it with the value Apple's platforms give,
// worked out by hand (the arithmetic and the documentation page are in a comment beside each).
// Prints `PASS name` or `FAIL name: expected … got …` per check, then
// `done N checks M mismatches`. Checks whose Apple behaviour could not be pinned down carry
// `uncertain.` in their name (the reason is in the comment beside them).
//
// Left out (known differences in Strata's drawing):
// - blendPlusDarker: plusDarker (R = MAX(0, 1 − ((1 − D) + (1 − S)))) is drawn as darken.
// - a quadratic curve in CGContext.boundingBoxOfPath: cairo keeps it as a cubic one, whose control
//   points (two thirds of the way to the quadratic's) are what the box includes; checked with a
//   cubic curve instead.
import AppleCheckSupport

let checks = shadowAndLayerChecks() + gradientChecks() + pathChecks() + strokeChecks() + imageChecks()
    + patternChecks() + blendChecks() + layoutChecks() + transformChecks()
runChecksAndExit(checks, failures: .expectedGotDashWhy)
