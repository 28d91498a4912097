import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed and tinted
/// cumulatively (Apple's `CAReplicatorLayer`).
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the original included. Default 1.
    open var instanceCount: Int = 1 {
        didSet { subclassPropertyDidChange("instanceCount", changed: oldValue != instanceCount, from: oldValue) }
    }
    /// The delay between copies' animations, in seconds. Default 0.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { subclassPropertyDidChange("instanceDelay", changed: oldValue != instanceDelay, from: oldValue) }
    }
    /// The transform applied to copy n, n times over, relative to the replicator's centre.
    /// Default identity.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { subclassPropertyDidChange("instanceTransform", changed: oldValue != instanceTransform, from: oldValue) }
    }
    /// The colour the first copy is multiplied by. Default opaque white, as Apple documents;
    /// nil multiplies by white too.
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { subclassPropertyDidChange("instanceColor", changed: oldValue != instanceColor, from: oldValue) }
    }
    /// Added to the red component for each copy after the first. Default 0.
    open var instanceRedOffset: Float = 0 {
        didSet { subclassPropertyDidChange("instanceRedOffset", changed: oldValue != instanceRedOffset, from: oldValue) }
    }
    /// Added to the green component for each copy after the first. Default 0.
    open var instanceGreenOffset: Float = 0 {
        didSet { subclassPropertyDidChange("instanceGreenOffset", changed: oldValue != instanceGreenOffset, from: oldValue) }
    }
    /// Added to the blue component for each copy after the first. Default 0.
    open var instanceBlueOffset: Float = 0 {
        didSet { subclassPropertyDidChange("instanceBlueOffset", changed: oldValue != instanceBlueOffset, from: oldValue) }
    }
    /// Added to the alpha component for each copy after the first. Default 0.
    open var instanceAlphaOffset: Float = 0 {
        didSet { subclassPropertyDidChange("instanceAlphaOffset", changed: oldValue != instanceAlphaOffset, from: oldValue) }
    }
    /// Whether copies keep their z depth instead of being flattened. Default false.
    open var preservesDepth = false {
        didSet { subclassPropertyDidChange("preservesDepth", changed: oldValue != preservesDepth, from: oldValue) }
    }

    /// Creates a replicator layer with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Not supported, as for `CALayer`: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a copy of `layer`, replicator properties included when it is a replicator:
    /// Core Animation makes presentation layers this way.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    override package var kindValues: LayerKindValues {
        .replicator(ReplicatorValues(instanceCount: instanceCount, instanceDelay: instanceDelay,
                                     instanceTransform: instanceTransform, instanceColor: instanceColor,
                                     instanceRedOffset: instanceRedOffset, instanceGreenOffset: instanceGreenOffset,
                                     instanceBlueOffset: instanceBlueOffset, instanceAlphaOffset: instanceAlphaOffset))
    }

    /// What a new ReplicatorLayer layer holds for each of its keys, read once from one.
    /// The class's own property keys, in the inspector's order.
    override package class var ownPropertyKeys: [String] { ownKeys }

    private static let ownKeys = [
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
        "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth",
    ]

    private static let defaults = CALayer.defaults(of: CAReplicatorLayer(), keys: ownKeys)

    /// Apple's defaults for the replicator properties (one instance, identity transform, opaque white), then the inherited ones.
    open override class func defaultValue(forKey key: String) -> Any? {
        defaults[key] ?? super.defaultValue(forKey: key)
    }

    /// Key-value access to the replicator properties.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": instanceCount
        case "instanceDelay": instanceDelay
        case "instanceTransform": instanceTransform
        case "instanceColor": instanceColor
        case "instanceRedOffset": instanceRedOffset
        case "instanceGreenOffset": instanceGreenOffset
        case "instanceBlueOffset": instanceBlueOffset
        case "instanceAlphaOffset": instanceAlphaOffset
        case "preservesDepth": preservesDepth
        default: super.value(forKey: key)
        }
    }

    /// Sets a replicator property by key; other keys go to `CALayer`.
    open override func setValue(_ boxed: Any?, forKey key: String) {
        let value = BoxedValue.unboxed(boxed)
        switch key {
        case "instanceCount":
            guard let v = CALayer.number(value), v.isFinite else { return rejectKeyedValue(value, forKey: key) }
            instanceCount = Int(v)
        case "instanceDelay":
            guard let v = CALayer.number(value) else { return rejectKeyedValue(value, forKey: key) }
            instanceDelay = v
        case "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset":
            guard let v = CALayer.number(value).map(Float.init) else { return rejectKeyedValue(value, forKey: key) }
            switch key {
            case "instanceRedOffset": instanceRedOffset = v
            case "instanceGreenOffset": instanceGreenOffset = v
            case "instanceBlueOffset": instanceBlueOffset = v
            default: instanceAlphaOffset = v
            }
        case "instanceTransform":
            guard let v = value as? CATransform3D else { return rejectKeyedValue(value, forKey: key) }
            instanceTransform = v
        case "instanceColor":
            guard value == nil || value is CGColor else { return rejectKeyedValue(value, forKey: key) }
            instanceColor = value as? CGColor
        case "preservesDepth":
            guard let v = value as? Bool else { return rejectKeyedValue(value, forKey: key) }
            preservesDepth = v
        default: super.setValue(boxed, forKey: key)
        }
    }
}
