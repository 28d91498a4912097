import Foundation

/// What an animation shows outside its active duration, as Core Animation's
/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Apple's string constants (`kCAFillModeRemoved` is `"removed"`).
    public let rawValue: String

    /// Creates a fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a fill mode from its name, as Apple's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The animation has no effect outside its active duration (Apple's default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the active duration, the animation keeps showing its final value.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the active duration starts, the animation shows its initial value.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A hierarchical timing model, as Core Animation's `CAMediaTiming` protocol, adopted by
/// layers and animations.
///
/// An object's local time is derived from its parent's as
/// `local = (parent − beginTime) × speed + timeOffset`.
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time (seconds). Apple's default is 0.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration (the simple duration), in seconds. Apple's default is 0
    /// (animations then use 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's; negative runs backwards. Default 1.
    var speed: Float { get set }
    /// An extra offset in active local time, in seconds. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats; may be fractional, `.infinity` repeats forever.
    /// Default 0 (one iteration).
    var repeatCount: Float { get set }
    /// How long the object repeats for, in seconds. Default 0 (not set).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards and then backwards. Default false.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active duration. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}
