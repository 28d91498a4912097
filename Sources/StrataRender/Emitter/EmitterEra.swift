import Foundation

/// The layer-level values of an emitter (its multipliers, shape, place and seed) from one layer
/// time on: Apple's "Emitter cell attribute multipliers only affect newly created particles,
/// leaving existing particles unchanged". A particle of a layer cell is born under the era its
/// birth time falls in and keeps that era's values (and its cells' particles too); so setting
/// `birthRate` to 0 stops new particles while the live ones fly on, and moving the emitter leaves
/// the particles it made where they are.
struct EmitterEra {
    /// The layer's values, its cells left out (they are the field's).
    let values: EmitterValues
    /// The layer time after which births take these values (a birth at that time was shown
    /// with the era before); −∞ for the first era.
    let start: Double
    /// Mixed into the random numbers of the era's births, so that two eras' birth number k are
    /// different particles; 0 for the first era, whose numbers are those of an emitter that
    /// never changed.
    let serial: UInt64
    /// The births kept for each cell of the layer, by the cells' index.
    var windows: [ParticleBirthWindow]

    init(values: EmitterValues, start: Double, serial: UInt64, cellCount: Int) {
        var layer = values
        layer.cells = []
        self.values = layer
        self.start = start
        self.serial = serial
        windows = Array(repeating: ParticleBirthWindow(), count: cellCount)
    }

    /// The cell path number the era's random numbers use for a cell's `pathID`.
    func cellID(_ pathID: UInt64) -> UInt64 {
        serial == 0 ? pathID : pathID ^ (serial &* 0x9E37_79B9_7F4A_7C15)
    }

    /// Whether `values` (its cells aside) are this era's.
    func holds(_ values: EmitterValues) -> Bool {
        EmitterValues.table.rows.allSatisfy { EmitterEra.same($0.get(self.values), $0.get(values)) }
    }

    /// Whether two values key-value coding read are equal: as hashable values when they are,
    /// objects (a cell's contents) by identity.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?):
            if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
            return (x as AnyObject) === (y as AnyObject)
        default: return false
        }
    }
}

extension EmitterCellValues {
    /// Whether the two cells have the same values, their contents the same object, and their
    /// cells the same.
    func isSame(as other: EmitterCellValues) -> Bool {
        Self.table.rows.allSatisfy { EmitterEra.same($0.get(self), $0.get(other)) }
            && cells.count == other.cells.count && zip(cells, other.cells).allSatisfy { $0.isSame(as: $1) }
    }
}
