import Foundation
import Strata
import StrataInspector
import Testing

// The JSON of `strata inspect` round-trips: decoding it and encoding again gives the same text,
// and the decoded snapshot shows the same panel as the layer it was taken from, so the JSON
// holds everything the panel shows.

@Suite("Inspector: JSON")
struct InspectorJSONTests {
    @Test("scene trees round-trip through JSON", arguments: ["clock", "gallery/perspective", "gallery/mask"])
    func treeRoundTrip(name: String) throws {
        let scene = try InspectorTestSupport.scene(name)
        let report = InspectReport(scene: name, size: scene.rootLayer.bounds.size, tree: scene.rootLayer)
        let json = try InspectorJSON.encode(report)
        let decoded = try InspectorJSON.decode(InspectReport.self, from: json)
        #expect(try InspectorJSON.encode(decoded) == json)
        #expect(decoded == report)
        #expect(decoded.outline == report.outline)
    }

    @Test("every layer's panel is the same from the decoded JSON", arguments: ["clock", "gallery/perspective", "gallery/mask"])
    func panelFromJSON(name: String) throws {
        let scene = try InspectorTestSupport.scene(name)
        let tree = LayerSnapshot(of: scene.rootLayer)
        let decoded = try InspectorJSON.decode(LayerSnapshot.self, from: InspectorJSON.encode(tree))
        func all(_ snapshot: LayerSnapshot) -> [LayerSnapshot] { [snapshot] + snapshot.sublayers.flatMap(all) }
        let originals = all(tree), copies = all(decoded)
        #expect(originals.count == copies.count)
        for (original, copy) in zip(originals, copies) {
            #expect(copy.propertyLines == original.propertyLines)
            #expect(copy.title == original.title && copy.pathText == original.pathText)
        }
    }

    @Test("the mask page's JSON carries the mask and the image contents")
    func maskPage() throws {
        let scene = try InspectorTestSupport.scene("gallery/mask")
        let json = try InspectorJSON.encode(LayerSnapshot(of: scene.rootLayer))
        #expect(json.contains("\"mask\" : {"))
        #expect(json.contains("\"kind\" : \"CGImage\""))
    }

    @Test("a hit chain report round-trips, with layers listed without their sublayers")
    func chainRoundTrip() throws {
        let scene = try InspectorTestSupport.scene("gallery/perspective")
        let report = InspectReport(scene: "gallery/perspective", size: scene.rootLayer.bounds.size,
                                   root: scene.rootLayer, point: CGPoint(x: 150, y: 400))
        let json = try InspectorJSON.encode(report)
        #expect(try InspectorJSON.encode(InspectorJSON.decode(InspectReport.self, from: json)) == json)
        #expect(report.chain?.allSatisfy(\.sublayers.isEmpty) == true)
        #expect(report.chain?.last?.name == "card1")
        #expect(report.tree == nil)
    }

    @Test("non-finite numbers are written as strings and read back")
    func nonFinite() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        // Turned edge-on, the layer has no extent: its frame is the null rectangle.
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = CATransform3DConcat(layer.transform, perspective)
        layer.cornerRadius = .nan
        let json = try InspectorJSON.encode(LayerSnapshot(of: layer))
        #expect(json.contains("\"nan\""))
        let decoded = try InspectorJSON.decode(LayerSnapshot.self, from: json)
        guard case .number(let radius) = decoded.properties["cornerRadius"] else {
            Issue.record("no cornerRadius in \(decoded.properties)")
            return
        }
        #expect(radius.isNaN)
        #expect(try InspectorJSON.encode(decoded) == json)
    }

    @Test("a transform needs 16 entries")
    func badTransform() {
        #expect(throws: InspectorJSONError.self) {
            try InspectorJSON.decode(TransformSnapshot.self, from: "[1, 0, 0, 1]")
        }
    }
}
