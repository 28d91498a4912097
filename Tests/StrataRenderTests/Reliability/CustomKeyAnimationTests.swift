import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A layer with a custom animatable key, declared as Apple's documentation shows: stored by
/// key-value coding and redisplayed for (`needsDisplay(forKey:)`).
private final class GaugeLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override func draw(in ctx: CGContext) {
        let progress = (value(forKey: "progress") as? Double) ?? 0
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// From 0 to 1 over the second from 1 s.
private func zeroToOne(_ keyPath: String) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.beginTime = 1
    animation.duration = 1
    return animation
}

@Suite("Reliability: animations of custom keys and of timing functions that are not curves")
struct CustomKeyAnimationTests {
    private func renderFrames(_ root: CALayer, at times: [Double]) throws -> [String] {
        let context = try #require(CGContext(data: nil, width: 40, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: RenderTestSupport.bitmapInfo))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        return BehaviourTestSupport.recordingDiagnostics {
            for t in times {
                renderer.beginFrame(atTime: t, timeStamp: nil)
                renderer.render()
                renderer.endFrame()
            }
        }
    }

    @Test("a custom key the class redisplays for animates without a diagnostic, and keeps frames coming")
    func customKeyIsNotReported() throws {
        let gauge = GaugeLayer()
        gauge.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        gauge.setValue(0.0, forKey: "progress")
        gauge.add(zeroToOne("progress"), forKey: "fill")
        var messages = try renderFrames(gauge, at: [1.25, 1.5])
        // Setting a layer property while it runs looks up the on-screen values (implicit action).
        messages += BehaviourTestSupport.recordingDiagnostics { gauge.opacity = 0.5 }
        #expect(messages.isEmpty, "\(messages)")
        // The render tree still asks for frames while the animation runs: the next is due now.
        let context = try #require(CGContext(data: nil, width: 40, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: RenderTestSupport.bitmapInfo))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = gauge
        renderer.beginFrame(atTime: 1.5, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        #expect(renderer.nextFrameTime() <= 1.5 + 1.0 / 60 + 1e-9)
    }

    @Test("a key no layer has is still reported once")
    func unknownKeyIsReported() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        layer.add(zeroToOne("opacityy"), forKey: "typo")
        let messages = try renderFrames(layer, at: [1.25, 1.5])
        #expect(messages.count == 1 && messages[0].contains("names no animatable property"), "\(messages)")
    }

    @Test("a timing function with a NaN or infinite control point is refused with a diagnostic",
          arguments: [Float.nan, .infinity, -.infinity])
    func nonFiniteTimingFunction(bad: Float) throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, bad, 0.25, 1)
        let added = BehaviourTestSupport.recordingDiagnostics { layer.add(animation, forKey: "fade") }
        #expect(added.count == 1 && added[0].contains("not all finite"), "\(added)")
        #expect(layer.animationKeys() == nil)
        // Through the transaction: the implicit animation keeps the default curve.
        let set = BehaviourTestSupport.recordingDiagnostics {
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: bad, 0, 1, 1))
            #expect(CATransaction.animationTimingFunction() == nil)
            CATransaction.commit()
        }
        #expect(set.count == 1 && set[0].contains("not all finite"), "\(set)")
    }
}
