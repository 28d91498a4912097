import Foundation

/// How a keyframe animation computes the values between its keyframes, as Core Animation's
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Apple's string constants (`kCAAnimationLinear` is `"linear"`).
    public let rawValue: String

    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a mode from its name, as Apple's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between consecutive keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe value is held until the next keyframe time; nothing is interpolated.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation timed for an even pace over the whole animation; `keyTimes` and
    /// `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the keyframes (Catmull–Rom by default), shaped
    /// by `tensionValues`, `continuityValues` and `biasValues`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline timed for an even pace; `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object animated along a path turns to follow it, as Core Animation's
/// `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Apple's string constants (`kCAAnimationRotateAuto` is `"auto"`).
    public let rawValue: String

    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a mode from its name, as Apple's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The layer rotates to point along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer rotates to point against the path's tangent (the tangent angle plus π).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
