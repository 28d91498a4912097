import StrataCoreGraphics

/// The random numbers of one particle: SplitMix64 seeded from the emitter's `seed`, the cell and
/// the particle's birth number, so that a particle's numbers depend on nothing else — not on the
/// frame, the other particles or the order of evaluation.
struct ParticleRandom {
    private var generator: SplitMix64

    /// The numbers of particle `birth` of the cell `cell` (a path number) of an emitter seeded
    /// with `seed`, under the parent particle `parent` (0 for a cell of the layer).
    init(seed: UInt32, cell: UInt64, birth: Int64, parent: UInt64) {
        var mixer = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
        let cellMix = mixer.next() ^ cell &* 0xBF58_476D_1CE4_E5B9
        let birthMix = UInt64(bitPattern: birth) &* 0x94D0_49BB_1331_11EB
        generator = SplitMix64(seed: cellMix ^ birthMix ^ (parent &* 0xD6E8_FEB8_6659_FD93))
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 { generator.next() }

    /// A number uniform in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number uniform in [-1, 1): a range's spread either way.
    mutating func signed() -> Double {
        unit() * 2 - 1
    }

    /// A mixed identity for a particle, for its own cells' numbers.
    mutating func identity() -> UInt64 { next() | 1 }
}
