import Foundation
import Testing
@testable import StrataModel

/// A layer whose animations have all started and repeat forever has nothing to advance until
/// its animations change; what a user relies on is that start and stop messages and removal
/// still come exactly when Apple documents them, for animations added later too.
@Suite("Animation: layers whose animations repeat forever")
struct SettledAnimationTests {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        let name: String
        init(_ name: String) { self.name = name }
        func animationDidStart(_ anim: CAAnimation) { events.append("\(name) start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("\(name) stop \(flag)") }
    }

    static func animation(duration: Double, begin: Double, forever: Bool, delegate: Recorder) -> CABasicAnimation {
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = NSNumber(value: 1)
        spin.toValue = NSNumber(value: 0)
        spin.duration = duration
        spin.beginTime = begin
        if forever { spin.repeatCount = .infinity }
        spin.delegate = delegate
        return spin
    }

    @Test("a forever animation starts once and never stops; one added later still ends on time")
    func settledLayersStillAdvanceWhatIsAddedLater() {
        let layer = CALayer()
        let forever = Recorder("forever")
        // Begin times in the layer's local time, which is media time for a layer without ancestors
        // and with default timing.
        layer.add(Self.animation(duration: 1, begin: 100, forever: true, delegate: forever), forKey: "spin")
        layer.advanceAnimations(toMediaTime: 100.5)
        #expect(forever.events == ["forever start"])
        // The frame that started it had something to do; the next one finds nothing left.
        for step in 1...100 { layer.advanceAnimations(toMediaTime: 100.5 + Double(step)) }
        #expect(layer.animationList.isSettled)
        #expect(forever.events == ["forever start"])
        #expect(layer.animationKeys() == ["spin"])

        // A finite animation added later: 2 s from 300, removed on completion at 302.
        let later = Recorder("later")
        layer.add(Self.animation(duration: 2, begin: 300, forever: false, delegate: later), forKey: "fade")
        #expect(!layer.animationList.isSettled)
        layer.advanceAnimations(toMediaTime: 299)
        #expect(later.events.isEmpty)
        layer.advanceAnimations(toMediaTime: 300.5)
        #expect(later.events == ["later start"])
        layer.advanceAnimations(toMediaTime: 301.9)
        #expect(later.events == ["later start"])
        layer.advanceAnimations(toMediaTime: 302)
        #expect(later.events == ["later start", "later stop true"])
        #expect(layer.animationKeys() == ["spin"])
        #expect(forever.events == ["forever start"])
    }
}
