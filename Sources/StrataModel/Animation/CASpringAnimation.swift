import Foundation

/// A basic animation whose progress follows a damped spring, as Core Animation's
/// `CASpringAnimation`: a mass on a spring pulled from the start value (0) to the end value
/// (1). The spring replaces the timing function, and underdamped springs overshoot, so the
/// interpolation extrapolates past the end values.
///
/// The spring runs in seconds of the animation's local time; `duration` still bounds the
/// animation, so set it to `settlingDuration` to let the spring come to rest.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring. Must be greater than 0. Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness coefficient. Must be greater than 0. Default 100.
    open var stiffness: CGFloat = 100
    /// The friction coefficient slowing the motion. Must be 0 or more. Default 10.
    open var damping: CGFloat = 10
    /// The object's initial velocity, in units of the whole start-to-end distance per second;
    /// negative values move it away from the end first. Default 0.
    open var initialVelocity: CGFloat = 0

    /// Whether damping above critical overdamps the spring. When false (the default), such a
    /// spring moves as a critically damped one, as Apple's header says ("Whether true
    /// overdamping is allowed (otherwise it is treated as critically damped)");
    /// `init(perceptualDuration:bounce:)` sets it, so that a negative bounce overdamps.
    open var allowsOverdamping = false

    /// The estimated time for the spring to come to rest with these parameters, in seconds.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    private var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    override func propertyValue(forKey key: String) -> Any? {
        switch key {
        case "mass": mass
        case "stiffness": stiffness
        case "damping": damping
        case "initialVelocity": initialVelocity
        case "settlingDuration": settlingDuration
        default: super.propertyValue(forKey: key)
        }
    }

    override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "mass", "stiffness", "damping", "initialVelocity":
            guard let v = CALayer.number(value).map({ CGFloat($0) }) else { return rejectValue(value, forKey: key) }
            switch key {
            case "mass": mass = v
            case "stiffness": stiffness = v
            case "damping": damping = v
            default: initialVelocity = v
            }
            return true
        default:
            return super.setPropertyValue(value, forKey: key)
        }
    }

    /// Apple's defaults for the spring parameters, then the inherited ones.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "mass": CGFloat(1)
        case "stiffness": CGFloat(100)
        case "damping": CGFloat(10)
        case "initialVelocity": CGFloat(0)
        default: super.defaultValue(forKey: key)
        }
    }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func configurationProblem() -> String? {
        if let problem = super.configurationProblem() { return problem }
        if !(mass > 0) || !mass.isFinite { return "mass \(mass) is not a positive number" }
        if !(stiffness > 0) || !stiffness.isFinite { return "stiffness \(stiffness) is not a positive number" }
        if !(damping >= 0) || !damping.isFinite { return "damping \(damping) is not a non-negative number" }
        if !initialVelocity.isFinite { return "initialVelocity \(initialVelocity) is not finite" }
        return nil
    }

    /// The spring's displacement at the iteration's elapsed time, `fraction × duration`
    /// seconds; the timing function does not apply.
    override func progress(atFraction fraction: Double, duration: CFTimeInterval) -> Double {
        solver.fraction(at: fraction * duration)
    }
}
