import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed and tinted
/// cumulatively (Apple's `CAReplicatorLayer`).
open class CAReplicatorLayer: CALayer {
    /// The properties; the table rows in `ReplicatorValues` describe them.
    package private(set) var replicator = ReplicatorValues()

    /// How many copies of the sublayers are drawn, the original included. Default 1.
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { setTableField(\CAReplicatorLayer.replicator.instanceCount, newValue, key: "instanceCount") }
    }
    /// The delay between copies' animations, in seconds. Default 0.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { setTableField(\CAReplicatorLayer.replicator.instanceDelay, newValue, key: "instanceDelay") }
    }
    /// The transform applied to copy n, n times over, relative to the replicator's centre.
    /// Default identity.
    open var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { setTableField(\CAReplicatorLayer.replicator.instanceTransform, newValue, key: "instanceTransform") }
    }
    /// The colour the first copy is multiplied by. Default opaque white, as Apple documents;
    /// nil multiplies by white too.
    open var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { setTableField(\CAReplicatorLayer.replicator.instanceColor, newValue, key: "instanceColor") }
    }
    /// Added to the red component for each copy after the first. Default 0.
    open var instanceRedOffset: Float {
        get { replicator.instanceRedOffset }
        set { setTableField(\CAReplicatorLayer.replicator.instanceRedOffset, newValue, key: "instanceRedOffset") }
    }
    /// Added to the green component for each copy after the first. Default 0.
    open var instanceGreenOffset: Float {
        get { replicator.instanceGreenOffset }
        set { setTableField(\CAReplicatorLayer.replicator.instanceGreenOffset, newValue, key: "instanceGreenOffset") }
    }
    /// Added to the blue component for each copy after the first. Default 0.
    open var instanceBlueOffset: Float {
        get { replicator.instanceBlueOffset }
        set { setTableField(\CAReplicatorLayer.replicator.instanceBlueOffset, newValue, key: "instanceBlueOffset") }
    }
    /// Added to the alpha component for each copy after the first. Default 0.
    open var instanceAlphaOffset: Float {
        get { replicator.instanceAlphaOffset }
        set { setTableField(\CAReplicatorLayer.replicator.instanceAlphaOffset, newValue, key: "instanceAlphaOffset") }
    }
    /// Whether copies keep their z depth instead of being flattened. Default false.
    open var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set { setTableField(\CAReplicatorLayer.replicator.preservesDepth, newValue, key: "preservesDepth") }
    }

    /// The replicator properties: Apple's defaults (one instance, identity transform, opaque
    /// white), key-value coding, copying.
    override package class var classTable: LayerClassTable? { table }
    private static let table = LayerClassTable(ReplicatorValues.table, storedAt: \CAReplicatorLayer.replicator,
                                               defaults: ReplicatorValues(), render: { .replicator($0.replicator) })
}
