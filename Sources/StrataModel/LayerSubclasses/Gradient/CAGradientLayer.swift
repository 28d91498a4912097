import Foundation

/// A layer that draws a colour gradient over its background (Apple's `CAGradientLayer`).
open class CAGradientLayer: CALayer {
    /// The properties; the table rows in `GradientValues` describe them.
    package private(set) var gradient = GradientValues()

    /// The gradient's colours, `CGColor`s. Default nil.
    open var colors: [Any]? {
        get { gradient.colors }
        set {
            let old = gradient.colors
            gradient.colors = newValue
            subclassPropertyDidChange("colors", changed: !Self.sameColors(old, newValue), from: old)
        }
    }
    /// Where each colour stops, from 0 to 1; nil spaces them evenly. Default nil.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { setTableField(\CAGradientLayer.gradient.locations, newValue, key: "locations") }
    }
    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0): the top
    /// centre in Strata's y-down space.
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { setTableField(\CAGradientLayer.gradient.startPoint, newValue, key: "startPoint") }
    }
    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1).
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { setTableField(\CAGradientLayer.gradient.endPoint, newValue, key: "endPoint") }
    }
    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { setTableField(\CAGradientLayer.gradient.type, newValue, key: "type") }
    }

    /// Whether two `colors` arrays hold equal colours in the same order (`[Any]` has no `==`);
    /// elements that are not colours compare by identity.
    private static func sameColors(_ a: [Any]?, _ b: [Any]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.count == b.count && zip(a, b).allSatisfy { x, y in
            if let x = x as? CGColor, let y = y as? CGColor { return x == y }
            return LayerProperty.sameContents(x, y)
        }
    }

    /// The gradient properties: Apple's defaults (from (0.5, 0) to (0.5, 1), axial), key-value
    /// coding, copying.
    override package class var classTable: LayerClassTable? { table }
    private static let table = LayerClassTable(GradientValues.table, storedAt: \CAGradientLayer.gradient,
                                               defaults: GradientValues(), render: { .gradient($0.gradient) })
}

/// The kind of a gradient layer (Apple's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a kind from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Around `startPoint`, reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, by angle.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
