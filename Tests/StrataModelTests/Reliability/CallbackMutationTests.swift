import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Delegates and completion blocks that change the animations of the layer they are told about,
// as real apps do: Core Animation lets them (the animation list they see already reflects the
// message they get), and Strata must neither trap nor lose track of which animation is which.
// Times are explicit media times: an animation with beginTime 10 and duration 1 has started at
// 10.5 and finished at 12.

/// A delegate that runs `onStart` / `onStop` and records the messages it got.
private final class CallbackDelegate: NSObject, CAAnimationDelegate {
    var onStart: (CAAnimation) -> Void = { _ in }
    var onStop: (CAAnimation, Bool) -> Void = { _, _ in }
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) {
        events.append("start")
        onStart(anim)
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
        onStop(anim, flag)
    }
}

private func opacityAnimation(begin: Double = 10, duration: Double = 1, delegate: CallbackDelegate? = nil,
                              removedOnCompletion: Bool = true) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.beginTime = begin
    animation.duration = duration
    animation.delegate = delegate
    animation.isRemovedOnCompletion = removedOnCompletion
    return animation
}

@Suite("Reliability: callbacks that change animations")
struct CallbackMutationTests {
    @Test("animationDidStart removing every animation of the layer, with more animations after it")
    func startRemovesAll() {
        let layer = CALayer()
        let delegate = CallbackDelegate()
        delegate.onStart = { _ in layer.removeAllAnimations() }
        layer.add(opacityAnimation(delegate: delegate), forKey: "a")
        for key in ["b", "c", "d"] { layer.add(opacityAnimation(), forKey: key) }
        layer.advanceAnimations(toMediaTime: 10.5)
        // The first start removed all four: each removed one hears finished false; no other starts.
        #expect(layer.animationKeys() == nil)
        #expect(delegate.events == ["start", "stop false"])
    }

    @Test("animationDidStart removing a later animation by key: that one never starts")
    func startRemovesLater() {
        let layer = CALayer()
        let first = CallbackDelegate(), second = CallbackDelegate()
        first.onStart = { _ in layer.removeAnimation(forKey: "second") }
        layer.add(opacityAnimation(delegate: first), forKey: "first")
        layer.add(opacityAnimation(delegate: second), forKey: "second")
        layer.advanceAnimations(toMediaTime: 10.5)
        #expect(layer.animationKeys() == ["first"])
        #expect(second.events == ["stop false"])
    }

    @Test("animationDidStop of a kept animation removing the others, and itself")
    func stopOfKeptRemoves() {
        let layer = CALayer()
        let kept = CallbackDelegate(), other = CallbackDelegate()
        kept.onStop = { _, finished in
            guard finished else { return }
            layer.removeAnimation(forKey: "other")
            layer.removeAnimation(forKey: "kept")
        }
        layer.add(opacityAnimation(delegate: kept, removedOnCompletion: false), forKey: "kept")
        layer.add(opacityAnimation(duration: 1, delegate: other, removedOnCompletion: false), forKey: "other")
        layer.advanceAnimations(toMediaTime: 10.5)
        layer.advanceAnimations(toMediaTime: 12)
        #expect(layer.animationKeys() == nil)
        // "kept" finished (true), then was removed (false); "other" was removed before its own
        // finish was reported, so it hears only the removal.
        #expect(kept.events == ["start", "stop true", "stop false"])
        #expect(other.events == ["start", "stop false"])
    }

    @Test("a transaction completion block removing animations that are still running")
    func completionRemoves() {
        // The commit advances animations to the wall clock's media time: begin far after it.
        let base = CACurrentMediaTime() + 1e6
        let layer = CALayer()
        let long = CallbackDelegate()
        CATransaction.begin()
        CATransaction.setCompletionBlock { layer.removeAllAnimations() }
        layer.add(opacityAnimation(begin: base, duration: 1), forKey: "short")
        CATransaction.commit()
        layer.add(opacityAnimation(begin: base, duration: 5, delegate: long), forKey: "long")
        layer.advanceAnimations(toMediaTime: base + 0.5)
        // The short one finishes and is removed: the block runs and removes "long" mid-walk.
        layer.advanceAnimations(toMediaTime: base + 1.5)
        #expect(layer.animationKeys() == nil)
        #expect(long.events == ["start", "stop false"])
    }

    @Test("replacing key k whose old animation's didStop re-adds k leaves exactly one animation under k")
    func replaceWhileDelegateReadds() {
        let layer = CALayer()
        let delegate = CallbackDelegate()
        let readded = opacityAnimation(begin: 20)
        delegate.onStop = { _, finished in
            if !finished { layer.add(readded, forKey: "k") }
        }
        layer.add(opacityAnimation(delegate: delegate), forKey: "k")
        let newest = opacityAnimation(begin: 30)
        layer.add(newest, forKey: "k")
        #expect(layer.animationKeys() == ["k"])
        // The last add wins, as its caller asked: the animation under k is the newest one's copy.
        #expect(layer.animation(forKey: "k")?.beginTime == 30)
    }

    @Test("a delegate that re-adds under the key on every replacement ends with a diagnostic, not a hang")
    func endlessReadding() {
        let layer = CALayer()
        let delegate = CallbackDelegate()
        delegate.onStop = { anim, finished in
            if !finished { layer.add(opacityAnimation(delegate: delegate), forKey: "k") }
        }
        layer.add(opacityAnimation(delegate: delegate), forKey: "k")
        let messages = BehaviourTestSupport.recordingDiagnostics {
            layer.add(opacityAnimation(begin: 30), forKey: "k")
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("keep adding") == true)
        #expect(layer.animationKeys() == ["k"])
    }

    @Test("100 000 unnamed animations finishing at one advance are all removed and all told")
    func manyFinishAtOnce() {
        let layer = CALayer()
        let delegate = CallbackDelegate()
        for _ in 0..<100_000 { layer.add(opacityAnimation(delegate: delegate), forKey: nil) }
        layer.advanceAnimations(toMediaTime: 12)
        #expect(layer.animationEntries.isEmpty)
        #expect(delegate.events.filter { $0 == "stop true" }.count == 100_000)
    }
}

@Suite("Reliability: animation groups that contain themselves or nest too deep")
struct GroupNestingTests {
    @Test("a group containing itself, directly or through another group, is refused when added")
    func cyclesAreRefused() {
        let direct = CAAnimationGroup()
        direct.animations = [opacityAnimation(), direct]
        let outer = CAAnimationGroup(), inner = CAAnimationGroup()
        inner.animations = [opacityAnimation(), outer]
        outer.animations = [inner]
        for group in [direct, outer] {
            let layer = CALayer()
            let messages = BehaviourTestSupport.recordingDiagnostics { layer.add(group, forKey: "g") }
            #expect(layer.animationKeys() == nil)
            #expect(messages.count == 1 && messages[0].contains("contains itself"), "\(messages)")
        }
    }

    @Test("a group shared by two parents is not a cycle")
    func sharedGroupIsAccepted() {
        let shared = CAAnimationGroup()
        shared.animations = [opacityAnimation()]
        let left = CAAnimationGroup(), right = CAAnimationGroup()
        left.animations = [shared]
        right.animations = [shared]
        let top = CAAnimationGroup()
        top.animations = [left, right, shared]
        let layer = CALayer()
        let messages = BehaviourTestSupport.recordingDiagnostics { layer.add(top, forKey: "g") }
        #expect(messages.isEmpty)
        #expect(layer.animationKeys() == ["g"])
    }

    @Test("100 000 nested groups are refused past the nesting limit; the limit itself is accepted")
    func deepNesting() {
        func chain(_ depth: Int) -> CAAnimationGroup {
            let innermost = CAAnimationGroup()
            innermost.animations = [opacityAnimation()]
            var group = innermost
            for _ in 1..<depth {
                let parent = CAAnimationGroup()
                parent.animations = [group]
                group = parent
            }
            return group
        }
        let layer = CALayer()
        let deep = BehaviourTestSupport.recordingDiagnostics { layer.add(chain(100_000), forKey: "deep") }
        #expect(deep.count == 1 && deep[0].contains("nested deeper than \(CAAnimationGroup.maximumNesting)"))
        #expect(layer.animationKeys() == nil)
        let atLimit = BehaviourTestSupport.recordingDiagnostics {
            layer.add(chain(CAAnimationGroup.maximumNesting), forKey: "limit")
        }
        #expect(atLimit.isEmpty)
        #expect(layer.animationKeys() == ["limit"])
    }
}

/// A layer whose draw(in:) marks itself again and flushes, as a confused app might.
private final class FlushingLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        setNeedsDisplay()
        CATransaction.flush()
    }
}

@Suite("Reliability: a flush from inside the display pass")
struct FlushInsideDisplayTests {
    @Test("flush() inside draw(in:) after setNeedsDisplay() draws once per commit; the mark waits for the next")
    func flushInDraw() {
        let layer = FlushingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.draws == 1)
        #expect(layer.needsDisplay())
        CATransaction.flush()
        #expect(layer.draws == 2)
    }
}

@Suite("Reliability: underline and strikethrough styles past Int's range")
struct HugeLineStyleTests {
    @Test("a style number beyond Int (1e19, ±1e300, infinity) is reported and ignored, not trapped on",
          arguments: [1e19, 1e300, -1e300, Double.infinity, 9_223_372_036_854_775_808.0])
    func outOfRange(value: Double) {
        for key in [NSAttributedString.Key.underlineStyle, .strikethroughStyle] {
            let layer = CATextLayer()
            let messages = BehaviourTestSupport.recordingDiagnostics {
                layer.string = NSAttributedString(string: "ab", attributes: [key: NSNumber(value: value)])
            }
            #expect(messages.count == 1 && messages[0].contains(key.rawValue), "\(messages)")
        }
    }

    @Test("Int.max and Int.min are styles (every option bit set), as NSUnderlineStyle(rawValue:) takes them",
          arguments: [Int.max, Int.min])
    func intExtremes(value: Int) {
        let layer = CATextLayer()
        let messages = BehaviourTestSupport.recordingDiagnostics {
            layer.string = NSAttributedString(string: "ab", attributes: [.underlineStyle: value])
        }
        #expect(messages.isEmpty, "\(messages)")
    }
}

@Suite("Reliability: keyframe tables are built once")
struct KeyframeTableSharingTests {
    @Test("a layer's copy of a keyframe animation shares the original's keyframes instead of rebuilding them")
    func copySharesTable() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        for i in 1...1000 { path.addQuadCurve(to: CGPoint(x: i, y: i % 2 * 10), control: CGPoint(x: Double(i) - 0.5, y: 20)) }
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.calculationMode = .paced
        let built = follow.table
        let copy = try #require(follow.copy() as? CAKeyframeAnimation)
        #expect(copy.table === built)
        // Changing a field of the copy builds its own from then on, leaving the original's alone.
        copy.calculationMode = .linear
        #expect(copy.table !== built && follow.table === built)
        #expect(copy.table.pathSegments.count == 1000 && !copy.table.isPaced)
    }
}
