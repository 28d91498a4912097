import Foundation

/// What the inspector knows about one layer, and its subtree: the single model behind the
/// inspector panel, `strata inspect`'s outline and its JSON.
///
/// JSON schema (see also docs/inspect-json.md). Keys are written sorted; optional values that
/// are nil are left out; non-finite numbers are the strings `"inf"`, `"-inf"` and `"nan"`.
///
/// | key | type | meaning |
/// |-----|------|---------|
/// | `className` | string | the layer's class, e.g. `"CALayer"`, `"CATextLayer"` |
/// | `name` | string? | `name` |
/// | `path` | [string] | names from the root down to this layer (a layer without a name by its class) |
/// | `frame`, `bounds` | rect | `{x, y, width, height}`; frame in the superlayer, bounds in the layer |
/// | `position`, `anchorPoint` | point | `{x, y}` |
/// | `zPosition` | number | |
/// | `transform`, `sublayerTransform` | [number] ×16 | the matrix row by row, `m11 … m44` |
/// | `isDoubleSided`, `isGeometryFlipped` | bool | |
/// | `opacity` | number | |
/// | `isHidden`, `masksToBounds` | bool | |
/// | `cornerRadius` | number | |
/// | `backgroundColor` | color? | `{red, green, blue, alpha}` |
/// | `border` | object | `{width, color?}` |
/// | `shadow` | object | `{opacity, radius, offset: {width, height}, color?, pathBounds: rect?}` |
/// | `mask` | object? | `{className, name?, frame, contents}` of the mask layer |
/// | `contents` | object | `{kind?, pixelWidth?, pixelHeight?, gravity, rect, center, scale, magnificationFilter, minificationFilter}`; `kind` is absent when there are no contents |
/// | `text` | object? | for a `CATextLayer`: `{string?, font?, fontSize, color?, isWrapped, alignmentMode, truncationMode}` |
/// | `shouldRasterize` | bool | |
/// | `rasterizationScale` | number | |
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
    /// `bounds`, in the layer's own coordinates.
    public var bounds: RectSnapshot
    /// `position`, in the superlayer.
    public var position: PointSnapshot
    /// `anchorPoint`, in unit coordinates of the bounds.
    public var anchorPoint: PointSnapshot
    /// `zPosition`.
    public var zPosition: Double
    /// `transform`.
    public var transform: TransformSnapshot
    /// `sublayerTransform`.
    public var sublayerTransform: TransformSnapshot
    /// `isDoubleSided`.
    public var isDoubleSided: Bool
    /// `isGeometryFlipped`.
    public var isGeometryFlipped: Bool
    /// `opacity`.
    public var opacity: Float
    /// `isHidden`.
    public var isHidden: Bool
    /// `masksToBounds`.
    public var masksToBounds: Bool
    /// `cornerRadius`.
    public var cornerRadius: Double
    /// `backgroundColor`; nil for none.
    public var backgroundColor: ColorSnapshot?
    /// `borderWidth` and `borderColor`.
    public var border: BorderSnapshot
    /// The shadow properties.
    public var shadow: ShadowSnapshot
    /// The mask layer, in brief; nil for none.
    public var mask: MaskSnapshot?
    /// The contents and the properties that place them.
    public var contents: ContentsSnapshot
    /// The text of a `CATextLayer`; nil for other layers.
    public var text: TextSnapshot?
    /// `shouldRasterize`: whether the layer caches its subtree as a bitmap.
    public var shouldRasterize: Bool
    /// `rasterizationScale`.
    public var rasterizationScale: Double
    /// Whether the layer is drawn from a rasterized bitmap: its own `shouldRasterize`, or an
    /// ancestor's, whose cached bitmap holds this layer's pixels.
    public var drawnFromCache: Bool
    /// The named animations attached to the layer; nil when there are none.
    public var animations: [AnimationSnapshot]?
    /// How many sublayers the layer has (also when `sublayers` is left empty).
    public var sublayerCount: Int
    /// The sublayers' snapshots, back to front; empty when the snapshot was taken without them.
    public var sublayers: [LayerSnapshot]
}

/// A layer's border.
public struct BorderSnapshot: Codable, Equatable, Sendable {
    /// `borderWidth`, drawn inside the bounds.
    public var width: Double
    /// `borderColor`; nil for none.
    public var color: ColorSnapshot?
}

/// A layer's shadow.
public struct ShadowSnapshot: Codable, Equatable, Sendable {
    /// `shadowOpacity`; 0 draws no shadow.
    public var opacity: Float
    /// `shadowRadius`, the blur radius.
    public var radius: Double
    /// `shadowOffset`.
    public var offset: SizeSnapshot
    /// `shadowColor`; nil for none.
    public var color: ColorSnapshot?
    /// The bounding box of `shadowPath`; nil when the shadow follows the layer's alpha.
    public var pathBounds: RectSnapshot?
}

/// A layer's mask layer, in brief.
public struct MaskSnapshot: Codable, Equatable, Sendable {
    /// The mask layer's class name.
    public var className: String
    /// The mask layer's `name`.
    public var name: String?
    /// The mask's frame, in the masked layer's coordinates.
    public var frame: RectSnapshot
    /// The mask's contents, whose alpha masks the layer.
    public var contents: ContentsSnapshot
}

/// A layer's contents and the properties that place them.
public struct ContentsSnapshot: Codable, Equatable, Sendable {
    /// The type of `contents` (`"CGImage"` for an image); nil when there are none.
    public var kind: String?
    /// The image's width in pixels, for image contents.
    public var pixelWidth: Int?
    /// The image's height in pixels, for image contents.
    public var pixelHeight: Int?
    /// `contentsGravity`'s Core Animation name.
    public var gravity: String
    /// `contentsRect`, in unit coordinates.
    public var rect: RectSnapshot
    /// `contentsCenter`, in unit coordinates.
    public var center: RectSnapshot
    /// `contentsScale`.
    public var scale: Double
    /// `magnificationFilter`'s Core Animation name.
    public var magnificationFilter: String
    /// `minificationFilter`'s Core Animation name.
    public var minificationFilter: String
}

/// The text of a `CATextLayer`.
public struct TextSnapshot: Codable, Equatable, Sendable {
    /// The characters drawn, from a `String` or attributed string.
    public var string: String?
    /// The font name; nil is the default font.
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
