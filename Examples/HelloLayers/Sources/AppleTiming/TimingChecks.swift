// CAMediaTiming on layers and animations: speeds, begin times and time offsets nested through
// layer → sublayer → animation, an animation's own speed and timeOffset, repeatCount (fractional,
// greatestFiniteMagnitude, infinity) and repeatDuration, autoreverse, fill modes (forwards after a
// repeat or a reverse, backwards with a time offset), a beginTime in the past, and removal on
// completion decided by renderer frames at fixed media times. 16 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private let base = PauseClock.base   // 100

/// The CAMediaTiming checks.
func timingChecks(_ report: Report) {
    // --- Nesting layer → sublayer → animation ---
    do {
        // root frozen at H = 100.1; mid speed 2 → 200.2; child speed 0.5 → 100.1; animation (speed 3, begin 100 in
        // the child's time) → (100.1 − 100) × 3 = 0.3 s into 0 → 100 over 1 s → 30
        let anim = moveX(from: 0.0, to: 100.0)
        anim.speed = 3
        let x = frozenTreeX(rootTime: base + 0.1, chain: [timedLayer(speed: 2), timedLayer(speed: 0.5)], anim: anim,
                            animBegin: base)
        report.number("timing.speedsMultiplyLayerSublayerAnimation", x, 30, tol: 0.01,
                      "each object's speed scales its parent's time: 2 × 0.5 × 3; \(Doc.speed), \(Doc.timing)")
    }
    do {
        // child.beginTime 0.5: child local = (100.7 − 0.5) × 1 = 100.2; animation begins at 100 → 0.2 s → 20
        let x = frozenTreeX(rootTime: base + 0.7, chain: [timedLayer(beginTime: 0.5)], anim: moveX(from: 0.0, to: 100.0),
                            animBegin: base)
        report.number("timing.sublayerBeginTimeDelaysItsAnimations", x, 20, tol: 0.01,
                      "a layer's beginTime is in its parent's time: t = (tp − begin) × speed + offset; \(Doc.beginTime)")
    }
    do {
        // child speed 0.5: local = 100.6 × 0.5 = 50.3; animation begins at 50 (child time) → 0.3 s → 30
        let x = frozenTreeX(rootTime: base + 0.6, chain: [timedLayer(speed: 0.5)], anim: moveX(from: 0.0, to: 100.0),
                            animBegin: base / 2)
        report.number("timing.sublayerHalfSpeedSlowsAnimations", x, 30, tol: 0.01,
                      "speed 0.5: local time runs half as fast as parent time; \(Doc.speed)")
    }
    do {
        // mid: beginTime 1, speed 2, timeOffset 3 → (100.1 − 1) × 2 + 3 = 201.2; child: speed 0.5, timeOffset −0.1
        // → 201.2 × 0.5 − 0.1 = 100.5; animation begins at 100 → 0.5 s → 50
        let x = frozenTreeX(rootTime: base + 0.1,
                            chain: [timedLayer(speed: 2, beginTime: 1, timeOffset: 3), timedLayer(speed: 0.5, timeOffset: -0.1)],
                            anim: moveX(from: 0.0, to: 100.0), animBegin: base)
        report.number("timing.allThreeTimingValuesAtTwoLevels", x, 50, tol: 0.01,
                      "t = (tp − begin) × speed + offset applied at each level; \(Doc.timing)")
    }

    // --- speed, timeOffset, repeat on the animation ---
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        anim.speed = 0.5
        // local = 1.5 × 0.5 = 0.75 → 75 (active until 1 / 0.5 = 2 s of parent time)
        report.number("timing.animationHalfSpeedLastsTwice", presentedX(anim, at: 1.5), 75, tol: 0.01,
                      "speed 0.5: a 1 s animation takes 2 s of parent time; \(Doc.speed)")
    }
    do {
        func sample(_ t: CFTimeInterval) -> Double {
            let anim = moveX(from: 0.0, to: 100.0)
            anim.speed = 2
            anim.repeatCount = 2
            return presentedX(anim, at: t)
        }
        // active local duration 2 s = 1 s of parent time. 0.75 → local 1.5: second iteration, 0.5 → 50;
        // 1.1 → past the end, fill removed → model 7
        report.record("timing.speedAndRepeatCount", pass: joined([sample(0.75), sample(1.1)]) == "50.000,7.000",
                      expected: "50.000,7.000", got: joined([sample(0.75), sample(1.1)]),
                      why: "repeatCount counts iterations in local time; speed 2 halves their parent length; \(Doc.repeatCount), \(Doc.speed)",
                      uncertain: nil)
    }
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        anim.timeOffset = 0.75
        // local = 0.5 + 0.75 = 1.25 ≥ duration 1 while the animation is still active (parent 0.5 of 1 s):
        // the offset wraps round to 0.25 → 25
        report.number("timing.animationTimeOffsetWrapsRound", presentedX(anim, at: 0.5), 25, tol: 0.01,
                      "timeOffset is an offset in active local time (the animation starts part way and loops round); \(Doc.timeOffset)",
                      uncertain: "Apple gives the formula, not what happens past the simple duration; SMIL and common observation: wraps")
    }
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        anim.repeatCount = Float.greatestFiniteMagnitude
        // forever: at 1000.25 s → iteration 1000, 0.25 in → 25
        report.number("timing.repeatCountGreatestFiniteIsForever", presentedX(anim, at: 1000.25), 25, tol: 0.05,
                      "'Setting this property to greatestFiniteMagnitude will cause the animation to repeat forever'; \(Doc.repeatCount)")
    }
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        anim.repeatCount = .infinity
        // HUGE_VALF: forever; at 500.5 → 50
        report.number("timing.repeatCountInfinityIsForever", presentedX(anim, at: 500.5), 50, tol: 0.05,
                      "HUGE_VALF (infinity) repeats forever; \(Doc.repeatCount)")
    }
    do {
        func sample(_ t: CFTimeInterval) -> Double {
            let anim = moveX(from: 0.0, to: 100.0)
            anim.autoreverses = true
            anim.repeatCount = 2
            return presentedX(anim, at: t)
        }
        // one iteration = forward 1 s + back 1 s; 2 iterations = 4 s. 2.25 → 2nd iteration forward 0.25 → 25;
        // 3.6 → 2nd iteration back, 0.6 into the reverse → 1 − 0.6 = 0.4 → 40
        let got = joined([sample(2.25), sample(3.6)])
        report.record("timing.autoreversesWithRepeatCount2", pass: got == "25.000,40.000", expected: "25.000,40.000", got: got,
                      why: "each repeat plays forwards then backwards; \(Doc.autoreverses), \(Doc.repeatCount)", uncertain: nil)
    }
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        anim.autoreverses = true
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        // ends after forward + back (2 s) at the start: fill forwards holds fraction 0 → 0 at 2.5 s (model is 7)
        report.number("timing.autoreverseFillForwardsHoldsFromValue", presentedX(anim, at: 2.5), 0, tol: 0.01,
                      "forwards: 'the receiver remains visible in its final state'; after autoreversing that is the start; \(Doc.fill)")
    }
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        anim.repeatCount = 1.5
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        // active duration 1.5 s ends half way through the 2nd iteration: held at fraction 0.5 → 50 at 3 s
        report.number("timing.fractionalRepeatFillForwardsHoldsMidValue", presentedX(anim, at: 3), 50, tol: 0.01,
                      "forwards clamps local time to the end of the active duration (1.5 s → half way); \(Doc.fill), CAMediaTiming.h fillMode")
    }
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        anim.repeatDuration = 2.25
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        // repeats for 2.25 s: ends 0.25 into the 3rd iteration; held there → 25 at 4 s
        report.number("timing.repeatDurationFillForwardsHoldsPartialValue", presentedX(anim, at: 4), 25, tol: 0.01,
                      "repeatDuration bounds the active duration, forwards clamps to its end; \(Doc.fill), camediatiming/repeatduration")
    }
    do {
        let anim = moveX(from: 0.0, to: 100.0)
        // begins 0.5 s before the sampled time's origin: at t = 0.25 the animation is 0.75 s in → 75
        report.number("timing.beginTimeInThePastStartsPartWay", presentedX(anim, at: 0.25, beginOffset: -0.5), 75, tol: 0.01,
                      "beginTime earlier than now: the animation is already part way; \(Doc.beginTime)")
    }
    do {
        let anim = moveX(from: 20.0, to: 120.0)
        anim.fillMode = .backwards
        anim.timeOffset = 0.3
        // begins 1 s after the sampled origin; before it, backwards fill clamps to the start of the active duration,
        // where local time is the offset 0.3 → 20 + 30 = 50
        report.number("timing.fillBackwardsWithTimeOffsetShowsOffsetStart", presentedX(anim, at: 0.5, beginOffset: 1), 50, tol: 0.01,
                      "backwards clamps to the start of the active duration, whose local time is timeOffset; \(Doc.fill), \(Doc.timeOffset)",
                      uncertain: "Apple does not say whether the backwards fill shows local time 0 or the offset start")
    }

    // --- removal on completion, decided by renderer frames ---
    do {
        let (root, renderer) = shownRoot()
        let t0 = CACurrentMediaTime() + 10
        let removed = moveX(from: 0.0, to: 100.0)
        removed.fillMode = .forwards          // isRemovedOnCompletion left true
        removed.beginTime = t0
        root.add(removed, forKey: "removed")
        let kept = moveX(from: 0.0, to: 100.0)
        kept.fillMode = .backwards
        kept.isRemovedOnCompletion = false
        kept.beginTime = t0
        root.add(kept, forKey: "kept")
        CATransaction.flush()
        drawFrame(renderer, at: t0 + 0.5)
        let during = "\(root.animation(forKey: "removed") != nil),\(root.animation(forKey: "kept") != nil)"
        drawFrame(renderer, at: t0 + 1.5)
        let after = "\(root.animation(forKey: "removed") != nil),\(root.animation(forKey: "kept") != nil)"
        // both attached half way; after the end the default (true) removes the first even with fill forwards,
        // false keeps the second though it fills only backwards
        report.record("timing.removedOnCompletionWhateverTheFillMode", pass: during + "|" + after == "true,true|false,true",
                      expected: "true,true|false,true", got: during + "|" + after,
                      why: "'When true, the animation is removed from the target layer's animations once its active duration has passed'; \(Doc.removed)",
                      uncertain: nil)
    }
}
