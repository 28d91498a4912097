// Which changes run actions (animatable and non-animatable properties, custom key-value coding
// properties, frame, sublayers; disableActions; the model value when the action runs) and the
// action search as a changed layer makes it (the delegate, a subclass's action(forKey:), a
// class's defaultAction(forKey:), style dictionaries, NSNull).
//
// Core Animation Programming Guide, "Changing a Layer's Default Behavior": "Action objects can be
// triggered by any of the following situations: The value of one of the layer's properties
// changed. This can be any of the layer's properties and not just the animatable ones. (You can
// also associate actions with custom properties you add to your layers.) The key that identifies
// the action is the name of the property."
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The trigger and search checks.
func triggerChecks(_ report: Report) {
    propertyTriggers(report)
    derivedTriggers(report)
    searchChecks(report)
}

/// Sets `layer.actions = [key: recorder]`, makes the change and answers `<runs for key>|<all on the layer>`.
private func runsAction(forKey key: String, on layer: CALayer = committedLayer(), change: (CALayer) -> Void) -> String {
    let recorder = RunRecorder()
    layer.actions = [key: recorder]
    change(layer)
    let onLayer = recorder.objects.allSatisfy { $0 == ObjectIdentifier(layer) }
    return "\(recorder.keys.filter { $0 == key }.count)|\(onLayer)"
}

private func propertyTriggers(_ report: Report) {
    let notJustAnimatable = "\(Doc.guide): 'any of the layer's properties and not just the animatable ones'"
    report.same("trigger.animatableOpacity", runsAction(forKey: "opacity") { $0.opacity = 0.5 }, "1|true", Doc.guide)
    report.same("trigger.nonAnimatableName", runsAction(forKey: "name") { $0.name = "x" }, "1|true", notJustAnimatable)
    report.same("trigger.nonAnimatableContentsGravity",
                runsAction(forKey: "contentsGravity") { $0.contentsGravity = .center }, "1|true", notJustAnimatable)
    report.same("trigger.nonAnimatableGeometryFlipped",
                runsAction(forKey: "geometryFlipped") { $0.isGeometryFlipped = true }, "1|true", notJustAnimatable)
    report.same("trigger.customKVCProperty", runsAction(forKey: "glow") { $0.setValue(0.75, forKey: "glow") }, "1|true",
                "\(Doc.guide): 'You can also associate actions with custom properties you add to your layers'")
    report.same("trigger.hiddenKey", runsAction(forKey: "hidden") { $0.isHidden = true }, "1|true",
                "\(Doc.qc)/calayer/ishidden is Animatable: the property's own action runs; \(Doc.guide)")
    report.same("trigger.contentsKey", runsAction(forKey: "contents") { $0.contents = makeContext(1, 1).makeImage() },
                "1|true", Doc.guide)
    report.same("trigger.boundsKey", runsAction(forKey: "bounds") { $0.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) },
                "1|true", Doc.guide)
    report.same("trigger.zPositionKey", runsAction(forKey: "zPosition") { $0.zPosition = 3 }, "1|true", Doc.guide)
    report.same("trigger.cornerRadiusKey", runsAction(forKey: "cornerRadius") { $0.cornerRadius = 3 }, "1|true", Doc.guide)
}

private func derivedTriggers(_ report: Report) {
    do {
        let layer = committedLayer()
        let recorder = RunRecorder()
        layer.actions = ["position": recorder, "bounds": recorder, "frame": recorder]
        layer.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        // calayer/frame: "the frame rectangle is derived from the bounds, anchorPoint and position properties" and
        // frame is not animatable; setting it changes position and bounds → their actions run, none for "frame"
        report.same("trigger.frameRunsPositionAndBounds", recorder.keys.sorted().joined(separator: ","), "bounds,position",
                    "\(Doc.frame): 'derived from the bounds, anchorPoint and position properties'; \(Doc.guide)")
    }
    do {
        let parent = committedLayer()
        let recorder = RunRecorder()
        parent.actions = ["sublayers": recorder]
        parent.addSublayer(CALayer())
        let added = recorder.keys.count
        parent.sublayers?.first?.removeFromSuperlayer()
        // "sublayers" is a property of the layer: adding and removing a sublayer change it → action "sublayers" on
        // the parent (the key widely disabled with NSNull to stop the insertion fade)
        let onParent = recorder.objects.allSatisfy { $0 == ObjectIdentifier(parent) }
        report.same("trigger.sublayersKeyOnAddAndRemove", "\(added),\(recorder.keys.count),\(onParent)", "1,2,true",
                    "\(Doc.guide): 'any of the layer's properties'; \(Doc.qc)/calayer/sublayers")
    }
    do {
        let layer = committedLayer()
        let recorder = RunRecorder()
        layer.actions = ["opacity": recorder]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.1
        CATransaction.commit()
        // disableActions: "implicit actions for property changes made within the transaction group are
        // suppressed": custom actions too (the action is never looked up and run)
        report.same("trigger.disableActionsSuppressesCustomAction", "\(recorder.keys.count)", "0", Doc.disableActions)
    }
    do {
        let layer = committedLayer()
        layer.opacity = 0.8
        CATransaction.flush()
        let recorder = RunRecorder()
        layer.actions = ["opacity": recorder]
        layer.opacity = 0.3
        // the action runs with the new model value already set (the change has happened when
        // run(forKey:object:arguments:) is sent; Apple's own listing of action(for:forKey:) reads the new value)
        report.same("trigger.actionRunAfterModelChange", numText(recorder.valuesAtRun.first ?? nil), "0.300",
                    "\(Doc.guide), Listing 6-1", uncertain: "Apple does not say when, relative to the change, the action runs")
        report.same("trigger.propertyChangeArgumentsNil", "\(recorder.argumentsNil)", "[true]", "\(Doc.qc)/caaction",
                    uncertain: "Apple does not document the arguments of a property change's action")
    }
}

// MARK: - The search, as a changed layer makes it (calayer/action(forkey:))

private final class KeyLoggingDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    var sameLayer = true
    weak var expected: CALayer?
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        calls.append(event)
        if let expected, expected !== layer { sameLayer = false }
        return nil
    }
}

private final class OverridingLayer: CALayer {
    let recorder = RunRecorder()
    override func action(forKey event: String) -> CAAction? {
        event == "opacity" ? recorder : super.action(forKey: event)
    }
}

private final class ClassDefaultLayer: CALayer {
    nonisolated(unsafe) static let recorder = RunRecorder()
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "name" ? recorder : super.defaultAction(forKey: event)
    }
}

private final class NullDefaultLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? NSNull() : super.defaultAction(forKey: event)
    }
}

private func searchChecks(_ report: Report) {
    do {
        let layer = committedLayer()
        let delegate = KeyLoggingDelegate()
        delegate.expected = layer
        layer.delegate = delegate
        layer.position = CGPoint(x: 40, y: 40)
        // calayer/action(forkey:) step 1: the delegate's action(for:forKey:) is asked with the layer and the key; it
        // answers nil → the search continues to the default → the implicit animation is added under "position"
        let anim = layer.animation(forKey: "position")
        report.same("search.delegateAskedWithKeyThenDefaultUsed",
                    "\(delegate.calls.contains("position")),\(delegate.sameLayer),\(anim is CABasicAnimation)",
                    "true,true,true", "\(Doc.action); \(Doc.delegateAction)")
        withExtendedLifetime(delegate) {}
    }
    do {
        let layer = OverridingLayer()
        CATransaction.flush()
        layer.opacity = 0.4
        // "When that property changes, the layer looks for the action object … and executes it": the lookup is
        // action(forKey:) itself, so a subclass override decides
        report.same("search.subclassActionOverrideUsedOnChange", "\(layer.recorder.keys)", "[\"opacity\"]",
                    "\(Doc.action): 'Subclasses can override this method'")
    }
    do {
        let layer = ClassDefaultLayer()
        CATransaction.flush()
        layer.name = "n"
        // a class's defaultAction(forKey:) for a non-animatable property ("Classes that want to provide default
        // actions can override this method") runs on a change of it (guide: any property triggers)
        report.same("search.classDefaultActionForNonAnimatableRuns", "\(ClassDefaultLayer.recorder.keys)", "[\"name\"]",
                    "\(Doc.defaultAction); \(Doc.guide)")
    }
    do {
        let layer = CALayer()
        let recorder = RunRecorder()
        layer.style = ["actions": ["opacity": recorder] as [String: Any]]
        // the style's actions dictionary given as [String: Any] (as an NSDictionary from Objective-C would be)
        report.same("search.styleActionsAsAnyDictionary", layer.action(forKey: "opacity") === recorder ? "found" : "other",
                    "found", "\(Doc.action): step 3, 'the style dictionary for an actions dictionary'")
    }
    do {
        let layer = CALayer()
        let recorder = RunRecorder()
        layer.actions = ["opacity": recorder]
        layer.style = ["actions": ["opacity": NSNull()]]
        // actions (step 2) before style (step 3)
        report.same("search.actionsWinsOverStyleNSNull", layer.action(forKey: "opacity") === recorder ? "found" : "other",
                    "found", Doc.action)
    }
    do {
        let layer = CALayer()
        layer.style = ["actions": ["opacity": NSNull()]]
        // NSNull in style stops the search ("If any of these steps results in a non-nil action object, the following
        // steps are ignored. If the final result is an instance of NSNull, it is converted to nil") → nil
        report.same("search.styleNSNullStopsSearch", layer.action(forKey: "opacity") == nil ? "nil" : "action", "nil",
                    "\(Doc.action); CALayer.h")
    }
    do {
        let layer = NullDefaultLayer()
        CATransaction.flush()
        layer.opacity = 0.5
        // NSNull from defaultAction(forKey:): "If the final result is an instance of NSNull, it is converted to nil"
        report.same("search.classDefaultNSNullDisablesImplicit",
                    "\(layer.action(forKey: "opacity") == nil),\(layer.animation(forKey: "opacity") == nil)", "true,true",
                    "\(Doc.action); CALayer.h")
    }
}
