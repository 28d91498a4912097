import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// The spring m·x'' + c·x' + k·x = 0 from x(0) = 1, x'(0) = −v, checked two independent ways:
// a fourth-order Runge–Kutta integration of the equation itself (no closed form at all), and
// the textbook closed forms written out here for each damping regime.

/// x(t) by RK4 with a fixed step of 1e-4 s.
private func integrate(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double,
                       until t: Double) -> Double {
    var x = 1.0, u = -v
    let steps = Int((t / 1e-4).rounded())
    let h = t / Double(max(steps, 1))
    func acceleration(_ x: Double, _ u: Double) -> Double { -(c * u + k * x) / m }
    for _ in 0..<steps {
        let k1x = u, k1u = acceleration(x, u)
        let k2x = u + h / 2 * k1u, k2u = acceleration(x + h / 2 * k1x, u + h / 2 * k1u)
        let k3x = u + h / 2 * k2u, k3u = acceleration(x + h / 2 * k2x, u + h / 2 * k2u)
        let k4x = u + h * k3u, k4u = acceleration(x + h * k3x, u + h * k3u)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
    }
    return x
}

/// The last time |x| ≥ 0.001, by scanning x(t) forward in steps of 1e-5 s up to `horizon`.
private func lastCrossing(_ x: (Double) -> Double, horizon: Double) -> Double {
    var last = 0.0
    var t = 0.0
    while t <= horizon {
        if abs(x(t)) >= 0.001 { last = t }
        t += 1e-5
    }
    return last
}

@Suite("AnimationMath: spring solver")
struct AnimationMathSpringSolverTests {
    static let springs: [(m: Double, k: Double, c: Double, v: Double)] = [
        (1, 100, 10, 0),     // ζ = 0.5, Apple's defaults
        (1, 100, 10, 8),     // pushed toward the target
        (2, 300, 5, -4),     // lightly damped, pulled away first
        (1, 100, 20, 5),     // ζ = 1: critical
        (1, 100, 50, -3),    // ζ = 2.5: over-damped
        (3, 12, 40, 2),      // heavily over-damped
    ]

    @Test("the fraction is 1 − x(t) of an RK4 integration of the equation", arguments: 0..<6)
    func matchesIntegration(index: Int) {
        let s = AnimationMathSpringSolverTests.springs[index]
        let solver = SpringSolver(mass: s.m, stiffness: s.k, damping: s.c, initialVelocity: s.v)
        for t in [0.05, 0.1, 0.25, 0.5, 0.8, 1.3] {
            let x = integrate(mass: s.m, stiffness: s.k, damping: s.c, velocity: s.v, until: t)
            #expect(abs(solver.fraction(at: t) - (1 - x)) < 1e-8, "spring \(index) at \(t)")
        }
    }

    @Test("under-damped: e^{−ζω₀t}(cos ω_d t + (ζω₀ − v)/ω_d · sin ω_d t)")
    func underdampedClosedForm() {
        // m = 1, k = 100, c = 10, v = 8: ω₀ = 10, ζ = 10 / (2·10) = 0.5, ω_d = 10·√0.75.
        let omegaD = 10 * 0.75.squareRoot()
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 8)
        for t in stride(from: 0.0, through: 2, by: 0.125) where t > 0 {
            let x = exp(-5 * t) * (cos(omegaD * t) + (5 - 8) / omegaD * sin(omegaD * t))
            #expect(abs(solver.fraction(at: t) - (1 - x)) < 1e-12)
        }
    }

    @Test("critically damped: (1 + (ω₀ − v)t)e^{−ω₀t}")
    func criticalClosedForm() {
        // m = 1, k = 100, c = 20: ζ = 20 / (2·10) = 1, ω₀ = 10.
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5)
        for t in stride(from: 0.0, through: 2, by: 0.125) where t > 0 {
            let x = (1 + (10 - 5) * t) * exp(-10 * t)
            #expect(abs(solver.fraction(at: t) - (1 - x)) < 1e-12)
        }
    }

    @Test("over-damped: C₁e^{r₁t} + C₂e^{r₂t} with r = −ω₀(ζ ∓ √(ζ² − 1))")
    func overdampedClosedForm() {
        // m = 1, k = 100, c = 50: ζ = 2.5, √(ζ² − 1) = √5.25; r₁ = −10(2.5 − √5.25), r₂ = −10(2.5 + √5.25).
        let root = 5.25.squareRoot()
        let r1 = -10 * (2.5 - root), r2 = -10 * (2.5 + root)
        // C₁ + C₂ = 1 and r₁C₁ + r₂C₂ = −v = 3.
        let c2 = (3 - r1) / (r2 - r1), c1 = 1 - c2
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 50, initialVelocity: -3)
        for t in stride(from: 0.0, through: 2, by: 0.125) where t > 0 {
            let x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
            #expect(abs(solver.fraction(at: t) - (1 - x)) < 1e-12)
        }
    }

    @Test("it starts at 0 and comes to rest at 1")
    func ends() {
        for s in AnimationMathSpringSolverTests.springs {
            let solver = SpringSolver(mass: s.m, stiffness: s.k, damping: s.c, initialVelocity: s.v)
            #expect(solver.fraction(at: 0) == 0)
            #expect(solver.fraction(at: -1) == 0)
            #expect(abs(solver.fraction(at: 300) - 1) < 1e-9)
        }
    }

    @Test("zero damping oscillates forever: 1 − cos ω₀t, and never settles")
    func undamped() {
        let solver = SpringSolver(mass: 4, stiffness: 16, damping: 0, initialVelocity: 0)
        // ω₀ = √(16/4) = 2.
        for t in [0.3, 1.0, 7.5] { #expect(abs(solver.fraction(at: t) - (1 - cos(2 * t))) < 1e-12) }
        #expect(solver.settlingDuration == .infinity)
    }

    @Test("bad parameters give a finished spring")
    func invalid() {
        let bad = [
            SpringSolver(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0),
            SpringSolver(mass: -1, stiffness: 100, damping: 10, initialVelocity: 0),
            SpringSolver(mass: 1, stiffness: 0, damping: 10, initialVelocity: 0),
            SpringSolver(mass: 1, stiffness: 100, damping: -1, initialVelocity: 0),
            SpringSolver(mass: .nan, stiffness: 100, damping: 10, initialVelocity: 0),
            SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: .nan),
        ]
        for solver in bad {
            #expect(solver.fraction(at: 0.5) == 1)
            #expect(solver.fraction(at: 0) == 1)
            #expect(solver.settlingDuration == 0)
        }
    }

    @Test("settling duration is when the motion's decaying bound reaches 0.001, the motion within it after",
          arguments: 0..<6)
    func settling(index: Int) {
        let s = AnimationMathSpringSolverTests.springs[index]
        let solver = SpringSolver(mass: s.m, stiffness: s.k, damping: s.c, initialVelocity: s.v)
        // The closed forms' bounds, picked by ζ, so that the scan does not use the code under
        // test: under-damped (1 + |B|)e^{−ζω₀t} for cos + B·sin, critical (1 + |b|t)e^{−ω₀t},
        // over-damped |1 − c₂|e^{r₁t} + |c₂|e^{r₂t}.
        let omega0 = (s.k / s.m).squareRoot(), zeta = s.c / (2 * (s.k * s.m).squareRoot())
        let bound: (Double) -> Double
        if abs(zeta - 1) < 1e-12 {
            bound = { t in (1 + abs(omega0 - s.v) * t) * exp(-omega0 * t) }
        } else if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            bound = { t in (1 + abs((zeta * omega0 - s.v) / wd)) * exp(-zeta * omega0 * t) }
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (-s.v - r1) / (r2 - r1)
            bound = { t in abs(1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
        }
        let expected = lastCrossing(bound, horizon: 40)
        #expect(expected > 0 && expected < 39, "the scan must see the whole motion")
        #expect(abs(solver.settlingDuration - expected) < 2e-5, "expected \(expected), got \(solver.settlingDuration)")
        // And the motion really stays within the threshold afterwards.
        var t = solver.settlingDuration + 1e-4
        while t < solver.settlingDuration + 3 {
            #expect(abs(1 - solver.fraction(at: t)) < 0.001)
            t += 0.01
        }
    }

    @Test("Apple's example: mass 1, stiffness 100, damping 5 settles in about 2.85 s, damping 15 in just over 1 s")
    func appleSettlingExample() {
        // CASpringAnimation.settlingDuration: "With a damping coefficient of 5, the settling
        // duration is approximately 2.85 seconds … changing the damping property to 15 reduces
        // the settling duration to just over 1 second."
        let five = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0).settlingDuration
        let fifteen = SpringSolver(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0).settlingDuration
        #expect(abs(five - 2.85) < 0.01, "\(five)")
        #expect(fifteen > 1 && fifteen < 1.05, "\(fifteen)")
    }

    @Test("Apple's default spring (m 1, k 100, c 10) settles about 1.47 s after release")
    func defaultSettling() {
        // ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75: x = e^{−5t}(cos ω_d t + (5/ω_d) sin ω_d t), bounded by
        // (1 + 5/ω_d)e^{−5t}, which is 0.001 at t = ln(1000·(1 + 5/ω_d)) / 5 ≈ 1.4727.
        let expected = log(1000 * (1 + 5 / (10 * 0.75.squareRoot()))) / 5
        let d = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).settlingDuration
        #expect(abs(d - expected) < 1e-9, "\(d)")
    }
}
