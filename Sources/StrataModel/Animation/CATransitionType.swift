import Foundation

/// The kind of a layer transition, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Apple's string constants (`kCATransitionFade` is `"fade"`).
    public let rawValue: String

    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a type from its name, as Apple's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old from the subtype's side.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out, both moving away from the subtype's side.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away towards the subtype's opposite side, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a directional transition, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name, as Apple's string constants (`kCATransitionFromLeft` is `"fromLeft"`).
    public let rawValue: String

    /// Creates a subtype from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a subtype from its name, as Apple's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The motion starts at the left side.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The motion starts at the right side.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The motion starts at the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The motion starts at the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
