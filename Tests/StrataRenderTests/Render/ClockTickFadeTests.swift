import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport
import StrataScenes

/// The LCD clock's animated ticks: with `animatesTicks`, a digit that changes cross-fades from
/// its old figure to its new one with a 0.25 s `CATransition` fade (linear, Apple's default
/// without a timing function).
///
/// Geometry as in ClockRenderTests: at 800×300 the seconds-ones digit is the layer at x 640…740,
/// y 70…230, each sprite pixel a 5×5 block. 12:34:56 → 12:34:57 changes that digit from 6
/// (segments a c d e f g) to 7 (a b c): segment b, centred on sprite x = 16, y 5…13, goes from
/// unlit to lit, and segment e, centred on x = 3, y 17…26, from lit to unlit. Block centres
/// (640 + 5·16 + 2, 70 + 5·9 + 2) = (722, 117) and (640 + 5·3 + 2, 70 + 5·21 + 2) = (657, 177).
@Suite("Scenes: LCD clock animated ticks")
struct ClockTickFadeTests {
    private func clock(animated: Bool) throws -> LCDClock {
        let clock = try LCDClock(size: CGSize(width: 800, height: 300))
        clock.animatesTicks = animated
        clock.show(try #require(ClockTime(hours: 12, minutes: 34, seconds: 56)))
        // Committed, as in the window: later changes would run implicit actions.
        CATransaction.flush()
        // Frozen at local time 20, so that the fade's timing is exact.
        clock.rootLayer.speed = 0
        clock.rootLayer.timeOffset = 20
        return clock
    }

    @Test("a changed digit gets a 0.25 s fade; unchanged digits and the first time shown get none")
    func transitionsAdded() throws {
        let clock = try self.clock(animated: true)
        #expect(clock.digitLayers.allSatisfy { $0.animationKeys() == nil })
        clock.show(try #require(ClockTime(hours: 12, minutes: 34, seconds: 57)))
        let fade = try #require(clock.digitLayers[5].animation(forKey: kCATransition) as? CATransition)
        #expect(fade.type == .fade && fade.duration == 0.25 && fade.timingFunction == nil)
        #expect(clock.digitLayers[0..<5].allSatisfy { $0.animationKeys() == nil })
        // The figure never slides: no implicit contentsRect animation.
        #expect(clock.digitLayers[5].animation(forKey: "contentsRect") == nil)

        let still = try self.clock(animated: false)
        still.show(try #require(ClockTime(hours: 12, minutes: 34, seconds: 57)))
        #expect(still.digitLayers.allSatisfy { $0.animationKeys() == nil })
    }

    @Test("half way through the tick the changing segments show the 50/50 mix of lit and unlit")
    func halfWay() throws {
        let clock = try self.clock(animated: true)
        let context = try #require(RenderTestSupport.flippedContext(width: 800, height: 300))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = clock.rootLayer
        func frame() -> CGImage? {
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            return context.makeImage()
        }
        let before = try #require(frame())
        #expect(RenderTestSupport.pixel(before, 722, 117) == RenderTestSupport.unlit)
        #expect(RenderTestSupport.pixel(before, 657, 177) == RenderTestSupport.lit)
        clock.show(try #require(ClockTime(hours: 12, minutes: 34, seconds: 57)))
        // 0.125 s into the 0.25 s fade.
        clock.rootLayer.timeOffset = 20.125
        let image = try #require(frame())
        let lit = RenderTestSupport.lit, unlit = RenderTestSupport.unlit
        func mix(_ a: UInt8, _ b: UInt8) -> Double { (Double(a) + Double(b)) / 2 }
        for (x, y) in [(722, 117), (657, 177)] {
            let p = RenderTestSupport.pixel(image, x, y)
            #expect(abs(Double(p.r) - mix(lit.r, unlit.r)) <= 1 && abs(Double(p.g) - mix(lit.g, unlit.g)) <= 1
                    && abs(Double(p.b) - mix(lit.b, unlit.b)) <= 1 && p.a == 255, "(\(x), \(y)): \(p)")
        }
        clock.rootLayer.timeOffset = 20.3
        let after = try #require(frame())
        #expect(RenderTestSupport.pixel(after, 722, 117) == lit)
        #expect(RenderTestSupport.pixel(after, 657, 177) == unlit)
    }
}
