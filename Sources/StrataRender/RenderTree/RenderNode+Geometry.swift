import Foundation

extension RenderNode {
    /// See `LayerValues.transformToSuperlayerContent()`.
    func transformToSuperlayerContent() -> CATransform3D {
        LayerValues.transformToSuperlayerContent(values.transform, bounds: values.bounds, anchorPoint: values.anchorPoint,
                                                 anchorPointZ: values.anchorPointZ, position: values.position,
                                                 zPosition: values.zPosition)
    }

    /// See `LayerValues.transformForSublayers()`.
    func transformForSublayers() -> CATransform3D {
        LayerValues.transformForSublayers(values.sublayerTransform, bounds: values.bounds, anchorPoint: values.anchorPoint,
                                          anchorPointZ: values.anchorPointZ, isGeometryFlipped: values.isGeometryFlipped)
    }

    /// The map that turns the layer's own geometry drawing (a shape layer's path) over within
    /// its bounds when `isGeometryFlipped` is set, as its sublayers are (its `contents` image
    /// stays as it is); nil otherwise.
    var ownGeometryFlip: CGAffineTransform? {
        values.isGeometryFlipped ? LayerValues.geometryFlip(in: values.bounds) : nil
    }

    /// Maps the node's coordinates into its parent's, flattened as Core Animation composites.
    func transform(toParent parent: RenderNode?) -> CATransform3D {
        transform(underSublayerTransform: parent?.transformForSublayers() ?? CATransform3DIdentity)
    }

    /// Maps the node's coordinates into its parent's, given the parent's
    /// `transformForSublayers()`: a walk over many children computes that once.
    func transform(underSublayerTransform sublayers: CATransform3D) -> CATransform3D {
        var m = transformToSuperlayerContent()
        if sublayers != CATransform3DIdentity { m = m.concatenating(sublayers) }
        return m.flattened()
    }
}
