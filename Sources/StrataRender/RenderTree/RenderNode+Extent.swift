import Foundation

extension RenderNode {
    /// A rectangle in the layer's coordinates that holds everything its subtree can draw: its
    /// own drawing (`ownDrawingExtent`), sublayers (unless clipped by `values.masksToBounds`) and
    /// the spread of shadows.
    /// Infinite when it cannot be bounded cheaply (replicators, perspective), and for a transform
    /// layer, whose sublayers are not in its plane.
    func subtreeExtent(depth: Int) -> CGRect {
        guard depth < CALayer.maximumDepth, replicator == nil, !isTransformLayer else { return .infinite }
        var box = ownDrawingExtent
        if castsDrawnShadow {
            let spread = 3 * abs(values.shadowRadius) + max(abs(values.shadowOffset.width), abs(values.shadowOffset.height)) + 1
            box = box.checkedUnion((values.shadowPath?.boundingBox ?? box).insetBy(dx: -spread, dy: -spread))
        }
        guard !values.masksToBounds else { return box }
        let sublayers = transformForSublayers()
        for child in children where !child.isHidden {
            let inner = child.subtreeExtent(depth: depth + 1)
            if inner.isNull { continue }
            if inner.isInfinite { return .infinite }
            let m = child.transform(underSublayerTransform: sublayers)
            guard CATransform3DIsAffine(m) else { return .infinite }
            let mapped = inner.corners.compactMap { m.apply(to: $0) }
            guard mapped.count == 4 else { return .infinite }
            box = box.checkedUnion(CGRect.boundingBox(of: mapped))
        }
        return box
    }
}
