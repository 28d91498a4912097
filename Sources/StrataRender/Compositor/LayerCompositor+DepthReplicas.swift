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
        // Each copy is placed at its own time when the copies are delayed (see
        // `drawReplicatedSublayers`): its sublayers' presented transforms differ.
        let times = CopyTimes(of: layer)
        var presented = 0
        var copy = CATransform3DIdentity
        for k in 0..<count {
            if replicator.tint(ofCopy: k).a > 0 {
                if times.delays, k != presented {
                    times.present(copy: k, of: layer, depth: depth)
                    presented = k
                }
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
        inner.drawSorted(sorted, of: layer, replicator: replicator, times: times, presented: presented, depth: depth)
        sorted.removeAll(keepingCapacity: true)
        layer.returnDepthSortStorage(sorted)
    }

    /// Draws the sorted layers of the copies, each at its copy's time and in its tint; the
    /// sublayers show `presented`'s time on entry and copy 0's again afterwards.
    private func drawSorted(_ sorted: [DepthSortedLayer], of layer: RenderNode, replicator: ReplicatorValues,
                            times: CopyTimes, presented entered: Int, depth: Int) {
        var presented = entered
        defer { if presented != 0 { times.present(copy: 0, of: layer, depth: depth) } }
        for entry in sorted {
            if times.delays, entry.instance != presented {
                times.present(copy: entry.instance, of: layer, depth: depth)
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

/// When a replicator's copies show their sublayers: copy k `k × instanceDelay` behind copy 0, in
/// the replicator's local time (its `instanceClock`); no delay when the tree shows the model
/// (`render(in:)`, the clock NaN). Both the flattened and the depth-keeping copies use it.
struct CopyTimes {
    let delay: CFTimeInterval
    let clock: CFTimeInterval

    init(of layer: RenderNode) {
        delay = layer.instanceDelay ?? 0
        clock = layer.instanceClock.time
    }

    var delays: Bool { delay != 0 && clock.isFinite }

    /// Writes the sublayers' presented values at copy `k`'s time.
    func present(copy k: Int, of layer: RenderNode, depth: Int) {
        for child in layer.children { child.present(atParentTime: clock - Double(k) * delay, depth: depth + 1) }
    }
}
