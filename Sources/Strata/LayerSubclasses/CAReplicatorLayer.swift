import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed and tinted
/// cumulatively (Apple's `CAReplicatorLayer`).
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the original included. Default 1.
    open var instanceCount: Int = 1
    /// The delay between copies' animations, in seconds. Default 0.
    open var instanceDelay: CFTimeInterval = 0
    /// The transform applied to copy n, n times over, relative to the replicator's centre.
    /// Default identity.
    open var instanceTransform: CATransform3D = CATransform3DIdentity
    /// The colour the first copy is multiplied by. Default nil (opaque white).
    open var instanceColor: CGColor?
    /// Added to the red component for each copy after the first. Default 0.
    open var instanceRedOffset: Float = 0
    /// Added to the green component for each copy after the first. Default 0.
    open var instanceGreenOffset: Float = 0
    /// Added to the blue component for each copy after the first. Default 0.
    open var instanceBlueOffset: Float = 0
    /// Added to the alpha component for each copy after the first. Default 0.
    open var instanceAlphaOffset: Float = 0
    /// Whether copies keep their z depth instead of being flattened. Default false.
    open var preservesDepth = false
}

/// A layer whose sublayers keep their 3D depth instead of being flattened into its plane
/// (Apple's `CATransformLayer`). Its own appearance properties are ignored.
open class CATransformLayer: CALayer {}
