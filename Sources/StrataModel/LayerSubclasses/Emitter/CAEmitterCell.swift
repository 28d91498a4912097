import Foundation

/// A source of particles in an emitter layer (Apple's `CAEmitterCell`): how many are born, how
/// they move, turn, grow and change colour, and what they look like. A cell's own
/// `emitterCells` are emitted by each of its particles.
///
/// Like Apple's, a cell is read when the layer's `emitterCells` are set (or a property is set
/// through the layer's key paths, `emitterCells.NAME.KEY`): change a cell already given to a
/// layer through those key paths, or set the layer's `emitterCells` again.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// Every property, as plain values; the table rows in `EmitterCellValues` describe them.
    package var values = EmitterCellValues()

    /// The cells each particle of this cell emits. Default nil.
    open var emitterCells: [CAEmitterCell]?

    /// Creates a cell with Apple's defaults (no particles until `birthRate` and `lifetime` are set).
    public override init() {
        super.init()
    }

    /// A cell with the values of `snapshot` and, as its own cells, cells made from its cells:
    /// what `snapshot()` read, made objects again (an emitter's presentation copy animates them).
    package convenience init(snapshot: EmitterCellValues) {
        self.init()
        values = snapshot
        values.cells = []
        emitterCells = snapshot.cells.isEmpty ? nil : snapshot.cells.map(CAEmitterCell.init(snapshot:))
    }

    /// Not supported: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The cell's name, which key paths of the layer (`emitterCells.NAME.birthRate`) use. Default nil.
    open var name: String? {
        get { values.name }
        set { values.name = newValue }
    }

    /// Whether the cell emits. Default true.
    open var isEnabled: Bool {
        get { values.isEnabled }
        set { values.isEnabled = newValue }
    }

    /// Particles born each second (times the layer's `birthRate`). Default 0.
    open var birthRate: Float {
        get { values.birthRate }
        set { values.birthRate = newValue }
    }

    /// Each particle's life in seconds (times the layer's `lifetime`). Default 0.
    open var lifetime: Float {
        get { values.lifetime }
        set { values.lifetime = newValue }
    }

    /// How far a particle's lifetime varies either way. Default 0.
    open var lifetimeRange: Float {
        get { values.lifetimeRange }
        set { values.lifetimeRange = newValue }
    }

    /// The emission direction's angle out of the x-y plane, in radians. Default 0.
    open var emissionLatitude: CGFloat {
        get { values.emissionLatitude }
        set { values.emissionLatitude = newValue }
    }

    /// The emission direction's angle in the x-y plane from the x axis, in radians. Default 0.
    open var emissionLongitude: CGFloat {
        get { values.emissionLongitude }
        set { values.emissionLongitude = newValue }
    }

    /// How far a particle's direction varies either way around the emission direction, in radians. Default 0.
    open var emissionRange: CGFloat {
        get { values.emissionRange }
        set { values.emissionRange = newValue }
    }

    /// The initial speed in points a second (times the layer's `velocity`). Default 0.
    open var velocity: CGFloat {
        get { values.velocity }
        set { values.velocity = newValue }
    }

    /// How far the initial speed varies either way. Default 0.
    open var velocityRange: CGFloat {
        get { values.velocityRange }
        set { values.velocityRange = newValue }
    }

    /// Acceleration along x, in points a second squared. Default 0.
    open var xAcceleration: CGFloat {
        get { values.xAcceleration }
        set { values.xAcceleration = newValue }
    }

    /// Acceleration along y, in points a second squared. Default 0.
    open var yAcceleration: CGFloat {
        get { values.yAcceleration }
        set { values.yAcceleration = newValue }
    }

    /// Acceleration along z, in points a second squared. Default 0.
    open var zAcceleration: CGFloat {
        get { values.zAcceleration }
        set { values.zAcceleration = newValue }
    }

    /// The particle's initial scale of its contents (times the layer's `scale`). Default 1.
    open var scale: CGFloat {
        get { values.scale }
        set { values.scale = newValue }
    }

    /// How far the scale varies either way. Default 0.
    open var scaleRange: CGFloat {
        get { values.scaleRange }
        set { values.scaleRange = newValue }
    }

    /// The change of scale each second. Default 0.
    open var scaleSpeed: CGFloat {
        get { values.scaleSpeed }
        set { values.scaleSpeed = newValue }
    }

    /// The rotation speed in radians a second (times the layer's `spin`). Default 0.
    open var spin: CGFloat {
        get { values.spin }
        set { values.spin = newValue }
    }

    /// How far the rotation speed varies either way. Default 0.
    open var spinRange: CGFloat {
        get { values.spinRange }
        set { values.spinRange = newValue }
    }

    /// The colour the contents are multiplied by. Default opaque white.
    open var color: CGColor? {
        get { values.color }
        set { values.color = newValue }
    }

    /// How far the red component varies either way. Default 0.
    open var redRange: Float {
        get { values.redRange }
        set { values.redRange = newValue }
    }

    /// How far the green component varies either way. Default 0.
    open var greenRange: Float {
        get { values.greenRange }
        set { values.greenRange = newValue }
    }

    /// How far the blue component varies either way. Default 0.
    open var blueRange: Float {
        get { values.blueRange }
        set { values.blueRange = newValue }
    }

    /// How far the alpha component varies either way. Default 0.
    open var alphaRange: Float {
        get { values.alphaRange }
        set { values.alphaRange = newValue }
    }

    /// The change of the red component each second. Default 0.
    open var redSpeed: Float {
        get { values.redSpeed }
        set { values.redSpeed = newValue }
    }

    /// The change of the green component each second. Default 0.
    open var greenSpeed: Float {
        get { values.greenSpeed }
        set { values.greenSpeed = newValue }
    }

    /// The change of the blue component each second. Default 0.
    open var blueSpeed: Float {
        get { values.blueSpeed }
        set { values.blueSpeed = newValue }
    }

    /// The change of the alpha component each second. Default 0.
    open var alphaSpeed: Float {
        get { values.alphaSpeed }
        set { values.alphaSpeed = newValue }
    }

    /// The particle's picture, a `CGImage`. Default nil (the particle draws nothing).
    open var contents: Any? {
        get { values.contents }
        set { values.contents = newValue }
    }

    /// The part of `contents` drawn, in unit coordinates. Default (0, 0, 1, 1).
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set { values.contentsRect = newValue }
    }

    /// Image pixels per point of `contents`. Default 1.
    open var contentsScale: CGFloat {
        get { values.contentsScale }
        set { values.contentsScale = newValue }
    }

    /// The filter used when a particle is enlarged. Default linear.
    open var magnificationFilter: String {
        get { values.magnificationFilter }
        set { values.magnificationFilter = newValue }
    }

    /// The filter used when a particle is reduced. Default linear.
    open var minificationFilter: String {
        get { values.minificationFilter }
        set { values.minificationFilter = newValue }
    }

    /// The bias of the minification filter's level of detail. Default 0.
    open var minificationFilterBias: Float {
        get { values.minificationFilterBias }
        set { values.minificationFilterBias = newValue }
    }

    /// When the cell starts emitting, in its parent's time (the layer's, or the emitting particle's age). Default 0.
    open var beginTime: CFTimeInterval {
        get { values.beginTime }
        set { values.beginTime = newValue }
    }

    /// How long the cell emits; 0 emits for ever. Default 0.
    open var duration: CFTimeInterval {
        get { values.duration }
        set { values.duration = newValue }
    }

    /// How fast the cell's time runs. Default 1.
    open var speed: Float {
        get { values.speed }
        set { values.speed = newValue }
    }

    /// An offset added to the cell's time. Default 0.
    open var timeOffset: CFTimeInterval {
        get { values.timeOffset }
        set { values.timeOffset = newValue }
    }

    /// Stored as `CAMediaTiming` requires; emission is not repeated. Default 0.
    open var repeatCount: Float {
        get { values.repeatCount }
        set { values.repeatCount = newValue }
    }

    /// Stored as `CAMediaTiming` requires; emission is not repeated. Default 0.
    open var repeatDuration: CFTimeInterval {
        get { values.repeatDuration }
        set { values.repeatDuration = newValue }
    }

    /// Stored as `CAMediaTiming` requires; emission does not reverse. Default false.
    open var autoreverses: Bool {
        get { values.autoreverses }
        set { values.autoreverses = newValue }
    }

    /// Stored as `CAMediaTiming` requires. Default removed.
    open var fillMode: CAMediaTimingFillMode {
        get { values.fillMode }
        set { values.fillMode = newValue }
    }

    /// The default of `key`: Apple's for a cell property, nil otherwise.
    open class func defaultValue(forKey key: String) -> Any? {
        EmitterCellValues.table[key]?.get(EmitterCellValues())
    }

    /// Whether the cell's `key` is archived; always true, as Apple's default.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Key-value access to the cell's properties (and `emitterCells`).
    open func value(forKey key: String) -> Any? {
        if key == "emitterCells" { return emitterCells }
        return EmitterCellValues.table[key]?.get(values)
    }

    /// Sets a cell property by key, accepting every form key-value coding takes (numbers of any
    /// type, `NSNumber`, `NSValue` boxes); a value of the wrong type is reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        if key == "emitterCells" {
            guard value == nil || value is [CAEmitterCell] else {
                return StrataDiagnostics.report("CAEmitterCell.setValue(_:forKey: \"emitterCells\") needs [CAEmitterCell]; ignored")
            }
            emitterCells = value as? [CAEmitterCell]
            return
        }
        guard let row = EmitterCellValues.table[key] else {
            return StrataDiagnostics.report("CAEmitterCell has no property \"\(key)\"; setValue(_:forKey:) ignored")
        }
        if !row.set(&values, value) {
            StrataDiagnostics.report("CAEmitterCell.setValue(\(value.map { "\($0)" } ?? "nil"), forKey: \"\(key)\") has the wrong type; ignored")
        }
    }

    /// The cell a key path below `emitterCells` names, and the key left: `NAME.KEY`, or
    /// `NAME.emitterCells.NAME2.KEY` through a cell's cells. Nil when no cell has the name.
    package static func cell(at path: ArraySlice<String>, in cells: [CAEmitterCell]) -> (cell: CAEmitterCell, key: String)? {
        guard path.count >= 2, let cell = cells.first(where: { $0.name == path.first }) else { return nil }
        let rest = path.dropFirst()
        if rest.count == 1, let key = rest.first { return (cell, key) }
        guard rest.first == "emitterCells" else { return nil }
        return Self.cell(at: rest.dropFirst(), in: cell.emitterCells ?? [])
    }

    /// The cell's values with its cells' read out, `depth` levels below the layer: cells nested
    /// past `EmitterLimits.cellDepth`, or containing themselves, are left out with a diagnostic.
    package func snapshot(depth: Int = 0, path: [ObjectIdentifier] = []) -> EmitterCellValues {
        var snapshot = values
        let here = path + [ObjectIdentifier(self)]
        for cell in emitterCells ?? [] {
            if here.contains(ObjectIdentifier(cell)) {
                StrataDiagnostics.report("emitter cell \(cell.name ?? "(unnamed)") contains itself; that cell is left out")
            } else if depth + 1 >= EmitterLimits.cellDepth {
                StrataDiagnostics.report("emitter cells nested deeper than \(EmitterLimits.cellDepth) levels; the deeper ones are left out")
                break
            } else {
                snapshot.cells.append(cell.snapshot(depth: depth + 1, path: here))
            }
        }
        return snapshot
    }
}

/// The bounds an emitter keeps to whatever it is asked for.
package enum EmitterLimits {
    /// Cells nested below a layer's cells, at most.
    package static let cellDepth = 8
    /// Live particles one emitter layer draws in a frame, at most; more are reported and the
    /// oldest left out.
    package static let particles = 20_000
}
