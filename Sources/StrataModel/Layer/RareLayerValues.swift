import Foundation

/// The layer properties most layers leave at their defaults, kept out of line by
/// `LayerValues`: transforms, shadow, border, corner shape, contents geometry and filters,
/// rasterization scale, dynamic range and media timing.
///
/// A layer that sets none of them holds no storage for them (a million plain layers would hold
/// 1.1 GB of defaults otherwise, in the model and again in the render tree). The defaults are
/// Core Animation's and are written down here only.
///
/// Sendable: numbers, strings and immutable references (colours, paths), like `LayerValues`.
@usableFromInline
package struct RareLayerValues: @unchecked Sendable {
    @usableFromInline package var transform: CATransform3D = CATransform3DIdentity
    @usableFromInline package var sublayerTransform: CATransform3D = CATransform3DIdentity

    @usableFromInline package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                               .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    @usableFromInline package var cornerCurve: CALayerCornerCurve = .circular
    @usableFromInline package var borderWidth: CGFloat = 0
    // Opaque black, Core Animation's default for both: one shared colour (colours are
    // immutable), not two new ones for every layer made.
    @usableFromInline package var borderColor: CGColor? = CGColor.black
    @usableFromInline package var shadowColor: CGColor? = CGColor.black
    @usableFromInline package var shadowOpacity: Float = 0
    @usableFromInline package var shadowOffset = CGSize(width: 0, height: -3)
    @usableFromInline package var shadowRadius: CGFloat = 3
    @usableFromInline package var shadowPath: CGPath?
    @usableFromInline package var allowsEdgeAntialiasing = LayerValues.edgeAntialiasingDefault
    @usableFromInline package var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
    @usableFromInline package var rasterizationScale: CGFloat = 1

    // Dynamic range (stored and inspected; drawn as standard range)
    @usableFromInline package var toneMapMode = CAToneMapMode.automatic
    @usableFromInline package var preferredDynamicRange = CADynamicRange.automatic
    @usableFromInline package var contentsHeadroom: CGFloat = 0
    @usableFromInline package var wantsExtendedDynamicRangeContent = false
    @usableFromInline package var contentsFormat = CALayerContentsFormat.RGBA8Uint

    // Contents geometry and filters
    @usableFromInline package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    @usableFromInline package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    @usableFromInline package var contentsGravity: CALayerContentsGravity = .resize
    @usableFromInline package var contentsScale: CGFloat = 1
    @usableFromInline package var magnificationFilter: CALayerContentsFilter = .linear
    @usableFromInline package var minificationFilter: CALayerContentsFilter = .linear
    @usableFromInline package var minificationFilterBias: Float = 0
    /// A running crossfade of `contents` (presented values only; see `ContentsCrossfade`).
    @usableFromInline package var contentsCrossfade: ContentsCrossfade?

    // Timing: the layer's own timespace (`CAMediaTiming`), which its animations and its
    // sublayers' run in.
    @usableFromInline package var timing = MediaTimingValues()

    /// Core Animation's defaults.
    @usableFromInline package init() {}

    /// The values of a layer that set none of them: read where a layer has no storage of its
    /// own. Immutable, like every `let` of a value type.
    @usableFromInline package static let defaults = RareLayerValues()
}

/// The storage one or more `LayerValues` share for their rare values, copied before a write
/// while shared (copy on write).
@usableFromInline
package final class RareLayerValuesBox: @unchecked Sendable {
    // Without Swift's dynamic exclusivity checks (a thread-local access set searched on each
    // write, a render frame's animated transforms among them): a box is written only by the
    // one `LayerValues` that holds it alone (`uniqueRareStorage()`), and no write is open
    // while another access to it is.
    @exclusivity(unchecked) @usableFromInline package var values: RareLayerValues

    @usableFromInline package init(_ values: RareLayerValues) {
        self.values = values
    }
}
