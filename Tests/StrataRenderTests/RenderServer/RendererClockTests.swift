import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Apple's rule for offline rendering: an animation ends, is removed and tells its delegate by
/// the time `CARenderer` renders, not by the wall clock at a commit.
@Suite("Render: the renderer's clock ends animations")
struct RendererClockTests {
    private final class StopRecorder: NSObject, CAAnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    @Test("a fade that ended 99 s ago by the wall clock is drawn half way at its middle, then removed")
    func rendererTime() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CATransaction.flush()
        let context = try #require(RenderTestSupport.flippedContext(width: 4, height: 4))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        let now = CACurrentMediaTime()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = now - 100
        let recorder = StopRecorder()
        fade.delegate = recorder
        root.add(fade, forKey: "fade")
        // The wall clock is 99 s past its end; the tree is a renderer's, so the commit keeps it.
        CATransaction.flush()
        #expect(root.animation(forKey: "fade") != nil)

        renderer.beginFrame(atTime: now - 99.5, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        // Half way through a linear fade: opacity 0.5, red premultiplied at half.
        let image = try #require(context.makeImage())
        let pixel = RenderTestSupport.pixel(image, 2, 2)
        #expect(abs(Int(pixel.r) - 128) <= 2 && abs(Int(pixel.a) - 128) <= 2, "\(pixel)")
        #expect(root.animation(forKey: "fade") != nil && recorder.stops.isEmpty)

        // The first frame at or after its end removes it and tells the delegate it finished.
        renderer.beginFrame(atTime: now - 98.9, timeStamp: nil)
        renderer.endFrame()
        #expect(root.animation(forKey: "fade") == nil)
        #expect(recorder.stops == [true])
    }

    @Test("a tree committed before any renderer draws it keeps its animation; the renderer made after draws it at its time")
    func committedBeforeRenderer() throws {
        // Offline rendering as published examples write it: the tree built and committed, then a
        // renderer told the time. A fade from 0 to 1 beginning at media time 1000 for 1 s.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = 1000
        let recorder = StopRecorder()
        fade.delegate = recorder
        root.add(fade, forKey: "fade")
        CATransaction.flush()
        // Whatever the wall clock says (past the end on any machine up over 17 minutes), a
        // commit ends nothing: no renderer has shown the tree.
        #expect(root.animation(forKey: "fade") != nil && recorder.stops.isEmpty)

        let context = try #require(RenderTestSupport.flippedContext(width: 4, height: 4))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.beginFrame(atTime: 1000.5, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        // Half way through a linear fade: opacity 0.5, red premultiplied at half.
        let image = try #require(context.makeImage())
        let pixel = RenderTestSupport.pixel(image, 2, 2)
        #expect(abs(Int(pixel.r) - 128) <= 2 && abs(Int(pixel.a) - 128) <= 2, "\(pixel)")
        #expect(recorder.stops.isEmpty)
        renderer.beginFrame(atTime: 1001.1, timeStamp: nil)
        renderer.endFrame()
        #expect(root.animation(forKey: "fade") == nil && recorder.stops == [true])
    }

    @Test("a renderer let go of leaves the tree's animations to the next one")
    func detached() throws {
        let root = CALayer()
        let context = try #require(RenderTestSupport.flippedContext(width: 4, height: 4))
        var renderer: CARenderer? = CARenderer(cgContext: context)
        renderer?.layer = root
        renderer = nil
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        fade.beginTime = CACurrentMediaTime() - 100
        root.add(fade, forKey: "fade")
        CATransaction.flush()
        #expect(root.animation(forKey: "fade") != nil)
        let next = CARenderer(cgContext: context)
        next.layer = root
        next.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
        next.endFrame()
        #expect(root.animation(forKey: "fade") == nil)
    }
}
