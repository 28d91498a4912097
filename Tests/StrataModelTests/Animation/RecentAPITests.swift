import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Apple's API since 2023. The perceptual spring follows the model SwiftUI documents for
// Spring(duration:bounce:): mass 1, stiffness (2π / duration)², damping ratio 1 − bounce for a
// bounce ≥ 0 and 1 / (1 + bounce) below 0, damping = ratio × 2√(mass × stiffness). Expected
// numbers are worked out here from that model.

@Suite("Apple API since 2023: perceptual springs, dynamic range properties")
struct RecentAPITests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test("init(perceptualDuration:bounce:) sets the physics and reads back")
    func perceptualSpring() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        let stiffness = pow(2 * CGFloat.pi / 0.5, 2)          // 157.91…
        #expect(spring.mass == 1 && close(spring.stiffness, stiffness))
        #expect(close(spring.damping, 0.7 * 2 * stiffness.squareRoot()))
        #expect(close(spring.perceptualDuration, 0.5) && close(spring.bounce, 0.3))
        // No bounce: critically damped; bounce 1: undamped.
        #expect(close(CASpringAnimation(perceptualDuration: 1, bounce: 0).damping, 2 * 2 * .pi))
        #expect(CASpringAnimation(perceptualDuration: 1, bounce: 1).damping == 0)
    }

    @Test("the default spring reads as 0.628 s with a bounce of 0.5")
    func defaultSpringReadsBack() {
        let spring = CASpringAnimation()
        // 2π√(1/100) and 1 − 10 / (2√100).
        #expect(close(spring.perceptualDuration, 2 * .pi / 10) && close(spring.bounce, 0.5))
    }

    @Test("a perceptual spring allows overdamping: a negative bounce overdamps and reads back")
    func overdamping() {
        // Apple's header: a spring made by this initializer "will have allowsOverdamping set to
        // true (so will use overdamping when a negative bounce is specified)".
        let spring = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        let root = (4 * CGFloat.pi * CGFloat.pi).squareRoot()   // √stiffness = 2π
        #expect(spring.allowsOverdamping)
        // Ratio 1 / (1 − 0.5) = 2.
        #expect(close(spring.damping, 4 * root) && close(spring.bounce, -0.5))
        // A copy keeps both.
        let copy = spring.copy() as? CASpringAnimation
        #expect(copy?.allowsOverdamping == true && copy.map { close($0.damping, 4 * root) } == true)
        // Below −1 the bounce is taken as −0.99.
        #expect(close(CASpringAnimation(perceptualDuration: 1, bounce: -5).bounce, -0.99))
    }

    @Test("without allowsOverdamping, damping above critical moves as critical damping")
    func overdampingTreatedAsCritical() {
        // Apple's header: "Whether true overdamping is allowed (otherwise it is treated as
        // critically damped). Defaults to false." Mass 1, stiffness 100: critical damping is 20.
        let critical = CASpringAnimation(), over = CASpringAnimation()
        critical.damping = 20
        over.damping = 30
        #expect(!over.allowsOverdamping)
        #expect(over.settlingDuration == critical.settlingDuration)
        // Allowed, ζ = 1.5 settles more slowly than critical damping (its slow root is −3.82,
        // against −10).
        over.allowsOverdamping = true
        #expect(over.settlingDuration > critical.settlingDuration)
        // The motion: critical x(0.1) = (1 + 10 · 0.1) e^{−1} = 0.735759; overdamped (roots
        // −15 ± 5√5 = −3.819660 and −26.180340, C₁ = 1.170820, C₂ = −0.170820) x(0.1) = 0.786646.
        let treated = SpringSolver(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0, allowsOverdamping: false)
        let allowed = SpringSolver(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0, allowsOverdamping: true)
        #expect(abs(treated.displacement(at: 0.1) - 0.735759) < 1e-6)
        #expect(abs(allowed.displacement(at: 0.1) - 0.786646) < 1e-6)
    }

    @Test("a perceptual duration that is not a positive number is refused when added")
    func badPerceptualDuration() {
        let layer = CALayer()
        var reports: [String] = []
        for duration in [0.0, -1, .nan] {
            let spring = CASpringAnimation(perceptualDuration: duration, bounce: 0)
            spring.keyPath = "opacity"
            reports += BehaviourTestSupport.recordingDiagnostics { layer.add(spring, forKey: "s") }
        }
        #expect(reports.count == 3 && reports.allSatisfy { $0.contains("not a positive number") }, "\(reports)")
        #expect(layer.animationKeys() == nil)
    }

    @Test("dynamic range properties: Apple's defaults, stored, key-value coded")
    func dynamicRange() {
        let layer = CALayer()
        #expect(layer.toneMapMode == .automatic && layer.preferredDynamicRange == .automatic)
        #expect(layer.contentsHeadroom == 0 && !layer.wantsExtendedDynamicRangeContent)
        layer.preferredDynamicRange = .high
        layer.setValue("never", forKey: "toneMapMode")
        layer.setValue(2.5, forKey: "contentsHeadroom")
        layer.setValue(true, forKey: "wantsExtendedDynamicRangeContent")
        #expect(layer.value(forKey: "preferredDynamicRange") as? CADynamicRange == .high)
        #expect(layer.toneMapMode == .never && layer.contentsHeadroom == 2.5 && layer.wantsExtendedDynamicRangeContent)
        #expect(CALayer.defaultValue(forKey: "toneMapMode") as? CAToneMapMode == .automatic)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        #expect((animation.copy() as? CAAnimation)?.preferredFrameRateRange == animation.preferredFrameRateRange)
    }
}
