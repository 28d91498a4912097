import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed and tinted
/// cumulatively (Apple's `CAReplicatorLayer`).
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the original included. Default 1.
    open var instanceCount: Int = 1 {
        didSet { setNeedsComposite() }
    }
    /// The delay between copies' animations, in seconds. Default 0.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { setNeedsComposite() }
    }
    /// The transform applied to copy n, n times over, relative to the replicator's centre.
    /// Default identity.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { setNeedsComposite() }
    }
    /// The colour the first copy is multiplied by. Default nil (opaque white).
    open var instanceColor: CGColor? {
        didSet { setNeedsComposite() }
    }
    /// Added to the red component for each copy after the first. Default 0.
    open var instanceRedOffset: Float = 0 {
        didSet { setNeedsComposite() }
    }
    /// Added to the green component for each copy after the first. Default 0.
    open var instanceGreenOffset: Float = 0 {
        didSet { setNeedsComposite() }
    }
    /// Added to the blue component for each copy after the first. Default 0.
    open var instanceBlueOffset: Float = 0 {
        didSet { setNeedsComposite() }
    }
    /// Added to the alpha component for each copy after the first. Default 0.
    open var instanceAlphaOffset: Float = 0 {
        didSet { setNeedsComposite() }
    }
    /// Whether copies keep their z depth instead of being flattened. Default false.
    open var preservesDepth = false {
        didSet { setNeedsComposite() }
    }
}

/// A layer whose sublayers keep their 3D depth instead of being flattened into its plane
/// (Apple's `CATransformLayer`). Its own appearance properties are ignored.
open class CATransformLayer: CALayer {}
