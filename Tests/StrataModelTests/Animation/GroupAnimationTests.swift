import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// CAAnimationGroup as Apple documents it: the children run in the group's time (a child's
// parent time is the group's local time), are cut off at the group's duration, and their
// delegates and isRemovedOnCompletion are not used.

private final class Recorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop") }
}

@Suite("Animation: group")
struct GroupAnimationTests {
    private func opacity(_ animation: CAAnimation, at t: Double) -> (TimingPhase, Double?) {
        var target = DictionaryTarget(["opacity": CGFloat(-1), "position": CGPoint.zero])
        let phase = animation.apply(to: &target, atParentTime: t)
        return (phase, target.number("opacity"))
    }

    @Test("children run in the group's time")
    func childTime() {
        let child = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100))
        child.beginTime = 0.5
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 2
        group.beginTime = 1
        // Parent 2 → group local 1 → child local 0.5 of 1 s.
        #expect(AnimTest.close(opacity(group, at: 2).1, 50))
        // Parent 1.25 → group local 0.25: before the child's begin.
        #expect(opacity(group, at: 1.25).1 == -1)
        group.speed = 2
        // Parent 1.5 → group local (1.5 − 1) × 2 = 1 → child 0.5.
        #expect(AnimTest.close(opacity(group, at: 1.5).1, 50))
    }

    @Test("children are cut at the group's duration")
    func clipping() {
        let child = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100), duration: 2)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        #expect(AnimTest.close(opacity(group, at: 0.5).1, 25))
        let after = opacity(group, at: 1.5)
        #expect(after.0 == .after && after.1 == -1)
        // Filled forwards, the group holds its local time at its duration: the child shows
        // its value at 1 s of 2, never more.
        group.fillMode = .forwards
        #expect(AnimTest.close(opacity(group, at: 1.5).1, 50))
    }

    @Test("the group's timing function warps the children's time")
    func groupTimingFunction() {
        let child = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(100))
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        #expect(AnimTest.close(opacity(group, at: 0.3).1, 100 * AnimTest.easeIn(0.3), 1e-5))
    }

    @Test("several children on different properties, in order")
    func severalChildren() {
        let a = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(10))
        let b = AnimTest.basic("position", from: CGPoint.zero, to: CGPoint(x: 40, y: 80))
        let c = AnimTest.basic("opacity", by: CGFloat(1))
        let group = CAAnimationGroup()
        group.animations = [a, b, c]
        group.duration = 1
        var target = DictionaryTarget(["opacity": CGFloat(0), "position": CGPoint.zero])
        _ = group.apply(to: &target, atParentTime: 0.5)
        // a writes 5, c adds half of 1 on top.
        #expect(AnimTest.close(target.number("opacity"), 5.5))
        #expect(AnimTest.close(target.point("position"), CGPoint(x: 20, y: 40)))
    }

    @Test("children's delegates are not called by evaluation")
    func childDelegates() {
        let recorder = Recorder()
        let child = AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(1))
        child.delegate = recorder
        let group = CAAnimationGroup()
        group.animations = [child]
        for t in stride(from: 0.0, through: 2, by: 0.25) { _ = opacity(group, at: t) }
        #expect(recorder.events.isEmpty)
    }

    @Test("a copied group shares its child objects")
    func copySharesChildren() throws {
        let child = AnimTest.basic("opacity", to: CGFloat(1))
        let group = CAAnimationGroup()
        group.animations = [child]
        let copy = try #require(group.copy() as? CAAnimationGroup)
        #expect(copy !== group)
        #expect(copy.animations?.first === child)
        // The arrays are independent: adding to the copy does not change the original.
        copy.animations?.append(AnimTest.basic("opacity"))
        #expect(group.animations?.count == 1)
    }
}
