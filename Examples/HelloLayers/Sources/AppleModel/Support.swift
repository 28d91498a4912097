// What every check shares: the outcome it reports, value formatting, reading key-value coding
// results whatever box they come in, and the two ways time is driven.
//
// How time is made deterministic (the approach of Examples/HelloLayers AppleBehaviour):
// - Presentation values: Apple's documented pause recipe (Technical Q&A QA1673). A layer with
//   `speed = 0` has local time `(t_parent − beginTime) × 0 + timeOffset = timeOffset` at every
//   media time, so an animation added with an explicit, non-zero `beginTime = base` and read
//   through `presentation()` with `timeOffset = base + t` shows its state exactly `t` s in. The
//   layer is committed (`CATransaction.flush()`) before `presentation()` is read.
// - Delegate messages: a `CARenderer` frame at an explicit media time
//   (`beginFrame(atTime:timeStamp:)`), as Core Animation's render server starts and ends
//   animations by frames. NOTE: `CARenderer(cgContext:options:)` is Strata's spelling (Apple's
//   renderer takes an MTLTexture or a CGL context); it is the one non-Apple initializer used, and
//   only by the three delegate checks.
import CoreGraphics
import Foundation
import QuartzCore

struct Outcome {
    let name: String
    let pass: Bool
    let expected: String
    let got: String
}

// MARK: - Formatting

func f(_ v: Double) -> String { v.isNaN ? "nan" : String(format: "%.3f", abs(v) < 0.0005 ? 0 : v) }
func f(_ v: CGFloat) -> String { f(Double(v)) }
func f(_ v: Float) -> String { f(Double(v)) }
func p(_ pt: CGPoint) -> String { "(\(f(pt.x)),\(f(pt.y)))" }
func s(_ sz: CGSize) -> String { "(\(f(sz.width)),\(f(sz.height)))" }
func r(_ rc: CGRect) -> String {
    rc.isNull ? "null" : "(\(f(rc.origin.x)),\(f(rc.origin.y)),\(f(rc.size.width)),\(f(rc.size.height)))"
}

/// Text comparison: the expected text is the hand-worked value.
func check(_ name: String, got: String, expected: String) -> Outcome {
    Outcome(name: name, pass: got == expected, expected: expected, got: got)
}

/// Number comparison within `tol`.
func near(_ name: String, got: Double, expected: Double, tol: Double = 0.001) -> Outcome {
    Outcome(name: name, pass: !got.isNaN && abs(got - expected) <= tol, expected: f(expected), got: f(got))
}

/// Several numbers at once, each within `tol`.
func nearAll(_ name: String, got: [Double], expected: [Double], tol: Double = 0.001) -> Outcome {
    let pass = got.count == expected.count && zip(got, expected).allSatisfy { !$0.isNaN && abs($0 - $1) <= tol }
    return Outcome(name: name, pass: pass, expected: expected.map { f($0) }.joined(separator: ","),
                   got: got.map { f($0) }.joined(separator: ","))
}

// MARK: - Reading key-value coding results (Apple boxes them in NSNumber / NSValue)

/// A number read back through key-value coding, whatever box it comes in; NaN for anything else.
func num(_ value: Any?) -> Double {
    switch value {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return .nan
    }
}

func pointOf(_ value: Any?) -> CGPoint? {
    if let v = value as? CGPoint { return v }
    if let v = value as? NSValue { return v.cgPointValue }
    return nil
}

func sizeOf(_ value: Any?) -> CGSize? {
    if let v = value as? CGSize { return v }
    if let v = value as? NSValue { return v.cgSizeValue }
    return nil
}

func rectOf(_ value: Any?) -> CGRect? {
    if let v = value as? CGRect { return v }
    if let v = value as? NSValue { return v.cgRectValue }
    return nil
}

/// A colour's components as RGBA (a grey colour expanded); nil for no colour.
func rgba(_ color: CGColor?) -> [Double]? {
    guard let color, let comps = color.components else { return nil }
    let v: [CGFloat] = comps.count == 2 ? [comps[0], comps[0], comps[0], comps[1]] : comps
    return v.map { Double($0) }
}

/// The four entries of the upper-left 2×2 of a transform, as text: m11,m12,m21,m22.
func upper2x2(_ t: CATransform3D) -> String { "\(f(t.m11)),\(f(t.m12)),\(f(t.m21)),\(f(t.m22))" }

// MARK: - Presentation values at an exact time (pause recipe)

enum ProbeClock {
    /// The local time at which every sampled animation begins: explicit and non-zero, so Core
    /// Animation keeps it (only a beginTime of 0 is replaced by the commit time).
    static let base: CFTimeInterval = 100
}

/// A fresh layer (bounds 10×10, model position (7, 0), then `setUp`), frozen with the pause
/// recipe, with `anim` added (beginning at `ProbeClock.base`) and shown exactly `t` s in.
func presented(_ anim: CAAnimation, at t: CFTimeInterval, setUp: (CALayer) -> Void = { _ in }) -> CALayer {
    presented(anim, on: CALayer(), at: t, setUp: setUp)
}

/// As above, on a given (fresh) layer of any class.
func presented(_ anim: CAAnimation, on layer: CALayer, at t: CFTimeInterval,
               setUp: (CALayer) -> Void = { _ in }) -> CALayer {
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: 7, y: 0)
    setUp(layer)
    layer.speed = 0
    layer.timeOffset = ProbeClock.base + t
    anim.beginTime = ProbeClock.base
    layer.add(anim, forKey: "probe")
    CATransaction.flush()
    return layer.presentation() ?? layer
}

/// A basic animation of `keyPath` from `from` to `to` over 1 s, linear.
func basic(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: keyPath)
    anim.fromValue = from
    anim.toValue = to
    anim.duration = duration
    return anim
}

// MARK: - Frames (delegate messages)

/// A root layer drawn by a renderer, one frame drawn so that the tree is committed and shown.
func shownRoot() -> (CALayer, CARenderer) {
    let ctx = CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    let renderer = CARenderer(cgContext: ctx, options: nil)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    renderer.layer = root
    drawFrame(renderer, at: CACurrentMediaTime())
    return (root, renderer)
}

func drawFrame(_ renderer: CARenderer, at t: CFTimeInterval) {
    renderer.beginFrame(atTime: t, timeStamp: nil)
    renderer.render()
    renderer.endFrame()
}

/// Records what an animation delegate hears (a final class, as Swift 6 asks of shared state).
final class DelegateRecorder: NSObject, CAAnimationDelegate {
    var started = 0
    var stops: [Bool] = []
    var stoppedObjects: [ObjectIdentifier] = []

    func animationDidStart(_ anim: CAAnimation) { started += 1 }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
        stoppedObjects.append(ObjectIdentifier(anim))
    }
}

// MARK: - Layer subclasses as an Apple developer writes them

/// Redisplays when its custom key "progress" changes (needsDisplay(forKey:)).
final class ProgressLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" ? true : super.needsDisplay(forKey: key)
    }
}

/// Gives defaults to a custom key and to masksToBounds (Core Animation Programming Guide,
/// Key-Value Coding Extensions, Listing C-1).
final class DefaultingLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "glow": return 0.75
        case "masksToBounds": return true
        default: return super.defaultValue(forKey: key)
        }
    }
}

/// A layer created and committed once, so that later property changes run implicit actions.
func committedLayer() -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    CATransaction.flush()
    return layer
}
