// What the checks share beyond AppleCheckSupport (the report, canvases, frames and pixel reading,
// the renderer-drawn `Stage`): shape and gradient layers 100×100 drawn with render(in:) into a
// y-down canvas, the paths they stroke, linear basic animations, Apple's pause recipe (Technical
// Q&A QA1673) on a given layer, and the report's checks with this program's default tolerances.
// Pixel (x, y) is column x, row y from the top; its centre is (x + 0.5, y + 0.5). Nothing here is
// Strata-specific.
//
// NOTE: `CARenderer(cgContext:options:)` (inside AppleCheckSupport's `Stage`) is Strata's spelling
// (Apple's renderer takes an MTLTexture or a CGL context); it is the one non-Apple initializer used.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

extension Report {
    /// RGBA pixels, each channel within `tol` (3 unless given) of the expected premultiplied bytes.
    func pixelsNear(_ name: String, _ got: [[Int]], _ want: [[Int]], tol: Int = 3, _ why: String,
                    uncertain: String? = nil) {
        pixels(name, got, want, tol: tol, why, uncertain: uncertain)
    }

    /// Numbers, each within `tol` (1e-6 unless given) of the expected one.
    func valuesNear(_ name: String, _ got: [Double], _ want: [Double], tol: Double = 1e-6, _ why: String,
                    uncertain: String? = nil) {
        numbers(name, got, want, tol: tol, why, uncertain: uncertain)
    }
}

/// A device-RGB colour.
func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}
/// (1, 0, 0).
var red: CGColor { Palette.red }
/// (0, 1, 0).
var green: CGColor { Palette.green }
/// (0, 0, 1).
var blue: CGColor { Palette.blue }

extension Frame {
    /// Columns.
    var w: Int { width }
    /// Rows.
    var h: Int { height }
    /// The RGBA bytes of pixel (x, y) from the top; [] outside the frame.
    func at(_ x: Int, _ y: Int) -> [Int] { rgba(x, y) }
    /// The pixels at `pts`.
    func s(_ pts: [(Int, Int)]) -> [[Int]] { pts.map { rgba($0.0, $0.1) } }
    /// Number of pixels with alpha > threshold.
    func inkCount(_ threshold: Int = 0) -> Int {
        var n = 0
        for i in stride(from: 3, to: bytes.count, by: 4) where Int(bytes[i]) > threshold { n += 1 }
        return n
    }
}

extension Stage {
    /// A `w` × `h` stage (100×100 unless given) whose frames are not written to files.
    convenience init(_ w: Int = 100, _ h: Int = 100) {
        self.init("shapes", width: w, height: h, writingTo: nil)
    }

    /// The canvas cleared, then the tree drawn `t` s after `start` (each frame redraws the whole tree).
    func clearedFrame(at t: CFTimeInterval) -> Frame {
        ctx.saveGState()
        ctx.clear(CGRect(x: -1000, y: -1000, width: 4000, height: 4000))
        ctx.restoreGState()
        return frame(at: t)
    }
}

/// `layer` drawn with `render(in:)` into a fresh w×h y-down canvas.
func rendered(_ layer: CALayer, _ w: Int = 100, _ h: Int = 100) -> Frame {
    let ctx = makeCanvas(w, h)
    layer.render(in: ctx)
    return Frame(ctx)
}

/// A shape layer 100×100 with `path`, no fill, red stroke, then `setUp`; drawn with render(in:).
func shape(_ path: CGPath, _ setUp: (CAShapeLayer) -> Void) -> Frame {
    let l = CAShapeLayer()
    l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    l.path = path
    l.fillColor = nil
    l.strokeColor = red
    setUp(l)
    return rendered(l)
}

/// A gradient layer 100×100, drawn with render(in:).
func gradient(_ setUp: (CAGradientLayer) -> Void) -> Frame {
    let g = CAGradientLayer()
    g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    setUp(g)
    return rendered(g)
}

/// An open (or closed) polyline through `pts`.
func polyline(_ pts: [(CGFloat, CGFloat)], close: Bool = false) -> CGPath {
    let p = CGMutablePath()
    p.addLines(between: pts.map { CGPoint(x: $0.0, y: $0.1) })
    if close { p.closeSubpath() }
    return p
}

/// The line (0,50) → (100,50).
var across: CGPath { polyline([(0, 50), (100, 50)]) }
/// The line (20,50) → (80,50), 60 long.
var short: CGPath { polyline([(20, 50), (80, 50)]) }
/// CGPath(rect:) (20,20)–(80,80): starts at (20,20), then (80,20), (80,80), (20,80), closed.
var square: CGPath { CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil) }

/// A linear CABasicAnimation.
func basic(_ key: String, from: Any?, to: Any?, by: Any? = nil, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: key)
    a.fromValue = from
    a.toValue = to
    a.byValue = by
    a.duration = duration
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    return a
}

/// Apple's pause recipe on `layer`: speed 0, timeOffset base + t, the animation beginning at base;
/// the presentation layer.
let base: CFTimeInterval = 100
func paused<L: CALayer>(_ layer: L, _ anim: CAAnimation, at t: CFTimeInterval) -> L {
    layer.speed = 0
    layer.timeOffset = base + t
    anim.beginTime = base
    layer.add(anim, forKey: "probe")
    CATransaction.flush()
    return layer.presentation() ?? layer
}
