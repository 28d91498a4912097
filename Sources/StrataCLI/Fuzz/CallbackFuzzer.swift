import Foundation
import Strata

/// What apps do from inside Core Animation's callbacks, and the values that sent earlier rounds
/// of hostile testing to a trap: delegates and completion blocks that remove and re-add
/// animations of the layer they hear about, animation groups that contain themselves or nest
/// deep, a flush from inside `draw(in:)`, attribute numbers past `Int`, springs of extreme
/// stiffness and damping, long paths, and `NSValue` boxes of the wrong kind. Each part ends
/// with a flush and a few rendered frames; reaching the end is the test.
struct CallbackFuzzer {
    var random: FuzzRandom

    /// Runs one round on `layers` (the iteration's tree, `root` first).
    mutating func run(on layers: [CALayer], root: CALayer) {
        let budget = CallbackBudget(remaining: Int.random(in: 1...40, using: &random))
        for layer in layers where Int.random(in: 0..<3, using: &random) == 0 {
            addCallbackAnimations(to: layer, budget: budget)
        }
        if let layer = layers.randomElement(using: &random) { addNestedGroup(to: layer) }
        if let layer = layers.randomElement(using: &random) { addExtremeSpring(to: layer) }
        if let layer = layers.randomElement(using: &random) { addLongPath(to: layer) }
        if let layer = layers.randomElement(using: &random) { setWrongBoxes(on: layer) }
        root.addSublayer(hugeAttributeText())
        let flushing = FlushingLayer()
        flushing.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        root.addSublayer(flushing)
        flushing.setNeedsDisplay()
        CATransaction.flush()
        _ = FrameRenderer.image(of: root, width: 32, height: 32, scale: 1)
        CATransaction.flush()
    }

    /// Animations that finished a second ago (so the next rendered frame reports them) with delegates and
    /// a completion block that change the layer's animations.
    private mutating func addCallbackAnimations(to layer: CALayer, budget: CallbackBudget) {
        CATransaction.begin()
        let completionSeed = random.next()
        CATransaction.setCompletionBlock { [weak layer] in
            guard let layer else { return }
            var random = FuzzRandom(seed: completionSeed)
            CallbackDelegate.meddle(with: layer, budget: budget, random: &random)
        }
        for index in 0..<Int.random(in: 1...4, using: &random) {
            let animation = CABasicAnimation(keyPath: ["opacity", "position.x", "bounds"].randomElement(using: &random))
            animation.toValue = random.hostileNumber(typical: 0...1)
            animation.beginTime = CACurrentMediaTime() - Double.random(in: 0...2, using: &random)
            animation.duration = Double.random(in: 0.001...1.5, using: &random)
            animation.isRemovedOnCompletion = Bool.random(using: &random)
            animation.delegate = CallbackDelegate(layer: layer, budget: budget, seed: random.next())
            layer.add(animation, forKey: Bool.random(using: &random) ? "k\(index % 2)" : nil)
        }
        CATransaction.commit()
    }

    /// A group containing itself (directly or through another), or a deep chain of groups.
    private mutating func addNestedGroup(to layer: CALayer) {
        let outer = CAAnimationGroup(), inner = CAAnimationGroup()
        outer.animations = [CABasicAnimation(keyPath: "opacity"), inner]
        switch Int.random(in: 0..<3, using: &random) {
        case 0: inner.animations = [inner]
        case 1: inner.animations = [outer]
        default:
            var deepest = inner
            for _ in 0..<Int.random(in: 1...3000, using: &random) {
                let next = CAAnimationGroup()
                deepest.animations = [next]
                deepest = next
            }
        }
        layer.add(outer, forKey: "group")
        // Break the cycle the fuzzer made, so that the iteration's memory is freed.
        inner.animations = nil
    }

    /// A spring whose stiffness, damping and mass go far past everyday values.
    private mutating func addExtremeSpring(to layer: CALayer) {
        let spring = CASpringAnimation(keyPath: "position.y")
        let extremes: [CGFloat] = [1e20, 1e300, 1e-300, 1e16, .greatestFiniteMagnitude]
        spring.stiffness = extremes.randomElement(using: &random) ?? 1e20
        spring.damping = extremes.randomElement(using: &random) ?? 1e20
        spring.mass = extremes.randomElement(using: &random) ?? 1
        spring.toValue = random.hostileNumber(typical: 0...100)
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
    }

    /// A keyframe path and a stroked zigzag of a few thousand segments.
    private mutating func addLongPath(to layer: CALayer) {
        let path = CGMutablePath()
        path.move(to: .zero)
        for i in 0..<Int.random(in: 100...4000, using: &random) {
            path.addLine(to: CGPoint(x: Double(i % 64), y: Double((i * 7) % 64)))
        }
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.calculationMode = [.paced, .linear, .cubicPaced].randomElement(using: &random) ?? .paced
        follow.duration = 1
        layer.add(follow, forKey: "follow")
        if let shape = layer as? CAShapeLayer {
            shape.path = path
            shape.lineWidth = random.hostileNumber(typical: 0...4)
            shape.strokeColor = random.color()
        }
    }

    /// Boxes of the wrong kind (and of the right one) for layer keys and animations.
    private mutating func setWrongBoxes(on layer: CALayer) {
        let boxes = [NSValue(cgSize: CGSize(width: 1, height: 2)), NSValue(caTransform3D: random.transform()),
                     NSValue(cgPoint: random.point()), NSValue(cgRect: .infinite), NSValue(range: NSRange(location: 0, length: 1))]
        for key in ["position", "bounds", "transform", "anchorPoint", "sublayerTransform", "shadowOffset"] {
            layer.setValue(boxes.randomElement(using: &random), forKey: key)
        }
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = (0..<3).map { _ in boxes.randomElement(using: &random) as Any }
        layer.add(move, forKey: "boxed")
    }

    /// Text whose underline and strikethrough styles are numbers beyond `Int`.
    private mutating func hugeAttributeText() -> CATextLayer {
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let numbers: [NSNumber] = [NSNumber(value: 1e19), NSNumber(value: -1e300), NSNumber(value: Int.max),
                                   NSNumber(value: Double.nan), NSNumber(value: Int.min)]
        text.string = NSAttributedString(string: "ab", attributes: [
            .underlineStyle: numbers.randomElement(using: &random) ?? 0,
            .strikethroughStyle: numbers.randomElement(using: &random) ?? 0,
        ])
        return text
    }
}

/// How many more changes the callbacks of one round may make: a delegate that re-adds what it
/// hears about would otherwise keep a flush going for ever.
private final class CallbackBudget {
    var remaining: Int
    init(remaining: Int) { self.remaining = remaining }

    /// Takes one change from the budget; false when none is left.
    func take() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }
}

/// A delegate that, on each message, removes or re-adds animations of its layer.
private final class CallbackDelegate: NSObject, CAAnimationDelegate {
    weak var layer: CALayer?
    let budget: CallbackBudget
    var random: FuzzRandom

    init(layer: CALayer, budget: CallbackBudget, seed: UInt64) {
        self.layer = layer
        self.budget = budget
        random = FuzzRandom(seed: seed)
    }

    func animationDidStart(_ anim: CAAnimation) {
        meddle()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        meddle()
    }

    /// Meddles with a stream of its own: the change may call this delegate again.
    private func meddle() {
        guard let layer else { return }
        var stream = FuzzRandom(seed: random.next())
        Self.meddle(with: layer, budget: budget, random: &stream)
    }

    /// One change an app might make from a callback, while the budget lasts.
    static func meddle(with layer: CALayer, budget: CallbackBudget, random: inout FuzzRandom) {
        guard budget.take() else { return }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: layer.removeAllAnimations()
        case 1: layer.removeAnimation(forKey: "k\(Int.random(in: 0...1, using: &random))")
        case 2, 3:
            let again = CABasicAnimation(keyPath: "opacity")
            again.duration = 0.001
            again.beginTime = CACurrentMediaTime() - 1
            again.delegate = CallbackDelegate(layer: layer, budget: budget, seed: random.next())
            layer.add(again, forKey: Bool.random(using: &random) ? "k0" : nil)
        default: CATransaction.flush()
        }
    }
}

/// A layer whose drawing marks it for display again and flushes, which must not re-enter the
/// display pass.
private final class FlushingLayer: CALayer {
    override func draw(in ctx: CGContext) {
        setNeedsDisplay()
        CATransaction.flush()
    }
}
