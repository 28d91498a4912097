import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// CAKeyframeAnimation as Apple documents it: n values bound n − 1 segments, evenly spaced
// unless keyTimes place them; timingFunctions pace each segment; discrete holds each value until
// the next key time (n steps, or n + 1 key times); paced modes ignore keyTimes and
// timingFunctions and move at an even pace; a path's lines and curves are segments, a move-to
// jumps; rotationMode turns the layer along the tangent.

@Suite("Animation: keyframe")
struct KeyframeAnimationTests {
    private func keyframes(_ values: [Any], keyPath: String = "opacity") -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.duration = 1
        return animation
    }

    private func value(_ animation: CAAnimation, at t: Double) -> Double? {
        var target = DictionaryTarget(["opacity": CGFloat(-1)])
        _ = animation.apply(to: &target, atParentTime: t)
        return target.number("opacity")
    }

    private func point(_ animation: CAAnimation, at t: Double) -> CGPoint? {
        var target = DictionaryTarget(["position": CGPoint(x: -1, y: -1), "transform": CATransform3DIdentity])
        _ = animation.apply(to: &target, atParentTime: t)
        return target.point("position")
    }

    @Test("linear: evenly spaced keyframes")
    func linearEven() {
        let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(30)])
        // Key times 0, 0.5, 1: 0.25 is half of the first segment, 0.75 half of the second.
        #expect(AnimTest.close(value(animation, at: 0.25), 5))
        #expect(AnimTest.close(value(animation, at: 0.75), 20))
        #expect(AnimTest.close(value(animation, at: 0.5), 10))
    }

    @Test("keyTimes place the keyframes")
    func keyTimes() {
        let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(30)])
        animation.keyTimes = [0, 0.2, 1]
        // 0.1 is half of [0, 0.2]; 0.6 is (0.6 − 0.2) / 0.8 = half of [0.2, 1].
        #expect(AnimTest.close(value(animation, at: 0.1), 5))
        #expect(AnimTest.close(value(animation, at: 0.6), 20))
    }

    @Test("timingFunctions pace each segment")
    func segmentTimingFunctions() {
        let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(30)])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        // Segment 0 at local 0.4 (time 0.2) through easeIn; segment 1 at local 0.6 (time 0.8)
        // through easeOut.
        #expect(AnimTest.close(value(animation, at: 0.2), 10 * AnimTest.easeIn(0.4), 1e-5))
        #expect(AnimTest.close(value(animation, at: 0.8), 10 + 20 * AnimTest.easeOut(0.6), 1e-5))
    }

    @Test("the animation's timing function maps the whole iteration before the segments")
    func wholeTimingFunction() {
        let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(30)])
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let p = AnimTest.easeIn(0.7)
        let expected = p < 0.5 ? 10 * p / 0.5 : 10 + 20 * (p - 0.5) / 0.5
        #expect(AnimTest.close(value(animation, at: 0.7), expected, 1e-5))
    }

    @Test("discrete: n values over n equal steps")
    func discreteEven() {
        let animation = keyframes([CGFloat(1), CGFloat(2), CGFloat(3)])
        animation.calculationMode = .discrete
        animation.fillMode = .forwards
        // Steps start at 0, 1/3, 2/3.
        #expect(value(animation, at: 0.0) == 1)
        #expect(value(animation, at: 0.33) == 1)
        #expect(value(animation, at: 0.34) == 2)
        #expect(value(animation, at: 0.9) == 3)
        #expect(value(animation, at: 1.5) == 3)
    }

    @Test("discrete with n + 1 key times (Apple's form) and with n")
    func discreteKeyTimes() {
        let animation = keyframes([CGFloat(1), CGFloat(2), CGFloat(3)])
        animation.calculationMode = .discrete
        animation.keyTimes = [0, 0.5, 0.75, 1]
        #expect(value(animation, at: 0.49) == 1)
        #expect(value(animation, at: 0.6) == 2)
        #expect(value(animation, at: 0.8) == 3)
        animation.keyTimes = [0, 0.1, 1]
        #expect(value(animation, at: 0.05) == 1)
        #expect(value(animation, at: 0.5) == 2)
        // Apple: in discrete mode "the last value must be 1.0": [0, 0.1, 0.2] is ignored, and the
        // three values take a third of the time each.
        animation.keyTimes = [0, 0.1, 0.2]
        #expect(value(animation, at: 0.15) == 1)
        #expect(value(animation, at: 0.5) == 2)
        #expect(value(animation, at: 0.9) == 3)
    }

    @Test("invalid keyTimes are ignored: the keyframes are evenly spaced")
    func invalidKeyTimesIgnored() {
        // Apple's keyTimes: "If the values in this array are invalid or inappropriate for the
        // current calculation mode, they are ignored"; in linear and cubic modes "the first value
        // in the array must be 0.0 and the last value must be 1.0". Evenly spaced, 0, 10, 30 give
        // 5 at 0.25 and 20 at 0.75.
        let invalid: [[NSNumber]] = [[0, 0.8, 0.5], [0, 0.5, 1.5], [0.2, 0.5, 1], [0, 0.5, 0.8], [0, 1], [0, NSNumber(value: Double.nan), 1]]
        for keyTimes in invalid {
            let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(30)])
            animation.keyTimes = keyTimes
            #expect(AnimTest.close(value(animation, at: 0.25), 5), "\(keyTimes)")
            #expect(AnimTest.close(value(animation, at: 0.75), 20), "\(keyTimes)")
        }
        // Cubic: [0.3, 0.6, 1] ignored; evenly spaced Catmull–Rom through 0, 10, 30 passes 10 at 0.5.
        let cubic = keyframes([CGFloat(0), CGFloat(10), CGFloat(30)])
        cubic.calculationMode = .cubic
        cubic.keyTimes = [0.3, 0.6, 1]
        #expect(AnimTest.close(value(cubic, at: 0.5), 10))
    }

    @Test("paced: an even speed over the distances, keyTimes, timingFunction and timingFunctions ignored")
    func paced() {
        let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(40)])
        animation.calculationMode = .paced
        animation.keyTimes = [0, 0.5, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        // Apple's paced: "keyTimes and timingFunction are ignored".
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        // Total distance 10 + 30 = 40 covered at 40 per second.
        for t in [0.1, 0.25, 0.5, 0.9] {
            #expect(AnimTest.close(value(animation, at: t), 40 * t, 1e-9))
        }
        // As the render tree resolves it: opacity 0, 0.25, 1 covers 1 a second, so it is t.
        let unit = keyframes([CGFloat(0), CGFloat(0.25), CGFloat(1)])
        unit.calculationMode = .paced
        unit.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let resolved = ResolvedAnimation(unit)
        for t in [0.1, 0.25, 0.5, 0.9] {
            var values = LayerValues()
            if resolved.isVector {
                resolved.commit(values)
                resolved.restore(&values, atParentTime: t)
                resolved.applyVector(to: &values)
            } else {
                var kind = LayerKindValues.plain
                resolved.apply(to: &values, kind: &kind, atParentTime: t)
            }
            #expect(abs(Double(values.opacity) - t) < 1e-6, "rendered at \(t): \(values.opacity)")
        }
    }

    @Test("cubicPaced ignores the animation's timingFunction too")
    func cubicPacedIgnoresTimingFunction() {
        // Apple's cubicPaced: "keyTimes and timingFunction are ignored". The same animation with
        // and without an ease-in curve gives the same values.
        let plain = keyframes([CGFloat(0), CGFloat(10), CGFloat(40)])
        plain.calculationMode = .cubicPaced
        let eased = keyframes([CGFloat(0), CGFloat(10), CGFloat(40)])
        eased.calculationMode = .cubicPaced
        eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
        for t in [0.2, 0.5, 0.8] {
            let a = value(plain, at: t), b = value(eased, at: t)
            #expect(a != nil && a == b, "at \(t): \(String(describing: a)) and \(String(describing: b))")
        }
    }

    @Test("cubicPaced: constant velocity along the spline")
    func cubicPacedConstantVelocity() {
        // Apple's cubicPaced: keyframe times "are automatically generated to give the animation
        // a constant velocity". Evenly spaced values on a line: the spline runs along the line
        // without turning back, 30 long, so the value is 30 t.
        let line = keyframes([CGFloat(0), CGFloat(10), CGFloat(20), CGFloat(30)])
        line.calculationMode = .cubicPaced
        for t in [1.0 / 6, 0.25, 0.5, 0.9] {
            #expect(AnimTest.close(value(line, at: t), 30 * t, 0.01), "at \(t)")
        }
        // Points round a corner: each twentieth of the time covers the same distance along the
        // curve (chords of equal steps equal within a percent, up to the end, where the
        // animation is over).
        let corner = keyframes([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)], keyPath: "position")
        corner.calculationMode = .cubicPaced
        let samples = (0..<20).compactMap { point(corner, at: Double($0) / 20) }
        let steps = zip(samples, samples.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let mean = steps.reduce(0, +) / CGFloat(steps.count)
        #expect(steps.count == 19 && steps.allSatisfy { abs($0 - mean) < 0.01 * mean }, "\(steps)")
        // Chord-paced, the first step would be half the mean: the spline leaves its first value
        // at half speed.
        #expect(steps[0] > 0.99 * mean)
    }

    @Test("paced points: distance along the polyline")
    func pacedPoints() {
        let animation = keyframes([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 90)],
                                  keyPath: "position")
        animation.calculationMode = .paced
        // Lengths 50 and 50: at 0.75 s, 75 along: 25 into the second (vertical) segment.
        #expect(AnimTest.close(point(animation, at: 0.75), CGPoint(x: 30, y: 40 + 25)))
        // At 0.2, 20 along the first: (30, 40) × 20 / 50.
        #expect(AnimTest.close(point(animation, at: 0.2), CGPoint(x: 30 * 0.4, y: 40 * 0.4)))
    }

    @Test("cubic: a Catmull–Rom spline through the values")
    func cubic() {
        let p: [Double] = [0, 10, 30, 100]
        let animation = keyframes(p.map { CGFloat($0) })
        animation.calculationMode = .cubic
        // Segment 1 (key times 1/3…2/3) at s = 0.25, Hermite with tangents
        // m1 = (p2 − p0) / 2, m2 = (p3 − p1) / 2.
        let s = 0.25
        let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
        let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
        let m1 = (p[2] - p[0]) / 2, m2 = (p[3] - p[1]) / 2
        let expected = h00 * p[1] + h10 * m1 + h01 * p[2] + h11 * m2
        #expect(AnimTest.close(value(animation, at: (1 + s) / 3), expected, 1e-9))
        // The ends: the missing neighbour repeats the end keyframe, m0 = (p1 − p0) / 2.
        let m0 = (p[1] - p[0]) / 2
        let first = h00 * p[0] + h10 * m0 + h01 * p[1] + h11 * m1
        #expect(AnimTest.close(value(animation, at: s / 3), first, 1e-9))
    }

    @Test("cubic with tension 1 has flat tangents")
    func cubicTension() {
        let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(30), CGFloat(100)])
        animation.calculationMode = .cubic
        animation.tensionValues = [1, 1, 1, 1]
        let s = 0.25
        let h00 = 2 * s * s * s - 3 * s * s + 1, h01 = -2 * s * s * s + 3 * s * s
        #expect(AnimTest.close(value(animation, at: (1 + s) / 3), h00 * 10 + h01 * 30, 1e-9))
    }

    // A path: a line (0,0)→(100,0), a move to (0,50), then a curve to (100,50) with control
    // points (0,100) and (100,120). Two segments, so key times 0, 0.5, 1.
    private static let p0 = CGPoint(x: 0, y: 50), c1 = CGPoint(x: 0, y: 100)
    private static let c2 = CGPoint(x: 100, y: 120), p1 = CGPoint(x: 100, y: 50)

    private func pathAnimation() -> CAKeyframeAnimation {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.move(to: Self.p0)
        path.addCurve(to: Self.p1, control1: Self.c1, control2: Self.c2)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.values = [CGPoint(x: 999, y: 999)]
        animation.duration = 1
        return animation
    }

    @Test("a path: lines and curves are segments, a move-to jumps")
    func path() {
        let animation = pathAnimation()
        // The path overrides values. First segment: half-way along the line at 0.25.
        #expect(AnimTest.close(point(animation, at: 0.25), CGPoint(x: 50, y: 0)))
        // Second segment at local 0.2 (time 0.6) and 0.9 (time 0.95): the Bézier formula.
        let a = AnimTest.cubic(Self.p0, Self.c1, Self.c2, Self.p1, 0.2)
        #expect(AnimTest.close(point(animation, at: 0.6), a, 1e-9))
        let b = AnimTest.cubic(Self.p0, Self.c1, Self.c2, Self.p1, 0.9)
        #expect(AnimTest.close(point(animation, at: 0.95), b, 1e-9))
        // At 0.5 the second segment starts at the move-to's point.
        #expect(AnimTest.close(point(animation, at: 0.5), Self.p0))
    }

    @Test("a discrete path: the start and each segment's end, not the move-to")
    func discretePath() {
        let animation = pathAnimation()
        animation.calculationMode = .discrete
        #expect(AnimTest.close(point(animation, at: 0.1), .zero))
        #expect(AnimTest.close(point(animation, at: 0.4), CGPoint(x: 100, y: 0)))
        #expect(AnimTest.close(point(animation, at: 0.9), Self.p1))
    }

    @Test("a paced path moves at constant speed along the curve")
    func pacedPath() {
        let animation = pathAnimation()
        animation.calculationMode = .paced
        let curve = AnimTest.cubicLength(Self.p0, Self.c1, Self.c2, Self.p1)
        let total = 100 + curve
        // In the line: x is the distance covered.
        #expect(AnimTest.close(point(animation, at: 0.3).map { Double($0.x) }, 0.3 * total, 1e-3))
        // In the curve: the arc length from its start to the point is the distance covered
        // past the line (to within the code's 32-chord table).
        let p = point(animation, at: 0.8) ?? .zero
        var best = 0.0, bestDistance = Double.infinity
        for i in 0...2000 {
            let t = Double(i) / 2000
            let q = AnimTest.cubic(Self.p0, Self.c1, Self.c2, Self.p1, t)
            let d = hypot(q.x - p.x, q.y - p.y)
            if d < bestDistance { bestDistance = d; best = t }
        }
        let covered = AnimTest.cubicLength(Self.p0, Self.c1, Self.c2, Self.p1, upTo: best)
        #expect(bestDistance < 0.5)
        #expect(abs(covered - (0.8 * total - 100)) < 0.5)
    }

    @Test("rotateAuto turns the layer by the path's tangent angle; rotateAutoReverse adds π")
    func rotationMode() throws {
        let animation = pathAnimation()
        animation.rotationMode = .rotateAuto
        var target = DictionaryTarget(["position": CGPoint.zero, "transform": CATransform3DIdentity])
        _ = animation.apply(to: &target, atParentTime: 0.6)
        let d = AnimTest.cubicDerivative(Self.p0, Self.c1, Self.c2, Self.p1, 0.2)
        let angle = atan2(Double(d.y), Double(d.x))
        let rotated = try #require(target.transform("transform"))
        #expect(AnimTest.close(AnimTest.entries(rotated), AnimTest.zRotationEntries(angle), 1e-9))
        // On the line the tangent is +x: no rotation.
        target.values["transform"] = CATransform3DIdentity
        _ = animation.apply(to: &target, atParentTime: 0.2)
        #expect(AnimTest.close(AnimTest.entries(try #require(target.transform("transform"))), AnimTest.zRotationEntries(0)))
        animation.rotationMode = .rotateAutoReverse
        target.values["transform"] = CATransform3DIdentity
        _ = animation.apply(to: &target, atParentTime: 0.6)
        let reversed = try #require(target.transform("transform"))
        #expect(AnimTest.close(AnimTest.entries(reversed), AnimTest.zRotationEntries(angle + .pi), 1e-9))
    }

    @Test("keyframes accumulate last − first per iteration and add to the current value")
    func cumulativeAndAdditive() {
        let animation = keyframes([CGFloat(0), CGFloat(10), CGFloat(4)])
        animation.repeatCount = 2
        animation.isCumulative = true
        // Iteration 1 at fraction 0.25: 5 + 1 × (4 − 0).
        #expect(AnimTest.close(value(animation, at: 1.25), 9))
        animation.isCumulative = false
        animation.isAdditive = true
        var target = DictionaryTarget(["opacity": CGFloat(100)])
        _ = animation.apply(to: &target, atParentTime: 0.25)
        #expect(AnimTest.close(target.number("opacity"), 105))
    }

    @Test("a single value holds for the whole iteration")
    func singleValue() {
        let animation = keyframes([CGFloat(7)])
        #expect(value(animation, at: 0.5) == 7)
    }
}
