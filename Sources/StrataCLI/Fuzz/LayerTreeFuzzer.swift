import Foundation
import Strata

/// Builds random layer trees with hostile values, random reparenting, masks (cycles included),
/// key paths set with hostile values, scrolling, and animations (with bad durations and key
/// paths), now and then with callbacks that change them (`CallbackFuzzer`), and renders,
/// animates and hit-tests them.
/// Reaching the end of an iteration is the test: a crash, trap or hang would not.
struct LayerTreeFuzzer {
    var random: FuzzRandom

    mutating func runIteration() {
        var layers: [CALayer] = []
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        layers.append(root)
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            let layer = makeLayer()
            // Anywhere in the tree, including under itself or its descendants: cycles must be refused.
            (layers.randomElement(using: &random) ?? root).addSublayer(layer)
            layers.append(layer)
        }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            guard let a = layers.randomElement(using: &random), let b = layers.randomElement(using: &random) else { break }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: a.mask = b
            case 1: a.addSublayer(b)
            case 2: b.removeFromSuperlayer()
            default: a.insertSublayer(b, at: UInt32.random(in: 0...5, using: &random))
            }
        }
        for layer in layers where Bool.random(using: &random) { addAnimation(to: layer) }
        if Int.random(in: 0..<4, using: &random) == 0 {
            var callbacks = CallbackFuzzer(random: FuzzRandom(seed: random.next()))
            callbacks.run(on: layers, root: root)
        }
        let size = Int.random(in: 1...64, using: &random)
        if let image = FrameRenderer.presentedImage(of: root, width: size, height: size, scale: 1) {
            _ = image.width
        }
        _ = FrameRenderer.image(of: root, width: size, height: size, scale: random.hostileNumber(typical: 0.5...2))
        _ = root.hitTest(random.point())
        _ = root.presentation()?.hitTest(random.point())
        renderIncrementally(root, layers: layers, size: size)
        CATransaction.flush()
    }

    /// A few frames through `CARenderer` with changes between them, as a window draws: the
    /// commit's sublayer change logs, the damage walk and the child summaries meet the same
    /// hostile values and reparenting.
    private mutating func renderIncrementally(_ root: CALayer, layers: [CALayer], size: Int) {
        guard let context = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        let start = CACurrentMediaTime()
        for frame in 0..<4 {
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                guard let layer = layers.randomElement(using: &random) else { break }
                switch Int.random(in: 0..<8, using: &random) {
                case 0: layer.position = random.point()
                case 1: layer.isHidden.toggle()
                case 2: layer.zPosition = random.hostileNumber(typical: -5...5)
                case 3: layer.removeFromSuperlayer()
                case 4: layers.randomElement(using: &random)?.addSublayer(layer)
                case 5:
                    let keyPaths = ["transform.scale", "position.x", "bounds.size.width", "mask.opacity",
                                    "transform.rotation.q", "position", "no.such.path", "."]
                    layer.setValue(random.hostileNumber(typical: 0...2), forKeyPath: keyPaths.randomElement(using: &random) ?? "")
                case 6: layer.scrollRectToVisible(CGRect(origin: random.point(), size: CGSize(
                    width: random.hostileNumber(typical: 0...80), height: random.hostileNumber(typical: 0...80))))
                default: layer.backgroundColor = random.color()
                }
            }
            renderer.beginFrame(atTime: start + Double(frame) / 60, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
        }
    }

    private mutating func makeLayer() -> CALayer {
        let layer: CALayer = switch Int.random(in: 0..<8, using: &random) {
        case 0: CAShapeLayer()
        case 1: CAGradientLayer()
        case 2: CATextLayer()
        case 3: CAReplicatorLayer()
        case 4: CATransformLayer()
        case 5: CAScrollLayer()
        default: CALayer()
        }
        layer.bounds = CGRect(origin: random.point(), size: CGSize(width: random.hostileNumber(typical: 0...80),
                                                                     height: random.hostileNumber(typical: 0...80)))
        layer.position = random.point()
        layer.anchorPoint = CGPoint(x: random.hostileNumber(typical: 0...1), y: random.hostileNumber(typical: 0...1))
        layer.backgroundColor = random.color()
        layer.opacity = Float(random.hostileNumber(typical: 0...1))
        layer.cornerRadius = random.hostileNumber(typical: 0...30)
        layer.cornerCurve = Bool.random(using: &random) ? .continuous : .circular
        layer.borderWidth = random.hostileNumber(typical: 0...5)
        layer.borderColor = random.color()
        layer.masksToBounds = Bool.random(using: &random)
        if Bool.random(using: &random) {
            layer.shadowOpacity = Float(random.hostileNumber(typical: 0...1))
            layer.shadowRadius = random.hostileNumber(typical: 0...20)
            layer.shadowOffset = CGSize(width: random.hostileNumber(typical: 0...10), height: random.hostileNumber(typical: 0...10))
        }
        if Bool.random(using: &random) { layer.transform = random.transform() }
        if Int.random(in: 0..<4, using: &random) == 0 { layer.sublayerTransform = random.transform() }
        if Int.random(in: 0..<5, using: &random) == 0 {
            layer.shouldRasterize = true
            layer.rasterizationScale = random.hostileNumber(typical: 0.5...3)
        }
        layer.zPosition = random.hostileNumber(typical: 0...10)
        layer.isDoubleSided = Bool.random(using: &random)
        layer.allowsEdgeAntialiasing = Bool.random(using: &random)
        layer.edgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: UInt32.random(in: 0...15, using: &random))
        switch layer {
        case let shape as CAShapeLayer:
            let path = CGMutablePath()
            path.addEllipse(in: CGRect(origin: random.point(), size: CGSize(width: 30, height: random.hostileNumber(typical: 0...40))))
            shape.path = path
            shape.lineWidth = random.hostileNumber(typical: 0...8)
            shape.strokeColor = random.color()
            shape.strokeEnd = random.hostileNumber(typical: 0...1)
        case let gradient as CAGradientLayer:
            gradient.type = [.axial, .radial, .conic][Int.random(in: 0..<3, using: &random)]
            gradient.startPoint = CGPoint(x: random.hostileNumber(typical: 0...1), y: random.hostileNumber(typical: 0...1))
            gradient.endPoint = CGPoint(x: random.hostileNumber(typical: 0...1), y: random.hostileNumber(typical: 0...1))
            gradient.colors = [random.color(), random.color()].compactMap { $0 }
            gradient.locations = [NSNumber(value: random.hostileNumber(typical: 0...1))]
        case let text as CATextLayer:
            text.string = "Strata ffi 世界"
            text.fontSize = random.hostileNumber(typical: 4...40)
            text.isWrapped = Bool.random(using: &random)
        case let replicator as CAReplicatorLayer:
            replicator.instanceCount = Int.random(in: -2...40, using: &random)
            replicator.instanceTransform = random.transform()
            replicator.instanceDelay = random.hostileNumber(typical: 0...1)
        case let scroll as CAScrollLayer:
            scroll.scrollMode = [.none, .vertically, .horizontally, .both].randomElement(using: &random) ?? .both
            scroll.scroll(to: random.point())
        default: break
        }
        return layer
    }

    private mutating func addAnimation(to layer: CALayer) {
        let keyPaths = ["position", "position.x", "opacity", "transform.rotation.z", "bounds.size.width",
                        "shadowOffset.height", "nonsense.key", "", "cornerRadius"]
        let animation: CAAnimation
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let spring = CASpringAnimation(keyPath: keyPaths.randomElement(using: &random))
            spring.damping = random.hostileNumber(typical: 1...20)
            spring.stiffness = random.hostileNumber(typical: 10...300)
            spring.mass = random.hostileNumber(typical: 0.5...3)
            spring.toValue = random.hostileNumber(typical: 0...100)
            animation = spring
        case 1:
            let keyframes = CAKeyframeAnimation(keyPath: keyPaths.randomElement(using: &random))
            keyframes.values = (0..<Int.random(in: 0...4, using: &random)).map { _ in random.hostileNumber(typical: 0...100) }
            keyframes.keyTimes = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                NSNumber(value: random.hostileNumber(typical: 0...1))
            }
            keyframes.calculationMode = [.linear, .discrete, .paced, .cubic, .cubicPaced].randomElement(using: &random) ?? .linear
            animation = keyframes
        case 2:
            let group = CAAnimationGroup()
            let child = CABasicAnimation(keyPath: "opacity")
            child.toValue = "not a number"
            group.animations = [child]
            animation = group
        default:
            let basic = CABasicAnimation(keyPath: keyPaths.randomElement(using: &random))
            basic.fromValue = random.hostileNumber(typical: 0...100)
            basic.toValue = Bool.random(using: &random) ? random.point() : random.hostileNumber(typical: 0...100)
            animation = basic
        }
        animation.duration = random.hostileNumber(typical: 0...3)
        animation.speed = Float(random.hostileNumber(typical: 0...2))
        animation.repeatCount = Float(random.hostileNumber(typical: 0...3))
        animation.autoreverses = Bool.random(using: &random)
        layer.add(animation, forKey: Bool.random(using: &random) ? "fuzz" : nil)
    }
}
