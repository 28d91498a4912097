import Foundation

/// A layer that emits, moves and draws particles (Apple's `CAEmitterLayer`): each of its
/// `emitterCells` gives birth to particles on the emitter shape, which fly, spin, grow and change
/// colour over their lifetime, and whose own cells can emit more.
///
/// Particles are worked out in closed form at each frame's time in the layer's timespace, from a
/// random sequence fixed by `seed`: the same layer at the same time draws the same particles,
/// so a recording is the same bytes twice, and `speed = 0` with `timeOffset` scrubs the
/// emission like any animation. Emission starts at the layer's local time 0, as on Apple's
/// platforms (set `beginTime` to `CACurrentMediaTime()` to start it empty now).
///
/// A named cell's animatable properties animate through the layer's key paths, as on Apple's:
/// `CABasicAnimation(keyPath: "emitterCells.fire.velocity")` added to the layer. Like any
/// change of a cell, the animated value holds for the cell's whole emission at that time (the
/// particles are worked out afresh from it), not only for the particles born since: an animated
/// `birthRate` moves the births of live particles too, and at 0 none are left, where Apple's
/// stops new births and lets the live particles finish.
open class CAEmitterLayer: CALayer {
    /// The emitter's properties; the table rows in `EmitterValues` describe them.
    package private(set) var emitter = EmitterValues()

    /// The cells that emit particles. Default nil. Read when set: a cell changed afterwards is
    /// seen after the next change of the layer, or through the key paths
    /// `emitterCells.NAME.KEY`.
    open var emitterCells: [CAEmitterCell]? {
        get { cellObjects }
        set {
            let old = cellObjects
            cellObjects = newValue
            subclassPropertyDidChange("emitterCells", changed: true, from: old)
        }
    }
    /// The cells as set, which a presentation copy takes without announcing a change.
    private var cellObjects: [CAEmitterCell]?

    /// Multiplies every cell's `birthRate`. Default 1.
    open var birthRate: Float {
        get { emitter.birthRate }
        set { setTableField(\CAEmitterLayer.emitter.birthRate, newValue, key: "birthRate") }
    }

    /// Multiplies every cell's `lifetime`. Default 1.
    open var lifetime: Float {
        get { emitter.lifetime }
        set { setTableField(\CAEmitterLayer.emitter.lifetime, newValue, key: "lifetime") }
    }

    /// The centre of the emitter shape, in the layer's coordinates. Default (0, 0).
    open var emitterPosition: CGPoint {
        get { emitter.emitterPosition }
        set { setTableField(\CAEmitterLayer.emitter.emitterPosition, newValue, key: "emitterPosition") }
    }

    /// The z of the emitter shape's centre. Default 0.
    open var emitterZPosition: CGFloat {
        get { emitter.emitterZPosition }
        set { setTableField(\CAEmitterLayer.emitter.emitterZPosition, newValue, key: "emitterZPosition") }
    }

    /// The emitter shape's size (a circle's or sphere's radius is its width). Default zero.
    open var emitterSize: CGSize {
        get { emitter.emitterSize }
        set { setTableField(\CAEmitterLayer.emitter.emitterSize, newValue, key: "emitterSize") }
    }

    /// The depth of a cuboid emitter. Default 0.
    open var emitterDepth: CGFloat {
        get { emitter.emitterDepth }
        set { setTableField(\CAEmitterLayer.emitter.emitterDepth, newValue, key: "emitterDepth") }
    }

    /// The emitter's shape. Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { emitter.emitterShape }
        set { setTableField(\CAEmitterLayer.emitter.emitterShape, newValue, key: "emitterShape") }
    }

    /// Where on the shape particles are born. Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { emitter.emitterMode }
        set { setTableField(\CAEmitterLayer.emitter.emitterMode, newValue, key: "emitterMode") }
    }

    /// The order (or blending) particles are drawn in. Default `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode {
        get { emitter.renderMode }
        set { setTableField(\CAEmitterLayer.emitter.renderMode, newValue, key: "renderMode") }
    }

    /// Whether particles keep their z under a 3D transform; stored (particles are drawn flat). Default false.
    open var preservesDepth: Bool {
        get { emitter.preservesDepth }
        set { setTableField(\CAEmitterLayer.emitter.preservesDepth, newValue, key: "preservesDepth") }
    }

    /// Multiplies every cell's `velocity`. Default 1.
    open var velocity: Float {
        get { emitter.velocity }
        set { setTableField(\CAEmitterLayer.emitter.velocity, newValue, key: "velocity") }
    }

    /// Multiplies every cell's `scale`. Default 1.
    open var scale: Float {
        get { emitter.scale }
        set { setTableField(\CAEmitterLayer.emitter.scale, newValue, key: "scale") }
    }

    /// Multiplies every cell's `spin`. Default 1.
    open var spin: Float {
        get { emitter.spin }
        set { setTableField(\CAEmitterLayer.emitter.spin, newValue, key: "spin") }
    }

    /// The seed of the particles' random numbers: one seed, one sequence of particles. Default 0.
    open var seed: UInt32 {
        get { emitter.seed }
        set { setTableField(\CAEmitterLayer.emitter.seed, newValue, key: "seed") }
    }

    /// The emitter properties and `emitterCells`: Apple's defaults, key-value coding, copying;
    /// the render values carry a snapshot of the cells.
    override package class var classTable: LayerClassTable? { table }
    private static let table = LayerClassTable(
        EmitterValues.table, storedAt: \CAEmitterLayer.emitter, defaults: EmitterValues(),
        layerRows: [ValueRow(key: "emitterCells", isAnimatable: false, get: { $0.emitterCells }) { layer, value in
            guard value == nil || value is [CAEmitterCell] else { return false }
            layer.emitterCells = value as? [CAEmitterCell]
            return true
        }],
        copying: { from, to in to.cellObjects = from.cellObjects },
        render: { layer in
            var values = layer.emitter
            values.cells = (layer.emitterCells ?? []).map { $0.snapshot() }
            return .emitter(values)
        })
}
