import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// `CATiledLayer` as Apple documents it: `draw(in:)` once per visible tile, with the context
/// clipped to the tile and scaled to the level of detail, tiles kept until `setNeedsDisplay()` (or
/// `setNeedsDisplay(_:)` over them).
@Suite("Tiled layer")
struct TiledLayerTests {
    /// Records the clip of every tile drawn, and fills it red.
    final class Recorder: NSObject, CALayerDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [(clip: CGRect, scale: CGFloat)] = []
        var tiles: [(clip: CGRect, scale: CGFloat)] { lock.withLock { stored } }

        func draw(_ layer: CALayer, in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath
            // The context's scale: device pixels per point along x.
            let scale = ctx.ctm.a
            lock.withLock { stored.append((clip, scale)) }
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(clip)
        }
    }

    private func scene(scale: CGFloat = 1, levels: Int = 1) -> (root: CALayer, tiled: CATiledLayer, recorder: Recorder) {
        let root = IncrementalTarget.backdrop(width: 300, height: 200)
        let tiled = CATiledLayer()
        let recorder = Recorder()
        tiled.delegate = recorder
        tiled.anchorPoint = .zero
        tiled.bounds = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
        tiled.position = .zero
        tiled.transform = CATransform3DMakeScale(scale, scale, 1)
        tiled.levelsOfDetail = levels
        root.addSublayer(tiled)
        return (root, tiled, recorder)
    }

    @Test("Apple's defaults: 256 × 256 tiles, one level, no bias, a 0.25 s fade")
    func defaults() {
        let tiled = CATiledLayer()
        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        #expect(tiled.levelsOfDetail == 1 && tiled.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(CATiledLayer.defaultValue(forKey: "tileSize") as? CGSize == CGSize(width: 256, height: 256))
    }

    @Test("only the visible tiles are drawn, each clipped to its tile, once")
    func visibleTilesOnce() throws {
        let (root, _, recorder) = scene()
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        target.frame(atTime: 1)
        // 300 × 200 points at one pixel a point: columns 0 and 1 of row 0 of 256-point tiles.
        let clips = Set(recorder.tiles.map { "\($0.clip)" })
        #expect(recorder.tiles.count == 2)
        #expect(clips == ["\(CGRect(x: 0, y: 0, width: 256, height: 256))", "\(CGRect(x: 256, y: 0, width: 256, height: 256))"])
        #expect(recorder.tiles.allSatisfy { $0.scale == 1 })
        #expect(target.pixels[100 * 300 + 150] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        // A later frame that needs the same tiles draws none again.
        root.opacity = 0.99
        target.frame(atTime: 2)
        #expect(recorder.tiles.count == 2)
    }

    @Test("setNeedsDisplay() drops the tiles: the next frame draws them again")
    func setNeedsDisplayRedraws() throws {
        let (root, tiled, recorder) = scene()
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        target.frame(atTime: 1)
        tiled.setNeedsDisplay()
        target.frame(atTime: 2)
        #expect(recorder.tiles.count == 4)
    }

    @Test("setNeedsDisplay(_:) redraws only the tiles its rectangle touches; a rectangle over the bounds, all")
    func setNeedsDisplayRegion() throws {
        // Apple: "regions of the layer may be invalidated using setNeedsDisplay(_:)". The frame
        // shows tiles (0, 0) and (256, 0); a rectangle inside the first redraws it alone, one
        // across the seam both, one over the whole layer every visible tile.
        let (root, tiled, recorder) = scene()
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        target.frame(atTime: 1)
        func redrawn(after mark: () -> Void, at time: Double) -> Set<String> {
            let before = recorder.tiles.count
            mark()
            target.frame(atTime: time)
            return Set(recorder.tiles.dropFirst(before).map { "\($0.clip)" })
        }
        let first = "\(CGRect(x: 0, y: 0, width: 256, height: 256))", second = "\(CGRect(x: 256, y: 0, width: 256, height: 256))"
        #expect(redrawn(after: { tiled.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20)) }, at: 2) == [first])
        #expect(redrawn(after: { tiled.setNeedsDisplay(CGRect(x: 250, y: 100, width: 20, height: 20)) }, at: 3)
                == [first, second])
        // Two marks before one commit: both regions.
        #expect(redrawn(after: {
            tiled.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
            tiled.setNeedsDisplay(CGRect(x: 300, y: 10, width: 5, height: 5))
        }, at: 4) == [first, second])
        #expect(redrawn(after: { tiled.setNeedsDisplay(CGRect(x: 5000, y: 5000, width: 10, height: 10)) }, at: 5).isEmpty)
        #expect(redrawn(after: { tiled.setNeedsDisplay(tiled.bounds) }, at: 6) == [first, second])
        #expect(redrawn(after: { tiled.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) }, at: 7)
                == [first, second], "an unusable rectangle redraws everything")
        // A mark of the whole layer, or an unusable one, after a small mark in the same
        // transaction: everything, not the small mark alone.
        #expect(redrawn(after: {
            tiled.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
            tiled.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        }, at: 7.5) == [first, second])
        #expect(redrawn(after: {
            tiled.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
            tiled.setNeedsDisplay()
        }, at: 7.7) == [first, second])
        // Two transactions, each displaying the layer, before one frame: still only the first tile.
        #expect(redrawn(after: {
            tiled.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
            CATransaction.flush()
            tiled.setNeedsDisplay(CGRect(x: 20, y: 20, width: 5, height: 5))
            CATransaction.flush()
        }, at: 8) == [first])
    }

    @Test("shown at a quarter size, tiles are drawn at level −2: 1024 points a tile, a quarter pixel a point")
    func levelOfDetail() throws {
        let (root, _, recorder) = scene(scale: 0.25, levels: 3)
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        target.frame(atTime: 1)
        // 300 × 200 pixels show 1200 × 800 points: columns 0 and 1 of row 0 of 1024-point tiles.
        #expect(recorder.tiles.count == 2)
        #expect(recorder.tiles.allSatisfy { $0.scale == 0.25 && $0.clip.width == 1024 && $0.clip.height == 1024 })
    }

    @Test("with one level only, a quarter-size view still draws full-resolution tiles")
    func oneLevel() throws {
        let (root, _, recorder) = scene(scale: 0.25, levels: 1)
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        target.frame(atTime: 1)
        // Level 0: 256-point tiles over 1200 × 800 points: 5 columns × 4 rows.
        #expect(recorder.tiles.count == 20)
        #expect(recorder.tiles.allSatisfy { $0.scale == 1 })
    }

    @Test("a window's renderer draws a few tiles a frame and asks for more frames until all are in")
    func progressive() throws {
        let (root, _, recorder) = scene(scale: 0.25, levels: 1)
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        target.renderer.drawsTilesProgressively = true
        // Each frame waits for the tiles it asked for, so that it shows exactly those.
        target.renderer.tileFrameWait = TileCache.drawLimit
        target.frame(atTime: 1)
        #expect(recorder.tiles.count == TileCache.tilesPerFrame)
        #expect(target.renderer.nextFrameTime() == 1)
        // Frames at the display's pace; the fade lasts 0.25 s, so by 1.5 s all are in and shown.
        var time = 1.0
        while time < 1.6 {
            time += 1.0 / 60
            target.frame(atTime: time)
        }
        #expect(recorder.tiles.count == 20)
        #expect(target.renderer.nextFrameTime() == .infinity)
        #expect(target.pixels[100 * 300 + 150] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
    }

    /// A delegate whose `draw(in:)` never returns for the tile at the layer's origin until
    /// `release()`, and fills every other tile red.
    final class StuckAtOrigin: NSObject, CALayerDelegate, @unchecked Sendable {
        private let gate = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var drawnClips: [CGRect] = []
        var drawn: [CGRect] { lock.withLock { drawnClips } }

        func draw(_ layer: CALayer, in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath
            if clip.minX == 0 {
                gate.wait()
                gate.signal()
            }
            lock.withLock { drawnClips.append(clip) }
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(clip)
        }

        /// Lets the stuck drawing (and any later one) return.
        func release() { gate.signal() }
    }

    @Test("a draw(in:) that never returns costs an offline frame at most the draw limit, once, with a diagnostic")
    func stuckTileIsGivenUp() throws {
        let (root, tiled, _) = scene()
        let stuck = StuckAtOrigin()
        defer { stuck.release() }
        tiled.delegate = stuck
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        let start = Date()
        var reports = BehaviourTestSupport.recordingDiagnostics { _ = target.frame(atTime: 1) }
        let took = Date().timeIntervalSince(start)
        // The 300 × 200 view shows two 256-point tiles: x 0…256 (stuck) and 256…512.
        #expect(took >= TileCache.drawLimit * 0.9 && took < TileCache.drawLimit + 1.5, "\(took) s")
        #expect(stuck.drawn.count == 1 && stuck.drawn.first?.minX == 256)
        #expect(target.pixels[100 * 300 + 280] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        // The stuck tile stays empty: the backdrop shows through.
        #expect(target.pixels[100 * 300 + 100] != RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        #expect(reports.count == 1 && reports.first?.contains("did not finish 1 tile within 2 s") == true,
                "\(reports)")
        // The tile given up on is not asked for again: the next frame does not wait.
        root.opacity = 0.99
        let again = Date()
        reports += BehaviourTestSupport.recordingDiagnostics { _ = target.frame(atTime: 2) }
        #expect(Date().timeIntervalSince(again) < 1)
        #expect(reports.count == 1)
        // Marked again, it is asked for again, and giving up on it again is reported again.
        tiled.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        reports += BehaviourTestSupport.recordingDiagnostics { _ = target.frame(atTime: 3) }
        #expect(reports.count == 2, "\(reports)")
    }

    @Test("in a window a slow tile does not hold the frame: it shows in a later frame once drawn")
    func slowTileArrivesLater() throws {
        let (root, tiled, _) = scene()
        let stuck = StuckAtOrigin()
        defer { stuck.release() }
        tiled.delegate = stuck
        let target = try #require(IncrementalTarget(root: root, width: 300, height: 200))
        target.renderer.drawsTilesProgressively = true
        let start = Date()
        target.frame(atTime: 1)
        // The frame waited only its short frame wait for the stuck tile, and asks for more frames.
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(target.renderer.nextFrameTime() == 1)
        #expect(target.pixels[100 * 300 + 100] != RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        stuck.release()
        // Frames at the display's pace, until the tile is drawn and faded in (0.25 s), within
        // a bound of real time.
        var time = 1.0
        let limit = Date().addingTimeInterval(TileCache.drawLimit)
        while target.renderer.nextFrameTime().isFinite, Date() < limit {
            time += 1.0 / 60
            target.frame(atTime: time)
        }
        #expect(target.pixels[100 * 300 + 100] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        #expect(stuck.drawn.count == 2)
    }
}
