import Foundation

extension CALayer {
    /// A rectangle in the layer's coordinates that holds everything its subtree can draw:
    /// bounds, sublayers (unless clipped by `masksToBounds`) and the spread of shadows.
    /// Infinite when it cannot be bounded cheaply (replicators, perspective).
    func subtreeExtent(depth: Int) -> CGRect {
        guard depth < LayerCompositor.maximumDepth, !(self is CAReplicatorLayer) else { return .infinite }
        var box = bounds.standardized
        if shadowOpacity > 0 {
            let spread = 3 * abs(shadowRadius) + max(abs(shadowOffset.width), abs(shadowOffset.height)) + 1
            box = box.union((shadowPath?.boundingBox ?? box).insetBy(dx: -spread, dy: -spread))
        }
        guard !masksToBounds else { return box }
        for child in children where !child.isHidden {
            let inner = child.subtreeExtent(depth: depth + 1)
            if inner.isNull { continue }
            if inner.isInfinite { return .infinite }
            let m = child.transformToSuperlayer()
            guard CATransform3DIsAffine(m) else { return .infinite }
            let mapped = inner.corners.compactMap { m.apply(to: $0) }
            guard mapped.count == 4 else { return .infinite }
            box = box.union(CGRect.boundingBox(of: mapped))
        }
        return box
    }
}
