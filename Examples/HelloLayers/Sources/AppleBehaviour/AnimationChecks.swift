// Behaviour checks of Core Animation code as an Apple developer writes it (no UIKit/AppKit).
// Every check computes a value with Strata and compares it with the value Apple's platforms give,
// worked out by hand from Apple's documentation; the expected value is always a literal, with its
// arithmetic in a comment beside it. Output: one `PASS name` or
// `MISMATCH name strata=<value> apple=<value> why=<reason>` line per check, then
// `done N checks M mismatches`.
//
// How time is made deterministic (no wall clock involved):
// - Presentation values: Apple's documented pause recipe (Technical Q&A QA1673): a layer with
//   `speed = 0` has local time `(t_parent − beginTime) × 0 + timeOffset = timeOffset` at every
//   media time, so an animation added with an explicit, non-zero `beginTime = base` and read
//   through `presentation()` with `timeOffset = base + t` shows its state exactly `t` seconds in.
//   The layer is committed (`CATransaction.flush()`) before `presentation()` is read.
// - Drawn values: `CARenderer.beginFrame(atTime:timeStamp:)` evaluates the tree at the given
//   media time; the root layer's local time is then that time (speed 1, beginTime 0), so
//   animations with an explicit `beginTime` are drawn at an exact point.
// - Model drawing (`render(in:)`) draws model values, as Apple documents; pixels are read back
//   from an RGBA (`premultipliedLast`) bitmap context flipped so layer y grows downwards (iOS).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// A colour's components as RGBA text (a grey colour expanded), or "nil".
private func rgbaText(_ color: CGColor?) -> String {
    guard let v = rgba(color) else { return "nil" }
    return "[" + v.map { f($0) }.joined(separator: ",") + "]"
}

// MARK: - Documentation pages cited

private enum Doc {
    static let timing = "developer.apple.com/documentation/quartzcore/camediatiming"
    static let fill = "developer.apple.com/documentation/quartzcore/camediatimingfillmode"
    static let group = "developer.apple.com/documentation/quartzcore/caanimationgroup"
    static let basic = "CABasicAnimation 'Setting Interpolation Values' (developer.apple.com/documentation/quartzcore/cabasicanimation)"
    static let timingFunction = "developer.apple.com/documentation/quartzcore/camediatimingfunction"
    static let keyframe = "developer.apple.com/documentation/quartzcore/cakeyframeanimation"
    static let spring = "developer.apple.com/documentation/quartzcore/caspringanimation"
    static let geometry = "developer.apple.com/documentation/quartzcore/calayer (frame/position/anchorPoint)"
    static let transaction = "developer.apple.com/documentation/quartzcore/catransaction"
    static let action = "developer.apple.com/documentation/quartzcore/calayer/action(forkey:)"
}

// MARK: - Time and drawing helpers

private enum Clock {
    /// The local time at which every sampled animation begins: an explicit, non-zero beginTime,
    /// so Core Animation keeps it (only a beginTime of 0 is replaced by the commit time); the
    /// pause recipe's (`presented`, AppleCheckSupport).
    static let base: CFTimeInterval = PauseClock.base
    /// The media time at which renderer-drawn animations begin.
    static let renderBase: CFTimeInterval = 1000
}

private func presentedX(_ anim: CAAnimation, at t: CFTimeInterval, beginOffset: CFTimeInterval = 0,
                modelX: CGFloat = 7) -> Double {
    Double(presented(anim, at: t, beginOffset: beginOffset, setUp: { $0.position.x = modelX }).position.x)
}

/// `position.x` animated over `duration` s with the given from/to/by values.
private func moveX(from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: "position.x")
    anim.fromValue = from
    anim.toValue = to
    anim.byValue = by
    anim.duration = duration
    return anim
}

/// 2×1 pixels: left red, right blue.
private func redBlueImage() -> CGImage {
    makeImage(2, 1) { ctx in
        ctx.setFillColor(Palette.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(Palette.blue)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
}

/// A layer of `size` showing `image` with the given gravity, drawn with `render(in:)`.
private func renderContents(_ image: CGImage, size: Int = 10, configure: (CALayer) -> Void) -> CGContext {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: CGFloat(size), height: CGFloat(size))
    layer.contents = image
    configure(layer)
    let ctx = makeCanvas(size, size)
    layer.render(in: ctx)
    return ctx
}

private final class StopRecorder: NSObject, CAAnimationDelegate {
    var flags: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { flags.append(flag) }
}

private final class ActionDelegate: NSObject, CALayerDelegate {
    let answer: CAAction?
    init(answer: CAAction?) { self.answer = answer }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
}

private final class LayoutCountingLayer: CALayer {
    var layoutCount = 0
    override func layoutSublayers() {
        layoutCount += 1
        super.layoutSublayers()
    }
}

// MARK: - Timing (CAMediaTiming)

private func checkLinearQuarter() -> Outcome {
    // 0 → 100 over 1 s, linear (timingFunction nil), at 0.25 s: 0 + 100 × 0.25 = 25
    number("timing.linearAtQuarter", presentedX(moveX(from: 0.0, to: 100.0), at: 0.25), 25,
           "nil timingFunction is linear; t_local=(t-beginTime)*speed+timeOffset; \(Doc.timing)")
}

private func checkRepeatCountFractional() -> Outcome {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.repeatCount = 2.5
    // active duration 2.5 s; at 2.25 s: iteration 2, 0.25 s into it → 100 × 0.25 = 25
    return number("timing.repeatCount2.5At2.25", presentedX(anim, at: 2.25), 25,
                  "repeatCount may be fractional; each iteration restarts at fromValue; camediatiming/repeatcount")
}

private func checkRepeatCountEnded() -> Outcome {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.repeatCount = 2.5
    // 2.75 s > active duration 1 × 2.5 = 2.5 s, fillMode .removed → the model value 7
    return number("timing.repeatCountEndedShowsModel", presentedX(anim, at: 2.75), 7,
                  "after the active duration with fillMode removed the animation no longer applies; camediatiming/fillmode")
}

private func checkAutoreverses() -> Outcome {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.autoreverses = true
    // forward 0…1 s, backward 1…2 s; at 1.25 s: fraction 1 − 0.25 = 0.75 → 75
    return number("timing.autoreversesAt1.25", presentedX(anim, at: 1.25), 75,
                  "autoreverses plays backwards after playing forwards; camediatiming/autoreverses")
}

private func checkRepeatDuration() -> Outcome {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.repeatDuration = 1.5
    // repeats for 1.5 s; at 1.25 s: second iteration, 0.25 s in → 25
    let during = presentedX(anim, at: 1.25)
    let anim2 = moveX(from: 0.0, to: 100.0)
    anim2.repeatDuration = 1.5
    // at 1.75 s > 1.5 s, fillMode .removed → model 7
    let after = presentedX(anim2, at: 1.75)
    return text("timing.repeatDuration1.5", "\(f(during)),\(f(after))", "25.000,7.000",
                "repeatDuration is how many seconds the animation repeats for; camediatiming/repeatduration")
}

private func checkAnimationSpeed() -> Outcome {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.speed = 2
    // local = (0.25 − 0) × 2 = 0.5 s → 50
    return number("timing.animationSpeed2At0.25", presentedX(anim, at: 0.25), 50,
                  "speed 2: local time runs twice as fast as parent time; camediatiming/speed")
}

private func checkAnimationTimeOffset() -> Outcome {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.timeOffset = 0.5
    // local = (0.25 − 0) × 1 + 0.5 = 0.75 s → 75
    return number("timing.animationTimeOffset0.5At0.25", presentedX(anim, at: 0.25), 75,
                  "timeOffset is added in active local time: t=(tp-begin)*speed+offset; camediatiming/timeoffset")
}

private func checkLayerSpeedScalesChildren() -> Outcome {
    // host frozen at local time base + 0.2; child layer speed 2 → child local = (base + 0.2) × 2
    let host = CALayer()
    host.speed = 0
    host.timeOffset = Clock.base + 0.2
    let child = CALayer()
    child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    child.position = CGPoint(x: 7, y: 0)
    child.speed = 2
    host.addSublayer(child)
    let anim = moveX(from: 0.0, to: 100.0)
    anim.beginTime = 2 * Clock.base      // in the child's time space
    child.add(anim, forKey: "probe")
    CATransaction.flush()
    let x = Double(child.presentation()?.position.x ?? -1)
    // child local − beginTime = 2 × (base + 0.2) − 2 × base = 0.4 s → 40
    return number("timing.layerSpeedInherited", x, 40,
                  "a layer's speed scales the time of its animations and sublayers; CoreAnimation_guide Timing / camediatiming/speed")
}

private func checkLayerTimeOffset() -> Outcome {
    let host = CALayer()
    host.speed = 0
    host.timeOffset = Clock.base + 0.2
    let child = CALayer()
    child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    child.position = CGPoint(x: 7, y: 0)
    child.timeOffset = 0.3
    host.addSublayer(child)
    let anim = moveX(from: 0.0, to: 100.0)
    anim.beginTime = Clock.base
    child.add(anim, forKey: "probe")
    CATransaction.flush()
    let x = Double(child.presentation()?.position.x ?? -1)
    // child local = (base + 0.2 − 0) × 1 + 0.3 = base + 0.5 → 0.5 s in → 50
    return number("timing.layerTimeOffset", x, 50,
                  "layer local time = (t_parent - beginTime) * speed + timeOffset; camediatiming")
}

private func checkConvertTimeFormula() -> Outcome {
    let layer = CALayer()
    layer.beginTime = 3
    layer.speed = 2
    layer.timeOffset = 1
    // root layer: from media time 10 → (10 − 3) × 2 + 1 = 15; and back: (15 − 1) / 2 + 3 = 10
    let local = layer.convertTime(10, from: nil)
    let back = layer.convertTime(15, to: nil)
    return text("timing.convertTimeFormula", "\(f(local)),\(f(back))", "15.000,10.000",
                "convertTime applies t=(tp-begin)*speed+offset; calayer/converttime(_:from:), camediatiming")
}

private func checkConvertTimeNested() -> Outcome {
    let parent = CALayer()
    parent.speed = 2
    let child = CALayer()
    child.speed = 3
    parent.addSublayer(child)
    // child local = parent local × 3 = media × 2 × 3: from parent 1 → 3, from media 1 → 6
    let fromParent = child.convertTime(1, from: parent)
    let fromMedia = child.convertTime(1, from: nil)
    return text("timing.convertTimeNested", "\(f(fromParent)),\(f(fromMedia))", "3.000,6.000",
                "speeds multiply down the layer tree; calayer/converttime(_:from:)")
}

private func checkPausedLayerTime() -> Outcome {
    let layer = CALayer()
    layer.speed = 0
    layer.timeOffset = 42
    // speed 0: (t − 0) × 0 + 42 = 42 for any media time
    return number("timing.pausedLayerLocalTime", layer.convertTime(CACurrentMediaTime() + 5, from: nil), 42,
                  "QA1673 pause recipe: speed 0 freezes local time at timeOffset")
}

// MARK: - Fill modes

private func fillSample(_ mode: CAMediaTimingFillMode, at t: CFTimeInterval, beginOffset: CFTimeInterval) -> Double {
    let anim = moveX(from: 10.0, to: 110.0)
    anim.fillMode = mode
    anim.isRemovedOnCompletion = false
    return presentedX(anim, at: t, beginOffset: beginOffset)
}

private func checkFillBeforeStart() -> Outcome {
    // begins at 1 s; sampled at 0.5 s (before): backwards/both show fromValue 10, removed/forwards the model 7
    let values = [CAMediaTimingFillMode.backwards, .both, .removed, .forwards].map { f(fillSample($0, at: 0.5, beginOffset: 1)) }
    return text("fill.beforeStart[backwards,both,removed,forwards]", values.joined(separator: ","),
                "10.000,10.000,7.000,7.000", "backwards/both clamp to the start before beginTime; \(Doc.fill)")
}

private func checkFillAfterEnd() -> Outcome {
    // 1 s long from 0; sampled at 1.5 s (after): forwards/both show toValue 110, removed/backwards the model 7
    let values = [CAMediaTimingFillMode.forwards, .both, .removed, .backwards].map { f(fillSample($0, at: 1.5, beginOffset: 0)) }
    return text("fill.afterEnd[forwards,both,removed,backwards]", values.joined(separator: ","),
                "110.000,110.000,7.000,7.000", "forwards/both clamp to the end after the active duration; \(Doc.fill)")
}

// MARK: - Groups

private func group(_ children: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
    let g = CAAnimationGroup()
    g.animations = children
    g.duration = duration
    return g
}

private func checkGroupClipsChild() -> Outcome {
    // child 0→100 over 2 s inside a 1 s group, at 0.5 s: 100 × 0.5 / 2 = 25 (not scaled to the group)
    let during = presentedX(group([moveX(from: 0.0, to: 100.0, duration: 2)], duration: 1), at: 0.5)
    // at 1.5 s the 1 s group is over (fillMode removed) → model 7 (child clipped, not run to 2 s)
    let after = presentedX(group([moveX(from: 0.0, to: 100.0, duration: 2)], duration: 1), at: 1.5)
    return text("group.childClippedNotScaled", "\(f(during)),\(f(after))", "25.000,7.000",
                "grouped animations are clipped to the group's duration, not scaled; \(Doc.group)")
}

private func checkGroupChildBeginTime() -> Outcome {
    func sample(_ t: CFTimeInterval) -> Double {
        let child = moveX(from: 0.0, to: 100.0)
        child.beginTime = 0.5                     // in the group's time space
        return presentedX(group([child], duration: 2), at: t)
    }
    // at 0.75 s: child local 0.75 − 0.5 = 0.25 → 25; at 0.25 s: child not begun, fill removed → model 7
    return text("group.childBeginTimeInGroupTime", "\(f(sample(0.75))),\(f(sample(0.25)))", "25.000,7.000",
                "children run in the time space of the group; \(Doc.group)")
}

private func checkGroupChildFillForwards() -> Outcome {
    let child = moveX(from: 0.0, to: 100.0, duration: 0.5)
    child.fillMode = .forwards
    // group 1 s, child ends at 0.5 s and fills forwards → toValue 100 at 0.75 s
    let filled = presentedX(group([child], duration: 1), at: 0.75)
    let plain = moveX(from: 0.0, to: 100.0, duration: 0.5)
    // same child with fillMode removed → model 7 at 0.75 s although the group still runs
    let removed = presentedX(group([plain], duration: 1), at: 0.75)
    return text("group.childFillModeInsideGroup", "\(f(filled)),\(f(removed))", "100.000,7.000",
                "a child's own fillMode applies within the group's time; \(Doc.group), \(Doc.fill)")
}

private func checkGroupSpeed() -> Outcome {
    let g = group([moveX(from: 0.0, to: 100.0)], duration: 2)
    g.speed = 2
    // group local = 0.25 × 2 = 0.5 s → child (1 s) at 0.5 → 50
    return number("group.speedCarriesChildren", presentedX(g, at: 0.25), 50,
                  "children are evaluated in the group's local time; \(Doc.group)")
}

// MARK: - CABasicAnimation interpolation values

private func checkFromTo() -> Outcome {
    // 10 + (30 − 10) × 0.5 = 20
    number("basic.fromTo", presentedX(moveX(from: 10.0, to: 30.0), at: 0.5, modelX: 50), 20,
           "from+to interpolates from..to; \(Doc.basic)")
}

private func checkFromBy() -> Outcome {
    // from 10 to 10 + 30 = 40; at 0.5: 10 + 30 × 0.5 = 25
    number("basic.fromBy", presentedX(moveX(from: 10.0, by: 30.0), at: 0.5, modelX: 50), 25,
           "from+by interpolates from..(from+by); \(Doc.basic)")
}

private func checkByTo() -> Outcome {
    // from 100 − 30 = 70 to 100; at 0.5: 70 + 30 × 0.5 = 85
    number("basic.byTo", presentedX(moveX(to: 100.0, by: 30.0), at: 0.5, modelX: 50), 85,
           "by+to interpolates (to-by)..to; \(Doc.basic)")
}

private func checkFromOnly() -> Outcome {
    // from 10 to the current (model) value 50; at 0.5: 10 + 40 × 0.5 = 30
    number("basic.fromOnly", presentedX(moveX(from: 10.0), at: 0.5, modelX: 50), 30,
           "from only interpolates from..current presentation value; \(Doc.basic)")
}

private func checkToOnly() -> Outcome {
    // from the current value 50 to 100; at 0.5: 50 + 50 × 0.5 = 75
    number("basic.toOnly", presentedX(moveX(to: 100.0), at: 0.5, modelX: 50), 75,
           "to only interpolates current value..to; \(Doc.basic)")
}

private func checkByOnly() -> Outcome {
    // from 50 to 50 + 20 = 70; at 0.5: 50 + 20 × 0.5 = 60
    number("basic.byOnly", presentedX(moveX(by: 20.0), at: 0.5, modelX: 50), 60,
           "by only interpolates current..current+by; \(Doc.basic)")
}

private func checkAdditive() -> Outcome {
    let anim = moveX(from: 0.0, to: 10.0)
    anim.isAdditive = true
    // model 50 + (0 + 10 × 0.5) = 55
    return number("basic.additive", presentedX(anim, at: 0.5, modelX: 50), 55,
                  "additive adds the animated value to the current render value; capropertyanimation/isadditive")
}

private func checkCumulative() -> Outcome {
    let anim = moveX(from: 0.0, to: 10.0)
    anim.isCumulative = true
    anim.repeatCount = 3
    // iteration 2 at 2.5 s: value at end of previous cycle (2 × 10 = 20) + current (10 × 0.5 = 5) = 25
    return number("basic.cumulativeRepeat", presentedX(anim, at: 2.5), 25,
                  "cumulative: end of previous repeat cycle plus current cycle; capropertyanimation/iscumulative")
}

// MARK: - Timing functions

private func eased(_ function: CAMediaTimingFunction, at t: CFTimeInterval) -> Double {
    let anim = moveX(from: 0.0, to: 100.0)
    anim.timingFunction = function
    return presentedX(anim, at: t)
}

private func checkCustomBezier() -> Outcome {
    // c1 = (1/3, 0), c2 = (2/3, 0): x(s) = 3(1−s)²s/3 + 3(1−s)s²·2/3 + s³ = s, y(s) = s³.
    // at 0.5: 0.5³ = 0.125 → 12.5
    let f1 = CAMediaTimingFunction(controlPoints: 1.0 / 3.0, 0, 2.0 / 3.0, 0)
    // c1 = (1/3, 1), c2 = (2/3, 1): y(s) = 3s(1−s)² + 3s²(1−s) + s³ = 3s(1−s) + s³; at 0.5: 0.75 + 0.125 = 0.875 → 87.5
    let f2 = CAMediaTimingFunction(controlPoints: 1.0 / 3.0, 1, 2.0 / 3.0, 1)
    return text("timingFunction.customBezierAtHalf", "\(f(eased(f1, at: 0.5))),\(f(eased(f2, at: 0.5)))",
                "12.500,87.500", "cubic Bezier from (0,0) to (1,1) through the control points; camediatimingfunction/init(controlpoints:_:_:_:)")
}

private func checkEaseIn() -> Outcome {
    // (0.42,0),(1,1): solve x(s) = 0.5 → s = 0.374253; y(s) = 0.315357 → 31.536
    number("timingFunction.easeInAtHalf", eased(CAMediaTimingFunction(name: .easeIn), at: 0.5), 31.536, tol: 0.05,
           "easeIn = cubic Bezier (0.42,0)-(1,1) (control points as getControlPoint reports on Apple); \(Doc.timingFunction)")
}

private func checkEaseOut() -> Outcome {
    // (0,0),(0.58,1): solve x(s) = 0.5 → s = 0.625747; y(s) = 0.684643 → 68.464
    number("timingFunction.easeOutAtHalf", eased(CAMediaTimingFunction(name: .easeOut), at: 0.5), 68.464, tol: 0.05,
           "easeOut = cubic Bezier (0,0)-(0.58,1); \(Doc.timingFunction)")
}

private func checkEaseInEaseOut() -> Outcome {
    // (0.42,0),(0.58,1) is point-symmetric about (0.5,0.5) → 0.5 exactly at 0.5;
    // at 0.25: x(s) = 0.25 → s = 0.225065; y(s) = 0.129162 → 12.916
    let half = eased(CAMediaTimingFunction(name: .easeInEaseOut), at: 0.5)
    let quarter = eased(CAMediaTimingFunction(name: .easeInEaseOut), at: 0.25)
    let pass = abs(half - 50) <= 0.05 && abs(quarter - 12.916) <= 0.05
    return Outcome(name: "timingFunction.easeInEaseOut", pass: pass, expected: "50.000,12.916", got: "\(f(half)),\(f(quarter))",
                   why: "easeInEaseOut = cubic Bezier (0.42,0)-(0.58,1); \(Doc.timingFunction)")
}

private func checkDefaultFunction() -> Outcome {
    // (0.25,0.1),(0.25,1): solve x(s) = 0.5 → s = 0.699572; y(s) = 0.802403 → 80.240
    number("timingFunction.defaultAtHalf", eased(CAMediaTimingFunction(name: .default), at: 0.5), 80.240, tol: 0.05,
           "default = cubic Bezier (0.25,0.1)-(0.25,1) (getControlPoint values on Apple); camediatimingfunctionname/default")
}

private func checkControlPoints() -> Outcome {
    func points(_ name: CAMediaTimingFunctionName) -> String {
        let function = CAMediaTimingFunction(name: name)
        var out: [String] = []
        var pair: [Float] = [0, 0]
        for i in 0...3 {
            pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: i, values: $0.baseAddress!) }
            out.append("(\(f(Double(pair[0]))),\(f(Double(pair[1]))))")
        }
        return out.joined()
    }
    let got = points(.linear) + "|" + points(.easeInEaseOut) + "|" + points(.default)
    // index 0 is (0,0) and 3 is (1,1) for every function; linear (0,0),(1,1); easeInEaseOut (0.42,0),(0.58,1);
    // default (0.25,0.1),(0.25,1)
    let want = "(0.000,0.000)(0.000,0.000)(1.000,1.000)(1.000,1.000)"
        + "|(0.000,0.000)(0.420,0.000)(0.580,1.000)(1.000,1.000)"
        + "|(0.000,0.000)(0.250,0.100)(0.250,1.000)(1.000,1.000)"
    return text("timingFunction.getControlPoint", got, want,
                "end points are (0,0),(1,1); named curves as Apple reports them; camediatimingfunction/getcontrolpoint(at:values:)")
}

// MARK: - Keyframes

private func keyframesX(_ values: [Any], keyTimes: [NSNumber]? = nil, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
    let anim = CAKeyframeAnimation(keyPath: "position.x")
    anim.values = values
    anim.keyTimes = keyTimes
    anim.calculationMode = mode
    anim.duration = 1
    return anim
}

private func checkKeyframeLinearEven() -> Outcome {
    // 3 values, no keyTimes → keyframes at 0, 0.5, 1; at 0.75: 10 + (30 − 10) × 0.5 = 20
    number("keyframe.linearEvenlySpaced", presentedX(keyframesX([0.0, 10.0, 30.0]), at: 0.75), 20,
           "without keyTimes keyframes are spread evenly over the duration; cakeyframeanimation/keytimes")
}

private func checkKeyframeKeyTimes() -> Outcome {
    // keyTimes 0, 0.2, 1; at 0.6: segment 2, (0.6 − 0.2) / 0.8 = 0.5 → 10 + 20 × 0.5 = 20
    number("keyframe.linearKeyTimes", presentedX(keyframesX([0.0, 10.0, 30.0], keyTimes: [0, 0.2, 1]), at: 0.6), 20,
           "keyTimes give each keyframe's time as a fraction of the duration; cakeyframeanimation/keytimes")
}

private func checkKeyframeDiscrete() -> Outcome {
    // discrete: 3 values with 4 keyTimes 0, 0.25, 0.5, 1: value i holds from keyTime i to keyTime i+1
    // at 0.3 → values[1] = 10; at 0.8 → values[2] = 30 (held until the end)
    let early = presentedX(keyframesX([0.0, 10.0, 30.0], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete), at: 0.3)
    let late = presentedX(keyframesX([0.0, 10.0, 30.0], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete), at: 0.8)
    return text("keyframe.discreteKeyTimes", "\(f(early)),\(f(late))", "10.000,30.000",
                "discrete: one more keyTime than values, each value held until the next keyTime; caanimationcalculationmode/discrete")
}

private func checkKeyframePaced() -> Outcome {
    let anim = CAKeyframeAnimation(keyPath: "position")
    anim.values = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 30, y: 0)),
                   NSValue(cgPoint: CGPoint(x: 30, y: 40))]
    anim.keyTimes = [0, 0.9, 1]            // ignored by paced
    anim.calculationMode = .paced
    anim.duration = 1
    // lengths 30 + 40 = 70; at 0.5: distance 35 → 5 along the second leg → (30, 5)
    return point("keyframe.pacedIgnoresKeyTimes", presented(anim, at: 0.5).position, CGPoint(x: 30, y: 5),
                 "paced: keyTimes ignored, constant velocity; caanimationcalculationmode/paced")
}

private func checkKeyframeCubicThroughKeyframe() -> Outcome {
    // cubic splines pass through the keyframe values: at keyTime 0.5 (evenly spaced) → values[1] = 10
    number("keyframe.cubicPassesThroughValues", presentedX(keyframesX([0.0, 10.0, 30.0], mode: .cubic), at: 0.5), 10,
           "cubic: smooth spline calculation between keyframe values; caanimationcalculationmode/cubic")
}

private func checkKeyframeSegmentTimingFunction() -> Outcome {
    let anim = keyframesX([0.0, 100.0])
    anim.timingFunctions = [CAMediaTimingFunction(controlPoints: 1.0 / 3.0, 0, 2.0 / 3.0, 0)]
    // one segment paced by y = s³ with x(s) = s: at 0.5 → 0.125 → 12.5
    return number("keyframe.segmentTimingFunction", presentedX(anim, at: 0.5), 12.5, tol: 0.05,
                  "timingFunctions pace each keyframe segment; cakeyframeanimation/timingfunctions")
}

private func pathAnimation(mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 50))
    let anim = CAKeyframeAnimation(keyPath: "position")
    anim.path = path
    anim.calculationMode = mode
    anim.duration = 1
    return anim
}

private func checkPathLinear() -> Outcome {
    // keyframes: (0,0) start, (100,0), (100,50) (each line end), evenly spaced at 0, 0.5, 1;
    // at 0.75: halfway along the second line → (100, 25)
    point("keyframe.pathLinearKeyframesPerSegment", presented(pathAnimation(mode: .linear), at: 0.75).position,
          CGPoint(x: 100, y: 25), "each line-to end point is a keyframe; cakeyframeanimation/path")
}

private func checkPathPaced() -> Outcome {
    // total length 100 + 50 = 150; at 0.5: 75 along the first line → (75, 0)
    point("keyframe.pathPaced", presented(pathAnimation(mode: .paced), at: 0.5).position, CGPoint(x: 75, y: 0),
          "paced: constant velocity along the path; caanimationcalculationmode/paced")
}

// MARK: - Springs

private func spring(damping: CGFloat? = nil) -> CASpringAnimation {
    let anim = CASpringAnimation(keyPath: "position.x")
    anim.fromValue = 0.0
    anim.toValue = 100.0
    if let damping { anim.damping = damping }
    anim.duration = 1
    return anim
}

private func checkSpringDefaults() -> Outcome {
    let s = CASpringAnimation()
    // documented: mass 1, stiffness 100, damping 10, initialVelocity 0
    return text("spring.defaults", "\(f(s.mass)),\(f(s.stiffness)),\(f(s.damping)),\(f(s.initialVelocity))",
                "1.000,100.000,10.000,0.000", "CASpringAnimation property defaults; \(Doc.spring)")
}

private func checkSpringCritical() -> Outcome {
    // m 1, k 100, c 20: ω = √(k/m) = 10, ζ = c / (2√(km)) = 20 / 20 = 1 (critical):
    // x(t) = 1 − (1 + ωt)e^(−ωt); t = 0.1: 1 − 2e^(−1) = 0.264241 → 26.424
    number("spring.criticallyDampedAt0.1", presentedX(spring(damping: 20), at: 0.1), 26.424, tol: 0.05,
           "mass-spring-damper with the documented mass/stiffness/damping; \(Doc.spring)")
}

private func checkSpringOvershoot() -> Outcome {
    // defaults m 1, k 100, c 10: ω = 10, ζ = 0.5, ωd = 10√0.75 = 8.660254; first peak at
    // t = π/ωd = 0.362760 s: 1 + e^(−ζπ/√(1−ζ²)) = 1 + e^(−1.813799) = 1.163034 → 116.303
    number("spring.underdampedPeak", presentedX(spring(), at: 0.362760), 116.303, tol: 0.05,
           "default damping 10 overshoots toValue; caspringanimation/damping")
}

// MARK: - Geometry

private func checkFrameFromAnchor() -> Outcome {
    let a = CALayer()
    a.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    a.anchorPoint = CGPoint(x: 0, y: 0)
    a.position = CGPoint(x: 200, y: 100)
    let b = CALayer()
    b.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    b.anchorPoint = CGPoint(x: 1, y: 1)
    b.position = CGPoint(x: 200, y: 100)
    // anchor (0,0): origin = position = (200,100); anchor (1,1): origin = (200 − 100, 100 − 50) = (100,50)
    return text("geometry.frameFromAnchorPoint", r(a.frame) + r(b.frame),
                "(200.000,100.000,100.000,50.000)(100.000,50.000,100.000,50.000)",
                "position is where the anchorPoint sits in the superlayer; calayer/anchorpoint")
}

private func checkFrameWithTransform() -> Outcome {
    let scaled = CALayer()
    scaled.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    scaled.position = CGPoint(x: 200, y: 100)
    scaled.transform = CATransform3DMakeScale(2, 2, 1)
    let turned = CALayer()
    turned.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    turned.position = CGPoint(x: 200, y: 100)
    turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    // scale 2 about the centre: 200×100 box centred on (200,100) → (100,50,200,100);
    // quarter turn: 50×100 box centred on (200,100) → (175,50,50,100)
    let pass = abs(scaled.frame.minX - 100) < 0.001 && abs(scaled.frame.minY - 50) < 0.001
        && abs(scaled.frame.width - 200) < 0.001 && abs(scaled.frame.height - 100) < 0.001
        && abs(turned.frame.minX - 175) < 0.001 && abs(turned.frame.minY - 50) < 0.001
        && abs(turned.frame.width - 50) < 0.001 && abs(turned.frame.height - 100) < 0.001
    return Outcome(name: "geometry.frameIsTransformedBoundingBox", pass: pass,
                   expected: "(100.000,50.000,200.000,100.000)(175.000,50.000,50.000,100.000)",
                   got: r(scaled.frame) + r(turned.frame),
                   why: "frame is the bounding box of the transformed bounds in the superlayer; calayer/frame")
}

private func checkSetFrameSetsPosition() -> Outcome {
    let layer = CALayer()
    layer.anchorPoint = CGPoint(x: 0.25, y: 0.5)
    layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    // position = origin + anchor × size = (10 + 0.25 × 100, 20 + 0.5 × 40) = (35, 40); bounds 100×40
    return text("geometry.setFrameUsesAnchorPoint", p(layer.position) + r(layer.bounds),
                "(35.000,40.000)(0.000,0.000,100.000,40.000)",
                "setting frame sets position (via anchorPoint) and bounds.size; calayer/frame")
}

private func checkAnchorPointMovesFrame() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = CGPoint(x: 100, y: 100)
    layer.anchorPoint = CGPoint(x: 0, y: 0)
    // position stays (100,100); the frame moves so its top-left corner is there: (100,100,100,100)
    return text("geometry.anchorPointChangeKeepsPosition", p(layer.position) + r(layer.frame),
                "(100.000,100.000)(100.000,100.000,100.000,100.000)",
                "changing anchorPoint moves the layer around its fixed position; calayer/anchorpoint")
}

private func checkConvertWithBoundsOrigin() -> Outcome {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    parent.bounds = CGRect(x: 5, y: 5, width: 200, height: 200)    // scrolled by (5,5), frame unchanged
    root.addSublayer(parent)
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    parent.addSublayer(child)
    // child (0,0) → parent (10,10) → root: (10 − 5, 10 − 5) = (5,5)
    return point("geometry.convertThroughBoundsOrigin", child.convert(CGPoint.zero, to: root), CGPoint(x: 5, y: 5),
                 "bounds.origin shifts the sublayers' coordinate space; calayer/bounds, calayer/convert(_:to:)")
}

private func checkConvertWithSublayerTransform() -> Outcome {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    parent.sublayerTransform = CATransform3DMakeTranslation(20, 0, 0)
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    parent.addSublayer(child)
    // child (0,0) → (10,10) then sublayerTransform +20 in x → (30,10)
    return point("geometry.convertThroughSublayerTransform", child.convert(CGPoint.zero, to: parent),
                 CGPoint(x: 30, y: 10), "sublayerTransform applies to sublayers when rendering; calayer/sublayertransform")
}

private func rotatedChild() -> (CALayer, CALayer) {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let child = CALayer()
    child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    child.position = CGPoint(x: 100, y: 100)
    child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    parent.addSublayer(child)
    return (parent, child)
}

private func checkConvertRotated() -> Outcome {
    let (parent, child) = rotatedChild()
    // (100,25) − anchor (50,25) = (50,0); rotate +90° (x→y): (0,50); + position (100,100) = (100,150)
    let to = child.convert(CGPoint(x: 100, y: 25), to: parent)
    // and back: parent (100,150) → child (100,25)
    let from = child.convert(CGPoint(x: 100, y: 150), from: parent)
    let pass = abs(to.x - 100) < 0.001 && abs(to.y - 150) < 0.001 && abs(from.x - 100) < 0.001 && abs(from.y - 25) < 0.001
    return Outcome(name: "geometry.convertRotatedAboutAnchor", pass: pass, expected: "(100.000,150.000)(100.000,25.000)",
                   got: p(to) + p(from),
                   why: "transform applies about the anchorPoint; calayer/transform, calayer/convert(_:to:)")
}

private func checkConvertRect() -> Outcome {
    let (parent, child) = rotatedChild()
    // the child's bounds turned a quarter about (100,100): 50 wide, 100 tall → (75,50,50,100)
    return rect("geometry.convertRectBoundingBox", child.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: parent),
         CGRect(x: 75, y: 50, width: 50, height: 100), "a converted rectangle is the bounding box of the mapped one; calayer/convert(_:to:)")
}

private func checkHitTestOrder() -> Outcome {
    let root = CALayer()
    root.name = "root"
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let a = CALayer()
    a.name = "A"
    a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    let b = CALayer()
    b.name = "B"
    b.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
    root.addSublayer(a)
    root.addSublayer(b)
    // (40,40) in both A and B → B, added later, is on top; (15,15) only A; (90,5) root; (150,150) outside → nil
    let hits = [CGPoint(x: 40, y: 40), CGPoint(x: 15, y: 15), CGPoint(x: 90, y: 5), CGPoint(x: 150, y: 150)]
        .map { root.hitTest($0)?.name ?? "nil" }
    return text("hitTest.farthestTopmostDescendant", hits.joined(separator: ","), "B,A,root,nil",
                "hitTest returns the farthest descendant containing the point, nil outside; calayer/hittest(_:)")
}

private func checkHitTestBoundsOrigin() -> Outcome {
    let root = CALayer()
    root.name = "root"
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let parent = CALayer()
    parent.name = "parent"
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    parent.bounds = CGRect(x: 50, y: 0, width: 100, height: 100)   // scrolled 50 to the right
    root.addSublayer(parent)
    let child = CALayer()
    child.name = "child"
    child.frame = CGRect(x: 60, y: 0, width: 10, height: 10)       // shows at root x 10…20
    parent.addSublayer(child)
    // root (15,5) → parent (15 + 50, 5) = (65,5) → inside child (60…70); root (65,5) → parent (115,5) → not child
    let hits = [CGPoint(x: 15, y: 5), CGPoint(x: 65, y: 5)].map { root.hitTest($0)?.name ?? "nil" }
    return text("hitTest.respectsBoundsOrigin", hits.joined(separator: ","), "child,parent",
                "hitTest maps the point through each layer's geometry (bounds origin included); calayer/hittest(_:)")
}

private func checkContains() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 10, y: 10, width: 50, height: 50)
    // receiver's own coordinates: bounds (10…60); (5,5) outside, (20,20) inside
    let got = [CGPoint(x: 5, y: 5), CGPoint(x: 20, y: 20)].map { String(layer.contains($0)) }
    return text("geometry.containsUsesBounds", got.joined(separator: ","), "false,true",
                "contains(_:) takes a point in the receiver's coordinate system; calayer/contains(_:)")
}

private func checkPreferredFrameSize() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    let size = layer.preferredFrameSize()
    // bounds 100×50 mapped into the superlayer by scale 2 → 200×100
    return text("geometry.preferredFrameSizeInSuperlayerSpace", "(\(f(size.width)),\(f(size.height)))", "(200.000,100.000)",
                "returns bounds size mapped into the superlayer's coordinate space; calayer/preferredframesize()")
}

private func checkLayoutOnce() -> Outcome {
    let layer = LayoutCountingLayer()
    layer.setNeedsLayout()
    let marked = layer.needsLayout()
    layer.layoutIfNeeded()
    let cleared = layer.needsLayout()
    layer.layoutIfNeeded()                  // nothing pending: no second pass
    // true, then one layoutSublayers call, then false, still 1 call
    return text("layout.setNeedsLayoutThenLayoutIfNeeded", "\(marked),\(layer.layoutCount),\(cleared)", "true,1,false",
                "layoutIfNeeded lays out only a layer marked by setNeedsLayout; calayer/layoutifneeded()")
}

// MARK: - CATransform3D

private func checkInvertSingular() -> Outcome {
    let singular = CATransform3DMakeScale(0, 1, 1)
    // no inverse → the original matrix is returned (m11 stays 0)
    let back = CATransform3DInvert(singular)
    return text("transform.invertSingularReturnsOriginal", String(CATransform3DEqualToTransform(back, singular)), "true",
                "Returns the original matrix if t has no inverse; catransform3dinvert(_:)")
}

private func checkConcatOrder() -> Outcome {
    let scale = CATransform3DMakeScale(2, 2, 1)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    // t' = a × b, row vectors: scale then move → m41 = 10; move then scale → m41 = 10 × 2 = 20
    let ab = CATransform3DConcat(scale, move).m41
    let ba = CATransform3DConcat(move, scale).m41
    return text("transform.concatAppliesAFirst", "\(f(ab)),\(f(ba))", "10.000,20.000",
                "CATransform3DConcat(a,b) = a * b (a applied first); catransform3dconcat(_:_:)")
}

private func checkTranslateRotateOrder() -> Outcome {
    let scale = CATransform3DMakeScale(2, 2, 1)
    // CATransform3DTranslate(t, …) = translate × t: move 10 first, then scale → m41 = 20
    let translated = CATransform3DTranslate(scale, 10, 0, 0).m41
    let move = CATransform3DMakeTranslation(10, 0, 0)
    // CATransform3DRotate(t, …) = rotate × t: rotate first, then move → m41 stays 10, m12 = sin 90° = 1
    let rotated = CATransform3DRotate(move, .pi / 2, 0, 0, 1)
    return text("transform.translateAndRotatePrepend", "\(f(translated)),\(f(rotated.m41)),\(f(rotated.m12))",
                "20.000,10.000,1.000", "t' = translate(tx,ty,tz) * t and t' = rotate * t; catransform3dtranslate, catransform3drotate")
}

private func checkMakeRotation() -> Outcome {
    let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    // about +z by 90°: m11 = cos = 0, m12 = sin = 1, m21 = −sin = −1, m22 = cos = 0 (maps +x to +y)
    return text("transform.makeRotationZ", "\(f(t.m11)),\(f(t.m12)),\(f(t.m21)),\(f(t.m22))", "0.000,1.000,-1.000,0.000",
                "rotation matrix in row-vector convention (as CGAffineTransform b = sin); catransform3dmakerotation")
}

private func checkIsAffine() -> Outcome {
    let flat = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    let depth = CATransform3DMakeTranslation(0, 0, 10)
    let back = CATransform3DGetAffineTransform(flat)
    // only the affine one is representable as CGAffineTransform; the round trip keeps (1,2,3,4,5,6)
    let got = "\(CATransform3DIsAffine(flat)),\(CATransform3DIsAffine(perspective)),\(CATransform3DIsAffine(depth))"
        + ",(\(f(back.a)),\(f(back.b)),\(f(back.c)),\(f(back.d)),\(f(back.tx)),\(f(back.ty)))"
    return text("transform.isAffineAndRoundTrip", got, "true,false,false,(1.000,2.000,3.000,4.000,5.000,6.000)",
                "true if t can be exactly represented by an affine transform; catransform3disaffine, catransform3dgetaffinetransform")
}

private func checkRotationKeyPath() -> Outcome {
    let layer = CALayer()
    layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
    let turned = layer.transform
    let reader = CALayer()
    reader.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
    let read = num(reader.value(forKeyPath: "transform.rotation.z"))
    // setting 90° about z gives m11 = 0, m12 = 1; reading a 0.5 rad z rotation gives 0.5
    return text("transform.rotationZKeyPath", "\(f(turned.m11)),\(f(turned.m12)),\(f(read))", "0.000,1.000,0.500",
                "transform.rotation.z key path; Core Animation Programming Guide, Key-Value Coding Extensions")
}

private func checkScaleKeyPath() -> Outcome {
    let layer = CALayer()
    layer.setValue(2.0, forKeyPath: "transform.scale")
    let t = layer.transform
    // transform.scale sets all three axes: m11 = m22 = m33 = 2
    return text("transform.scaleKeyPathAllAxes", "\(f(t.m11)),\(f(t.m22)),\(f(t.m33))", "2.000,2.000,2.000",
                "transform.scale: average of the scale factors for all three axes; CA guide, Key-Value Coding Extensions")
}

// MARK: - CATransaction and implicit animations

private func checkDefaultDuration() -> Outcome {
    // documented default 0.25 s
    number("transaction.defaultAnimationDuration", CATransaction.animationDuration(), 0.25,
           "animationDuration defaults to 0.25 seconds; catransaction/animationduration()")
}

private func checkImplicitDuration() -> Outcome {
    let layer = committedLayer()
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.7)
    layer.opacity = 0.5
    CATransaction.commit()
    let anim = layer.animation(forKey: "opacity") as? CABasicAnimation
    // the implicit action is a CABasicAnimation on "opacity" lasting the transaction's 0.7 s; model 0.5 at once
    return text("transaction.implicitAnimationUsesDuration",
                "\(anim?.keyPath ?? "nil"),\(f(anim?.duration ?? -1)),\(f(Double(layer.opacity)))",
                "opacity,0.700,0.500", "implicit animations take the transaction's animationDuration; \(Doc.transaction)")
}

private func checkImplicitDefaultDuration() -> Outcome {
    let layer = committedLayer()
    CATransaction.begin()
    layer.position = CGPoint(x: 50, y: 50)
    CATransaction.commit()
    // no duration set → 0.25 s, under the key "position"
    return number("transaction.implicitDefaultDuration", layer.animation(forKey: "position")?.duration ?? -1, 0.25,
                  "standalone layers animate implicitly with the default 0.25 s; \(Doc.transaction)")
}

private func checkDisableActions() -> Outcome {
    let layer = committedLayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.opacity = 0.2
    CATransaction.commit()
    // no action runs → no animation under "opacity"
    return text("transaction.disableActions", layer.animation(forKey: "opacity") == nil ? "nil" : "animation", "nil",
                "disableActions suppresses property-change actions; catransaction/setdisableactions(_:)")
}

private func checkUncommittedLayerNoImplicit() -> Outcome {
    let layer = CALayer()                    // never committed
    CATransaction.begin()
    layer.opacity = 0.3
    CATransaction.commit()
    // a layer created in this transaction has nothing on screen to animate from → no animation
    return text("transaction.newLayerDoesNotAnimate", layer.animation(forKey: "opacity") == nil ? "nil" : "animation", "nil",
                "changes to a layer not yet committed run no implicit animation (Core Animation behaviour)")
}

private func checkNestedCompletionOrder() -> Outcome {
    let log = EventLog()
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.entries.append("outer") }
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.entries.append("inner") }
    CATransaction.commit()
    CATransaction.commit()
    // no animations: each block runs when its group commits; the inner group commits first
    return text("transaction.nestedCompletionOrder", log.entries.joined(separator: ","), "inner,outer",
                "no animations added → the block is invoked immediately at commit; catransaction/setcompletionblock(_:)")
}

/// A root layer drawn by a CARenderer, and the renderer; one frame drawn so the tree is committed.
private func rendered() -> (CALayer, CARenderer, CGContext) {
    let ctx = makeCanvas(10, 10)
    let renderer = CARenderer(cgContext: ctx, options: nil)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    renderer.layer = root
    drawFrame(renderer, at: CACurrentMediaTime())
    return (root, renderer, ctx)
}

private func fade() -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: "opacity")
    anim.fromValue = 0.0
    anim.toValue = 1.0
    anim.duration = 0.5
    return anim
}

private func checkCompletionWaitsForAnimation() -> Outcome {
    let (root, renderer, _) = rendered()
    let log = EventLog()
    let recorder = StopRecorder()
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.entries.append("done") }
    let anim = fade()
    anim.delegate = recorder
    root.add(anim, forKey: "fade")
    CATransaction.commit()
    let atCommit = log.entries.count
    drawFrame(renderer, at: CACurrentMediaTime() + 2)        // well past the 0.5 s animation
    // not at commit (an animation was added); after it ends: completion once, delegate finished = true,
    // removed (isRemovedOnCompletion defaults to true)
    let got = "\(atCommit),\(log.entries.count),\(recorder.flags.map { String($0) }.joined(separator: "|")),"
        + (root.animation(forKey: "fade") == nil ? "removed" : "attached")
    return text("transaction.completionAfterAnimationEnds", got, "0,1,true,removed",
                "completion runs when all animations added in the group completed; setcompletionblock(_:), animationdidstop(_:finished:), isremovedoncompletion")
}

private func checkNotRemovedOnCompletion() -> Outcome {
    let (root, renderer, _) = rendered()
    let anim = fade()
    anim.isRemovedOnCompletion = false
    anim.fillMode = .forwards
    root.add(anim, forKey: "fade")
    CATransaction.flush()
    drawFrame(renderer, at: CACurrentMediaTime() + 2)
    // isRemovedOnCompletion = false keeps the finished animation on the layer
    return text("animation.isRemovedOnCompletionFalseStays", root.animation(forKey: "fade") == nil ? "removed" : "attached",
                "attached", "false keeps the animation in the layer's render tree after it completes; caanimation/isremovedoncompletion")
}

// MARK: - Action lookup

private func checkActionNSNull() -> Outcome {
    let layer = CALayer()
    layer.actions = ["opacity": NSNull()]
    // NSNull ends the search and is converted to nil
    return text("action.nsNullMeansNone", layer.action(forKey: "opacity") == nil ? "nil" : "action", "nil",
                "an NSNull result ends the search and is returned as nil; \(Doc.action)")
}

private func checkActionDelegateFirst() -> Outcome {
    let fromDelegate = TagAction("delegate")
    let fromActions = TagAction("actions")
    let layer = CALayer()
    layer.actions = ["opacity": fromActions]
    let first = ActionDelegate(answer: fromDelegate)
    layer.delegate = first
    let a = (layer.action(forKey: "opacity") as? TagAction)?.tag ?? "other"
    let silent = ActionDelegate(answer: nil)
    layer.delegate = silent
    let b = (layer.action(forKey: "opacity") as? TagAction)?.tag ?? "other"
    // delegate's answer wins; a nil answer continues to the actions dictionary
    return text("action.searchOrderDelegateThenActions", "\(a),\(b)", "delegate,actions",
                "search order: delegate, actions, style, defaultAction; nil continues; \(Doc.action)")
}

private func checkActionStyle() -> Outcome {
    let styled = TagAction("style")
    let layer = CALayer()
    let table: [String: CAAction] = ["opacity": styled]
    layer.style = ["actions": table]
    // no delegate, no actions entry → the style dictionary's "actions"
    return text("action.styleActions", (layer.action(forKey: "opacity") as? TagAction)?.tag ?? "other", "style",
                "step 3: the style dictionary's actions key; \(Doc.action)")
}

private func checkActionDefault() -> Outcome {
    let layer = CALayer()
    // an animatable property has Core Animation's implicit CABasicAnimation; an unknown key has none
    let opacity = layer.action(forKey: "opacity") is CABasicAnimation
    let unknown = layer.action(forKey: "noSuchProperty") == nil
    return text("action.implicitDefault", "\(opacity),\(unknown)", "true,true",
                "animatable properties have an implicit (basic animation) action; \(Doc.action)")
}

// MARK: - Documented defaults

private func checkLayerDefaults() -> Outcome {
    let l = CALayer()
    let got = [p(l.anchorPoint), f(Double(l.opacity)), "(\(f(l.shadowOffset.width)),\(f(l.shadowOffset.height)))",
               f(l.shadowRadius), f(Double(l.shadowOpacity)), rgbaText(l.shadowColor), rgbaText(l.borderColor),
               f(l.contentsScale), r(l.contentsRect), r(l.contentsCenter), l.contentsGravity.rawValue,
               String(l.isDoubleSided), String(l.masksToBounds)].joined(separator: " ")
    // anchor (0.5,0.5), opacity 1, shadowOffset (0,−3), radius 3, shadowOpacity 0, shadow & border opaque black,
    // contentsScale 1, contentsRect/Center unit rect, gravity resize, double sided, no masking
    let want = ["(0.500,0.500)", "1.000", "(0.000,-3.000)", "3.000", "0.000", "[0.000,0.000,0.000,1.000]",
                "[0.000,0.000,0.000,1.000]", "1.000", "(0.000,0.000,1.000,1.000)", "(0.000,0.000,1.000,1.000)",
                "resize", "true", "false"].joined(separator: " ")
    return text("defaults.CALayer", got, want, "documented defaults on each CALayer property page")
}

private func checkShapeDefaults() -> Outcome {
    let s = CAShapeLayer()
    let got = [rgbaText(s.fillColor), rgbaText(s.strokeColor), f(s.lineWidth), f(s.miterLimit), s.lineCap.rawValue,
               s.lineJoin.rawValue, String(s.fillRule == .nonZero), f(s.strokeStart), f(s.strokeEnd),
               f(s.lineDashPhase), s.lineDashPattern == nil ? "nil" : "set"].joined(separator: " ")
    // fill opaque black, stroke nil, width 1, miter 10, butt, miter, non-zero, 0…1, phase 0, no dashes
    let want = ["[0.000,0.000,0.000,1.000]", "nil", "1.000", "10.000", "butt", "miter", "true", "0.000", "1.000",
                "0.000", "nil"].joined(separator: " ")
    return text("defaults.CAShapeLayer", got, want, "cashapelayer property pages (fillColor opaque black, miterLimit 10, ...)")
}

private func checkGradientDefaults() -> Outcome {
    let g = CAGradientLayer()
    let got = p(g.startPoint) + p(g.endPoint) + " " + g.type.rawValue + " " + (g.colors == nil ? "nil" : "set")
    // start (0.5,0), end (0.5,1), axial, no colours
    return text("defaults.CAGradientLayer", got, "(0.500,0.000)(0.500,1.000) axial nil",
                "cagradientlayer/startpoint, endpoint, type defaults")
}

private func checkReplicatorDefaults() -> Outcome {
    let rep = CAReplicatorLayer()
    let got = "\(rep.instanceCount),\(f(rep.instanceDelay)),\(CATransform3DIsIdentity(rep.instanceTransform)),"
        + "\(rgbaText(rep.instanceColor)),\(f(Double(rep.instanceRedOffset))),\(f(Double(rep.instanceAlphaOffset)))"
    // 1 instance, no delay, identity, opaque white, offsets 0
    return text("defaults.CAReplicatorLayer", got, "1,0.000,true,[1.000,1.000,1.000,1.000],0.000,0.000",
                "careplicatorlayer property pages (instanceColor defaults to opaque white)")
}

private func checkTextLayerDefaults() -> Outcome {
    let t = CATextLayer()
    let got = "\(f(t.fontSize)),\(rgbaText(t.foregroundColor)),\(t.isWrapped),\(t.alignmentMode.rawValue),\(t.truncationMode.rawValue)"
    // fontSize 36, foreground opaque white, not wrapped, natural, none
    return text("defaults.CATextLayer", got, "36.000,[1.000,1.000,1.000,1.000],false,natural,none",
                "catextlayer/fontsize (36.0), foregroundcolor (opaque white), iswrapped, alignmentmode, truncationmode")
}

private func checkEmitterCellDefaults() -> Outcome {
    let c = CAEmitterCell()
    let got = "\(f(Double(c.birthRate))),\(f(Double(c.lifetime))),\(f(c.scale)),\(rgbaText(c.color)),\(f(c.velocity)),\(c.isEnabled),\(r(c.contentsRect))"
    // birthRate 0, lifetime 0, scale 1, colour opaque white, velocity 0, enabled, unit contentsRect
    return text("defaults.CAEmitterCell", got, "0.000,0.000,1.000,[1.000,1.000,1.000,1.000],0.000,true,(0.000,0.000,1.000,1.000)",
                "caemittercell property pages (scale 1.0, color opaque white)")
}

// MARK: - Drawn behaviour

private func checkContentsResize() -> Outcome {
    let ctx = renderContents(redBlueImage()) { $0.magnificationFilter = .nearest }
    // gravity .resize stretches 2×1 to 10×10: left half red, right half blue
    return pixels("contents.gravityResize", [down(ctx, 2, 5), down(ctx, 7, 5)], [[255, 0, 0, 255], [0, 0, 255, 255]], tol: 2,
                  "default contentsGravity resize fills the bounds; calayer/contentsgravity")
}

private func checkContentsRect() -> Outcome {
    let ctx = renderContents(redBlueImage()) { layer in
        layer.magnificationFilter = .nearest
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    }
    // only the right half (blue) of the image is shown, stretched over the layer
    return pixels("contents.contentsRectRightHalf", [down(ctx, 2, 5), down(ctx, 7, 5)], [[0, 0, 255, 255], [0, 0, 255, 255]], tol: 2,
                  "contentsRect selects a unit-space sub-rectangle of the contents; calayer/contentsrect")
}

private func checkContentsCenterGravity() -> Outcome {
    let ctx = renderContents(solidImage(4, 4, Palette.green)) { $0.contentsGravity = .center }
    // 4×4 image centred, unscaled, in 10×10: covers 3…7; (1,1) empty, (5,5) green
    return pixels("contents.gravityCenter", [down(ctx, 1, 1), down(ctx, 5, 5)], [[0, 0, 0, 0], [0, 255, 0, 255]], tol: 2,
                  "gravity center centres the contents without scaling; calayercontentsgravity/center")
}

private func checkContentsResizeAspect() -> Outcome {
    let ctx = renderContents(solidImage(4, 2, Palette.green)) { $0.contentsGravity = .resizeAspect }
    // 4×2 scaled by min(10/4, 10/2) = 2.5 → 10×5, centred vertically: rows 2.5…7.5
    return pixels("contents.gravityResizeAspect", [down(ctx, 5, 1), down(ctx, 5, 5), down(ctx, 5, 8)],
                  [[0, 0, 0, 0], [0, 255, 0, 255], [0, 0, 0, 0]], tol: 2,
                  "resizeAspect fits the contents keeping aspect, centred; calayercontentsgravity/resizeaspect")
}

private func checkContentsCenterNineSlice() -> Outcome {
    // 3×3 image: red corners, green edges, blue centre (symmetric, so orientation does not matter)
    let image = makeImage(3, 3) { ctx in
        ctx.setFillColor(Palette.green)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        ctx.setFillColor(Palette.red)
        for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
            ctx.fill(CGRect(x: CGFloat(x), y: CGFloat(y), width: 1, height: 1))
        }
        ctx.setFillColor(Palette.blue)
        ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
    }
    let ctx = renderContents(image, size: 30) { layer in
        layer.magnificationFilter = .nearest
        layer.contentsCenter = CGRect(x: 1.0 / 3.0, y: 1.0 / 3.0, width: 1.0 / 3.0, height: 1.0 / 3.0)
    }
    // corners unscaled (1 pt), edges stretched one way, centre both ways over 30×30:
    // (0,0) red, (15,0) green, (0,15) green, (15,15) blue, (29,29) red
    return pixels("contents.contentsCenterNineSlice",
                  [down(ctx, 0, 0), down(ctx, 15, 0), down(ctx, 0, 15), down(ctx, 15, 15), down(ctx, 29, 29)],
                  [[255, 0, 0, 255], [0, 255, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 0, 0, 255]], tol: 2,
                  "contentsCenter: centre stretched both ways, edges one way, corners not; calayer/contentscenter")
}

private func checkReplicatorInstances() -> Outcome {
    let rep = CAReplicatorLayer()
    rep.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    rep.instanceCount = 3
    rep.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
    rep.instanceGreenOffset = -0.5
    rep.instanceBlueOffset = -0.5
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = Palette.white
    rep.addSublayer(dot)
    let ctx = makeCanvas(40, 10)
    rep.render(in: ctx)
    // instance k at x + 10k, colour white × (1, 1 − 0.5k, 1 − 0.5k): k=0 (255,255,255), k=1 (255,128,128),
    // k=2 (255,0,0); nothing at x 30…40
    return pixels("replicator.instanceTransformAndColorOffsets",
                  [down(ctx, 5, 5), down(ctx, 15, 5), down(ctx, 25, 5), down(ctx, 35, 5)],
                  [[255, 255, 255, 255], [255, 128, 128, 255], [255, 0, 0, 255], [0, 0, 0, 0]], tol: 2,
                  "instance k = instanceTransform applied k times; colour offsets added per instance; careplicatorlayer")
}

private func checkShapeStrokeRange() -> Outcome {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 5))
    path.addLine(to: CGPoint(x: 100, y: 5))
    shape.path = path
    shape.fillColor = nil
    shape.strokeColor = Palette.red
    shape.lineWidth = 4
    shape.strokeStart = 0.25
    shape.strokeEnd = 0.75
    let ctx = makeCanvas(100, 10)
    shape.render(in: ctx)
    // stroked only from 25 to 75 along the 100-long line (butt caps): x=10 empty, 50 red, 90 empty
    return pixels("shape.strokeStartEnd", [down(ctx, 10, 5), down(ctx, 50, 5), down(ctx, 90, 5)],
                  [[0, 0, 0, 0], [255, 0, 0, 255], [0, 0, 0, 0]], tol: 2,
                  "strokeStart/strokeEnd are fractions of the path length; cashapelayer/strokestart, strokeend")
}

private func checkGradientOrientation() -> Outcome {
    let g = CAGradientLayer()
    g.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
    g.colors = [Palette.red, Palette.blue]
    let ctx = makeCanvas(10, 100)
    g.render(in: ctx)
    // default (0.5,0)→(0.5,1): red at the top (iOS y down). Row centre y+0.5 → t = (y+0.5)/100:
    // y=2: t=0.025 → (249,0,6); y=50: t=0.505 → (126,0,129); y=97: t=0.975 → (6,0,249)
    return pixels("gradient.defaultTopToBottom", [down(ctx, 5, 2), down(ctx, 5, 50), down(ctx, 5, 97)],
                  [[249, 0, 6, 255], [126, 0, 129, 255], [6, 0, 249, 255]], tol: 8,
                  "startPoint (0.5,0) is the first colour, mapped to the bounds (top on iOS); cagradientlayer/startpoint")
}

private func checkRendererAnimatedPosition() -> Outcome {
    let ctx = makeCanvas(100, 10)
    let renderer = CARenderer(cgContext: ctx, options: nil)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    let bar = CALayer()
    bar.frame = CGRect(x: 0, y: 0, width: 10, height: 10)     // model position (5,5)
    bar.backgroundColor = Palette.red
    root.addSublayer(bar)
    let anim = moveX(from: 5.0, to: 85.0)
    anim.beginTime = Clock.renderBase                          // root local time = media time
    bar.add(anim, forKey: "move")
    renderer.layer = root
    drawFrame(renderer, at: Clock.renderBase + 0.5)
    // x = 5 + 80 × 0.5 = 45 → bar covers 40…50: (45,5) red, model spot (5,5) empty
    return pixels("renderer.animationAtFrameTime", [down(ctx, 45, 5), down(ctx, 5, 5)],
                  [[255, 0, 0, 255], [0, 0, 0, 0]], tol: 2,
                  "the render tree shows animations at the frame's media time; carenderer/beginframe(attime:timestamp:)")
}

private func checkRotateAuto() -> Outcome {
    let ctx = makeCanvas(100, 100)
    let renderer = CARenderer(cgContext: ctx, options: nil)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let bar = CALayer()
    bar.bounds = CGRect(x: 0, y: 0, width: 40, height: 4)
    bar.position = CGPoint(x: 50, y: 50)
    bar.backgroundColor = Palette.red
    root.addSublayer(bar)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 50, y: 10))
    path.addLine(to: CGPoint(x: 50, y: 90))                   // straight down (+y)
    let anim = CAKeyframeAnimation(keyPath: "position")
    anim.path = path
    anim.duration = 1
    anim.rotationMode = .rotateAuto
    anim.beginTime = Clock.renderBase
    bar.add(anim, forKey: "follow")
    renderer.layer = root
    drawFrame(renderer, at: Clock.renderBase + 0.5)
    // at 0.5: position (50,50), tangent (0,1) → angle atan2(1,0) = 90°: bar turned vertical, spans y 30…70, x 48…52.
    // (50,35) red; (65,50), where the unturned bar would be, empty
    return pixels("keyframe.rotateAutoFollowsTangent", [down(ctx, 50, 35), down(ctx, 65, 50)],
                  [[255, 0, 0, 255], [0, 0, 0, 0]], tol: 2,
                  "rotateAuto: objects travel on a tangent to the path; cakeyframeanimation/rotationmode")
}

/// The checks of this file, in order.
var animationChecks: [() -> Outcome] {
    [
        // timing
        checkLinearQuarter, checkRepeatCountFractional, checkRepeatCountEnded, checkAutoreverses, checkRepeatDuration,
        checkAnimationSpeed, checkAnimationTimeOffset, checkLayerSpeedScalesChildren, checkLayerTimeOffset,
        checkConvertTimeFormula, checkConvertTimeNested, checkPausedLayerTime,
        checkFillBeforeStart, checkFillAfterEnd,
        // groups
        checkGroupClipsChild, checkGroupChildBeginTime, checkGroupChildFillForwards, checkGroupSpeed,
        // interpolation
        checkFromTo, checkFromBy, checkByTo, checkFromOnly, checkToOnly, checkByOnly, checkAdditive, checkCumulative,
        // timing functions
        checkCustomBezier, checkEaseIn, checkEaseOut, checkEaseInEaseOut, checkDefaultFunction, checkControlPoints,
        // keyframes
        checkKeyframeLinearEven, checkKeyframeKeyTimes, checkKeyframeDiscrete, checkKeyframePaced,
        checkKeyframeCubicThroughKeyframe, checkKeyframeSegmentTimingFunction, checkPathLinear, checkPathPaced,
        checkRotateAuto,
        // springs
        checkSpringDefaults, checkSpringCritical, checkSpringOvershoot,
        // geometry
        checkFrameFromAnchor, checkFrameWithTransform, checkSetFrameSetsPosition, checkAnchorPointMovesFrame,
        checkConvertWithBoundsOrigin, checkConvertWithSublayerTransform, checkConvertRotated, checkConvertRect,
        checkHitTestOrder, checkHitTestBoundsOrigin, checkContains, checkPreferredFrameSize, checkLayoutOnce,
        // transforms
        checkInvertSingular, checkConcatOrder, checkTranslateRotateOrder, checkMakeRotation, checkIsAffine,
        checkRotationKeyPath, checkScaleKeyPath,
        // transactions, implicit animations, completion
        checkDefaultDuration, checkImplicitDuration, checkImplicitDefaultDuration, checkDisableActions,
        checkUncommittedLayerNoImplicit, checkNestedCompletionOrder, checkCompletionWaitsForAnimation,
        checkNotRemovedOnCompletion,
        // actions
        checkActionNSNull, checkActionDelegateFirst, checkActionStyle, checkActionDefault,
        // defaults
        checkLayerDefaults, checkShapeDefaults, checkGradientDefaults, checkReplicatorDefaults, checkTextLayerDefaults,
        checkEmitterCellDefaults,
        // drawn
        checkContentsResize, checkContentsRect, checkContentsCenterGravity, checkContentsResizeAspect,
        checkContentsCenterNineSlice, checkReplicatorInstances, checkShapeStrokeRange, checkGradientOrientation,
        checkRendererAnimatedPosition,
    ]
}
