import Foundation

extension CALayer {
    func hitTestFromSuperlayer(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        if self is CATransformLayer { return hitTestThroughTransformLayer(point) }
        let m = transformToSuperlayer()
        guard let local = m.unproject(point) else { return nil }
        return hitTestLocal(local)
    }

    private func hitTestLocal(_ local: CGPoint) -> CALayer? {
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        if !children.isEmpty {
            // `hitTest(_:)` recurses through an overridable method, so the depth is counted per
            // thread: a tree deeper than the limit stops the search instead of the stack.
            let stack = TransactionStack.current
            guard stack.hitTestDepth < CALayer.maximumDepth else {
                StrataDiagnostics.report("layer tree deeper than \(CALayer.maximumDepth) levels; hitTest(_:) stopped at \(self)")
                return inside ? self : nil
            }
            stack.hitTestDepth += 1
            defer { stack.hitTestDepth -= 1 }
            for child in children.reversed() {
                if let hit = child.hitTest(local) { return hit }
            }
        }
        return inside ? self : nil
    }

    /// A sublayer of a transform layer the point can hit: where the point falls in its plane,
    /// and how near the viewer that spot is.
    private struct PlaneHit {
        let layer: CALayer
        let local: CGPoint
        let nearness: CGFloat
    }

    /// Hit testing of a transform layer, which has no 2D space of its own. Apple's header: "CALayer
    /// will pass over transform layers directly to their sublayers, applying the effects of the
    /// transform layer's geometry when hit-testing each sublayer." Every sublayer (through
    /// nested transform layers) is placed in the superlayer's 3D space and the point is cast
    /// onto its plane; the planes are tried nearest the viewer first, so the face that is drawn
    /// in front is the one hit. A sublayer turned away with `isDoubleSided` false is not drawn
    /// and is not hit. The transform layer itself is never returned.
    private func hitTestThroughTransformLayer(_ point: CGPoint) -> CALayer? {
        let stack = TransactionStack.current
        guard stack.hitTestDepth < CALayer.maximumDepth else {
            StrataDiagnostics.report("layer tree deeper than \(CALayer.maximumDepth) levels; hitTest(_:) stopped at \(self)")
            return nil
        }
        stack.hitTestDepth += 1
        defer { stack.hitTestDepth -= 1 }
        var candidates: [PlaneHit] = []
        let toSuperlayer = transformToSuperlayerContent()
            .concatenating(superlayer?.transformForSublayers() ?? CATransform3DIdentity)
        collectPlaneHits(point, under: toSuperlayer, into: &candidates, depth: 0)
        // Stable, so that planes at one depth keep the tree's front-to-back order.
        let ordered = candidates.enumerated().sorted {
            ($0.element.nearness, $0.offset) > ($1.element.nearness, $1.offset)
        }
        for candidate in ordered {
            if let hit = candidate.element.layer.hitTestLocal(candidate.element.local) { return hit }
        }
        return nil
    }

    /// Adds the planes of this transform layer's sublayers, whose 3D map into the superlayer's
    /// space is `m` (unflattened), front to back in tree order.
    private func collectPlaneHits(_ point: CGPoint, under m: CATransform3D, into candidates: inout [PlaneHit], depth: Int) {
        guard depth < CALayer.maximumDepth else { return }
        let sublayers = transformForSublayers()
        for child in children.reversed() where !child.isHidden {
            let toSpace = child.transformToSuperlayerContent().concatenating(sublayers).concatenating(m)
            if child is CATransformLayer {
                child.collectPlaneHits(point, under: toSpace, into: &candidates, depth: depth + 1)
                continue
            }
            guard child.isDoubleSided || toSpace.facesViewer, let local = toSpace.flattened().unproject(point) else { continue }
            let h = toSpace.project(local)
            guard h.w > 0, (h.z / h.w).isFinite else { continue }
            candidates.append(PlaneHit(layer: child, local: local, nearness: h.z / h.w))
        }
    }
}
