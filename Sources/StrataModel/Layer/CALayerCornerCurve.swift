import Foundation

/// The curve a layer's rounded corners follow (Apple's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a curve from its Core Animation name (`"circular"`, `"continuous"`).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle of `cornerRadius` at each corner (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A corner whose curvature grows from zero along the edges instead of jumping to 1 / radius:
    /// it leaves the straight edge `CALayer.cornerCurveExpansionFactor(.continuous)` times the
    /// radius from the corner, where a circular one leaves it at the radius.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
