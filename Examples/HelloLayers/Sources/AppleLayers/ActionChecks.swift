// Actions: action(forKey:)'s search, a subclass's defaultAction(forKey:), NSNull, implicit actions
// run on a property change, and the order actions kCAOnOrderIn / kCAOnOrderOut.
//
// developer.apple.com/documentation/quartzcore/calayer/action(forkey:): the search order
//   1. the delegate's action(for:forKey:), 2. the actions dictionary, 3. "the style dictionary for
//   an actions dictionary", 4. "the defaultAction(forKey:) class method". CALayer.h states it
//   exactly: "3. look in any `actions' dictionaries in the `style' hierarchy … If any of these
//   steps results in a non-nil action object, the following steps are ignored. If the final result
//   is an instance of NSNull, it is converted to `nil'." and of +defaultActionForKey: "The default
//   implementation returns a suitable animation object for events posted by animatable
//   properties, nil otherwise."
// developer.apple.com/documentation/quartzcore/calayerdelegate/action(for:forkey:): the delegate's
//   answer "stops any further searches"; CALayerDelegate in CALayer.h: "Returning the null object
//   (i.e. '[NSNull null]') explicitly forces no further search."
// developer.apple.com/documentation/quartzcore/kcaonorderin: "the action taken when a layer becomes
//   visible, either as a result being inserted into the visible layer hierarchy or the layer is no
//   longer set as hidden"; /kcaonorderout: "when the layer is removed from the layer hierarchy or
//   is hidden".
// (AppleBehaviour checks NSNull in actions, delegate-before-actions, style actions and the implicit
//  default; AppleModel checks doubleSided/frame have none. These go further.)
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private final class AnsweringDelegate: NSObject, CALayerDelegate {
    let answer: CAAction?
    init(_ answer: CAAction?) { self.answer = answer }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
}

/// A class with its own default action for "opacity" (and the superclass's for the rest).
private final class ClassDefaultLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? TagAction("classDefault") : super.defaultAction(forKey: event)
    }
}

private func styleActions(_ tag: String) -> [String: CAAction] { ["opacity": TagAction(tag)] }

// MARK: - The search

private func delegateNSNull() -> Outcome {
    let layer = CALayer()
    layer.actions = ["opacity": TagAction("actions")]
    let delegate = AnsweringDelegate(NSNull())
    layer.delegate = delegate
    // the delegate's NSNull "explicitly forces no further search" and is converted to nil → the actions entry is
    // never reached → nil
    let got = tagOf(layer.action(forKey: "opacity"))
    return withExtendedLifetime(delegate) { check("action.delegateNSNullStopsSearch", got: got, expected: "nil") }
}

private func actionsNSNullHidesStyle() -> Outcome {
    let layer = CALayer()
    layer.actions = ["opacity": NSNull()]
    layer.style = ["actions": styleActions("style")]
    // step 2 finds NSNull, a non-nil result: "the following steps are ignored", then NSNull → nil
    return check("action.actionsNSNullHidesStyleAction", got: tagOf(layer.action(forKey: "opacity")), expected: "nil")
}

private func actionsBeforeStyle() -> Outcome {
    let layer = CALayer()
    layer.actions = ["opacity": TagAction("actions")]
    layer.style = ["actions": styleActions("style")]
    // step 2 (actions) comes before step 3 (style) → actions
    return check("action.actionsBeforeStyle", got: tagOf(layer.action(forKey: "opacity")), expected: "actions")
}

private func styleBeforeClassDefault() -> Outcome {
    let layer = ClassDefaultLayer()
    layer.style = ["actions": styleActions("style")]
    // step 3 (style) comes before step 4 (the class's defaultAction(forKey:)) → style
    return check("action.styleBeforeClassDefaultAction", got: tagOf(layer.action(forKey: "opacity")), expected: "style")
}

private func classDefaultUsed() -> Outcome {
    let layer = ClassDefaultLayer()
    // nothing in steps 1–3: step 4 asks ClassDefaultLayer.defaultAction(forKey:) → its action for opacity; for
    // position it defers to super, CALayer's default: "a suitable animation object" (a CABasicAnimation) → basic
    let got = "\(tagOf(layer.action(forKey: "opacity"))),\(tagOf(layer.action(forKey: "position")))"
    return check("action.subclassDefaultActionOverride", got: got, expected: "classDefault,basic")
}

private func nestedStyleActions() -> Outcome {
    let layer = CALayer()
    let inner: [AnyHashable: Any] = ["actions": styleActions("nested")]
    layer.style = ["style": inner]
    // CALayer.h step 3: "any `actions' dictionaries in the `style' hierarchy"; calayer/style: "This dictionary may
    // in turn have a style key, forming a hierarchy" → the actions of style.style are found → nested
    return check("action.actionsInNestedStyleFound", got: tagOf(layer.action(forKey: "opacity")), expected: "nested")
}

// MARK: - Running actions

private func nsNullDisablesPosition() -> Outcome {
    let layer = committedLayer()
    layer.actions = ["position": NSNull()]
    CATransaction.begin()
    layer.position = CGPoint(x: 50, y: 50)
    layer.opacity = 0.5
    CATransaction.commit()
    // a change runs the action action(forKey:) finds; for position that is nil (NSNull) → no animation; opacity keeps
    // its implicit animation, added under its key (the action is run with the property's key)
    let position = layer.animation(forKey: "position") == nil ? "none" : "animation"
    let opacity = layer.animation(forKey: "opacity") == nil ? "none" : "animation"
    let got = "\(position),\(opacity)"
    return check("action.actionsNSNullDisablesOnlyThatKey", got: got, expected: "none,animation")
}

private func changeRunsFoundAction() -> Outcome {
    let layer = committedLayer()
    let recorder = RunRecorder()
    layer.actions = ["opacity": recorder]
    layer.opacity = 0.5
    // "When that property changes, the layer looks for the action object associated with the property name and
    // executes it" (action(forkey:)): run once with key "opacity" on the layer itself; a custom action adds no
    // animation by itself
    let onLayer = recorder.objects == [ObjectIdentifier(layer)]
    let added = layer.animation(forKey: "opacity") == nil ? "none" : "animation"
    let got = "\(recorder.keys.joined(separator: ","))|\(onLayer)|\(added)"
    return check("action.propertyChangeRunsFoundActionOnLayer", got: got, expected: "opacity|true|none")
}

private func orderInOnInsert() -> Outcome {
    let (root, renderer) = shownRoot()
    let child = CALayer()
    let recorder = RunRecorder()
    child.actions = [kCAOnOrderIn: recorder]
    root.addSublayer(child)
    // kcaonorderin: inserted into the visible layer hierarchy → the child's onOrderIn action runs, on the child
    let onChild = recorder.objects == [ObjectIdentifier(child)]
    let got = "\(recorder.keys.joined(separator: ","))|\(onChild)"
    return withExtendedLifetime(renderer) { check("action.onOrderInWhenAddedToShownTree", got: got, expected: "onOrderIn|true") }
}

private func orderOutOnRemove() -> Outcome {
    let (root, renderer) = shownRoot()
    let child = CALayer()
    root.addSublayer(child)
    CATransaction.flush()
    let recorder = RunRecorder()
    child.actions = [kCAOnOrderOut: recorder]
    child.removeFromSuperlayer()
    // kcaonorderout: "removed from the layer hierarchy" → onOrderOut runs once, on the child
    let onChild = recorder.objects == [ObjectIdentifier(child)]
    let got = "\(recorder.keys.joined(separator: ","))|\(onChild)"
    return withExtendedLifetime(renderer) { check("action.onOrderOutWhenRemoved", got: got, expected: "onOrderOut|true") }
}

private func hiddenRunsOrderActions() -> Outcome {
    let (root, renderer) = shownRoot()
    let child = CALayer()
    root.addSublayer(child)
    CATransaction.flush()
    let recorder = RunRecorder()
    child.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
    child.isHidden = true
    child.isHidden = false
    // kcaonorderout: "or is hidden"; kcaonorderin: "or the layer is no longer set as hidden" → out, then in
    return withExtendedLifetime(renderer) {
        check("action.hiddenTogglesRunOrderOutThenIn", got: recorder.keys.joined(separator: ","), expected: "onOrderOut,onOrderIn")
    }
}

var actionChecks: [() -> Outcome] {
    [
        delegateNSNull, actionsNSNullHidesStyle, actionsBeforeStyle, styleBeforeClassDefault, classDefaultUsed,
        nestedStyleActions,
        nsNullDisablesPosition, changeRunsFoundAction, orderInOnInsert, orderOutOnRemove, hiddenRunsOrderActions,
    ]
}
