import CCairo
import Foundation

extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (user space) over the whole clip,
    /// as `CGContext.drawLinearGradient(_:start:end:options:)`: each point takes the colour of
    /// its projection on the line. Beyond the ends nothing is painted unless `options` asks for
    /// the end colours there. The global alpha, blend mode and clip apply; the current path is
    /// kept. Nothing is drawn when the ends are the same point or not numbers.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
        guard canDraw, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), d.x != 0 || d.y != 0,
              let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        paint(gradient, through: pattern, extended: before || after) {
            // One end extended: the other is cut by the line through it across the gradient.
            guard before != after else { return }
            let length = (d.x * d.x + d.y * d.y).squareRoot()
            let along = CGPoint(x: d.x / length, y: d.y / length), across = CGPoint(x: -along.y, y: along.x)
            let far = self.userSpaceReach() + length
            // The kept half-plane: before the end line (t ≤ 1) or after the start line (t ≥ 0).
            let edge = before ? end : start, inward = before ? -far : far
            let corners = [(far, 0.0), (-far, 0.0), (-far, inward), (far, inward)].map { (a, b) in
                CGPoint(x: edge.x + across.x * a + along.x * b, y: edge.y + across.y * a + along.y * b)
            }
            cairo_move_to(self.cr, corners[0].x, corners[0].y)
            for corner in corners.dropFirst() { cairo_line_to(self.cr, corner.x, corner.y) }
            cairo_close_path(self.cr)
            cairo_clip(self.cr)
        }
    }

    /// Paints `gradient` between the circle at `startCenter` of `startRadius` and the one at
    /// `endCenter` of `endRadius` (user space), as
    /// `CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`:
    /// the circles between them take the colours between, the later circle over the earlier.
    /// `options` paints the first colour inside the start circle and the last outside the end
    /// circle. Negative radii count as 0.
    ///
    /// One end alone extended is exact when one circle holds the other (the usual radial and
    /// focal gradients): the start colour fills the start circle, the last colour the plane
    /// outside the end circle. For circles apart (a cone), asking for the end alone extends both
    /// ends and asking for the start alone extends neither (a documented approximation).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        let r0 = Swift.max(startRadius, 0), r1 = Swift.max(endRadius, 0)
        guard canDraw, values.allSatisfy(\.isFinite), r0 != r1 || startCenter != endCenter,
              let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, r0, endCenter.x, endCenter.y, r1)
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let gap = ((endCenter.x - startCenter.x) * (endCenter.x - startCenter.x)
            + (endCenter.y - startCenter.y) * (endCenter.y - startCenter.y)).squareRoot()
        let nested = gap + Swift.min(r0, r1) <= Swift.max(r0, r1)
        let extended = nested ? before || after : after
        paint(gradient, through: pattern, extended: extended) {
            guard nested, before != after else { return }
            // The side kept, t ≤ 1 (the start alone) or t ≥ 0 (the end alone): inside or outside
            // the circle of that end, as the circles grow or shrink.
            let growing = r1 > r0
            let (c, radius, inside) = before ? (endCenter, r1, growing) : (startCenter, r0, !growing)
            if !inside {
                let far = self.userSpaceReach() + gap + Swift.max(r0, r1)
                cairo_rectangle(self.cr, c.x - far, c.y - far, 2 * far, 2 * far)
                cairo_new_sub_path(self.cr)
                cairo_set_fill_rule(self.cr, CAIRO_FILL_RULE_EVEN_ODD)
            }
            cairo_arc(self.cr, c.x, c.y, radius, 0, 2 * .pi)
            cairo_clip(self.cr)
        }
    }

    /// Sets `gradient`'s stops on `pattern`, padded past its ends when `extended`, and paints
    /// it with the global alpha over the clip, narrowed first by `clip` (which may add a path
    /// and clip to it).
    private func paint(_ gradient: CGGradient, through pattern: OpaquePointer, extended: Bool, clip: () -> Void) {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.r, stop.color.g, stop.color.b,
                                              stop.color.a)
        }
        cairo_pattern_set_extend(pattern, extended ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        castingShadow { preservingPath {
            cairo_save(cr)
            clip()
            cairo_new_path(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, gstate.alpha)
            cairo_restore(cr)
        } }
        finishDrawing()
    }

    /// A distance in user space from any point of the clip to beyond every other: the clip
    /// extents' span, with a margin.
    private func userSpaceReach() -> CGFloat {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return 2 * (Swift.abs(x0) + Swift.abs(y0) + Swift.abs(x1) + Swift.abs(y1)) + 1
    }
}
