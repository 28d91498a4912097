import CCairo
import Foundation

/// The renderer's copy of one layer tree: nodes updated at each commit, the damage gathered
/// since the last drawn frame, and the drawing of that damage.
///
/// Performance: a commit visits only the subtrees whose layers changed; the damage walk visits
/// only changed subtrees and the subtrees under changed nodes; drawing skips every subtree whose
/// device rectangle misses the damage. A frame where nothing changed visits nothing.
final class RenderTree {
    /// The root node, mirroring the layer drawn.
    private(set) var root: RenderNode?
    /// The pixels to draw again, in device pixels of the target.
    private(set) var damage = DamageRegion()
    /// The device transform and frame size the rectangles were computed for; a change damages
    /// everything.
    private var drawnBase: CATransform3D?
    private var drawnLimit: CGRect = .null
    /// Contents resampled to device pixels and mipmap chains, shared by the tree's nodes.
    let contentsCache = ContentsCache()

    /// Brings the tree up to date with `layer` as committed (nil: no layer, nothing drawn).
    func commit(_ layer: CALayer?) {
        guard let layer else {
            if let root { damage.add(root.drawnSubtreeRect, within: drawnLimit) }
            root = nil
            return
        }
        if root?.layer !== layer {
            if let root { damage.add(root.drawnSubtreeRect, within: drawnLimit) }
            root = RenderNode(layer: layer)
        }
        root?.synchronize()
    }

    /// When the next frame is needed, in media time, as of the last `animate(atMediaTime:)`.
    private(set) var nextFrameTime: CFTimeInterval = .infinity

    /// Evaluates every running animation at media time `t` into the nodes' presented values.
    func animate(atMediaTime t: CFTimeInterval) {
        nextFrameTime = root?.animate(parentTime: t, mediaTime: t, speed: 1).next ?? .infinity
    }

    /// Adds the changes since the last frame to the damage, for a target whose user space maps
    /// to device pixels by `base` and whose pixels are `limit`.
    func updateDamage(base: CATransform3D, limit: CGRect) {
        guard let root else { return }
        let everything = drawnBase != base || drawnLimit != limit
        if everything {
            damage.add(limit, within: limit)
            drawnBase = base
            drawnLimit = limit
        }
        root.updateDrawnRects(under: base, ancestorDamaged: everything, damage: &damage, limit: limit)
    }

    /// Adds a device-pixel rectangle to the damage (`CARenderer.addUpdate(_:)`).
    func addDamage(_ rect: CGRect) {
        damage.add(rect, within: drawnLimit)
    }

    /// Draws the damaged pixels into `cr`, whose current matrix maps the root layer's space to
    /// the device: clears them and composites every node that reaches them. Other pixels are
    /// left untouched. Empties the damage.
    func drawDamage(into cr: OpaquePointer) {
        defer { damage.removeAll() }
        guard !damage.isEmpty else { return }
        cairo_save(cr)
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for rect in damage.rects {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        }
        cairo_clip(cr)
        // Under an opaque root background, clearing first would write every pixel twice.
        if root?.coversOpaquely(damage.bounds, under: user) != true {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        let direct = Self.directTarget(of: cr)
        cairo_set_matrix(cr, &user)
        if let root {
            LayerCompositor(cr: cr, cullRect: damage.bounds, contentsCache: contentsCache, direct: direct)
                .drawContents(of: root, inheritedAlpha: 1, depth: 0)
        }
        cairo_restore(cr)
        // Pixels written past cairo: it must not trust anything it derived from the surface.
        if direct != nil { cairo_surface_mark_dirty(cairo_get_target(cr)) }
    }
}

extension RenderTree {
    /// The frame of `cr` for fills that skip cairo, clipped exactly as `cr` is clipped now (in
    /// device pixels: the current matrix must be the identity). Nil when the clip is not a
    /// list of whole-pixel rectangles or the target is not an ARGB32 image.
    static func directTarget(of cr: OpaquePointer) -> DirectTarget? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, let first = list.pointee.rectangles else { return nil }
        let rects = (0..<Int(list.pointee.num_rectangles)).map { i in
            CGRect(x: first[i].x, y: first[i].y, width: first[i].width, height: first[i].height)
        }
        return DirectTarget(surface: cairo_get_target(cr), clip: rects)
    }
}

extension CATransform3D {
    /// The affine transform of a cairo matrix, as a `CATransform3D` (row vectors).
    init(cairo m: cairo_matrix_t) {
        self.init(m11: m.xx, m12: m.yx, m13: 0, m14: 0,
                  m21: m.xy, m22: m.yy, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.x0, m42: m.y0, m43: 0, m44: 1)
    }
}
