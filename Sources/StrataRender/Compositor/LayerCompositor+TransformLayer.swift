import Foundation

/// A sublayer of a transform layer (through nested transform layers), placed in the 3D space
/// of the nearest ancestor that flattens.
struct DepthSortedLayer {
    /// The layer's node: a layer that flattens its own subtree.
    let node: RenderNode
    /// The layer's unflattened map into the flattening ancestor's user space.
    let transform: CATransform3D
    /// The opacity the layer inherits: the ancestors' and the transform layers'.
    let alpha: Double
    /// How near the viewer the middle of the layer's bounds is: its z after the division by w.
    let nearness: CGFloat
    /// Which copy of a replicator that preserves depth the layer belongs to; 0 elsewhere.
    var instance = 0

    /// `node` under `transform`, its nearness that of the middle of its bounds (behind
    /// everything when the middle is behind the viewer or not finite).
    init(node: RenderNode, transform: CATransform3D, alpha: Double) {
        let b = node.bounds.standardized
        let middle = transform.project(CGPoint(x: b.midX, y: b.midY))
        self.node = node
        self.transform = transform
        self.alpha = alpha
        nearness = middle.w > 0 && (middle.z / middle.w).isFinite ? middle.z / middle.w : -.infinity
    }
}

extension LayerCompositor {
    /// Draws a `CATransformLayer`: nothing of its own (Apple: "Only the sublayers of a transform
    /// layer are rendered"; its background, contents, border, shadow, mask and `masksToBounds`
    /// are ignored), and its sublayers, through nested transform layers, in the 3D space of the
    /// current user space instead of flattened into its plane.
    ///
    /// Each of those layers keeps its whole 3D map (`transform`, `position`, `zPosition`, the
    /// transform layers' `transform` and `sublayerTransform`, then `under`, which carries the
    /// flattening ancestor's `sublayerTransform` and its perspective) and is drawn like any
    /// sublayer: single-sided ones facing away are left out, the others are flattened (through
    /// the projective warp under perspective). They are drawn back to front by the depth of the
    /// middle of their bounds after projection, ties in tree order: a sort by layer, as most
    /// compositors do, not a split of intersecting planes. The transform layer's `opacity`
    /// multiplies each layer's separately ("the transform layer does not form a compositing
    /// group"), as `alpha` here.
    ///
    /// - Parameters:
    ///   - layer: the transform layer.
    ///   - under: the transform layer's unflattened map into the current user space.
    ///   - alpha: the opacity its sublayers inherit, its own included.
    ///   - cullable: whether the nodes' device rectangles are those of this drawing (false for
    ///     a replicator's copies), so that layers outside the damage can be skipped.
    func drawTransformLayer(_ layer: RenderNode, under: CATransform3D, alpha: Double, depth: Int, cullable: Bool) {
        guard alpha > 0 else { return }
        guard depth < CALayer.maximumDepth else {
            StrataDiagnostics.report("layer tree deeper than \(CALayer.maximumDepth) levels; stopped drawing at \(layer)")
            return
        }
        // The node keeps the array's storage, so that a frame sorts without allocating.
        var sorted = layer.takeDepthSortStorage()
        sorted.removeAll(keepingCapacity: true)
        collectDepthSortedLayers(of: layer, under: under, alpha: alpha, depth: depth, into: &sorted)
        insertionSort(&sorted)
        for entry in sorted {
            if let cullRect, cullable, !entry.node.drawn.subtreeRect.checkedIntersects(cullRect) { continue }
            drawSublayer(entry.node, under: entry.transform, alpha: entry.alpha, depth: depth)
        }
        sorted.removeAll(keepingCapacity: true)
        layer.returnDepthSortStorage(sorted)
    }

    /// Appends the layers `layer`'s sublayers put in 3D, in tree order, entering nested
    /// transform layers.
    func collectDepthSortedLayers(of layer: RenderNode, under: CATransform3D, alpha: Double, depth: Int,
                                          into sorted: inout [DepthSortedLayer]) {
        guard depth < CALayer.maximumDepth else { return }
        let sublayers = layer.transformForSublayers()
        for child in layer.children where !child.isHidden || (child.isTransitioning && !child.isTransformLayer) {
            let m = child.transformToSuperlayerContent().concatenating(sublayers).concatenating(under)
            if child.isTransformLayer {
                let inner = alpha * Double(child.opacity).clamped01
                if inner > 0 { collectDepthSortedLayers(of: child, under: m, alpha: inner, depth: depth + 1, into: &sorted) }
                continue
            }
            sorted.append(DepthSortedLayer(node: child, transform: m, alpha: alpha))
        }
    }

    /// Sorts far to near, stable. Insertion sort: in place (no allocation per frame), and the
    /// few faces of a transform layer make it as fast as any.
    func insertionSort(_ entries: inout [DepthSortedLayer]) {
        guard entries.count > 1 else { return }
        for i in 1..<entries.count {
            let entry = entries[i]
            var j = i
            while j > 0, entries[j - 1].nearness > entry.nearness {
                entries[j] = entries[j - 1]
                j -= 1
            }
            entries[j] = entry
        }
    }
}

extension LayerCompositor {
    /// Draws the sublayers of a layer whose `sublayerTransform` is 3D (perspective, or a turn out
    /// of the plane) back to front by the depth of the middle of each sublayer's bounds after
    /// projection, ties in tree order: siblings share their parent's 3D space, so six faces of a
    /// cube in a plain layer look solid from any side. Each sublayer still flattens its own
    /// subtree. Hit testing keeps the tree order, as Apple's does.
    func drawSublayersInDepthOrder(of layer: RenderNode, sublayers: CATransform3D, alpha: Double, depth: Int) {
        var sorted = layer.takeDepthSortStorage()
        sorted.removeAll(keepingCapacity: true)
        for child in layer.children {
            let m = child.transformToSuperlayerContent().concatenating(sublayers)
            sorted.append(DepthSortedLayer(node: child, transform: m, alpha: alpha))
        }
        insertionSort(&sorted)
        for entry in sorted {
            if let cullRect, !entry.node.drawn.subtreeRect.checkedIntersects(cullRect) { continue }
            drawSublayer(entry.node, of: layer, alpha: alpha, depth: depth, sublayers: sublayers)
        }
        sorted.removeAll(keepingCapacity: true)
        layer.returnDepthSortStorage(sorted)
    }
}
