import Foundation

/// `CATiledLayer`'s properties as plain values, and what a commit hands the renderer: the tile
/// size and levels, the generation of the drawing (each display starts a new one, so the
/// renderer drops its tiles: all of them, or those in the region `setNeedsDisplay(_:)` marked),
/// and the source that draws a tile.
package struct TiledValues {
    package var tileSize = CGSize(width: 256, height: 256)
    package var levelsOfDetail = 1
    package var levelsOfDetailBias = 0
    /// Counts the layer's displays: tiles drawn for an older generation are stale.
    package var generation = 0
    /// The last displays, oldest first, at most `keptRedraws`: what each redraws, so that a
    /// renderer that took an older generation drops only the tiles they touch.
    package private(set) var redraws: [TileRedraw] = []
    /// How many displays `redraws` remembers.
    package static let keptRedraws = 8
    /// Draws the layer's content into a tile's context (nil for a copy that has no layer).
    package var source: TileSource?
    /// The class's `fadeDuration()`, read at the commit.
    package var fadeDuration: CFTimeInterval = 0.25

    package init() {}

    /// Notes that display `generation` redraws `region` (the layer's coordinates; nil for the
    /// whole layer).
    package mutating func noteRedraw(_ region: CGRect?) {
        redraws.append(TileRedraw(generation: generation, region: region))
        if redraws.count > Self.keptRedraws { redraws.removeFirst(redraws.count - Self.keptRedraws) }
    }

    /// The region the displays after `older` redraw, all together; nil when one of them
    /// redraws the whole layer or they are not all remembered.
    package func redrawnRegion(since older: Int) -> CGRect? {
        let newer = redraws.filter { $0.generation > older }
        guard let first = newer.first, first.generation == older &+ 1, newer.count == generation &- older else { return nil }
        var union = CGRect.null
        for redraw in newer {
            guard let region = redraw.region else { return nil }
            union = union.union(region)
        }
        return union
    }

    /// The layer's tiled properties, one row each; none is animatable.
    package static let table = ValueTable<TiledValues>([
        ValueRow(key: "tileSize", isAnimatable: false, get: { $0.tileSize }) { values, boxed in
            guard let boxed, let size = BoxedValue.unboxed(boxed) as? CGSize else { return false }
            values.tileSize = size
            return true
        },
        ValueRow(key: "levelsOfDetail", isAnimatable: false, get: { $0.levelsOfDetail }) { values, boxed in
            guard let v = CALayer.number(boxed), v.isFinite else { return false }
            values.levelsOfDetail = Int(max(min(v, 1e6), -1e6))
            return true
        },
        ValueRow(key: "levelsOfDetailBias", isAnimatable: false, get: { $0.levelsOfDetailBias }) { values, boxed in
            guard let v = CALayer.number(boxed), v.isFinite else { return false }
            values.levelsOfDetailBias = Int(max(min(v, 1e6), -1e6))
            return true
        },
    ])
}

/// What draws a tiled layer's tiles: its `draw(in:)` (and so its delegate's `draw(_:in:)`),
/// called by the renderer for each tile it needs, with the context clipped to the tile.
///
/// Unchecked Sendable: the renderer calls it while it draws a frame, which the thread owning
/// the layer tree waits for (Apple's tiled layers draw on background threads too).
package final class TileSource: @unchecked Sendable {
    private weak var layer: CALayer?

    init(_ layer: CALayer) { self.layer = layer }

    /// Draws the layer into `ctx`, whose user space is the layer's bounds, clipped to a tile.
    package func draw(in ctx: CGContext) {
        layer?.draw(in: ctx)
    }
}

/// One display of a tiled layer: its generation and the part of the layer it redraws (nil for
/// the whole layer).
package struct TileRedraw: Sendable {
    package let generation: Int
    package let region: CGRect?
}
