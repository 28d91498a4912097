import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// CABasicAnimation as Apple documents it: the from/to/by table (at most two of the three set;
// open ends take the property's current value), progress = timing function of the iteration
// fraction, and the active period [beginTime, beginTime + duration) in the layer's time.

@Suite("Animation: basic")
struct BasicAnimationTests {
    /// Applies `animation` to an `opacity` of `current` at time `t`; returns the phase and value.
    private func run(_ animation: CAAnimation, current: CGFloat = 10, at t: Double,
                     key: String = "opacity") -> (TimingPhase, Double?) {
        var target = DictionaryTarget([key: current])
        let phase = animation.apply(to: &target, atParentTime: t)
        return (phase, target.number(key))
    }

    @Test("fromValue and toValue: linear from one to the other")
    func fromTo() {
        // 10 → 30 over 1 s; at 0.25 s a quarter of the way: 10 + 0.25 × 20.
        let (phase, value) = run(AnimTest.basic("opacity", from: CGFloat(10), to: CGFloat(30)), at: 0.25)
        #expect(phase == .active(fraction: 0.25, iteration: 0))
        #expect(AnimTest.close(value, 10 + 0.25 * 20))
    }

    @Test("fromValue and byValue: to = from + by")
    func fromBy() {
        // 10 → 10 + 4; at half time 10 + 0.5 × 4.
        let (_, value) = run(AnimTest.basic("opacity", from: CGFloat(10), by: CGFloat(4)), current: 99, at: 0.5)
        #expect(AnimTest.close(value, 10 + 0.5 * 4))
    }

    @Test("byValue and toValue: from = to − by")
    func byTo() {
        // (14 − 4) → 14; at 0.75: 10 + 0.75 × 4.
        let (_, value) = run(AnimTest.basic("opacity", to: CGFloat(14), by: CGFloat(4)), current: 99, at: 0.75)
        #expect(AnimTest.close(value, 10 + 0.75 * 4))
    }

    @Test("fromValue only: to the current value")
    func fromOnly() {
        // 10 → current 50; at 0.5: 30.
        let (_, value) = run(AnimTest.basic("opacity", from: CGFloat(10)), current: 50, at: 0.5)
        #expect(AnimTest.close(value, 10 + 0.5 * (50 - 10)))
    }

    @Test("toValue only: from the current value")
    func toOnly() {
        // current 10 → 50; at 0.25: 20.
        let (_, value) = run(AnimTest.basic("opacity", to: CGFloat(50)), current: 10, at: 0.25)
        #expect(AnimTest.close(value, 10 + 0.25 * (50 - 10)))
    }

    @Test("byValue only: from the current value to current + by")
    func byOnly() {
        // current 10 → 16; at 0.5: 13.
        let (_, value) = run(AnimTest.basic("opacity", by: CGFloat(6)), current: 10, at: 0.5)
        #expect(AnimTest.close(value, 10 + 0.5 * 6))
    }

    @Test("no values: the property keeps its current value")
    func none() {
        let (phase, value) = run(AnimTest.basic("opacity"), current: 10, at: 0.5)
        #expect(phase == .active(fraction: 0.5, iteration: 0))
        #expect(AnimTest.close(value, 10))
    }

    @Test("an open end follows the current value as it changes (nothing is cached)")
    func currentValueIsReadEachFrame() {
        let animation = AnimTest.basic("opacity", to: CGFloat(50))
        #expect(AnimTest.close(run(animation, current: 10, at: 0.5).1, 30))
        // The model value moved to 30: the same moment now starts from 30.
        #expect(AnimTest.close(run(animation, current: 30, at: 0.5).1, 40))
    }

    @Test("points through a sub-path and whole points")
    func points() {
        var target = DictionaryTarget(["position": CGPoint(x: 5, y: 7)])
        let x = AnimTest.basic("position.x", from: CGFloat(0), to: CGFloat(100))
        _ = x.apply(to: &target, atParentTime: 0.3)
        // Only x animates: 0 + 0.3 × 100; y keeps 7.
        #expect(AnimTest.close(target.point("position"), CGPoint(x: 30, y: 7)))
        let whole = AnimTest.basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: -20))
        _ = whole.apply(to: &target, atParentTime: 0.5)
        #expect(AnimTest.close(target.point("position"), CGPoint(x: 5, y: -10)))
    }

    @Test("the timing function maps the fraction (easeIn by bisection on its Bézier)")
    func timingFunction() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100))
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let (_, value) = run(animation, at: 0.4)
        #expect(AnimTest.close(value, 100 * AnimTest.easeIn(0.4), 1e-4))
        // easeIn starts slowly: below the linear 40.
        #expect((value ?? 100) < 40)
    }

    @Test("beginTime, before and after: the target is untouched outside the active period")
    func activePeriod() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100), duration: 2)
        animation.beginTime = 1
        let before = run(animation, current: 7, at: 0.5)
        #expect(before.0 == .before && before.1 == 7)
        // (2 − 1) / 2 = half-way.
        #expect(AnimTest.close(run(animation, current: 7, at: 2).1, 50))
        let after = run(animation, current: 7, at: 3)
        #expect(after.0 == .after && after.1 == 7)
    }

    @Test("fill modes hold the end values outside the active period")
    func fillModes() {
        let animation = AnimTest.basic("opacity", from: CGFloat(20), to: CGFloat(100))
        animation.beginTime = 1
        animation.fillMode = .both
        #expect(AnimTest.close(run(animation, at: 0).1, 20))
        #expect(AnimTest.close(run(animation, at: 5).1, 100))
    }

    @Test("a zero duration means the default 0.25 s")
    func defaultDuration() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100), duration: 0)
        // 0.125 s is half of 0.25 s.
        #expect(AnimTest.close(run(animation, at: 0.125).1, 50))
    }

    @Test("speed and timeOffset change the local time")
    func speedAndOffset() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100), duration: 4)
        animation.speed = 2
        // Local time (1 − 0) × 2 = 2 of 4 s.
        #expect(AnimTest.close(run(animation, at: 1).1, 50))
        animation.speed = 1
        animation.timeOffset = 1
        // Local time 1 + 1 = 2 of 4 s.
        #expect(AnimTest.close(run(animation, at: 1).1, 50))
    }

    @Test("a negative speed plays the animation backwards, as Core Animation does")
    func negativeSpeed() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100))
        animation.speed = -1
        // 0.25 s after the begin time, a backwards play is 0.25 s before the end: fraction 0.75.
        #expect(AnimTest.close(run(animation, at: 0.25).1, 75))
    }

    @Test("autoreverses plays the second half backwards")
    func autoreverses() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100))
        animation.autoreverses = true
        // 1.25 s into a 1 s there-and-back: 0.25 s into the way back, fraction 1 − 0.25.
        #expect(AnimTest.close(run(animation, at: 1.25).1, 75))
    }

    @Test("isAdditive adds the animated value to the current value")
    func additive() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(10))
        animation.isAdditive = true
        // current 100 + (0 + 0.5 × 10).
        #expect(AnimTest.close(run(animation, current: 100, at: 0.5).1, 105))
    }

    @Test("isCumulative adds iteration × (end − start)")
    func cumulative() {
        let animation = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(10))
        animation.repeatCount = 3
        animation.isCumulative = true
        // At 2.5 s: iteration 2, fraction 0.5 → 5 + 2 × (10 − 0).
        #expect(AnimTest.close(run(animation, at: 2.5).1, 25))
        // Without it every iteration restarts.
        animation.isCumulative = false
        #expect(AnimTest.close(run(animation, at: 2.5).1, 5))
    }

    @Test("a rotateZ value function turns the interpolated angle into a transform")
    func valueFunctionRotate() throws {
        let animation = AnimTest.basic("transform", from: CGFloat(0), to: CGFloat.pi)
        animation.valueFunction = try #require(CAValueFunction(name: .rotateZ))
        var target = DictionaryTarget(["transform": CATransform3DIdentity])
        _ = animation.apply(to: &target, atParentTime: 0.25)
        // A quarter of π about z.
        let result = try #require(target.transform("transform"))
        #expect(AnimTest.close(AnimTest.entries(result), AnimTest.zRotationEntries(.pi / 4)))
        // A full turn passes through every angle, where a matrix interpolation would not move.
        animation.toValue = CGFloat(2 * Double.pi)
        _ = animation.apply(to: &target, atParentTime: 0.5)
        let half = try #require(target.transform("transform"))
        #expect(AnimTest.close(AnimTest.entries(half), AnimTest.zRotationEntries(.pi)))
    }

    @Test("a scale value function takes three numbers")
    func valueFunctionScale() throws {
        let animation = AnimTest.basic("transform", from: [CGFloat(1), 1, 1], to: [NSNumber(value: 3), NSNumber(value: 5), NSNumber(value: 1)])
        animation.valueFunction = try #require(CAValueFunction(name: .scale))
        var target = DictionaryTarget(["transform": CATransform3DIdentity])
        _ = animation.apply(to: &target, atParentTime: 0.5)
        // Half-way: (2, 3, 1) on the diagonal.
        let result = try #require(target.transform("transform"))
        #expect(AnimTest.close(AnimTest.entries(result), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
        #expect(CAValueFunction(name: CAValueFunctionName("spin")) == nil)
    }

    @Test("a translateX value function with only toValue starts from no translation")
    func valueFunctionTranslateOpenEnd() throws {
        let animation = AnimTest.basic("transform", to: CGFloat(40))
        animation.valueFunction = try #require(CAValueFunction(name: .translateX))
        var target = DictionaryTarget(["transform": CATransform3DIdentity])
        _ = animation.apply(to: &target, atParentTime: 0.25)
        let result = try #require(target.transform("transform"))
        #expect(AnimTest.close(AnimTest.entries(result), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1]))
    }

    @Test("animations on one target apply in order, each on top of the previous")
    func stacking() {
        var target = DictionaryTarget(["opacity": CGFloat(0)])
        let first = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(10))
        let second = AnimTest.basic("opacity", by: CGFloat(100))
        _ = first.apply(to: &target, atParentTime: 0.5)
        _ = second.apply(to: &target, atParentTime: 0.5)
        // First writes 5; the second starts from that: 5 + 0.5 × 100.
        #expect(AnimTest.close(target.number("opacity"), 55))
    }
}
