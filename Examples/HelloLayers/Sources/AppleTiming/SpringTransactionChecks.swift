// CASpringAnimation's closed-form motion (initial velocity either way, mass, over-damping,
// stiffness, duration ending rather than scaling the motion) and settlingDuration (Apple's own
// damping 5 and 15 example, independent of duration and values): 9 checks. CATransaction values
// (the duration key, an implicit animation eased by the transaction's timing function, a nested
// transaction's disableActions): 3 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private let base = PauseClock.base

/// A spring moving position.x 0 → 100 with the given physical parameters, ended after `duration` s.
private func spring(mass: CGFloat = 1, stiffness: CGFloat = 100, damping: CGFloat = 10, velocity: CGFloat = 0,
                    duration: CFTimeInterval = 5) -> CASpringAnimation {
    let anim = CASpringAnimation(keyPath: "position.x")
    anim.fromValue = 0.0
    anim.toValue = 100.0
    anim.mass = mass
    anim.stiffness = stiffness
    anim.damping = damping
    anim.initialVelocity = velocity
    anim.duration = duration
    return anim
}

/// The CASpringAnimation checks.
func springChecks(_ report: Report) {
    // m·x'' + c·x' + k·x = 0 with u = progress − 1, u(0) = −1, u'(0) = initialVelocity (a unit being the whole
    // distance per second, positive toward the target). Values worked out by hand (closed forms below).
    do {
        // critical: ω = 10, c = 20; u(t) = (−1 + (v0 − ω)t)e^{−ωt}; v0 = 5, t = 0.1: (−1 − 0.5)e^{−1} = −0.551819
        // → 44.818 (without velocity 26.424)
        report.number("spring.initialVelocityTowardTarget", presentedX(spring(damping: 20, velocity: 5), at: 0.1), 44.818, tol: 0.05,
                      "'positive values represent the object moving towards the spring attachment point'; \(Doc.velocity)")
    }
    do {
        // under-damped defaults (ω0 10, ζ 0.5, ωd 8.660254), v0 = −5 (moving away): u = e^{−5t}(−cos ωd t + (−5 − 5)/ωd sin ωd t)
        // t = 0.1: e^{−0.5}(−0.646156 − 1.154701 × 0.763232) = 0.606531 × (−1.527469) = −0.926454 → 7.355
        report.number("spring.negativeVelocityMovesAwayFirst", presentedX(spring(velocity: -5), at: 0.1), 7.355, tol: 0.05,
                      "'Negative values represent the object moving away from the spring attachment point'; \(Doc.velocity)")
    }
    do {
        // mass 2: ω0 = √50 = 7.071068, ζ = 10 / (2√200) = 0.353553, ζω0 = 2.5, ωd = 6.614378;
        // t = 0.2: u = −e^{−0.5}(cos 1.322876 + 2.5/6.614378 · sin 1.322876) = −0.606531 × (0.245439 + 0.377964 × 0.969411)
        // = −0.371074 → 62.893
        report.number("spring.massTwo", presentedX(spring(mass: 2), at: 0.2), 62.893, tol: 0.05,
                      "'The mass of the object attached to the end of the spring'; \(Doc.spring)/mass")
    }
    do {
        // over-damped c = 30: ζ = 1.5, roots r = −15 ± 10√1.25 = −3.819660, −26.180340; u = A e^{r1 t} + B e^{r2 t},
        // A + B = −1, r1 A + r2 B = 0 → A = −1.170820, B = 0.170820; t = 0.1: −0.799130 + 0.012456 = −0.786674 → 21.335
        let overdamped = spring(damping: 30)
        overdamped.allowsOverdamping = true
        report.number("spring.overdampedNoOvershoot", presentedX(overdamped, at: 0.1), 21.335, tol: 0.05,
                      "damping above critical, allowsOverdamping: mass-spring-damper without oscillation; \(Doc.spring)/damping")
    }
    do {
        // Without allowsOverdamping (the default), ζ = 1.5 moves as critical damping, ω0 = 10:
        // u = −(1 + 10 t) e^{−10 t}; t = 0.1: −2 e^{−1} = −0.735759 → 26.424
        report.number("spring.overdampingTreatedAsCritical", presentedX(spring(damping: 30), at: 0.1), 26.424, tol: 0.05,
                      "CAAnimation.h: 'Whether true overdamping is allowed (otherwise it is treated as critically damped). Defaults to false.'")
    }
    do {
        // stiffness 400, damping 20: ω0 = 20, ζ = 0.5, ωd = 17.320508; t = 0.1: u = −e^{−1}(cos 1.732051 + 0.577350 sin 1.732051)
        // = −0.367879 × (−0.160556 + 0.577350 × 0.987027) = −0.150574 → 84.943
        report.number("spring.stiffness400", presentedX(spring(stiffness: 400, damping: 20), at: 0.1), 84.943, tol: 0.05,
                      "'The spring stiffness coefficient'; \(Doc.spring)/stiffness")
    }
    do {
        func sample(_ t: CFTimeInterval) -> Double { presentedX(spring(damping: 20, duration: 0.2), at: t) }
        // the spring's time is not stretched to `duration`; duration only ends it: 0.1 → 26.424 (as with any duration);
        // 0.25 > 0.2 → removed → model 7
        report.numbers("spring.durationClipsNotScales", [sample(0.1), sample(0.25)], [26.424, 7], tol: 0.05,
                       "settlingDuration 'may not the same as the duration'; the motion follows the physical parameters; \(Doc.settling)")
    }
    do {
        // Apple's own example: mass 1, stiffness 100, damping 5 → "approximately 2.85 seconds"
        let s = spring(damping: 5, duration: 2)
        report.number("spring.settlingDurationDamping5", s.settlingDuration, 2.85, tol: 0.1,
                      "'With a damping coefficient of 5, the settling duration is approximately 2.85 seconds'; \(Doc.settling)")
    }
    do {
        // same example with damping 15 → "just over 1 second": (1.0, 1.2]
        let d = spring(damping: 15, duration: 2).settlingDuration
        report.record("spring.settlingDurationDamping15", pass: d > 1.0 && d <= 1.2, expected: "just over 1 s (1.0, 1.2]",
                      got: f(d), why: "'changing the damping property to 15 reduces the settling duration to just over 1 second'; \(Doc.settling)",
                      uncertain: nil)
    }
    do {
        let a = spring(duration: 0.5), b = spring(duration: 10)
        b.fromValue = 300.0
        b.toValue = -20.0
        // evaluated for the physical parameters: neither duration nor the values change it
        let got = abs(a.settlingDuration - b.settlingDuration) < 1e-9 && a.settlingDuration > 0
        report.record("spring.settlingDurationIgnoresDurationAndValues", pass: got, expected: "equal, > 0",
                      got: "\(f(a.settlingDuration)),\(f(b.settlingDuration))",
                      why: "'evaluated for the current animation parameters and may not the same as the duration'; \(Doc.settling)",
                      uncertain: nil)
    }
}

/// The CATransaction checks.
func transactionChecks(_ report: Report) {
    do {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setValue(0.6, forKey: kCATransactionAnimationDuration)
        layer.opacity = 0.5
        CATransaction.commit()
        // setAnimationDuration is a convenience for this key: the implicit animation lasts 0.6 s
        report.number("transaction.durationKeyDrivesImplicitAnimation", layer.animation(forKey: "opacity")?.duration ?? -1, 0.6,
                      tol: 0.0001, "kCATransactionAnimationDuration overrides the duration of animations in the group; \(Doc.transaction)/setanimationduration(_:)")
    }
    do {
        // pause recipe with an implicit animation: the layer frozen at local base, committed at x 0; then x = 100 in a
        // transaction of 1 s eased in. The implicit animation begins at the commit, in the layer's (frozen) time = base.
        // Unfrozen to base + 0.5 with actions disabled: easeIn y(0.5) = 0.315357 → 31.536
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 0, y: 0)
        layer.speed = 0
        layer.timeOffset = base
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.timeOffset = base + 0.5
        CATransaction.commit()
        CATransaction.flush()
        report.number("transaction.implicitAnimationPresentedEased", Double(layer.presentation()?.position.x ?? .nan), 31.536,
                      tol: 0.05, "implicit animations take the transaction's duration and timing function; \(Doc.transaction), \(Doc.qa1673)")
    }
    do {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.2
        CATransaction.commit()
        layer.position = CGPoint(x: 40, y: 40)
        CATransaction.commit()
        // disableActions set in the inner transaction covers only its change: opacity none, position animated
        let got = "\(layer.animation(forKey: "opacity") == nil ? "nil" : "anim"),\(layer.animation(forKey: "position") == nil ? "nil" : "anim")"
        report.record("transaction.innerDisableActionsScoped", pass: got == "nil,anim", expected: "nil,anim", got: got,
                      why: "transaction properties are scoped to the (nested) transaction that sets them; \(Doc.transaction)", uncertain: nil)
    }
}
