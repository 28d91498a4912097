// The implicit animation a property change adds (its key, key path, duration, timing function,
// from value, the transaction's settings, in-flight changes), the order actions kCAOnOrderIn and
// kCAOnOrderOut, what an animation's delegate hears, how layers store added animations, and the
// named timing functions' control points.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The implicit-animation, order-action, delegate, storage and timing-function checks.
func animationChecks(_ report: Report) {
    implicitChecks(report)
    orderChecks(report)
    delegateChecks(report)
    storageChecks(report)
    timingFunctionChecks(report)
}

private func implicitChecks(_ report: Report) {
    do {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.8
        CATransaction.commit()
        CATransaction.flush()
        layer.opacity = 0.2
        let anim = layer.animation(forKey: "opacity") as? CABasicAnimation
        // added under the property's key, keyPath = key, duration 0.25 (catransaction/animationduration(): "Defaults
        // to 0.25 seconds"), timing function the transaction's or, when nil, the default curve (0.25,0.1)-(0.25,1)
        report.same("implicit.keyKeyPathDuration", "\(anim?.keyPath ?? "nil"),\(f(anim?.duration ?? -1))", "opacity,0.250",
                    "\(Doc.action): the implicit animation; \(Doc.duration)")
        report.same("implicit.defaultTimingFunction", controlPoints(anim?.timingFunction),
                    "(0.000,0.000)(0.250,0.100)(0.250,1.000)(1.000,1.000)",
                    "\(Doc.timingNames)/default: 'control points (0.25,0.1) and (0.25,1.0)'",
                    uncertain: "Apple calls default the curve of 'most system animations', not that of every implicit one")
        report.same("implicit.fromOldValueToNil",
                    "\(numText(anim?.fromValue)),\(anim?.toValue == nil ? "nil" : "set")", "0.800,nil",
                    "the implicit animation goes from the old value to the model value",
                    uncertain: "Apple does not document the implicit animation's fromValue and toValue")
        report.same("implicit.modelValueSetImmediately", f(layer.opacity), "0.200",
                    "\(Doc.qc)/calayer ('the model layer holds the target values')")
    }
    do {
        let layer = committedLayer()
        layer.opacity = 0.8                       // implicit animation 1 → 0.8 begins at the next commit
        CATransaction.flush()
        layer.opacity = 0.2
        let anim = layer.animation(forKey: "opacity") as? CABasicAnimation
        // CALayer reference (older editions): "While an animation is in-flight, setting a new target value causes the
        // animation transition to the new target value from its current state" → from ≈ 1.0 (barely started)
        report.number("implicit.inFlightStartsFromCurrentState", num(anim?.fromValue), 1.0, tol: 0.01,
                      "CALayer reference: 'from its current state'")
    }
    do {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setAnimationDuration(1.5)
        layer.position = CGPoint(x: 60, y: 60)
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        CATransaction.commit()
        let p = layer.animation(forKey: "position"), b = layer.animation(forKey: "bounds")
        report.same("implicit.transactionSettingsOnEachChange",
                    "\(f(p?.duration ?? -1)),\(f(b?.duration ?? -1)),\(controlPoints(p?.timingFunction))",
                    "1.500,1.500,(0.000,0.000)(0.000,0.000)(1.000,1.000)(1.000,1.000)",
                    "\(Doc.duration), \(Doc.transaction)/setanimationtimingfunction(_:): for all animations of the group")
    }
    do {
        let (root, renderer) = shownRoot()
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        root.addSublayer(child)
        drawFrame(renderer, at: CACurrentMediaTime())
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        // a layer in a shown tree animates implicitly too (backgroundColor is Animatable)
        report.same("implicit.inShownTree", child.animation(forKey: "backgroundColor") is CABasicAnimation ? "basic" : "none",
                    "basic", "\(Doc.qc)/calayer/backgroundcolor: Animatable")
        withExtendedLifetime(renderer) {}
    }
    do {
        let layer = committedLayer()
        let before = layer.animationKeys() ?? []
        layer.opacity = 0.4
        layer.opacity = 0.6
        // the second change replaces the first implicit animation (add(_:forKey:): "Only one animation per unique key
        // is added to the layer"): one key
        report.same("implicit.secondChangeReplacesKey",
                    "\(before.count),\((layer.animationKeys() ?? []).joined(separator: ","))", "0,opacity", Doc.add)
    }
}

private final class KeyLoggingDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        calls.append(event)
        return nil
    }
}

private func orderChecks(_ report: Report) {
    do {
        let (root, renderer) = shownRoot()
        let child = CALayer()
        let delegate = KeyLoggingDelegate()
        child.delegate = delegate
        root.addSublayer(child)
        // step 1 of the search is also asked for kCAOnOrderIn ("inserted into the visible layer hierarchy")
        report.same("order.delegateAskedForOnOrderIn", "\(delegate.calls.contains(kCAOnOrderIn))", "true",
                    "\(Doc.orderIn); \(Doc.action)")
        withExtendedLifetime((delegate, renderer)) {}
    }
    do {
        let (root, renderer) = shownRoot()
        let child = CALayer()
        let recorder = RunRecorder()
        child.actions = [kCAOnOrderIn: recorder]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(child)
        CATransaction.commit()
        // disableActions suppresses the group's actions, the order ones included (the usual recipe to add a layer
        // without its fade)
        report.same("order.disableActionsSuppressesOnOrderIn", "\(recorder.keys.count)", "0", Doc.disableActions,
                    uncertain: "setDisableActions speaks of 'property changes'; inserting a layer is not one")
        withExtendedLifetime(renderer) {}
    }
    do {
        let (root, renderer) = shownRoot()
        let old = CALayer()
        root.addSublayer(old)
        drawFrame(renderer, at: CACurrentMediaTime())
        let replacement = CALayer()
        let recorder = RunRecorder()
        replacement.actions = [kCAOnOrderIn: recorder]
        let oldRecorder = RunRecorder()
        old.actions = [kCAOnOrderOut: oldRecorder]
        root.replaceSublayer(old, with: replacement)
        // replacing in a shown tree: the old layer leaves the hierarchy (onOrderOut: "removed from the layer
        // hierarchy"), the new one enters it (onOrderIn: "inserted into the visible layer hierarchy")
        report.same("order.replaceSublayerRunsOutAndIn", "\(oldRecorder.keys),\(recorder.keys)",
                    "[\"onOrderOut\"],[\"onOrderIn\"]", Doc.orderIn)
        withExtendedLifetime(renderer) {}
    }
}

private func delegateChecks(_ report: Report) {
    do {
        let (root, renderer) = shownRoot()
        let recorder = StopRecorder()
        let t0 = CACurrentMediaTime()
        let a = fade(0.5)
        a.beginTime = t0 + 0.001
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        a.delegate = recorder
        root.add(a, forKey: "kept")
        CATransaction.flush()
        drawFrame(renderer, at: t0 + 0.1)
        drawFrame(renderer, at: t0 + 1.0)
        drawFrame(renderer, at: t0 + 2.0)
        // animationDidStop: "when the animation completes its active duration"; not removed → stays; told once, true
        report.same("delegate.notRemovedOnCompletionStopsOnceFinished",
                    "\(recorder.started),\(recorder.stops),\(root.animation(forKey: "kept") != nil)", "1,[true],true",
                    "\(Doc.didStop); \(Doc.qc)/caanimation/isremovedoncompletion")
    }
    do {
        let (root, renderer) = shownRoot()
        let first = StopRecorder(), second = StopRecorder()
        let a = fade(10)
        a.delegate = first
        root.add(a, forKey: "k")
        CATransaction.flush()
        drawFrame(renderer, at: CACurrentMediaTime() + 0.1)
        let b = fade(10)
        b.delegate = second
        root.add(b, forKey: "k")
        CATransaction.flush()
        drawFrame(renderer, at: CACurrentMediaTime() + 0.2)
        // add(_:forKey:): "Only one animation per unique key is added to the layer" → the first is removed before
        // its end: animationDidStop finished false; the second still running
        report.same("delegate.replacedBySameKeyFinishedFalse", "\(first.stops),\(second.stops)", "[false],[]",
                    "\(Doc.add); \(Doc.didStop): flag 'false if it was removed from the layer before completing'")
    }
    do {
        let (root, renderer) = shownRoot()
        let recorder = StopRecorder()
        let t0 = CACurrentMediaTime()
        let a = fade(0.5)
        a.beginTime = t0 + 0.001
        root.add(a, forKey: "late")
        a.delegate = recorder                 // set after add: the attached copy has no delegate
        CATransaction.flush()
        drawFrame(renderer, at: t0 + 0.1)
        drawFrame(renderer, at: t0 + 1.0)
        // add(_:forKey:): "This object is copied by the render tree, not referenced. Therefore, subsequent
        // modifications to the object are not propagated into the render tree." → the recorder hears nothing
        report.same("delegate.delegateSetAfterAddNotUsed", "\(recorder.started),\(recorder.stops)", "0,[]",
                    "\(Doc.add): 'copied by the render tree, not referenced'")
    }
}

private func storageChecks(_ report: Report) {
    do {
        let layer = CALayer()
        let a = fade(0.7)
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        a.setValue("tag", forKey: "userInfo")
        layer.add(a, forKey: "k")
        let stored = layer.animation(forKey: "k") as? CABasicAnimation
        // the stored copy has the original's properties, custom key-value coding values included (CAAnimation, like
        // CALayer, "supports arbitrary keys": Key-Value Coding Extensions)
        let got = "\(stored?.keyPath ?? "nil"),\(f(stored?.duration ?? -1)),\(numText(stored?.toValue)),"
            + "\(controlPoints(stored?.timingFunction) == controlPoints(a.timingFunction)),"
            + "\(stored?.value(forKey: "userInfo") as? String ?? "nil")"
        report.same("storage.copyKeepsProperties", got, "opacity,0.700,1.000,true,tag",
                    "\(Doc.add): 'copied'; \(Doc.qc)/calayer/animation(forkey:)")
    }
    do {
        let layer = CALayer()
        layer.add(fade(1), forKey: "a")
        layer.add(fade(1), forKey: "b")
        layer.add(fade(1), forKey: "c")
        layer.removeAnimation(forKey: "b")
        layer.add(fade(1), forKey: "d")
        report.same("storage.keysOrderAfterRemoval", (layer.animationKeys() ?? []).joined(separator: ","), "a,c,d",
                    "\(Doc.qc)/calayer/animationkeys()",
                    uncertain: "animationKeys() does not document the order of its keys")
    }
    do {
        let layer = CALayer()
        let anim = fade(1)
        layer.add(anim, forKey: "a")
        anim.duration = 9
        layer.add(anim, forKey: "b")
        // the same object added twice: two copies, each of the object as it was when added
        report.same("storage.sameObjectTwiceCopiesAtEachAdd",
                    "\(f(layer.animation(forKey: "a")?.duration ?? -1)),\(f(layer.animation(forKey: "b")?.duration ?? -1))",
                    "1.000,9.000", "\(Doc.add): 'copied by the render tree, not referenced'")
    }
}

private func timingFunctionChecks(_ report: Report) {
    // camediatimingfunctionname/default: "This is a Bézier timing function with the control points (0.25,0.1) and
    // (0.25,1.0)"; /linear: "… with the control points (0.0,0.0) and (1.0,1.0)"; /easeineaseout: "… (0.42,0.0) and
    // (0.58,1.0)"; init(controlPoints:_:_:_:): "The end points of the Bézier curve are automatically set to (0.0,0.0)
    // and (1.0,1.0)"
    report.same("timingFunction.defaultControlPoints", controlPoints(CAMediaTimingFunction(name: .default)),
                "(0.000,0.000)(0.250,0.100)(0.250,1.000)(1.000,1.000)", "\(Doc.timingNames)/default")
    report.same("timingFunction.linearControlPoints", controlPoints(CAMediaTimingFunction(name: .linear)),
                "(0.000,0.000)(0.000,0.000)(1.000,1.000)(1.000,1.000)", "\(Doc.timingNames)/linear")
    report.same("timingFunction.easeInEaseOutControlPoints", controlPoints(CAMediaTimingFunction(name: .easeInEaseOut)),
                "(0.000,0.000)(0.420,0.000)(0.580,1.000)(1.000,1.000)", "\(Doc.timingNames)/easeineaseout")
    report.same("timingFunction.nameRawValues",
                [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map(\.rawValue)
                    .joined(separator: ","),
                "linear,easeIn,easeOut,easeInEaseOut,default", "kCAMediaTimingFunction* string constants")
}
