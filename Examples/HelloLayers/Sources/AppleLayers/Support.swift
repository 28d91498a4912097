// What the checks share beyond AppleCheckSupport (the outcome and its reporting, value formatting,
// reading key-value coding results, `TagAction`, `EventLog`, the shown tree `shownRoot()` with
// `drawFrame`, and `committedLayer()`): layers and objects that record what Core Animation calls
// on them, and small fixtures.
//
// NOTE: `CARenderer(cgContext:options:)` is Strata's spelling (Apple's renderer takes an
// MTLTexture or a CGL context). It is the one non-Apple initializer used, only by `shownRoot()`,
// which the checks that need a layer tree on screen (order actions, the frame's layout and
// display pass) start from. Everything else is Apple's API as spelled on Apple's platforms.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - Layers and objects that record what Core Animation calls

/// A layer that counts and logs its `layoutSublayers()` and `draw(in:)` calls (draw fills one
/// pixel so the drawing is real).
final class LoggingLayer: CALayer {
    var eventLog: EventLog?
    var layoutCount = 0
    var drawCount = 0

    override func layoutSublayers() {
        layoutCount += 1
        eventLog?.entries.append("layout:\(name ?? "?")")
        super.layoutSublayers()
    }

    override func draw(in ctx: CGContext) {
        drawCount += 1
        eventLog?.entries.append("draw:\(name ?? "?")")
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}

/// An action that records the keys it is run for and the objects it is run on.
final class RunRecorder: NSObject, CAAction {
    var keys: [String] = []
    var objects: [ObjectIdentifier] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        keys.append(event)
        if let layer = anObject as? CALayer { objects.append(ObjectIdentifier(layer)) }
    }
}

/// The tag of a found action: "nil", the TagAction's tag, "basic" for a CABasicAnimation, else "other".
func tagOf(_ action: CAAction?) -> String {
    guard let action else { return "nil" }
    if let tagged = action as? TagAction { return tagged.tag }
    if action is CABasicAnimation { return "basic" }
    return "other"
}

/// Records what an animation delegate hears.
final class AnimationRecorder: NSObject, CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// A layer named `name` with frame `frame`.
func named(_ name: String, frame: CGRect) -> CALayer {
    let layer = CALayer()
    layer.name = name
    layer.frame = frame
    return layer
}

/// An image of one opaque blue pixel.
func onePixelImage() -> CGImage { solidImage(1, 1, Palette.blue) }
