import Foundation
import Strata

/// What the inspector knows about one layer, and its subtree: the single model behind the
/// inspector panel, `strata inspect`'s outline and its JSON.
///
/// JSON (docs/inspect-json.md). Keys are written sorted; optional values that are nil are left
/// out; non-finite numbers are the strings `"inf"`, `"-inf"` and `"nan"`. The layer's
/// properties from the layer property table are written as `LayerProperties` says (one key
/// each, grouped ones in `border`, `shadow` and `contents`); beside them:
///
/// | key | type | meaning |
/// |-----|------|---------|
/// | `className` | string | the layer's class, e.g. `"CALayer"`, `"CATextLayer"` |
/// | `name` | string? | `name` |
/// | `path` | [string] | names from the root down to this layer (a layer without a name by its class) |
/// | `frame` | rect | `{x, y, width, height}` in the superlayer |
/// | `mask` | object? | `{className, name?, frame, contents}` of the mask layer |
/// | `text` | object? | for a `CATextLayer`: `{string?, font?, fontSize, color?, isWrapped, alignmentMode, truncationMode}` |
/// | `classProperties` | [{key, value}]? | a subclass's own properties (a shape layer's `path`, `lineWidth`, …; an emitter's `birthRate`, …), in the class's order, each value as the panel shows it; absent for a plain layer |
/// | `drawnFromCache` | bool | whether the layer's pixels come from a rasterized bitmap (its own or an ancestor's `shouldRasterize`) |
/// | `animations` | [AnimationSnapshot]? | the named animations attached, with progress and model and presentation values (see `AnimationSnapshot`); absent when there are none |
/// | `sublayerCount` | int | how many sublayers the layer has |
/// | `sublayers` | [LayerSnapshot] | their snapshots, back to front; empty in a hit chain, which lists one layer per level |
public struct LayerSnapshot: Codable, Equatable, Sendable {
    /// The layer's class name.
    public var className: String
    /// The layer's `name`.
    public var name: String?
    /// The names from the root of the tree down to this layer; a layer without a name is shown
    /// by its class name.
    public var path: [String]
    /// `frame`: the bounding box of the transformed bounds, in the superlayer.
    public var frame: RectSnapshot
    /// Every property of the layer property table, as the model holds it.
    public var properties: LayerProperties
    /// The mask layer, in brief; nil for none.
    public var mask: MaskSnapshot?
    /// The text of a `CATextLayer`; nil for other layers.
    public var text: TextSnapshot?
    /// Whether the layer is drawn from a rasterized bitmap: its own `shouldRasterize`, or an
    /// ancestor's, whose cached bitmap holds this layer's pixels.
    public var drawnFromCache: Bool
    /// The named animations attached to the layer; nil when there are none.
    public var animations: [AnimationSnapshot]?
    /// How many sublayers the layer has (also when `sublayers` is left empty).
    public var sublayerCount: Int
    /// The sublayers' snapshots, back to front; empty when the snapshot was taken without them.
    public var sublayers: [LayerSnapshot]
    /// The subclass's own properties, in the class's order; nil for a plain `CALayer`.
    public var classProperties: [ClassProperty]? = nil
}

/// One property of a layer subclass, by its Core Animation key, with its value as text.
public struct ClassProperty: Codable, Equatable, Sendable {
    /// The Core Animation key (`"lineWidth"`, `"birthRate"`).
    public var key: String
    /// The value as the panel shows it (`"2"`, `"#FF0000FF"`, `"point"`).
    public var value: String

    /// A property and its value as text.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

extension LayerSnapshot {
    private enum Key: String {
        case className, name, path, frame, mask, text, drawnFromCache, animations, sublayerCount, sublayers,
             classProperties

        var key: SnapshotKey { SnapshotKey(rawValue) }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SnapshotKey.self)
        className = try c.decode(String.self, forKey: Key.className.key)
        name = try c.decodeIfPresent(String.self, forKey: Key.name.key)
        path = try c.decode([String].self, forKey: Key.path.key)
        frame = try c.decode(RectSnapshot.self, forKey: Key.frame.key)
        properties = try LayerProperties(from: c)
        mask = try c.decodeIfPresent(MaskSnapshot.self, forKey: Key.mask.key)
        text = try c.decodeIfPresent(TextSnapshot.self, forKey: Key.text.key)
        drawnFromCache = try c.decode(Bool.self, forKey: Key.drawnFromCache.key)
        animations = try c.decodeIfPresent([AnimationSnapshot].self, forKey: Key.animations.key)
        sublayerCount = try c.decode(Int.self, forKey: Key.sublayerCount.key)
        sublayers = try c.decode([LayerSnapshot].self, forKey: Key.sublayers.key)
        classProperties = try c.decodeIfPresent([ClassProperty].self, forKey: Key.classProperties.key)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SnapshotKey.self)
        try c.encode(className, forKey: Key.className.key)
        try c.encodeIfPresent(name, forKey: Key.name.key)
        try c.encode(path, forKey: Key.path.key)
        try c.encode(frame, forKey: Key.frame.key)
        try properties.encode(to: &c)
        try c.encodeIfPresent(mask, forKey: Key.mask.key)
        try c.encodeIfPresent(text, forKey: Key.text.key)
        try c.encode(drawnFromCache, forKey: Key.drawnFromCache.key)
        try c.encodeIfPresent(animations, forKey: Key.animations.key)
        try c.encode(sublayerCount, forKey: Key.sublayerCount.key)
        try c.encode(sublayers, forKey: Key.sublayers.key)
        try c.encodeIfPresent(classProperties, forKey: Key.classProperties.key)
    }
}

/// A layer's mask layer, in brief.
public struct MaskSnapshot: Codable, Equatable, Sendable {
    /// The mask layer's class name.
    public var className: String
    /// The mask layer's `name`.
    public var name: String?
    /// The mask's frame, in the masked layer's coordinates.
    public var frame: RectSnapshot
    /// The mask's contents and the properties that place them (the table's `contents` group),
    /// whose alpha masks the layer.
    public var contents: LayerProperties

    /// The table group `contents` holds.
    static let contentsGroup = "contents"

    init(of mask: CALayer) {
        className = LayerSnapshot.className(of: mask)
        name = mask.name
        frame = RectSnapshot(mask.frame)
        contents = LayerProperties(of: mask, rows: LayerProperties.rows(in: MaskSnapshot.contentsGroup))
    }

    private enum Key: String {
        case className, name, frame, contents

        var key: SnapshotKey { SnapshotKey(rawValue) }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SnapshotKey.self)
        className = try c.decode(String.self, forKey: Key.className.key)
        name = try c.decodeIfPresent(String.self, forKey: Key.name.key)
        frame = try c.decode(RectSnapshot.self, forKey: Key.frame.key)
        contents = try LayerProperties.decodeGroup(
            MaskSnapshot.contentsGroup, from: c.nestedContainer(keyedBy: SnapshotKey.self, forKey: Key.contents.key))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SnapshotKey.self)
        try c.encode(className, forKey: Key.className.key)
        try c.encodeIfPresent(name, forKey: Key.name.key)
        try c.encode(frame, forKey: Key.frame.key)
        var nested = c.nestedContainer(keyedBy: SnapshotKey.self, forKey: Key.contents.key)
        try LayerProperties.encodeGroup(MaskSnapshot.contentsGroup, of: contents, to: &nested)
    }
}

/// The text of a `CATextLayer`.
public struct TextSnapshot: Codable, Equatable, Sendable {
    /// The characters drawn, from a `String` or attributed string.
    public var string: String?
    /// The font name, or a `CGFont`'s full name; nil is the default font.
    public var font: String?
    /// `fontSize`, in points.
    public var fontSize: Double
    /// `foregroundColor`.
    public var color: ColorSnapshot?
    /// `isWrapped`.
    public var isWrapped: Bool
    /// `alignmentMode`'s Core Animation name.
    public var alignmentMode: String
    /// `truncationMode`'s Core Animation name.
    public var truncationMode: String
}
