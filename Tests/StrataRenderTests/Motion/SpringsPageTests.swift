import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// gallery/springs: each ball's y is start + (rest − start)(1 − x(t)), where x is the damped
/// oscillator m·x'' + c·x' + k·x = 0 from x(0) = 1, x'(0) = 0 with m = 1, k = 100 (ω₀ = 10,
/// ζ = c / 20), solved here in closed form for each regime.
@Suite("Motion pages: springs")
struct SpringsPageTests {
    typealias Support = MotionPageSupport

    /// The displacement still to go at `t` for damping `c` (mass 1, stiffness 100).
    static func displacement(damping c: Double, at t: Double) -> Double {
        let omega0 = 10.0, zeta = c / 20
        if zeta < 1 {
            // e^{−ζω₀t}(cos ω_d t + (ζω₀/ω_d) sin ω_d t), ω_d = ω₀√(1 − ζ²).
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
        }
        if zeta == 1 { return (1 + omega0 * t) * exp(-omega0 * t) }
        // r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)); C₁ + C₂ = 1 and r₁C₁ + r₂C₂ = 0.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
        return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// The ball's centre y in the page at `t` seconds into a drop.
    static func ballY(damping: Double, at t: Double) -> CGFloat {
        let start = SpringsPage.startY, rest = SpringsPage.restY
        return start + (rest - start) * CGFloat(1 - displacement(damping: damping, at: t)) + Support.contentOrigin.y
    }

    @Test("each ball is drawn where the closed-form damped oscillator puts it",
          arguments: [0.1, 0.25, 0.45, 0.7, 0.9])
    func drawn(t: Double) throws {
        let scene = try Support.page("gallery/springs")
        let frames = try Support.Frames(scene)
        for (index, damping) in SpringsPage.dampings.enumerated() {
            let ball = try #require(Support.layer("ball-\(index + 1)", in: scene.rootLayer))
            let frame = try frames.frame(at: try Support.begin(of: ball, "drop") + t)
            let x = SpringsPage.columnX(index)
            // Below the labels, whose anti-aliased greys come close to the grey ball's colour.
            let column = CGRect(x: x - 40, y: 180, width: 80, height: CGFloat(Support.height) - 180)
            let shown = try #require(Support.centroid(of: try Support.pixel(of: ball.backgroundColor), in: frame, region: column))
            let want = Self.ballY(damping: Double(damping), at: t)
            #expect(abs(shown.x - x) < 0.75)
            #expect(abs(shown.y - want) < 0.75, "damping \(damping) at \(t) s: y \(shown.y) ≠ \(want)")
        }
    }

    @Test("the four balls drop together")
    func together() throws {
        let scene = try Support.page("gallery/springs")
        let begins = try (1...4).map { index in
            try Support.begin(of: try #require(Support.layer("ball-\(index)", in: scene.rootLayer)), "drop")
        }
        #expect(Set(begins).count == 1)
    }

    @Test("each spring lasts until it has settled, then starts again")
    func settlesAndRepeats() throws {
        let scene = try Support.page("gallery/springs")
        for (index, damping) in SpringsPage.dampings.enumerated() {
            let ball = try #require(Support.layer("ball-\(index + 1)", in: scene.rootLayer))
            let drop = try #require(ball.animation(forKey: "drop") as? CASpringAnimation)
            // Settled: within a thousandth of the drop (a third of a point) at the end, so the
            // jump back to the top is the only visible restart.
            #expect(abs(Self.displacement(damping: Double(damping), at: drop.duration)) <= 0.00101)
            #expect(drop.repeatCount == .infinity)
            let begin = try Support.begin(of: ball, "drop")
            Support.freeze(scene, at: begin + drop.duration + 0.25)
            let shown = try #require(ball.presentation()).position.y + Support.contentOrigin.y
            #expect(abs(shown - Self.ballY(damping: Double(damping), at: 0.25)) < 1e-6)
        }
    }
}
