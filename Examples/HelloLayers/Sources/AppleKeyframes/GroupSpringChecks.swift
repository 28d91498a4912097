// CAAnimationGroup: children's beginTime, fill, speed, timeOffset, autoreverse, repeats,
// keyframes, the group's timing function and a spring child, each clipped to the group (11
// checks); CASpringAnimation: allowsOverdamping, the perceptual initializer, settlingDuration on a
// scaled clock and initialVelocity (9 checks). 20 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The group and spring checks.
func groupSpringChecks(_ report: Report) {
    groupChecks(report)
    springChecks(report)
}

private func groupChecks(_ report: Report) {
    let why = Doc.group
    // a 1 s group; the child begins 0.5 s in and lasts 1 s: 0.75 → 25; 0.99 → 49; 1.2 → the group is over → model 7
    func offset(_ t: Double) -> Double {
        let child = moveX(from: 0, to: 100)
        child.beginTime = 0.5
        return px(group([child], duration: 1), at: t)
    }
    report.numbers("group.childOffsetAndLongerClipped", [offset(0.75), offset(0.99), offset(1.2)], [25, 49, 7], tol: 0.01, why)
    // the group fills forwards: its local time stays at its end (1 s): the child (begun at 0.5) is held 0.5 s in → 50
    do {
        let child = moveX(from: 0, to: 100)
        child.beginTime = 0.5
        let g = group([child], duration: 1)
        g.fillMode = .forwards
        g.isRemovedOnCompletion = false
        report.number("group.fillForwardsFreezesChildMidway", px(g, at: 1.5), 50, tol: 0.01,
                      "\(why); \(Doc.qc)/camediatimingfillmode/forwards")
    }
    // a child filling backwards before its beginTime inside the group shows its fromValue 0 (not the model 7)
    do {
        let child = moveX(from: 0, to: 100)
        child.beginTime = 0.5
        child.fillMode = .backwards
        report.number("group.childBackwardsFillBeforeBegin", px(group([child], duration: 2), at: 0.25), 0, tol: 0.01,
                      "\(why); \(Doc.qc)/camediatimingfillmode/backwards")
    }
    // a child beginning after the group ends is never shown → model 7
    do {
        let child = moveX(from: 0, to: 100)
        child.beginTime = 1.5
        report.number("group.childBeginningAfterGroupEndNeverShown", px(group([child], duration: 1), at: 0.9), 7,
                      tol: 0.01, why)
    }
    // group speed 2, duration 2; the child begins at 0.5 of group time: parent 0.5 → group 1.0 → child 0.5 → 50
    do {
        let child = moveX(from: 0, to: 100)
        child.beginTime = 0.5
        let g = group([child], duration: 2)
        g.speed = 2
        report.number("group.speedWithChildOffset", px(g, at: 0.5), 50, tol: 0.01, "\(why); \(Doc.qc)/camediatiming/speed")
    }
    // child timeOffset 0.25, beginTime 0.5: group 0.75 → child local 0.25 + 0.25 = 0.5 → 50
    do {
        let child = moveX(from: 0, to: 100)
        child.beginTime = 0.5
        child.timeOffset = 0.25
        report.number("group.childTimeOffsetAndBegin", px(group([child], duration: 2), at: 0.75), 50, tol: 0.01,
                      "\(why); \(Doc.qc)/camediatiming/timeoffset")
    }
    // the group autoreverses: 1.25 → group local 0.75 → child (begun at 0.5) 0.25 → 25
    do {
        let child = moveX(from: 0, to: 100)
        child.beginTime = 0.5
        let g = group([child], duration: 1)
        g.autoreverses = true
        report.number("group.autoreverseWithChildOffset", px(g, at: 1.25), 25, tol: 0.01,
                      "\(why); \(Doc.qc)/camediatiming/autoreverses")
    }
    // a repeating child clipped by the group: 0.4 s × ∞ in a 1 s group: 0.9 → 0.1 into the third repeat → 25;
    // 1.1 → 7
    func repeating(_ t: Double) -> Double {
        let child = moveX(from: 0, to: 100, duration: 0.4)
        child.repeatCount = .infinity
        return px(group([child], duration: 1), at: t)
    }
    report.numbers("group.infiniteChildClipped", [repeating(0.9), repeating(1.1)], [25, 7], tol: 0.01, why)
    // a keyframe child with keyTimes, begun 0.25 s in: 0.85 → child 0.6 → [0, 10, 30] at [0, 0.2, 1] → 20
    do {
        let child = kf([0.0, 10.0, 30.0], keyTimes: [0, 0.2, 1])
        child.beginTime = 0.25
        report.number("group.keyframeChildWithOffset", px(group([child], duration: 2), at: 0.85), 20, tol: 0.01, why)
    }
    // the group's timing function (cube) maps the group's local time, its children's parent time: 0.5 → 0.125 → 12.5
    do {
        let g = group([moveX(from: 0, to: 100)], duration: 1)
        g.timingFunction = cube()
        report.number("group.timingFunctionWarpsChildren", px(g, at: 0.5), 12.5, tol: 0.05,
                      "the group's timing function shapes its local time, the children's parent time; \(why)",
                      uncertain: "Apple does not say how a group's timingFunction reaches its children")
    }
    // a spring child (critically damped: k 100, c 20) clipped to a 0.2 s group: 0.1 → 1 − (1 + 1)e^{−1} = 0.264241 →
    // 26.424; 0.3 → 7
    func springChild(_ t: Double) -> Double {
        let child = CASpringAnimation(keyPath: "position.x")
        child.fromValue = 0.0
        child.toValue = 100.0
        child.damping = 20
        child.duration = 5
        return px(group([child], duration: 0.2), at: t)
    }
    report.numbers("group.springChildClipped", [springChild(0.1), springChild(0.3)], [26.424, 7], tol: 0.05, why)
}

private func springChecks(_ report: Report) {
    let why = Doc.overdamping
    report.truth("spring.allowsOverdampingDefaultFalse", CASpringAnimation().allowsOverdamping == false,
                 expected: "false", got: "\(CASpringAnimation().allowsOverdamping)", why)
    // damping 30 (ζ 1.5) with allowsOverdamping false → treated as critical (ω 10): 1 − (1 + 1)e^{−1} = 0.264241 →
    // 26.424 (true overdamping would give 21.335)
    report.number("spring.overdampedTreatedAsCriticalByDefault", px(spring(damping: 30), at: 0.1), 26.424, tol: 0.05, why)
    // true overdamping: roots −3.819660, −26.180340; A = −1.170820, B = 0.170820 →
    // 1 + A e^{−0.381966} + B e^{−2.618034} = 0.21335 → 21.335
    do {
        let anim = spring(damping: 30)
        anim.allowsOverdamping = true
        report.number("spring.allowsOverdampingTrueOverdamped", px(anim, at: 0.1), 21.335, tol: 0.05, why)
    }
    do {
        let anim = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        // init(perceptualDuration:bounce:): "A spring animation created with this initializer will have
        // allowsOverdamping set to true (so will use overdamping when a negative bounce is specified)"
        report.truth("spring.perceptualInitSetsAllowsOverdamping", anim.allowsOverdamping, expected: "true",
                     got: "\(anim.allowsOverdamping)", "\(Doc.qc)/caspringanimation/init(perceptualduration:bounce:); \(Doc.header)")
        report.number("spring.perceptualNegativeBounceKept", Double(anim.bounce), -0.5, tol: 0.01,
                      "bounce: 'negative values indicate overdamped springs'; \(Doc.header)")
    }
    do {
        let anim = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        report.numbers("spring.perceptualReadBack", [anim.perceptualDuration, Double(anim.bounce)], [0.5, 0.2], tol: 0.001,
                       "perceptualDuration and bounce read back; \(Doc.header)")
    }
    // time scaling: k 400, c 20 (ω 20, ζ 0.5) is the default spring (ω 10, ζ 0.5) run twice as fast:
    // x₄₀₀(t) = x₁₀₀(2t), so its settling duration is exactly half; m 4, k 100, c 20 (ω 5, ζ 0.5) runs at half speed:
    // double
    do {
        let d = spring().settlingDuration
        let fast = spring(stiffness: 400, damping: 20).settlingDuration
        let slow = spring(mass: 4, damping: 20).settlingDuration
        report.numbers("spring.settlingDurationScalesWithOmega", [fast / d, slow / d], [0.5, 2], tol: 0.01,
                       "settlingDuration is 'evaluated for the current animation parameters'; the same motion on a scaled clock; \(Doc.qc)/caspringanimation/settlingduration")
    }
    // initialVelocity in units of the whole distance per second: 0 → 200, critical ω 10, v0 5:
    // u = (−1 + (v0 − ω)t)e^{−ωt} = −1.5e^{−1} = −0.551819 → progress 0.448181 → 89.636 of 200
    report.number("spring.initialVelocityScalesWithDistance", px(spring(damping: 20, velocity: 5, from: 0, to: 200), at: 0.1),
                  89.636, tol: 0.05, "\(Doc.qc)/caspringanimation/initialvelocity",
                  uncertain: "Apple does not give initialVelocity's unit")
    // decreasing values 100 → 0, v0 5 toward the target: x = 100 · (1 − 0.448181) = 55.182
    report.number("spring.velocityTowardTargetOnDecreasingValues",
                  px(spring(damping: 20, velocity: 5, from: 100, to: 0), at: 0.1), 55.182, tol: 0.05,
                  "initialVelocity: 'positive values represent the object moving towards the spring attachment point'")
}
