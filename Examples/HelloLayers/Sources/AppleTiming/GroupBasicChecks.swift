// CAAnimationGroup: a zero duration becoming 0.25 s and clipping its children, repeats, reversal
// and timeOffset shared with the children, a child's own speed and repeatCount, children of
// different key paths run together. 7 checks. Several animations on one key path (applied in
// the order added, additive or replacing), an additive rotation and a cumulative keyframe
// animation. 6 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private let base = PauseClock.base

/// A group of `children` lasting `duration` s.
private func group(_ children: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
    let g = CAAnimationGroup()
    g.animations = children
    g.duration = duration
    return g
}

/// The CAAnimationGroup checks.
func groupChecks(_ report: Report) {
    do {
        func sample(_ t: CFTimeInterval) -> Double { presentedX(group([moveX(from: 0.0, to: 100.0)], duration: 0), at: t) }
        // a group is an animation: duration 0 becomes the default 0.25 s when added; the 1 s child is clipped to it:
        // 0.2 → 20; 0.5 → group over, model 7
        let got = joined([sample(0.2), sample(0.5)])
        report.record("group.zeroDurationClipsChildrenToQuarterSecond", pass: got == "20.000,7.000", expected: "20.000,7.000",
                      got: got, why: "duration ≤ 0 becomes the transaction duration (0.25 s) (\(Doc.add)); children are clipped to the group's duration (\(Doc.group))",
                      uncertain: nil)
    }
    do {
        let g = group([moveX(from: 0.0, to: 100.0)], duration: 1)
        g.repeatCount = 2
        // group local 1.25 → 2nd iteration, 0.25 → child at 0.25 → 25
        report.number("group.repeatCountRestartsChildren", presentedX(g, at: 1.25), 25, tol: 0.01,
                      "children run in the group's time space, which repeats; \(Doc.group), \(Doc.repeatCount)")
    }
    do {
        let g = group([moveX(from: 0.0, to: 100.0)], duration: 1)
        g.autoreverses = true
        // group time runs back in its 2nd second: 1.25 → group local 0.75 → child 75
        report.number("group.autoreversesPlaysChildrenBackwards", presentedX(g, at: 1.25), 75, tol: 0.01,
                      "children run in the group's (reversing) time space; \(Doc.group), \(Doc.autoreverses)")
    }
    do {
        let g = group([moveX(from: 0.0, to: 100.0)], duration: 2)
        g.timeOffset = 0.3
        // group local 0.2 + 0.3 = 0.5 → child 50
        report.number("group.timeOffsetShiftsChildren", presentedX(g, at: 0.2), 50, tol: 0.01,
                      "the group's timeOffset is in its local time, which its children run in; \(Doc.group), \(Doc.timeOffset)")
    }
    do {
        let child = moveX(from: 0.0, to: 100.0)
        child.speed = 2
        // child local = 0.25 × 2 = 0.5 → 50
        report.number("group.childSpeedWithinGroup", presentedX(group([child], duration: 1), at: 0.25), 50, tol: 0.01,
                      "a child's own speed maps the group's time to its own; \(Doc.group), \(Doc.speed)")
    }
    do {
        let child = moveX(from: 0.0, to: 100.0, duration: 0.4)
        child.repeatCount = 2
        // group 1 s; child 0.4 s × 2: at 0.5 → 2nd iteration 0.1 in → 0.1 / 0.4 = 25
        report.number("group.childRepeatCountWithinGroup", presentedX(group([child], duration: 1), at: 0.5), 25, tol: 0.01,
                      "a child's repeatCount applies within the group's time; \(Doc.group)")
    }
    do {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        let layer = presented(group([moveX(from: 0.0, to: 100.0), fade], duration: 1), at: 0.25)
        // concurrently: x 25, opacity 0.75
        report.numbers("group.childrenOfDifferentKeyPathsConcurrent", [Double(layer.position.x), Double(layer.opacity)],
                       [25, 0.75], tol: 0.001, "'multiple animations to be grouped and run concurrently'; \(Doc.group)")
    }
}

/// The checks of basic animations combined on one key path, additive and cumulative.
func basicChecks(_ report: Report) {
    func twoAnimations(_ first: CABasicAnimation, _ second: CABasicAnimation, at t: CFTimeInterval, modelX: CGFloat) -> Double {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: modelX, y: 0)
        layer.speed = 0
        layer.timeOffset = base + t
        first.beginTime = base
        second.beginTime = base
        layer.add(first, forKey: "first")
        layer.add(second, forKey: "second")
        CATransaction.flush()
        return Double(layer.presentation()?.position.x ?? .nan)
    }
    func additive(_ anim: CABasicAnimation) -> CABasicAnimation { anim.isAdditive = true; return anim }

    // animationKeys: "The order of the array matches the order in which animations will be applied to the layer".
    // A non-additive animation replaces the value it is given; an additive one adds to it.
    report.number("basic.laterNonAdditiveOverridesEarlier",
                  twoAnimations(moveX(from: 0.0, to: 100.0), moveX(from: 0.0, to: 200.0), at: 0.5, modelX: 50), 100, tol: 0.01,
                  "applied in the order added; the later, non-additive, sets 0 → 200 at 0.5 = 100; calayer/animationkeys(), \(Doc.additive)")
    report.number("basic.twoAdditiveAnimationsSum",
                  twoAnimations(additive(moveX(from: 0.0, to: 10.0)), additive(moveX(from: 0.0, to: 20.0)), at: 0.5, modelX: 50),
                  65, tol: 0.01, "each additive value is added to the current render value: 50 + 5 + 10; \(Doc.additive)")
    report.number("basic.additiveOnTopOfNonAdditive",
                  twoAnimations(moveX(from: 0.0, to: 100.0), additive(moveX(from: 0.0, to: 10.0)), at: 0.5, modelX: 50),
                  55, tol: 0.01, "the additive (applied second) adds to the first's 50: 55; \(Doc.additive)")
    report.number("basic.nonAdditiveAfterAdditiveReplaces",
                  twoAnimations(additive(moveX(from: 0.0, to: 10.0)), moveX(from: 0.0, to: 100.0), at: 0.5, modelX: 50),
                  50, tol: 0.01, "the later non-additive value (50) replaces model + additive (55); calayer/animationkeys(), \(Doc.additive)")

    do {
        let anim = CABasicAnimation(keyPath: "transform.rotation.z")
        anim.fromValue = 0.0
        anim.toValue = Double.pi / 2
        anim.duration = 1
        anim.isAdditive = true
        // model rotated π/2 about z; additive 0 → π/2 at 0.5 adds π/4 → 3π/4: m11 = cos = −0.707, m12 = sin = 0.707
        let t = presentedTransform(anim, at: 0.5, model: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        report.numbers("basic.additiveRotationZAddsAngle", entries(t, [\.m11, \.m12]), [-0.7071, 0.7071], tol: 0.001,
                       "additive adds the animated angle to the current one; \(Doc.additive)")
    }
    do {
        let anim = CAKeyframeAnimation(keyPath: "position.x")
        anim.values = [0.0, 10.0, 20.0]
        anim.duration = 1
        anim.repeatCount = 2
        anim.isCumulative = true
        // 2nd cycle at 1.5: end of previous cycle (20) + current value at 0.5 (10) = 30
        report.number("basic.cumulativeKeyframeRepeat", presentedX(anim, at: 1.5), 30, tol: 0.01,
                      "'the value at the end of the previous repeat cycle, plus the value of the current repeat cycle'; \(Doc.cumulative)")
    }
}
