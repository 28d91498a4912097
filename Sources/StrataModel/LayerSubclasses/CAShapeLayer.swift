import Foundation

/// A layer that draws a path (Apple's `CAShapeLayer`).
open class CAShapeLayer: CALayer {
    /// The shape, in layer coordinates. Default nil.
    open var path: CGPath? {
        didSet { subclassPropertyDidChange("path", changed: oldValue != path, from: oldValue) }
    }
    /// The fill colour; nil fills nothing. Default opaque black.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { subclassPropertyDidChange("fillColor", changed: oldValue != fillColor, from: oldValue) }
    }
    /// How the inside of the path is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { subclassPropertyDidChange("fillRule", changed: oldValue != fillRule, from: oldValue) }
    }
    /// The stroke colour; nil strokes nothing. Default nil.
    open var strokeColor: CGColor? {
        didSet { subclassPropertyDidChange("strokeColor", changed: oldValue != strokeColor, from: oldValue) }
    }
    /// The stroke width. Default 1.
    open var lineWidth: CGFloat = 1 {
        didSet { subclassPropertyDidChange("lineWidth", changed: oldValue != lineWidth, from: oldValue) }
    }
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10 {
        didSet { subclassPropertyDidChange("miterLimit", changed: oldValue != miterLimit, from: oldValue) }
    }
    /// The end-cap style. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { subclassPropertyDidChange("lineCap", changed: oldValue != lineCap, from: oldValue) }
    }
    /// The join style. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { subclassPropertyDidChange("lineJoin", changed: oldValue != lineJoin, from: oldValue) }
    }
    /// Where the dash pattern starts. Default 0.
    open var lineDashPhase: CGFloat = 0 {
        didSet { subclassPropertyDidChange("lineDashPhase", changed: oldValue != lineDashPhase, from: oldValue) }
    }
    /// Dash and gap lengths; nil draws a solid line. Default nil.
    open var lineDashPattern: [NSNumber]? {
        didSet { subclassPropertyDidChange("lineDashPattern", changed: oldValue != lineDashPattern, from: oldValue) }
    }
    /// Where stroking starts along the path, from 0 to 1. Default 0.
    open var strokeStart: CGFloat = 0 {
        didSet { subclassPropertyDidChange("strokeStart", changed: oldValue != strokeStart, from: oldValue) }
    }
    /// Where stroking ends along the path, from 0 to 1. Default 1.
    open var strokeEnd: CGFloat = 1 {
        didSet { subclassPropertyDidChange("strokeEnd", changed: oldValue != strokeEnd, from: oldValue) }
    }

    /// Creates a shape layer with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Not supported, as for `CALayer`: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a copy of `layer`, shape properties included when it is a shape layer: Core
    /// Animation makes presentation layers this way, so a presentation of a shape layer is one.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    override package var kindValues: LayerKindValues {
        .shape(ShapeValues(path: path, fillColor: fillColor, fillRule: fillRule, strokeColor: strokeColor,
                           lineWidth: lineWidth, miterLimit: miterLimit, lineCap: lineCap, lineJoin: lineJoin,
                           lineDashPhase: lineDashPhase, lineDashPattern: lineDashPattern,
                           strokeStart: strokeStart, strokeEnd: strokeEnd))
    }

    /// Key-value access to the shape properties, as Core Animation layers are key-value coding
    /// compliant for all their properties.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "path": path
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "lineWidth": lineWidth
        case "miterLimit": miterLimit
        case "lineDashPhase": lineDashPhase
        case "lineDashPattern": lineDashPattern
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "fillRule": fillRule
        case "lineCap": lineCap
        case "lineJoin": lineJoin
        default: super.value(forKey: key)
        }
    }

    /// What a new shape layer holds for each of its keys, read once from one.
    /// The class's own property keys, in the inspector's order.
    override package class var ownPropertyKeys: [String] { ownKeys }

    private static let ownKeys = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "lineDashPattern",
        "strokeStart", "strokeEnd", "fillRule", "lineCap", "lineJoin",
    ]

    private static let defaults = CALayer.defaults(of: CAShapeLayer(), keys: ownKeys)

    /// Apple's defaults for the shape properties (black fill, non-zero rule, line width 1,
    /// miter limit 10, butt caps, miter joins, the whole stroke), then the inherited ones.
    open override class func defaultValue(forKey key: String) -> Any? {
        defaults[key] ?? super.defaultValue(forKey: key)
    }

    /// Sets a shape property by key; other keys go to `CALayer`.
    open override func setValue(_ boxed: Any?, forKey key: String) {
        let value = BoxedValue.unboxed(boxed)
        switch key {
        case "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd":
            guard let v = CALayer.number(value).map({ CGFloat($0) }) else { return rejectKeyedValue(value, forKey: key) }
            switch key {
            case "lineWidth": lineWidth = v
            case "miterLimit": miterLimit = v
            case "lineDashPhase": lineDashPhase = v
            case "strokeStart": strokeStart = v
            default: strokeEnd = v
            }
        case "fillColor" where value == nil || value is CGColor: fillColor = value as? CGColor
        case "strokeColor" where value == nil || value is CGColor: strokeColor = value as? CGColor
        case "path" where value == nil || value is CGPath: path = value as? CGPath
        case "lineDashPattern" where value == nil || value is [NSNumber]: lineDashPattern = value as? [NSNumber]
        case "fillRule":
            guard let v: CAShapeLayerFillRule = CALayer.constant(value) else { return rejectKeyedValue(value, forKey: key) }
            fillRule = v
        case "lineCap":
            guard let v: CAShapeLayerLineCap = CALayer.constant(value) else { return rejectKeyedValue(value, forKey: key) }
            lineCap = v
        case "lineJoin":
            guard let v: CAShapeLayerLineJoin = CALayer.constant(value) else { return rejectKeyedValue(value, forKey: key) }
            lineJoin = v
        case "fillColor", "strokeColor", "path", "lineDashPattern": rejectKeyedValue(value, forKey: key)
        default: super.setValue(boxed, forKey: key)
        }
    }
}

/// A fill rule of a shape layer (Apple's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a rule from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// An end-cap style of a shape layer (Apple's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a cap from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square end at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Rounded end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square end half the width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A join style of a shape layer (Apple's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a join from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corner, limited by `miterLimit`.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
