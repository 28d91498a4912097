import Foundation

/// `CAGradientLayer`'s properties as plain values, with Apple's defaults, and what a commit
/// hands the renderer. The table declares each property once: key-value coding, defaults,
/// copying, the animatable keys and the inspector read it.
package struct GradientValues {
    package var colors: [Any]? { didSet { colorComponents = Self.components(of: colors) } }
    package var locations: [NSNumber]? { didSet { locationValues = locations?.map(\.doubleValue) } }
    /// `colors` as straight RGBA, each component clamped to 0...1, the entries that are not
    /// colours left out: resolved whenever `colors` is set (by the app or an animation), so a
    /// frame reads plain numbers instead of casting each entry.
    package private(set) var colorComponents: [(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)] = []
    /// `locations` as plain numbers, resolved whenever it is set.
    package private(set) var locationValues: [Double]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var type = CAGradientLayerType.axial

    package init() {}

    private static func components(of colors: [Any]?) -> [(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)] {
        (colors ?? []).compactMap { ($0 as? CGColor)?.rgba }
    }

    /// The gradient layer's properties, in the inspector's order; Apple animates all but `type`.
    package static let table = ValueTable<GradientValues>([
        .optional("colors", \.colors),
        .optional("locations", \.locations),
        .typed("startPoint", \.startPoint),
        .typed("endPoint", \.endPoint),
        .constant("type", \.type),
    ])
}
