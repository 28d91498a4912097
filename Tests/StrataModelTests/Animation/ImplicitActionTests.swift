import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

private final class ActionDelegate: CALayerDelegate {
    var answer: CAAction?
    func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
}

/// Implicit actions as Core Animation documents them: a change of an animatable property of a
/// layer that has been committed looks up `action(forKey:)` (delegate, `actions`,
/// `style["actions"]`, `defaultAction(forKey:)`; `NSNull` stops the search) and by default adds a
/// 0.25 s `CABasicAnimation` of the property from the value shown before the change.
@Suite("Animation: implicit actions")
struct ImplicitActionTests {
    /// A layer in a tree that has been committed.
    /// What a renderer drawing `layer`'s tree does as it begins a frame now: its animations
    /// start and end by the frame's time (`CARenderer.beginFrame(atTime:timeStamp:)`).
    private func drawFrame(of layer: CALayer) {
        AnimationRegistry.advance(under: layer.rootAncestor, toMediaTime: CACurrentMediaTime())
    }

    private func shownLayer() -> CALayer {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        return layer
    }

    @Test("the default action is a 0.25 s basic animation from the old value, under the property's key")
    func defaultAction() throws {
        let layer = shownLayer()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.keyPath == "opacity")
        #expect(animation.duration == 0.25)
        #expect((animation.fromValue as? Float) == 1)
        #expect(animation.toValue == nil)
        #expect(layer.opacity == 0.5)
    }

    @Test("frame is not animatable itself: setting it animates position and bounds")
    func frameAnimatesItsParts() {
        let layer = shownLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
    }

    @Test("the transaction's duration and timing function; with actions turned off nothing is added")
    func transactionSettings() throws {
        let layer = shownLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "position"))
        #expect(animation.duration == 2)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeIn))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 4
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        // Settings end with their transaction.
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
    }

    @Test("search order: the delegate first, then actions, then style; NSNull stops it")
    func searchOrder() throws {
        let layer = shownLayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        let fromActions = CABasicAnimation()
        fromActions.duration = 3
        let fromStyle = CABasicAnimation()
        fromStyle.duration = 4
        layer.style = ["actions": ["opacity": fromStyle] as [String: CAAction]]
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 4)
        layer.actions = ["opacity": fromActions]
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 3)
        let fromDelegate = CABasicAnimation()
        fromDelegate.duration = 5
        delegate.answer = fromDelegate
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 5)
        delegate.answer = NSNull()
        #expect(layer.action(forKey: "opacity") == nil)
        layer.opacity = 0.3
        #expect(layer.animationKeys() == nil)
        delegate.answer = nil
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @Test("the style hierarchy is searched in turn: a nested style's actions, the shallowest first")
    func nestedStyleActions() {
        // CALayer.h: action(forKey:) looks "in any `actions' dictionaries in the `style'
        // hierarchy", a style's "style" key holding the next level.
        let layer = shownLayer()
        let deep = CABasicAnimation(), shallow = CABasicAnimation()
        deep.duration = 7
        shallow.duration = 8
        layer.style = ["style": ["actions": ["opacity": deep, "zPosition": deep] as [String: CAAction]] as [AnyHashable: Any],
                       "actions": ["zPosition": shallow] as [String: CAAction]]
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 7)
        #expect((layer.action(forKey: "zPosition") as? CABasicAnimation)?.duration == 8)
    }

    @Test("a layer made in the current transaction appears as set, without animating")
    func newLayer() {
        let layer = CALayer()
        layer.opacity = 0.2
        #expect(layer.animationKeys() == nil)
    }

    @Test("the completion block runs at the commit when no animation was added")
    func completionWithoutAnimations() {
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        #expect(ran == 0)
        CATransaction.commit()
        #expect(ran == 1)
    }

    @Test("the completion block waits for every animation added after it to finish or be removed")
    func completionWaits() {
        let layer = shownLayer()
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        let long = CABasicAnimation(keyPath: "opacity")
        long.duration = 1000
        layer.add(long, forKey: "long")
        let past = CABasicAnimation(keyPath: "position.x")
        past.duration = 1
        past.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - 10   // already over
        layer.add(past, forKey: "past")
        CATransaction.commit()
        // A commit ends nothing; the first frame drawn after it removes "past", and "long" runs on.
        #expect(layer.animationKeys()?.sorted() == ["long", "past"])
        drawFrame(of: layer)
        #expect(layer.animationKeys() == ["long"])
        #expect(ran == 0)
        layer.removeAnimation(forKey: "long")
        #expect(ran == 1)
    }

    @Test("delegates hear start and stop; removal reports finished: false")
    func delegates() {
        final class Recorder: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let layer = shownLayer()
        let recorder = Recorder()
        let past = CABasicAnimation(keyPath: "opacity")
        past.duration = 1
        past.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - 10
        past.delegate = recorder
        layer.add(past, forKey: "past")
        CATransaction.flush()
        #expect(recorder.events.isEmpty)
        drawFrame(of: layer)
        #expect(recorder.events == ["start", "stop true"])
        let running = CABasicAnimation(keyPath: "opacity")
        running.duration = 1000
        running.delegate = recorder
        layer.add(running, forKey: "running")
        layer.removeAllAnimations()
        #expect(recorder.events.last == "stop false")
    }
}

/// Whether a new layer animates its set-up depends on its own thread's transactions alone: a
/// flush on another thread (another window's run loop, a test running alongside) commits nothing
/// made here.
@Suite("Animation: a layer's first commit is its own thread's")
struct FirstCommitThreadTests {
    /// Flushes on a thread of its own and waits for it.
    private func flushOnAnotherThread() {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            CATransaction.flush()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    @Test("a layer made here and set up after another thread's flush appears as it is")
    func otherThreadsFlushCommitsNothingHere() {
        let layer = CALayer()
        flushOnAnotherThread()
        layer.position = CGPoint(x: 200, y: 50)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        // This thread's flush is the layer's first commit: its next change animates.
        CATransaction.flush()
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test("a layer made on another thread and changed here has been committed by that thread's flush")
    func madeElsewhereAndFlushedThere() throws {
        // Handed over through the semaphore, which orders the other thread's writes first.
        final class Made: @unchecked Sendable { var layer: CALayer? }
        let made = Made()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            made.layer = CALayer()
            CATransaction.flush()
            done.signal()
        }
        thread.start()
        done.wait()
        let layer = try #require(made.layer)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
    }
}
