import CCairo
import Foundation

extension LayerCompositor {
    /// Draws a layer while a `CATransition` runs on it: its old picture (kept at the commit that
    /// added the transition) and its new one (the layer as it is now), placed and combined as
    /// the transition's type says, then composited as one picture with `alpha` (the layer's
    /// opacity and its ancestors'). Neither picture is clipped to the bounds, as on Apple's
    /// platforms, where a push slides content past the layer's edges unless a superlayer clips.
    func drawTransition(of layer: RenderNode, _ transition: NodeTransition, progress: Double, alpha: Double,
                        depth: Int) {
        let placement = transition.placement(progress: progress, size: layer.bounds.standardized.size)
        grouped(draw: { _ in
            if let p = placement.crossFade {
                // old × (1 − p) + new × p: painted over an empty group, the old picture is exact,
                // and the new one is added to it rather than drawn over it.
                drawOldPicture(transition, offset: placement.old, alpha: 1 - p)
                drawNewPicture(of: layer, offset: placement.new, alpha: p, operator: CAIRO_OPERATOR_ADD, depth: depth)
            } else if placement.oldAbove {
                drawNewPicture(of: layer, offset: placement.new, alpha: 1, operator: CAIRO_OPERATOR_OVER, depth: depth)
                drawOldPicture(transition, offset: placement.old, alpha: 1)
            } else {
                drawOldPicture(transition, offset: placement.old, alpha: 1)
                drawNewPicture(of: layer, offset: placement.new, alpha: 1, operator: CAIRO_OPERATOR_OVER, depth: depth)
            }
        }, composite: { pictures in
            cairo_set_source(cr, pictures)
            cairo_paint_with_alpha(cr, alpha)
        })
    }

    /// Paints the kept picture moved by `offset`.
    private func drawOldPicture(_ transition: NodeTransition, offset: CGSize, alpha: Double) {
        guard let before = transition.before, alpha > 0 else { return }
        let extent = before.extent.offsetBy(dx: offset.width, dy: offset.height)
        var m = cairo_matrix_t(xx: before.scale, yx: 0, xy: 0, yy: before.scale,
                               x0: -extent.minX * before.scale, y0: -extent.minY * before.scale)
        // A pattern of this drawing's own: the picture's is shared by the threads drawing the
        // frame's bands, and this one is placed at this frame's offset.
        guard let pattern = cairo_pattern_create_for_surface(before.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_save(cr)
        cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// Draws the layer as it is now, moved by `offset`, at full opacity, and composites it with
    /// `alpha` through `op`. Drawn without culling: the node's device rectangles do not know the
    /// offset.
    private func drawNewPicture(of layer: RenderNode, offset: CGSize, alpha: Double, operator op: cairo_operator_t,
                                depth: Int) {
        guard !layer.isHidden, alpha > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, offset.width, offset.height)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // A picture of its own: no culling, no frame pixels, no trace.
        let picture = LayerCompositor(cr: cr, copiesAbove: copiesAbove)
        guard op != CAIRO_OPERATOR_OVER || alpha < 1 else {
            picture.drawContents(of: layer, inheritedAlpha: 1, depth: depth, rasterizing: true, showsTransition: false)
            return
        }
        picture.grouped(draw: {
            $0.drawContents(of: layer, inheritedAlpha: 1, depth: depth, rasterizing: true, showsTransition: false)
        }, composite: { drawn in
            cairo_set_source(cr, drawn)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, alpha)
        })
    }
}
