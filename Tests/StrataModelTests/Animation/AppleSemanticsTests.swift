import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Apple's documented semantics where Strata used to differ. Expected values come from Apple's
// documentation of each class (defaults), CAMediaTiming's t_local = (t_parent − beginTime) ×
// speed + timeOffset for frozen layers, and component-wise colour interpolation.

@Suite("Apple semantics: groups, transitions, optional properties, defaults, nested completions")
struct AppleSemanticsTests {
    @Test("a group's child whose duration is 0 lasts as long as the group")
    func childTakesGroupDuration() {
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = CGFloat(0)
        child.toValue = CGFloat(100)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 2
        var target = DictionaryTarget(["opacity": CGFloat(-1)])
        _ = group.apply(to: &target, atParentTime: 1)
        // Half of the group's 2 s, so half of the child's run: 50 (with 0.25 s it would be done).
        #expect(target.number("opacity").map { abs($0 - 50) < 1e-9 } == true)
    }

    @Test("an animation added with no duration takes the transaction's animation duration, else 0.25 s")
    func addTakesTransactionDuration() throws {
        // Apple, add(_:forKey:): "If the duration property of the animation is zero or negative,
        // the duration is changed to the current value of the kCATransactionAnimationDuration
        // transaction property (if set) or to the default value of 0.25 seconds."
        func added(duration: CFTimeInterval, inTransactionOf transaction: CFTimeInterval?) throws -> (CALayer, CAAnimation) {
            let layer = CALayer()
            layer.speed = 0
            layer.timeOffset = 1.2
            let move = CABasicAnimation(keyPath: "zPosition")
            move.fromValue = CGFloat(0)
            move.toValue = CGFloat(100)
            move.beginTime = 1
            move.duration = duration
            CATransaction.begin()
            if let transaction { CATransaction.setAnimationDuration(transaction) }
            layer.add(move, forKey: "move")
            CATransaction.commit()
            // The caller's animation is not changed, only the layer's copy.
            #expect(move.duration == duration)
            return (layer, try #require(layer.animation(forKey: "move")))
        }
        // 2 s from the transaction: 0.2 s in (local 1.2 − begin 1) is a tenth: 10. (Each
        // animation is still running at 0.2 s, so still on the layer.)
        let (layer, copy) = try added(duration: 0, inTransactionOf: 2)
        #expect(copy.duration == 2)
        #expect(layer.presentation().map { abs($0.zPosition - 10) < 1e-9 } == true)
        #expect(try added(duration: -1, inTransactionOf: 2).1.duration == 2)
        #expect(try added(duration: 0, inTransactionOf: nil).1.duration == 0.25)
        #expect(try added(duration: 3, inTransactionOf: 2).1.duration == 3)
    }

    /// The Core Animation Programming Guide's example of the default-value convention, with a
    /// number of its own and an answer of the wrong type.
    private final class ClippingLayer: CALayer {
        override class func defaultValue(forKey key: String) -> Any? {
            switch key {
            case "masksToBounds": return true
            case "cornerRadius": return CGFloat(8)
            case "opacity": return "opaque"
            default: return super.defaultValue(forKey: key)
            }
        }
    }

    @Test("a subclass's defaultValue(forKey:) gives its new layers their initial values")
    func subclassDefaults() {
        // The guide: "a class can provide a default value for a property that has no set
        // value" (Listing C-1 overrides masksToBounds to YES).
        let layer = ClippingLayer()
        #expect(layer.masksToBounds)
        #expect(layer.cornerRadius == 8)
        // Not a Float: left at Core Animation's default, 1.
        #expect(layer.opacity == 1)
        // Set values win; plain layers keep Core Animation's defaults.
        layer.masksToBounds = false
        #expect(!layer.masksToBounds)
        #expect(ClippingLayer().masksToBounds)
        #expect(!CALayer().masksToBounds)
        #expect(CALayer().cornerRadius == 0)
    }

    @Test("a transition added with a nil key is stored under kCATransition")
    func transitionKey() {
        let layer = CALayer()
        layer.add(CATransition(), forKey: nil)
        #expect(layer.animationKeys() == [kCATransition])
        #expect(layer.animation(forKey: kCATransition) is CATransition)
        // Other animations added without a key stay unnamed.
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
        #expect(layer.animationKeys() == [kCATransition])
    }

    @Test("backgroundColor animates from red to blue on a layer with no background")
    func optionalPropertyFromNil() throws {
        let layer = CALayer()
        layer.speed = 0
        layer.timeOffset = 1.5
        #expect(layer.backgroundColor == nil)
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.beginTime = 1
        tint.duration = 1
        var shown: CGColor?
        let reports = BehaviourTestSupport.recordingDiagnostics {
            layer.add(tint, forKey: "tint")
            shown = layer.presentation()?.backgroundColor
        }
        #expect(reports.isEmpty, "\(reports)")
        // Half way, component by component: (0.5, 0, 0.5, 1).
        let components = try #require(shown?.components)
        #expect(components.count == 4)
        for (got, expected) in zip(components, [0.5, 0, 0.5, 1] as [CGFloat]) { #expect(abs(got - expected) < 1e-6) }
    }

    @Test("a shape layer's path animates in its presentation though its model has none")
    func pathFromNil() throws {
        // Two rects of the same elements, half way: corners (20, 20)–(60, 60) and (100, 40)–(180, 80)
        // blend point by point to (60, 30)–(120, 70).
        let shape = CAShapeLayer()
        shape.speed = 0
        shape.timeOffset = 1.5
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)
        morph.toValue = CGPath(rect: CGRect(x: 100, y: 40, width: 80, height: 40), transform: nil)
        morph.beginTime = 1
        morph.duration = 1
        var shown: CGPath?
        let reports = BehaviourTestSupport.recordingDiagnostics {
            shape.add(morph, forKey: "morph")
            shown = shape.presentation()?.path
        }
        #expect(reports.isEmpty, "\(reports)")
        #expect(try #require(shown).boundingBox == CGRect(x: 60, y: 30, width: 60, height: 40))
        #expect(shape.path == nil)
    }

    @Test("defaultValue(forKey:) answers Apple's defaults for every class")
    func defaults() throws {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CABasicAnimation.defaultValue(forKey: "duration") as? CFTimeInterval == 0)
        #expect(CABasicAnimation.defaultValue(forKey: "additive") as? Bool == false)
        #expect((CAKeyframeAnimation.defaultValue(forKey: "calculationMode") as? CAAnimationCalculationMode)?.rawValue
            == "linear")
        #expect(CASpringAnimation.defaultValue(forKey: "stiffness") as? CGFloat == 100)
        // Opaque black, in whatever colour space: every colour component 0, alpha 1.
        let fill = try #require(CAShapeLayer.defaultValue(forKey: "fillColor") as? CGColor)
        #expect(fill.alpha == 1 && fill.components?.dropLast().allSatisfy { $0 == 0 } == true)
        #expect(CAShapeLayer.defaultValue(forKey: "fillRule") as? CAShapeLayerFillRule == .nonZero)
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "miterLimit") as? CGFloat == 10)
        #expect(CAShapeLayer.defaultValue(forKey: "lineCap") as? CAShapeLayerLineCap == .butt)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeColor") == nil)
        // The base class's defaults still answer through a subclass.
        #expect(CAShapeLayer.defaultValue(forKey: "opacity") as? Float == 1)
        let white = try #require(CAReplicatorLayer.defaultValue(forKey: "instanceColor") as? CGColor)
        #expect(white.alpha == 1 && white.components?.dropLast().allSatisfy { $0 == 1 } == true)
        #expect(CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? Int == 1)
        #expect(CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint == CGPoint(x: 0.5, y: 0))
        #expect(CAGradientLayer.defaultValue(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.5, y: 1))
        #expect(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat == 36)
        #expect(CAScrollLayer.defaultValue(forKey: "scrollMode") as? CAScrollLayerScrollMode == .both)
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
    }

    @Test("completionBlock() inside a nested transaction without one answers the enclosing one's")
    func nestedCompletionBlock() {
        let log = BehaviourTestSupport.Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.completionBlock()?()
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.completionBlock()?()
        CATransaction.commit()
        CATransaction.completionBlock()?()
        CATransaction.commit()
        // Asked in the inner transaction before it set its own: the outer block; after: the
        // inner one; the inner commit (no animation added) ran the inner block; asked after it:
        // the outer block again; the outer commit ran it.
        #expect(log.entries == ["outer", "inner", "inner", "outer", "outer"])
    }
}
