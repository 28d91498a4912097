import Foundation

/// A two-dimensional vector, as CoreGraphics' `CGVector`: a direction and length as x and y
/// offsets (an impulse, a gravity, a shadow's offset in SpriteKit-style code). Linux's
/// Foundation has `CGPoint` and `CGSize` but not this one.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x offset.
    public var dx: CGFloat
    /// The y offset.
    public var dy: CGFloat

    /// The vector of offsets `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector of offsets `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector of offsets `dx` and `dy`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The zero vector, as `CGVector.zero`.
    public static var zero: CGVector { CGVector() }

    /// The offsets, as CoreGraphics prints them: `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}

extension CGVector: Codable {
    /// Decodes `[dx, dy]`, as CoreGraphics encodes a vector (and Foundation a point or size).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        dx = try container.decode(CGFloat.self)
        dy = try container.decode(CGFloat.self)
    }

    /// Encodes `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

extension CGPoint {
    /// Whether the two points are equal, as CoreGraphics' `equalTo(_:)` (`==`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal, as CoreGraphics' `equalTo(_:)` (`==`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size, as CoreGraphics'
    /// `equalTo(_:)` (`==`, which compares them standardized: a rectangle of negative width
    /// equals the same box given with a positive one; two null rectangles are equal).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
