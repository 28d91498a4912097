// What the checks share beyond AppleCheckSupport (the report, the pause recipe `presented` on a
// 10×10 layer at model position (7, 0), renderer frames, canvases and pixel reading): the
// documentation pages cited, keyframe, basic, group and spring animations of position as Apple
// code writes them, their presented values, and the frame of a bar following a path with a
// rotationMode. Nothing here is Strata-specific.
//
// NOTE: `CARenderer(cgContext:options:)` is Strata's spelling (Apple's renderer takes an
// MTLTexture or a CGL context); it is the one non-Apple initializer used, by `rotationFrame`.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let keyTimes = "\(qc)/cakeyframeanimation/keytimes"
    static let header = "CAAnimation.h (SDK header comments)"
    static let discrete = "\(qc)/caanimationcalculationmode/discrete"
    static let paced = "\(qc)/caanimationcalculationmode/paced"
    static let cubicPaced = "\(qc)/caanimationcalculationmode/cubicpaced"
    static let timingFunctions = "\(qc)/cakeyframeanimation/timingfunctions"
    static let path = "\(qc)/cakeyframeanimation/path"
    static let values = "\(qc)/cakeyframeanimation/values"
    static let rotationMode = "\(qc)/cakeyframeanimation/rotationmode ('objects animating along the path rotate to match the path tangent'; rotateAutoReverse 'at a 180 degree tangent')"
    static let group = "\(qc)/caanimationgroup/animations, CAAnimation.h: 'Each member of the array will run concurrently in the time space of the parent animation using the normal rules'"
    static let spring = "\(qc)/caspringanimation"
    static let overdamping = "\(qc)/caspringanimation/allowsoverdamping, CAAnimation.h: 'Whether true overdamping is allowed (otherwise it is treated as critically damped). Defaults to false.'"
    static let kochanekBartels = "tensionValues/continuityValues/biasValues: a Kochanek-Bartels spline, 'Any unspecified values default to zero (giving a Catmull-Rom spline)'; CAAnimation.h"
}

/// A keyframe animation of position.x over 1 s.
func kf(_ values: [Any], keyTimes: [NSNumber]? = nil, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
    let anim = CAKeyframeAnimation(keyPath: "position.x")
    anim.values = values
    anim.keyTimes = keyTimes
    anim.calculationMode = mode
    anim.duration = 1
    return anim
}

/// A keyframe animation of position through the given points over 1 s.
func kfPoints(_ points: [(CGFloat, CGFloat)], mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
    let anim = CAKeyframeAnimation(keyPath: "position")
    anim.values = points.map { NSValue(cgPoint: CGPoint(x: $0.0, y: $0.1)) }
    anim.calculationMode = mode
    anim.duration = 1
    return anim
}

/// A keyframe animation of position along `path` over 1 s.
func kfPath(_ path: CGPath, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
    let anim = CAKeyframeAnimation(keyPath: "position")
    anim.path = path
    anim.calculationMode = mode
    anim.duration = 1
    return anim
}

/// The presented position.x of `anim` `t` s in (pause recipe; model x 7).
func px(_ anim: CAAnimation, at t: CFTimeInterval) -> Double { Double(presented(anim, at: t).position.x) }

/// The presented position.y of `anim` `t` s in (pause recipe; model y 0).
func py(_ anim: CAAnimation, at t: CFTimeInterval) -> Double { Double(presented(anim, at: t).position.y) }

/// The presented position of `anim` `t` s in, as [x, y].
func pt(_ anim: CAAnimation, at t: CFTimeInterval) -> [Double] {
    let p = presented(anim, at: t).position
    return [Double(p.x), Double(p.y)]
}

/// `position.x` from `from` to `to` over `duration` s, linear.
func moveX(from: Double, to: Double, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: "position.x")
    anim.fromValue = from
    anim.toValue = to
    anim.duration = duration
    return anim
}

/// The curve y = s³ with x = s: control points (1/3, 0), (2/3, 0), so progress p ↦ p³ exactly.
func cube() -> CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: 1.0 / 3.0, 0, 2.0 / 3.0, 0) }

/// A group of `children` lasting `duration` s.
func group(_ children: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
    let g = CAAnimationGroup()
    g.animations = children
    g.duration = duration
    return g
}

/// A spring on position.x from `from` to `to` (duration 5 s).
func spring(mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, velocity: CGFloat = 0,
            from: Double = 0, to: Double = 100) -> CASpringAnimation {
    let anim = CASpringAnimation(keyPath: "position.x")
    anim.fromValue = from
    anim.toValue = to
    anim.mass = mass
    anim.stiffness = stiffness
    anim.damping = damping
    anim.initialVelocity = velocity
    anim.duration = 5
    return anim
}

/// A pixel named: "none" (alpha under 30), "red", "blue", or its bytes.
func colourName(_ p: [Int]) -> String {
    guard p.count == 4 else { return "?" }
    if p[3] < 30 { return "none" }
    if p[0] > 200 && p[1] < 60 && p[2] < 60 { return "red" }
    if p[2] > 200 && p[0] < 60 && p[1] < 60 { return "blue" }
    return px(p)
}

/// The media time every rotationMode animation begins at.
let renderBase: CFTimeInterval = 1000

/// A 40×6 red bar whose front end (local x 28…40) is a blue sublayer, following `path` (by default the quadratic
/// curve P0 (50,100), control (100,200), P2 (150,100)) with `mode`, on a 200×200 y-down canvas drawn by a CARenderer
/// `t` s in (filled forwards after the end); the named colours at `points`.
func rotationFrame(mode: CAAnimationRotationMode, calc: CAAnimationCalculationMode = .linear, path custom: CGPath? = nil,
                   at t: Double, samples points: [(Double, Double)]) -> [String] {
    let ctx = makeCanvas(200, 200)
    let renderer = CARenderer(cgContext: ctx, options: nil)
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let bar = CALayer()
    bar.bounds = CGRect(x: 0, y: 0, width: 40, height: 6)
    bar.position = CGPoint(x: 190, y: 190)
    bar.backgroundColor = Palette.red
    let nose = CALayer()
    nose.frame = CGRect(x: 28, y: 0, width: 12, height: 6)
    nose.backgroundColor = Palette.blue
    bar.addSublayer(nose)
    root.addSublayer(bar)
    let path: CGPath
    if let custom {
        path = custom
    } else {
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: 50, y: 100))
        curve.addQuadCurve(to: CGPoint(x: 150, y: 100), control: CGPoint(x: 100, y: 200))
        path = curve
    }
    let anim = kfPath(path, mode: calc)
    anim.rotationMode = mode
    anim.fillMode = .forwards
    anim.isRemovedOnCompletion = false
    anim.beginTime = renderBase
    bar.add(anim, forKey: "follow")
    renderer.layer = root
    drawFrame(renderer, at: renderBase + t)
    return points.map { colourName(down(ctx, Int($0.0), Int($0.1))) }
}

extension Report {
    /// Named colours that must be the expected ones.
    func colours(_ name: String, _ got: [String], _ want: [String], _ why: String) {
        truth(name, got == want, expected: want.joined(separator: ","), got: got.joined(separator: ","), why)
    }
}
