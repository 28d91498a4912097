import Foundation

/// Every property of a layer that the renderer reads, as plain values.
///
/// The model keeps one per `CALayer` (its public properties read and write it), a commit copies it
/// into the render tree, and animations write their values into a copy of it at a media time. Its
/// defaults are Core Animation's and are the only place those defaults are written down: the
/// property table (`LayerProperty`) reads them from a default instance.
public struct LayerValues {
    // Geometry, usable from the inlinable transform helpers below, which the renderer inlines
    // into its per-frame walks.
    @usableFromInline package var bounds: CGRect = .zero
    @usableFromInline package var position: CGPoint = .zero
    @usableFromInline package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    @usableFromInline package var anchorPointZ: CGFloat = 0
    @usableFromInline package var zPosition: CGFloat = 0
    @usableFromInline package var transform: CATransform3D = CATransform3DIdentity
    @usableFromInline package var sublayerTransform: CATransform3D = CATransform3DIdentity
    @usableFromInline package var isGeometryFlipped = false
    package var isDoubleSided = true

    // Appearance
    package var backgroundColor: CGColor?
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                       .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var cornerCurve: CALayerCornerCurve = .circular
    package var borderWidth: CGFloat = 0
    // Opaque black, Core Animation's default for both: one shared colour (colours are
    // immutable), not two new ones for every layer made.
    package var borderColor: CGColor? = CGColor.black
    package var shadowColor: CGColor? = CGColor.black
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?
    package var allowsGroupOpacity = true
    package var allowsEdgeAntialiasing = LayerValues.edgeAntialiasingDefault
    package var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
    package var shouldRasterize = false
    package var rasterizationScale: CGFloat = 1
    // Dynamic range (stored and inspected; drawn as standard range)
    package var toneMapMode = CAToneMapMode.automatic
    package var preferredDynamicRange = CADynamicRange.automatic
    package var contentsHeadroom: CGFloat = 0
    package var wantsExtendedDynamicRangeContent = false

    // Contents
    package var contents: Any? { didSet { contentsImage = contents as? CGImage } }
    /// `contents` when it is an image, the only contents a layer draws (any other value draws
    /// nothing): resolved whenever `contents` is set, so a frame reads it without a cast.
    package private(set) var contentsImage: CGImage?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsGravity: CALayerContentsGravity = .resize
    package var contentsScale: CGFloat = 1
    package var magnificationFilter: CALayerContentsFilter = .linear
    package var minificationFilter: CALayerContentsFilter = .linear
    package var minificationFilterBias: Float = 0

    // Timing: the layer's own timespace (`CAMediaTiming`), which its animations and its
    // sublayers' run in.
    package var timing = MediaTimingValues()

    /// Creates the values of a new layer: Core Animation's defaults.
    public init() {}

    /// `allowsEdgeAntialiasing`'s default, read once as Apple reads it: the Boolean
    /// `UIViewEdgeAntialiasing` of the main bundle's `Info.plist` (on Linux, Foundation finds
    /// the `Info.plist` beside the executable), false when the key is absent or not a Boolean.
    package static let edgeAntialiasingDefault: Bool =
        Bundle.main.object(forInfoDictionaryKey: "UIViewEdgeAntialiasing") as? Bool ?? false
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
        let a = anchorInBounds, az = anchorPointZ
        var m = transform
        m.m41 -= a.x * m.m11 + a.y * m.m21 + az * m.m31
        m.m42 -= a.x * m.m12 + a.y * m.m22 + az * m.m32
        m.m43 -= a.x * m.m13 + a.y * m.m23 + az * m.m33
        m.m44 -= a.x * m.m14 + a.y * m.m24 + az * m.m34
        let p = position, z = zPosition
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
        if isGeometryFlipped {
            var flip = CATransform3DMakeScale(1, -1, 1)
            flip.m42 = bounds.minY + bounds.maxY
            m = m.concatenating(flip)
        }
        return m
    }
}
