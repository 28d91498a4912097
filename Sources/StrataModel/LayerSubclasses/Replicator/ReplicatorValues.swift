import Foundation

/// `CAReplicatorLayer`'s properties as plain values, with Apple's defaults, and what a commit
/// hands the renderer. The table declares each property once: key-value coding, defaults,
/// copying, the animatable keys and the inspector read it.
package struct ReplicatorValues {
    package var instanceCount = 1
    package var instanceDelay: CFTimeInterval = 0
    package var instanceTransform = CATransform3DIdentity
    /// Opaque white, as Apple documents; nil multiplies by white too.
    package var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    package var instanceRedOffset: Float = 0
    package var instanceGreenOffset: Float = 0
    package var instanceBlueOffset: Float = 0
    package var instanceAlphaOffset: Float = 0
    package var preservesDepth = false

    package init() {}

    /// The replicator's properties, in the inspector's order; Apple animates all but
    /// `preservesDepth` (CAReplicatorLayer.h marks `instanceCount` animatable: a count part way
    /// is the mixed number made whole toward zero, as key-value coding stores a number in an
    /// `NSInteger`).
    package static let table = ValueTable<ReplicatorValues>([
        ValueRow(key: "instanceCount", isAnimatable: true, get: { $0.instanceCount }) { values, boxed in
            guard let v = CALayer.number(boxed), v.isFinite else { return false }
            values.instanceCount = Int(max(min(v, 1e9), -1e9))
            return true
        },
        .number("instanceDelay", \.instanceDelay),
        .typed("instanceTransform", \.instanceTransform),
        .optional("instanceColor", \.instanceColor),
        .number("instanceRedOffset", \.instanceRedOffset),
        .number("instanceGreenOffset", \.instanceGreenOffset),
        .number("instanceBlueOffset", \.instanceBlueOffset),
        .number("instanceAlphaOffset", \.instanceAlphaOffset),
        .flag("preservesDepth", \.preservesDepth),
    ])
}
