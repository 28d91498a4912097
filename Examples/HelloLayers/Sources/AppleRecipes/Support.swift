// Rendering, image output and reporting for the recipes. Nothing here is Strata-specific: a
// CARenderer drawing into a CGContext bitmap at chosen media times (as the AppleBehaviour
// example does), pixels read back from the bitmap, and frames written as binary PPM files.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates.
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - Reporting

/// Counts checks and prints one line for each: `PASS name` or
/// `FAIL name: expected … got …`. A check marked uncertain says so on its line.
final class Report {
    private(set) var count = 0
    private(set) var mismatches = 0
    private(set) var uncertainMismatches = 0

    func record(_ name: String, pass: Bool, expected: String, got: String, why: String, uncertain: String?) {
        count += 1
        let mark = uncertain.map { " [uncertain: \($0)]" } ?? ""
        if pass {
            print("PASS \(name)\(uncertain == nil ? "" : " [uncertain]")")
        } else {
            mismatches += 1
            if uncertain != nil { uncertainMismatches += 1 }
            print("FAIL \(name): expected \(expected) got \(got) — \(why)\(mark)")
        }
    }

    /// A number within `tol` of the expected one.
    func number(_ name: String, _ got: Double, _ want: Double, tol: Double, _ why: String, uncertain: String? = nil) {
        record(name, pass: abs(got - want) <= tol, expected: "\(fmt(want))±\(fmt(tol))", got: fmt(got), why: why,
               uncertain: uncertain)
    }

    /// Several RGBA pixels (premultiplied bytes), each channel within `tol`.
    func pixels(_ name: String, _ got: [[Int]], _ want: [[Int]], tol: Int, _ why: String, uncertain: String? = nil) {
        let pass = got.count == want.count && zip(got, want).allSatisfy { g, w in
            g.count == w.count && zip(g, w).allSatisfy { abs($0 - $1) <= tol }
        }
        record(name, pass: pass, expected: want.map(pxText).joined() + " ±\(tol)", got: got.map(pxText).joined(),
               why: why, uncertain: uncertain)
    }

    /// A condition, with both sides as text.
    func truth(_ name: String, _ pass: Bool, expected: String, got: String, _ why: String, uncertain: String? = nil) {
        record(name, pass: pass, expected: expected, got: got, why: why, uncertain: uncertain)
    }
}

func fmt(_ v: Double) -> String { String(format: "%.3f", abs(v) < 0.0005 ? 0 : v) }
func fmt(_ v: CGFloat) -> String { fmt(Double(v)) }
func pxText(_ v: [Int]) -> String { "[" + v.map { String($0) }.joined(separator: ",") + "]" }

// MARK: - Colours (computed: no global state for Swift 6 to isolate)

enum Palette {
    static var red: CGColor { CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
    static var green: CGColor { CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
    static var blue: CGColor { CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
    static var yellow: CGColor { CGColor(red: 1, green: 1, blue: 0, alpha: 1) }
    static var black: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 1) }
    static var white: CGColor { CGColor(red: 1, green: 1, blue: 1, alpha: 1) }
    static var clear: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// (0.8, 0.8, 0.8): 204 per channel.
    static var track: CGColor { CGColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1) }
    /// (0.2, 0.2, 0.2): 51 per channel.
    static var skeleton: CGColor { CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) }
}

/// Premultiplied RGBA bytes.
enum Px {
    static let none = [0, 0, 0, 0]
    static let red = [255, 0, 0, 255]
    static let blue = [0, 0, 255, 255]
    static let white = [255, 255, 255, 255]
    static let track = [204, 204, 204, 255]
}

// MARK: - Canvas and frames

/// An RGBA bitmap context flipped so that y grows downwards, as a layer's coordinates do on iOS.
func makeCanvas(_ width: Int, _ height: Int) -> CGContext {
    let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: 1, y: -1)
    return ctx
}

/// An image of `width` × `height` pixels, filled by `paint` in CoreGraphics (y-up) coordinates.
func makeImage(_ width: Int, _ height: Int, _ paint: (CGContext) -> Void) -> CGImage {
    let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    paint(ctx)
    return ctx.makeImage()!
}

/// The pixels of one drawn frame, copied out of the canvas (premultiplied RGBA, top row first).
struct Frame {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(_ ctx: CGContext) {
        width = ctx.width
        height = ctx.height
        var copy = [UInt8](repeating: 0, count: width * height * 4)
        if let data = ctx.data {
            let src = data.assumingMemoryBound(to: UInt8.self)
            for row in 0..<height {
                for i in 0..<(width * 4) { copy[row * width * 4 + i] = src[row * ctx.bytesPerRow + i] }
            }
        }
        bytes = copy
    }

    /// The RGBA bytes of the pixel in column x, row y from the top; [] outside the frame.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        guard x >= 0, x < width, y >= 0, y < height else { return [] }
        let i = (y * width + x) * 4
        return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3])]
    }

    func alpha(_ x: Int, _ y: Int) -> Int { rgba(x, y).last ?? -1 }

    /// The pixels in columns `xs` and rows `ys` (clamped to the frame) whose alpha exceeds `threshold`.
    func ink(x xs: Range<Int>, y ys: Range<Int>, threshold: Int = 32) -> [(x: Int, y: Int)] {
        let cols = xs.clamped(to: 0..<width), rows = ys.clamped(to: 0..<height)
        var found: [(x: Int, y: Int)] = []
        for y in rows {
            for x in cols where alpha(x, y) > threshold { found.append((x, y)) }
        }
        return found
    }

    /// Binary PPM (P6): each pixel composited over white (premultiplied: c + 255 − a), alpha dropped.
    func ppm() -> Data {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(data.count + width * height * 3)
        for p in 0..<(width * height) {
            let a = Int(bytes[p * 4 + 3])
            for c in 0..<3 { data.append(UInt8(clamping: Int(bytes[p * 4 + c]) + 255 - a)) }
        }
        return data
    }
}

/// Where the frames go: the directory named by the environment variable `APPLE_RECIPES_OUT`, or
/// nil (frames drawn and checked, no files written) when it is unset or empty.
let outputDirectory: String? = {
    guard let path = ProcessInfo.processInfo.environment["APPLE_RECIPES_OUT"], !path.isEmpty else { return nil }
    return path
}()

/// One recipe's stage: a root layer (the UIKit/AppKit view's layer in the published recipe) drawn
/// by a CARenderer into its own canvas. `start` is the media time the recipe's animations begin
/// at (they are given it as an explicit beginTime, as `CACurrentMediaTime()`-based recipes do),
/// so `frame(at: t)` shows them exactly `t` seconds in, whatever the wall clock says.
final class Stage {
    let name: String
    let root: CALayer
    let ctx: CGContext
    let renderer: CARenderer
    let start: CFTimeInterval

    init(_ name: String, width: Int = 200, height: Int = 200) {
        let canvas = makeCanvas(width, height)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let drawer = CARenderer(cgContext: canvas, options: nil)
        drawer.layer = layer
        self.name = name
        ctx = canvas
        root = layer
        renderer = drawer
        start = CACurrentMediaTime()
    }

    /// Draws the tree `t` seconds after `start`, writes `<name>_<t>.ppm` (when `outputDirectory` is
    /// set) and returns the pixels.
    @discardableResult
    func frame(at t: CFTimeInterval) -> Frame {
        frame(atMediaTime: start + t, label: t)
    }

    /// Draws the tree at media time `time`, labelled `label` seconds in the file name.
    @discardableResult
    func frame(atMediaTime time: CFTimeInterval, label: Double) -> Frame {
        renderer.beginFrame(atTime: time, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        let frame = Frame(ctx)
        if let outputDirectory {
            let path = "\(outputDirectory)/\(name)_\(String(format: "%.3f", label)).ppm"
            if !FileManager.default.createFile(atPath: path, contents: frame.ppm()) {
                print("note: could not write \(path)")
            }
        }
        return frame
    }
}

// MARK: - Presentation values at an exact time

/// Apple's pause recipe (Technical Q&A QA1673): a layer with `speed = 0` has local time
/// `timeOffset` at every media time, so an animation with the explicit, non-zero
/// `beginTime = base` is presented exactly `t` seconds in when `timeOffset = base + t`.
/// `setUp` gives the standalone layer its model values first.
func presented(_ anim: CAAnimation, at t: CFTimeInterval, setUp: (CALayer) -> Void) -> CALayer {
    let base: CFTimeInterval = 100
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    setUp(layer)
    layer.speed = 0
    layer.timeOffset = base + t
    anim.beginTime = base
    layer.add(anim, forKey: "probe")
    CATransaction.flush()
    return layer.presentation() ?? layer
}

/// A point at `angle` radians on the circle of `radius` about `centre` (y down: angle 0 is
/// +x, π/2 is straight down), as the pixel whose square contains it.
func pixelOnCircle(_ centre: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> (Int, Int) {
    (Int((centre.x + radius * cos(angle)).rounded(.down)), Int((centre.y + radius * sin(angle)).rounded(.down)))
}

/// Documentation pages cited by the checks.
enum Doc {
    static let shape = "developer.apple.com/documentation/quartzcore/cashapelayer"
    static let strokeEnd = "developer.apple.com/documentation/quartzcore/cashapelayer/strokeend"
    static let dash = "developer.apple.com/documentation/quartzcore/cashapelayer/linedashphase"
    static let path = "developer.apple.com/documentation/quartzcore/cashapelayer/path"
    static let addArc = "developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(center:radius:startangle:endangle:clockwise:transform:)"
    static let replicator = "developer.apple.com/documentation/quartzcore/careplicatorlayer/instancedelay"
    static let group = "developer.apple.com/documentation/quartzcore/caanimationgroup"
    static let timing = "developer.apple.com/documentation/quartzcore/camediatiming"
    static let timingFunction = "developer.apple.com/documentation/quartzcore/camediatimingfunction"
    static let keyframe = "developer.apple.com/documentation/quartzcore/cakeyframeanimation"
    static let additive = "developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive"
    static let paced = "developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced"
    static let rotateAuto = "developer.apple.com/documentation/quartzcore/cakeyframeanimation/rotationmode"
    static let doubleSided = "developer.apple.com/documentation/quartzcore/calayer/isdoublesided"
    static let sublayerTransform = "developer.apple.com/documentation/quartzcore/calayer/sublayertransform"
    static let gradient = "developer.apple.com/documentation/quartzcore/cagradientlayer/locations"
    static let mask = "developer.apple.com/documentation/quartzcore/calayer/mask"
    static let spring = "developer.apple.com/documentation/quartzcore/caspringanimation"
    static let emitter = "developer.apple.com/documentation/quartzcore/caemitterlayer"
    static let shadow = "developer.apple.com/documentation/quartzcore/calayer/shadowpath"
    static let cornerRadius = "developer.apple.com/documentation/quartzcore/calayer/cornerradius"
    static let transaction = "developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)"
    static let textLayer = "developer.apple.com/documentation/quartzcore/catextlayer"
}
