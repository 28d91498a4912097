import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// Implicit actions of the subclasses' animatable properties, Apple's lists: CAShapeLayer path,
/// fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, lineDashPhase, miterLimit;
/// CAGradientLayer colors, locations, startPoint, endPoint; CAReplicatorLayer instanceCount,
/// instanceDelay, instanceTransform, instanceColor and the four instance offsets (the header marks
/// each "Animatable"); CATextLayer fontSize and
/// foregroundColor. A change looks up `action(forKey:)` as for the base properties and by default
/// adds a 0.25 s `CABasicAnimation` under the key, from the value shown before the change.
@Suite("Animation: subclass implicit actions")
struct SubclassImplicitActionTests {
    /// `layer` in a frozen tree (root speed 0, local time 100) that has been committed, so that
    /// its changes run actions and its animations stand still.
    private func shown<L: CALayer>(_ layer: L) -> (root: CALayer, layer: L) {
        let root = CALayer()
        root.speed = 0
        root.timeOffset = 100
        root.addSublayer(layer)
        CATransaction.flush()
        return (root, layer)
    }

    /// The default implicit animation under `key`, checked for Apple's shape of it.
    private func defaultAnimation(_ layer: CALayer, _ key: String) -> CABasicAnimation? {
        guard let animation = layer.animation(forKey: key) as? CABasicAnimation,
              animation.keyPath == key, animation.duration == 0.25, animation.toValue == nil,
              animation.timingFunction == CAMediaTimingFunction(name: .default) else { return nil }
        return animation
    }

    @Test("each animatable shape property but path adds the default animation from its old value")
    func shapeProperties() throws {
        let (_, shape) = shown(CAShapeLayer())
        let oldPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        withoutActions { shape.path = oldPath; shape.strokeColor = CGColor(gray: 0.5, alpha: 1) }
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.strokeColor = CGColor(gray: 1, alpha: 1)
        shape.lineWidth = 3
        shape.miterLimit = 4
        shape.lineDashPhase = 2
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.5
        // Apple's path: "Unlike most animatable properties, path (as with all CGPath animatable
        // properties) does not support implicit animation."
        #expect(shape.animation(forKey: "path") == nil)
        #expect(try #require(defaultAnimation(shape, "fillColor")).fromValue as? CGColor == CGColor(gray: 0, alpha: 1))
        #expect(try #require(defaultAnimation(shape, "strokeColor")).fromValue as? CGColor == CGColor(gray: 0.5, alpha: 1))
        #expect(try #require(defaultAnimation(shape, "lineWidth")).fromValue as? CGFloat == 1)     // Apple's default
        #expect(try #require(defaultAnimation(shape, "miterLimit")).fromValue as? CGFloat == 10)
        #expect(try #require(defaultAnimation(shape, "lineDashPhase")).fromValue as? CGFloat == 0)
        #expect(try #require(defaultAnimation(shape, "strokeStart")).fromValue as? CGFloat == 0)
        #expect(try #require(defaultAnimation(shape, "strokeEnd")).fromValue as? CGFloat == 1)
        // The model holds the new values at once.
        #expect(shape.strokeEnd == 0.5 && shape.lineWidth == 3)
    }

    @Test("gradient, text and replicator properties add the default animation from their old values")
    func otherSubclasses() throws {
        let (_, gradient) = shown(CAGradientLayer())
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        withoutActions { gradient.colors = [red, blue]; gradient.locations = [0, 1] }
        gradient.colors = [blue, red]
        gradient.locations = [0.25, 0.75]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let colors = try #require(defaultAnimation(gradient, "colors")?.fromValue as? [CGColor])
        #expect(colors == [red, blue])
        #expect(try #require(defaultAnimation(gradient, "locations")?.fromValue as? [NSNumber]) == [0, 1])
        #expect(defaultAnimation(gradient, "startPoint")?.fromValue as? CGPoint == CGPoint(x: 0.5, y: 0))
        #expect(defaultAnimation(gradient, "endPoint")?.fromValue as? CGPoint == CGPoint(x: 0.5, y: 1))

        let (_, text) = shown(CATextLayer())
        text.fontSize = 12
        text.foregroundColor = blue
        #expect(defaultAnimation(text, "fontSize")?.fromValue as? CGFloat == 36)
        #expect(defaultAnimation(text, "foregroundColor")?.fromValue as? CGColor == CGColor(gray: 1, alpha: 1))

        let (_, replicator) = shown(CAReplicatorLayer())
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        replicator.instanceColor = red
        replicator.instanceRedOffset = -0.1
        replicator.instanceGreenOffset = -0.2
        replicator.instanceBlueOffset = -0.3
        replicator.instanceAlphaOffset = -0.4
        #expect(defaultAnimation(replicator, "instanceCount")?.fromValue as? Int == 1)
        #expect(defaultAnimation(replicator, "instanceDelay")?.fromValue as? CFTimeInterval == 0)
        #expect(defaultAnimation(replicator, "instanceTransform")?.fromValue as? CATransform3D == CATransform3DIdentity)
        // Opaque white, the default instance colour, is what the animation starts from.
        #expect((defaultAnimation(replicator, "instanceColor")?.fromValue as? CGColor)?.components == [1, 1, 1, 1])
        for key in ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"] {
            #expect(defaultAnimation(replicator, key)?.fromValue as? Float == 0, "\(key)")
        }
    }

    @Test("an animated instanceCount is presented as the mixed count made whole toward zero")
    func instanceCountAnimates() throws {
        // Linear from 1 to 10 over 1 s, half way at the frozen local time 100: 5.5, stored in an
        // NSInteger as key-value coding stores a number, 5.
        let (root, replicator) = shown(CAReplicatorLayer())
        let grow = CABasicAnimation(keyPath: "instanceCount")
        grow.fromValue = 1
        grow.toValue = 10
        grow.duration = 1
        grow.beginTime = 99.5
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        replicator.add(grow, forKey: "grow")
        withExtendedLifetime(root) {
            #expect(replicator.presentation()?.instanceCount == 5)
            #expect(replicator.instanceCount == 1)
        }
    }

    @Test("non-animatable subclass properties, unchanged values and actions turned off add nothing")
    func noAnimation() {
        let (_, shape) = shown(CAShapeLayer())
        shape.fillRule = .evenOdd
        shape.lineCap = .round
        shape.lineJoin = .bevel
        shape.lineDashPattern = [2, 2]
        shape.strokeEnd = 1
        withoutActions { shape.strokeStart = 0.5 }
        #expect(shape.animationKeys() == nil)
        let (_, text) = shown(CATextLayer())
        text.string = "changed"
        text.isWrapped = true
        #expect(text.animationKeys() == nil)
        let (_, replicator) = shown(CAReplicatorLayer())
        replicator.preservesDepth = true
        #expect(replicator.animationKeys() == nil)
        // A layer never committed appears as it is set up.
        let fresh = CAShapeLayer()
        fresh.strokeEnd = 0.5
        #expect(fresh.animationKeys() == nil)
    }

    @Test("the search order applies to subclass keys: actions replace the default, NSNull stops it")
    func searchOrder() throws {
        let (_, shape) = shown(CAShapeLayer())
        let custom = CABasicAnimation(keyPath: "strokeEnd")
        custom.duration = 3
        shape.actions = ["strokeEnd": custom, "lineWidth": NSNull()]
        shape.strokeEnd = 0.5
        shape.lineWidth = 4
        #expect(shape.animation(forKey: "strokeEnd")?.duration == 3)
        #expect(shape.animation(forKey: "lineWidth") == nil)
    }

    @Test("fromValue is the presentation value when the property is already animating")
    func fromPresentationValue() throws {
        let (root, shape) = shown(CAShapeLayer())
        shape.strokeEnd = 0.5
        // Frozen at local time 100, when the first animation began; move to 100.125, half its
        // 0.25 s duration: the default curve (0.25, 0.1, 0.25, 1) at x = 0.5.
        root.timeOffset = 100.125
        let eased = AnimTest.bezierTiming(0.5, 0.25, 0.1, 0.25, 1)
        let shownNow = 1 + (0.5 - 1) * eased
        shape.strokeEnd = 0.2
        let second = try #require(shape.animation(forKey: "strokeEnd") as? CABasicAnimation)
        #expect(AnimTest.close((second.fromValue as? CGFloat).map(Double.init), shownNow, 1e-6))
        #expect(shape.animationKeys() == ["strokeEnd"])
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
