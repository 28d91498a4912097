// Animation bookkeeping: animationKeys(), removeAnimation(forKey:), adding one object under two
// keys, CAAnimation / CABasicAnimation defaults, the retained delegate, copying, and an animation
// run as an action.
//
// developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:): "This object is copied by the
//   render tree, not referenced." "Only one animation per unique key is added to the layer."
// developer.apple.com/documentation/quartzcore/calayer/animationkeys(): "An array of NSString objects
//   identifying the current animations" (declared `[String]?`).
// developer.apple.com/documentation/quartzcore/caanimation/delegate: "Defaults to nil." "Important:
//   The delegate object is retained by the receiver. This is a rare exception to the memory
//   management rules".
// developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion ("Defaults to
//   YES"), /timingfunction ("Defaults to nil, indicating linear pacing"); CAMediaTiming.h: beginTime,
//   duration, timeOffset, repeatCount, repeatDuration default 0, speed 1, autoreverses NO, fillMode
//   removed.
// (AppleModel checks the stored copy, later changes ignored, key order, same-key replacement and
//  zero durations; AppleBehaviour checks isRemovedOnCompletion = false staying attached.)
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private func fade() -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: "opacity")
    anim.fromValue = 0.0
    anim.toValue = 1.0
    anim.duration = 1
    return anim
}

private func keys(_ layer: CALayer) -> String {
    guard let keys = layer.animationKeys() else { return "nil" }
    return "[" + keys.joined(separator: ",") + "]"
}

private func keysNilWhenNone() -> Outcome {
    let layer = CALayer()
    let fresh = keys(layer)
    layer.add(fade(), forKey: "a")
    layer.removeAllAnimations()
    let cleared = keys(layer)
    // uncertain: animationkeys() is declared optional ([String]?) and the Objective-C header nullable; Core Animation
    // answers nil (not an empty array) when no animation is attached — before any add and after removeAllAnimations
    return check("animation.keysNilWhenNoneAttached(uncertain)", got: "\(fresh),\(cleared)", expected: "nil,nil")
}

private func removeUnknownKey() -> Outcome {
    let layer = CALayer()
    layer.add(fade(), forKey: "a")
    layer.removeAnimation(forKey: "zzz")
    // removing a key that has no animation changes nothing (calayer/removeanimation(forkey:) removes "the animation
    // object with the specified key"; there is none) → keys still [a]; animation(forKey:) of it is nil
    // ("nil if no such animation exists")
    let unknown = layer.animation(forKey: "zzz") == nil ? "nil" : "found"
    return check("animation.removeUnknownKeyHarmless", got: "\(keys(layer))|\(unknown)", expected: "[a]|nil")
}

private func oneObjectTwoKeys() -> Outcome {
    let layer = CALayer()
    let anim = fade()
    layer.add(anim, forKey: "a")
    layer.add(anim, forKey: "b")
    let a = layer.animation(forKey: "a"), b = layer.animation(forKey: "b")
    // each add(_:forKey:) copies ("copied by the render tree, not referenced"): two keys, two distinct copies, neither
    // the original object
    let distinct = a != nil && b != nil && a !== b
    let copies = a !== anim && b !== anim
    return check("animation.sameObjectUnderTwoKeysTwoCopies", got: "\(keys(layer))|\(distinct)|\(copies)",
                 expected: "[a,b]|true|true")
}

private func animationDefaults() -> Outcome {
    let a = CAAnimation()
    let timing: String = a.timingFunction == nil ? "nil" : "set"
    let delegate: String = a.delegate == nil ? "nil" : "set"
    let parts: [String] = [String(a.isRemovedOnCompletion), timing, delegate,
                           f(a.beginTime), f(a.duration), f(a.speed), f(a.timeOffset), f(a.repeatCount), f(a.repeatDuration),
                           String(a.autoreverses), a.fillMode.rawValue]
    let got = parts.joined(separator: ",")
    // isRemovedOnCompletion true, timingFunction nil, delegate nil, beginTime 0, duration 0, speed 1, timeOffset 0,
    // repeatCount 0, repeatDuration 0, autoreverses false, fillMode removed
    return check("animation.caAnimationDefaults", got: got,
                 expected: "true,nil,nil,0.000,0.000,1.000,0.000,0.000,0.000,false,removed")
}

private func basicDefaults() -> Outcome {
    let bare = CABasicAnimation()
    let b = CABasicAnimation(keyPath: "position")
    func setOrNil(_ value: Any?) -> String { value == nil ? "nil" : "set" }
    let parts: [String] = [b.keyPath ?? "nil", setOrNil(b.fromValue), setOrNil(b.toValue), setOrNil(b.byValue),
                           String(b.isAdditive), String(b.isCumulative), setOrNil(b.valueFunction)]
    let got = "\(bare.keyPath ?? "nil")|\(parts.joined(separator: ","))"
    // capropertyanimation/keypath (nil unless given; init(keyPath:) sets it), cabasicanimation from/to/byValue nil
    // until set, capropertyanimation/isadditive and /iscumulative default false, valueFunction nil
    return check("animation.basicAnimationDefaults", got: got, expected: "nil|position,nil,nil,nil,false,false,nil")
}

private func delegateRetained() -> Outcome {
    let anim = fade()
    weak var weakRecorder: AnimationRecorder?
    do {
        let recorder = AnimationRecorder()
        weakRecorder = recorder
        anim.delegate = recorder
    }
    // caanimation/delegate: "The delegate object is retained by the receiver" → with no other reference the
    // recorder is still alive while the animation is
    let got = weakRecorder == nil ? "released" : "retained"
    return withExtendedLifetime(anim) { check("animation.delegateIsRetained", got: got, expected: "retained") }
}

private func copyKeepsDelegate() -> Outcome {
    let recorder = AnimationRecorder()
    let anim = fade()
    anim.delegate = recorder
    anim.isRemovedOnCompletion = false
    let copy = anim.copy() as? CAAnimation
    // NSCopying of an animation copies its properties, the delegate reference included (the same object, as the
    // attached copy must still tell the app's delegate) → same delegate, isRemovedOnCompletion false kept
    let same = (copy?.delegate as AnyObject?) === recorder
    return check("animation.copyKeepsDelegateAndFlags", got: "\(same),\(copy?.isRemovedOnCompletion ?? true)",
                 expected: "true,false")
}

private func runAddsCopyUnderKey() -> Outcome {
    let layer = CALayer()
    let anim = fade()
    anim.run(forKey: "fade", object: layer, arguments: nil)
    // an animation is a CAAction: run(forKey:object:arguments:) adds it to the layer under the event key (the
    // programming guide's "Layer Actions": "When a CAAnimation instance receives the runActionForKey:object:arguments:
    // message it responds by adding itself to the layer's animations"; calayerdelegate/action(for:forkey:)'s listing
    // runs an animation action this way), through add(_:forKey:), which stores a copy → [fade], a copy
    let attached = layer.animation(forKey: "fade")
    let which: String
    if attached == nil { which = "none" } else if attached === anim { which = "original" } else { which = "copy" }
    return check("animation.runAsActionAddsCopyUnderKey", got: "\(keys(layer))|\(which)", expected: "[fade]|copy")
}

var animationChecks: [() -> Outcome] {
    [
        keysNilWhenNone, removeUnknownKey, oneObjectTwoKeys, animationDefaults, basicDefaults, delegateRetained,
        copyKeepsDelegate, runAddsCopyUnderKey,
    ]
}
