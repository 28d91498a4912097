import Foundation
import Testing
@testable import StrataModel

// Springs far outside everyday parameters keep the closed form's precision. For m·r² + c·r + k = 0
// the slow root, written without cancellation, is r₁ = 2k / (−c − √(c² − 4mk)); with m = 1 and
// k = c = K ≫ 1 it is −1 − 1/K + O(1/K²), and the fast root r₂ = k / (m·r₁) ≈ −K. The fast term's
// weight is (v₀ − r₁) / (r₂ − r₁) ≈ −1/K, so x(t) = e^{−t} to within 1/K and the progress
// 1 − x(t) at 5 s is 1 − e^{−5} = 0.993262…; x falls to a thousandth at t = ln 1000 = 6.907755…

@Suite("Reliability: springs with extreme parameters")
struct SpringExtremesTests {
    @Test("stiffness = damping = K ≫ 1 moves as 1 − e^(−t)", arguments: [1e8, 1e16, 1e20, 1e100])
    func hugeStiffnessAndDamping(k: Double) {
        let solver = SpringSolver(mass: 1, stiffness: k, damping: k, initialVelocity: 0)
        for t in [0.5, 1.0, 5.0] {
            #expect(abs(solver.fraction(at: t) - (1 - exp(-t))) < 1e-7, "t = \(t): \(solver.fraction(at: t))")
        }
        #expect(abs(solver.settlingDuration - log(1000.0)) < 1e-3, "\(solver.settlingDuration)")
    }

    @Test("damping 1e300 barely moves in 5 s and is never NaN")
    func enormousDamping() {
        // ζ = 5e299: r₁ = −1/(2ζ) = −1e−300, so 1 − x(5) = 5e−300, zero to double precision.
        let solver = SpringSolver(mass: 1, stiffness: 1, damping: 1e300, initialVelocity: 0)
        for t in [0.001, 5.0, 1e6] {
            let f = solver.fraction(at: t)
            #expect(f.isFinite && f >= 0 && f < 1e-12, "t = \(t): \(f)")
        }
    }

    @Test("mass and stiffness whose product or ratio overflows a double still give a finite motion")
    func overflowingProducts() {
        // k/m = 1e300 / 1e-300 overflows: infinitely stiff, the value is at its target at once.
        let stiff = SpringSolver(mass: 1e-300, stiffness: 1e300, damping: 10, initialVelocity: 0)
        #expect(stiff.fraction(at: 0.01) == 1)
        // k·m = 1e400 overflows, yet ω₀ = 1 and ζ = 1e200 / (2·1e200) = 0.5 are ordinary.
        let balanced = SpringSolver(mass: 1e200, stiffness: 1e200, damping: 1e200, initialVelocity: 0)
        let reference = SpringSolver(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0)
        for t in [0.5, 2.0, 8.0] {
            #expect(abs(balanced.fraction(at: t) - reference.fraction(at: t)) < 1e-12)
        }
    }
}
