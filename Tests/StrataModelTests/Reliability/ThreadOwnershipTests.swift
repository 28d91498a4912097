import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// A layer tree belongs to one thread. Changing a layer's animations from a thread other than
// the one whose transactions run them raced with that thread's flushes and frames (a window
// trapped within half a second); it is refused, reported once per layer, and allowed again
// once the owning thread has no animation left on the layer.

/// Runs `body` on a new thread with its own diagnostics handler; returns what it reported.
private func onAnotherThread(_ body: @escaping @Sendable () -> Void) -> [String] {
    let log = BehaviourTestSupport.Log()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        StrataDiagnostics.withHandler({ log.append($0) }, operation: body)
        done.signal()
    }
    done.wait()
    return log.entries
}

/// A layer handed between threads by the test (the misuse under test).
private final class Handed: @unchecked Sendable {
    let layer = CALayer()

    /// A layer running, on this thread, an opacity animation "mine" over 10…11 s.
    static func animatedHere() -> Handed {
        let handed = Handed()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.beginTime = 10
        fade.duration = 1
        handed.layer.add(fade, forKey: "mine")
        return handed
    }
}

@Suite("Reliability: animations changed from another thread")
struct ThreadOwnershipTests {
    @Test("another thread's add and remove are refused, once reported, while this thread animates the layer")
    func foreignChangesAreRefused() {
        let handed = Handed.animatedHere()
        let reports = onAnotherThread {
            for index in 0..<100 { handed.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "theirs\(index)") }
            handed.layer.removeAnimation(forKey: "mine")
            handed.layer.removeAllAnimations()
        }
        #expect(handed.layer.animationKeys() == ["mine"])
        #expect(reports.count == 1 && reports[0].contains("run on another thread"), "\(reports)")
    }

    @Test("once this thread's animations of the layer are over, another thread may animate it")
    func ownershipEndsWithTheAnimations() {
        let handed = Handed.animatedHere()
        handed.layer.advanceAnimations(toMediaTime: 12)
        AnimationRegistry.beginPendingAnimations(atMediaTime: 12)
        #expect(handed.layer.animationKeys() == nil)
        let reports = onAnotherThread {
            handed.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "theirs")
        }
        #expect(reports.isEmpty, "\(reports)")
        #expect(handed.layer.animationKeys() == ["theirs"])
    }
}
