import Foundation

/// A layer that draws a path (Apple's `CAShapeLayer`).
open class CAShapeLayer: CALayer {
    /// The properties; the table rows in `ShapeValues` describe them.
    package private(set) var shape = ShapeValues()

    /// The shape, in layer coordinates. Default nil.
    open var path: CGPath? {
        get { shape.path }
        set { setTableField(\CAShapeLayer.shape.path, newValue, key: "path") }
    }
    /// The fill colour; nil fills nothing. Default opaque black.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { setTableField(\CAShapeLayer.shape.fillColor, newValue, key: "fillColor") }
    }
    /// How the inside of the path is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { setTableField(\CAShapeLayer.shape.fillRule, newValue, key: "fillRule") }
    }
    /// The stroke colour; nil strokes nothing. Default nil.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { setTableField(\CAShapeLayer.shape.strokeColor, newValue, key: "strokeColor") }
    }
    /// The stroke width. Default 1.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { setTableField(\CAShapeLayer.shape.lineWidth, newValue, key: "lineWidth") }
    }
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { setTableField(\CAShapeLayer.shape.miterLimit, newValue, key: "miterLimit") }
    }
    /// The end-cap style. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { setTableField(\CAShapeLayer.shape.lineCap, newValue, key: "lineCap") }
    }
    /// The join style. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { setTableField(\CAShapeLayer.shape.lineJoin, newValue, key: "lineJoin") }
    }
    /// Where the dash pattern starts. Default 0.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { setTableField(\CAShapeLayer.shape.lineDashPhase, newValue, key: "lineDashPhase") }
    }
    /// Dash and gap lengths; nil draws a solid line. Default nil.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { setTableField(\CAShapeLayer.shape.lineDashPattern, newValue, key: "lineDashPattern") }
    }
    /// Where stroking starts along the path, from 0 to 1. Default 0.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { setTableField(\CAShapeLayer.shape.strokeStart, newValue, key: "strokeStart") }
    }
    /// Where stroking ends along the path, from 0 to 1. Default 1.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { setTableField(\CAShapeLayer.shape.strokeEnd, newValue, key: "strokeEnd") }
    }

    /// The shape properties: Apple's defaults (black fill, non-zero rule, line width 1, miter
    /// limit 10, butt caps, miter joins, the whole stroke), key-value coding, copying.
    override package class var classTable: LayerClassTable? { table }
    private static let table = LayerClassTable(ShapeValues.table, storedAt: \CAShapeLayer.shape, defaults: ShapeValues(),
                                               render: { .shape($0.shape) })
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
