// Animations: timing-function control points, value functions, keyframe modes, basic animations of
// further property types, what add(_:forKey:) stores, delegate messages and CATransition.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - CAMediaTimingFunction control points

private func controlPoints(_ function: CAMediaTimingFunction) -> String {
    var out: [String] = []
    var pair: [Float] = [0, 0]
    for i in 0...3 {
        pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: i, values: $0.baseAddress!) }
        out.append("(\(f(pair[0])),\(f(pair[1])))")
    }
    return out.joined()
}

private func easeInEaseOutPoints() -> Outcome {
    // camediatimingfunctionname/easein: Bézier (0.42,0)-(1,1); /easeout: (0,0)-(0.58,1); index 0 is (0,0), 3 is (1,1)
    // (camediatimingfunction/getcontrolpoint(at:values:)); a custom curve reports its points as given.
    // (linear, easeInEaseOut and default are in AppleBehaviour already.)
    let got = controlPoints(CAMediaTimingFunction(name: .easeIn)) + "|" + controlPoints(CAMediaTimingFunction(name: .easeOut))
        + "|" + controlPoints(CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4))
    let want = "(0.000,0.000)(0.420,0.000)(1.000,1.000)(1.000,1.000)"
        + "|(0.000,0.000)(0.000,0.000)(0.580,1.000)(1.000,1.000)"
        + "|(0.000,0.000)(0.100,0.200)(0.300,0.400)(1.000,1.000)"
    return check("timingFunction.controlPointsEaseInEaseOutCustom", got: got, expected: want)
}

// MARK: - CAValueFunction (developer.apple.com/documentation/quartzcore/cavaluefunction)

/// The presented transform of a "transform" animation from `from` to `to` through `function`, at `t`.
private func valueFunctionTransform(_ name: CAValueFunctionName, from: Any, to: Any, at t: CFTimeInterval) -> CATransform3D {
    let anim = basic("transform", from: from, to: to)
    anim.valueFunction = CAValueFunction(name: name)
    return presented(anim, at: t).transform
}

private func rotateZHalf() -> Outcome {
    // rotateZ "rotates by the input value, in radians, around the z-axis"; input 0 → π, at 0.5 → π/2:
    // CATransform3DMakeRotation(π/2,0,0,1): m11 0, m12 1, m21 −1, m22 0
    let t = valueFunctionTransform(.rotateZ, from: 0.0, to: Double.pi, at: 0.5)
    return check("valueFunction.rotateZHalfway", got: upper2x2(t), expected: "0.000,1.000,-1.000,0.000")
}

private func rotateZFullTurn() -> Outcome {
    // 0 → 2π: the input is interpolated, not the (identical) end matrices; at 0.5 the angle is π → m11 = m22 = −1
    let t = valueFunctionTransform(.rotateZ, from: 0.0, to: 2 * Double.pi, at: 0.5)
    return check("valueFunction.rotateZFullTurnInterpolatesAngle", got: upper2x2(t), expected: "-1.000,0.000,0.000,-1.000")
}

private func scaleXHalf() -> Outcome {
    // scaleX "scales by the input value along the x-axis", a single value; 1 → 3 at 0.5 → 2: m11 2, m22 m33 1
    let t = valueFunctionTransform(.scaleX, from: 1.0, to: 3.0, at: 0.5)
    return check("valueFunction.scaleXHalfway", got: "\(f(t.m11)),\(f(t.m22)),\(f(t.m33))", expected: "2.000,1.000,1.000")
}

private func translateXQuarter() -> Outcome {
    // translateX, a single value; 0 → 40 at 0.25 → 10: m41 10, m42 0
    let t = valueFunctionTransform(.translateX, from: 0.0, to: 40.0, at: 0.25)
    return check("valueFunction.translateXQuarter", got: "\(f(t.m41)),\(f(t.m42))", expected: "10.000,0.000")
}

private func scaleArray() -> Outcome {
    // scale: "must provide animation values in an NSArray of three NSNumber instances that specify the (x, y, z)
    // scale values" (cavaluefunctionname/scale); [1,1,1] → [3,5,1] at 0.5 → [2,3,1] on the diagonal
    let from: [NSNumber] = [1, 1, 1], to: [NSNumber] = [3, 5, 1]
    let t = valueFunctionTransform(.scale, from: from, to: to, at: 0.5)
    return check("valueFunction.scaleArrayHalfway", got: "\(f(t.m11)),\(f(t.m22)),\(f(t.m33))", expected: "2.000,3.000,1.000")
}

// MARK: - CAKeyframeAnimation

private func keyframesX(_ values: [Any], mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
    let anim = CAKeyframeAnimation(keyPath: "position.x")
    anim.values = values
    anim.calculationMode = mode
    anim.duration = 1
    return anim
}

private func cubicPacedIgnoresKeyTimes() -> Outcome {
    let anim = keyframesX([0.0, 10.0, 30.0], mode: .cubicPaced)
    anim.keyTimes = [0, 0.9, 1]     // ignored by cubicPaced
    // caanimationcalculationmode/cubicpaced: keyTimes are ignored and "keyframe times are automatically generated to
    // give the animation a constant velocity". The spline through 0, 10, 30 is monotonic, so its length per segment
    // is 10 and 20: keyframe 10 is reached at 10/30 = 1/3 of the duration (with the keyTimes it would be 0.9;
    // linear with them would give 3.704 at 1/3).
    return near("keyframe.cubicPacedReachesKeyframeByDistance", got: Double(presented(anim, at: 1.0 / 3.0).position.x),
                expected: 10, tol: 0.01)
}

private func discreteWithoutKeyTimes() -> Outcome {
    func x(at t: CFTimeInterval) -> Double {
        Double(presented(keyframesX([0.0, 10.0, 30.0], mode: .discrete), at: t).position.x)
    }
    // uncertain: Apple documents discrete keyTimes (one more than values) but not nil keyTimes in discrete mode.
    // SMIL's discrete calcMode, which Core Animation follows, spends an equal share on each value: thirds for three
    // values → at 0.5 values[1] = 10, at 0.8 values[2] = 30 (spacing keyframes at 0, 0.5, 1 would give 10 at 0.8).
    return check("keyframe.discreteWithoutKeyTimesEqualShares(uncertain)", got: "\(f(x(at: 0.5))),\(f(x(at: 0.8)))",
                 expected: "10.000,30.000")
}

private func cubicTCBThroughKeyframes() -> Outcome {
    func x(at t: CFTimeInterval) -> Double {
        let anim = keyframesX([0.0, 10.0, 30.0, 20.0], mode: .cubic)
        anim.tensionValues = [0.5, -0.5, 0.3, 0]
        anim.continuityValues = [0, 0.4, -0.2, 0]
        anim.biasValues = [0, 0.3, -0.6, 0]
        return Double(presented(anim, at: t).position.x)
    }
    // cakeyframeanimation/tensionvalues, continuityvalues, biasvalues shape the tangents of the cubic spline, which
    // still passes through every keyframe (values: "the values through which the animation must proceed"):
    // 4 values evenly spaced at 0, 1/3, 2/3, 1 → 10 at 1/3 and 30 at 2/3.
    return check("keyframe.cubicTCBStillPassesThroughKeyframes", got: "\(f(x(at: 1.0 / 3.0))),\(f(x(at: 2.0 / 3.0)))",
                 expected: "10.000,30.000")
}

private func tensionOneFlattens() -> Outcome {
    func x(at t: CFTimeInterval) -> Double {
        let anim = keyframesX([0.0, 10.0, 30.0], mode: .cubic)
        anim.tensionValues = [1, 1, 1]
        return Double(presented(anim, at: t).position.x)
    }
    // uncertain: Apple says only "positive values indicate a tighter curve". If the spline is Kochanek–Bartels (the
    // TCB parameters' usual meaning), tension 1 makes every tangent 0, and the Hermite segment at its middle
    // (h01 = 0.5, tangent terms 0) is the average of its ends: 5 at 0.25, 20 at 0.75.
    return check("keyframe.tensionOneGivesZeroTangents(uncertain)", got: "\(f(x(at: 0.25))),\(f(x(at: 0.75)))",
                 expected: "5.000,20.000")
}

private func rotateAutoReverse() -> Outcome {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))       // along +x: tangent angle 0
    let anim = CAKeyframeAnimation(keyPath: "position")
    anim.path = path
    anim.duration = 1
    anim.rotationMode = .rotateAutoReverse
    let layer = presented(anim, at: 0.5)
    // cakeyframeanimation/rotationmode, caanimationrotationmode/rotateautoreverse: the object travels on the tangent,
    // turned a further 180° → angle 0 + π: m11 −1, m12 0, m21 0, m22 −1, at position (50,0).
    // uncertain: Apple does not document whether the rotation shows in presentation().transform (it is certainly
    // drawn; AppleBehaviour checks rotateAuto by pixels).
    return check("keyframe.rotateAutoReverseInPresentedTransform(uncertain)",
                 got: "\(p(layer.position)) \(upper2x2(layer.transform))", expected: "(50.000,0.000) -1.000,0.000,0.000,-1.000")
}

// MARK: - CABasicAnimation of further property types (Animatable Properties appendix, Table B-1)

private func animatedBounds() -> Outcome {
    let anim = basic("bounds", from: NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10)),
                     to: NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 50)))
    // bounds: default implied CABasicAnimation; fields interpolated: at 0.5 → (0,0,20,30)
    return check("basic.boundsHalfway", got: r(presented(anim, at: 0.5).bounds), expected: "(0.000,0.000,20.000,30.000)")
}

private func animatedShadowOffset() -> Outcome {
    let anim = basic("shadowOffset", from: NSValue(cgSize: .zero), to: NSValue(cgSize: CGSize(width: 10, height: -20)))
    // shadowOffset (a CGSize in an NSValue): at 0.5 → (5,−10)
    return check("basic.shadowOffsetHalfway", got: s(presented(anim, at: 0.5).shadowOffset), expected: "(5.000,-10.000)")
}

private func animatedBackgroundColor() -> Outcome {
    let anim = basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                     to: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    let c = rgba(presented(anim, at: 0.5).backgroundColor) ?? []
    // backgroundColor: red → blue, components interpolated in RGB: at 0.5 → (0.5, 0, 0.5, 1)
    return nearAll("basic.backgroundColorRGBHalfway", got: c, expected: [0.5, 0, 0.5, 1], tol: 0.01)
}

private func animatedContentsRect() -> Outcome {
    let anim = basic("contentsRect", from: NSValue(cgRect: CGRect(x: 0, y: 0, width: 1, height: 1)),
                     to: NSValue(cgRect: CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)))
    // contentsRect: at 0.5 → (0.25, 0.25, 0.75, 0.75)
    return check("basic.contentsRectHalfway", got: r(presented(anim, at: 0.5).contentsRect), expected: "(0.250,0.250,0.750,0.750)")
}

private func animatedAnchorPoint() -> Outcome {
    let anim = basic("anchorPoint", from: NSValue(cgPoint: CGPoint(x: 0.5, y: 0.5)), to: NSValue(cgPoint: .zero))
    let layer = presented(anim, at: 0.5)
    // anchorPoint (0.5,0.5) → (0,0) at 0.5 → (0.25,0.25); the presented frame follows it around the fixed
    // position (7,0) with bounds 10×10: origin (7 − 2.5, 0 − 2.5) = (4.5, −2.5) (calayer/anchorpoint, calayer/frame)
    return check("basic.anchorPointMovesPresentedFrame", got: "\(p(layer.anchorPoint))\(p(layer.frame.origin))",
                 expected: "(0.250,0.250)(4.500,-2.500)")
}

// MARK: - What add(_:forKey:) stores (calayer/add(_:forkey:), calayer/animation(forkey:), calayer/animationkeys())

private func storesCopy() -> Outcome {
    let layer = CALayer()
    let anim = basic("opacity", from: 0.0, to: 1.0)
    layer.add(anim, forKey: "k")
    let stored = layer.animation(forKey: "k")
    // "This object is copied by the render tree, not referenced": what the layer holds is a copy
    let got = stored == nil ? "nil" : (stored === anim ? "same object" : "copy")
    return check("add.storesACopy", got: got, expected: "copy")
}

private func laterChangesIgnored() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: 7, y: 0)
    layer.speed = 0
    layer.timeOffset = PauseClock.base + 0.5
    let anim = basic("position.x", from: 0.0, to: 100.0)
    anim.beginTime = PauseClock.base
    layer.add(anim, forKey: "probe")
    anim.toValue = 1000.0
    anim.duration = 10
    CATransaction.flush()
    // "subsequent modifications to the object are not propagated into the render tree": still 0 → 100 over 1 s,
    // at 0.5 → 50 (not 50 of 0 → 1000 over 10 s, nor anything else)
    return near("add.laterChangesNotPropagated", got: Double(layer.presentation()?.position.x ?? .nan), expected: 50)
}

private func keysInOrder() -> Outcome {
    let layer = CALayer()
    for key in ["b", "a", "c"] { layer.add(basic("opacity", from: 0.0, to: 1.0), forKey: key) }
    // "The order of the array matches the order in which animations will be applied to the layer", the order added
    return check("add.animationKeysInOrderAdded", got: (layer.animationKeys() ?? []).joined(separator: ","), expected: "b,a,c")
}

private func sameKeyReplaces() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.speed = 0
    layer.timeOffset = PauseClock.base + 0.5
    for to in [100.0, 200.0] {
        let anim = basic("position.x", from: 0.0, to: to)
        anim.beginTime = PauseClock.base
        layer.add(anim, forKey: "k")
    }
    CATransaction.flush()
    let stored = num((layer.animation(forKey: "k") as? CABasicAnimation)?.toValue)
    let x = Double(layer.presentation()?.position.x ?? .nan)
    // "Only one animation per unique key is added to the layer": the second replaces the first → keys [k],
    // toValue 200, presented 0 → 200 at 0.5 = 100
    return check("add.sameKeyReplaces", got: "\((layer.animationKeys() ?? []).joined(separator: ","))|\(f(stored))|\(f(x))",
                 expected: "k|200.000|100.000")
}

private func zeroDurationTakesTransactionDuration() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: 7, y: 0)
    layer.speed = 0
    layer.timeOffset = PauseClock.base + 0.5
    let anim = CABasicAnimation(keyPath: "position.x")
    anim.fromValue = 0.0
    anim.toValue = 100.0                   // duration left at 0
    anim.beginTime = PauseClock.base
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    layer.add(anim, forKey: "probe")
    CATransaction.commit()
    // calayer/add(_:forkey:): "If the duration property of the animation is zero or negative, the duration is changed
    // to the current value of the kCATransactionAnimationDuration transaction property (if set) or to the default
    // value of 0.25 seconds." → 2 s; at 0.5 → 100 × 0.5 / 2 = 25
    return near("add.zeroDurationTakesTransactionDuration", got: Double(layer.presentation()?.position.x ?? .nan), expected: 25)
}

private func zeroDurationDefaults() -> Outcome {
    let anim = CABasicAnimation(keyPath: "position.x")
    anim.fromValue = 0.0
    anim.toValue = 100.0                   // duration 0, no transaction duration set
    // same page: → 0.25 s; at 0.125 → 100 × 0.125 / 0.25 = 50
    return near("add.zeroDurationDefaultsToQuarterSecond", got: Double(presented(anim, at: 0.125).position.x), expected: 50)
}

// MARK: - CAAnimationDelegate (caanimationdelegate)

/// Adds a 10 s fade with a recorder to a shown root, draws a frame 0.1 s in, then removes it.
private func delegateScenario() -> (recorder: DelegateRecorder, startedBeforeRemoval: Int, stopsBeforeRemoval: Int,
                                    original: CAAnimation, attached: CAAnimation?) {
    let (root, renderer) = shownRoot()
    let recorder = DelegateRecorder()
    let anim = basic("opacity", from: 0.0, to: 1.0, duration: 10)
    anim.delegate = recorder
    root.add(anim, forKey: "fade")
    CATransaction.flush()
    drawFrame(renderer, at: CACurrentMediaTime() + 0.1)
    let started = recorder.started, stops = recorder.stops.count
    let attached = root.animation(forKey: "fade")
    root.removeAnimation(forKey: "fade")
    CATransaction.flush()
    drawFrame(renderer, at: CACurrentMediaTime() + 0.2)
    return (recorder, started, stops, anim, attached)
}

private func didStartOnce() -> Outcome {
    let run = delegateScenario()
    // animationdidstart(_:): "the animation begins its active duration" → once by the first frame 0.1 s in;
    // not stopped yet (10 s long)
    return check("delegate.didStartAtFirstFrameNotStopped", got: "\(run.startedBeforeRemoval),\(run.stopsBeforeRemoval)",
                 expected: "1,0")
}

private func removedEarlyNotFinished() -> Outcome {
    let run = delegateScenario()
    // animationdidstop(_:finished:): flag "true if the animation reached the end of its active duration without
    // being removed" → removed at 0.1 s of 10: one stop, false
    return check("delegate.removedEarlyFinishedFalse", got: run.recorder.stops.map { String($0) }.joined(separator: ","),
                 expected: "false")
}

private func delegateGetsAttachedCopy() -> Outcome {
    let run = delegateScenario()
    let id = run.recorder.stoppedObjects.first
    let got: String
    if id == nil { got = "no stop" }
    else if id == ObjectIdentifier(run.original) { got = "original" }
    else if let attached = run.attached, id == ObjectIdentifier(attached) { got = "attachedCopy" }
    else { got = "other" }
    // uncertain: follows from add(_:forKey:) copying (the layer runs the copy, and the delegate hears about the
    // animation that ran) but no page says which object the delegate is passed.
    return check("delegate.receivesAttachedCopy(uncertain)", got: got, expected: "attachedCopy")
}

private func removeAllTellsEach() -> Outcome {
    let (root, renderer) = shownRoot()
    let recorder = DelegateRecorder()
    for key in ["a", "b"] {
        let anim = basic("opacity", from: 0.0, to: 1.0, duration: 10)
        anim.delegate = recorder
        root.add(anim, forKey: key)
    }
    CATransaction.flush()
    drawFrame(renderer, at: CACurrentMediaTime() + 0.1)
    root.removeAllAnimations()
    CATransaction.flush()
    drawFrame(renderer, at: CACurrentMediaTime() + 0.2)
    // both removed before their end → two stops, both finished = false
    return check("delegate.removeAllAnimationsEachFinishedFalse", got: recorder.stops.map { String($0) }.joined(separator: ","),
                 expected: "false,false")
}

// MARK: - CATransition (catransition)

private func transitionDefaults() -> Outcome {
    let t = CATransition()
    // catransition/type default fade; subtype default nil; startProgress 0; endProgress 1
    let got = "\(t.type.rawValue),\(t.subtype?.rawValue ?? "nil"),\(f(t.startProgress)),\(f(t.endProgress))"
    return check("transition.defaults", got: got, expected: "fade,nil,0.000,1.000")
}

private func transitionKey() -> Outcome {
    let layer = CALayer()
    layer.add(CATransition(), forKey: nil)
    // add(_:forKey:): "The special key kCATransition is automatically used for transition animations";
    // kCATransition is "transition" → the keys are [transition]
    return check("transition.nilKeyStoredUnderKCATransition",
                 got: "\(kCATransition)|\((layer.animationKeys() ?? []).joined(separator: ","))",
                 expected: "transition|transition")
}

var animationChecks: [() -> Outcome] {
    [
        easeInEaseOutPoints,
        rotateZHalf, rotateZFullTurn, scaleXHalf, translateXQuarter, scaleArray,
        cubicPacedIgnoresKeyTimes, discreteWithoutKeyTimes, cubicTCBThroughKeyframes, tensionOneFlattens, rotateAutoReverse,
        animatedBounds, animatedShadowOffset, animatedBackgroundColor, animatedContentsRect,
        animatedAnchorPoint,
        storesCopy, laterChangesIgnored, keysInOrder, sameKeyReplaces,
        zeroDurationTakesTransactionDuration, zeroDurationDefaults,
        didStartOnce, removedEarlyNotFinished, delegateGetsAttachedCopy, removeAllTellsEach,
        transitionDefaults, transitionKey,
    ]
}
