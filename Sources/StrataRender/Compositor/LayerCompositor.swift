import CCairo
import Foundation

/// Composites a layer tree into a cairo context (premultiplied BGRA, source-over).
///
/// Each layer is drawn in its own coordinate space (the context's current matrix maps it to
/// device pixels). cairo, over pixman, does the pixel work: solid and rounded fills, anti-aliased
/// clipping, image sampling, groups; Strata's own kernels do the Gaussian shadow blur and the
/// replicator's colour multiply (see `strata bench`); pixman draws layers in perspective.
struct LayerCompositor {
    let cr: OpaquePointer
    /// What the whole walk shares: culling, caches, the thread's memory, the trace.
    let resources: DrawResources
    /// Where pixels land now; changed only by the scoped pushes of `LayerCompositor+DrawState`.
    let destination: PixelDestination
    /// How many copies of what is being drawn the replicators around it make together: a nested
    /// replicator draws within what is left of `RenderNode.maximumInstanceCount`.
    var copiesAbove: Int
    /// The replicator (that preserves depth) whose copies are being drawn apart from it, in its
    /// parent's space: drawing the replicator itself leaves them out.
    var replicasDrawnApart: ObjectIdentifier?

    /// A compositor drawing into `cr` with `resources`, its pixels landing at `destination`.
    init(cr: OpaquePointer, resources: DrawResources = .none, destination: PixelDestination = .cairo,
         copiesAbove: Int = 1) {
        self.cr = cr
        self.resources = resources
        self.destination = destination
        self.copiesAbove = copiesAbove
    }

    /// Draws `layer` in its own coordinate space (the context's current user space) with its
    /// effects, then its sublayers; `inheritedAlpha` comes from ancestors that do not group
    /// their opacity. A running transition draws the layer's old and new pictures instead,
    /// unless `showsTransition` is false (when the transition draws the new one).
    func drawContents(of layer: RenderNode, inheritedAlpha: Double, depth: Int, rasterizing: Bool = false,
                      showsTransition: Bool = true) {
        // A rasterized layer's bitmap holds it at full opacity; its opacity applies when the
        // bitmap is composited, which makes it one group (listing 4.7's fix).
        let opacity = rasterizing ? 1 : Double(layer.opacity).clamped01
        guard depth < CALayer.maximumDepth else {
            StrataDiagnostics.report("layer tree deeper than \(CALayer.maximumDepth) levels; stopped drawing at \(layer)")
            return
        }
        if layer.isTransformLayer {
            // Drawn on its own (the root, a mask, a rasterized picture), a transform layer still
            // draws only its sublayers, in its own 3D space.
            guard !layer.isHidden, opacity > 0, inheritedAlpha > 0 else { return }
            throughCairo.drawTransformLayer(layer, under: CATransform3DIdentity, alpha: inheritedAlpha * opacity,
                                            depth: depth, cullable: false)
            return
        }
        // Before the hidden check: a transition to hidden fades (or slides) the old picture out.
        if showsTransition, let transition = layer.transition, let progress = transition.progress {
            guard opacity > 0, inheritedAlpha > 0 else { return }
            throughCairo.drawTransition(of: layer, transition, progress: progress, alpha: inheritedAlpha * opacity,
                                        depth: depth)
            return
        }
        guard !layer.isHidden, opacity > 0, inheritedAlpha > 0 else { return }
        if layer.shouldRasterize, !rasterizing {
            throughCairo.drawRasterized(layer, alpha: inheritedAlpha * opacity, depth: depth)
            return
        }
        let shadow = ShadowStyle(layer: layer)
        // Opacity applies to the layer as one picture (listing 4.7), its shadow included.
        let groupsOpacity = opacity < 1 && layer.allowsGroupOpacity && (layer.hasOverlappingParts || shadow != nil)
        let groupAlpha = groupsOpacity ? inheritedAlpha * opacity : 1
        let partAlpha = groupsOpacity ? 1 : inheritedAlpha * opacity
        let maskLayer = layer.mask.flatMap { $0.isHidden ? nil : $0 }
        let isolated = groupsOpacity || maskLayer != nil
        if let trace {
            if isolated { trace.record(.offscreen(maskLayer != nil ? .mask : .groupOpacity), of: layer, in: cr) }
            if shadow != nil, layer.shadowPath == nil { trace.record(.offscreen(.shadow), of: layer, in: cr) }
        }
        guard isolated else {
            // A body drawn for its shadow's picture does not land in the frame either.
            (shadow == nil ? self : throughCairo).drawParts(of: layer, shadow: shadow, alpha: partAlpha, depth: depth)
            return
        }
        // Groups are sized to the clip: keep them as small as the layer can draw.
        clipped({ clipToIsolatedExtent(of: layer, mask: maskLayer) }) { inside in
            inside.grouped(draw: { $0.drawParts(of: layer, shadow: shadow, alpha: partAlpha, depth: depth) }) { content in
                if let maskLayer {
                    inside.applyMask(maskLayer, to: content, alpha: groupAlpha, depth: depth)
                } else {
                    cairo_set_source(cr, content)
                    cairo_paint_with_alpha(cr, groupAlpha)
                }
            }
        }
    }

    /// The layer with its shadow beneath it, or its body alone.
    private func drawParts(of layer: RenderNode, shadow: ShadowStyle?, alpha: Double, depth: Int) {
        if let shadow {
            drawWithShadow(layer, shadow: shadow, alpha: alpha, depth: depth)
        } else {
            drawBody(of: layer, alpha: alpha, depth: depth)
        }
    }

    /// Clips to what an isolated layer can draw: its mask's drawing, or its subtree.
    private func clipToIsolatedExtent(of layer: RenderNode, mask: RenderNode?) {
        guard let mask else {
            clipToSubtreeExtent(of: layer, padding: 0)
            return
        }
        // Nothing outside the mask's drawing survives it.
        let extent = mask.subtreeExtent(depth: 0)
        let m = mask.transform(toParent: nil)
        let corners = extent.isInfinite || extent.isNull ? [] : extent.corners.compactMap { m.apply(to: $0) }
        if corners.count == 4 { clipToDeviceBox(of: CGRect.boundingBox(of: corners)) }
    }

    /// The layer without shadow or mask: background, contents and sublayers (clipped by
    /// `masksToBounds`), then the border above them all, and an emitter's particles above that
    /// (Apple: "drawn above the layer's background color and border").
    func drawBody(of layer: RenderNode, alpha: Double, depth: Int) {
        if let trace, layer.drawsOwnPixels {
            trace.record(alpha >= 1 && layer.ownDrawingIsOpaque ? .opaque : .blended, of: layer, in: cr)
        }
        cairo_save(cr)
        drawBackground(of: layer, alpha: alpha)
        if layer.masksToBounds {
            clipped({ clipToLayerShape(of: layer) }) { $0.drawInterior(of: layer, alpha: alpha, depth: depth) }
        } else {
            drawInterior(of: layer, alpha: alpha, depth: depth)
        }
        cairo_restore(cr)
        drawBorder(of: layer, alpha: alpha)
        guard layer.particleField != nil else { return }
        if layer.masksToBounds {
            clipped({ clipToLayerShape(of: layer) }) { $0.drawEmitter(of: layer, alpha: alpha) }
        } else {
            drawEmitter(of: layer, alpha: alpha)
        }
    }

    /// What `masksToBounds` clips: the layer kind's drawing, the contents and the sublayers.
    private func drawInterior(of layer: RenderNode, alpha: Double, depth: Int) {
        if case .shape = layer.kind {
            // Apple's CAShapeLayer: "The shape is composited between the layer's contents and
            // its first sublayer."
            drawImageContents(of: layer, alpha: alpha)
            drawLayerKindContent(of: layer, alpha: alpha)
        } else {
            drawLayerKindContent(of: layer, alpha: alpha)
            drawImageContents(of: layer, alpha: alpha)
        }
        drawSublayers(of: layer, alpha: alpha, depth: depth)
    }

    /// Paints an image surface placed in device space, under the current clip.
    func paint(_ placed: PlacedSurface, alpha: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, placed.surface, placed.x, placed.y)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    func drawSublayers(of layer: RenderNode, alpha: Double, depth: Int) {
        if let replicator = layer.replicator {
            if !replicator.preservesDepth {
                throughCairo.drawReplicatedSublayers(of: layer, replicator: replicator, alpha: alpha, depth: depth)
            } else if replicasDrawnApart != ObjectIdentifier(layer) {
                // Drawn on its own (the root, a mask, a rasterized picture): the copies keep
                // their depth in the replicator's own space.
                throughCairo.drawReplicasInDepthOrder(of: layer, replicator: replicator, under: CATransform3DIdentity,
                                                      alpha: alpha, depth: depth)
            }
            return
        }
        // A leaf's sublayer transform and summary are not worth working out.
        guard !layer.children.isEmpty else { return }
        // Plain boxes under a sublayer transform that only translates are filled in place.
        let sublayers = layer.transformForSublayers()
        if layer.children.count > 1, !CATransform3DIsAffine(sublayers) {
            drawSublayersInDepthOrder(of: layer, sublayers: sublayers, alpha: alpha, depth: depth)
            return
        }
        let shift = sublayers.isTranslation2D ? CGPoint(x: sublayers.m41, y: sublayers.m42) : nil
        let children = layer.children
        // The current matrix, read once for the plain boxes among the children: drawing any
        // child restores it.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Inside the cull rectangle the children need no test each (a whole frame). What lies
        // outside the frame is not drawn either way.
        let reach = direct.map { layer.drawn.subtreeRect.intersection($0.frameBounds) } ?? layer.drawn.subtreeRect
        let culls = cullRect.map { !$0.contains(reach) } ?? false
        let summary = layer.childSummary()
        // Plain boxes are filled in place only where the parent's sublayer transform translates.
        let fillsInPlace = shift != nil && depth + 1 < CALayer.maximumDepth
        if summary.sharesZPosition, summary.boxes.count == children.count, summary.reach.count == children.count {
            // Culled from the summary, without reaching the node (a cache miss each): each band
            // of a threaded frame reads the edges of every child.
            let cull = culls ? cullRect.map(ReachEdges.init) : nil
            // A plain loop over the summary: the closure of the sorted path would copy the
            // compositor per layer.
            for index in children.indices {
                if let cull, !summary.reach[index].overlaps(cull) { continue }
                let box = fillsInPlace ? summary.boxes[index] : nil
                if let trace, let box, let shift { recordBox(children[index], box, shift: shift, alpha: alpha, in: trace, m) }
                // A box on whole pixels is filled without reaching its node either.
                if let box, let shift, fillWholePixels(of: box, shift: shift, alpha: alpha, matrix: m) { continue }
                drawSublayer(children[index], of: layer, box: box, alpha: alpha, depth: depth, shift: shift, matrix: m,
                             sublayers: sublayers, culls: false, triedWholePixels: true)
            }
        } else {
            forEachSublayerInDrawingOrder(of: layer) {
                drawSublayer($0, of: layer, box: fillsInPlace ? $0.plainBox : nil, alpha: alpha, depth: depth, shift: shift,
                             matrix: m, sublayers: sublayers, culls: culls, triedWholePixels: false)
            }
        }
    }

    /// Draws `child` of `parent`: its plain `box` (`RenderNode.plainBox`, given only where the
    /// parent's sublayer transform, `sublayers`, is the translation `shift`) filled in place,
    /// anything else by `drawSublayer`. `culls` says whether the box can fall outside `cullRect`;
    /// `triedWholePixels` that the caller already tried `fillWholePixels(of:…)`.
    @inline(__always)
    private func drawSublayer(_ child: RenderNode, of parent: RenderNode, box: PlainBox?, alpha: Double, depth: Int,
                              shift: CGPoint?, matrix m: cairo_matrix_t, sublayers: CATransform3D, culls: Bool,
                              triedWholePixels: Bool) {
        guard let shift, let box else {
            drawSublayer(child, of: parent, alpha: alpha, depth: depth, sublayers: sublayers)
            return
        }
        if culls, let cullRect {
            // Plain comparisons (a null or non-finite rectangle fails them): this runs per layer.
            let r = child.drawn.subtreeRect
            guard r.minX < cullRect.maxX, cullRect.minX < r.maxX, r.minY < cullRect.maxY, cullRect.minY < r.maxY
            else { return }
        }
        if !triedWholePixels, let trace { recordBox(child, box, shift: shift, alpha: alpha, in: trace, m) }
        if !triedWholePixels, fillWholePixels(of: box, shift: shift, alpha: alpha, matrix: m) { return }
        guard let shape = child.plainBoxShape else { return }
        fillBox(box.rect.offsetBy(dx: shift.x, dy: shift.y), radius: shape.radius, corners: shape.corners,
                color: (shape.color.r, shape.color.g, shape.color.b, shape.color.a * alpha),
                pixel: alpha == 1 ? box.pixel : nil, matrix: m, of: child,
                offset: CGPoint(x: shape.offset.x + shift.x, y: shape.offset.y + shift.y))
    }

    /// Traces a plain box filled in place: opaque when square, opaque in colour and at full alpha.
    private func recordBox(_ child: RenderNode, _ box: PlainBox, shift: CGPoint, alpha: Double,
                           in trace: CompositorTrace, _ m: cairo_matrix_t) {
        let opaque = alpha == 1 && box.isSquare && (child.plainBoxShape?.color.a ?? 0) >= 1
        trace.recordBox(of: child, rect: box.rect.offsetBy(dx: shift.x, dy: shift.y), opaque: opaque, under: m)
    }

    /// Most boxes of a UI: square corners on whole pixels, drawn at full alpha, one fill with
    /// nothing else to do. Returns false, having drawn nothing, for any other box.
    @inline(__always)
    private func fillWholePixels(of box: PlainBox, shift: CGPoint, alpha: Double, matrix m: cairo_matrix_t) -> Bool {
        box.isSquare && alpha == 1
            && fillWholePixels(box.rect.offsetBy(dx: shift.x, dy: shift.y), pixel: box.pixel, matrix: m)
    }

    /// Sublayers back to front: by `zPosition`, equal values keeping tree order.
    func forEachSublayerInDrawingOrder(of layer: RenderNode, _ body: (RenderNode) -> Void) {
        let children = layer.children
        guard !children.isEmpty else { return }
        if !children.sharesZPosition {
            let ordered = children.enumerated().sorted {
                ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
            }
            for (_, child) in ordered { body(child) }
        } else {
            for child in children { body(child) }
        }
    }

    /// Draws `child` of `parent`, mapped by its transform to the parent's space; perspective
    /// goes through the projective warp, and a transform layer places its sublayers in the
    /// parent's 3D space. `sublayers` is the parent's `transformForSublayers()` when the caller
    /// has it (a loop over many children works it out once).
    func drawSublayer(_ child: RenderNode, of parent: RenderNode, alpha: Double, depth: Int,
                      extra: CATransform3D = CATransform3DIdentity, sublayers: CATransform3D? = nil) {
        guard !child.isHidden || child.isTransitioning else { return }
        let cullable = CATransform3DIsIdentity(extra)
        if let cullRect, cullable, !child.drawn.subtreeRect.checkedIntersects(cullRect) { return }
        // A replicator's copy (`extra`) is made in the sublayer space, before the parent's
        // sublayer transform maps every copy.
        let local = child.transformToSuperlayerContent().concatenating(extra)
            .concatenating(sublayers ?? parent.transformForSublayers())
        if child.isTransformLayer {
            guard !child.isHidden else { return }
            throughCairo.drawTransformLayer(child, under: local, alpha: alpha * Double(child.opacity).clamped01,
                                            depth: depth + 1, cullable: cullable)
        } else {
            drawSublayer(child, under: local, alpha: alpha, depth: depth)
        }
    }

    /// Draws `child` mapped by `local`, its unflattened 3D map into the current user space:
    /// nothing when it faces away and is single-sided, flattened into the plane otherwise. A
    /// replicator that preserves depth is flattened without its copies, which are then drawn
    /// under `local` in depth order, as a transform layer's sublayers are.
    func drawSublayer(_ child: RenderNode, under local: CATransform3D, alpha: Double, depth: Int) {
        guard child.drawsReplicasApart, let replicator = child.replicator else {
            drawFlattened(child, under: local, alpha: alpha, depth: depth)
            return
        }
        var apart = self
        apart.replicasDrawnApart = ObjectIdentifier(child)
        apart.drawFlattened(child, under: local, alpha: alpha, depth: depth)
        let copiesAlpha = alpha * Double(child.opacity).clamped01
        guard copiesAlpha > 0 else { return }
        throughCairo.drawReplicasInDepthOrder(of: child, replicator: replicator, under: local, alpha: copiesAlpha,
                                              depth: depth + 1)
    }

    /// `drawSublayer(_:under:alpha:depth:)` for any layer flattened into the plane.
    private func drawFlattened(_ child: RenderNode, under local: CATransform3D, alpha: Double, depth: Int) {
        guard child.isDoubleSided || local.facesViewer else { return }
        let m = local.flattened()
        // NaN geometry draws nothing, and a singular matrix (a layer scaled to zero or seen
        // edge-on) covers no pixels; either would also put cairo into a permanent error state.
        guard m.isFinite, m.m11 * m.m22 - m.m12 * m.m21 != 0 else { return }
        guard CATransform3DIsAffine(m) else {
            drawInPerspective(child, transform: m, alpha: alpha, depth: depth + 1)
            return
        }
        var matrix = cairo_matrix_t(xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m41, y0: m.m42)
        guard let placed = self.matrix(transformedBy: matrix) else { return }
        if fillTurnedBox(child, placed: placed, alpha: alpha, depth: depth) { return }
        cairo_save(cr)
        cairo_transform(cr, &matrix)
        drawContents(of: child, inheritedAlpha: alpha, depth: depth + 1)
        cairo_restore(cr)
    }
}

/// An image surface positioned in device pixels.
struct PlacedSurface {
    let surface: OpaquePointer
    let x: Double
    let y: Double
}

extension RenderNode {
    /// Whether drawing the layer can put two of its parts on one pixel, so that opacity must be
    /// applied to the group rather than to each part.
    var hasOverlappingParts: Bool {
        var parts = children.isEmpty ? 0 : 2
        if values.backgroundColor != nil { parts += 1 }
        if values.contents != nil { parts += 1 }
        // A border without a colour draws nothing (`bodyDrawsOnlyBackground` agrees).
        if values.borderWidth > 0, values.borderColor != nil { parts += 1 }
        if case .plain = kind {} else { parts += 1 }
        return parts > 1
    }
}

extension Array where Element == RenderNode {
    /// Whether every node has the same `zPosition`, so that tree order is drawing order.
    var sharesZPosition: Bool {
        guard let z = first?.zPosition else { return true }
        for node in self where node.zPosition != z { return false }
        return true
    }
}
