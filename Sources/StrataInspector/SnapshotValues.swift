import Foundation
import Strata

/// A point in a `LayerSnapshot`: JSON `{"x": …, "y": …}`.
public struct PointSnapshot: Codable, Equatable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The snapshot of `point`.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

/// A size in a `LayerSnapshot`: JSON `{"width": …, "height": …}`.
public struct SizeSnapshot: Codable, Equatable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size from its dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The snapshot of `size`.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

/// A rectangle in a `LayerSnapshot`: JSON `{"x": …, "y": …, "width": …, "height": …}`, origin
/// at the top-left (layer space is y-down). A null rectangle (the frame of a layer seen edge-on)
/// has infinite coordinates, written as the strings `"inf"` and `"-inf"`.
public struct RectSnapshot: Codable, Equatable, Sendable {
    /// The origin's horizontal coordinate.
    public var x: Double
    /// The origin's vertical coordinate (the top edge).
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The snapshot of `rect` as stored: origin and size, not standardized.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y),
                  width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

/// An RGBA colour in a `LayerSnapshot`, each component as the `CGColor` holds it (normally
/// 0…1); a grey colour is expanded to equal red, green and blue.
public struct ColorSnapshot: Codable, Equatable, Sendable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The alpha component.
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The snapshot of `color`, or nil for no colour.
    public init?(_ color: CGColor?) {
        guard let components = color?.components, let alpha = components.last else { return nil }
        // Strata's colours are grey + alpha or RGB + alpha; anything else keeps only its alpha.
        switch components.count {
        case 2: self.init(red: components[0], green: components[0], blue: components[0], alpha: alpha)
        case 4: self.init(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        default: self.init(red: 0, green: 0, blue: 0, alpha: alpha)
        }
    }
}

/// A `CATransform3D` in a `LayerSnapshot`: JSON, an array of its 16 entries in row order
/// (`m11, m12, m13, m14, m21, …, m44`), as Core Animation lays the matrix out.
public struct TransformSnapshot: Codable, Equatable, Sendable {
    /// The 16 entries, row by row.
    public private(set) var entries: [Double]

    /// The snapshot of `transform`.
    public init(_ t: CATransform3D) {
        entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                   t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let values = try container.decode([Double].self)
        guard values.count == 16 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a transform has 16 entries, not \(values.count)")
        }
        entries = values
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }
}
