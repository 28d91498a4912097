import Foundation

/// `CAShapeLayer`'s properties as plain values, with Apple's defaults, and what a commit hands
/// the renderer. The table declares each property once: key-value coding, defaults, copying,
/// the animatable keys and the inspector read it.
package struct ShapeValues {
    package var path: CGPath?
    /// Opaque black, as Apple documents.
    package var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    package var fillRule = CAShapeLayerFillRule.nonZero
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat = 1
    package var miterLimit: CGFloat = 10
    package var lineCap = CAShapeLayerLineCap.butt
    package var lineJoin = CAShapeLayerLineJoin.miter
    package var lineDashPhase: CGFloat = 0
    package var lineDashPattern: [NSNumber]? {
        didSet { dashLengths = (lineDashPattern ?? []).map { max($0.doubleValue, 0) } }
    }
    /// `lineDashPattern` as plain lengths, negative ones as 0: resolved whenever it is set, so
    /// a frame reads plain numbers.
    package private(set) var dashLengths: [Double] = []
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1

    package init() {}

    /// The shape layer's properties, in the inspector's order. Apple animates the path, the
    /// colours, the widths, the dash phase and the stroke's ends.
    package static let table = ValueTable<ShapeValues>([
        .optional("path", \.path),
        .optional("fillColor", \.fillColor),
        .optional("strokeColor", \.strokeColor),
        .number("lineWidth", \.lineWidth),
        .number("miterLimit", \.miterLimit),
        .number("lineDashPhase", \.lineDashPhase),
        .optional("lineDashPattern", \.lineDashPattern, animatable: false),
        .number("strokeStart", \.strokeStart),
        .number("strokeEnd", \.strokeEnd),
        .constant("fillRule", \.fillRule),
        .constant("lineCap", \.lineCap),
        .constant("lineJoin", \.lineJoin),
    ])
}
