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

extension CALayer {
    /// How far along each edge a corner of `curve` reaches, as a multiple of `cornerRadius`
    /// (Apple's `cornerCurveExpansionFactor(_:)`): 1 for circular corners, 1.528665 for
    /// continuous ones.
    /// - Parameter curve: The corner curve.
    /// - Returns: The factor; 1 for a curve Core Animation does not define.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? ContinuousCorner.expansion : 1
    }
}
