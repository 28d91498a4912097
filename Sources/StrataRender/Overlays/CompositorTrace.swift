import CCairo
import Foundation

/// What the compositor did with each layer of a frame, for the debug overlays of Core
/// Animation's instrument options: which layers were blended or opaque, which were drawn
/// offscreen first and why, which rasterized pictures were reused. Recorded while drawing, so
/// it is the frame the compositor actually drew, not a guess from the model.
///
/// Only layers drawn straight into the frame's device space are recorded: a rasterized
/// picture's or a shadow's insides are one picture to the frame. A traced frame is drawn on
/// one thread.
package final class CompositorTrace {
    /// Why a layer was drawn into a picture of its own before reaching the frame.
    package enum OffscreenReason: String, Sendable {
        /// `mask`: the layer and its sublayers, then the mask's alpha.
        case mask
        /// Group opacity (`allowsGroupOpacity`) over parts that overlap.
        case groupOpacity
        /// A shadow without `shadowPath`, made from the layer's own alpha.
        case shadow
        /// `shouldRasterize`, when the bitmap was drawn again.
        case rasterization
    }

    /// What one layer's drawing was.
    package enum Mark: Equatable, Sendable {
        /// Its own drawing covers its bounds opaquely: copied, no blending needed.
        case opaque
        /// Its own drawing is blended over what lies beneath.
        case blended
        /// It went through an offscreen picture.
        case offscreen(OffscreenReason)
        /// A rasterized layer whose bitmap was reused.
        case rasterizeHit
        /// A rasterized layer whose bitmap was drawn again.
        case rasterizeMiss
    }

    /// One recorded layer: its name, the device pixels its bounds cover, and the mark.
    package struct Entry: Equatable, Sendable {
        package let name: String?
        package let box: CGRect
        package let mark: Mark
    }

    package private(set) var entries: [Entry] = []

    package init() {}

    /// Forgets the last frame's entries.
    package func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// Records `node` with `mark`, at the device box of its bounds under `cr`'s current matrix.
    func record(_ mark: Mark, of node: RenderNode, in cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        record(mark, of: node, rect: node.bounds, under: m)
    }

    /// Records a plain box filled in place: `opaque` when the fill wrote opaque pixels over
    /// whole pixels of its rectangle `rect` (its superlayer's coordinates, under `m`).
    func recordBox(of node: RenderNode, rect: CGRect, opaque: Bool, under m: cairo_matrix_t) {
        record(opaque ? .opaque : .blended, of: node, rect: rect, under: m)
    }

    private func record(_ mark: Mark, of node: RenderNode, rect: CGRect, under m: cairo_matrix_t) {
        let b = rect.standardized
        guard b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite else { return }
        var box = CGRect.null
        for corner in b.corners {
            let x = m.xx * corner.x + m.xy * corner.y + m.x0, y = m.yx * corner.x + m.yy * corner.y + m.y0
            box = box.union(CGRect(x: x, y: y, width: 0, height: 0))
        }
        entries.append(Entry(name: node.layer?.name, box: box, mark: mark))
    }
}

extension RenderNode {
    /// Whether the node draws pixels of its own (sublayers aside): a background, contents, a
    /// border, or its class's drawing.
    var drawsOwnPixels: Bool {
        guard case .plain = kind else { return true }
        return (values.backgroundColor?.rgba.a ?? 0) > 0 || values.contents != nil
            || (values.borderWidth > 0 && (values.borderColor?.rgba.a ?? 0) > 0)
    }

    /// Whether the node's own drawing covers its bounds with opaque pixels: a plain layer with an
    /// opaque background, square corners, no contents, and any border opaque.
    var ownDrawingIsOpaque: Bool {
        guard case .plain = kind, values.contents == nil, (values.backgroundColor?.rgba.a ?? 0) >= 1,
              values.cornerRadius <= 0 || values.maskedCorners.isEmpty else { return false }
        return values.borderWidth <= 0 || values.borderColor == nil || (values.borderColor?.rgba.a ?? 0) >= 1
    }
}
