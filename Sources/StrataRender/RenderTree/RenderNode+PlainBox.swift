import Foundation
import Synchronization

/// A layer that draws nothing but its background colour, placed in its superlayer by a
/// translation: most layers of a user interface. The compositor fills it in its parent's space
/// without working out a 3D transform, saving the context or reading the layer's values, all
/// of which cost more than filling a small box.
///
/// This part is what a frame reads for every such layer; it is small enough to share the node's
/// first cache line with its reference count, so reaching a box costs one cache miss. The rest
/// is in `PlainBoxShape`.
struct PlainBox {
    /// The bounds in the superlayer's coordinates (before its sublayer transform).
    let rect: CGRect
    /// The background colour with the layer's opacity, as a premultiplied word
    /// (`PremultipliedPixel`), for a parent drawn at full alpha.
    let pixel: UInt32
    /// Whether the corners are square (no radius, or no rounded corner).
    let isSquare: Bool
}

/// The rest of a plain box: what a box drawn other than as a fill of whole pixels needs.
struct PlainBoxShape {
    /// The translation from the layer's coordinates to its superlayer's.
    let offset: CGPoint
    /// The corner radius, clamped to half the shorter side (0: square corners).
    let radius: Double
    let corners: CACornerMask
    /// The background colour, not premultiplied, with the layer's opacity in its alpha.
    let color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
}

/// Whether a node is a `PlainBox`, as last worked out.
enum PlainBoxState {
    /// Not worked out since the node last changed.
    case unknown
    /// The node draws more than a box (or nothing).
    case notPlain
    case plain(PlainBox)
}

/// What drawing the children of a node needs to know of each of them without reaching it: a
/// field of thousands of boxes is then read from one array in order, where reaching each child
/// costs a cache miss.
struct ChildSummary {
    /// The drawing generation the summary was made in (`RenderNode.drawingGeneration`).
    var generation: UInt64 = .max
    /// Whether every child has the same `zPosition`, so that tree order is drawing order.
    var sharesZPosition = true
    /// Each child's plain box, or nil.
    var boxes: [PlainBox?] = []
}

extension RenderNode {
    /// Advances whenever anything a node draws changes, in any tree: a summary of children made
    /// in an older generation is made again. Atomic: renderers of separate trees may commit on
    /// separate threads, and a lost increment could bring back a generation a stale summary
    /// was made in.
    static let drawingGeneration = Atomic<UInt64>(0)

    /// Forgets what was worked out from the node's drawing: its plain box, and (through the
    /// generation) every summary of children.
    func drawingChanged() {
        plainBoxState = .unknown
        RenderNode.drawingGeneration.wrappingAdd(1, ordering: .relaxed)
    }

    /// The summary of the node's children, made again when anything changed since it was made
    /// (its storage is kept, so a frame that remakes it allocates nothing).
    func childSummary() -> ChildSummary {
        // The bands of a frame may reach one node on two threads.
        withDrawingLock { makeChildSummary() }
    }

    private func makeChildSummary() -> ChildSummary {
        let generation = RenderNode.drawingGeneration.load(ordering: .relaxed)
        if childSummaryCache.generation == generation { return childSummaryCache }
        childSummaryCache.generation = generation
        childSummaryCache.sharesZPosition = children.sharesZPosition
        childSummaryCache.boxes.removeAll(keepingCapacity: true)
        for child in children { childSummaryCache.boxes.append(child.plainBox) }
        return childSummaryCache
    }

    /// The node as a plain box, or nil when it draws anything else (sublayers, contents,
    /// subclass drawing, border, shadow, mask, bitmap cache, transition, a transform other than
    /// a translation) or nothing at all. Worked out once per change of the node.
    var plainBox: PlainBox? {
        switch plainBoxState {
        case .plain(let box): return box
        case .notPlain: return nil
        case .unknown:
            guard let (box, shape) = makePlainBox() else {
                plainBoxState = .notPlain
                return nil
            }
            plainBoxState = .plain(box)
            plainBoxShape = shape
            return box
        }
    }

    private func makePlainBox() -> (PlainBox, PlainBoxShape)? {
        guard mask == nil, transition == nil, let color = onlyBackgroundColor else { return nil }
        let v = values
        guard v.shadowOpacity <= 0, !v.shouldRasterize, !v.isHidden else { return nil }
        let opacity = Double(v.opacity).clamped01
        let bounds = v.bounds.standardized
        guard opacity > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let m = v.transformToSuperlayerContent()
        // A translation: its flattened form is what `drawSublayer` would apply.
        guard m.isTranslation2D else { return nil }
        let offset = CGPoint(x: m.m41, y: m.m42)
        let rect = bounds.offsetBy(dx: offset.x, dy: offset.y)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let radius = min(max(v.cornerRadius, 0), min(rect.width, rect.height) / 2)
        let a = color.a * opacity
        guard let pixel = PremultipliedPixel.word(r: color.r, g: color.g, b: color.b, a: a) else { return nil }
        let clamped = radius.isFinite ? radius : 0
        return (PlainBox(rect: rect, pixel: pixel, isSquare: clamped <= 0 || v.maskedCorners.isEmpty),
                PlainBoxShape(offset: offset, radius: clamped, corners: v.maskedCorners, color: (color.r, color.g, color.b, a)))
    }
}

extension RenderNode {
    /// The background colour (with some alpha) of a node whose body draws nothing else: no
    /// sublayers, contents, subclass drawing or border. Nil for any other node. Both plain
    /// boxes and separable shadows start from it.
    var onlyBackgroundColor: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)? {
        guard children.isEmpty, case .plain = kind, values.contents == nil,
              values.borderWidth <= 0 || values.borderColor == nil,
              let color = values.backgroundColor?.rgba, color.a > 0 else { return nil }
        return color
    }
}
