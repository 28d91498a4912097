import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// The model side of CAAnimation as Apple documents it: defaults, copying (independent copies;
// groups share children), the strongly held delegate, key-value coding with arbitrary keys,
// start/finish helpers, and the class hierarchy.

private final class Delegate: CAAnimationDelegate {}

@Suite("Animation: model")
struct ModelAnimationTests {
    @Test("Apple's defaults")
    func defaults() {
        let a = CABasicAnimation()
        #expect(a.beginTime == 0 && a.duration == 0 && a.speed == 1 && a.timeOffset == 0)
        #expect(a.repeatCount == 0 && a.repeatDuration == 0 && !a.autoreverses)
        #expect(a.fillMode == .removed && a.isRemovedOnCompletion && a.timingFunction == nil)
        #expect(a.delegate == nil && a.keyPath == nil && !a.isAdditive && !a.isCumulative)
        #expect(a.valueFunction == nil && a.fromValue == nil && a.toValue == nil && a.byValue == nil)
        let k = CAKeyframeAnimation(keyPath: "position")
        #expect(k.keyPath == "position" && k.calculationMode == .linear && k.rotationMode == nil)
        #expect(k.values == nil && k.path == nil && k.keyTimes == nil && k.timingFunctions == nil)
        let t = CATransition()
        #expect(t.type == .fade && t.subtype == nil && t.startProgress == 0 && t.endProgress == 1)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CASpringAnimation.defaultValue(forKey: "stiffness") as? CGFloat == 100)
        #expect(CAAnimation.defaultValue(forKey: "nothing") == nil)
    }

    @Test("Apple's raw values for the string constants")
    func rawValues() {
        #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
        #expect(CAAnimationRotationMode.rotateAuto.rawValue == "auto")
        #expect(CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
        #expect(CATransitionType.moveIn.rawValue == "moveIn")
        #expect(CATransitionSubtype.fromBottom.rawValue == "fromBottom")
        #expect(CAValueFunctionName.translateZ.rawValue == "translateZ")
    }

    @Test("a copy is independent and keeps its class and fields")
    func copyIndependent() throws {
        let a = CASpringAnimation(keyPath: "opacity")
        a.fromValue = CGFloat(1)
        a.toValue = CGFloat(2)
        a.duration = 3
        a.mass = 4
        a.isAdditive = true
        a.setValue("tag", forKey: "name")
        let copy = try #require(a.copy() as? CASpringAnimation)
        #expect(copy !== a)
        #expect(copy.keyPath == "opacity" && copy.duration == 3 && copy.mass == 4 && copy.isAdditive)
        #expect(copy.toValue as? CGFloat == 2 && copy.value(forKey: "name") as? String == "tag")
        a.toValue = CGFloat(9)
        a.duration = 5
        a.keyPath = "position"
        a.setValue("other", forKey: "name")
        #expect(copy.toValue as? CGFloat == 2 && copy.duration == 3 && copy.keyPath == "opacity")
        #expect(copy.value(forKey: "name") as? String == "tag")
        // The copy evaluates its own key path.
        var target = DictionaryTarget(["opacity": CGFloat(0)])
        copy.isAdditive = false
        copy.mass = 1
        _ = copy.apply(to: &target, atParentTime: 0)
        #expect(target.number("opacity") == 1)
    }

    @Test("a keyframe copy evaluates like the original, then independently")
    func keyframeCopy() throws {
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [CGFloat(0), CGFloat(10)]
        a.duration = 1
        let copy = try #require(a.copy() as? CAKeyframeAnimation)
        a.values = [CGFloat(0), CGFloat(1000)]
        var target = DictionaryTarget(["opacity": CGFloat(0)])
        _ = copy.apply(to: &target, atParentTime: 0.5)
        #expect(target.number("opacity") == 5)
    }

    @Test("the delegate is held strongly, as Apple documents")
    func strongDelegate() {
        let animation = CABasicAnimation()
        weak var weakDelegate: Delegate?
        do {
            let delegate = Delegate()
            weakDelegate = delegate
            animation.delegate = delegate
        }
        #expect(weakDelegate != nil)
        animation.delegate = nil
        #expect(weakDelegate == nil)
    }

    @Test("key-value coding: properties by key and arbitrary tags")
    func keyValueCoding() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.setValue(2.0, forKey: "duration")
        a.setValue(Float(3), forKey: "repeatCount")
        a.setValue(true, forKey: "autoreverses")
        a.setValue("forwards", forKey: "fillMode")
        a.setValue(CGFloat(7), forKey: "toValue")
        a.setValue("card", forKey: "animationID")
        #expect(a.duration == 2 && a.repeatCount == 3 && a.autoreverses && a.fillMode == .forwards)
        #expect(a.toValue as? CGFloat == 7)
        #expect(a.value(forKey: "animationID") as? String == "card")
        #expect(a.value(forKey: "keyPath") as? String == "opacity")
        #expect(a.value(forKey: "speed") as? Float == 1)
        #expect(a.value(forKey: "missing") == nil)
    }

    @Test("started and finished: from beginTime to the end of the active duration")
    func startAndFinish() {
        let a = AnimTest.basic("opacity", to: CGFloat(1), duration: 2)
        a.beginTime = 1
        a.repeatCount = 1.5
        #expect(!a.hasStarted(atParentTime: 0.9) && a.hasStarted(atParentTime: 1))
        // Active duration 2 × 1.5 = 3 s from 1.
        #expect(!a.isFinished(atParentTime: 3.9) && a.isFinished(atParentTime: 4))
        a.repeatCount = .infinity
        #expect(!a.isFinished(atParentTime: 1e9))
    }

    @Test("a key path is parsed once into root and sub-path")
    func keyPathParsing() throws {
        let path = try #require(AnimationKeyPath("transform.rotation.z"))
        #expect(path.root == "transform" && path.sub == ["rotation", "z"])
        #expect(AnimationKeyPath("opacity")?.sub == [])
        #expect(AnimationKeyPath("") == nil && AnimationKeyPath("a..b") == nil && AnimationKeyPath(".x") == nil)
        let a = CABasicAnimation(keyPath: "bounds.size.width")
        #expect(a.parsedKeyPath?.root == "bounds" && a.parsedKeyPath?.sub == ["size", "width"])
    }

    @Test("an animation is a CAAction that runs by adding itself to a layer")
    func action() {
        let action: CAAction = AnimTest.basic("opacity", to: CGFloat(1))
        // Objects other than layers are ignored.
        action.run(forKey: "opacity", object: CALayer(), arguments: nil)
        action.run(forKey: "opacity", object: "not a layer", arguments: nil)
    }

    @Test("a transition's progress maps the timing into startProgress…endProgress")
    func transitionProgress() {
        let t = CATransition()
        t.type = .push
        t.subtype = .fromRight
        t.duration = 2
        t.startProgress = 0.2
        t.endProgress = 0.6
        #expect(t.progress(atParentTime: -1) == nil)
        // Half-way: 0.2 + 0.5 × (0.6 − 0.2).
        #expect(AnimTest.close(t.progress(atParentTime: 1), 0.4, 1e-7))
        t.timingFunction = CAMediaTimingFunction(name: .easeIn)
        #expect(AnimTest.close(t.progress(atParentTime: 0.5), 0.2 + 0.4 * AnimTest.easeIn(0.25), 1e-6))
        #expect(t.progress(atParentTime: 3) == nil)
        let copy = t.copy() as? CATransition
        #expect(copy?.type == .push && copy?.subtype == .fromRight && copy?.endProgress == 0.6)
    }
}
