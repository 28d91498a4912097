import CCairo
import Foundation

extension CGContext {
    /// Intersects the clip with the current path filled by `rule`, then clears the path, as
    /// `CGContext.clip(using:)`.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard canDraw else {
            cairo_new_path(cr)
            return
        }
        narrowClipBox(to: path?.boundingBox ?? .null)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        // Other drawing on this cairo_t (the layer compositor) expects cairo's default rule.
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Intersects the clip with `rect`, then clears the current path, as `CGContext.clip(to:)`
    /// ("the function resets the context's current path to an empty path").
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`, then clears the current path, as
    /// `CGContext.clip(to:)` with an array. An empty array clips everything away.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cr)
        guard canDraw else { return }
        // Standardized rectangles all wind the same way, so the winding rule gives their union.
        let path = CGMutablePath()
        path.addRects(rects.filter { !$0.isNull })
        narrowClipBox(to: path.boundingBox)
        path.append(to: cr)
        cairo_clip(cr)
    }

    /// The smallest user-space rectangle containing the clip, as `CGContext.boundingBoxOfClipPath`
    /// ("the smallest rectangle completely enclosing all points in the clipping path, including
    /// control points for any Bézier curves"): the control points' box of the paths clipped to,
    /// within the pixels cairo's clip covers; the whole context when nothing clips it.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let cairoBox = CGRect(x: Swift.min(x1, x2), y: Swift.min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
        guard let clipBox = gstate.clipBox, gstate.singularMatrix == nil else { return cairoBox }
        // cairo's extents in device space, whole pixels, bound the box from outside.
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_set_matrix(cr, &current)
        let device = clipBox.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !device.isNull, device.width > 0, device.height > 0 else { return cairoBox }
        var inverse = current
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return cairoBox }
        let corners = Self.corners(of: device).map { corner -> CGPoint in
            var x = Double(corner.x), y = Double(corner.y)
            cairo_matrix_transform_point(&inverse, &x, &y)
            return CGPoint(x: x, y: y)
        }
        return CGRect.boundingBox(of: corners)
    }

    /// Intersects the state's exact clip box with `userBox` (user space) mapped to device space.
    func narrowClipBox(to userBox: CGRect) {
        guard !userBox.isNull, userBox.minX.isFinite, userBox.maxX.isFinite, userBox.minY.isFinite,
              userBox.maxY.isFinite else {
            gstate.clipBox = .zero
            return
        }
        let corners = Self.corners(of: userBox).map { corner -> CGPoint in
            var x = Double(corner.x), y = Double(corner.y)
            cairo_user_to_device(cr, &x, &y)
            return CGPoint(x: x, y: y)
        }
        let device = CGRect.boundingBox(of: corners)
        let narrowed = gstate.clipBox.map { $0.intersection(device) } ?? device
        gstate.clipBox = narrowed.isNull ? .zero : narrowed
    }

    private static func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
         CGPoint(x: r.maxX, y: r.maxY)]
    }
}
