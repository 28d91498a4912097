import Foundation
import QuartzCore
import Testing

// This file is written as it would be on macOS: it imports only QuartzCore (and Testing), and
// uses CALayer, CATransform3D, CGPath, CGContext and CABasicAnimation in their Apple spelling.
// That it compiles is half the test; the assertions check that the code means what it means on
// Apple's platforms.

/// A custom layer as it is written for Apple's platforms: its own initializer, `override init()`,
/// `override init(layer:)` copying its property into presentation layers, and the
/// `required init?(coder:)` that Xcode asks of every such subclass.
final class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    let role: String

    init(role: String) {
        self.role = role
        super.init()
    }

    override init() {
        role = "plain"
        super.init()
    }

    override init(layer: Any) {
        let other = layer as? ProgressLayer
        role = other?.role ?? "plain"
        progress = other?.progress ?? 0
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        role = "decoded"
        super.init(coder: coder)
    }
}

@Suite("import QuartzCore: Apple-spelled code compiles and behaves")
struct AppleSpelledSourceTests {
    @Test("frame follows bounds, position and anchorPoint as documented")
    func frameFromGeometry() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        // frame.origin = position − anchorPoint × bounds.size = (200 − 0, 100 − 40).
        #expect(layer.frame == CGRect(x: 200, y: 60, width: 100, height: 40))
    }

    @Test("CATransform3D functions compose as on Apple")
    func transforms() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let moved = CATransform3DTranslate(scale, 10, 0, 0)
        // Translating after scaling moves by the scaled amount: m41 = 10 × 2.
        #expect(moved.m41 == 20)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
    }

    @Test("a CAShapeLayer path and its bounding box")
    func shapePath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 30))
        path.addRect(CGRect(x: 0, y: 40, width: 5, height: 5))
        let shape = CAShapeLayer()
        shape.path = path
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 10, width: 50, height: 35))
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            .contains(CGPoint(x: 5, y: 5)))
        shape.cornerCurve = .continuous
        #expect(CALayer.cornerCurveExpansionFactor(shape.cornerCurve) == 1.528665)
    }

    @Test("render(in:) draws a layer's background into a CGContext")
    func renderIntoContext() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                  | CGBitmapInfo.byteOrder32Little.rawValue))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.render(in: context)
        let image = try #require(context.makeImage())
        let pixels = try #require(image.dataProvider?.data)
        // Premultiplied BGRA, little-endian: opaque red is (0, 0, 255, 255).
        #expect(CFDataGetLength(pixels) == image.bytesPerRow * image.height)
        let bytes = try #require(CFDataGetBytePtr(pixels))
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 4)) == [0, 0, 255, 255])
    }

    @Test("an explicit CABasicAnimation is stored under its key and copied on add")
    func basicAnimation() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        let stored = layer.animation(forKey: "fade")
        #expect(stored !== fade)
        #expect(stored?.duration == 0.5)
    }

    @Test("a subclass's presentation layer is made by its own init(layer:)")
    func subclassPresentation() throws {
        let layer = ProgressLayer(role: "meter")
        layer.progress = 0.75
        layer.opacity = 0.5
        // Apple documents presentation() as a copy of the layer made with init(layer:): of the
        // same class, holding what that initializer copied and the layer's own properties.
        let shown = try #require(layer.presentation())
        #expect(shown !== layer)
        #expect(shown.role == "meter" && shown.progress == 0.75 && shown.opacity == 0.5)
        #expect(shown.model() === layer)
        // Layers are not decoded from archives here; the failable initializer says so.
        #expect(ProgressLayer(coder: NSCoder()) == nil)
    }

    @Test("setValue(_:forKeyPath:) and value(forKeyPath:) reach into points, rects and transforms")
    func keyPaths() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        layer.transform = CATransform3DMakeTranslation(5, 6, 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // position is the centre of the frame (anchorPoint 0.5): (60, 40).
        layer.setValue(80, forKeyPath: "position.x")
        layer.setValue(CGFloat(50), forKeyPath: "bounds.size.width")
        // Apple: transform.scale sets all three scale factors, keeping the translation.
        layer.setValue(0.5, forKeyPath: "transform.scale")
        CATransaction.commit()
        #expect(layer.position == CGPoint(x: 80, y: 40))
        #expect(layer.bounds.size == CGSize(width: 50, height: 40))
        let scaled = CATransform3DTranslate(CATransform3DMakeScale(0.5, 0.5, 0.5), 10, 12, 0)
        // Scale then translate by (5, 6): m11 = m22 = m33 = 0.5, m41 = 5, m42 = 6.
        #expect(CATransform3DEqualToTransform(layer.transform, scaled))
        #expect(layer.transform.m41 == 5 && layer.transform.m42 == 6 && layer.transform.m11 == 0.5)
        #expect(layer.value(forKeyPath: "transform.scale.y") as? CGFloat == 0.5)
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 40)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 50, height: 40))
        // Through a layer-valued key, as key-value coding walks objects.
        let mask = CALayer()
        layer.mask = mask
        layer.setValue(Float(0.25), forKeyPath: "mask.opacity")
        #expect(mask.opacity == 0.25)
        #expect(layer.value(forKeyPath: "mask.opacity") as? Float == 0.25)
        // A path that names nothing changes nothing.
        layer.setValue(3, forKeyPath: "position.z")
        #expect(layer.position == CGPoint(x: 80, y: 40))
        #expect(layer.value(forKeyPath: "position.z") == nil)
    }

    @Test("a text layer's font given as Core Foundation values, as Apple code passes it")
    func coreFoundationFont() throws {
        let text = CATextLayer()
        text.font = "DejaVu Sans Bold" as CFTypeRef
        text.string = "Hi"
        let font = try #require(CGFont("DejaVu Sans Bold" as CFString))
        #expect(font.fullName == "DejaVu Sans Bold")
        // Both name the same face: the layer reads the name through the object it was given.
        let named = try #require(CGFont("DejaVu Sans Bold"))
        #expect(named == font)
        // Understood, not replaced by the default font: bold letters are wider than regular ones.
        let plain = CATextLayer()
        plain.string = "Hi"
        #expect(text.preferredFrameSize().width > plain.preferredFrameSize().width)
    }

    @Test("actions turned off with kCFBooleanTrue, as Objective-C-era code does")
    func disableActionsWithCoreFoundationBoolean() {
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        CATransaction.setValue(kCFBooleanFalse, forKey: kCATransactionDisableActions)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
    }

    @Test("a subclass overrides the tree and layout methods, as Apple code does")
    func treeOverrides() {
        let stack = StackLayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        stack.addSublayer(a)
        stack.insertSublayer(b, at: 0)
        stack.insertSublayer(c, above: a)
        // Each override ran once for its own call and passed it on to super.
        #expect(stack.calls == ["add", "insert at 0", "insert above"])
        #expect(stack.sublayers?.map { ObjectIdentifier($0) } == [b, a, c].map { ObjectIdentifier($0) })
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        // Laid out by the override of layoutSublayers: stacked 10 points apart.
        #expect(stack.calls.suffix(3) == ["setNeedsLayout", "layoutIfNeeded", "layoutSublayers"])
        #expect([b, a, c].map(\.position.y) == [0, 10, 20])
        let leaf = TrackedLayer()
        stack.addSublayer(leaf)
        leaf.removeFromSuperlayer()
        #expect(leaf.removed == 1 && leaf.superlayer == nil)
    }
}

/// A layer stacking its sublayers, written as on Apple's platforms: it overrides the sublayer
/// and layout methods, records each call and passes it on to `super`.
final class StackLayer: CALayer {
    var calls: [String] = []

    override func addSublayer(_ layer: CALayer) {
        calls.append("add")
        super.addSublayer(layer)
    }

    override func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        calls.append("insert at \(idx)")
        super.insertSublayer(layer, at: idx)
    }

    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        calls.append("insert above")
        super.insertSublayer(layer, above: sibling)
    }

    override func setNeedsLayout() {
        calls.append("setNeedsLayout")
        super.setNeedsLayout()
    }

    override func layoutIfNeeded() {
        calls.append("layoutIfNeeded")
        super.layoutIfNeeded()
    }

    override func layoutSublayers() {
        calls.append("layoutSublayers")
        for (index, layer) in (sublayers ?? []).enumerated() { layer.position = CGPoint(x: 0, y: CGFloat(index) * 10) }
    }
}

/// A layer counting its removals, as Apple code overrides `removeFromSuperlayer()`.
final class TrackedLayer: CALayer {
    var removed = 0

    override func removeFromSuperlayer() {
        removed += 1
        super.removeFromSuperlayer()
    }
}

