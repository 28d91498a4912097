import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// A badge written as for Apple's platforms: a shape layer subclass with a property of its own,
/// spelling out the three initializers as a subclass with a stored property must there.
private final class BadgeLayer: CAShapeLayer {
    var label = ""

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? BadgeLayer { label = other.label }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A subclass that declares nothing: it inherits every initializer.
private final class PlainGradient: CAGradientLayer {}

/// Apple documents each subclass's defaults, its key-value coding of every property, and that
/// `init(layer:)` copies a layer (Core Animation makes presentation layers with it). A subclass
/// declares its properties once, in its class table, and users' subclasses of it inherit all
/// of that.
@Suite("Model: what a subclass's table gives it and its users' subclasses")
struct SubclassTableTests {
    @Test("a user's shape layer subclass has Apple's shape defaults, by property, key and class")
    func userSubclassDefaults() {
        let badge = BadgeLayer()
        // CAShapeLayer's documented defaults: opaque black fill, line width 1, miter limit 10,
        // the whole stroke (0 to 1), butt caps, miter joins, the non-zero rule.
        #expect(badge.lineWidth == 1 && badge.miterLimit == 10 && badge.strokeStart == 0 && badge.strokeEnd == 1)
        let fill = badge.fillColor?.components ?? []
        #expect(fill.count >= 2 && fill.dropLast().allSatisfy { $0 == 0 } && fill.last == 1, "\(fill)")
        #expect(badge.lineCap == .butt && badge.lineJoin == .miter && badge.fillRule == .nonZero)
        #expect(badge.value(forKey: "lineWidth") as? CGFloat == 1)
        #expect(BadgeLayer.defaultValue(forKey: "miterLimit") as? CGFloat == 10)
        #expect(BadgeLayer.defaultValue(forKey: "lineCap") as? CAShapeLayerLineCap == .butt)
        // CALayer's own defaults still answer through the subclass.
        #expect(BadgeLayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(BadgeLayer.defaultValue(forKey: "noSuchKey") == nil)
    }

    @Test("init(layer:) of a user's subclass copies the shape properties and its own")
    func userSubclassCopy() throws {
        let badge = BadgeLayer()
        badge.label = "3"
        badge.lineWidth = 4
        badge.strokeEnd = 0.5
        badge.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        badge.opacity = 0.5
        let copy = BadgeLayer(layer: badge)
        #expect(copy.label == "3")
        #expect(copy.lineWidth == 4 && copy.strokeEnd == 0.5 && copy.opacity == 0.5)
        #expect(copy.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // A copy of a plain shape layer as a badge takes the shape properties; a copy of a plain
        // layer keeps the badge's defaults.
        let shape = CAShapeLayer()
        shape.lineWidth = 7
        #expect(BadgeLayer(layer: shape).lineWidth == 7)
        #expect(BadgeLayer(layer: CALayer()).lineWidth == 1)
    }

    @Test("key-value coding reaches the shape properties through a user's subclass; a wrong type is reported")
    func userSubclassKeyValueCoding() {
        let badge = BadgeLayer()
        badge.setValue(NSNumber(value: 6), forKey: "lineWidth")
        badge.setValue("round", forKey: "lineCap")
        #expect(badge.lineWidth == 6 && badge.lineCap == .round)
        let messages = BehaviourTestSupport.recordingDiagnostics {
            badge.setValue("wide", forKey: "lineWidth")
        }
        #expect(badge.lineWidth == 6)
        #expect(messages.count == 1 && messages.first?.contains("lineWidth") == true, "\(messages)")
        // Keys no property has are still stored on the layer, as on any CALayer.
        badge.setValue("x", forKey: "custom")
        #expect(badge.value(forKey: "custom") as? String == "x")
    }

    @Test("a subclass that declares nothing inherits the initializers, copying and defaults")
    func inheritedInitializers() {
        let gradient = PlainGradient()
        // CAGradientLayer's documented defaults: from (0.5, 0) to (0.5, 1), axial.
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.locations = [0, 0.25, 1].map { NSNumber(value: $0) }
        let copy = PlainGradient(layer: gradient)
        #expect(copy.startPoint == .zero && copy.locations?.map(\.doubleValue) == [0, 0.25, 1])
        #expect(PlainGradient.defaultValue(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test("an emitter's copy holds the same cells, and its keys list the cells after its table")
    func emitterCells() {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        emitter.emitterCells = [cell]
        emitter.birthRate = 2
        let copy = CAEmitterLayer(layer: emitter)
        #expect(copy.emitterCells?.count == 1 && copy.emitterCells?.first === cell)
        #expect(copy.birthRate == 2)
        #expect((copy.value(forKey: "emitterCells") as? [CAEmitterCell])?.first === cell)
        #expect(CAEmitterLayer.ownPropertyKeys.last == "emitterCells")
        #expect(CAEmitterLayer.ownPropertyKeys.contains("birthRate"))
        let messages = BehaviourTestSupport.recordingDiagnostics {
            emitter.setValue(3, forKey: "emitterCells")
        }
        #expect(emitter.emitterCells?.first === cell && messages.count == 1, "\(messages)")
        emitter.setValue(nil, forKey: "emitterCells")
        #expect(emitter.emitterCells == nil)
    }
}
