import Foundation

/// A layer that draws a colour gradient over its background (Apple's `CAGradientLayer`).
open class CAGradientLayer: CALayer {
    /// The gradient's colours, `CGColor`s. Default nil.
    open var colors: [Any]? {
        didSet { subclassPropertyDidChange("colors", changed: !Self.sameColors(oldValue, colors), from: oldValue) }
    }
    /// Where each colour stops, from 0 to 1; nil spaces them evenly. Default nil.
    open var locations: [NSNumber]? {
        didSet { subclassPropertyDidChange("locations", changed: oldValue != locations, from: oldValue) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0): the top
    /// centre in Strata's y-down space.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { subclassPropertyDidChange("startPoint", changed: oldValue != startPoint, from: oldValue) }
    }
    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { subclassPropertyDidChange("endPoint", changed: oldValue != endPoint, from: oldValue) }
    }
    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType = .axial {
        didSet { subclassPropertyDidChange("type", changed: oldValue != type, from: oldValue) }
    }

    /// Creates a gradient layer with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Not supported, as for `CALayer`: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a copy of `layer`, gradient properties included when it is a gradient layer:
    /// Core Animation makes presentation layers this way.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
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

    override package var kindValues: LayerKindValues {
        .gradient(GradientValues(colors: colors, locations: locations, startPoint: startPoint, endPoint: endPoint,
                                 type: type))
    }

    /// What a new GradientLayer layer holds for each of its keys, read once from one.
    /// The class's own property keys, in the inspector's order.
    override package class var ownPropertyKeys: [String] { ownKeys }

    private static let ownKeys = [
        "colors", "locations", "startPoint", "endPoint", "type",
    ]

    private static let defaults = CALayer.defaults(of: CAGradientLayer(), keys: ownKeys)

    /// Apple's defaults for the gradient properties (from (0.5, 0) to (0.5, 1), axial), then the inherited ones.
    open override class func defaultValue(forKey key: String) -> Any? {
        defaults[key] ?? super.defaultValue(forKey: key)
    }

    /// Key-value access to the gradient properties.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "colors": colors
        case "locations": locations
        case "startPoint": startPoint
        case "endPoint": endPoint
        case "type": type
        default: super.value(forKey: key)
        }
    }

    /// Sets a gradient property by key; other keys go to `CALayer`.
    open override func setValue(_ boxed: Any?, forKey key: String) {
        let value = BoxedValue.unboxed(boxed)
        switch key {
        case "colors" where value == nil || value is [Any]: colors = value as? [Any]
        case "locations" where value == nil || value is [NSNumber]: locations = value as? [NSNumber]
        case "startPoint", "endPoint":
            guard let point = value as? CGPoint else { return rejectKeyedValue(value, forKey: key) }
            if key == "startPoint" { startPoint = point } else { endPoint = point }
        case "type":
            guard let v: CAGradientLayerType = CALayer.constant(value) else { return rejectKeyedValue(value, forKey: key) }
            type = v
        case "colors", "locations": rejectKeyedValue(value, forKey: key)
        default: super.setValue(boxed, forKey: key)
        }
    }
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
