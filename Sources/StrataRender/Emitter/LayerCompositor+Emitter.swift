import CCairo
import CPixman
import Foundation

extension LayerCompositor {
    /// Draws an emitter layer's live particles (as its node's field holds them for this frame).
    ///
    /// At full opacity in the frame's own pixels (`direct`) they are splatted straight into the
    /// frame within its clip. Otherwise they are splatted into the node's scratch pixels over
    /// the particles' box within the clip, then painted once with the layer's opacity: the
    /// opacity of a layer applies to its particles as one picture, not to each. Either way a
    /// pixel comes out the same under any clip: each band of a threaded frame draws every
    /// particle that reaches its rows, in the same order, placed in device space.
    func drawEmitter(of node: RenderNode, alpha: Double) {
        guard let field = node.particleField, !field.particles.isEmpty, alpha > 0 else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let toDevice = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        if let direct, alpha >= 1 {
            let reach = field.bounds.applying(toDevice).integral
            guard !reach.isNull, reach.width >= 1, reach.height >= 1, abs(reach.minX) < 0x1p30, abs(reach.minY) < 0x1p30,
                  reach.width < 0x1p30, reach.height < 0x1p30 else { return }
            direct.forEachClipBoxOfWords { pixels, stride, box in
                let splat = ParticleSplat(target: pixels, stride: stride, minX: max(Int(box.x1), Int(reach.minX)),
                                          minY: max(Int(box.y1), Int(reach.minY)), maxX: min(Int(box.x2), Int(reach.maxX)),
                                          maxY: min(Int(box.y2), Int(reach.maxY)), additive: field.isAdditive)
                guard splat.minX < splat.maxX, splat.minY < splat.maxY else { return }
                splat.drawAll(field.particles, looks: field.looks, toTarget: toDevice)
            }
            return
        }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(toDevice)
        let box = field.bounds.applying(toDevice).intersection(clip).integral
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width * box.height <= 0x1p26 else { return }
        let width = Int(box.width), height = Int(box.height)
        field.withScratch(width: width, height: height) { pixels in
            // The scratch pixels stand for device pixels `box`: the splat places particles in
            // device space, as on the direct path, so a pixel comes out the same whatever the
            // clip (the bands of a threaded frame cut an emitter anywhere).
            let left = Int(box.minX), top = Int(box.minY)
            let splat = ParticleSplat(target: pixels.advanced(by: -(top * width + left)), stride: width, minX: left,
                                      minY: top, maxX: left + width, maxY: top + height, additive: field.isAdditive)
            splat.drawAll(field.particles, looks: field.looks, toTarget: toDevice)
            guard let surface = cairo_image_surface_create_for_data(UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self),
                                                                    CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                    Int32(width * 4)) else { return }
            defer { cairo_surface_destroy(surface) }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, surface, box.minX, box.minY)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }
}
