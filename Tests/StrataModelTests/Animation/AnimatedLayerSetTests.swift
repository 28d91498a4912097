import Foundation
import Testing
@testable import StrataModel

/// A thread's animated layers are held weakly; a renderer walks those whose animations may still
/// start or end every frame. Layers that are gone must leave that walk at the first frame after,
/// not only at the thread's next flush:
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

    @Test("members dropped from the middle leave the others members, in order; a dropped layer can come back")
    func membershipSurvivesRemoval() {
        let layers = (0..<6).map { _ in CALayer() }
        var set = WeakLayerSet()
        for layer in layers { set.insert(layer) }
        set.removeAll { $0 === layers[1] || $0 === layers[3] }
        let ids = { set.references.map(\.id) }
        #expect(ids() == [0, 2, 4, 5].map { ObjectIdentifier(layers[$0]) })
        // Those kept, moved down, are still members: inserting them adds nothing.
        for index in [0, 2, 4, 5] { set.insert(layers[index]) }
        #expect(set.references.count == 4)
        // Those dropped are not: they come back at the end.
        set.insert(layers[3])
        set.insert(layers[1])
        #expect(ids() == [0, 2, 4, 5, 3, 1].map { ObjectIdentifier(layers[$0]) })
        set.removeAll { $0 === layers[0] }
        for layer in layers { set.insert(layer) }
        #expect(ids() == [2, 4, 5, 3, 1, 0].map { ObjectIdentifier(layers[$0]) })
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
        let references = TransactionStack.current.unsettledLayers.references
        #expect(references.allSatisfy { $0.layer != nil })
    }

    @Test("a frame walks only layers whose animations may still start or end; an added animation brings one back")
    func settledLayersLeaveTheFrameWalk() {
        let root = CALayer()
        let spinner = CALayer(), fader = CALayer()
        root.addSublayer(spinner)
        root.addSublayer(fader)
        let t0 = CACurrentMediaTime() + 1000
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = NSNumber(value: 1)
        spin.toValue = NSNumber(value: 0)
        spin.beginTime = t0
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = NSNumber(value: 0.5)
        fade.beginTime = t0
        fade.duration = 10
        fader.add(fade, forKey: "fade")
        func walked() -> Set<ObjectIdentifier> {
            Set(TransactionStack.current.unsettledLayers.references.compactMap { $0.layer.map(ObjectIdentifier.init) })
        }
        // Before they start, both may still start.
        AnimationRegistry.advance(under: root, toMediaTime: t0 - 1)
        #expect(walked().isSuperset(of: [ObjectIdentifier(spinner), ObjectIdentifier(fader)]))
        // Once started (told at one frame), the endless one has nothing left to start or end by
        // the next; the 10 s one has.
        AnimationRegistry.advance(under: root, toMediaTime: t0 + 1)
        AnimationRegistry.advance(under: root, toMediaTime: t0 + 1.5)
        #expect(!walked().contains(ObjectIdentifier(spinner)))
        #expect(walked().contains(ObjectIdentifier(fader)))
        // An animation added later is walked, and ends (is removed) at its documented end.
        let pulse = CABasicAnimation(keyPath: "bounds.size.width")
        pulse.fromValue = NSNumber(value: 10)
        pulse.toValue = NSNumber(value: 20)
        pulse.beginTime = t0 + 2
        pulse.duration = 1
        spinner.add(pulse, forKey: "pulse")
        #expect(walked().contains(ObjectIdentifier(spinner)))
        AnimationRegistry.advance(under: root, toMediaTime: t0 + 2.5)
        #expect(spinner.animation(forKey: "pulse") != nil)
        AnimationRegistry.advance(under: root, toMediaTime: t0 + 3)
        #expect(spinner.animation(forKey: "pulse") == nil)
        #expect(spinner.animation(forKey: "spin") != nil)
        // With only the endless one left, the layer leaves the walk again.
        AnimationRegistry.advance(under: root, toMediaTime: t0 + 3.5)
        #expect(!walked().contains(ObjectIdentifier(spinner)))
    }
}
