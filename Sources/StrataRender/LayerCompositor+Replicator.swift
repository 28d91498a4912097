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
        let count = layer.drawnInstanceCount(within: copiesAbove)
        guard count > 0 else { return }
        if count < layer.drawnInstanceCount, layer.noteCopiesCut(to: count) {
            StrataDiagnostics.report("replicator \(layer) inside \(copiesAbove) copies draws \(count) of its "
                                      + "\(layer.drawnInstanceCount) copies: at most \(RenderNode.maximumInstanceCount) "
                                      + "copies of a layer are drawn")
        }
        var inner = self
        inner.copiesAbove = copiesAbove * count
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
                        inner.drawSublayer($0, of: layer, alpha: alpha, depth: depth, extra: transform)
                    }
                } else {
                    // The group only needs to be as large as this instance.
                    cairo_save(cr)
                    clipToInstance(of: layer, transform: transform)
                    cairo_push_group(cr)
                    forEachSublayerInDrawingOrder(of: layer) {
                        inner.drawSublayer($0, of: layer, alpha: alpha, depth: depth, extra: transform)
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
    /// (`red·alpha`, `green·alpha`, `blue·alpha`, `alpha`): each channel c becomes c × F / 255
    /// rounded to nearest, F being the factor in levels (255 × factor, rounded). Within half a
    /// level of F's product: the 8.8 fixed point it replaced, ⌊c × ⌊256 f⌋ / 256⌋, truncated
    /// twice and drew a tint of alpha 0.5 at 126 where 127.5 is exact.
    static func multiply(patternSurfaceOf pattern: OpaquePointer?, red: Double, green: Double, blue: Double, alpha: Double) {
        var surface: OpaquePointer?
        guard let pattern, cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Byte order B, G, R, A (little-endian ARGB32). A factor and a channel are at most 255,
        // so each product fits 16 bits.
        let b = factor(blue * alpha), g = factor(green * alpha), r = factor(red * alpha), a = factor(alpha)
        let factors = SIMD16<UInt16>(b, g, r, a, b, g, r, a, b, g, r, a, b, g, r, a)
        for row in 0..<h {
            multiplyRow(UnsafeMutableRawPointer(data + row * stride), pixels: w, by: factors)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A channel multiplier in 0...1 as levels of 255.
    private static func factor(_ value: Double) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 255).rounded())
    }

    /// One row of `multiply`: four pixels at a time as sixteen 16-bit lanes (one SSE2 multiply
    /// of eight lanes where 32-bit lanes took two of two), the rest one by one. x / 255 rounded
    /// is (t + t / 256) / 256 with t = x + 128, exact for every x up to 255 × 255, and no
    /// step leaves 16 bits.
    private static func multiplyRow(_ line: UnsafeMutableRawPointer, pixels: Int, by factors: SIMD16<UInt16>) {
        var x = 0
        while x + 4 <= pixels {
            let bytes = line.loadUnaligned(fromByteOffset: x * 4, as: SIMD16<UInt8>.self)
            let t = SIMD16<UInt16>(truncatingIfNeeded: bytes) &* factors &+ 128
            let products = (t &+ (t &>> 8)) &>> 8
            line.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: products), toByteOffset: x * 4, as: SIMD16<UInt8>.self)
            x += 4
        }
        let tail = line.assumingMemoryBound(to: UInt8.self)
        for byte in x * 4 ..< pixels * 4 {
            let t = UInt16(tail[byte]) &* factors[byte & 3] &+ 128
            tail[byte] = UInt8(truncatingIfNeeded: (t &+ (t &>> 8)) &>> 8)
        }
    }
}
