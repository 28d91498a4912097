// What the checks share beyond AppleCheckSupport (the report, canvases, frames, the `Stage`):
// the fixed media time every emitter begins at, emitter stages and cells, measurements of a
// frame's ink (alpha mass, ink boxes, centroids, separate particles along a row) and the
// documentation pages cited. Nothing here is Strata-specific.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates. An ink box is written in points, `x[min,max) y[min,max)`: the first
// column and row with ink to one past the last. Colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Where the frames go: the directory named by the environment variable `APPLE_EMITTERS_OUT`
/// (created if missing), or nil (frames drawn and checked, no files written).
let outputDirectory = frameDirectory(environmentVariable: "APPLE_EMITTERS_OUT")

/// The media time every emitter begins at (its `beginTime`): `picture(at: t)` shows it t s in.
/// A whole number, so that `T0 + t − T0` is exactly `t` and frames compared byte for byte are
/// drawn at exactly the same local times.
let T0: CFTimeInterval = 1000

/// A point.
func P(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A device-RGB colour.
func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

/// A `width` × `height` image of one device-RGB colour.
func solid(_ width: Int, _ height: Int, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGImage {
    solidImage(width, height, rgb(r, g, b, a))
}

/// The particle picture of most checks: 4×4 opaque white pixels.
var white4: CGImage { solid(4, 4, 1, 1, 1) }

extension Stage {
    /// One check's stage (200 × 200 unless given), its frames written to `outputDirectory`.
    convenience init(_ name: String, width: Int = 200, height: Int = 200) {
        self.init(name, width: width, height: height, writingTo: outputDirectory)
    }

    /// Draws the tree at media time `T0 + t` (the emitters `t` s in) and returns the pixels.
    @discardableResult
    func picture(at t: CFTimeInterval) -> Frame { frame(atMediaTime: T0 + t, label: t) }

    /// An emitter as big as the root, emitting from `position`, beginning at `T0`, added to the root.
    func emitter(at position: CGPoint, cells: [CAEmitterCell]) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = position
        emitter.beginTime = T0
        emitter.emitterCells = cells
        root.addSublayer(emitter)
        return emitter
    }
}

/// A cell of white 4×4 particles (unless `contents` says otherwise).
func cell(rate: Float = 1, life: Float = 100, v: CGFloat = 0, longitude: CGFloat = 0,
          contents: CGImage? = white4, name: String? = nil) -> CAEmitterCell {
    let c = CAEmitterCell()
    c.birthRate = rate
    c.lifetime = life
    c.velocity = v
    c.emissionLongitude = longitude
    c.contents = contents
    c.name = name
    return c
}

/// A cell made by `cell(rate:life:v:longitude:contents:name:)` and then changed by `setUp`.
func cell(rate: Float = 1, life: Float = 100, v: CGFloat = 0, longitude: CGFloat = 0,
          contents: CGImage? = white4, _ setUp: (CAEmitterCell) -> Void) -> CAEmitterCell {
    let c = cell(rate: rate, life: life, v: v, longitude: longitude, contents: contents)
    setUp(c)
    return c
}

/// One emitter stage named `name`, emitting `cells` from `position`, changed by `setUp` and drawn
/// `t` s in.
func shot(_ name: String, _ width: Int = 200, _ height: Int = 200, at t: CFTimeInterval, _ position: CGPoint,
          _ cells: [CAEmitterCell], setUp: (CAEmitterLayer) -> Void = { _ in }) -> Frame {
    let stage = Stage(name, width: width, height: height)
    let emitter = stage.emitter(at: position, cells: cells)
    setUp(emitter)
    return stage.picture(at: t)
}

/// An ink box as `x[min,max) y[min,max)`, or `none`.
func boxString(_ r: CGRect?) -> String {
    guard let r else { return "none" }
    return "x[\(Int(r.minX)),\(Int(r.maxX))) y[\(Int(r.minY)),\(Int(r.maxY)))"
}

/// Whether two frames hold the same bytes.
func same(_ a: Frame, _ b: Frame) -> Bool { a.width == b.width && a.height == b.height && a.bytes == b.bytes }

extension Frame {
    /// The sum of channel `channel` (alpha unless given) / 255, in pixels' worth of full coverage,
    /// within columns `xs` and rows `ys` (the whole frame when nil).
    func mass(x xs: Range<Int>? = nil, y ys: Range<Int>? = nil, channel: Int = 3) -> Double {
        var sum = 0
        for y in (ys ?? 0..<height).clamped(to: 0..<height) {
            for x in (xs ?? 0..<width).clamped(to: 0..<width) { sum += Int(bytes[(y * width + x) * 4 + channel]) }
        }
        return Double(sum) / 255
    }

    /// The box (in points: first pixel to one past the last) of the pixels whose alpha exceeds
    /// `threshold` within columns `xs` and rows `ys`; nil when there are none.
    func inkBox(threshold: Int = 127, x xs: Range<Int>? = nil, y ys: Range<Int>? = nil) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in (ys ?? 0..<height).clamped(to: 0..<height) {
            for x in (xs ?? 0..<width).clamped(to: 0..<width) where alpha(x, y) > threshold {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX != Int.max else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The alpha-weighted centre of the ink (pixel centres at +0.5); (−1, −1) when there is none.
    func centroid(x xs: Range<Int>? = nil, y ys: Range<Int>? = nil) -> CGPoint {
        var sx = 0.0, sy = 0.0, s = 0.0
        for y in (ys ?? 0..<height).clamped(to: 0..<height) {
            for x in (xs ?? 0..<width).clamped(to: 0..<width) {
                let a = Double(alpha(x, y))
                sx += a * (Double(x) + 0.5); sy += a * (Double(y) + 0.5); s += a
            }
        }
        return s > 0 ? CGPoint(x: sx / s, y: sy / s) : CGPoint(x: -1, y: -1)
    }

    /// The pixels (column, row) whose alpha exceeds `threshold`.
    func inkPixels(threshold: Int = 32) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for y in 0..<height { for x in 0..<width where alpha(x, y) > threshold { found.append((x, y)) } }
        return found
    }

    /// Runs of columns with ink in rows `ys` (a horizontal trail of separate particles): each
    /// run's alpha-weighted centre x and its mass in channels R, G, B and A (per 255).
    func blobs(rows ys: Range<Int>) -> [(x: Double, r: Double, g: Double, b: Double, a: Double)] {
        var found: [(x: Double, r: Double, g: Double, b: Double, a: Double)] = []
        var x = 0
        func columnMass(_ x: Int) -> Int { ys.reduce(0) { $0 + alpha(x, $1) } }
        while x < width {
            if columnMass(x) == 0 { x += 1; continue }
            let start = x
            while x < width, columnMass(x) > 0 { x += 1 }
            let xr = start..<x
            let c = centroid(x: xr, y: ys)
            found.append((c.x, mass(x: xr, y: ys, channel: 0), mass(x: xr, y: ys, channel: 1),
                          mass(x: xr, y: ys, channel: 2), mass(x: xr, y: ys, channel: 3)))
        }
        return found
    }
}

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let layer = "\(qc)/caemitterlayer"
    static let cellPage = "\(qc)/caemittercell"
    /// CAEmitterLayer, "Emitter Cell Attribute Multipliers": multipliers "only affect newly
    /// created particles, leaving existing particles unchanged".
    static let multipliers = "\(qc)/caemitterlayer (Emitter Cell Attribute Multipliers)"
    static let position = "\(qc)/caemitterlayer/emitterposition"
    static let size = "\(qc)/caemitterlayer/emittersize"
    static let shape = "\(qc)/caemitterlayer/emittershape"
    static let point = "\(qc)/caemitterlayeremittershape/point"
    static let line = "\(qc)/caemitterlayeremittershape/line"
    static let rectangle = "\(qc)/caemitterlayeremittershape/rectangle"
    static let circle = "\(qc)/caemitterlayeremittershape/circle"
    static let outline = "\(qc)/caemitterlayeremittermode/outline"
    static let surface = "\(qc)/caemitterlayeremittermode/surface"
    static let volume = "\(qc)/caemitterlayeremittermode/volume"
    static let layerBirthRate = "\(qc)/caemitterlayer/birthrate"
    static let layerLifetime = "\(qc)/caemitterlayer/lifetime"
    static let layerVelocity = "\(qc)/caemitterlayer/velocity"
    static let layerScale = "\(qc)/caemitterlayer/scale"
    static let layerSpin = "\(qc)/caemitterlayer/spin"
    static let seed = "\(qc)/caemitterlayer/seed"
    static let renderMode = "\(qc)/caemitterlayer/rendermode"
    static let additive = "\(qc)/caemitterlayerrendermode/additive"
    static let unordered = "\(qc)/caemitterlayerrendermode/unordered"
    static let oldestFirst = "\(qc)/caemitterlayerrendermode/oldestfirst"
    static let oldestLast = "\(qc)/caemitterlayerrendermode/oldestlast"
    static let emitterCells = "\(qc)/caemitterlayer/emittercells"
    static let longitude = "\(qc)/caemittercell/emissionlongitude"
    static let velocity = "\(qc)/caemittercell/velocity"
    static let velocityRange = "\(qc)/caemittercell/velocityrange"
    static let xAcceleration = "\(qc)/caemittercell/xacceleration"
    static let yAcceleration = "\(qc)/caemittercell/yacceleration"
    static let birthRate = "\(qc)/caemittercell/birthrate"
    static let lifetime = "\(qc)/caemittercell/lifetime"
    static let lifetimeRange = "\(qc)/caemittercell/lifetimerange"
    static let isEnabled = "\(qc)/caemittercell/isenabled"
    static let scale = "\(qc)/caemittercell/scale"
    static let scaleSpeed = "\(qc)/caemittercell/scalespeed"
    static let scaleRange = "\(qc)/caemittercell/scalerange"
    static let contents = "\(qc)/caemittercell/contents"
    static let contentsRect = "\(qc)/caemittercell/contentsrect"
    static let contentsScale = "\(qc)/caemittercell/contentsscale"
    static let color = "\(qc)/caemittercell/color"
    static let alphaSpeed = "\(qc)/caemittercell/alphaspeed"
    static let redSpeed = "\(qc)/caemittercell/redspeed"
    static let redRange = "\(qc)/caemittercell/redrange"
    static let spin = "\(qc)/caemittercell/spin"
    static let name = "\(qc)/caemittercell/name"
    static let subCells = "\(qc)/caemittercell/emittercells"
    static let cellInit = "\(qc)/caemittercell/init() (and the CAEmitterCell.h defaults)"
    static let masksToBounds = "\(qc)/calayer/maskstobounds"
    static let opacity = "\(qc)/calayer/opacity"
    static let isHidden = "\(qc)/calayer/ishidden"
    static let transform = "\(qc)/calayer/transform"
    static let bounds = "\(qc)/calayer/bounds"
    static let beginTime = "\(qc)/camediatiming/begintime"
    static let speed = "\(qc)/camediatiming/speed"
    static let timeOffset = "\(qc)/camediatiming/timeoffset"
    static let keyPath = "\(qc)/caemittercell/name (key paths emitterCells.<name>.<property>)"
    static let updateBounds = "\(qc)/carenderer/updatebounds()"
    static let flipped = "Core Animation Programming Guide: contents are drawn upright in a y-down (iOS) layer"
}
