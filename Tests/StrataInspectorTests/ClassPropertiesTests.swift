import Foundation
import Testing
@testable import StrataInspector
import Strata

/// The inspector shows a subclass's own properties (each class lists its keys once, and reads
/// its defaults from the same list), in the panel and in `strata inspect --json`.
@Suite("Inspector: subclass properties")
struct ClassPropertiesTests {
    @Test("a shape layer's own properties, in its order, as the panel writes them")
    func shape() throws {
        let shape = CAShapeLayer()
        shape.lineWidth = 3
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let properties = try #require(LayerSnapshot(of: shape).classProperties)
        #expect(properties.first?.key == "path")
        #expect(properties.first { $0.key == "lineWidth" }?.value == "3")
        #expect(properties.first { $0.key == "strokeColor" }?.value == "#FF0000FF")
        #expect(properties.first { $0.key == "fillRule" }?.value == "non-zero")
        #expect(LayerSnapshot(of: shape).propertyLines.contains { $0.contains("lineWidth 3") })
    }

    @Test("an emitter's table keys and a plain layer's none; the JSON carries them and reads back")
    func emitterAndJSON() throws {
        let emitter = CAEmitterLayer()
        emitter.birthRate = 2.5
        emitter.emitterShape = .circle
        let snapshot = LayerSnapshot(of: emitter)
        let properties = try #require(snapshot.classProperties)
        #expect(properties.first { $0.key == "birthRate" }?.value == "2.5")
        #expect(properties.first { $0.key == "emitterShape" }?.value == "circle")
        #expect(LayerSnapshot(of: CALayer()).classProperties == nil)
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(LayerSnapshot.self, from: data) == snapshot)
        #expect(String(decoding: data, as: UTF8.self).contains("\"classProperties\""))
    }

    /// Every subclass lists each of its properties once, and its defaults, key-value coding and
    /// inspector read that list: Apple's documented defaults come back by key, from a new layer
    /// and from `defaultValue(forKey:)`, and the inspector shows every key.
    @Test("every subclass: Apple's defaults by key, and the inspector shows each of its keys")
    func everySubclass() throws {
        let cases: [(CALayer, [String: String])] = [
            (CAShapeLayer(), ["lineWidth": "1", "miterLimit": "10", "strokeEnd": "1", "fillRule": "non-zero",
                              "lineCap": "butt", "lineJoin": "miter"]),
            (CAGradientLayer(), ["type": "axial"]),
            (CATextLayer(), ["fontSize": "36", "truncationMode": "none", "alignmentMode": "natural"]),
            (CAReplicatorLayer(), ["instanceCount": "1", "instanceDelay": "0", "instanceRedOffset": "0"]),
            (CATiledLayer(), ["levelsOfDetail": "1", "levelsOfDetailBias": "0"]),
            (CAScrollLayer(), ["scrollMode": "both"]),
        ]
        for (layer, expected) in cases {
            let kind = type(of: layer)
            let properties = try #require(LayerSnapshot(of: layer).classProperties, "\(kind)")
            #expect(properties.map(\.key) == kind.ownPropertyKeys, "\(kind)")
            for (key, value) in expected {
                #expect(properties.first { $0.key == key }?.value == value, "\(kind).\(key)")
                #expect(PropertyEditor.text(of: layer.value(forKey: key)) == PropertyEditor.text(of: kind.defaultValue(forKey: key)),
                        "\(kind).\(key) default")
            }
        }
        // A value set by key reads back from the typed property, and the other way round.
        let shape = CAShapeLayer()
        shape.setValue(NSNumber(value: 4), forKey: "lineWidth")
        #expect(shape.lineWidth == 4)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 5
        #expect(replicator.value(forKey: "instanceCount") as? Int == 5)
        let gradient = CAGradientLayer()
        gradient.setValue(NSValue(point: CGPoint(x: 0, y: 0.5)), forKey: "startPoint")
        #expect(gradient.startPoint == CGPoint(x: 0, y: 0.5))
        let text = CATextLayer()
        text.setValue(true, forKey: "isWrapped")
        #expect(text.isWrapped && text.value(forKey: "wrapped") as? Bool == true)
    }
}
