import CCairo
import Foundation

extension RenderNode {
    /// The edges of the layer drawn aliased: all four when `allowsEdgeAntialiasing` is false,
    /// otherwise those `edgeAntialiasingMask` leaves out (Apple: the layer antialiases its edges
    /// "as requested by" the mask only when it is allowed to).
    var aliasedEdges: CAEdgeAntialiasingMask {
        values.allowsEdgeAntialiasing ? CAEdgeAntialiasingMask.all.subtracting(values.edgeAntialiasingMask) : .all
    }
}

/// Aliased edges. An aliased edge leaves each pixel along it fully inside or fully outside,
/// by whether the pixel's centre is inside (a centre exactly on the edge counts as inside at the
/// minimum edges and outside at the maximum ones, as `CGRect.contains`), under any affine
/// transform; an anti-aliased edge covers pixels by area as before.
///
/// Where the layer lies axis-aligned on the pixel grid (any translation and scale), an aliased
/// edge at device coordinate e is moved to the pixel boundary ⌈e − ½⌉ that the centre rule
/// gives, and the shape is then filled or clipped anti-aliased as usual: an edge on a pixel
/// boundary covers whole pixels, and the fill costs what an anti-aliased one does. Rounded
/// corners move with the edges they join and stay anti-aliased.
///
/// Rotated or skewed, a rectangle with mixed edges is the intersection of two shapes: an
/// anti-aliased one whose aliased edges are pushed outward, and an aliased one (a clip with
/// `CAIRO_ANTIALIAS_NONE`, which samples pixel centres) whose anti-aliased edges are pushed
/// outward. Each edge is then decided by the one shape that has it in place; the push, two device
/// pixels, is past every pixel the other edge's rasterization touches. Rounded corners stay
/// anti-aliased: the anti-aliased shape is the rounded bounds plus a strip outside each aliased
/// edge, between the corners' arcs. A background fills that shape under the aliased clip; a clip
/// (`masksToBounds`, contents, gradients, the border's outer edge) takes both.
extension LayerCompositor {
    /// Fills the layer's bounds (rounded as `addBoundsPath` rounds them), moved by `offset`,
    /// with the current source, each edge aliased or anti-aliased as the layer says.
    func fillLayerShape(of layer: RenderNode, offset: CGPoint = .zero) {
        let aliased = layer.aliasedEdges
        let rect = layer.bounds.standardized.offsetBy(dx: offset.x, dy: offset.y)
        if aliased.isEmpty {
            addBoundsPath(of: layer, inset: 0, offset: offset)
            cairo_fill(cr)
            return
        }
        if let snapped = snappedToPixels(rect, aliased: aliased) {
            addBoundsPath(of: layer, inset: 0, rect: snapped)
            cairo_fill(cr)
            return
        }
        if aliased == .all, !hasRoundedCorners(layer, in: rect) {
            // A plain rectangle, all aliased: one fill by pixel centres.
            let antialias = cairo_get_antialias(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cr)
            cairo_set_antialias(cr, antialias)
            return
        }
        // The aliased edges as a clip, the others and the corners as one anti-aliased fill pushed
        // past the aliased edges: cheaper than clipping by both and painting.
        let reach = edgeReach()
        cairo_save(cr)
        clipAliased(rect, keeping: aliased, reach: reach)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        addAntialiasedOutline(rect, pushing: aliased, cornersOf: layer, offset: offset, reach: reach)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// The box a background fill without cairo's paths (`fillBackgroundQuickly`) may fill for
    /// the layer's bounds `b` (in the current user space, rounded by `radius`): `b` itself when
    /// every edge is anti-aliased, `b` with its aliased edges on the pixel grid (and the radius
    /// clamped to its new size, as `addBoundsPath` clamps it) when the layer is axis-aligned,
    /// nil when cairo must clip the aliased edges (rotation or skew).
    /// `m` is the current matrix.
    func edgeBox(_ b: CGRect, radius: Double, of layer: RenderNode, matrix m: cairo_matrix_t) -> (rect: CGRect, radius: Double)? {
        let aliased = layer.aliasedEdges
        guard !aliased.isEmpty else { return (b, radius) }
        guard let snapped = b.snapping(aliased, toPixelsUnder: m) else { return nil }
        return (snapped, Double(layer.roundingRadius(in: snapped)))
    }

    /// Intersects the clip with the layer's bounds (rounded), each edge as the layer says: the
    /// `masksToBounds` clip.
    func clipToLayerShape(of layer: RenderNode) {
        clip(to: layer.bounds.standardized, aliasedEdges: layer.aliasedEdges, cornersOf: layer)
    }

    /// Before the border is filled: intersects the clip with the layer's shape when an edge is
    /// aliased (the border's outline, `addBorderOuterPath`, is then pushed past it), nothing
    /// otherwise (the outline itself is the anti-aliased edge).
    func clipToAliasedEdges(of layer: RenderNode) {
        guard !layer.aliasedEdges.isEmpty else { return }
        clipToLayerShape(of: layer)
    }

    /// Adds the outer outline of the border: the rounded bounds when every edge is
    /// anti-aliased, otherwise the bounds pushed outward, for `clipToAliasedEdges` (set before)
    /// to cut at the layer's edges.
    func addBorderOuterPath(of layer: RenderNode) {
        guard !layer.aliasedEdges.isEmpty else {
            addBoundsPath(of: layer, inset: 0)
            return
        }
        let r = layer.bounds.standardized
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        let reach = edgeReach()
        let outer = r.insetBy(dx: -reach.x, dy: -reach.y)
        cairo_rectangle(cr, outer.minX, outer.minY, outer.width, outer.height)
    }

    /// Intersects the clip with `rect`, its `aliased` edges aliased and the others
    /// anti-aliased; with `layer`, rounded by its corners as `addBoundsPath` rounds its bounds
    /// (`rect` is then those bounds, moved by `offset`).
    func clip(to rect: CGRect, aliasedEdges aliased: CAEdgeAntialiasingMask, cornersOf layer: RenderNode? = nil,
              offset: CGPoint = .zero) {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else {
            // Nothing is inside an empty rectangle.
            cairo_new_path(cr)
            cairo_clip(cr)
            return
        }
        let rounded = layer.map { hasRoundedCorners($0, in: rect) } ?? false
        if aliased.isEmpty {
            if let layer, rounded {
                addBoundsPath(of: layer, inset: 0, offset: offset)
            } else {
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            }
            cairo_clip(cr)
            return
        }
        if let snapped = snappedToPixels(rect, aliased: aliased) {
            if let layer, rounded {
                addBoundsPath(of: layer, inset: 0, rect: snapped)
            } else if snapped.width > 0, snapped.height > 0 {
                cairo_rectangle(cr, snapped.minX, snapped.minY, snapped.width, snapped.height)
            }
            // With no path (no pixel centre inside), the clip keeps nothing.
            cairo_clip(cr)
            return
        }
        let reach = edgeReach()
        if rounded || aliased != .all {
            let rule = cairo_get_fill_rule(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            addAntialiasedOutline(rect, pushing: aliased, cornersOf: rounded ? layer : nil, offset: offset, reach: reach)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, rule)
        }
        clipAliased(rect, keeping: aliased, reach: reach)
    }

    /// Adds the outline whose anti-aliased edges (and rounded corners, with `layer`) are
    /// `rect`'s and whose `aliased` edges lie `reach` further out, for the aliased clip to cut.
    /// Rounded, it is the rounded bounds plus a strip outside each aliased edge, for the nonzero
    /// winding rule to join.
    private func addAntialiasedOutline(_ rect: CGRect, pushing aliased: CAEdgeAntialiasingMask, cornersOf layer: RenderNode?,
                                       offset: CGPoint, reach: CGPoint) {
        if let layer, hasRoundedCorners(layer, in: rect) {
            addBoundsPath(of: layer, inset: 0, offset: offset)
            addStrips(outside: aliased, of: rect, radii: cornerRadii(of: layer, in: rect), reach: reach)
        } else {
            let r = rect.pushing(aliased, outwardBy: reach)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        }
    }

    /// Intersects the clip, aliased (by pixel centres), with `rect` whose `aliased` edges are
    /// kept and whose other edges are pushed `reach` outward, out of the way.
    private func clipAliased(_ rect: CGRect, keeping aliased: CAEdgeAntialiasingMask, reach: CGPoint) {
        let antialias = cairo_get_antialias(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        let r = rect.pushing(CAEdgeAntialiasingMask.all.subtracting(aliased), outwardBy: reach)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
        cairo_set_antialias(cr, antialias)
    }

    /// `rect` with its `aliased` edges on the pixel grid under the current matrix (see
    /// `CGRect.snapping(_:toPixelsUnder:)`).
    private func snappedToPixels(_ rect: CGRect, aliased: CAEdgeAntialiasingMask) -> CGRect? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return rect.snapping(aliased, toPixelsUnder: m)
    }

    /// How far, in user units along x and along y, an edge moves to lie two device pixels
    /// further out under the current matrix. Moving the edge x = c by d moves its image
    /// d·|det| / |M·(0, 1)| device pixels across itself (and likewise for y). For a matrix
    /// with no finite inverse, one user unit (nothing is drawn under such a matrix anyway).
    func edgeReach() -> CGPoint {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let det = abs(m.xx * m.yy - m.xy * m.yx)
        let x = 2 * hypot(m.xy, m.yy) / det, y = 2 * hypot(m.xx, m.yx) / det
        guard x.isFinite, y.isFinite, x > 0, y > 0 else { return CGPoint(x: 1, y: 1) }
        return CGPoint(x: x, y: y)
    }

    /// Whether `addBoundsPath` rounds any corner of the layer's bounds `rect`.
    func hasRoundedCorners(_ layer: RenderNode, in rect: CGRect) -> Bool {
        !layer.maskedCorners.isEmpty && cornerRadius(of: layer, in: rect) > 0
    }

    /// The radius `addBoundsPath` gives the rounded corners: `cornerRadius` clamped to half
    /// the shorter side, 0 when not finite.
    private func cornerRadius(of layer: RenderNode, in rect: CGRect) -> CGFloat {
        let radius = layer.roundingRadius(in: rect)
        return radius.isFinite ? radius : 0
    }

    /// How far each corner reaches along its edges (its radius, or more for a continuous
    /// corner): (minX minY, maxX minY, maxX maxY, minX maxY).
    private func cornerRadii(of layer: RenderNode, in rect: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let radius = layer.cornerReach(in: rect, radius: cornerRadius(of: layer, in: rect))
        let corners = layer.maskedCorners
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        return (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner), r(.layerMaxXMaxYCorner), r(.layerMinXMaxYCorner))
    }

    /// Adds, for each aliased edge, a rectangle from `reach` outside it to the middle of
    /// `rect`, between the arcs of the corners at its ends, so that the union with the
    /// rounded bounds leaves that edge to the aliased clip. Wound as `cairo_rectangle` winds the
    /// rounded outline, so the nonzero rule takes the union.
    private func addStrips(outside aliased: CAEdgeAntialiasingMask, of rect: CGRect,
                           radii: (CGFloat, CGFloat, CGFloat, CGFloat), reach: CGPoint) {
        let (minXMinY, maxXMinY, maxXMaxY, minXMaxY) = radii
        func strip(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
            guard x1 > x0, y1 > y0 else { return }
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
        }
        if aliased.contains(.layerLeftEdge) {
            strip(rect.minX - reach.x, rect.minY + minXMinY, rect.midX, rect.maxY - minXMaxY)
        }
        if aliased.contains(.layerRightEdge) {
            strip(rect.midX, rect.minY + maxXMinY, rect.maxX + reach.x, rect.maxY - maxXMaxY)
        }
        if aliased.contains(.layerBottomEdge) {
            strip(rect.minX + minXMinY, rect.minY - reach.y, rect.maxX - maxXMinY, rect.midY)
        }
        if aliased.contains(.layerTopEdge) {
            strip(rect.minX + minXMaxY, rect.midY, rect.maxX - maxXMaxY, rect.maxY + reach.y)
        }
    }
}

extension CGRect {
    /// Under a matrix `m` that keeps rectangles axis-aligned (no rotation or skew): the
    /// rectangle with each of its `aliased` edges moved to the device pixel boundary ⌈e − ½⌉,
    /// where e is the edge's device coordinate, which keeps exactly the pixels whose centres are
    /// inside (centre ≥ e at a minimum edge, centre < e at a maximum one). Nil under rotation or
    /// skew, or when the result is not finite. Its width or height is 0 when no centre is inside.
    func snapping(_ aliased: CAEdgeAntialiasingMask, toPixelsUnder m: cairo_matrix_t) -> CGRect? {
        guard m.xy == 0, m.yx == 0, m.xx != 0, m.yy != 0 else { return nil }
        guard !aliased.isEmpty else { return self }
        // Monotonic in the user coordinate, whatever the signs of the scales: the order of the
        // two edges of an axis is kept.
        func snap(_ u: Double, scale: Double, translation: Double) -> Double {
            ((scale * u + translation - 0.5).rounded(.up) - translation) / scale
        }
        var minX = self.minX, maxX = self.maxX, minY = self.minY, maxY = self.maxY
        if aliased.contains(.layerLeftEdge) { minX = snap(minX, scale: m.xx, translation: m.x0) }
        if aliased.contains(.layerRightEdge) { maxX = snap(maxX, scale: m.xx, translation: m.x0) }
        if aliased.contains(.layerBottomEdge) { minY = snap(minY, scale: m.yy, translation: m.y0) }
        if aliased.contains(.layerTopEdge) { maxY = snap(maxY, scale: m.yy, translation: m.y0) }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: Swift.max(maxX - minX, 0), height: Swift.max(maxY - minY, 0))
    }

    /// Which of the rectangle's edges lie on the outline of `outer` (a nine-part patch's outer
    /// edges, which follow the layer's edges; its inner seams do not).
    func edges(onOutlineOf outer: CGRect) -> CAEdgeAntialiasingMask {
        var edges: CAEdgeAntialiasingMask = []
        if minX <= outer.minX { edges.insert(.layerLeftEdge) }
        if maxX >= outer.maxX { edges.insert(.layerRightEdge) }
        if minY <= outer.minY { edges.insert(.layerBottomEdge) }
        if maxY >= outer.maxY { edges.insert(.layerTopEdge) }
        return edges
    }

    /// The rectangle with the edges in `edges` moved outward by `reach` (x for the left and
    /// right edges, y for the minimum-y "bottom" and maximum-y "top" ones).
    func pushing(_ edges: CAEdgeAntialiasingMask, outwardBy reach: CGPoint) -> CGRect {
        let left = edges.contains(.layerLeftEdge) ? reach.x : 0
        let right = edges.contains(.layerRightEdge) ? reach.x : 0
        let low = edges.contains(.layerBottomEdge) ? reach.y : 0
        let high = edges.contains(.layerTopEdge) ? reach.y : 0
        return CGRect(x: minX - left, y: minY - low, width: width + left + right, height: height + low + high)
    }
}

extension CAEdgeAntialiasingMask {
    /// The same edges named in a space turned over vertically: bottom (minimum y) and top
    /// (maximum y) trade places.
    var turnedOver: CAEdgeAntialiasingMask {
        var turned = intersection([.layerLeftEdge, .layerRightEdge])
        if contains(.layerBottomEdge) { turned.insert(.layerTopEdge) }
        if contains(.layerTopEdge) { turned.insert(.layerBottomEdge) }
        return turned
    }
}
