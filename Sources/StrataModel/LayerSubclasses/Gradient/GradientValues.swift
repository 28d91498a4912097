import Foundation

/// `CAGradientLayer`'s properties as plain values, with Apple's defaults, and what a commit
/// hands the renderer. The table declares each property once: key-value coding, defaults,
/// copying, the animatable keys and the inspector read it.
package struct GradientValues {
    package var colors: [Any]?
    package var locations: [NSNumber]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var type = CAGradientLayerType.axial

    package init() {}

    /// The gradient layer's properties, in the inspector's order; Apple animates all but `type`.
    package static let table = ValueTable<GradientValues>([
        .optional("colors", \.colors),
        .optional("locations", \.locations),
        .typed("startPoint", \.startPoint),
        .typed("endPoint", \.endPoint),
        .constant("type", \.type),
    ])
}
