import Foundation
import Strata
import StrataInspector
import StrataModel
import Testing

// The inspector lists the layer property table: every row is in a snapshot's JSON and panel,
// and a value changed through key-value coding shows there. The expected JSON and panel text
// of each change are written out here from the value set (a rect is {x, y, width, height}, a
// colour component c is the byte round(c · 255), a corner mask is Apple's bits 1, 2, 4, 8), not
// read back from Strata.

/// A value other than Core Animation's default for one table key, and how the inspector must
/// show it: `json` is the JSON text at the row's place, `panel` the panel's text of the value.
private struct Change {
    let value: Any
    let json: String
    let panel: String
}

private func changes() throws -> [String: Change] {
    let image = try InspectorTestSupport.image(width: 4, height: 2)
    return [
        "bounds": Change(value: CGRect(x: 1, y: 2, width: 30, height: 40),
                         json: #"{"x": 1, "y": 2, "width": 30, "height": 40}"#, panel: "(1, 2, 30, 40)"),
        "position": Change(value: CGPoint(x: 5, y: 6), json: #"{"x": 5, "y": 6}"#, panel: "(5, 6)"),
        "anchorPoint": Change(value: CGPoint(x: 0.25, y: 1), json: #"{"x": 0.25, "y": 1}"#, panel: "(0.25, 1)"),
        "anchorPointZ": Change(value: CGFloat(3), json: "3", panel: "3"),
        "zPosition": Change(value: CGFloat(-2), json: "-2", panel: "-2"),
        // Row-vector matrices: a scale is the diagonal, a translation the fourth row.
        "transform": Change(value: CATransform3DMakeScale(2, 3, 1),
                            json: "[2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]", panel: "scale (2, 3)"),
        "sublayerTransform": Change(value: CATransform3DMakeTranslation(4, 5, 0),
                                    json: "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 4, 5, 0, 1]", panel: "translate (4, 5)"),
        "geometryFlipped": Change(value: true, json: "true", panel: "true"),
        "doubleSided": Change(value: false, json: "false", panel: "false"),
        // 0.5 · 255 = 127.5, rounded to 128 = 0x80.
        "backgroundColor": Change(value: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1),
                                  json: #"{"red": 1, "green": 0.5, "blue": 0, "alpha": 1}"#, panel: "#FF8000"),
        "opacity": Change(value: Float(0.5), json: "0.5", panel: "0.5"),
        "hidden": Change(value: true, json: "true", panel: "true"),
        "masksToBounds": Change(value: true, json: "true", panel: "true"),
        "cornerRadius": Change(value: CGFloat(7), json: "7", panel: "7"),
        // minX minY is bit 1, maxX maxY bit 8: 9.
        "maskedCorners": Change(value: CACornerMask([.layerMinXMinYCorner, .layerMaxXMaxYCorner]),
                                json: "9", panel: "minXMinY, maxXMaxY"),
        "cornerCurve": Change(value: CALayerCornerCurve.continuous, json: #""continuous""#, panel: "continuous"),
        "borderWidth": Change(value: CGFloat(2), json: "2", panel: "2"),
        "borderColor": Change(value: CGColor(gray: 1, alpha: 0.5),
                              json: #"{"red": 1, "green": 1, "blue": 1, "alpha": 0.5}"#, panel: "#FFFFFF α0.5"),
        "shadowColor": Change(value: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                              json: #"{"red": 0, "green": 0, "blue": 1, "alpha": 1}"#, panel: "#0000FF"),
        "shadowOpacity": Change(value: Float(0.75), json: "0.75", panel: "0.75"),
        "shadowOffset": Change(value: CGSize(width: 4, height: 5), json: #"{"width": 4, "height": 5}"#, panel: "4 × 5"),
        "shadowRadius": Change(value: CGFloat(9), json: "9", panel: "9"),
        "shadowPath": Change(value: CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil),
                             json: #"{"x": 1, "y": 2, "width": 3, "height": 4}"#, panel: "(1, 2, 3, 4)"),
        "allowsGroupOpacity": Change(value: false, json: "false", panel: "false"),
        "allowsEdgeAntialiasing": Change(value: true, json: "true", panel: "true"),
        // Left is bit 1, top bit 8 (Apple's kCALayerLeftEdge and kCALayerTopEdge): 9.
        "edgeAntialiasingMask": Change(value: CAEdgeAntialiasingMask([.layerLeftEdge, .layerTopEdge]),
                                       json: "9", panel: "left, top"),
        "shouldRasterize": Change(value: true, json: "true", panel: "true"),
        "rasterizationScale": Change(value: CGFloat(2), json: "2", panel: "2"),
        "toneMapMode": Change(value: CAToneMapMode.never, json: #""never""#, panel: "never"),
        "preferredDynamicRange": Change(value: CADynamicRange.high, json: #""high""#, panel: "high"),
        "contentsFormat": Change(value: CALayerContentsFormat.RGBA16Float, json: #""RGBAh""#, panel: "RGBAh"),
        "contentsHeadroom": Change(value: CGFloat(2.5), json: "2.5", panel: "2.5"),
        "wantsExtendedDynamicRangeContent": Change(value: true, json: "true", panel: "true"),
        "contents": Change(value: image, json: #""CGImage""#, panel: "CGImage 4 × 2 px"),
        "contentsRect": Change(value: CGRect(x: 0, y: 0, width: 0.5, height: 1),
                               json: #"{"x": 0, "y": 0, "width": 0.5, "height": 1}"#, panel: "(0, 0, 0.5, 1)"),
        "contentsCenter": Change(value: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
                                 json: #"{"x": 0.25, "y": 0.25, "width": 0.5, "height": 0.5}"#,
                                 panel: "(0.25, 0.25, 0.5, 0.5)"),
        "contentsGravity": Change(value: CALayerContentsGravity.bottomLeft, json: #""bottomLeft""#, panel: "bottomLeft"),
        "contentsScale": Change(value: CGFloat(3), json: "3", panel: "3"),
        "magnificationFilter": Change(value: CALayerContentsFilter.nearest, json: #""nearest""#, panel: "nearest"),
        "minificationFilter": Change(value: CALayerContentsFilter.trilinear, json: #""trilinear""#, panel: "trilinear"),
        "minificationFilterBias": Change(value: Float(0.25), json: "0.25", panel: "0.25"),
    ]
}

/// The JSON text of `object` in one canonical form, so that two texts of one value compare equal.
private func canonical(_ object: Any) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]),
           as: UTF8.self)
}

/// The JSON value at `row`'s place in a layer's JSON object; nil when the key is absent.
private func jsonValue(of row: LayerProperty, in layer: [String: Any]) -> Any? {
    let object = row.inspection.group.map { layer[$0] as? [String: Any] ?? [:] } ?? layer
    return object[row.inspectorName]
}

private func json(of layer: CALayer) throws -> [String: Any] {
    let text = try InspectorJSON.encode(LayerSnapshot(of: layer))
    return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
}

/// Whether `lines` show `label` followed by `value` (after spaces, on the label's line).
private func panel(_ lines: [String], shows label: String, _ value: String) -> Bool {
    lines.contains { line in
        var rest = Substring(line)
        while let range = rest.range(of: label) {
            let after = rest[range.upperBound...]
            let value0 = after.drop { $0 == " " }
            if after.first == " ", value0.hasPrefix(value) { return true }
            rest = after
        }
        return false
    }
}

@Suite("Inspector: the layer property table")
struct InspectorTableTests {
    @Test("every table property has its expected change here (a new row must be added to this test)")
    func coverage() throws {
        let keys = Set(LayerProperty.layerRows.map(\.key))
        #expect(keys == Set(try changes().keys))
    }

    @Test("every table property is in a plain layer's JSON, at its default, unless the default is none")
    func everyPropertyInJSON() throws {
        let object = try json(of: CALayer())
        for row in LayerProperty.layerRows {
            // nil defaults (no colour, no path, no contents) are left out, as the schema says.
            let isNone = row.defaultValue == nil
            #expect((jsonValue(of: row, in: object) == nil) == isNone, "\(row.key) in \(object.keys.sorted())")
        }
    }

    @Test("a changed value shows in the JSON, the panel and the outline")
    func changedValueShows() throws {
        let expected = try changes()
        for row in LayerProperty.layerRows {
            let change = try #require(expected[row.key])
            let layer = CALayer()
            layer.setValue(change.value, forKey: row.key)
            let object = try json(of: layer)
            let shown = try #require(jsonValue(of: row, in: object), "\(row.key) missing from the JSON")
            let want = try JSONSerialization.jsonObject(with: Data(change.json.utf8), options: .fragmentsAllowed)
            #expect(try canonical(shown) == canonical(want), "\(row.key)")
            let snapshot = LayerSnapshot(of: layer)
            // The panel names a grouped property inside its group's lines; the contents' kind
            // reads by itself.
            let lines = snapshot.propertyLines
            if row.inspection.format == .contents {
                #expect(lines.contains { $0.hasPrefix("contents") && $0.contains(change.panel) }, "\(lines)")
            } else {
                #expect(panel(lines, shows: row.inspectorName, change.panel), "\(row.key): \(change.panel) in \(lines)")
            }
            // The outline names what differs from a plain layer, by Core Animation key; the frame
            // stands for bounds, position and anchorPoint.
            if row.inspection.listing != .geometry {
                let word = change.panel == "true" ? row.key : "\(row.key) \(change.panel)"
                #expect(snapshot.summary.contains(word), "\(row.key): \(snapshot.summary)")
            }
        }
    }

    @Test("properties the panel lists only when changed are left out at their defaults")
    func defaultsLeftOut() {
        let lines = LayerSnapshot(of: CALayer()).propertyLines
        for row in LayerProperty.layerRows where row.inspection.listing == .whenChanged {
            #expect(!lines.joined(separator: "\n").contains(row.inspectorName), "\(row.key) in \(lines)")
        }
        // The outline of a plain layer is its title and frame alone.
        #expect(LayerSnapshot(of: CALayer()).summary == "CALayer  frame (0, 0, 0, 0)")
    }
}
