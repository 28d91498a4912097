// What the model checks share beyond AppleCheckSupport (the outcome and its reporting, value
// formatting, reading key-value coding results, the pause recipe `presented`, `shownRoot`,
// `drawFrame` and `committedLayer`): a transform's 2×2 as text, a linear basic animation, a
// delegate recorder and the layer subclasses an Apple developer writes.
//
// How time is made deterministic (the approach of Examples/HelloLayers AppleBehaviour, described
// in AppleCheckSupport's Time.swift):
// - Presentation values: Apple's documented pause recipe (Technical Q&A QA1673), `presented`.
// - Delegate messages: a `CARenderer` frame at an explicit media time
//   (`beginFrame(atTime:timeStamp:)`), as Core Animation's render server starts and ends
//   animations by frames. NOTE: `CARenderer(cgContext:options:)` is Strata's spelling (Apple's
//   renderer takes an MTLTexture or a CGL context); it is the one non-Apple initializer used, and
//   only by the three delegate checks (through `shownRoot()`).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The four entries of the upper-left 2×2 of a transform, as text: m11,m12,m21,m22.
func upper2x2(_ t: CATransform3D) -> String { "\(f(t.m11)),\(f(t.m12)),\(f(t.m21)),\(f(t.m22))" }

/// A basic animation of `keyPath` from `from` to `to` over 1 s, linear.
func basic(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: keyPath)
    anim.fromValue = from
    anim.toValue = to
    anim.duration = duration
    return anim
}

// MARK: - Frames (delegate messages)

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
