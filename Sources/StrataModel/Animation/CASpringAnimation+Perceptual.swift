import Foundation

/// A spring described by how it feels rather than by its physics (Apple's API since iOS 17 and
/// macOS 14), with the model SwiftUI documents for `Spring(duration:bounce:)`: mass 1, stiffness
/// (2π / duration)², and a damping ratio ζ of 1 − bounce for a bounce from 0 (critically damped,
/// no overshoot) to 1 (undamped), or 1 / (1 + bounce) for a bounce below 0 (overdamped); the
/// damping is then ζ · 2√(mass · stiffness). The default spring (mass 1, stiffness 100,
/// damping 10) reads as a perceptual duration of 2π/10 = 0.628 s and a bounce of 0.5.
extension CASpringAnimation {
    /// The lowest bounce taken: −1 would be an infinitely overdamped spring that never moves.
    static let lowestBounce: CGFloat = -0.99

    /// A spring that settles in about `perceptualDuration` seconds (for very bouncy springs, the
    /// period of its oscillation) with `bounce` from −1 (overdamped) through 0 (no overshoot)
    /// to 1 (no damping), clamped to that range (NaN as 0). The spring has `allowsOverdamping`
    /// set, as Apple's header says, "so will use overdamping when a negative bounce is
    /// specified". A duration that is not a positive number makes a spring that
    /// `add(_:forKey:)` refuses with a diagnostic.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        mass = 1
        // A duration that is not a positive number leaves no stiffness (NaN), which
        // `add(_:forKey:)` reports ("stiffness nan is not a positive number").
        let omega = perceptualDuration > 0 ? 2 * Double.pi / perceptualDuration : .nan
        stiffness = CGFloat(omega * omega)
        allowsOverdamping = true
        let clamped = bounce.isNaN ? 0 : min(max(bounce, Self.lowestBounce), 1)
        let zeta = clamped >= 0 ? 1 - clamped : 1 / (1 + clamped)
        damping = zeta * 2 * (mass * stiffness).squareRoot()
    }

    /// How long the spring takes to feel settled: 2π√(mass / stiffness) seconds.
    public var perceptualDuration: CFTimeInterval {
        2 * Double.pi * (Double(mass) / Double(stiffness)).squareRoot()
    }

    /// How bouncy the spring is: 1 − ζ for a damping ratio ζ ≤ 1, 1/ζ − 1 above it.
    public var bounce: CGFloat {
        let zeta = damping / (2 * (mass * stiffness).squareRoot())
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
