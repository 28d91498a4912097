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
