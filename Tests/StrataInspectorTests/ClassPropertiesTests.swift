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
}
