// CATiledLayer: its documented defaults, the tiles draw(in:) is asked for (one call per tile, the
// context clipped to the tile, at the tile's resolution), where the tiles' content ends up, and
// what setNeedsDisplay() / setNeedsDisplay(_:) draw again.
//
// The layer (`QuadrantTiledLayer`) draws four 256 × 256 quadrants of its 512 × 512 drawing (red
// top-left, green top-right, blue bottom-left, yellow bottom-right; y down as on iOS) and a white
// 40 × 40 square across the middle corner, (236, 236, 40, 40), which spans four tiles. Its class
// returns 0 from fadeDuration() so that a drawn tile shows at once (Apple's tiles fade in over
// fadeDuration()). Tiles are drawn asynchronously on Apple's platforms, so every drawn check looks
// at the frame after `Stage.settle(from:)` (several frames and some wall-clock time). Tile clips
// are compared edge by edge within 0.01.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func tiledChecks(_ report: Report) {
    tiledDefaults(report)
    tiledDrawing(report)
    tiledCustomSize(report)
    tiledEdgeTile(report)
}

/// A tiled layer that records each draw(in:) call's clip and scale and paints quadrants
/// (`scheme` 0) or plain cyan (`scheme` 1). draw(in:) runs on background threads: the records
/// and the scheme are guarded by a lock.
final class QuadrantTiledLayer: CATiledLayer {
    private let lock = NSLock()
    private var drawnClips: [CGRect] = []
    private var drawnScales: [CGFloat] = []
    private var currentScheme = 0

    /// Tiles appear at once instead of fading in.
    override class func fadeDuration() -> CFTimeInterval { 0 }

    /// What draw(in:) paints: 0 the quadrants and the white square, 1 cyan all over.
    var scheme: Int {
        get { lock.lock(); defer { lock.unlock() }; return currentScheme }
        set { lock.lock(); currentScheme = newValue; lock.unlock() }
    }

    /// The clip bounding boxes of the draw(in:) calls so far.
    var clips: [CGRect] { lock.lock(); defer { lock.unlock() }; return drawnClips }

    /// The horizontal scale of the CTM (device pixels per point) of each call so far.
    var scales: [CGFloat] { lock.lock(); defer { lock.unlock() }; return drawnScales }

    /// Forgets the calls recorded so far.
    func forgetDraws() {
        lock.lock()
        drawnClips = []
        drawnScales = []
        lock.unlock()
    }

    override func draw(in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        let m = ctx.ctm
        lock.lock()
        drawnClips.append(clip)
        drawnScales.append((m.a * m.a + m.b * m.b).squareRoot())
        let scheme = currentScheme
        lock.unlock()
        if scheme == 1 {
            ctx.setFillColor(Palette.cyan)
            ctx.fill(CGRect(x: 0, y: 0, width: 512, height: 512))
            return
        }
        let colours = [Palette.red, Palette.green, Palette.blue, Palette.yellow]
        for (i, colour) in colours.enumerated() {
            ctx.setFillColor(colour)
            ctx.fill(CGRect(x: CGFloat(i % 2) * 256, y: CGFloat(i / 2) * 256, width: 256, height: 256))
        }
        ctx.setFillColor(Palette.white)
        ctx.fill(CGRect(x: 236, y: 236, width: 40, height: 40))
    }
}

/// Whether every rectangle of `wanted` is among `got` (within 0.01 on each edge).
private func includes(_ got: [CGRect], _ wanted: [CGRect]) -> Bool {
    wanted.allSatisfy { w in got.contains { same($0, w) } }
}

/// Whether `a` and `b` agree within 0.01 on each edge (AppleCheckSupport's `rect` comparison).
private func same(_ a: CGRect, _ b: CGRect) -> Bool { rect("", a, b, tol: 0.01, "").pass }

/// Whether `clip` is one 256 × 256 tile of the grid starting at the bounds' origin (0, 0).
private func isDefaultTile(_ clip: CGRect) -> Bool {
    let side: CGFloat = 256
    let sized = clip.width == side && clip.height == side
    let aligned = clip.minX.truncatingRemainder(dividingBy: side) == 0
        && clip.minY.truncatingRemainder(dividingBy: side) == 0
    return sized && aligned
}

/// The tiles of `side` points at columns × rows.
private func grid(_ side: CGFloat, columns: Int, rows: Int) -> [CGRect] {
    (0..<rows).flatMap { row in
        (0..<columns).map { CGRect(x: CGFloat($0) * side, y: CGFloat(row) * side, width: side, height: side) }
    }
}

// MARK: - Defaults

private func tiledDefaults(_ report: Report) {
    let layer = CATiledLayer()
    report.truth("tiled.defaultTileSize256", layer.tileSize == CGSize(width: 256, height: 256),
                 expected: "(256.000,256.000)", got: s(layer.tileSize), Doc.tileSize)
    report.number("tiled.defaultLevelsOfDetail1", Double(layer.levelsOfDetail), 1, tol: 0, Doc.levelsOfDetail)
    report.number("tiled.defaultLevelsOfDetailBias0", Double(layer.levelsOfDetailBias), 0, tol: 0,
                  Doc.levelsOfDetailBias)
    report.number("tiled.fadeDurationQuarterSecond", CATiledLayer.fadeDuration(), 0.25, tol: 1e-9, Doc.fadeDuration)
}

/// A quadrant layer with `frame` (and `tileSize`, when given) on a 300 × 300 stage named
/// `name`, marked for display and drawn until its tiles are in.
private func drawnTiledLayer(_ name: String, frame: CGRect, tileSize: CGSize? = nil)
    -> (stage: Stage, layer: QuadrantTiledLayer, shown: Frame) {
    let stage = Stage(name, width: 300, height: 300)
    let layer = QuadrantTiledLayer()
    if let tileSize { layer.tileSize = tileSize }
    layer.frame = frame
    stage.root.addSublayer(layer)
    layer.setNeedsDisplay()
    return (stage, layer, stage.settle(from: 0))
}

// MARK: - Drawing, default tile size

private func tiledDrawing(_ report: Report) {
    // A 300 × 300 stage; the 512 × 512 layer at (20, 20) shows its part 0…280 × 0…280, which
    // lies in the four tiles (0|256, 0|256) × 256 × 256. Pixel (x, y) shows layer point
    // (x − 20 + 0.5, y − 20 + 0.5).
    let (stage, layer, shown) = drawnTiledLayer("tiledDefault", frame: CGRect(x: 20, y: 20, width: 512, height: 512))
    let visible = grid(256, columns: 2, rows: 2)
    let clips = layer.clips

    // Each visible tile is asked for: a call whose clip bounding box is the tile.
    report.truth("tiled.drawCalledForEachVisibleTile", includes(clips, visible), expected: "calls ⊇ \(rects(visible))",
                 got: rects(clips), Doc.tiled)
    // Every call's clip is one 256 × 256 tile (the bounds are a multiple of the tile size).
    report.truth("tiled.eachClipIsOneDefaultTile",
                 !clips.isEmpty && clips.allSatisfy(isDefaultTile),
                 expected: "every clip 256 × 256 on the 256 grid", got: rects(clips), "\(Doc.tiled); \(Doc.tileSize)")
    // … and only those: no tile is drawn twice, none out of view.
    report.truth("tiled.drawCalledOncePerVisibleTileOnly", clips.count == 4 && includes(clips, visible),
                 expected: rects(visible), got: rects(clips), Doc.tiled,
                 uncertain: "Apple may draw tiles ahead of need (prefetch) or again; it documents only that draw(in:) "
                    + "is called as the renderer needs tiles")
    // One level of detail (default 1, bias 0) at contentsScale 1: 1 pixel per point.
    let scales = layer.scales
    report.truth("tiled.tileResolutionOnePixelPerPoint", !scales.isEmpty && scales.allSatisfy { abs($0 - 1) < 1e-6 },
                 expected: "CTM scale 1 in every call", got: scales.map { f($0) }.joined(separator: ","),
                 "\(Doc.tiled); \(Doc.levelsOfDetail); \(Doc.levelsOfDetailBias)")

    // The tiles land where the layer's content is. Pixel (100, 100) is layer (80.5, 80.5), red;
    // (290, 100) is (270.5, 80.5), green; (100, 290) is (80.5, 270.5), blue; each lies outside
    // the white square in one of its coordinates. The yellow quadrant is read at (298, 298),
    // layer (278.5, 278.5): past the white square (236…276 on both axes), which covers the
    // diagonal pixel (290, 290) (layer (270.5, 270.5)).
    report.pixels("tiled.quadrantsDrawnInPlace",
                  [shown.rgba(100, 100), shown.rgba(290, 100), shown.rgba(100, 290), shown.rgba(298, 298)],
                  [Px.red, Px.green, Px.blue, Px.yellow], tol: 4,
                  "each tile shows the part of the drawing its clip selects, at the layer's position; \(Doc.tiled)")
    // The white square across the tile corner (layer 236…276, pixels 256…296) is whole in each of
    // the four tiles: (266, 266) is layer (246.5, 246.5) in tile (0, 0), (286, 266) is
    // (266.5, 246.5) in tile (1, 0), (266, 286) tile (0, 1), (286, 286) tile (1, 1).
    report.pixels("tiled.drawingContinuesAcrossTiles",
                  [shown.rgba(266, 266), shown.rgba(286, 266), shown.rgba(266, 286), shown.rgba(286, 286)],
                  [Px.white, Px.white, Px.white, Px.white], tol: 4,
                  "the same drawing is clipped to each tile, so shapes meet across tiles; \(Doc.tiled)")

    // setNeedsDisplay(_:) of a rectangle inside the first tile (layer (10, 10, 20, 20) lies in
    // 0…256 × 0…256): that tile is drawn again (with the new scheme, cyan), and no other. The
    // other tiles keep the first drawing: (290, 100) green, and yellow at (298, 298) as above.
    layer.forgetDraws()
    layer.scheme = 1
    layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
    let partly = stage.settle(from: 2)
    let redrawn = layer.clips
    report.truth("tiled.setNeedsDisplayRectRedrawsOnlyItsTile",
                 redrawn.count >= 1 && redrawn.allSatisfy { same($0, visible[0]) },
                 expected: rects([visible[0]]), got: rects(redrawn), Doc.setNeedsDisplayRect)
    report.pixels("tiled.setNeedsDisplayRectUpdatesItsTile", [partly.rgba(100, 100)], [Px.cyan], tol: 4,
                  Doc.setNeedsDisplayRect)
    report.pixels("tiled.setNeedsDisplayRectKeepsOtherTiles", [partly.rgba(290, 100), partly.rgba(298, 298)],
                  [Px.green, Px.yellow], tol: 4, Doc.setNeedsDisplayRect,
                  uncertain: "that tiles outside the invalidated region keep their old content (are not redrawn) "
                    + "follows from region invalidation but is not stated")

    // setNeedsDisplay(): every visible tile is drawn again, all cyan now (the white square
    // included, so (290, 290) is cyan too).
    layer.forgetDraws()
    layer.setNeedsDisplay()
    let again = stage.settle(from: 4)
    report.truth("tiled.setNeedsDisplayRedrawsEveryVisibleTile", includes(layer.clips, visible),
                 expected: "calls ⊇ \(rects(visible))", got: rects(layer.clips),
                 "\(Doc.setNeedsDisplayRect) (setNeedsDisplay() invalidates the whole bounds)")
    report.pixels("tiled.setNeedsDisplayUpdatesAllTiles", [again.rgba(100, 100), again.rgba(290, 290)],
                  [Px.cyan, Px.cyan], tol: 4, Doc.setNeedsDisplayRect)
}

// MARK: - Drawing, tileSize 128 × 128

private func tiledCustomSize(_ report: Report) {
    // A 256 × 256 layer at (0, 0), all in view, with tileSize 128 × 128 (pixels; contentsScale 1,
    // so 128 points): four tiles of 128 × 128.
    let (_, layer, shown) = drawnTiledLayer("tiledCustomSize", frame: CGRect(x: 0, y: 0, width: 256, height: 256),
                                            tileSize: CGSize(width: 128, height: 128))
    let wanted = grid(128, columns: 2, rows: 2)
    let clips = layer.clips
    report.truth("tiled.customTileSizeClips", includes(clips, wanted)
                    && clips.allSatisfy { $0.width == 128 && $0.height == 128 },
                 expected: "calls ⊇ \(rects(wanted)), each 128 × 128", got: rects(clips), Doc.tileSize)
    // The layer's 256 × 256 bounds hold only the red quadrant (0…256 of the drawing) and the
    // white square's corner (236…256): red at (60, 60) in tile (0, 0) and (190, 190) in tile
    // (1, 1), both clear of the square; nothing at (280, 100), right of the layer.
    report.pixels("tiled.customTileSizeDrawnInPlace", [shown.rgba(60, 60), shown.rgba(190, 190), shown.rgba(280, 100)],
                  [Px.red, Px.red, Px.none], tol: 4, "\(Doc.tiled); \(Doc.tileSize)")
}

// MARK: - The tile at the edge of the bounds

private func tiledEdgeTile(_ report: Report) {
    // A 300 × 300 layer: the second column of 256-wide tiles holds only 300 − 256 = 44 points
    // of it.
    let (_, layer, shown) = drawnTiledLayer("tiledEdgeTile", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let clips = layer.clips
    let edge = clips.first { $0.minX == 256 && $0.minY == 0 } ?? .null
    report.record(rect("tiled.edgeTileClipCutToBounds", edge, CGRect(x: 256, y: 0, width: 44, height: 256),
                       Doc.tileSize),
                  uncertain: "tileSize is 'the maximum size of each tile', so an edge tile may be smaller, but whether "
                    + "its clip is cut to the bounds or is the whole 256 × 256 tile is not stated")
    // Whatever the clip, what is shown stops at the bounds, and the stage is exactly the layer's
    // size, so nothing lies beyond. Pixel (290, 100) is layer (290.5, 100.5): green; (290, 290)
    // is (290.5, 290.5): yellow, past the white square (236…276).
    report.pixels("tiled.edgeTileDrawnInPlace", [shown.rgba(290, 100), shown.rgba(290, 290)], [Px.green, Px.yellow],
                  tol: 4, Doc.tiled)
}
