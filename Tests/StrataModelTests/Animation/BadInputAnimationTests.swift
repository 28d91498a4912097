import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Bad input never crashes: the animation is ignored (the target keeps its value) and one
// message goes through StrataDiagnostics, however many frames evaluate it.

@Suite("Animation: bad input", .serialized)
struct BadInputAnimationTests {
    /// Applies `animation` twice to an opacity of 7 (plus a position); expects it untouched and
    /// exactly one message.
    private func expectIgnored(_ animation: CAAnimation, _ sourceLocation: SourceLocation = #_sourceLocation) {
        var target = DictionaryTarget(["opacity": CGFloat(7), "position": CGPoint(x: 1, y: 2)])
        var phases: [TimingPhase] = []
        let messages = AnimTest.animationDiagnostics {
            phases.append(animation.apply(to: &target, atParentTime: 0.5))
            phases.append(animation.apply(to: &target, atParentTime: 0.6))
        }
        #expect(target.number("opacity") == 7, sourceLocation: sourceLocation)
        #expect(target.point("position") == CGPoint(x: 1, y: 2), sourceLocation: sourceLocation)
        #expect(messages.count == 1, "\(messages)", sourceLocation: sourceLocation)
        #expect(phases == [.after, .after], sourceLocation: sourceLocation)
    }

    private func valid() -> CABasicAnimation { AnimTest.basic("opacity", from: CGFloat(0), to: CGFloat(1)) }

    @Test("NaN or negative duration")
    func duration() {
        let negative = valid()
        negative.duration = -1
        expectIgnored(negative)
        let nan = valid()
        nan.duration = .nan
        expectIgnored(nan)
    }

    @Test("NaN or infinite speed, NaN repeat count, infinite begin time")
    func timing() {
        let nan = valid()
        nan.speed = .nan
        expectIgnored(nan)
        let infinite = valid()
        infinite.speed = .infinity
        expectIgnored(infinite)
        let repeats = valid()
        repeats.repeatCount = .nan
        expectIgnored(repeats)
        let begin = valid()
        begin.beginTime = .infinity
        expectIgnored(begin)
    }

    @Test("no key path, a malformed one, or one that names no property")
    func keyPaths() {
        let none = valid()
        none.keyPath = nil
        expectIgnored(none)
        let malformed = valid()
        malformed.keyPath = "opacity..x"
        expectIgnored(malformed)
        let unknown = valid()
        unknown.keyPath = "nonexistent"
        expectIgnored(unknown)
        let badSub = valid()
        badSub.keyPath = "position.w"
        expectIgnored(badSub)
    }

    @Test("values of the wrong type")
    func wrongType() {
        expectIgnored(AnimTest.basic("opacity", from: "a", to: "b"))
        expectIgnored(AnimTest.basic("opacity", to: CGPoint(x: 1, y: 1)))
        expectIgnored(AnimTest.basic("position", by: CGFloat(3)))
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [CGPoint.zero, CGPoint(x: 1, y: 1)]
        keyframes.duration = 1
        expectIgnored(keyframes)
    }

    @Test("keyframes: none, empty, empty path")
    func keyframes() {
        let none = CAKeyframeAnimation(keyPath: "opacity")
        expectIgnored(none)
        let empty = CAKeyframeAnimation(keyPath: "opacity")
        empty.values = []
        expectIgnored(empty)
        let emptyPath = CAKeyframeAnimation(keyPath: "position")
        emptyPath.path = CGMutablePath()
        expectIgnored(emptyPath)
    }

    @Test("spring parameters that describe no spring")
    func spring() {
        for (mass, stiffness, damping) in [(0.0, 100.0, 10.0), (1, -5, 10), (1, 100, -1), (.nan, 100, 10)] {
            let s = CASpringAnimation(keyPath: "opacity")
            s.toValue = CGFloat(1)
            s.mass = CGFloat(mass)
            s.stiffness = CGFloat(stiffness)
            s.damping = CGFloat(damping)
            expectIgnored(s)
        }
    }

    @Test("a group that contains itself")
    func selfContainingGroup() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.animations = [group]
        var target = DictionaryTarget(["opacity": CGFloat(7)])
        let messages = AnimTest.animationDiagnostics {
            _ = group.apply(to: &target, atParentTime: 0.5)
        }
        #expect(target.number("opacity") == 7)
        #expect(messages.count == 1)
        // Break the cycle so the group can be freed.
        group.animations = nil
    }

    @Test("a value of the wrong type for a property key is reported and ignored")
    func keyValueCodingType() {
        let a = valid()
        a.duration = 2
        let log = BehaviourTestSupport.recordingDiagnostics {
            a.setValue("long", forKey: "duration")
        }
        #expect(a.duration == 2)
        #expect(log.contains { $0.contains("duration") })
    }

    @Test("a valid animation reports nothing")
    func validIsSilent() {
        var target = DictionaryTarget(["opacity": CGFloat(7)])
        let messages = AnimTest.animationDiagnostics {
            _ = valid().apply(to: &target, atParentTime: 0.5)
        }
        #expect(messages.isEmpty)
        #expect(target.number("opacity") == 0.5)
    }
}
