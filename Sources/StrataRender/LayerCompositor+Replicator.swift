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
    func drawReplicatedSublayers(of layer: RenderNode, replicator: ReplicatorValues, alpha: Double, depth: Int) {
        let count = layer.drawnInstanceCount
        guard count > 0 else { return }
        // The replicator's local time of instance 0, when its instances are delayed; NaN when
        // the tree shows the model (`render(in:)`), where nothing is animated.
        let delay = layer.instanceDelay ?? 0
        let clock = layer.instanceClock
        let delays = delay != 0 && clock.isFinite
        var presentedOtherTime = false
        defer {
            if presentedOtherTime {
                for child in layer.children { child.present(atParentTime: clock, depth: depth + 1) }
            }
        }
        let step = layer.instanceStep
        let base = replicator.instanceColor?.rgba ?? (r: 1, g: 1, b: 1, a: 1)
        var transform = CATransform3DIdentity
        for k in 0..<count {
            let kf = Float(k)
            func channel(_ start: Double, _ offset: Float) -> Double { (start + Double(kf * offset)).clamped01 }
            let tint = (r: channel(base.r, replicator.instanceRedOffset), g: channel(base.g, replicator.instanceGreenOffset),
                        b: channel(base.b, replicator.instanceBlueOffset), a: channel(base.a, replicator.instanceAlphaOffset))
            let plain = tint.r == 1 && tint.g == 1 && tint.b == 1
            if tint.a > 0 {
                if delays, k > 0 {
                    for child in layer.children { child.present(atParentTime: clock - Double(k) * delay, depth: depth + 1) }
                    presentedOtherTime = true
                }
                if plain && tint.a == 1 {
                    forEachSublayerInDrawingOrder(of: layer) {
                        drawSublayer($0, of: layer, alpha: alpha, depth: depth, extra: transform)
                    }
                } else {
                    // The group only needs to be as large as this instance.
                    cairo_save(cr)
                    clipToInstance(of: layer, transform: transform)
                    cairo_push_group(cr)
                    forEachSublayerInDrawingOrder(of: layer) {
                        drawSublayer($0, of: layer, alpha: alpha, depth: depth, extra: transform)
                    }
                    let instance = cairo_pop_group(cr)
                    PixelOps.multiply(patternSurfaceOf: instance, red: tint.r, green: tint.g, blue: tint.b, alpha: tint.a)
                    cairo_set_source(cr, instance)
                    cairo_paint(cr)
                    cairo_pattern_destroy(instance)
                    cairo_restore(cr)
                }
            }
            transform = transform.concatenating(step)
        }
    }
}

extension LayerCompositor {
    /// Clips to the device box of the replicator's sublayers under instance `transform`.
    fileprivate func clipToInstance(of replicator: RenderNode, transform: CATransform3D) {
        var box = CGRect.null
        for child in replicator.children where !child.isHidden {
            let extent = child.subtreeExtent(depth: 0)
            guard !extent.isInfinite else { return }
            if extent.isNull { continue }
            let m = child.transformToSuperlayerContent().concatenating(replicator.transformForSublayers())
                .concatenating(transform).flattened()
            let corners = extent.corners.compactMap { m.apply(to: $0) }
            guard corners.count == 4 else { return }
            box = box.checkedUnion(CGRect.boundingBox(of: corners))
        }
        guard !box.isNull else { return }
        clipToDeviceBox(of: box)
    }
}

/// Per-pixel operations on cairo image surfaces (Strata's own loops: cairo has no channel-wise
/// multiply by a colour).
enum PixelOps {
    /// Multiplies every premultiplied pixel of the group's surface by the colour
    /// (`red·alpha`, `green·alpha`, `blue·alpha`, `alpha`).
    static func multiply(patternSurfaceOf pattern: OpaquePointer?, red: Double, green: Double, blue: Double, alpha: Double) {
        var surface: OpaquePointer?
        guard let pattern, cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // 8.8 fixed point factors; byte order B, G, R, A (little-endian ARGB32).
        let factors = (UInt32(blue * alpha * 256), UInt32(green * alpha * 256), UInt32(red * alpha * 256), UInt32(alpha * 256))
        for row in 0..<h {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = line[x]
                guard p != 0 else { continue }
                let b = ((p & 0xFF) * factors.0) >> 8
                let g = (((p >> 8) & 0xFF) * factors.1) >> 8
                let r = (((p >> 16) & 0xFF) * factors.2) >> 8
                let a = ((p >> 24) * factors.3) >> 8
                line[x] = b | g << 8 | r << 16 | a << 24
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
