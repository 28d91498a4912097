// AppleKeyframes: keyframe animations, animation groups and springs in Apple's spelling, read
// back through Apple's pause recipe (Technical Q&A QA1673, AppleCheckSupport's `presented`) at
// fixed times, or drawn by a CARenderer at explicit media times, and checked against values
// worked out by hand from Apple's documentation and CAAnimation.h, quoted or cited beside each
// check: keyTimes that are invalid or inappropriate for the calculation mode (ignored, the
// keyframes evenly spaced), discrete with Apple's example, paced along values, polylines and
// paths, cubicPaced at constant velocity, per-segment timingFunctions, cubic keyframes as
// Kochanek-Bartels splines (tension, continuity, bias), a single value, rotationMode along curves
// and polylines; groups' children with their own beginTime, fill, speed, timeOffset,
// autoreverse, repeats and timing function, clipped to the group; springs with and without
// allowsOverdamping, the perceptual initializer, settlingDuration and initialVelocity (AppleTiming
// holds the other keyframe, group and spring checks). Prints `PASS name` or `FAIL name: expected … got … — why`
// (checks whose expectation Apple does not spell out are named `uncertain.…` and give the
// reason), then `done N checks M mismatches`; exits 1 when any check fails. 62 checks: keyframe
// timing 24, splines, single values and rotationMode 18, groups and springs 20.
//
// Left out: nothing. keyTimes.countMismatchIgnored and discrete.firstKeyTimeNotZeroIgnored, whose
// expectations Apple's keyTimes page implies without spelling out, pass and are kept, marked
// uncertain.
//
// The API these checks use is all in Strata: CAKeyframeAnimation (values, keyTimes, path,
// calculationMode, timingFunctions, tensionValues, continuityValues, biasValues, rotationMode),
// CABasicAnimation, CAAnimationGroup, CASpringAnimation (mass, stiffness, damping,
// initialVelocity, allowsOverdamping, settlingDuration, init(perceptualDuration:bounce:)),
// CAMediaTiming and CGMutablePath. The one non-Apple spelling is CARenderer(cgContext:options:),
// used by `rotationFrame`.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [keyframeChecks, splineRotationChecks, groupSpringChecks]
for group in groups { group(report) }
report.finish()
