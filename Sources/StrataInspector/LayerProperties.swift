import Foundation
import Strata
import StrataModel

/// A layer's properties from the layer property table (`LayerProperty.layerRows`), by Core
/// Animation key: the part of a `LayerSnapshot` that the table, not the inspector, lists.
///
/// In JSON each property is a key of the layer's object named as its row's inspection says
/// (`isHidden`, `cornerRadius`), or a key of a nested object for a grouped row (`border.width`,
/// `shadow.offset`, `contents.gravity`), so a property added to the table appears without
/// being listed here.
public struct LayerProperties: Equatable, Sendable {
    /// The values, by Core Animation key (`"hidden"`, `"borderWidth"`).
    public private(set) var values: [String: SnapshotValue]

    /// The value of the property whose Core Animation key is `key`; nil for a key the table
    /// does not have.
    public subscript(key: String) -> SnapshotValue? { values[key] }

    /// The properties of `layer`'s model in the rows `rows`.
    init(of layer: CALayer, rows: [LayerProperty] = LayerProperty.layerRows) {
        values = Dictionary(uniqueKeysWithValues: rows.map {
            ($0.key, SnapshotValue(boxed: $0.modelValue(of: layer), format: $0.inspection.format))
        })
    }

    private init(values: [String: SnapshotValue]) {
        self.values = values
    }

    /// Core Animation's defaults, as a plain `CALayer` holds them.
    static let defaults: [String: SnapshotValue] = Dictionary(uniqueKeysWithValues: LayerProperty.layerRows.map {
        ($0.key, SnapshotValue(boxed: $0.defaultValue, format: $0.inspection.format))
    })

    /// Whether the property of `row` differs from Core Animation's default.
    func isChanged(_ row: LayerProperty) -> Bool {
        values[row.key] != LayerProperties.defaults[row.key]
    }

    /// The rows of `group` (nil: the rows of their own), in table order.
    static func rows(in group: String?) -> [LayerProperty] {
        LayerProperty.layerRows.filter { $0.inspection.group == group }
    }

    /// The groups, in the order of their first row.
    static let groups: [String] = LayerProperty.layerRows.reduce(into: []) { groups, row in
        if let group = row.inspection.group, !groups.contains(group) { groups.append(group) }
    }

    /// Writes the properties of their own into `container` and each group as a nested object.
    func encode(to container: inout KeyedEncodingContainer<SnapshotKey>) throws {
        try encode(LayerProperties.rows(in: nil), to: &container)
        for group in LayerProperties.groups {
            var nested = container.nestedContainer(keyedBy: SnapshotKey.self, forKey: SnapshotKey(group))
            try encode(LayerProperties.rows(in: group), to: &nested)
        }
    }

    /// Reads what `encode(to:)` wrote.
    init(from container: KeyedDecodingContainer<SnapshotKey>) throws {
        var values = try LayerProperties.decode(LayerProperties.rows(in: nil), from: container)
        for group in LayerProperties.groups {
            let nested = try container.nestedContainer(keyedBy: SnapshotKey.self, forKey: SnapshotKey(group))
            values.merge(try LayerProperties.decode(LayerProperties.rows(in: group), from: nested)) { $1 }
        }
        self.init(values: values)
    }

    /// The rows of `group` of `layer` alone, written as one object (a mask's `contents`).
    static func encodeGroup(_ group: String, of properties: LayerProperties,
                            to container: inout KeyedEncodingContainer<SnapshotKey>) throws {
        try properties.encode(rows(in: group), to: &container)
    }

    /// Reads what `encodeGroup` wrote.
    static func decodeGroup(_ group: String, from container: KeyedDecodingContainer<SnapshotKey>) throws -> LayerProperties {
        LayerProperties(values: try decode(rows(in: group), from: container))
    }

    private func encode(_ rows: [LayerProperty], to container: inout KeyedEncodingContainer<SnapshotKey>) throws {
        for row in rows {
            guard let value = values[row.key] else { continue }
            let key = SnapshotKey(row.inspectorName)
            switch value {
            case .number(let v): try container.encode(v, forKey: key)
            case .float(let v): try container.encode(v, forKey: key)
            case .flag(let v): try container.encode(v, forKey: key)
            case .point(let v): try container.encode(v, forKey: key)
            case .size(let v): try container.encode(v, forKey: key)
            case .rect(let v): try container.encode(v, forKey: key)
            case .transform(let v): try container.encode(v, forKey: key)
            case .color(let v): try container.encodeIfPresent(v, forKey: key)
            case .constant(let v): try container.encode(v, forKey: key)
            case .corners(let v), .edges(let v): try container.encode(v, forKey: key)
            case .pathBounds(let v): try container.encodeIfPresent(v, forKey: key)
            case .contents(let v):
                try container.encodeIfPresent(v?.kind, forKey: key)
                try container.encodeIfPresent(v?.pixelWidth, forKey: SnapshotKey.pixelWidth)
                try container.encodeIfPresent(v?.pixelHeight, forKey: SnapshotKey.pixelHeight)
            }
        }
    }

    private static func decode(_ rows: [LayerProperty], from container: KeyedDecodingContainer<SnapshotKey>) throws
        -> [String: SnapshotValue] {
        var values: [String: SnapshotValue] = [:]
        for row in rows {
            let key = SnapshotKey(row.inspectorName)
            values[row.key] = switch row.inspection.format {
            // The table's default tells a `Float` field from a `CGFloat` one.
            case .number where row.defaultValue is Float: .float(try container.decode(Float.self, forKey: key))
            case .number: .number(try container.decode(Double.self, forKey: key))
            case .flag: .flag(try container.decode(Bool.self, forKey: key))
            case .point: .point(try container.decode(PointSnapshot.self, forKey: key))
            case .size: .size(try container.decode(SizeSnapshot.self, forKey: key))
            case .rect: .rect(try container.decode(RectSnapshot.self, forKey: key))
            case .transform: .transform(try container.decode(TransformSnapshot.self, forKey: key))
            case .color: .color(try container.decodeIfPresent(ColorSnapshot.self, forKey: key))
            case .constant: .constant(try container.decode(String.self, forKey: key))
            case .cornerMask: .corners(try container.decode(Int.self, forKey: key))
            case .edgeMask: .edges(try container.decode(Int.self, forKey: key))
            case .pathBounds: .pathBounds(try container.decodeIfPresent(RectSnapshot.self, forKey: key))
            case .contents:
                .contents(try container.decodeIfPresent(String.self, forKey: key).map {
                    SnapshotValue.ContentsKind(
                        kind: $0, pixelWidth: try container.decodeIfPresent(Int.self, forKey: SnapshotKey.pixelWidth),
                        pixelHeight: try container.decodeIfPresent(Int.self, forKey: SnapshotKey.pixelHeight))
                })
            }
        }
        return values
    }
}

/// A JSON key of a snapshot, by its name.
struct SnapshotKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }

    /// The image size that goes with `contents`' kind.
    static let pixelWidth = SnapshotKey("pixelWidth")
    static let pixelHeight = SnapshotKey("pixelHeight")
}
