import Foundation

/// How the layer inspector shows one row of the layer property table: under which name, in
/// which group, in which form, and whether the panel lists it always or only when it differs
/// from Core Animation's default.
///
/// It lives on the table row so that a property added to the table is in the inspector's panel
/// and in `strata inspect --json` without being listed again there.
package struct LayerPropertyInspection: Sendable {
    /// How a value reads in the inspector: which JSON shape and which panel text.
    package enum Format: Sendable {
        /// A number (`opacity`, `cornerRadius`).
        case number
        /// A Boolean (`isHidden`).
        case flag
        /// A `CGPoint`.
        case point
        /// A `CGSize`.
        case size
        /// A `CGRect`.
        case rect
        /// A `CATransform3D`.
        case transform
        /// An optional `CGColor`.
        case color
        /// A Core Animation string constant (`contentsGravity`, the filters).
        case constant
        /// A `CACornerMask`.
        case cornerMask
        /// A `CAEdgeAntialiasingMask`.
        case edgeMask
        /// An optional `CGPath`, shown by its bounding box.
        case pathBounds
        /// The `contents` object, shown by its type (and pixel size for an image).
        case contents
    }

    /// When the panel lists a property.
    package enum Listing: Sendable {
        /// Always; the outline of `strata inspect` names it when it differs from the default.
        case always
        /// Always in the panel, never in the outline: the geometry the outline's frame stands for.
        case geometry
        /// In the panel and the outline only when it differs from Core Animation's default.
        case whenChanged
    }

    /// The name in the inspector, when it is not the Core Animation key: Swift's name for a
    /// Boolean (`isHidden`), or the field's name inside `group` (`width` of `border`).
    package let name: String?
    /// The JSON object the property is nested in, and the panel line it shares with its kin
    /// (`"border"`, `"shadow"`, `"contents"`); nil for a property of its own.
    package let group: String?
    /// How its value reads.
    package let format: Format
    /// When the panel lists it.
    package let listing: Listing

    /// A property shown on its own, under its key or `name`.
    static func own(_ format: Format, as name: String? = nil, _ listing: Listing = .always) -> Self {
        Self(name: name, group: nil, format: format, listing: listing)
    }

    /// A property shown as field `name` of `group`.
    static func field(_ name: String, of group: String, _ format: Format,
                      _ listing: Listing = .always) -> Self {
        Self(name: name, group: group, format: format, listing: listing)
    }
}

extension LayerProperty {
    /// The name the inspector shows: `inspection.name`, else the key.
    package var inspectorName: String { inspection.name ?? key }

    /// The property's value in `layer`'s model, boxed as key-value coding returns it.
    package func modelValue(of layer: CALayer) -> Any? { get(layer.values) }
}
