import CCairo
import Foundation

extension LayerCompositor {
    /// Draws the sublayers `instanceCount` times. Instance k is transformed by
    /// `instanceTransform` applied k times about the replicator's centre, tinted by
    /// `instanceColor` plus k times the colour offsets (clamped to 0…1), which multiply the
    /// instance's premultiplied channels, and shows the sublayers' animations `k ×
    /// instanceDelay` behind instance 0 (Apple: "Specifies the delay, in seconds, between
    /// replicated copies"): the sublayers' presented values are evaluated again at that time
    /// for each instance, then put back to instance 0's.
    ///
    /// Inside other replicators the copies are cut so that, their counts multiplied, no layer is
    /// drawn more than `RenderNode.maximumInstanceCount` times (`drawnInstanceCount(within:)`),
    /// with a diagnostic the first time.
    func drawReplicatedSublayers(of layer: RenderNode, replicator: ReplicatorValues, alpha: Double, depth: Int) {
        let count = copyCount(of: layer)
        guard count > 0 else { return }
        var inner = self
        inner.copiesAbove = copiesAbove * count
        let times = CopyTimes(of: layer)
        var presentedOtherTime = false
        defer { if presentedOtherTime { times.present(copy: 0, of: layer, depth: depth) } }
        let step = layer.instanceStep
        var transform = CATransform3DIdentity
        for k in 0..<count {
            let tint = replicator.tint(ofCopy: k)
            let plain = tint.r == 1 && tint.g == 1 && tint.b == 1
            if tint.a > 0 {
                if times.delays, k > 0 {
                    times.present(copy: k, of: layer, depth: depth)
                    presentedOtherTime = true
                }
                if plain && tint.a == 1 {
                    forEachSublayerInDrawingOrder(of: layer) {
                        inner.drawSublayer($0, of: layer, alpha: alpha, depth: depth, extra: transform)
                    }
                } else {
                    // The group only needs to be as large as this instance.
                    inner.clipped({ clipToInstance(of: layer, transform: transform) }) { inside in
                        inside.grouped(draw: { group in
                            forEachSublayerInDrawingOrder(of: layer) {
                                group.drawSublayer($0, of: layer, alpha: alpha, depth: depth, extra: transform)
                            }
                        }, composite: { instance in
                            paint(instance, tintedBy: tint)
                        })
                    }
                }
            }
            transform = transform.concatenating(step)
        }
    }
}

extension LayerCompositor {
    /// How many copies `layer` draws inside the copies around it, with a diagnostic the first
    /// time they are cut.
    func copyCount(of layer: RenderNode) -> Int {
        let count = layer.drawnInstanceCount(within: copiesAbove)
        if count < layer.drawnInstanceCount, layer.noteCopiesCut(to: count) {
            StrataDiagnostics.report("replicator \(layer) inside \(copiesAbove) copies draws \(count) of its "
                                      + "\(layer.drawnInstanceCount) copies: at most \(RenderNode.maximumInstanceCount) "
                                      + "copies of a layer are drawn")
        }
        return count
    }

    /// Composites a copy's group, its premultiplied channels multiplied by `tint`.
    func paint(_ instance: OpaquePointer?, tintedBy tint: ReplicatorValues.Tint) {
        PixelOps.multiply(patternSurfaceOf: instance, red: tint.r, green: tint.g, blue: tint.b, alpha: tint.a)
        cairo_set_source(cr, instance)
        cairo_paint(cr)
    }

    /// Clips to the device box of the replicator's sublayers under instance `transform`.
    fileprivate func clipToInstance(of replicator: RenderNode, transform: CATransform3D) {
        var box = CGRect.null
        for child in replicator.children where !child.isHidden {
            let extent = child.subtreeExtent(depth: 0)
            guard !extent.isInfinite else { return }
            if extent.isNull { continue }
            let m = child.transformToSuperlayerContent().concatenating(transform)
                .concatenating(replicator.transformForSublayers()).flattened()
            let corners = extent.corners.compactMap { m.apply(to: $0) }
            guard corners.count == 4 else { return }
            box = box.checkedUnion(CGRect.boundingBox(of: corners))
        }
        guard !box.isNull else { return }
        clipToDeviceBox(of: box)
    }
}
