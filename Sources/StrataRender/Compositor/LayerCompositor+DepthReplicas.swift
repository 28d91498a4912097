import CCairo
import Foundation

extension ReplicatorValues {
    /// The factors a copy's premultiplied channels are multiplied by.
    typealias Tint = (r: Double, g: Double, b: Double, a: Double)

    /// Copy `k`'s tint: `instanceColor` (white when nil) plus `k` times the colour offsets,
    /// each clamped to 0…1.
    func tint(ofCopy k: Int) -> Tint {
        let base = instanceColor?.rgba ?? (r: 1, g: 1, b: 1, a: 1)
        let kf = Float(k)
        func channel(_ start: Double, _ offset: Float) -> Double { (start + Double(kf * offset)).clamped01 }
        return (r: channel(base.r, instanceRedOffset), g: channel(base.g, instanceGreenOffset),
                b: channel(base.b, instanceBlueOffset), a: channel(base.a, instanceAlphaOffset))
    }
}

extension LayerCompositor {
    /// Draws the copies of a replicator that preserves depth (Apple: "If true, the layer behaves
    /// like a CATransformLayer"): each sublayer of each copy keeps its whole 3D map (its own,
    /// `k` instance steps, the replicator's sublayer transform, then `under`, the replicator's
    /// unflattened map into the current user space) and all are drawn back to front by the
    /// depth of their middles, as a transform layer's sublayers are (`drawTransformLayer`); a
    /// sublayer that is a transform layer places its own sublayers among them. Each copy keeps
    /// its tint and its delayed time.
    func drawReplicasInDepthOrder(of layer: RenderNode, replicator: ReplicatorValues, under: CATransform3D,
                                  alpha: Double, depth: Int) {
        let count = copyCount(of: layer)
        guard count > 0, alpha > 0, depth < CALayer.maximumDepth else { return }
        var inner = self
        inner.copiesAbove = copiesAbove * count
        inner.replicasDrawnApart = nil
        var sorted = layer.takeDepthSortStorage()
        sorted.removeAll(keepingCapacity: true)
        let sublayers = layer.transformForSublayers()
        let step = layer.instanceStep
        var copy = CATransform3DIdentity
        for k in 0..<count {
            if replicator.tint(ofCopy: k).a > 0 {
                let start = sorted.count
                let toUser = copy.concatenating(sublayers).concatenating(under)
                for child in layer.children where !child.isHidden || (child.isTransitioning && !child.isTransformLayer) {
                    let m = child.transformToSuperlayerContent().concatenating(toUser)
                    if child.isTransformLayer {
                        let inherited = alpha * Double(child.opacity).clamped01
                        if inherited > 0 {
                            collectDepthSortedLayers(of: child, under: m, alpha: inherited, depth: depth + 1, into: &sorted)
                        }
                    } else {
                        sorted.append(DepthSortedLayer(node: child, transform: m, alpha: alpha))
                    }
                }
                for index in start..<sorted.count { sorted[index].instance = k }
            }
            copy = copy.concatenating(step)
        }
        insertionSort(&sorted)
        inner.drawSorted(sorted, of: layer, replicator: replicator, depth: depth)
        sorted.removeAll(keepingCapacity: true)
        layer.returnDepthSortStorage(sorted)
    }

    /// Draws the sorted layers of the copies, each at its copy's time and in its tint.
    private func drawSorted(_ sorted: [DepthSortedLayer], of layer: RenderNode, replicator: ReplicatorValues, depth: Int) {
        // The replicator's local time of copy 0 when its copies are delayed (see
        // `drawReplicatedSublayers`); the sublayers show copy 0's time again afterwards.
        let delay = layer.instanceDelay ?? 0
        let clock = layer.instanceClock.time
        let delays = delay != 0 && clock.isFinite
        var presented = 0
        defer {
            if presented != 0 {
                for child in layer.children { child.present(atParentTime: clock, depth: depth + 1) }
            }
        }
        for entry in sorted {
            if delays, entry.instance != presented {
                for child in layer.children {
                    child.present(atParentTime: clock - Double(entry.instance) * delay, depth: depth + 1)
                }
                presented = entry.instance
            }
            let tint = replicator.tint(ofCopy: entry.instance)
            if tint == (r: 1, g: 1, b: 1, a: 1) {
                drawSublayer(entry.node, under: entry.transform, alpha: entry.alpha, depth: depth)
                continue
            }
            clipped({ clipToDeviceBox(of: entry) }) { inside in
                inside.grouped(draw: { $0.drawSublayer(entry.node, under: entry.transform, alpha: entry.alpha, depth: depth) },
                               composite: { inside.paint($0, tintedBy: tint) })
            }
        }
    }

    /// Clips to the device box of `entry`'s subtree under its map, when it can be bounded.
    private func clipToDeviceBox(of entry: DepthSortedLayer) {
        let extent = entry.node.subtreeExtent(depth: 0)
        guard !extent.isInfinite, !extent.isNull else { return }
        let m = entry.transform.flattened()
        let corners = extent.corners.compactMap { m.apply(to: $0) }
        guard corners.count == 4 else { return }
        clipToDeviceBox(of: CGRect.boundingBox(of: corners))
    }
}
