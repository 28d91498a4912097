import Foundation

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
/// field of thousands of boxes is then read, and culled, from arrays in order, where reaching
/// each child costs a cache miss.
///
/// It is made when first drawn and then kept up to date by the damage walk, which visits
/// every child that changed (`RenderNode.updateDrawnRects`) and rewrites its entries; it is
/// made again after the children change, and after drawing a replicator's copies wrote the
/// presented values of a subtree outside the walk (`present(atParentTime:depth:)`).
struct ChildSummary {
    /// Whether the entries describe the children as they are.
    var isValid = false
    /// Whether every child has the same `zPosition` (`sharedZPosition`), so that tree order is
    /// drawing order.
    var sharesZPosition = true
    var sharedZPosition: CGFloat = 0
    /// Each child's plain box, or nil.
    var boxes: [PlainBox?] = []
    /// Each child's `drawn.subtreeRect`, as its edges.
    var reach: [ReachEdges] = []

    /// Rewrites the entries of the child at `index`, which changed.
    mutating func update(_ child: RenderNode, at index: Int) {
        boxes[index] = child.plainBox
        reach[index] = ReachEdges(child.drawn.subtreeRect)
        if sharesZPosition, child.zPosition != sharedZPosition { sharesZPosition = false }
    }
}

/// A rectangle as its four edges, worked out once: culling a field of thousands of children
/// against each band of a frame then costs four comparisons a child, where `CGRect`'s `minX`
/// and `maxX` each standardize the rectangle first.
struct ReachEdges {
    let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat

    /// The edges of `rect`; a null or non-finite rectangle gets edges that overlap nothing.
    init(_ rect: CGRect) {
        guard rect.isFiniteRect else {
            self = .none
            return
        }
        (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    }

    /// The edges of no rectangle: the start of a union.
    static let none = ReachEdges(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    private init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The edges of the smallest rectangle holding both, as `CGRect.union(_:)` (a null side
    /// leaves the other; an empty one still counts). Four comparisons: Foundation's `union`
    /// standardizes both rectangles first, which was most of the damage walk over a field of
    /// a thousand unchanged children.
    @inline(__always)
    func union(_ other: ReachEdges) -> ReachEdges {
        ReachEdges(minX: min(minX, other.minX), minY: min(minY, other.minY),
                   maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The rectangle again (null for one that was null or not finite).
    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// Whether the two share an area (rectangles that only touch do not). Rows first: a
    /// threaded frame's bands are whole rows, so most children of a field fail there.
    @inline(__always)
    func overlaps(_ other: ReachEdges) -> Bool {
        minY < other.maxY && other.minY < maxY && minX < other.maxX && other.minX < maxX
    }
}

extension RenderNode {
    /// Forgets what was worked out from the node's drawing: its plain box. Its entry in its
    /// parent's summary is rewritten by the damage walk, which visits it.
    func drawingChanged() {
        plainBoxState = .unknown
    }

    /// The summary of the node's children, made when it is not valid (its storage is kept, so
    /// making it again allocates nothing).
    func childSummary() -> ChildSummary {
        // The bands of a frame may reach one node on two threads.
        withDrawingLock { makeChildSummary() }
    }

    private func makeChildSummary() -> ChildSummary {
        if childSummaryCache.isValid { return childSummaryCache }
        childSummaryCache.isValid = true
        childSummaryCache.sharesZPosition = children.sharesZPosition
        childSummaryCache.sharedZPosition = children.first?.zPosition ?? 0
        childSummaryCache.boxes.removeAll(keepingCapacity: true)
        childSummaryCache.reach.removeAll(keepingCapacity: true)
        for child in children {
            childSummaryCache.boxes.append(child.plainBox)
            childSummaryCache.reach.append(ReachEdges(child.drawn.subtreeRect))
        }
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
        // Moved by a translation (below) only when its own transform is one: refused first, as
        // an animated turn changes the node, and makes it ask again, every frame.
        guard values.transform.onlyTranslates, let color = backgroundAloneColor else { return nil }
        let opacity = Double(values.opacity).clamped01
        let bounds = values.bounds.standardized
        guard opacity > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let m = values.transformToSuperlayerContent()
        // A translation: its flattened form is what `drawSublayer` would apply.
        guard m.isTranslation2D else { return nil }
        let offset = CGPoint(x: m.m41, y: m.m42)
        let rect = bounds.offsetBy(dx: offset.x, dy: offset.y)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let radius = min(max(values.cornerRadius, 0), min(rect.width, rect.height) / 2)
        let a = color.a * opacity
        guard let pixel = PremultipliedPixel.word(r: color.r, g: color.g, b: color.b, a: a) else { return nil }
        let clamped = radius.isFinite ? radius : 0
        return (PlainBox(rect: rect, pixel: pixel, isSquare: clamped <= 0 || values.maskedCorners.isEmpty),
                PlainBoxShape(offset: offset, radius: clamped, corners: values.maskedCorners, color: (color.r, color.g, color.b, a)))
    }
}

extension RenderNode {
    /// The background colour of a node whose whole drawing is that background, whatever its
    /// transform: `onlyBackgroundColor`, and no mask, transition, shadow, rasterizing or hiding.
    /// Plain boxes (`plainBox`) and turned ones (`turnedBox`) start from it. Fields are read one
    /// by one: copying `values` whole would retain every reference in it, and this runs for
    /// every changed layer per frame.
    var backgroundAloneColor: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)? {
        guard mask == nil, transition == nil, values.shadowOpacity <= 0, !values.shouldRasterize, !values.isHidden
        else { return nil }
        return onlyBackgroundColor
    }

    /// The background colour (with some alpha) of a node whose body draws nothing else: no
    /// sublayers, contents, subclass drawing or border. Nil for any other node. Both plain
    /// boxes and separable shadows start from it.
    var onlyBackgroundColor: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)? {
        guard children.isEmpty, bodyDrawsOnlyBackground, let color = values.backgroundColor?.rgba, color.a > 0
        else { return nil }
        return color
    }

    /// Whether the node's own drawing is its background and nothing else: no contents,
    /// subclass drawing or border (its sublayers aside).
    var bodyDrawsOnlyBackground: Bool {
        guard case .plain = kind else { return false }
        return values.contents == nil && (values.borderWidth <= 0 || values.borderColor == nil)
    }
}
