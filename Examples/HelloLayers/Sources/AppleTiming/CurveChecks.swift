// Timing functions (an overshooting curve not clamped, each repeat restarting the curve, the
// reversed half retracing it, easeInEaseOut): 4 checks. Keyframe timing (the animation's
// function applied before each segment's, segment functions within keyTimes, paced mode ignoring
// both and pacing by distance, discrete ends, equal key times, the cubic spline, a path's curve
// and its key times per point): 12 checks. Value functions (rotateX/Y, translate, scaleY,
// translateZ, on a keyframe animation): 5 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The presented position.x, `t` s in, of a 1 s move 0 → 100 timed by `function` (`configure`
/// changing the animation first).
private func eased(_ function: CAMediaTimingFunction, at t: CFTimeInterval, configure: (CABasicAnimation) -> Void = { _ in }) -> Double {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.timingFunction = function
    configure(anim)
    return presentedX(anim, at: t)
}

/// The CAMediaTimingFunction checks.
func timingFunctionChecks(_ report: Report) {
    do {
        // "back" curve (0.68,−0.55),(0.265,1.55): solve x(s) = 0.8 → y = 1.092090; x(s) = 0.2 → y = −0.092702
        // (bisection by hand-run script): 109.209 and −9.270, not clamped to 0…100
        let back = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
        report.numbers("timingFunction.overshootingCurveNotClamped", [eased(back, at: 0.8), eased(back, at: 0.2)],
                       [109.209, -9.270], tol: 0.05,
                       "the function is the cubic Bézier through the control points; y may leave 0…1; \(Doc.timingFunction)/init(controlpoints:_:_:_:)")
    }
    do {
        // easeIn (0.42,0),(1,1): each repeat restarts the curve: at 1.5 → 0.5 of iteration 2 → y(0.5) = 0.315357 → 31.536
        report.number("timingFunction.appliesToEachRepeat", eased(CAMediaTimingFunction(name: .easeIn), at: 1.5, configure: { $0.repeatCount = 2 }),
                      31.536, tol: 0.05, "the timing function paces one simple duration; \(Doc.timingFunction), \(Doc.repeatCount)")
    }
    do {
        // autoreverse plays the simple duration backwards: at 1.25 the simple time is 0.75, eased → y(0.75) = 0.621862 → 62.186
        // (not 1 − y(0.25) = 90.654, which a curve re-applied forwards on the way back would give)
        report.number("timingFunction.autoreverseRetracesCurve", eased(CAMediaTimingFunction(name: .easeIn), at: 1.25,
                                                                        configure: { $0.autoreverses = true }),
                      62.186, tol: 0.05, "autoreverses: 'plays backwards after playing forwards'; \(Doc.autoreverses)",
                      uncertain: "Apple does not say whether the reversed half retraces the curve or re-applies it")
    }
    do {
        // easeInEaseOut at 0.75: x(s) = 0.75 → y = 0.870838 → 87.084 (symmetric counterpart of 0.25 → 12.916)
        report.number("timingFunction.easeInEaseOutThreeQuarters", eased(CAMediaTimingFunction(name: .easeInEaseOut), at: 0.75),
                      87.084, tol: 0.05, "easeInEaseOut = Bézier (0.42,0),(0.58,1); camediatimingfunctionname/easeineaseout")
    }
}

/// The CAKeyframeAnimation timing and calculation-mode checks.
func keyframeChecks(_ report: Report) {
    do {
        let anim = keyframesX([0.0, 50.0, 100.0])
        anim.timingFunction = cubeFunction()
        // whole-animation function first: 0.5 → 0.125; then segment 1 (0…0.5) at 0.25 of it, linear → 12.5
        report.number("keyframe.animationTimingFunctionAppliesFirst", presentedX(anim, at: 0.5), 12.5, tol: 0.05,
                      "'If you also specify a timing function in the animation object's timingFunction property, that function is applied first'; \(Doc.timingFunctions)")
    }
    do {
        let anim = keyframesX([0.0, 50.0, 100.0])
        anim.timingFunction = cubeFunction()
        anim.timingFunctions = [cubeFunction(), cubeFunction()]
        // 0.5 → 0.125 (whole) → segment 1 at 0.25 → its own function 0.25³ = 0.015625 → 50 × 0.015625 = 0.781
        report.number("keyframe.wholeThenSegmentFunctionCompose", presentedX(anim, at: 0.5), 0.781, tol: 0.02,
                      "the animation's function is 'applied first followed by the timing function for the specific keyframe segment'; \(Doc.timingFunctions)")
    }
    do {
        let anim = keyframesX([0.0, 10.0, 30.0], keyTimes: [0, 0.2, 1])
        anim.timingFunctions = [CAMediaTimingFunction(name: .linear), cubeFunction()]
        // 0.6 → segment 2 (0.2…1) at 0.5 → cube 0.125 → 10 + 20 × 0.125 = 12.5
        report.number("keyframe.segmentFunctionWithinKeyTimes", presentedX(anim, at: 0.6), 12.5, tol: 0.05,
                      "with keyTimes 'the timing functions … further modify the timing between those values'; \(Doc.timingFunctions)")
    }
    do {
        // paced 1-D: lengths 10 and 30, total 40; at 0.25 → distance 10 → 10; at 0.5 → 20
        let got = [0.25, 0.5].map { presentedX(keyframesX([0.0, 10.0, 40.0], mode: .paced), at: $0) }
        report.numbers("keyframe.pacedScalarValuesByDistance", got, [10, 20], tol: 0.01,
                       "paced: 'keyframe times are automatically generated to give the animation a constant velocity'; \(Doc.paced)")
    }
    do {
        let anim = keyframesX([0.0, 10.0, 40.0], mode: .paced)
        anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
        // timingFunction ignored → constant velocity: 0.5 → 20 (eased it would be 40 × 0.315 = 12.6)
        report.number("keyframe.pacedIgnoresAnimationTimingFunction", presentedX(anim, at: 0.5), 20, tol: 0.01,
                      "paced: 'keyTimes and timingFunction are ignored'; \(Doc.paced)")
    }
    do {
        let anim = keyframesX([0.0, 10.0, 40.0], mode: .paced)
        anim.timingFunctions = [cubeFunction(), cubeFunction()]
        // constant velocity whatever the per-segment functions → 20 at 0.5
        report.number("keyframe.pacedIgnoresSegmentTimingFunctions", presentedX(anim, at: 0.5), 20, tol: 0.01,
                      "paced gives a constant velocity; \(Doc.paced)",
                      uncertain: "the paced page names keyTimes and timingFunction, not timingFunctions")
    }
    do {
        func sample(_ t: CFTimeInterval) -> Double {
            let anim = keyframesX([0.0, 10.0, 30.0], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete)
            anim.fillMode = .forwards
            anim.isRemovedOnCompletion = false
            return presentedX(anim, at: t)
        }
        // at 0 → values[0] = 0; after the end (1.5), filled forwards → the last value 30
        let got = joined([sample(0), sample(1.5)])
        report.record("keyframe.discreteStartAndFilledEnd", pass: got == "0.000,30.000", expected: "0.000,30.000", got: got,
                      why: "discrete: 'Each keyframe value is used in turn'; forwards holds the final state; \(Doc.discrete), \(Doc.fill)",
                      uncertain: nil)
    }
    do {
        // keyTimes 0, 0.5, 0.5, 1 with values 0, 10, 50, 100: equal key times make a jump. 0.25 → 5; 0.75 → 50 + 50 × 0.5 = 75
        let got = [0.25, 0.75].map { presentedX(keyframesX([0.0, 10.0, 50.0, 100.0], keyTimes: [0, 0.5, 0.5, 1]), at: $0) }
        report.numbers("keyframe.equalKeyTimesJump", got, [5, 75], tol: 0.01,
                       "'Each successive value in the array must be greater than, or equal to, the previous value'; \(Doc.keyTimes)",
                       uncertain: "what a zero-length segment shows is not spelled out")
    }
    do {
        func sample(_ t: CFTimeInterval) -> Double { presentedX(keyframesX([0.0, 10.0, 0.0], mode: .cubic), at: t) }
        // symmetric keyframes: any spline with symmetric end conditions gives x(0.25) = x(0.75)
        let a = sample(0.25), b = sample(0.75)
        report.record("keyframe.cubicSymmetricValuesSymmetricCurve", pass: abs(a - b) < 0.01 && a > 0 && a < 10,
                      expected: "x(0.25) = x(0.75), in (0,10)", got: "\(f(a)),\(f(b))",
                      why: "cubic: 'Smooth spline calculation between keyframe values'; \(Doc.cubic)", uncertain: nil)
    }
    do {
        // collinear evenly spaced keyframes 0, 10, 20, 30: Catmull-Rom (Kochanek–Bartels with tension, continuity, bias 0)
        // interior tangents are (p2 − p0)/2 = 10 per segment, so the middle segment is exactly linear:
        // 0.4 (segment 2 at 0.2) → 12; 0.5 → 15
        let got = [0.4, 0.5].map { presentedX(keyframesX([0.0, 10.0, 20.0, 30.0], mode: .cubic), at: $0) }
        report.numbers("keyframe.cubicCollinearMiddleSegmentLinear", got, [12, 15], tol: 0.01,
                       "cubic with TCB defaults 0 (cakeyframeanimation/tensionvalues …): Catmull-Rom; \(Doc.cubic)",
                       uncertain: "Apple names the TCB parameters but not the spline's tangent formula")
    }
    do {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let anim = CAKeyframeAnimation(keyPath: "position")
        anim.path = path
        anim.duration = 1
        // one symmetric curve segment: half way in time is its apex (50, 50) (Bézier parameter 0.5:
        // x = 0.5·50 + 0.25·100 = 50, y = 2·0.25·100 = 50; the arc-length midpoint is the same point)
        report.record(Outcome(name: "keyframe.pathCurveSegmentHalfway", pass: {
            let pt = presented(anim, at: 0.5).position
            return abs(pt.x - 50) < 0.05 && abs(pt.y - 50) < 0.05
        }(), expected: "(50.000,50.000)", got: p(presented(anim, at: 0.5).position),
        why: "the object follows the path's curve; \(Doc.path)"))
    }
    do {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 50))
        func sample(_ t: CFTimeInterval) -> CGPoint {
            let anim = CAKeyframeAnimation(keyPath: "position")
            anim.path = path
            anim.keyTimes = [0, 0.8, 1]
            anim.values = [NSValue(cgPoint: CGPoint(x: 0, y: 500)), NSValue(cgPoint: CGPoint(x: 0, y: 600)),
                           NSValue(cgPoint: CGPoint(x: 0, y: 700))]    // ignored: the path wins
            anim.duration = 1
            return presented(anim, at: t).position
        }
        // keyTimes per path point: 0.4 → half the first line (50,0); 0.9 → half the second (100,25); values ignored
        let got = p(sample(0.4)) + p(sample(0.9))
        report.record("keyframe.pathKeyTimesPerPointValuesIgnored", pass: got == "(50.000,0.000)(100.000,25.000)",
                      expected: "(50.000,0.000)(100.000,25.000)", got: got,
                      why: "keyTimes match 'the number of control points in the path' (\(Doc.keyTimes)); 'Specifying a path overrides the values property' (\(Doc.path))",
                      uncertain: nil)
    }
}

/// The CAValueFunction checks.
func valueFunctionChecks(_ report: Report) {
    func transformAnim(_ name: CAValueFunctionName, from: Any, to: Any) -> CABasicAnimation {
        let anim = CABasicAnimation(keyPath: "transform")
        anim.fromValue = from
        anim.toValue = to
        anim.duration = 1
        anim.valueFunction = CAValueFunction(name: name)
        return anim
    }
    do {
        // rotateX 0 → π at 0.5 → π/2: CATransform3DMakeRotation(π/2, 1, 0, 0): m22 = cos 0, m23 = sin 1, m32 = −1, m33 = 0
        let t = presentedTransform(transformAnim(.rotateX, from: 0.0, to: Double.pi), at: 0.5)
        report.numbers("valueFunction.rotateXHalfway", entries(t, [\.m22, \.m23, \.m32, \.m33]), [0, 1, -1, 0], tol: 0.001,
                       "rotateX rotates by the input value in radians about x; \(Doc.valueFunction)")
    }
    do {
        // rotateY π/2: m11 = 0, m13 = −sin = −1, m31 = sin = 1, m33 = 0 (CATransform3DMakeRotation(π/2, 0, 1, 0))
        let t = presentedTransform(transformAnim(.rotateY, from: 0.0, to: Double.pi), at: 0.5)
        report.numbers("valueFunction.rotateYHalfway", entries(t, [\.m11, \.m13, \.m31, \.m33]), [0, -1, 1, 0], tol: 0.001,
                       "rotateY rotates by the input value in radians about y; \(Doc.valueFunction)")
    }
    do {
        // translate [0,0,0] → [10,20,30] at 0.5 → (5,10,15) in m41, m42, m43
        let from: [NSNumber] = [0, 0, 0], to: [NSNumber] = [10, 20, 30]
        let t = presentedTransform(transformAnim(.translate, from: from, to: to), at: 0.5)
        report.numbers("valueFunction.translateArrayHalfway", entries(t, [\.m41, \.m42, \.m43]), [5, 10, 15], tol: 0.001,
                       "translate takes an NSArray of three NSNumbers (x, y, z); \(Doc.valueFunction)")
    }
    do {
        // scaleY 1 → 3 at 0.5 → 2: m11 1, m22 2, m33 1; translateZ 0 → 40 at 0.25 → m43 10
        let s = presentedTransform(transformAnim(.scaleY, from: 1.0, to: 3.0), at: 0.5)
        let z = presentedTransform(transformAnim(.translateZ, from: 0.0, to: 40.0), at: 0.25)
        report.numbers("valueFunction.scaleYAndTranslateZ", entries(s, [\.m11, \.m22, \.m33]) + entries(z, [\.m43]),
                       [1, 2, 1, 10], tol: 0.001, "scaleY / translateZ take a single input value; \(Doc.valueFunction)")
    }
    do {
        let anim = CAKeyframeAnimation(keyPath: "transform")
        anim.values = [0.0, Double.pi / 2, Double.pi]
        anim.duration = 1
        anim.valueFunction = CAValueFunction(name: .rotateZ)
        // valueFunction is CAPropertyAnimation's: keyframe angles 0, π/2, π; at 0.75 → 3π/4: m11 −0.707, m12 0.707
        let t = presentedTransform(anim, at: 0.75)
        report.numbers("valueFunction.onKeyframeAnimation", entries(t, [\.m11, \.m12]), [-0.7071, 0.7071], tol: 0.001,
                       "'applied to the values interpolated by the animation'; capropertyanimation/valuefunction")
    }
}
