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

    @Test("a negative bounce is critically damped unless allowsOverdamping")
    func overdamping() {
        let spring = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        let root = (4 * CGFloat.pi * CGFloat.pi).squareRoot()   // √stiffness = 2π
        #expect(!spring.allowsOverdamping)
        #expect(close(spring.damping, 2 * root) && close(spring.bounce, 0))
        spring.allowsOverdamping = true
        // Ratio 1 / (1 − 0.5) = 2.
        #expect(close(spring.damping, 4 * root) && close(spring.bounce, -0.5))
        // A copy keeps both.
        let copy = spring.copy() as? CASpringAnimation
        #expect(copy?.allowsOverdamping == true && copy.map { close($0.damping, 4 * root) } == true)
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
