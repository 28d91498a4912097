import Foundation

/// `CAEmitterLayer`'s properties as plain values, and what a commit hands the renderer: the
/// cells are read out of their objects (`cells`). Defaults are Apple's.
package struct EmitterValues {
    package var birthRate: Float = 1
    package var lifetime: Float = 1
    package var emitterPosition: CGPoint = .zero
    package var emitterZPosition: CGFloat = 0
    package var emitterSize: CGSize = .zero
    package var emitterDepth: CGFloat = 0
    package var emitterShape: CAEmitterLayerEmitterShape = .point
    package var emitterMode: CAEmitterLayerEmitterMode = .volume
    package var renderMode: CAEmitterLayerRenderMode = .unordered
    package var preservesDepth: Bool = false
    package var velocity: Float = 1
    package var scale: Float = 1
    package var spin: Float = 1
    package var seed: UInt32 = 0
    /// The layer's cells, read out at the commit.
    package var cells: [EmitterCellValues] = []

    package init() {}

    /// The layer's emitter properties, one row each. Animatable as Apple lists them.
    package static let table = ValueTable<EmitterValues>([
        .number("birthRate", \.birthRate), .number("lifetime", \.lifetime),
        .typed("emitterPosition", \.emitterPosition), .number("emitterZPosition", \.emitterZPosition),
        .typed("emitterSize", \.emitterSize), .number("emitterDepth", \.emitterDepth),
        .constant("emitterShape", \.emitterShape), .constant("emitterMode", \.emitterMode),
        .constant("renderMode", \.renderMode), .flag("preservesDepth", \.preservesDepth),
        .number("velocity", \.velocity), .number("scale", \.scale), .number("spin", \.spin),
        ValueRow(key: "seed", isAnimatable: false, get: { $0.seed }) { values, boxed in
            guard let v = CALayer.number(boxed), v.isFinite, v >= 0, v <= Double(UInt32.max) else { return false }
            values.seed = UInt32(v)
            return true
        },
    ])
}

/// The shape particles are born on (Apple's `CAEmitterLayerEmitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a shape from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `emitterPosition` itself.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line along x, `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` by `emitterDepth`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` in the x-y plane.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles are born (Apple's `CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a mode from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's vertices (its centre for a point, circle or sphere).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Anywhere on the shape's surface (inside a flat shape).
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in, or how they blend (Apple's `CAEmitterLayerRenderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a mode from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In the order they are kept (Strata: cell by cell, oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest first, so the youngest are on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The youngest first, so the oldest are on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Farthest first by z.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added together: overlapping particles brighten.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
