import Foundation

/// The tiles of one tiled layer drawn so far, by level of detail and place, and what is left to
/// draw (render state, kept on the layer's node).
///
/// Level k draws the layer at 2ᵏ times its `contentsScale`; a tile of level k covers
/// `tileSize / (contentsScale · 2ᵏ)` points. The levels run from `bias − levelsOfDetail + 1`
/// (coarsest) to `bias`, and a frame uses the finest level no sharper than the screen needs.
/// A frame draws at most `tilesPerFrame` new tiles: the rest show the coarser tiles already
/// drawn (or nothing) and the next frames fill them in, each fading in over the fade duration.
///
/// Tiles are drawn on the tile threads (`TileWorkers`); the cache keeps the jobs under way and
/// the tiles given up on, whose `draw(in:)` did not finish within `drawLimit`: those stay empty
/// until the layer is drawn again (`setNeedsDisplay()`, or `setNeedsDisplay(_:)` over them), and
/// are not asked for again. The cache
/// itself is used by the one thread that draws its layer in a frame.
final class TileCache {
    /// One drawn tile: its pixels and when it was finished, in media time.
    struct Tile {
        let image: CGImage
        let madeAt: Double
        var lastUsed: UInt64
    }

    /// Where a tile is: its level and column and row in that level's grid.
    struct Key: Hashable {
        let level: Int
        let column: Int
        let row: Int
    }

    private(set) var values = TiledValues()
    private var tiles: [Key: Tile] = [:]
    /// The part of the layer redrawn since the last frame whose tiles are not dropped yet.
    private var staleRegion = CGRect.null
    /// Tiles being drawn on the tile threads.
    private var pending: [Key: TileJob] = [:]
    /// Tiles given up on: their drawing did not finish within `drawLimit`.
    private var abandoned: Set<Key> = []
    /// Whether giving up on a tile was reported since tiles given up on were last dropped.
    private var reportedAbandoned = false
    /// The frames drawn, for evicting the tiles unused longest.
    private var frame: UInt64 = 0
    /// Whether the last frame left visible tiles undrawn or fading: more frames are needed.
    private(set) var isIncomplete = false
    /// The media time of the frame being drawn.
    var time = 0.0
    /// How the tiles were drawn and are shown against the layer's geometry flips.
    private(set) var orientation = TileOrientation()

    /// New tiles drawn per frame, at most.
    static let tilesPerFrame = 8
    /// How long one tile's `draw(in:)` may take before the tile is given up on, in seconds. A
    /// frame that draws every tile (an offline render) waits at most this long for its tiles.
    static let drawLimit: CFTimeInterval = 2
    /// How long a window's frame waits for the tiles it asked for, in seconds: tiles drawn
    /// within it show in this frame; later ones fade in over the next frames.
    static let frameWait: CFTimeInterval = 0.008
    /// Tiles kept, at most (256 × 256 × 4 bytes each: 64 MiB at the default size).
    static let tileLimit = 256
    /// A tile side in pixels, at least and at most.
    static let sideRange: ClosedRange<CGFloat> = 16...4096

    /// Takes the committed values. A new tile size or levels drop every tile; so does a new
    /// generation, unless the displays since the cache's own each redrew a region only (and
    /// are all remembered, `TiledValues.redraws`): the tiles those regions touch are dropped
    /// when the next frame knows where tiles lie (`dropStale`).
    func configure(_ new: TiledValues) {
        if new.tileSize != values.tileSize || new.levelsOfDetail != values.levelsOfDetail
            || new.levelsOfDetailBias != values.levelsOfDetailBias {
            removeAll()
        } else if new.generation != values.generation {
            if new.generation > values.generation, let region = new.redrawnRegion(since: values.generation) {
                staleRegion = staleRegion.union(region)
            } else {
                removeAll()
            }
        }
        values = new
    }

    /// Takes the orientation a frame draws the layer's tiles in: a new one drops every tile.
    func orient(_ new: TileOrientation) {
        guard new != orientation else { return }
        removeAll()
        orientation = new
    }

    /// Drops the tiles, drawn, under way or given up on, that the region redrawn since the
    /// last frame touches, for a layer of `bounds` at `contentsScale`.
    func dropStale(bounds: CGRect, contentsScale: Double) {
        guard !staleRegion.isNull else { return }
        defer { staleRegion = .null }
        var grids: [Int: TileGrid] = [:]
        func isStale(_ key: Key) -> Bool {
            let grid = grids[key.level] ?? TileGrid(cache: self, bounds: bounds, contentsScale: contentsScale, level: key.level)
            grids[key.level] = grid
            let overlap = grid.rect(of: key).intersection(staleRegion)
            return !overlap.isNull && overlap.width > 0 && overlap.height > 0
        }
        tiles = tiles.filter { !isStale($0.key) }
        pending = pending.filter { !isStale($0.key) }
        let kept = abandoned.filter { !isStale($0) }
        // Tiles given up on and marked again are asked for again; giving up on them is news.
        if kept.count < abandoned.count { reportedAbandoned = false }
        abandoned = kept
    }

    /// The tile side in pixels, clamped to `sideRange` (16 for a non-finite size).
    var tilePixels: (width: Int, height: Int) {
        func side(_ v: CGFloat) -> Int { Int(v.isFinite ? min(max(v, Self.sideRange.lowerBound), Self.sideRange.upperBound) : 16) }
        return (side(values.tileSize.width), side(values.tileSize.height))
    }

    /// The levels that exist: coarsest to finest.
    var levels: ClosedRange<Int> {
        let count = min(max(values.levelsOfDetail, 1), 16)
        let finest = min(max(values.levelsOfDetailBias, 0), 8)
        return (finest - count + 1)...finest
    }

    /// Starts a frame: tiles used by it are stamped with it.
    func beginFrame() {
        frame &+= 1
    }

    /// Whether the last drawing left tiles to draw or fading, and forgets it: the frame that
    /// drawing asked for draws the node again.
    func takeIncomplete() -> Bool {
        defer { isIncomplete = false }
        return isIncomplete
    }

    /// The tile at `key` if drawn, stamped as used; nil otherwise.
    func tile(_ key: Key) -> Tile? {
        guard var tile = tiles[key] else { return nil }
        tile.lastUsed = frame
        tiles[key] = tile
        return tile
    }

    /// Notes that the frame left something to do (an undrawn or fading tile).
    func markIncomplete() { isIncomplete = true }

    /// Keeps a newly drawn tile, evicting the tiles unused longest beyond `tileLimit`.
    func store(_ image: CGImage, at key: Key) {
        tiles[key] = Tile(image: image, madeAt: time, lastUsed: frame)
        guard tiles.count > Self.tileLimit else { return }
        let stale = tiles.filter { $0.value.lastUsed != frame }.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, _) in stale.prefix(tiles.count - Self.tileLimit) { tiles[key] = nil }
    }

    /// Whether the tile at `key` was given up on.
    func isAbandoned(_ key: Key) -> Bool { abandoned.contains(key) }

    /// The job drawing the tile at `key`, if one is under way.
    func job(at key: Key) -> TileJob? { pending[key] }

    /// Notes that `job` draws the tile at `key`.
    func setJob(_ job: TileJob, at key: Key) { pending[key] = job }

    /// Keeps the tiles whose jobs finished, and gives up on those drawing for longer than
    /// `drawLimit` at media time `now`, or, with `giveUpOnRest`, on every job not finished (a
    /// frame that waited its whole limit). Returns how many were given up on now.
    func collectJobs(at now: CFTimeInterval, giveUpOnRest: Bool) -> Int {
        var givenUp = 0
        for (key, job) in pending {
            let (finished, image) = job.result
            if finished {
                pending[key] = nil
                if let image { store(image, at: key) } else { abandoned.insert(key) }
            } else if giveUpOnRest || job.drawingTime(at: now) > Self.drawLimit {
                pending[key] = nil
                abandoned.insert(key)
                givenUp += 1
            }
        }
        return givenUp
    }

    /// Whether giving up on tiles should be reported now: the first time since tiles given up
    /// on were last dropped (all of them, or those a redrawn region touched).
    func takeAbandonReport() -> Bool {
        defer { reportedAbandoned = true }
        return !reportedAbandoned
    }

    private func removeAll() {
        staleRegion = .null
        tiles.removeAll()
        // Jobs under way finish on their threads and are dropped with their results.
        pending.removeAll()
        abandoned.removeAll()
        reportedAbandoned = false
    }
}

/// How a tiled layer's geometry flips turn its tiles: `draw(in:)` draws in the layer's own
/// coordinates, which its own flip turns over against the tile grid (laid over the bounds as
/// its sublayers' positions see them), and each tile is shown upright where its ancestors'
/// flips turn the layer over (as other contents are), its rows then drawn bottom up.
struct TileOrientation: Equatable {
    /// The layer's own `isGeometryFlipped`.
    var flipsDrawing = false
    /// An odd number of the layer's ancestors are geometry-flipped.
    var turnsTiles = false
}

extension RenderNode {
    /// Gives a tiled layer's node its tile cache holding the committed values, and drops the
    /// cache of a node that is no longer a tiled layer.
    func configureTiles() {
        guard case .tiled(let values) = modelKind else {
            tileCache = nil
            return
        }
        let cache = tileCache ?? TileCache()
        cache.configure(values)
        tileCache = cache
    }
}
