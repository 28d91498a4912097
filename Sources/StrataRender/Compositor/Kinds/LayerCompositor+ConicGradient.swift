import CCairo
import CPixman
import Foundation

extension LayerCompositor {
    /// A conic (angular) gradient over `layer`'s bounds (their shape, as `drawGradient`): centred on `start`, its first colour on the ray
    /// toward `end`, the colours following each other by increasing angle in layer coordinates
    /// (clockwise on Strata's y-down screen, as on iOS) around to the first again. cairo has no
    /// conic gradient; pixman's draws it into a picture of the device pixels `b` covers, which
    /// cairo then composites under the current clip.
    ///
    /// pixman's parameter is t = 1 − ((atan2(y, x) + angle) mod 2π) / 2π, counter-clockwise;
    /// sampling it with y mirrored and `angle` at the start ray gives
    /// t = ((φ − φ₀) mod 2π) / 2π, where φ is a pixel's angle around the centre and φ₀ the
    /// start ray's.
    func drawConicGradient(stops: [(offset: Double, color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat))],
                           of layer: RenderNode, start: CGPoint, end: CGPoint, alpha: Double) {
        let b = layer.bounds.standardized
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // The device pixels the bounds cover, limited to the clip (a huge layer draws what shows).
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let visible = b.checkedIntersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !visible.isNull, !visible.isEmpty else { return }
        let corners = visible.corners.map { p in
            CGPoint(x: ctm.xx * p.x + ctm.xy * p.y + ctm.x0, y: ctm.yx * p.x + ctm.yy * p.y + ctm.y0)
        }
        let box = CGRect.boundingBox(of: corners)
        guard let left = Int(pixels: box.minX.rounded(.down)), let top = Int(pixels: box.minY.rounded(.down)),
              let right = Int(pixels: box.maxX.rounded(.up)), let bottom = Int(pixels: box.maxY.rounded(.up)),
              right > left, bottom > top, (right - left) * (bottom - top) <= Int(Int32.max) / 4,
              right - left <= 32_767, bottom - top <= 32_767
        else { return }
        let width = right - left, height = bottom - top

        // Picture pixels → device (shift) → layer (inverse matrix) → around the centre, y mirrored.
        var inverse = ctm
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        let dx = Double(left), dy = Double(top)
        let a = inverse.xx, bb = inverse.xy, c = inverse.yx, d = inverse.yy
        let tx = inverse.xx * dx + inverse.xy * dy + inverse.x0 - start.x
        let ty = inverse.yx * dx + inverse.yy * dy + inverse.y0 - start.y
        let rows: [[Double]] = [[a, bb, tx], [-c, -d, -ty], [0, 0, 1]]
        var transform = pixman_transform_t()
        guard rows.joined().allSatisfy({ $0.isFinite && abs($0) < 32_000 }) else { return }
        transform.matrix = ((Self.fixed(rows[0][0]), Self.fixed(rows[0][1]), Self.fixed(rows[0][2])),
                            (Self.fixed(rows[1][0]), Self.fixed(rows[1][1]), Self.fixed(rows[1][2])),
                            (0, 0, Self.fixed(1)))
        let startAngle = atan2(end.y - start.y, end.x - start.x) * 180 / .pi
        guard startAngle.isFinite else { return }
        let make = {
            Self.conicPicture(stops: stops, transform: transform, startAngle: startAngle, width: width, height: height)
        }
        let key = RenderCaches.ConicKey(left: left, top: top, width: width, height: height,
                                        deviceToLayer: [inverse.xx, inverse.yx, inverse.xy, inverse.yy, inverse.x0, inverse.y0],
                                        start: start, end: end,
                                        stops: stops.flatMap { [$0.offset, $0.color.r, $0.color.g, $0.color.b, $0.color.a] })
        guard let surface = caches.map({ $0.conicPicture(key, make: make) }) ?? make() else { return }
        defer { cairo_surface_destroy(surface) }

        cairo_save(cr)
        clip(to: b, aliasedEdges: layer.aliasedEdges, cornersOf: layer)
        paint(PlacedSurface(surface: surface, x: dx, y: dy), alpha: alpha)
        cairo_restore(cr)
    }

    /// A new picture of `width × height` pixels of the conic gradient: pixman's conical gradient
    /// with `stops`, started at `startAngle` degrees, sampled through `transform` (picture pixels
    /// to the gradient's space). Nil when pixman or cairo cannot make it.
    private static func conicPicture(stops: [(offset: Double, color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat))],
                                     transform: pixman_transform_t, startAngle: Double, width: Int,
                                     height: Int) -> OpaquePointer? {
        var pixmanStops = stops.map { stop in
            pixman_gradient_stop_t(x: fixed(stop.offset),
                                   color: pixman_color_t(red: channel(stop.color.r), green: channel(stop.color.g),
                                                         blue: channel(stop.color.b), alpha: channel(stop.color.a)))
        }
        var center = pixman_point_fixed_t(x: 0, y: 0)
        var transform = transform
        guard let gradient = pixman_image_create_conical_gradient(&center, fixed(startAngle), &pixmanStops,
                                                                  Int32(pixmanStops.count))
        else { return nil }
        defer { pixman_image_unref(gradient) }
        pixman_image_set_transform(gradient, &transform)
        pixman_image_set_repeat(gradient, PIXMAN_REPEAT_PAD)

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface),
              let picture = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                     UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                     cairo_image_surface_get_stride(surface))
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        pixman_image_composite32(PIXMAN_OP_SRC, gradient, nil, picture, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        pixman_image_unref(picture)
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// `value` in pixman's 16.16 fixed point (the caller keeps it within ±32 000).
    private static func fixed(_ value: Double) -> pixman_fixed_t {
        pixman_fixed_t((value * 65_536).rounded())
    }

    /// A colour channel from 0…1 as pixman's 16-bit value.
    private static func channel(_ v: CGFloat) -> UInt16 {
        UInt16((min(max(v.isNaN ? 0 : v, 0), 1) * 65_535).rounded())
    }
}
