import Foundation
import Testing
@testable import StrataModel

/// A thread's animated layers are held weakly; a renderer asks for them every frame. Layers that
/// are gone must leave that list at the first frame after, not only at the thread's next flush:
/// an offscreen renderer drawing frame after frame without a flush walked every animated layer
/// the thread ever had (10 000 of a tree freed earlier made a whole-frame fill 4.5× slower).
@Suite("Animation: a thread's animated layers")
struct AnimatedLayerSetTests {
    @Test("the live members, in insertion order, with the emptied references dropped")
    func liveLayersDropsEmptiedReferences() {
        let first = CALayer(), last = CALayer()
        var set = WeakLayerSet()
        set.insert(first)
        do {
            let gone = CALayer()
            set.insert(gone)
        }
        set.insert(last)
        #expect(set.references.count == 3)
        #expect(set.liveLayers().map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(last)])
        #expect(set.references.count == 2)
        // Still a set: a member inserted again is not added twice.
        set.insert(first)
        #expect(set.references.count == 2)
    }

    @Test("a renderer's frame drops the animated layers of a tree that is gone")
    func rendererFrameDropsGoneLayers() {
        let kept = CALayer()
        do {
            let root = CALayer()
            for _ in 0..<100 {
                let layer = CALayer()
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = NSNumber(value: 0.5)
                fade.duration = 10
                layer.add(fade, forKey: "fade")
                root.addSublayer(layer)
            }
        }
        AnimationRegistry.advance(under: kept, toMediaTime: CACurrentMediaTime())
        let references = TransactionStack.current.animatedLayers.references
        #expect(references.allSatisfy { $0.layer != nil })
    }
}

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
