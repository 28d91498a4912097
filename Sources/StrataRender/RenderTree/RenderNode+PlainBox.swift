import Foundation

/// A layer that draws nothing but its background colour, placed in its superlayer by a
/// translation: most layers of a user interface. The compositor fills it in its parent's space
/// without working out a 3D transform, saving the context or reading the layer's values, all
/// of which cost more than filling a small box.
struct PlainBox {
    /// The bounds in the superlayer's coordinates (before its sublayer transform).
    let rect: CGRect
    /// The translation from the layer's coordinates to those.
    let offset: CGPoint
    /// The corner radius, clamped to half the shorter side (0: square corners).
    let radius: Double
    let corners: CACornerMask
    /// The background colour, not premultiplied, with the layer's opacity in its alpha.
    let color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
    /// `color` as a premultiplied word (`PremultipliedPixel`), for a parent drawn at full alpha.
    let pixel: UInt32?
}

/// Whether a node is a `PlainBox`, as last worked out.
enum PlainBoxState {
    /// Not worked out since the node last changed.
    case unknown
    /// The node draws more than a box (or nothing).
    case notPlain
    case plain(PlainBox)
}

extension RenderNode {
    /// The node as a plain box, or nil when it draws anything else (sublayers, contents,
    /// subclass drawing, border, shadow, mask, bitmap cache, transition, a transform other than
    /// a translation) or nothing at all. Worked out once per change of the node.
    var plainBox: PlainBox? {
        switch plainBoxState {
        case .plain(let box): return box
        case .notPlain: return nil
        case .unknown:
            let box = makePlainBox()
            plainBoxState = box.map { .plain($0) } ?? .notPlain
            return box
        }
    }

    private func makePlainBox() -> PlainBox? {
        guard children.isEmpty, mask == nil, transition == nil, case .plain = kind else { return nil }
        let v = values
        guard v.contents == nil, v.borderWidth <= 0 || v.borderColor == nil, v.shadowOpacity <= 0,
              !v.shouldRasterize, !v.isHidden, let color = v.backgroundColor?.rgba else { return nil }
        let opacity = Double(v.opacity).clamped01
        let bounds = v.bounds.standardized
        guard color.a > 0, opacity > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let m = v.transformToSuperlayerContent()
        // A translation: its flattened form is what `drawSublayer` would apply.
        guard m.isTranslation2D else { return nil }
        let offset = CGPoint(x: m.m41, y: m.m42)
        let rect = bounds.offsetBy(dx: offset.x, dy: offset.y)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let radius = min(max(v.cornerRadius, 0), min(rect.width, rect.height) / 2)
        let a = color.a * opacity
        return PlainBox(rect: rect, offset: offset, radius: radius.isFinite ? radius : 0, corners: v.maskedCorners,
                        color: (color.r, color.g, color.b, a),
                        pixel: PremultipliedPixel.word(r: color.r, g: color.g, b: color.b, a: a))
    }
}
