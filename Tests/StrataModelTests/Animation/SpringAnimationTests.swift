import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// CASpringAnimation: a damped spring m·x'' + c·x' + k·x = 0 pulling the value from the start
// (displacement 1) to the end (0), evaluated at the animation's elapsed seconds; progress is
// 1 − x(t), which overshoots past 1 when under-damped. The closed forms are written out here.

private struct Spring {
    var mass = 1.0, stiffness = 100.0, damping = 10.0, velocity = 0.0

    /// The displacement x(t), with x(0) = 1 and x'(0) = −velocity (positive toward the end).
    func displacement(_ t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let v0 = -velocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (v0 + zeta * w0) / wd * sin(wd * t))
        } else if zeta == 1 {
            return (1 + (v0 + w0) * t) * exp(-w0 * t)
        } else {
            let r = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - r), r2 = -w0 * (zeta + r)
            let c2 = (v0 - r1) / (r2 - r1), c1 = 1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func progress(_ t: Double) -> Double { 1 - displacement(t) }
}

@Suite("Animation: spring")
struct SpringAnimationTests {
    private func spring(_ s: Spring, from: Any = CGFloat(0), to: Any = CGFloat(100)) -> CASpringAnimation {
        let animation = CASpringAnimation(keyPath: "opacity")
        animation.mass = CGFloat(s.mass)
        animation.stiffness = CGFloat(s.stiffness)
        animation.damping = CGFloat(s.damping)
        animation.initialVelocity = CGFloat(s.velocity)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 3
        return animation
    }

    private func value(_ animation: CAAnimation, at t: Double) -> Double? {
        var target = DictionaryTarget(["opacity": CGFloat(0)])
        _ = animation.apply(to: &target, atParentTime: t)
        return target.number("opacity")
    }

    @Test("Apple's defaults: mass 1, stiffness 100, damping 10, initial velocity 0")
    func defaults() {
        let animation = CASpringAnimation()
        #expect(animation.mass == 1 && animation.stiffness == 100 && animation.damping == 10)
        #expect(animation.initialVelocity == 0)
    }

    @Test("under-damped (ζ = 0.5) follows the closed form and overshoots", arguments: [0.05, 0.2, 0.31, 0.7, 1.5])
    func underdamped(t: Double) {
        let s = Spring()
        #expect(AnimTest.close(value(spring(s), at: t), 100 * s.progress(t), 1e-6))
    }

    @Test("under-damped overshoot: the first peak at π / ω_d is past the end value")
    func overshoot() {
        let s = Spring()
        let wd = 10 * (1 - 0.25).squareRoot()
        let peak = Double.pi / wd
        let v = value(spring(s), at: peak) ?? 0
        #expect(v > 100)
        #expect(AnimTest.close(v, 100 * s.progress(peak), 1e-6))
        // Points extrapolate the same way.
        var target = DictionaryTarget(["position": CGPoint.zero])
        let points = spring(s, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 20))
        points.keyPath = "position"
        _ = points.apply(to: &target, atParentTime: peak)
        let f = s.progress(peak)
        #expect(AnimTest.close(target.point("position"), CGPoint(x: 10 * f, y: 20 * f), 1e-6))
    }

    @Test("critically damped (ζ = 1)", arguments: [0.05, 0.2, 0.5])
    func critical(t: Double) {
        let s = Spring(damping: 20)
        #expect(AnimTest.close(value(spring(s), at: t), 100 * s.progress(t), 1e-6))
    }

    @Test("over-damped (ζ = 2.5) where allowed; critical otherwise", arguments: [0.05, 0.2, 0.5, 1.0])
    func overdamped(t: Double) {
        let s = Spring(damping: 50)
        let allowed = spring(s)
        allowed.allowsOverdamping = true
        #expect(AnimTest.close(value(allowed, at: t), 100 * s.progress(t), 1e-6))
        // Apple's header: without allowsOverdamping, "it is treated as critically damped".
        #expect(AnimTest.close(value(spring(s), at: t), 100 * Spring(damping: 20).progress(t), 1e-6))
    }

    @Test("mass and initial velocity enter the closed form")
    func massAndVelocity() {
        let s = Spring(mass: 2, stiffness: 50, damping: 4, velocity: 5)
        for t in [0.1, 0.4, 0.9] {
            #expect(AnimTest.close(value(spring(s), at: t), 100 * s.progress(t), 1e-6))
        }
    }

    @Test("the timing function does not apply to a spring")
    func noTimingFunction() {
        let s = Spring()
        let animation = spring(s)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        #expect(AnimTest.close(value(animation, at: 0.2), 100 * s.progress(0.2), 1e-6))
    }

    @Test("the spring is cut at the duration, and a repeat restarts it")
    func duration() {
        let s = Spring()
        let animation = spring(s)
        animation.duration = 0.5
        animation.repeatCount = 2
        // 0.7 s is 0.2 s into the second iteration.
        #expect(AnimTest.close(value(animation, at: 0.7), 100 * s.progress(0.2), 1e-6))
        #expect(value(animation, at: 1.2) == 0)
    }

    @Test("settlingDuration: the motion stays within a thousandth of the distance after it")
    func settling() {
        let s = Spring()
        let settle = spring(s).settlingDuration
        #expect(settle > 0.5 && settle < 2)
        for i in 0...200 {
            let t = settle + Double(i) * 0.01
            #expect(abs(s.displacement(t)) <= 0.001 + 1e-9)
        }
        // Not long after the motion last reached it: within the half period before (π/ω_d,
        // 0.363 s here) the motion still swings past half the threshold.
        let before = (0..<200).map { s.displacement(settle - 0.363 + Double($0) * 0.363 / 200) }
        #expect(before.contains { abs($0) >= 0.0005 })
    }
}
