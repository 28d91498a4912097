import Foundation

/// The name of a predefined value function, as Core Animation's `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Apple's string constants (`kCAValueFunctionRotateZ` is `"rotateZ"`).
    public let rawValue: String

    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a name from its string, as Apple's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// One angle in radians → a rotation about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One angle in radians → a rotation about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One angle in radians → a rotation about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three factors (x, y, z) → a scale transform.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One factor → a scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One factor → a scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One factor → a scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three offsets (x, y, z) → a translation.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One offset → a translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One offset → a translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One offset → a translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
