// What the checks share beyond AppleCheckSupport (the report, `EventLog`, `shownRoot()` with
// `drawFrame`, `committedLayer()`, reading key-value coding results with `num`): the documentation
// pages cited, an action and an animation delegate that record what Core Animation tells them, a
// fade, a timing function's control points as text and text comparisons on the report. Nothing
// here is Strata-specific.
//
// NOTE: `CARenderer(cgContext:options:)` is Strata's spelling (Apple's renderer takes an
// MTLTexture or a CGL context). It is the one non-Apple initializer used, inside
// AppleCheckSupport's `shownRoot()`, which the checks that need a tree on screen (completion
// blocks waiting for animations, order actions, delegates) start from.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let completion = "\(qc)/catransaction/setcompletionblock(_:)"
    static let transaction = "\(qc)/catransaction"
    static let flush = "\(qc)/catransaction/flush()"
    static let lock = "\(qc)/catransaction/lock()"
    static let keys = "\(qc)/catransaction ('Transaction properties': kCATransactionAnimationDuration, kCATransactionDisableActions, NSNumber values)"
    static let disableActions = "\(qc)/catransaction/setdisableactions(_:)"
    static let duration = "\(qc)/catransaction/animationduration()"
    static let guide = "Core Animation Programming Guide, 'Changing a Layer's Default Behavior'"
    static let action = "\(qc)/calayer/action(forkey:)"
    static let defaultAction = "\(qc)/calayer/defaultaction(forkey:)"
    static let frame = "\(qc)/calayer/frame"
    static let delegateAction = "\(qc)/calayerdelegate/action(for:forkey:)"
    static let add = "\(qc)/calayer/add(_:forkey:)"
    static let didStop = "\(qc)/caanimationdelegate/animationdidstop(_:finished:)"
    static let timingNames = "\(qc)/camediatimingfunctionname"
    static let orderIn = "\(qc)/kcaonorderin, \(qc)/kcaonorderout"
}

/// An action that records the keys it is run for, the objects it is run on, whether its
/// arguments were nil and what the layer's `value(forKey:)` said for the key when it ran.
final class RunRecorder: NSObject, CAAction {
    var keys: [String] = []
    var objects: [ObjectIdentifier] = []
    var argumentsNil: [Bool] = []
    var valuesAtRun: [Any?] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        keys.append(event)
        argumentsNil.append(dict == nil)
        if let layer = anObject as? CALayer {
            objects.append(ObjectIdentifier(layer))
            valuesAtRun.append(layer.value(forKey: event))
        }
    }
}

/// What an animation's delegate hears: how many starts, and each stop's `finished` flag.
final class StopRecorder: NSObject, CAAnimationDelegate {
    var started = 0
    var stops: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// An opacity fade 0 → 1 over `duration` s.
func fade(_ duration: CFTimeInterval) -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: "opacity")
    anim.fromValue = 0.0
    anim.toValue = 1.0
    anim.duration = duration
    return anim
}

/// A timing function's four control points as `(x,y)(x,y)(x,y)(x,y)`; `nil` for none.
func controlPoints(_ function: CAMediaTimingFunction?) -> String {
    guard let function else { return "nil" }
    var out: [String] = []
    var pair: [Float] = [0, 0]
    for i in 0...3 {
        pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: i, values: $0.baseAddress!) }
        out.append("(\(f(pair[0])),\(f(pair[1])))")
    }
    return out.joined()
}

/// A number read through key-value coding as text (`nan` when it is not a number).
func numText(_ value: Any?) -> String { f(num(value)) }

extension Report {
    /// Two descriptions that must be equal.
    func same(_ name: String, _ got: String, _ want: String, _ why: String, uncertain: String? = nil) {
        record(text(name, got, want, why), uncertain: uncertain)
    }
}
