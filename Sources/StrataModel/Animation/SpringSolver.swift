import Foundation

/// The closed-form motion of a damped spring, as Core Animation's `CASpringAnimation` models
/// it: `m·x'' + c·x' + k·x = 0`, where x is the displacement from the target, starting at
/// x(0) = 1 (the whole distance still to go) with velocity x'(0) = −initialVelocity
/// (`initialVelocity` is positive toward the target, in units of the distance per second, as
/// Apple's). Evaluated per frame: the constants are solved once here, each sample is plain
/// arithmetic.
struct SpringSolver: Sendable {
    private enum Regime: Sendable {
        /// Parameters that do not describe a spring: treated as already at rest on the target.
        case invalid
        /// ζ < 1: x = e^{−ζω₀t}(A cos ω_d t + B sin ω_d t).
        case underdamped(decay: Double, omega: Double, a: Double, b: Double)
        /// ζ = 1: x = (A + B t) e^{−ω₀t}.
        case critical(omega: Double, a: Double, b: Double)
        /// ζ > 1: x = C₁ e^{r₁t} + C₂ e^{r₂t}.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private let regime: Regime

    /// Creates the solution for a spring of the given mass, stiffness and damping whose
    /// value starts moving at `initialVelocity`; without `allowsOverdamping`, damping above
    /// critical moves as critical damping. Mass or stiffness ≤ 0, negative damping, or
    /// any NaN or infinite parameter give a spring that is already finished (fraction 1),
    /// since no real motion converges for them; Apple does not document this case.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool = true) {
        guard mass > 0, stiffness > 0, damping >= 0, mass.isFinite, stiffness.isFinite,
              damping.isFinite, initialVelocity.isFinite else {
            regime = .invalid
            return
        }
        // Square roots taken apart, so that k·m and k/m cannot overflow between 1e±308.
        let omega0 = stiffness.squareRoot() / mass.squareRoot()
        let zeta = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
        guard omega0.isFinite, omega0 > 0, zeta.isFinite else {
            // Infinitely stiff (or with damping beyond any scale): the motion is over at once.
            regime = .invalid
            return
        }
        let x0 = 1.0, v0 = -initialVelocity
        if abs(zeta - 1) < 1e-9 || (zeta > 1 && !allowsOverdamping) {
            regime = .critical(omega: omega0, a: x0, b: v0 + omega0 * x0)
        } else if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            regime = .underdamped(decay: zeta * omega0, omega: omegaD, a: x0,
                                  b: (v0 + zeta * omega0 * x0) / omegaD)
        } else {
            // √(ζ² − 1) as ζ·√((1 − 1/ζ)(1 + 1/ζ)), which cannot overflow for ζ up to 1e308.
            // The slow root −ω₀(ζ − √(ζ² − 1)) cancels to 0 for large ζ (ζ = 5e9 gave a spring
            // that never moved); written as −ω₀ / (ζ + √(ζ² − 1)), its product with the fast root
            // being ω₀², it keeps full precision.
            let root = zeta * ((1 - 1 / zeta) * (1 + 1 / zeta)).squareRoot()
            let r1 = -omega0 / (zeta + root), r2 = -omega0 * (zeta + root)
            // C₁ + C₂ = x₀ and r₁C₁ + r₂C₂ = v₀.
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    /// The displacement x(t) still to go (1 at t = 0, 0 at the target); 0 for an invalid spring.
    func displacement(at t: Double) -> Double {
        switch regime {
        case .invalid:
            return 0
        case let .underdamped(decay, omega, a, b):
            return exp(-decay * t) * (a * cos(omega * t) + b * sin(omega * t))
        case let .critical(omega, a, b):
            return (a + b * t) * exp(-omega * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The progress from the start (0) to the target (1) at `t` seconds: 1 − x(t). It
    /// overshoots past 1 when the spring is under-damped. Times before 0 give 0; an invalid
    /// spring gives 1.
    func fraction(at t: Double) -> Double {
        if case .invalid = regime { return 1 }
        guard t > 0 else { return 0 }
        guard t.isFinite else { return t.isNaN ? 0 : 1 }
        return 1 - displacement(at: t)
    }

    /// How long the spring takes to settle: when an envelope that bounds |x(t)| from above and
    /// decreases falls to 0.001, a thousandth of the distance: (|A| + |B|)e^{−ζω₀t} when
    /// under-damped (a bound of A cos ω_d t + B sin ω_d t), (|A| + |B|t)e^{−ω₀t} when
    /// critical, |C₁|e^{r₁t} + |C₂|e^{r₂t} when over-damped. The motion stays within the
    /// threshold after it. This reproduces Apple's documented example (mass 1, stiffness 100:
    /// damping 5 settles in about 2.85 s, damping 15 in just over a second), where the last
    /// time the motion itself reaches the threshold comes earlier (2.69 s and 0.80 s). Zero
    /// damping never settles (infinity); an invalid spring has settled (0).
    var settlingDuration: Double {
        let threshold = 0.001
        let bound: Double
        switch regime {
        case .invalid:
            return 0
        case let .underdamped(decay, _, a, b):
            guard decay > 0 else { return .infinity }
            bound = log((abs(a) + abs(b)) / threshold) / decay
        case let .critical(omega, a, b):
            bound = Self.envelopeCrossing(threshold) { t in (abs(a) + abs(b) * t) * exp(-omega * t) }
        case let .overdamped(r1, r2, c1, c2):
            bound = Self.envelopeCrossing(threshold) { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
        }
        return bound.isNaN ? 0 : Swift.max(bound, 0)
    }

    /// The time after which a bounding envelope stays below `threshold`: the envelope is
    /// unimodal, so grow an interval until it is below and beyond the peak, then bisect.
    private static func envelopeCrossing(_ threshold: Double, _ envelope: (Double) -> Double) -> Double {
        var high = 1e-3
        // Past the peak means still decreasing at `high`; 200 doublings cover any finite spring.
        var doublings = 0
        while doublings < 200, envelope(high) >= threshold || envelope(high * 1.001) > envelope(high) {
            high *= 2
            doublings += 1
        }
        var low = 0.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            // On the rising side or above the threshold, the crossing is later.
            if envelope(mid) >= threshold || envelope(mid * 1.001) > envelope(mid) { low = mid } else { high = mid }
        }
        return high
    }
}
