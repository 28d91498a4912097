import Foundation

/// Every property of a layer that the renderer reads, as plain values.
///
/// The model keeps one per `CALayer` (its public properties read and write it), a commit copies it
/// into the render tree, and animations write their values into a copy of it at a media time. Its
/// defaults are Core Animation's and are the only place those defaults are written down: the
/// property table (`LayerProperty`) reads them from a default instance.
public struct LayerValues {
    // Geometry
    package var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    package var zPosition: CGFloat = 0
    var transform: CATransform3D = CATransform3DIdentity
    var sublayerTransform: CATransform3D = CATransform3DIdentity
    var isGeometryFlipped = false
    package var isDoubleSided = true

    // Appearance
    package var backgroundColor: CGColor?
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                       .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    package var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?
    package var allowsGroupOpacity = true
    var allowsEdgeAntialiasing = false
    package var shouldRasterize = false
    package var rasterizationScale: CGFloat = 1

    // Contents
    package var contents: Any?
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
}

extension LayerValues {
    /// The anchor point in the layer's own coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps the layer's coordinates into the superlayer's coordinates before the superlayer's
    /// `sublayerTransform` and flip: anchor, `transform`, then `position` and `zPosition`.
    package func transformToSuperlayerContent() -> CATransform3D {
        let a = anchorInBounds
        return CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The transform the layer applies to its sublayers' positions: `sublayerTransform` about the
    /// anchor point, then the vertical flip of `isGeometryFlipped`.
    package func transformForSublayers() -> CATransform3D {
        var m = CATransform3DIdentity
        if !CATransform3DIsIdentity(sublayerTransform) {
            let a = anchorInBounds
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
