import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport
import Synchronization

private final class OrderRecorder: CALayerDelegate {
    var keys: [String] = []
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        keys.append(event)
        return nil
    }
}

/// `kCAOnOrderIn` and `kCAOnOrderOut`, as Apple documents them: the actions of a layer that
/// becomes visible (inserted into the visible layer tree, or no longer hidden) and of one that
/// stops being visible (removed from it, or hidden). A tree is visible here once committed.
@Suite("Animation: order actions")
struct OrderActionTests {
    /// A root that has been committed, and a new layer watched by a recorder.
    private func shownRoot() -> (root: CALayer, layer: CALayer, recorder: OrderRecorder) {
        let root = CALayer()
        CATransaction.flush()
        let layer = CALayer(), recorder = OrderRecorder()
        layer.delegate = recorder
        return (root, layer, recorder)
    }

    @Test("the keys are Apple's")
    func keys() {
        #expect(kCAOnOrderIn == "onOrderIn")
        #expect(kCAOnOrderOut == "onOrderOut")
    }

    @Test("inserted into a shown tree: onOrderIn; removed from it: onOrderOut; moved among siblings: none")
    func insertAndRemove() {
        let (root, layer, recorder) = shownRoot()
        let sibling = CALayer()
        root.addSublayer(sibling)
        root.addSublayer(layer)
        #expect(recorder.keys == [kCAOnOrderIn])
        root.insertSublayer(layer, below: sibling)
        root.insertSublayer(layer, at: 0)
        #expect(recorder.keys == [kCAOnOrderIn])
        layer.removeFromSuperlayer()
        #expect(recorder.keys == [kCAOnOrderIn, kCAOnOrderOut])
    }

    @Test("hidden and shown again: the hidden action, then onOrderOut or onOrderIn")
    func hiding() {
        let (root, layer, recorder) = shownRoot()
        root.addSublayer(layer)
        CATransaction.flush()
        recorder.keys = []
        layer.isHidden = true
        layer.isHidden = true
        layer.isHidden = false
        #expect(recorder.keys == ["hidden", kCAOnOrderOut, "hidden", kCAOnOrderIn])
    }

    @Test("setting sublayers: those that come run onOrderIn, those that leave onOrderOut, those that stay none")
    func replacingSublayers() {
        let (root, staying, stayingRecorder) = shownRoot()
        let leaving = CALayer(), coming = CALayer()
        let leavingRecorder = OrderRecorder(), comingRecorder = OrderRecorder()
        leaving.delegate = leavingRecorder
        coming.delegate = comingRecorder
        root.sublayers = [staying, leaving]
        stayingRecorder.keys = []
        leavingRecorder.keys = []
        root.sublayers = [coming, staying]
        #expect(stayingRecorder.keys == [])
        #expect(leavingRecorder.keys == [kCAOnOrderOut])
        #expect(comingRecorder.keys == [kCAOnOrderIn])
    }

    @Test("a tree never shown, or actions turned off: no order action is looked up")
    func notShown() {
        let root = CALayer(), layer = CALayer(), recorder = OrderRecorder()
        layer.delegate = recorder
        root.addSublayer(layer)
        layer.removeFromSuperlayer()
        #expect(recorder.keys.isEmpty)
        let shown = shownRoot()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shown.root.addSublayer(shown.layer)
        CATransaction.commit()
        #expect(shown.recorder.keys.isEmpty)
    }

    @Test("an animation in actions under onOrderIn is added to the layer as it arrives")
    func fadeIn() throws {
        let (root, layer, _) = shownRoot()
        layer.delegate = nil
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        layer.actions = [kCAOnOrderIn: fade]
        root.addSublayer(layer)
        let added = try #require(layer.animation(forKey: kCAOnOrderIn) as? CABasicAnimation)
        #expect(added.keyPath == "opacity")
    }
}

/// A flag another thread sets.
private final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
    func set() { value.store(true, ordering: .sequentiallyConsistent) }
}

/// `CATransaction.lock()` and `unlock()`: a recursive lock shared by every thread, as Apple's.
@Suite("Model: the transaction lock")
struct TransactionLockTests {
    @Test("taken twice on one thread, it keeps another thread out until given back twice")
    func recursiveAndShared() {
        CATransaction.lock()
        CATransaction.lock()
        let entered = Flag()
        let other = Thread {
            CATransaction.lock()
            entered.set()
            CATransaction.unlock()
        }
        other.start()
        // The other thread blocks while this one holds the lock: it has not entered after a wait
        // far longer than taking a free lock takes. Synchronous: the lock belongs to this thread.
        Thread.sleep(forTimeInterval: 0.1)
        let enteredWhileHeldTwice = entered.isSet
        CATransaction.unlock()
        Thread.sleep(forTimeInterval: 0.1)
        let enteredWhileHeldOnce = entered.isSet
        CATransaction.unlock()
        for _ in 0..<500 where !entered.isSet { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!enteredWhileHeldTwice)
        #expect(!enteredWhileHeldOnce)
        #expect(entered.isSet)
    }
}
