import CCairo
import CPixman
import Foundation

/// Pictures that land on nothing but the root's opaque background, painted flattened.
///
/// A contents image drawn over a solid window background (the clock's digits, an icon on a
/// plain window) costs a fill of the background and then a blend of the picture over it: two
/// writes, two reads and the blending per pixel. When nothing else is drawn under the picture's
/// box before it, the background under it is known to be one colour, so the picture flattened
/// onto that colour (kept beside the picture in the render caches) can be copied in place of
/// both, and the background left unfilled in that box: one read and one write per pixel, as a
/// memcpy. The pixels are the same: the flattened picture is made by the same pixman kernel
/// compositing the same picture over the same colour (`RenderCaches.flatten`).
///
/// Decided once per frame for its whole damage, before the root's background is filled (every
/// band of a threaded frame shares the decision; each copies the covers within its own clip),
/// by a walk over the first sublayers in drawing order (`collect`): a cover is a layer of plain
/// image contents at full opacity, axis-aligned on whole device pixels, reached through
/// sublayers that draw nothing themselves, whose box meets no earlier drawing. What is drawn
/// after a picture cannot change its backdrop, so the walk may stop anywhere; it stops after
/// `mostVisited` layers, bounding its cost in a field of thousands.
final class OpaqueBackdrop {
    /// A picture painted as a copy: the node's identity, the device pixels it covers, and the
    /// flattened picture (referenced) with the device pixel its top-left pixel lands on.
    struct Cover {
        let node: ObjectIdentifier
        let box: pixman_box32_t
        let picture: OpaquePointer
        let pictureX: Int32, pictureY: Int32
    }

    /// The most layers the walk visits.
    static let mostVisited = 64

    /// The layer whose background is the backdrop: its fill leaves the covers out.
    let layer: ObjectIdentifier
    /// Its background's premultiplied opaque word.
    let pixel: UInt32
    private(set) var covers: [Cover] = []

    /// The covers among the sublayers of `root` inside `cull` (device pixels) under `user`
    /// (`root`'s space to device pixels), or nil when there are none. The caller has
    /// established that `root`'s opaque background is the first thing drawn over all of `cull`
    /// (`RenderNode.opaqueBackdrop(covering:under:)`).
    init?(layer root: RenderNode, within cull: CGRect, user: cairo_matrix_t, caches: RenderCaches) {
        guard case .plain = root.kind, root.values.contents == nil, !root.values.masksToBounds,
              let color = root.values.backgroundColor?.rgba,
              let pixel = PremultipliedPixel.word(r: color.r, g: color.g, b: color.b, a: color.a),
              pixel >> 24 == 0xFF else { return nil }
        self.pixel = pixel
        layer = ObjectIdentifier(root)
        var painted: [CGRect] = []
        var visited = 0
        _ = collect(under: root, device: CATransform3D(cairo: user), cull: ReachEdges(cull), caches: caches,
                    painted: &painted, visited: &visited)
        if covers.isEmpty { return nil }
    }

    deinit {
        for cover in covers { cairo_surface_destroy(cover.picture) }
    }

    /// The cover of `node`, if it is one.
    func cover(of node: RenderNode) -> Cover? {
        let id = ObjectIdentifier(node)
        for cover in covers where cover.node == id { return cover }
        return nil
    }

    /// Visits the sublayers of `node` (whose own space maps to device pixels by `device`)
    /// in drawing order, appending the covers found and each drawing's device rectangle to
    /// `painted`; false when the walk stops.
    private func collect(under node: RenderNode, device: CATransform3D, cull: ReachEdges, caches: RenderCaches,
                         painted: inout [CGRect], visited: inout Int) -> Bool {
        let children = node.children
        // The children's z and edges side by side, as the compositor culls them: the walk stops
        // after a few layers, where reaching every child for its z cost a field of 10 000
        // layers 0.1 ms a frame before any band could start.
        let summary = node.childSummary()
        // Drawn in another order than the tree's: what is drawn first is not worked out here.
        guard summary.sharesZPosition else { return false }
        let sublayers = node.transformForSublayers()
        let reach = summary.reach
        let summarized = reach.count == children.count && summary.boxes.count == children.count
        for index in children.indices {
            visited += 1
            guard visited <= OpaqueBackdrop.mostVisited else { return false }
            let edges = summarized ? reach[index] : ReachEdges(children[index].drawn.subtreeRect)
            // A plain box is neither a picture nor a holder of one: it paints its rectangle,
            // read from the summary without reaching its node or working out its transform.
            // In a field of boxes that was most of the frame's work before its bands started
            // (0.04 to 0.05 ms, `strata bench --only threads`).
            if summarized, summary.boxes[index] != nil {
                if edges.overlaps(cull) { painted.append(edges.rect) }
                continue
            }
            guard visit(children[index], reaching: edges, device: device, sublayers: sublayers, cull: cull,
                        caches: caches, painted: &painted, visited: &visited) else { return false }
        }
        return true
    }

    /// One sublayer of the walk, which reaches `edges` in device pixels: a cover, a holder of
    /// covers (walked in turn), or a drawing; false when the walk stops.
    private func visit(_ child: RenderNode, reaching edges: ReachEdges, device: CATransform3D, sublayers: CATransform3D,
                       cull: ReachEdges, caches: RenderCaches, painted: inout [CGRect], visited: inout Int) -> Bool {
        // Not drawn in these rectangles (one that only touches them draws nothing inside).
        guard edges.overlaps(cull) else { return true }
        let m = child.transformToSuperlayerContent().concatenating(sublayers).concatenating(device)
        // Only positive scales are tried; a flipped picture is drawn the usual way.
        if let map = m.axisAlignedMatrix, map.xx > 0, map.yy > 0 {
            if child.drawsOnlySublayers {
                return collect(under: child, device: m, cull: cull, caches: caches, painted: &painted, visited: &visited)
            }
            if let candidate = Candidate(child, device: map) {
                // Such a layer draws nothing outside its box, whole pixels, where its
                // rectangle for the damage (`drawn.subtreeRect`) allows a pixel more.
                let box = candidate.deviceBox
                if !painted.contains(where: { $0.overlaps(box) }),
                   let picture = caches.picture(of: candidate.sampling.crop,
                                                deviceToImage: candidate.picture.deviceToImage,
                                                x: candidate.picture.x, y: candidate.picture.y,
                                                width: candidate.picture.width, height: candidate.picture.height,
                                                filter: candidate.sampling.cairoFilter, over: pixel) {
                    covers.append(Cover(node: ObjectIdentifier(child), box: candidate.clip, picture: picture,
                                        pictureX: Int32(candidate.picture.x), pictureY: Int32(candidate.picture.y)))
                }
                painted.append(box)
                return true
            }
        }
        painted.append(child.drawn.subtreeRect)
        return true
    }
}

/// A layer that may be a cover: plain image contents at full opacity and nothing else, drawn in
/// one piece on whole device pixels from a resampled picture.
private struct Candidate {
    let sampling: ImageSampling
    let picture: PictureBox
    /// The device pixels the contents are clipped to, whole.
    let clip: pixman_box32_t

    /// `node` as a candidate under `ctm` (its space to device pixels, scaled by positive factors
    /// along the axes), or nil.
    init?(_ node: RenderNode, device ctm: cairo_matrix_t) {
        guard node.drawsNothingButContentsAndSublayers, node.children.isEmpty, node.values.contentsCrossfade == nil,
              !node.isUnderFlippedGeometry,
              let placement = ImagePlacement(of: node), placement.nineSliceCenter == nil else { return nil }
        guard let sampling = ImageSampling(image: placement.image, source: placement.source, dest: placement.dest,
                                           layer: node, deviceScale: (ctm.xx * ctm.yy).squareRoot()),
              !sampling.usesMipmaps,
              let picture = PictureBox(dest: placement.dest, toImage: sampling.toImage, ctm: ctm),
              let clip = picture.wholePixels else { return nil }
        self.sampling = sampling
        self.picture = picture
        self.clip = pixman_box32_t(x1: Int32(clip.x1), y1: Int32(clip.y1), x2: Int32(clip.x2), y2: Int32(clip.y2))
    }

    var deviceBox: CGRect {
        CGRect(x: Int(clip.x1), y: Int(clip.y1), width: Int(clip.x2 - clip.x1), height: Int(clip.y2 - clip.y1))
    }
}

extension RenderNode {
    /// Whether the node draws nothing itself and passes its sublayers straight through.
    var drawsOnlySublayers: Bool { drawsNothingButContentsAndSublayers && values.contents == nil }

    /// Whether the node draws at most its contents and its sublayers, as they are: no
    /// background, border, shadow, mask, group, clip or transition, at full opacity.
    fileprivate var drawsNothingButContentsAndSublayers: Bool {
        // Field by field: a copy of all the values would count every reference they hold.
        guard case .plain = kind, mask == nil, transition == nil, !values.isHidden, values.opacity >= 1,
              !values.shouldRasterize, !values.masksToBounds, values.shadowOpacity <= 0, values.backgroundColor == nil,
              values.borderWidth == 0 || values.borderColor == nil else { return false }
        return true
    }
}

extension CGRect {
    /// Whether the two rectangles share pixels' area: sharing an edge is not overlapping
    /// (Foundation's `intersects` says it is). A null rectangle overlaps nothing; a non-finite
    /// one, everything.
    fileprivate func overlaps(_ other: CGRect) -> Bool {
        if isNull { return false }
        guard isFiniteRect else { return true }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
