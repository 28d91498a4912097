// Driving time deterministically, with no wall clock involved, and the small objects the checks
// hand to Core Animation.
//
// - Presentation values: Apple's documented pause recipe (Technical Q&A QA1673). A layer with
//   `speed = 0` has local time `(t_parent − beginTime) × 0 + timeOffset = timeOffset` at every
//   media time, so an animation added with an explicit, non-zero `beginTime = base` and read
//   through `presentation()` with `timeOffset = base + t` shows its state exactly `t` s in. The
//   layer is committed (`CATransaction.flush()`) before `presentation()` is read.
// - Drawn frames: `CARenderer.beginFrame(atTime:timeStamp:)` evaluates the tree at the given media
//   time, so animations with an explicit `beginTime` are drawn at an exact point.
//
// NOTE: `CARenderer(cgContext:options:)` is Strata's spelling (Apple's renderer takes an
// MTLTexture or a CGL context); it is the one non-Apple initializer used, by `shownRoot()` and
// `Stage`. Everything else is Apple's API as spelled on Apple's platforms.
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - Presentation values at an exact time (pause recipe)

/// The clock of the pause recipe.
public enum PauseClock {
    /// The local time at which every sampled animation begins: explicit and non-zero, so Core
    /// Animation keeps it (only a beginTime of 0 is replaced by the commit time).
    public static let base: CFTimeInterval = 100
}

/// Apple's pause recipe: the layer `make` builds (with its model values), frozen with
/// `speed = 0` and `timeOffset = PauseClock.base + t`, with `anim` added under the key "probe"
/// beginning `beginOffset` s after `PauseClock.base`; committed, and its presentation returned
/// (the layer itself if it has none). The animation is thus shown exactly `t − beginOffset` s in.
public func presented<L: CALayer>(_ anim: CAAnimation, at t: CFTimeInterval, beginOffset: CFTimeInterval = 0,
                                  on make: () -> L) -> L {
    let layer = make()
    layer.speed = 0
    layer.timeOffset = PauseClock.base + t
    anim.beginTime = PauseClock.base + beginOffset
    layer.add(anim, forKey: "probe")
    CATransaction.flush()
    return layer.presentation() ?? layer
}

/// The pause recipe on `layer` (fresh, of any class) given bounds 10×10 and model position (7, 0),
/// then `setUp`.
public func presented(_ anim: CAAnimation, on layer: CALayer, at t: CFTimeInterval, beginOffset: CFTimeInterval = 0,
                      setUp: (CALayer) -> Void = { _ in }) -> CALayer {
    presented(anim, at: t, beginOffset: beginOffset, on: { () -> CALayer in
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 7, y: 0)
        setUp(layer)
        return layer
    })
}

/// The pause recipe on a fresh CALayer given bounds 10×10 and model position (7, 0), then `setUp`.
public func presented(_ anim: CAAnimation, at t: CFTimeInterval, beginOffset: CFTimeInterval = 0,
                      setUp: (CALayer) -> Void = { _ in }) -> CALayer {
    presented(anim, on: CALayer(), at: t, beginOffset: beginOffset, setUp: setUp)
}

/// A layer created and committed once, so that later property changes run implicit actions (a
/// layer changed before its first commit appears as it is, without animating).
public func committedLayer() -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    CATransaction.flush()
    return layer
}

// MARK: - Frames drawn by a renderer

/// Draws one frame of `renderer`'s tree at media time `t`.
public func drawFrame(_ renderer: CARenderer, at t: CFTimeInterval) {
    renderer.beginFrame(atTime: t, timeStamp: nil)
    renderer.render()
    renderer.endFrame()
}

/// A 10×10 root layer drawn by a renderer into a y-up bitmap, one frame drawn so that the tree is
/// committed and shown.
public func shownRoot() -> (CALayer, CARenderer) {
    let renderer = CARenderer(cgContext: makeContext(10, 10), options: nil)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    renderer.layer = root
    drawFrame(renderer, at: CACurrentMediaTime())
    return (root, renderer)
}

/// The directory named by the environment variable `name`, created if missing, where frames are
/// written; nil (frames drawn and checked, no files written) when it is unset or empty.
public func frameDirectory(environmentVariable name: String) -> String? {
    guard let path = ProcessInfo.processInfo.environment[name], !path.isEmpty else { return nil }
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A stage: a root layer (the UIKit/AppKit view's layer in published code) drawn by a CARenderer
/// into its own y-down canvas. `start` is the media time the stage's animations begin at (they
/// are given it as an explicit beginTime, as `CACurrentMediaTime()`-based code does), so
/// `frame(at: t)` shows them exactly `t` seconds in, whatever the wall clock says. Each target
/// adds a convenience initializer with its own default size and output directory.
///
/// Coordinates: pixel (x, y) is column x, row y counted from the top; its centre is
/// (x + 0.5, y + 0.5) in the root layer's coordinates.
public final class Stage {
    /// The name frames are written under: `<name>_<t>.ppm`.
    public let name: String
    /// The root layer, as big as the canvas.
    public let root: CALayer
    /// The canvas the renderer draws into.
    public let ctx: CGContext
    /// The renderer drawing `root`.
    public let renderer: CARenderer
    /// The media time at which the stage was made: `t = 0` of `frame(at:)`.
    public let start: CFTimeInterval
    /// Where each drawn frame is written as a PPM file; nil writes none.
    public let directory: String?

    /// A `width` × `height` stage named `name`, writing its frames to `directory` (none when nil).
    public init(_ name: String, width: Int, height: Int, writingTo directory: String?) {
        let canvas = makeCanvas(width, height)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let drawer = CARenderer(cgContext: canvas, options: nil)
        drawer.layer = layer
        self.name = name
        self.directory = directory
        ctx = canvas
        root = layer
        renderer = drawer
        start = CACurrentMediaTime()
    }

    /// Draws the tree `t` seconds after `start`, writes `<name>_<t>.ppm` (when `directory` is
    /// set) and returns the pixels.
    @discardableResult
    public func frame(at t: CFTimeInterval) -> Frame {
        frame(atMediaTime: start + t, label: t)
    }

    /// Draws the tree at media time `time`, labelled `label` seconds in the file name.
    @discardableResult
    public func frame(atMediaTime time: CFTimeInterval, label: Double) -> Frame {
        drawFrame(renderer, at: time)
        let frame = Frame(ctx)
        if let directory {
            let path = "\(directory)/\(name)_\(String(format: "%.3f", label)).ppm"
            if !FileManager.default.createFile(atPath: path, contents: frame.ppm()) {
                print("note: could not write \(path)")
            }
        }
        return frame
    }

    /// Draws (and discards) frames every `step` seconds from `from` up to, not including, `to`:
    /// what a display shows in between, for state that builds up from frame to frame.
    public func play(from: CFTimeInterval, to: CFTimeInterval, step: CFTimeInterval = 1.0 / 60) {
        var t = from
        while t < to - 1e-9 {
            drawFrame(renderer, at: start + t)
            t += step
        }
    }
}

// MARK: - Objects handed to Core Animation

/// An action that only carries a tag, to see which step of the action search found it.
public final class TagAction: NSObject, CAAction {
    /// What the action is called in a check's text.
    public let tag: String

    /// An action tagged `tag`.
    public init(_ tag: String) { self.tag = tag }

    /// Does nothing: the action is only looked up.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// A shared, growing list of events (a final class, as Swift 6 asks of shared mutable state).
public final class EventLog {
    /// The events, oldest first.
    public var entries: [String] = []

    /// An empty log.
    public init() {}
}
