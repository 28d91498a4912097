import Foundation

/// Every property of an emitter cell, as plain values: what `CAEmitterCell` stores and what a
/// commit hands the renderer (with the cell's own cells, `cells`, read out of them). Defaults
/// are Apple's (`CAEmitterCell.defaultValue(forKey:)` reads them from a new instance).
package struct EmitterCellValues {
    package var name: String?
    package var isEnabled = true
    package var birthRate: Float = 0
    package var lifetime: Float = 0
    package var lifetimeRange: Float = 0
    package var emissionLatitude: CGFloat = 0
    package var emissionLongitude: CGFloat = 0
    package var emissionRange: CGFloat = 0
    package var velocity: CGFloat = 0
    package var velocityRange: CGFloat = 0
    package var xAcceleration: CGFloat = 0
    package var yAcceleration: CGFloat = 0
    package var zAcceleration: CGFloat = 0
    package var scale: CGFloat = 1
    package var scaleRange: CGFloat = 0
    package var scaleSpeed: CGFloat = 0
    package var spin: CGFloat = 0
    package var spinRange: CGFloat = 0
    package var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    package var redRange: Float = 0
    package var greenRange: Float = 0
    package var blueRange: Float = 0
    package var alphaRange: Float = 0
    package var redSpeed: Float = 0
    package var greenSpeed: Float = 0
    package var blueSpeed: Float = 0
    package var alphaSpeed: Float = 0
    package var contents: Any?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    package var magnificationFilter = CALayerContentsFilter.linear.rawValue
    package var minificationFilter = CALayerContentsFilter.linear.rawValue
    package var minificationFilterBias: Float = 0
    // `CAMediaTiming`: when, in its parent's time (the layer's for a top cell, the emitting
    // particle's age for a cell's cell), the cell emits. A duration of 0 emits for ever.
    package var beginTime: CFTimeInterval = 0
    package var duration: CFTimeInterval = 0
    package var speed: Float = 1
    package var timeOffset: CFTimeInterval = 0
    package var repeatCount: Float = 0
    package var repeatDuration: CFTimeInterval = 0
    package var autoreverses = false
    package var fillMode = CAMediaTimingFillMode.removed
    /// The cell's own cells, which its particles emit (read out at a commit).
    package var cells: [EmitterCellValues] = []

    package init() {}

    /// The cell's properties, one row each: key-value coding, defaults and copying read them.
    package static let table = ValueTable<EmitterCellValues>([
        .optional("name", \.name, animatable: false),
        .flag("enabled", \.isEnabled),
        .number("birthRate", \.birthRate), .number("lifetime", \.lifetime), .number("lifetimeRange", \.lifetimeRange),
        .number("emissionLatitude", \.emissionLatitude), .number("emissionLongitude", \.emissionLongitude),
        .number("emissionRange", \.emissionRange),
        .number("velocity", \.velocity), .number("velocityRange", \.velocityRange),
        .number("xAcceleration", \.xAcceleration), .number("yAcceleration", \.yAcceleration),
        .number("zAcceleration", \.zAcceleration),
        .number("scale", \.scale), .number("scaleRange", \.scaleRange), .number("scaleSpeed", \.scaleSpeed),
        .number("spin", \.spin), .number("spinRange", \.spinRange),
        .optional("color", \.color),
        .number("redRange", \.redRange), .number("greenRange", \.greenRange), .number("blueRange", \.blueRange),
        .number("alphaRange", \.alphaRange),
        .number("redSpeed", \.redSpeed), .number("greenSpeed", \.greenSpeed), .number("blueSpeed", \.blueSpeed),
        .number("alphaSpeed", \.alphaSpeed),
        ValueRow(key: "contents", isAnimatable: true, get: { $0.contents }) { values, boxed in
            values.contents = boxed
            return true
        },
        .typed("contentsRect", \.contentsRect), .number("contentsScale", \.contentsScale),
        .typed("magnificationFilter", \.magnificationFilter, animatable: false),
        .typed("minificationFilter", \.minificationFilter, animatable: false),
        .number("minificationFilterBias", \.minificationFilterBias),
        .number("beginTime", \.beginTime, animatable: false), .number("duration", \.duration, animatable: false),
        .number("speed", \.speed, animatable: false), .number("timeOffset", \.timeOffset, animatable: false),
        .number("repeatCount", \.repeatCount, animatable: false),
        .number("repeatDuration", \.repeatDuration, animatable: false),
        .flag("autoreverses", \.autoreverses),
        .constant("fillMode", \.fillMode),
    ])
}
