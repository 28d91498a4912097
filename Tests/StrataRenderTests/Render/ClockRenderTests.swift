import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport
import StrataScenes

// The LCD clock of the scaling-filters chapter (reference 000_…, 4.6), rendered into 800×300 the
// way FrameRenderer does.
//
// Layout at 800×300 (LCDClock.designSize, so the clock's scale is 1):
//   root "background": frame (0, 0, 800, 300), opaque backgroundColor (0.04, 0.06, 0.04).
//   "clock": bounds 680×160, position (400, 150) → frame origin (400 − 340, 150 − 80) = (60, 70).
//   digit i: frame x = (i / 2)·240 + (i % 2)·100 in the clock, y 0, 100×160
//            → x = 60 + {0, 100, 240, 340, 480, 580} = {60, 160, 300, 400, 540, 640}, y 70…230.
//   contents: the 200×32 sheet, contentsRect (digit·0.1, 0, 0.1, 1) → one 20×32 cell;
//   contentsGravity .resizeAspect: scale = min(100 / 20, 160 / 32) = min(5, 5) = 5, so the
//   cell fills the 100×160 layer exactly and each sprite pixel is a 5×5 block.
//   12:34:56 → digits 1 2 3 4 5 6, cell x = digit·20.
//
// With kCAFilterNearest every output pixel takes one sprite pixel (the one under its centre):
// output(x, y) = sprite(cellX + ⌊(x − x0)/5⌋, ⌊(y − 70)/5⌋) over the background.
// With kCAFilterLinear the block centres (x0 + 5i + 2, 70 + 5j + 2) sample exactly at the sprite
// pixel centre (i + 0.5, j + 0.5) in source space, so they keep the sprite value; the pixels between
// blocks blend neighbours.

private typealias Pixel = RenderTestSupport.Pixel

private let digitOriginsX = [60, 160, 300, 400, 540, 640]
private let digits = [1, 2, 3, 4, 5, 6]
private let digitTop = 70

/// The background's bytes from the scene's own colour: round(c · 255) per component,
/// (0.04, 0.06, 0.04) → (round(10.2), round(15.3), round(10.2)) = (10, 15, 10), opaque.
private func backgroundPixel(_ clock: LCDClock) throws -> Pixel {
    let c = try #require(clock.rootLayer.backgroundColor?.components)
    try #require(c.count == 4 && c[3] == 1)
    return Pixel(r: RenderTestSupport.byte(c[0]), g: RenderTestSupport.byte(c[1]), b: RenderTestSupport.byte(c[2]))
}

/// A sprite pixel composited over the background: opaque sprite pixels replace it, transparent
/// ones leave it (the sheet holds only those two kinds).
private func expected(sprite: Pixel, over background: Pixel) -> Pixel {
    sprite.a == 255 ? sprite : background
}

private func makeClock(filter: CALayerContentsFilter) throws -> LCDClock {
    let clock = try LCDClock(size: CGSize(width: 800, height: 300))
    clock.show(try #require(ClockTime(hours: 12, minutes: 34, seconds: 56)))
    clock.filter = filter
    return clock
}

private func renderClock(_ clock: LCDClock) throws -> CGImage {
    let image = try #require(RenderTestSupport.render(clock.rootLayer, width: 800, height: 300))
    try #require(image.width == 800 && image.height == 300)
    return image
}

@Suite("Clock rendering")
struct RenderClockTests {
    @Test("the scene's layout is the one the derivations assume")
    func layout() throws {
        let clock = try makeClock(filter: .nearest)
        #expect(clock.rootLayer.frame == CGRect(x: 0, y: 0, width: 800, height: 300))
        #expect(clock.clockLayer.frame == CGRect(x: 60, y: 70, width: 680, height: 160))
        for (i, layer) in clock.digitLayers.enumerated() {
            #expect(layer.name == LCDClock.digitNames[i])
            let inRoot = layer.convert(layer.bounds, to: clock.rootLayer)
            #expect(inRoot == CGRect(x: digitOriginsX[i], y: digitTop, width: 100, height: 160))
            #expect(layer.contentsGravity == .resizeAspect)
            #expect(layer.magnificationFilter == .nearest)
            // Cell of digit d: contentsRect.x = d·0.1.
            #expect(abs(layer.contentsRect.minX - CGFloat(digits[i]) * 0.1) < 1e-12)
            #expect(abs(layer.contentsRect.width - 0.1) < 1e-12 && layer.contentsRect.height == 1)
            // resizeAspect of a 20×32 cell in 100×160: scale 5 → the whole bounds.
            #expect(layer.contentsDestination(forContentSize: CGSize(width: 20, height: 32))
                    == CGRect(x: 0, y: 0, width: 100, height: 160))
        }
    }

    @Test("nearest: every pixel is the background, the lit or the unlit colour")
    func nearestPalette() throws {
        let clock = try makeClock(filter: .nearest)
        let image = try renderClock(clock)
        let background = try backgroundPixel(clock)
        let palette: Set<Pixel> = [background, RenderTestSupport.lit, RenderTestSupport.unlit]
        var found: [Pixel: Int] = [:]
        for p in RenderTestSupport.pixels(image) { found[p, default: 0] += 1 }
        let strays = found.filter { !palette.contains($0.key) }
        #expect(strays.isEmpty, "colours outside {background, lit, unlit}: \(strays.sorted { $0.value > $1.value }.prefix(8))")
        // And all three appear.
        #expect(Set(found.keys).isSuperset(of: palette))
        // Where any stray colours are: report the first few positions to locate them.
        if !strays.isEmpty {
            var where_: [String] = []
            outer: for y in 0..<300 {
                for x in 0..<800 where !palette.contains(RenderTestSupport.pixel(image, x, y)) {
                    where_.append("(\(x), \(y)) \(RenderTestSupport.pixel(image, x, y))")
                    if where_.count == 6 { break outer }
                }
            }
            Issue.record("first stray pixels: \(where_.joined(separator: "; "))")
        }
    }

    @Test("nearest: each digit is an exact 5× nearest-neighbour upscale of its sprite cell")
    func nearestIsExactUpscale() throws {
        let clock = try makeClock(filter: .nearest)
        let image = try renderClock(clock)
        let background = try backgroundPixel(clock)
        let sheet = RenderTestSupport.expectedSheet
        for (i, x0) in digitOriginsX.enumerated() {
            let cellX = digits[i] * RenderTestSupport.cellWidth
            var mismatches = 0
            var first: String?
            for y in digitTop..<(digitTop + 160) {
                for x in x0..<(x0 + 100) {
                    let sprite = sheet[(y - digitTop) / 5][cellX + (x - x0) / 5]
                    let want = expected(sprite: sprite, over: background)
                    let got = RenderTestSupport.pixel(image, x, y)
                    if got != want {
                        mismatches += 1
                        if first == nil { first = "(\(x), \(y)): got \(got), want \(want)" }
                    }
                }
            }
            #expect(mismatches == 0, "digit \(LCDClock.digitNames[i]) (\(digits[i])): \(mismatches) pixels differ, first \(first ?? "")")
        }
        // Around the digits, outside the clock's colons, only the background: the strip above the
        // clock (y 0…69) and below it (y 230…299).
        for y in [0, 69, 230, 299] {
            for x in stride(from: 0, to: 800, by: 7) {
                #expect(RenderTestSupport.pixel(image, x, y) == background)
            }
        }
    }

    @Test("the colons are lit 15×15 squares")
    func colons() throws {
        let clock = try makeClock(filter: .nearest)
        let image = try renderClock(clock)
        let background = try backgroundPixel(clock)
        // colon-1 at clock x 200, colon-2 at 440; each dot at (12.5, 45) and (12.5, 100), 15×15:
        // root x = 60 + 200 + 12.5 = 272.5 … 287.5 (colon-1), 512.5 … 527.5 (colon-2);
        // root y = 70 + 45 = 115 … 130 and 170 … 185.
        // Pixels wholly inside: x 273…286, y 115…129 — lit.
        for (x0, y0) in [(273, 115), (273, 170), (513, 115), (513, 170)] {
            for (dx, dy) in [(0, 0), (13, 0), (0, 14), (13, 14), (7, 7)] {
                #expect(RenderTestSupport.pixel(image, x0 + dx, y0 + dy) == RenderTestSupport.lit)
            }
        }
        // Wholly outside: x 271 and 288, y 114 and 130 — background.
        for (x, y) in [(271, 120), (288, 120), (280, 114), (280, 130), (511, 175), (528, 175)] {
            #expect(RenderTestSupport.pixel(image, x, y) == background)
        }
    }

    @Test("linear: many blended colours, but block centres keep the sprite pixel")
    func linearBlendsButKeepsCentres() throws {
        let clock = try makeClock(filter: .linear)
        let image = try renderClock(clock)
        let background = try backgroundPixel(clock)
        let palette: Set<Pixel> = [background, RenderTestSupport.lit, RenderTestSupport.unlit]
        let colours = Set(RenderTestSupport.pixels(image))
        let blended = colours.subtracting(palette).count
        #expect(blended > 100, "only \(blended) blended colours")

        let sheet = RenderTestSupport.expectedSheet
        var checked = 0
        for (i, x0) in digitOriginsX.enumerated() {
            let cellX = digits[i] * RenderTestSupport.cellWidth
            for sy in 1..<(RenderTestSupport.cellHeight - 1) {
                for sx in 1..<(RenderTestSupport.cellWidth - 1) {
                    let centre = sheet[sy][cellX + sx]
                    // Interior pixels whose 3×3 neighbourhood is uniform: bilinear at the block
                    // centre has weight 1 on the pixel anyway, and neighbours equal it besides.
                    var uniform = true
                    for dy in -1...1 { for dx in -1...1 where sheet[sy + dy][cellX + sx + dx] != centre { uniform = false } }
                    guard uniform else { continue }
                    let want = expected(sprite: centre, over: background)
                    let got = RenderTestSupport.pixel(image, x0 + 5 * sx + 2, digitTop + 5 * sy + 2)
                    #expect(got == want, "digit \(digits[i]) sprite (\(sx), \(sy)) at (\(x0 + 5 * sx + 2), \(digitTop + 5 * sy + 2))")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test("nearest and linear differ only at sprite-pixel edges")
    func nearestVersusLinear() throws {
        let nearest = try renderClock(try makeClock(filter: .nearest))
        let linear = try renderClock(try makeClock(filter: .linear))
        // Outside the digit layers nothing depends on the filter.
        for y in stride(from: 0, to: 300, by: 3) {
            for x in [0, 30, 59, 170 + 100, 280, 290, 520, 530, 740, 799] where !(y >= 70 && y < 230 && digitOriginsX.contains(where: { x >= $0 && x < $0 + 100 })) {
                #expect(RenderTestSupport.pixel(nearest, x, y) == RenderTestSupport.pixel(linear, x, y))
            }
        }
    }

    // MARK: Golden images

    /// Set STRATA_UPDATE_GOLDENS=1 to (re)write the golden PNGs instead of comparing with them.
    /// Tolerance when comparing: a maximum per-channel difference of 2 (out of 255), enough for
    /// rounding differences between pixman versions in bilinear weights and blending, far below
    /// any visible change (a shifted digit or a changed filter moves channels by tens to hundreds).
    static let goldenTolerance = 2

    @Test("golden images: clock-123456-nearest.png and clock-123456-linear.png",
          arguments: [("nearest", CALayerContentsFilter.nearest), ("linear", CALayerContentsFilter.linear)])
    func golden(name: String, filter: CALayerContentsFilter) throws {
        let image = try renderClock(try makeClock(filter: filter))
        let url = RenderTestSupport.goldenDirectory.appendingPathComponent("clock-123456-\(name).png")
        if ProcessInfo.processInfo.environment["STRATA_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: RenderTestSupport.goldenDirectory, withIntermediateDirectories: true)
            try image.writePNG(to: url)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("missing golden \(url.path); record it with STRATA_UPDATE_GOLDENS=1 swift test --filter RenderClockTests and inspect it")
            return
        }
        let golden = try CGImage(contentsOfPNG: url)
        try #require(golden.width == image.width && golden.height == image.height)
        var worst = 0, differing = 0
        var first: String?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = RenderTestSupport.pixel(image, x, y), b = RenderTestSupport.pixel(golden, x, y)
                let d = a.distance(to: b)
                if d > Self.goldenTolerance {
                    differing += 1
                    if first == nil { first = "(\(x), \(y)): rendered \(a), golden \(b)" }
                }
                worst = max(worst, d)
            }
        }
        #expect(differing == 0, "\(differing) pixels differ from \(url.lastPathComponent) by more than \(Self.goldenTolerance); worst \(worst); first \(first ?? "")")
    }
}
