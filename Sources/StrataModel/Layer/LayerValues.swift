import Foundation

/// Every property of a layer that the renderer reads, as plain values.
///
/// The model keeps one per `CALayer` (its public properties read and write it), a commit copies it
/// into the render tree, and animations write their values into a copy of it at a media time. Its
/// defaults are Core Animation's and are the only place those defaults are written down: the
/// property table (`LayerProperty`) reads them from a default instance.
///
/// What every layer draws with (geometry, background, opacity, flags, contents) is stored
/// inline; the rest (`RareLayerValues`) lives in storage shared copy-on-write, allocated the
/// first time a layer sets one of them, and read as Core Animation's defaults until then.
public struct LayerValues {
    // Geometry, usable from the inlinable transform helpers below, which the renderer inlines
    // into its per-frame walks.
    @usableFromInline package var bounds: CGRect = .zero
    @usableFromInline package var position: CGPoint = .zero
    @usableFromInline package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    @usableFromInline package var anchorPointZ: CGFloat = 0
    @usableFromInline package var zPosition: CGFloat = 0
    @usableFromInline package var isGeometryFlipped = false
    package var isDoubleSided = true

    // Appearance
    package var backgroundColor: CGColor?
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var allowsGroupOpacity = true
    package var shouldRasterize = false
    package var cornerRadius: CGFloat = 0

    // Contents
    package var contents: Any? { didSet { contentsImage = contents as? CGImage } }
    /// `contents` when it is an image, the only contents a layer draws (any other value draws
    /// nothing): resolved whenever `contents` is set, so a frame reads it without a cast.
    package private(set) var contentsImage: CGImage?

    /// The rare values' storage; nil while every one of them has its default.
    @usableFromInline package var rareStorage: RareLayerValuesBox?

    /// Creates the values of a new layer: Core Animation's defaults.
    public init() {}

    /// `allowsEdgeAntialiasing`'s default, read once as Apple reads it: the Boolean
    /// `UIViewEdgeAntialiasing` of the main bundle's `Info.plist` (on Linux, Foundation finds
    /// the `Info.plist` beside the executable), false when the key is absent or not a Boolean.
    package static let edgeAntialiasingDefault: Bool =
        Bundle.main.object(forInfoDictionaryKey: "UIViewEdgeAntialiasing") as? Bool ?? false

    /// The rare values, read in place (the defaults while there is no storage) and written in
    /// storage of this value's own.
    @inlinable
    package var rare: RareLayerValues {
        _read {
            if let rareStorage {
                yield rareStorage.values
            } else {
                yield RareLayerValues.defaults
            }
        }
        _modify {
            let storage = uniqueRareStorage()
            yield &storage.values
        }
        set {
            uniqueRareStorage().values = newValue
        }
    }

    /// The rare values' storage, made or copied so that this value alone holds it.
    @inlinable
    package mutating func uniqueRareStorage() -> RareLayerValuesBox {
        if isKnownUniquelyReferenced(&rareStorage), let rareStorage { return rareStorage }
        let made = RareLayerValuesBox(rareStorage?.values ?? RareLayerValues())
        rareStorage = made
        return made
    }
}

// The rare values by name, as the rest of Strata reads and writes every layer property: a
// read is one load from the storage or from the defaults (no copy of the rare values, no
// coroutine), a write makes the storage this value's own first.
extension LayerValues {
    @inlinable package var transform: CATransform3D {
        get { rareStorage?.values.transform ?? RareLayerValues.defaults.transform }
        set { uniqueRareStorage().values.transform = newValue }
    }
    @inlinable package var sublayerTransform: CATransform3D {
        get { rareStorage?.values.sublayerTransform ?? RareLayerValues.defaults.sublayerTransform }
        set { uniqueRareStorage().values.sublayerTransform = newValue }
    }
    @inlinable package var maskedCorners: CACornerMask {
        get { rareStorage?.values.maskedCorners ?? RareLayerValues.defaults.maskedCorners }
        set { uniqueRareStorage().values.maskedCorners = newValue }
    }
    @inlinable package var cornerCurve: CALayerCornerCurve {
        get { rareStorage?.values.cornerCurve ?? RareLayerValues.defaults.cornerCurve }
        set { uniqueRareStorage().values.cornerCurve = newValue }
    }
    @inlinable package var borderWidth: CGFloat {
        get { rareStorage?.values.borderWidth ?? RareLayerValues.defaults.borderWidth }
        set { uniqueRareStorage().values.borderWidth = newValue }
    }
    @inlinable package var borderColor: CGColor? {
        get { rareStorage?.values.borderColor ?? RareLayerValues.defaults.borderColor }
        set { uniqueRareStorage().values.borderColor = newValue }
    }
    @inlinable package var shadowColor: CGColor? {
        get { rareStorage?.values.shadowColor ?? RareLayerValues.defaults.shadowColor }
        set { uniqueRareStorage().values.shadowColor = newValue }
    }
    @inlinable package var shadowOpacity: Float {
        get { rareStorage?.values.shadowOpacity ?? RareLayerValues.defaults.shadowOpacity }
        set { uniqueRareStorage().values.shadowOpacity = newValue }
    }
    @inlinable package var shadowOffset: CGSize {
        get { rareStorage?.values.shadowOffset ?? RareLayerValues.defaults.shadowOffset }
        set { uniqueRareStorage().values.shadowOffset = newValue }
    }
    @inlinable package var shadowRadius: CGFloat {
        get { rareStorage?.values.shadowRadius ?? RareLayerValues.defaults.shadowRadius }
        set { uniqueRareStorage().values.shadowRadius = newValue }
    }
    @inlinable package var shadowPath: CGPath? {
        get { rareStorage?.values.shadowPath ?? RareLayerValues.defaults.shadowPath }
        set { uniqueRareStorage().values.shadowPath = newValue }
    }
    @inlinable package var allowsEdgeAntialiasing: Bool {
        get { rareStorage?.values.allowsEdgeAntialiasing ?? RareLayerValues.defaults.allowsEdgeAntialiasing }
        set { uniqueRareStorage().values.allowsEdgeAntialiasing = newValue }
    }
    @inlinable package var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { rareStorage?.values.edgeAntialiasingMask ?? RareLayerValues.defaults.edgeAntialiasingMask }
        set { uniqueRareStorage().values.edgeAntialiasingMask = newValue }
    }
    @inlinable package var rasterizationScale: CGFloat {
        get { rareStorage?.values.rasterizationScale ?? RareLayerValues.defaults.rasterizationScale }
        set { uniqueRareStorage().values.rasterizationScale = newValue }
    }
    @inlinable package var toneMapMode: CAToneMapMode {
        get { rareStorage?.values.toneMapMode ?? RareLayerValues.defaults.toneMapMode }
        set { uniqueRareStorage().values.toneMapMode = newValue }
    }
    @inlinable package var preferredDynamicRange: CADynamicRange {
        get { rareStorage?.values.preferredDynamicRange ?? RareLayerValues.defaults.preferredDynamicRange }
        set { uniqueRareStorage().values.preferredDynamicRange = newValue }
    }
    @inlinable package var contentsHeadroom: CGFloat {
        get { rareStorage?.values.contentsHeadroom ?? RareLayerValues.defaults.contentsHeadroom }
        set { uniqueRareStorage().values.contentsHeadroom = newValue }
    }
    @inlinable package var wantsExtendedDynamicRangeContent: Bool {
        get { rareStorage?.values.wantsExtendedDynamicRangeContent ?? RareLayerValues.defaults.wantsExtendedDynamicRangeContent }
        set { uniqueRareStorage().values.wantsExtendedDynamicRangeContent = newValue }
    }
    @inlinable package var contentsFormat: CALayerContentsFormat {
        get { rareStorage?.values.contentsFormat ?? RareLayerValues.defaults.contentsFormat }
        set { uniqueRareStorage().values.contentsFormat = newValue }
    }
    @inlinable package var contentsRect: CGRect {
        get { rareStorage?.values.contentsRect ?? RareLayerValues.defaults.contentsRect }
        set { uniqueRareStorage().values.contentsRect = newValue }
    }
    @inlinable package var contentsCenter: CGRect {
        get { rareStorage?.values.contentsCenter ?? RareLayerValues.defaults.contentsCenter }
        set { uniqueRareStorage().values.contentsCenter = newValue }
    }
    @inlinable package var contentsGravity: CALayerContentsGravity {
        get { rareStorage?.values.contentsGravity ?? RareLayerValues.defaults.contentsGravity }
        set { uniqueRareStorage().values.contentsGravity = newValue }
    }
    @inlinable package var contentsScale: CGFloat {
        get { rareStorage?.values.contentsScale ?? RareLayerValues.defaults.contentsScale }
        set { uniqueRareStorage().values.contentsScale = newValue }
    }
    @inlinable package var magnificationFilter: CALayerContentsFilter {
        get { rareStorage?.values.magnificationFilter ?? RareLayerValues.defaults.magnificationFilter }
        set { uniqueRareStorage().values.magnificationFilter = newValue }
    }
    @inlinable package var minificationFilter: CALayerContentsFilter {
        get { rareStorage?.values.minificationFilter ?? RareLayerValues.defaults.minificationFilter }
        set { uniqueRareStorage().values.minificationFilter = newValue }
    }
    @inlinable package var minificationFilterBias: Float {
        get { rareStorage?.values.minificationFilterBias ?? RareLayerValues.defaults.minificationFilterBias }
        set { uniqueRareStorage().values.minificationFilterBias = newValue }
    }
    @inlinable package var contentsCrossfade: ContentsCrossfade? {
        get { rareStorage?.values.contentsCrossfade }
        set { uniqueRareStorage().values.contentsCrossfade = newValue }
    }
    @inlinable package var timing: MediaTimingValues {
        get { rareStorage?.values.timing ?? RareLayerValues.defaults.timing }
        set { uniqueRareStorage().values.timing = newValue }
    }
}

extension LayerValues {
    /// The anchor point in the layer's own coordinates.
    @inlinable
    package var anchorInBounds: CGPoint { Self.anchor(anchorPoint, in: bounds) }

    /// `anchorPoint` (unit coordinates) as a point of `bounds`.
    @inlinable @inline(__always)
    package static func anchor(_ anchorPoint: CGPoint, in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps the layer's coordinates into the superlayer's coordinates before the superlayer's
    /// `sublayerTransform` and flip: anchor, `transform`, then `position` and `zPosition`, that
    /// is `T(−anchor) × transform × T(position, zPosition)`.
    ///
    /// Multiplied out rather than as two matrix products, and inlinable, because the renderer
    /// asks it for every changed layer of every frame: the first translation only changes the
    /// fourth row (row 4 − anchor · rows 1…3), the second adds w × the translation to each row.
    @inlinable @inline(__always)
    package func transformToSuperlayerContent() -> CATransform3D {
        Self.transformToSuperlayerContent(transform, bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                                          position: position, zPosition: zPosition)
    }

    /// `transformToSuperlayerContent()` from the fields it reads: a caller holding the values in
    /// a class passes these plain fields, where calling the method copied every field first.
    @inlinable @inline(__always)
    package static func transformToSuperlayerContent(_ transform: CATransform3D, bounds: CGRect, anchorPoint: CGPoint,
                                                     anchorPointZ az: CGFloat, position p: CGPoint,
                                                     zPosition z: CGFloat) -> CATransform3D {
        let a = anchor(anchorPoint, in: bounds)
        var m = transform
        m.m41 -= a.x * m.m11 + a.y * m.m21 + az * m.m31
        m.m42 -= a.x * m.m12 + a.y * m.m22 + az * m.m32
        m.m43 -= a.x * m.m13 + a.y * m.m23 + az * m.m33
        m.m44 -= a.x * m.m14 + a.y * m.m24 + az * m.m34
        m.m11 += m.m14 * p.x; m.m12 += m.m14 * p.y; m.m13 += m.m14 * z
        m.m21 += m.m24 * p.x; m.m22 += m.m24 * p.y; m.m23 += m.m24 * z
        m.m31 += m.m34 * p.x; m.m32 += m.m34 * p.y; m.m33 += m.m34 * z
        m.m41 += m.m44 * p.x; m.m42 += m.m44 * p.y; m.m43 += m.m44 * z
        return m
    }

    /// The transform the layer applies to its sublayers' positions: `sublayerTransform` about the
    /// anchor point, then the vertical flip of `isGeometryFlipped`.
    @inlinable @inline(__always)
    package func transformForSublayers() -> CATransform3D {
        Self.transformForSublayers(sublayerTransform, bounds: bounds, anchorPoint: anchorPoint,
                                   anchorPointZ: anchorPointZ, isGeometryFlipped: isGeometryFlipped)
    }

    /// `transformForSublayers()` from the fields it reads: a caller holding the values in a
    /// class passes these plain fields, where calling the method copied every field first.
    @inlinable @inline(__always)
    package static func transformForSublayers(_ sublayerTransform: CATransform3D, bounds: CGRect, anchorPoint: CGPoint,
                                              anchorPointZ: CGFloat, isGeometryFlipped: Bool) -> CATransform3D {
        var m = CATransform3DIdentity
        if sublayerTransform != CATransform3DIdentity {
            let a = anchor(anchorPoint, in: bounds)
            m = CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ)
                .concatenating(sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(a.x, a.y, anchorPointZ))
        }
        if isGeometryFlipped { m = m.concatenating(CATransform3DMakeAffineTransform(geometryFlip(in: bounds))) }
        return m
    }

    /// The map that turns a layer's geometry over within `bounds` (y ↦ minY + maxY − y), as
    /// `isGeometryFlipped` does to its sublayers and to a shape layer's path.
    @inlinable
    package static func geometryFlip(in bounds: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }
}
