// Keyframe timing: keyTimes that are invalid or inappropriate for the calculation mode (8
// checks); discrete (3); paced along values, polylines and paths (6); cubicPaced (4); per-segment
// timingFunctions (3). 24 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The keyframe timing checks.
func keyframeChecks(_ report: Report) {
    keyTimesChecks(report)
    discreteChecks(report)
    pacedChecks(report)
    cubicPacedChecks(report)
    timingFunctionsChecks(report)
}

// keyTimes: "If the calculationMode is set to linear or cubic, the first value in the array must be 0.0 and the last
// value must be 1.0 … If the values in this array are invalid or inappropriate for the current calculation mode, they
// are ignored." Ignored → keyframes evenly spaced (0, 0.5, 1 for three values).
private func keyTimesChecks(_ report: Report) {
    // decreasing keyTimes [0, 0.8, 0.5] → invalid → ignored: even: 0.25 → 5, 0.75 → 20
    report.numbers("keyTimes.decreasingIgnored",
                   [0.25, 0.75].map { px(kf([0.0, 10.0, 30.0], keyTimes: [0, 0.8, 0.5]), at: $0) }, [5, 20], tol: 0.01,
                   "'invalid … they are ignored'; \(Doc.keyTimes)")
    // keyTimes beyond 1 [0, 0.5, 1.5] → invalid → ignored → even: 0.75 → 20
    report.number("keyTimes.outOfRangeIgnored", px(kf([0.0, 10.0, 30.0], keyTimes: [0, 0.5, 1.5]), at: 0.75), 20,
                  tol: 0.01, "'a floating point number between 0.0 and 1.0'; invalid ones ignored; \(Doc.keyTimes)")
    // linear, first keyTime 0.2 ≠ 0 → inappropriate → ignored → even: 0.1 → 2, 0.35 → 7 (honoured they would give
    // 0 and 5)
    report.numbers("keyTimes.linearFirstNotZeroIgnored",
                   [0.1, 0.35].map { px(kf([0.0, 10.0, 30.0], keyTimes: [0.2, 0.5, 1]), at: $0) }, [2, 7], tol: 0.01,
                   "linear: 'the first value in the array must be 0.0'; else ignored; \(Doc.keyTimes)")
    // linear, last keyTime 0.8 ≠ 1 → ignored → even: 0.65 → 10 + 20·0.3 = 16; 0.9 → 26 (honoured: 20, 30)
    report.numbers("keyTimes.linearLastNotOneIgnored",
                   [0.65, 0.9].map { px(kf([0.0, 10.0, 30.0], keyTimes: [0, 0.5, 0.8]), at: $0) }, [16, 26], tol: 0.01,
                   "linear: 'the last value must be 1.0'; else ignored; \(Doc.keyTimes)")
    // two keyTimes for three values: a count mismatch → (inappropriate) ignored → even: 0.75 → 20; the animation
    // still runs (not the model 7)
    report.number("keyTimes.countMismatchIgnored", px(kf([0.0, 10.0, 30.0], keyTimes: [0, 1]), at: 0.75), 20, tol: 0.01,
                  "'Usually, the number of elements in the array should match the number of elements in the values property … If they do not, the timing of your animation might not be what you expect'; \(Doc.keyTimes)",
                  uncertain: "Apple does not say that a count mismatch makes keyTimes invalid")
    // cubic, first keyTime 0.3: ignored → even keyframes: at 0.5 the spline passes values[1] = 10
    report.number("keyTimes.cubicFirstNotZeroIgnored",
                  px(kf([0.0, 10.0, 30.0], keyTimes: [0.3, 0.6, 1], mode: .cubic), at: 0.5), 10, tol: 0.01,
                  "cubic: the first must be 0.0; invalid ignored; the spline passes through the values; \(Doc.keyTimes)")
    // paced ignores keyTimes entirely, even a malformed array: [0, 10, 40] paced at 0.5 → 20
    report.number("keyTimes.pacedIgnoresMalformed", px(kf([0.0, 10.0, 40.0], keyTimes: [0.5], mode: .paced), at: 0.5), 20,
                  tol: 0.01, "'If the calculationMode is set to paced or cubicPaced, the values in this property are ignored'; \(Doc.keyTimes)")
    // cubicPaced ignores a malformed keyTimes too: [0, 10, 20, 30] → constant velocity → 0.5 → 15
    report.number("keyTimes.cubicPacedIgnoresMalformed",
                  px(kf([0.0, 10.0, 20.0, 30.0], keyTimes: [2, 1], mode: .cubicPaced), at: 0.5), 15, tol: 0.01,
                  "paced and cubicPaced: keyTimes ignored; \(Doc.keyTimes)")
}

private func discreteChecks(_ report: Report) {
    // Apple's own example (caanimationcalculationmode/discrete): values [310, 60, 120, 60], keyTimes
    // [0, .25, .5, .75, 1]: "Each value / keyTime pair represents the value from the specified time until the next
    // keyframe … the penultimate keyTime, 0.75, has a related value of 60. The value … will remain at 60 until the
    // animation completes."
    func y(_ t: Double) -> Double {
        let anim = CAKeyframeAnimation(keyPath: "position.y")
        anim.calculationMode = .discrete
        anim.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        anim.values = [310, 60, 120, 60]
        anim.duration = 1
        return py(anim, at: t)
    }
    report.numbers("discrete.appleExample", [0.1, 0.3, 0.6, 0.8, 0.99].map(y), [310, 60, 120, 60, 60], tol: 0.01,
                   Doc.discrete)
    // discrete, 4 values, 5 keyTimes 0, .25, .5, .75, 1; the animation's timingFunction (cube) is applied first:
    // 0.8 → 0.512 → values[2] = 20 (unwarped: values[3] = 30)
    do {
        let anim = kf([0.0, 10.0, 20.0, 30.0], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete)
        anim.timingFunction = cube()
        report.number("discrete.animationTimingFunctionWarpsTime", px(anim, at: 0.8), 20, tol: 0.01,
                      "timingFunctions: the animation's timingFunction 'is applied first'; \(Doc.timingFunctions)")
    }
    // discrete, first keyTime not 0 → ignored: [0.5, 0.6, 0.7, 1] for 3 values; at 0.55, with the keyTimes ignored
    // (even thirds) → values[1] = 10; honoured → values[0] = 0
    do {
        let anim = kf([0.0, 10.0, 30.0], keyTimes: [0.5, 0.6, 0.7, 1], mode: .discrete)
        report.number("discrete.firstKeyTimeNotZeroIgnored", px(anim, at: 0.55), 10, tol: 0.01,
                      "discrete: 'the first value in the array must be 0.0'; invalid ignored; \(Doc.keyTimes)",
                      uncertain: "the even spacing of ignored discrete keyTimes is not spelled out")
    }
}

private func pacedChecks(_ report: Report) {
    // Apple's paced example values [310, 60, 120, 60, 310]: distances 250, 60, 60, 250 (620). 0.25 → 155 covered →
    // 155; 0.5 → 310 covered → the keyframe 120; 0.75 → 465 → 95 into the last leg → 155
    func y(_ t: Double) -> Double {
        let anim = CAKeyframeAnimation(keyPath: "position.y")
        anim.calculationMode = .paced
        anim.values = [310, 60, 120, 60, 310]
        anim.duration = 1
        return py(anim, at: t)
    }
    report.numbers("paced.appleExample", [0.25, 0.5, 0.75].map(y), [155, 120, 155], tol: 0.01,
                   "paced: 'constant velocity'; \(Doc.paced)")
    // polyline (0,0)→(30,0)→(30,40)→(0,40): legs 30, 40, 30 = 100; equal distance per equal time:
    // 0.2 → (20,0); 0.5 → (30,20); 0.9 → 20 into the last leg → (10,40)
    report.numbers("paced.polylineEqualDistancePerTime",
                   [0.2, 0.5, 0.9].flatMap { pt(kfPoints([(0, 0), (30, 0), (30, 40), (0, 40)], mode: .paced), at: $0) },
                   [20, 0, 30, 20, 10, 40], tol: 0.01, Doc.paced)
    // a zero-length leg: [0, 10, 10, 30] → distances 10, 0, 20 → 0.5 → 15 covered → 15
    report.number("paced.zeroLengthSegment", px(kf([0.0, 10.0, 10.0, 30.0], mode: .paced), at: 0.5), 15, tol: 0.01,
                  "\(Doc.paced): paced by distance")
    // path: a line (0,0)→(100,0), then a semicircle about (100,50) of radius 50 to (100,100) (length 50π = 157.080):
    // 257.080 in all. Paced: time 0.2 → 51.416 → (51.416, 0); time (100 + 78.540)/257.080 = 0.69449 → a quarter
    // turn round: (150, 50)
    func arcSample(_ t: Double, _ mode: CAAnimationCalculationMode) -> [Double] {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addArc(center: CGPoint(x: 100, y: 50), radius: 50, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
        return pt(kfPath(path, mode: mode), at: t)
    }
    report.numbers("paced.pathArcConstantSpeed", arcSample(0.2, .paced) + arcSample(0.69449, .paced),
                   [51.416, 0, 150, 50], tol: 0.15,
                   "path: 'For constant velocity animation along the path, calculationMode should be set to paced'; \(Doc.header)")
    report.numbers("cubicPaced.pathArcConstantSpeed", arcSample(0.2, .cubicPaced) + arcSample(0.69449, .cubicPaced),
                   [51.416, 0, 150, 50], tol: 0.15, "cubicPaced: 'constant velocity'; \(Doc.cubicPaced)")
    // closed path (0,0)→(100,0)→(100,100)→close: linear keyframes (100,0), (100,100), (0,0) after the start, evenly
    // (thirds): 5/6 → half the closing line → (50,50); paced: 100 + 100 + 141.421 = 341.421 → 0.5 → 170.711 →
    // (100, 70.711)
    func closedSample(_ t: Double, _ mode: CAAnimationCalculationMode) -> [Double] {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.closeSubpath()
        return pt(kfPath(path, mode: mode), at: t)
    }
    report.numbers("path.closeSubpathIsAKeyframeSegment", closedSample(5.0 / 6.0, .linear) + closedSample(0.5, .paced),
                   [50, 50, 100, 70.711], tol: 0.02,
                   "path: 'Each point in the path except for moveto points defines a single keyframe'; \(Doc.header)")
}

private func cubicPacedChecks(_ report: Report) {
    // cubicPaced: "keyframe times are automatically generated to give the animation a constant velocity".
    // [0, 10, 20, 30] collinear and evenly spaced: constant velocity means x = 30t: 1/6 → 5, 0.9 → 27
    // (a Catmull-Rom segment timed by its parameter, not its length, would give 4.375 and 27.735)
    report.numbers("cubicPaced.constantVelocityWithinEndSegments",
                   [1.0 / 6.0, 0.9].map { px(kf([0.0, 10.0, 20.0, 30.0], mode: .cubicPaced), at: $0) }, [5, 27],
                   tol: 0.05, "cubicPaced: 'to give the animation a constant velocity'; \(Doc.cubicPaced)")
    // cubicPaced ignores the animation's timingFunction: [0, 10, 20, 30] with easeIn at 0.5 → 15
    do {
        let anim = kf([0.0, 10.0, 20.0, 30.0], mode: .cubicPaced)
        anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
        report.number("cubicPaced.ignoresTimingFunction", px(anim, at: 0.5), 15, tol: 0.01,
                      "cubicPaced: 'keyTimes and timingFunction are ignored'; \(Doc.cubicPaced)")
    }
    // cubicPaced ignores timingFunctions (header: "When set to paced or cubicPaced the keyTimes and timingFunctions
    // properties of the animation are ignored"): 0.5 → 15 (cube on the middle segment would give 11.25)
    do {
        let anim = kf([0.0, 10.0, 20.0, 30.0], mode: .cubicPaced)
        anim.timingFunctions = [cube(), cube(), cube()]
        report.number("cubicPaced.ignoresTimingFunctions", px(anim, at: 0.5), 15, tol: 0.01, Doc.header)
    }
    // Apple's cubicPaced example values [310, 60, 120, 60, 310] are symmetric in time: at 0.5 the value is the
    // middle keyframe 120
    do {
        let anim = CAKeyframeAnimation(keyPath: "position.y")
        anim.calculationMode = .cubicPaced
        anim.values = [310, 60, 120, 60, 310]
        anim.duration = 1
        report.number("cubicPaced.appleExampleSymmetricMidpoint", py(anim, at: 0.5), 120, tol: 0.05,
                      "\(Doc.cubicPaced) example")
    }
}

private func timingFunctionsChecks(_ report: Report) {
    // n − 1 functions for n values: [0, 10, 30, 60] evenly (1/3 each), functions [linear, linear, cube]:
    // 5/6 → segment 3 at 0.5 → cube 0.125 → 30 + 30·0.125 = 33.75; 0.5 → segment 2 at 0.5, linear → 20
    do {
        let a = kf([0.0, 10.0, 30.0, 60.0])
        a.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear), cube()]
        let b = kf([0.0, 10.0, 30.0, 60.0])
        b.timingFunctions = a.timingFunctions
        report.numbers("timingFunctions.nMinusOnePerSegment", [px(a, at: 5.0 / 6.0), px(b, at: 0.5)], [33.75, 20],
                       tol: 0.02, "'If the values array defines n keyframes, there should be n-1 objects'; \(Doc.timingFunctions)")
    }
    // paced ignores timingFunctions, even with a wrong count: [0, 10, 40] paced, one function → 0.25 → 10
    do {
        let anim = kf([0.0, 10.0, 40.0], mode: .paced)
        anim.timingFunctions = [cube()]
        report.number("timingFunctions.pacedIgnoresWrongCount", px(anim, at: 0.25), 10, tol: 0.01, Doc.header)
    }
    // cubic honours timingFunctions: [0, 10, 20, 30] cubic, the middle segment is linear in its parameter
    // (Catmull-Rom tangents 10, 10); cube on it: 0.5 → s 0.125 → 11.25
    do {
        let anim = kf([0.0, 10.0, 20.0, 30.0], mode: .cubic)
        anim.timingFunctions = [CAMediaTimingFunction(name: .linear), cube(), CAMediaTimingFunction(name: .linear)]
        report.number("timingFunctions.cubicSegmentFunction", px(anim, at: 0.5), 11.25, tol: 0.02,
                      "timingFunctions pace each segment; cubic is not a paced mode; \(Doc.timingFunctions)")
    }
}
