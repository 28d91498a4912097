import Foundation

/// What a layer subclass draws beyond `LayerValues`, as plain values: the shape, gradient, text
/// or replicator properties at the moment of a commit. Each subclass builds its own case.
enum LayerKindValues {
    case plain
    case shape(ShapeValues)
    case gradient(GradientValues)
    case text(TextValues)
    case replicator(ReplicatorValues)
}

/// `CAShapeLayer`'s drawn properties.
struct ShapeValues {
    var path: CGPath?
    var fillColor: CGColor?
    var fillRule: CAShapeLayerFillRule
    var strokeColor: CGColor?
    var lineWidth: CGFloat
    var miterLimit: CGFloat
    var lineCap: CAShapeLayerLineCap
    var lineJoin: CAShapeLayerLineJoin
    var lineDashPhase: CGFloat
    var lineDashPattern: [NSNumber]?
    var strokeStart: CGFloat
    var strokeEnd: CGFloat
}

/// `CAGradientLayer`'s drawn properties.
struct GradientValues {
    var colors: [Any]?
    var locations: [NSNumber]?
    var startPoint: CGPoint
    var endPoint: CGPoint
    var type: CAGradientLayerType
}

/// `CATextLayer`'s drawn properties, with the string and font already read out of their
/// `Any` forms.
struct TextValues {
    var displayedString: String?
    var fontName: String?
    var fontSize: CGFloat
    var foregroundColor: CGColor?
    var isWrapped: Bool
    var truncationMode: CATextLayerTruncationMode
    var alignmentMode: CATextLayerAlignmentMode
    var allowsFontSubpixelQuantization: Bool
}

/// `CAReplicatorLayer`'s drawn properties.
struct ReplicatorValues {
    var instanceCount: Int
    var instanceDelay: CFTimeInterval
    var instanceTransform: CATransform3D
    var instanceColor: CGColor?
    var instanceRedOffset: Float
    var instanceGreenOffset: Float
    var instanceBlueOffset: Float
    var instanceAlphaOffset: Float
}
