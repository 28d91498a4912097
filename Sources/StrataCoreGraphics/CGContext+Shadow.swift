import CCairo
import Foundation

/// A context's shadow, as `setShadow(offset:blur:color:)` sets it: part of the graphics state.
struct ContextShadow: Equatable {
    /// The offset and blur in base space (device pixels over `CGContext.shadowSpace`'s scale).
    let offset: CGSize
    let blur: CGFloat
    let color: StraightRGBA
}

extension CGContext {
    /// Sets the shadow every later drawing casts, as `CGContext.setShadow(offset:blur:color:)`:
    /// `offset` and `blur` are in the context's base space, whatever its current transform; a
    /// nil or fully transparent `color` turns shadows off. The shadow is part of the graphics
    /// state, so `restoreGState()` brings back the one saved.
    ///
    /// Each drawing operation (a path filled or stroked, an image, a gradient, a transparency
    /// layer as a whole) is drawn into a group of its own; its alpha, blurred as a Gaussian of
    /// deviation `blur / 2` and offset, is painted in the shadow colour (with the global alpha
    /// and blend mode) beneath it. In a bitmap context a positive `offset.height` moves the
    /// shadow up (base space is y-up); in the contexts a layer draws its contents into, down, as
    /// in those iOS makes, and `offset` and `blur` are in points there.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            gstate.shadow = nil
            return
        }
        let rgba = StraightRGBA(color)
        gstate.shadow = rgba.a > 0 ? ContextShadow(offset: offset, blur: Swift.max(blur, 0), color: rgba) : nil
    }

    /// Sets a shadow of black at one-third alpha, as `CGContext.setShadow(offset:blur:)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Runs `draw` (one drawing operation on `cr`), with its shadow beneath it when the state has
    /// one: the operation goes into a group, the group's alpha is blurred, offset and painted in
    /// the shadow colour, then the group is painted over it; all of it through the clip mask,
    /// if any (`throughClipMask(_:)`).
    func castingShadow(_ draw: () -> Void) {
        if gstate.clipMask != nil { return throughClipMask { castingShadowUnmasked(draw) } }
        castingShadowUnmasked(draw)
    }

    private func castingShadowUnmasked(_ draw: () -> Void) {
        guard let shadow = gstate.shadow, canDraw else { return draw() }
        cairo_push_group(cr)
        draw()
        guard let group = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(group) }
        // The group holds the drawing at the global alpha already: its shadow is as translucent.
        paintShadow(shadow, of: group, alpha: 1)
        cairo_set_source(cr, group)
        preservingPath { cairo_paint(cr) }
    }

    /// Paints `shadow` of the picture in `group` (a pattern over a group's image surface), its
    /// colour's alpha times `alpha`, with the current blend mode.
    func paintShadow(_ shadow: ContextShadow, of group: OpaquePointer, alpha: CGFloat) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else { return }
        // The group's top-left corner in device space (its device offset is minus it).
        var originX = 0.0, originY = 0.0
        cairo_surface_get_device_offset(surface, &originX, &originY)
        let sigma = Double(shadow.blur) * shadowSpace.scale / 2
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let planeWidth = width + 2 * pad, planeHeight = height + 2 * pad
        guard let plane = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(planeWidth), Int32(planeHeight))
        else { return }
        defer { cairo_surface_destroy(plane) }
        cairo_surface_flush(plane)
        let planeStride = Int(cairo_image_surface_get_stride(plane))
        guard let planeBytes = cairo_image_surface_get_data(plane) else { return }
        for row in 0..<height {
            let source = pixels + row * stride, target = planeBytes + (row + pad) * planeStride + pad
            // Premultiplied ARGB32 words: alpha is the top byte.
            source.withMemoryRebound(to: UInt32.self, capacity: width) { words in
                for x in 0..<width { target[x] = UInt8(truncatingIfNeeded: words[x] >> 24) }
            }
        }
        GaussianBlur.blur(planeBytes, width: planeWidth, height: planeHeight, stride: planeStride, sigma: sigma)
        cairo_surface_mark_dirty(plane)
        let dx = Double(shadow.offset.width) * shadowSpace.scale
        let dy = Double(shadow.offset.height) * shadowSpace.scale * (shadowSpace.yDown ? 1 : -1)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a * alpha)
        cairo_mask_surface(cr, plane, -originX - Double(pad) + dx, -originY - Double(pad) + dy)
        cairo_restore(cr)
    }
}
