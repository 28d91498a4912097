import Foundation

/// The pixels of a frame that must be drawn again: a short list of device-pixel rectangles.
///
/// Rectangles that overlap, or whose union costs little more than the two apart, merge as they
/// are added; past `maximumCount` rectangles everything collapses into the bounding box (as GTK
/// does past 30), and a region covering most of the frame becomes the whole frame, so that a
/// damaged frame never costs more than drawing everything once.
public struct DamageRegion: Sendable, Equatable {
    /// The rectangles, disjoint or nearly so, in device pixels.
    public private(set) var rects: [CGRect] = []

    /// More rectangles than this collapse into their bounding box.
    static let maximumCount = 16

    /// Creates an empty region.
    public init() {}

    /// Whether nothing is damaged.
    public var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of the region, or `.null` when it is empty.
    public var bounds: CGRect { rects.reduce(CGRect.null) { $0.checkedUnion($1) } }

    /// The number of pixels covered (the rectangles' areas; they do not overlap once merged).
    public var area: CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// Adds `rect`, clipped to `limit`; empty, null and non-finite parts add nothing, and an
    /// infinite rectangle damages all of `limit`.
    public mutating func add(_ rect: CGRect, within limit: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        let clipped = rect.isInfinite ? limit : rect.checkedIntersection(limit)
        guard !clipped.isNull, !clipped.isEmpty, clipped.width.isFinite, clipped.height.isFinite else { return }
        // Already covered (every frame of an animation over a whole-frame damage): nothing to add.
        if rects.contains(where: { $0.contains(clipped) }) { return }
        var pending = clipped
        // Merge with every rectangle the new one overlaps or nearly fills a box with.
        var index = 0
        while index < rects.count {
            let other = rects[index]
            let union = other.checkedUnion(pending)
            let separate = other.width * other.height + pending.width * pending.height
            if other.checkedIntersects(pending) || union.width * union.height <= separate * 1.25 {
                rects.remove(at: index)
                pending = union
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(pending)
        if rects.count > DamageRegion.maximumCount { rects = [bounds] }
        // Most of the frame: one whole-frame rectangle draws and uploads faster than many.
        if area >= limit.width * limit.height * 0.7 { rects = [limit] }
    }

    /// Empties the region.
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }
}
