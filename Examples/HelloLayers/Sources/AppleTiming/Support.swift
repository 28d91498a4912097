// What the checks share beyond AppleCheckSupport (the report, the pause recipe `presented`,
// renderer frames): the documentation pages cited, animations of position.x as Apple code writes
// them, the pause recipe for a frozen root above a chain of timed layers, transforms' entries and
// numbers as text. Nothing here is Strata-specific.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let timing = "\(qc)/camediatiming (CAMediaTiming.h: t = (tp - begin) * speed + offset)"
    static let speed = "\(qc)/camediatiming/speed"
    static let timeOffset = "\(qc)/camediatiming/timeoffset"
    static let beginTime = "\(qc)/camediatiming/begintime"
    static let repeatCount = "\(qc)/camediatiming/repeatcount"
    static let autoreverses = "\(qc)/camediatiming/autoreverses"
    static let fill = "\(qc)/camediatimingfillmode"
    static let removed = "\(qc)/caanimation/isremovedoncompletion"
    static let add = "\(qc)/calayer/add(_:forkey:)"
    static let group = "\(qc)/caanimationgroup"
    static let basic = "\(qc)/cabasicanimation ('Setting Interpolation Values')"
    static let additive = "\(qc)/capropertyanimation/isadditive"
    static let cumulative = "\(qc)/capropertyanimation/iscumulative"
    static let timingFunction = "\(qc)/camediatimingfunction"
    static let keyTimes = "\(qc)/cakeyframeanimation/keytimes"
    static let timingFunctions = "\(qc)/cakeyframeanimation/timingfunctions"
    static let paced = "\(qc)/caanimationcalculationmode/paced"
    static let discrete = "\(qc)/caanimationcalculationmode/discrete"
    static let cubic = "\(qc)/caanimationcalculationmode/cubic"
    static let path = "\(qc)/cakeyframeanimation/path"
    static let valueFunction = "\(qc)/cavaluefunction, \(qc)/cavaluefunctionname"
    static let spring = "\(qc)/caspringanimation"
    static let settling = "\(qc)/caspringanimation/settlingduration"
    static let velocity = "\(qc)/caspringanimation/initialvelocity"
    static let transaction = "\(qc)/catransaction"
    static let qa1673 = "Technical Q&A QA1673 (pausing and resuming animations)"
}

/// `position.x` from/to/by over `duration` s, linear.
func moveX(from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: "position.x")
    anim.fromValue = from
    anim.toValue = to
    anim.byValue = by
    anim.duration = duration
    return anim
}

/// The presented position.x of `anim` `t` s in (pause recipe), on a layer with model x `modelX`.
func presentedX(_ anim: CAAnimation, at t: CFTimeInterval, beginOffset: CFTimeInterval = 0,
                modelX: CGFloat = 7) -> Double {
    Double(presented(anim, at: t, beginOffset: beginOffset, setUp: { $0.position.x = modelX }).position.x)
}

/// A keyframe animation of position.x over 1 s.
func keyframesX(_ values: [Any], keyTimes: [NSNumber]? = nil, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
    let anim = CAKeyframeAnimation(keyPath: "position.x")
    anim.values = values
    anim.keyTimes = keyTimes
    anim.calculationMode = mode
    anim.duration = 1
    return anim
}

/// The curve y = s³ with x = s: control points (1/3, 0), (2/3, 0), so progress p ↦ p³ exactly.
func cubeFunction() -> CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: 1.0 / 3.0, 0, 2.0 / 3.0, 0) }

/// A root frozen at local time `rootTime` (speed 0, timeOffset rootTime) holding `chain` (each a
/// sublayer of the one before); `anim` added to the last with the given beginTime; committed.
/// Returns the last layer's presented position.x.
func frozenTreeX(rootTime: CFTimeInterval, chain: [CALayer], anim: CAAnimation, animBegin: CFTimeInterval) -> Double {
    let root = CALayer()
    root.speed = 0
    root.timeOffset = rootTime
    var parent = root
    for layer in chain {
        parent.addSublayer(layer)
        parent = layer
    }
    parent.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    parent.position = CGPoint(x: 7, y: 0)
    anim.beginTime = animBegin
    parent.add(anim, forKey: "probe")
    CATransaction.flush()
    return Double(parent.presentation()?.position.x ?? .nan)
}

/// A layer with the given speed / beginTime / timeOffset.
func timedLayer(speed: Float = 1, beginTime: CFTimeInterval = 0, timeOffset: CFTimeInterval = 0) -> CALayer {
    let layer = CALayer()
    layer.speed = speed
    layer.beginTime = beginTime
    layer.timeOffset = timeOffset
    return layer
}

/// A transform's entries as numbers.
func entries(_ t: CATransform3D, _ which: [KeyPath<CATransform3D, CGFloat>]) -> [Double] { which.map { Double(t[keyPath: $0]) } }

/// The presented transform of `anim` (on key path "transform") `t` s in.
func presentedTransform(_ anim: CAAnimation, at t: CFTimeInterval, model: CATransform3D = CATransform3DIdentity) -> CATransform3D {
    presented(anim, at: t, setUp: { $0.transform = model }).transform
}

/// Values as "a,b,c" text.
func joined(_ values: [Double]) -> String { values.map { f($0) }.joined(separator: ",") }
