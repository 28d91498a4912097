import Foundation

/// The live particles of one emitter layer at one time, worked out in closed form.
///
/// A cell emits its particles at fixed times (birth k at k / birthRate seconds of the cell's
/// clock), and each particle's random numbers come from the seed, its cell and k alone
/// (`ParticleRandom`). Its state at age a is then a formula: position p₀ + v·a + ½·g·a², angle
/// spin·a, scale s₀ + scaleSpeed·a, colour c₀ + speed·a. So the field at any time is found
/// without stepping through the frames before it: the same time always gives the same particles,
/// a frozen or scrubbed timespace shows the emission at that time, and the cost of a frame is
/// the live particles', not the time since the emitter started. A change of the layer's own
/// values (its multipliers, shape, place, seed) starts a new era (`EmitterEra`): births from the
/// last time shown on take the new values, and the particles already born keep theirs. A change
/// of the cells works every particle out from the new cells.
///
/// Render state: a field belongs to the render node of its layer and is never seen by the model.
final class ParticleField {
    /// The live particles, drawn in this order.
    private(set) var particles: [Particle] = []
    /// Each cell's look, by the index particles carry.
    private(set) var looks: [ParticleLook] = []
    /// The box the particles reach, in the layer's coordinates; null when there are none.
    private(set) var bounds = CGRect.null
    /// The layer time the particles were worked out for (NaN before the first time).
    private(set) var time = Double.nan
    /// Whether the last evaluation had more particles than the budget allows (reported once
    /// each time it starts to).
    private var wasOverBudget = false

    /// The layer's values by era, oldest first; never empty once configured.
    private var eras: [EmitterEra] = [EmitterEra(values: EmitterValues(), start: -.infinity, serial: 0, cellCount: 0)]
    /// The era numbers given so far.
    private var erasMade: UInt64 = 0
    /// The last layer time evaluated and shown (NaN before the first): where a new era starts.
    private var shownTime = Double.nan
    /// The cells as committed, to tell a change of cells from a change of the layer's values.
    private var cellValues: [EmitterCellValues] = []
    /// The cells, flattened depth first: each with its look, a number naming its path for the
    /// random numbers, and the indices of its own cells.
    private var cells: [FlatCell] = []
    private var topCells: [Int] = []
    /// The newest era's values: what the field does from now on.
    private var emitter: EmitterValues { eras[eras.count - 1].values }

    private struct FlatCell {
        let values: EmitterCellValues
        let look: Int32
        let pathID: UInt64
        var children: [Int]
    }

    /// The most eras kept; past it the oldest go (their particles with them).
    static let eraLimit = 1024

    /// Takes the emitter's committed values: new cells replace every particle; new layer values
    /// apply to the particles born after the last time shown (see `EmitterEra`).
    func configure(_ values: EmitterValues) {
        let sameCells = cellValues.count == values.cells.count
            && zip(cellValues, values.cells).allSatisfy { $0.isSame(as: $1) }
        if sameCells, eras[eras.count - 1].holds(values) { return }
        time = .nan
        if !sameCells {
            // New cells: every particle is worked out from them, each under the era it was born in.
            cellValues = values.cells
            cells.removeAll()
            looks.removeAll()
            topCells = values.cells.enumerated().map { flatten($1, pathID: 0, index: $0) }
            for index in eras.indices { eras[index].windows = Array(repeating: ParticleBirthWindow(), count: cells.count) }
        }
        guard shownTime.isFinite else {
            erasMade = 0
            eras = [EmitterEra(values: values, start: -.infinity, serial: 0, cellCount: cells.count)]
            return
        }
        if eras[eras.count - 1].holds(values) { return }
        // Eras that start at or after the time shown (changed again before a frame showed the last
        // change, or a timespace scrubbed back) give way to the new one: eras stay in time order.
        while eras.count > 1, eras[eras.count - 1].start >= shownTime { eras.removeLast() }
        if eras[eras.count - 1].holds(values) { return }
        erasMade += 1
        eras.append(EmitterEra(values: values, start: shownTime, serial: erasMade, cellCount: cells.count))
        if eras.count > Self.eraLimit { eras.removeFirst(eras.count - Self.eraLimit) }
    }

    private func flatten(_ cell: EmitterCellValues, pathID parent: UInt64, index: Int) -> Int {
        let pathID = (parent &* 31 &+ UInt64(index) &+ 1) &* 0x2545_F491_4F6C_DD1D
        let slot = cells.count
        looks.append(ParticleLook(cell))
        cells.append(FlatCell(values: cell, look: Int32(looks.count - 1), pathID: pathID, children: []))
        let children = cell.cells.enumerated().map { flatten($1, pathID: pathID, index: $0) }
        cells[slot].children = children
        return slot
    }

    /// Whether a cell may still give birth, or particles of an earlier era (an emitting parent
    /// that draws nothing of its own) may still live: the field must be drawn again as time
    /// passes.
    var isEmitting: Bool {
        eras.count > 1 || emitter.birthRate > 0 && emitter.lifetime > 0
            && topCells.contains { cells[$0].values.isEnabled && cells[$0].values.birthRate > 0 }
    }

    /// Works out the live particles at the layer's local time `t`; false when they were
    /// already worked out for that time (nothing changed).
    @discardableResult
    func evaluate(atLayerTime t: Double) -> Bool {
        guard t != time || t.isNaN else { return false }
        time = t
        particles.removeAll(keepingCapacity: true)
        bounds = .null
        guard t.isFinite else { return true }
        shownTime = t
        var budget = Budget(particles: EmitterLimits.particles)
        for index in topCells {
            for era in eras.indices {
                let end = era + 1 < eras.count ? eras[era + 1].start : .infinity
                emit(cell: index, era: era, births: eras[era].start..<end, parentTime: t, parent: nil, budget: &budget)
            }
        }
        forgetEras(before: t)
        if budget.exceeded, !wasOverBudget {
            StrataDiagnostics.report("an emitter has more than \(EmitterLimits.particles) live particles; "
                                     + "the oldest are not drawn")
        }
        wasOverBudget = budget.exceeded
        order()
        return true
    }

    /// How many particles may still be made, and how many births looked at (alive or not).
    private struct Budget {
        var particles: Int
        var births: Int
        var exceeded = false

        init(particles: Int) {
            self.particles = particles
            births = particles * 4
        }
    }

    /// The eras no particle can be left from at layer time `t`: those that ended longer ago than
    /// any chain of their particles lives (every cell's longest lifetime, added up).
    private func forgetEras(before t: Double) {
        guard eras.count > 1 else { return }
        // Ages are in layer time: a cell's speed moves its births, not its particles' lives.
        let lifetimes = cells.reduce(0.0) { $0 + Double($1.values.lifetime) + abs(Double($1.values.lifetimeRange)) }
        while eras.count > 1 {
            let reach = lifetimes * Double(eras[0].values.lifetime)
            guard reach.isFinite, eras[1].start + reach < t else { return }
            eras.removeFirst()
        }
    }

    /// The particles of `cell` alive at `parentTime` in its parent's time: the layer's time for
    /// a cell of the layer, the parent particle's age for a cell's cell. A cell of the layer
    /// gives the births of era `era` whose times fall in `births`; a cell's cell those of its
    /// parent's era. `births` is the era's span of layer time, its start excluded and its end
    /// included.
    private func emit(cell index: Int, era: Int, births span: Range<Double>, parentTime τ: Double,
                      parent: ParentParticle?, budget: inout Budget) {
        let cell = cells[index]
        let c = cell.values
        let emitter = eras[era].values
        let rate = Double(c.birthRate) * Double(emitter.birthRate)
        let speed = Double(c.speed)
        let lifeScale = Double(emitter.lifetime)
        let longest = (Double(c.lifetime) + abs(Double(c.lifetimeRange))) * lifeScale
        guard c.isEnabled, rate > 0, rate.isFinite, speed > 0, speed.isFinite, longest > 0, longest.isFinite,
              c.beginTime.isFinite, c.timeOffset.isFinite, τ.isFinite else { return }
        // The cell's clock: k is born when it reads k / rate.
        func clock(_ t: Double) -> Double { (t - c.beginTime) * speed + c.timeOffset }
        let now = clock(τ)
        guard now >= 0 else { return }
        var last = (now * rate).rounded(.down)
        if c.duration > 0, c.duration.isFinite { last = min(last, (c.duration * rate).rounded(.up) - 1) }
        var first = max(0, (clock(τ - longest) * rate).rounded(.down))
        // The era's births: k / rate in (clock(start), clock(end)] of the cell's clock, a birth at
        // the time last shown being the old era's, which showed it.
        if parent == nil {
            if span.lowerBound.isFinite { first = max(first, (clock(span.lowerBound) * rate).rounded(.down) + 1) }
            if span.upperBound.isFinite { last = min(last, (clock(span.upperBound) * rate).rounded(.down)) }
        }
        guard last >= first, last < 0x1p62 else { return }
        if last - first + 1 > Double(budget.births) {
            first = last - Double(budget.births) + 1
            budget.exceeded = true
        }
        guard first <= last else { return }
        let look = looks[Int(cell.look)]
        let drawable = !look.pixels.isEmpty && look.reach > 0
        // The births of a cell of the layer are kept from frame to frame.
        var kept = false
        if parent == nil {
            // Taken out while it is filled, as making a birth reads the eras (and swapped, not
            // copied, so that its births are not copied either).
            var window = ParticleBirthWindow()
            swap(&window, &eras[era].windows[index])
            kept = window.hold(Int64(first), Int64(last)) { birth(of: cell, era: era, k: $0, parent: nil, rate: rate) }
            swap(&window, &eras[era].windows[index])
        }
        for k in Int64(first)...Int64(last) {
            budget.births -= 1
            let b: ParticleBirth
            if kept {
                b = eras[era].windows[index].birth(k)
            } else {
                // Only the birth time first: most births looked at here are not alive.
                let born = c.beginTime + (Double(k) / rate - c.timeOffset) / speed
                guard τ - born >= 0 else { continue }
                b = birth(of: cell, era: era, k: k, parent: parent, rate: rate)
            }
            let age = τ - b.born
            guard age >= 0, age < b.lifetime else { continue }
            let scale = b.scale + Double(c.scaleSpeed) * age
            func component(_ value: Double, _ speed: Float) -> Float { Float(value + Double(speed) * age).clamped01 }
            let red = component(b.red, c.redSpeed), green = component(b.green, c.greenSpeed)
            let blue = component(b.blue, c.blueSpeed), alpha = component(b.alpha, c.alphaSpeed)
            if drawable, scale > 0, alpha > 0, budget.particles > 0 {
                let p = b.motion.position(atAge: age)
                guard p.x.isFinite, p.y.isFinite, scale.isFinite else { continue }
                particles.append(Particle(x: p.x, y: p.y, z: p.z, angle: b.spin * age, scale: scale, red: red,
                                          green: green, blue: blue, alpha: alpha, birth: b.motion.birth, look: cell.look))
                budget.particles -= 1
                let r = scale * look.reach
                bounds = bounds.union(CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
            } else if budget.particles <= 0 {
                budget.exceeded = true
            }
            for child in cell.children where budget.births > 0 {
                let emitting = ParentParticle(birth: b, scaleSpeed: Double(c.scaleSpeed),
                                              colorSpeed: (c.redSpeed, c.greenSpeed, c.blueSpeed, c.alphaSpeed))
                emit(cell: child, era: era, births: -.infinity..<Double.infinity, parentTime: age, parent: emitting,
                     budget: &budget)
            }
            if budget.births <= 0 {
                budget.exceeded = true
                return
            }
        }
    }

    /// What particle `k` of `cell` is given at its birth, drawn from its random numbers (in the
    /// order they have always been drawn, so a seed keeps its particles). A cell's cell starts
    /// from its `parent` particle as it is then: at its place, its direction added to the
    /// emission longitude, its scale and colour multiplying the cell's (the layer's scale
    /// multiplier is in the parent's already).
    private func birth(of cell: FlatCell, era: Int, k: Int64, parent: ParentParticle?, rate: Double) -> ParticleBirth {
        let c = cell.values
        let emitter = eras[era].values
        let born = c.beginTime + (Double(k) / rate - c.timeOffset) / Double(c.speed)
        var random = ParticleRandom(seed: emitter.seed, cell: eras[era].cellID(cell.pathID), birth: k,
                                    parent: parent?.motion.identity ?? 0)
        let lifetime = (Double(c.lifetime) + random.signed() * Double(c.lifetimeRange)) * Double(emitter.lifetime)
        let origin = parent.map { $0.motion.position(atAge: born) } ?? birthPlace(&random, emitter)
        let magnitude = (Double(c.velocity) + random.signed() * Double(c.velocityRange)) * Double(emitter.velocity)
        let longitude = Double(c.emissionLongitude) + random.signed() * Double(c.emissionRange)
            + (parent?.direction(atAge: born) ?? 0)
        let latitude = Double(c.emissionLatitude)
        let velocity = (magnitude * cos(latitude) * cos(longitude), magnitude * cos(latitude) * sin(longitude),
                        magnitude * sin(latitude))
        let motion = ParticleMotion(origin: origin, velocity: velocity,
                                    acceleration: (Double(c.xAcceleration), Double(c.yAcceleration), Double(c.zAcceleration)),
                                    birth: (parent?.motion.birth ?? 0) + born, identity: random.identity())
        let scale = (Double(c.scale) + random.signed() * Double(c.scaleRange))
            * (parent?.scale(atAge: born) ?? Double(emitter.scale))
        let spin = (Double(c.spin) + random.signed() * Double(c.spinRange)) * Double(emitter.spin)
        let base = c.color?.rgba ?? (r: 1, g: 1, b: 1, a: 1)
        func component(_ value: CGFloat, _ range: Float) -> Double { Double(value) + random.signed() * Double(range) }
        var red = component(base.r, c.redRange), green = component(base.g, c.greenRange)
        var blue = component(base.b, c.blueRange), alpha = component(base.a, c.alphaRange)
        if let inherited = parent?.color(atAge: born) {
            red *= inherited.red
            green *= inherited.green
            blue *= inherited.blue
            alpha *= inherited.alpha
        }
        return ParticleBirth(born: born, lifetime: lifetime, motion: motion, scale: scale, spin: spin, red: red,
                             green: green, blue: blue, alpha: alpha)
    }

    /// Where on the emitter shape a particle is born, in the layer's coordinates.
    private func birthPlace(_ random: inout ParticleRandom, _ emitter: EmitterValues) -> (x: Double, y: Double, z: Double) {
        let centre = (x: Double(emitter.emitterPosition.x), y: Double(emitter.emitterPosition.y),
                      z: Double(emitter.emitterZPosition))
        let offset = EmitterShapeSampler(shape: emitter.emitterShape, mode: emitter.emitterMode,
                                         width: Double(emitter.emitterSize.width), height: Double(emitter.emitterSize.height),
                                         depth: Double(emitter.emitterDepth)).sample(&random)
        return (centre.x + offset.x, centre.y + offset.y, centre.z + offset.z)
    }

    /// Puts the particles in the render mode's order; each cell emits oldest first already.
    /// `unordered` (and `additive`, where order makes no difference) keeps that order: the splat
    /// prefetches the pixels of the particles it draws next, which served the frame better than
    /// sorting them top to bottom (`strata bench --only emitter`: 9.7 ms against 10.6 ms).
    private func order() {
        switch emitter.renderMode {
        case .unordered, .additive: break
        case .oldestFirst: particles.sort { $0.birth < $1.birth }
        case .oldestLast: particles.sort { $0.birth > $1.birth }
        case .backToFront: particles.sort { $0.z < $1.z }
        default: break
        }
    }

    /// Whether particles add up rather than blend over each other.
    var isAdditive: Bool { emitter.renderMode == .additive }

    /// The pixels the particles are drawn into, kept from frame to frame; nil while a band
    /// draws into them. Guarded by `scratchLock` (a lock ThreadSanitizer models, as the render
    /// caches' is).
    private var keptScratch: ScratchPixels?
    private let scratchLock = NSLock()

    /// Calls `body` with transparent scratch pixels for a `width` × `height` box. The kept
    /// pixels serve while large enough; a band of a threaded frame that finds another band
    /// drawing into them gets pixels of its own, and the larger are kept after.
    func withScratch(width: Int, height: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) {
        let count = width * height
        let taken = scratchLock.withLock {
            defer { keptScratch = nil }
            return keptScratch
        }
        let scratch = taken.flatMap { $0.capacity >= count ? $0 : nil } ?? ScratchPixels(capacity: count)
        scratch.pixels.update(repeating: 0, count: count)
        body(scratch.pixels)
        scratchLock.withLock {
            if (keptScratch?.capacity ?? 0) < scratch.capacity { keptScratch = scratch }
        }
    }
}

/// Pixels owned by one `ParticleField` scratch, freed with it.
private final class ScratchPixels {
    let pixels: UnsafeMutablePointer<UInt32>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        pixels.initialize(repeating: 0, count: capacity)
    }

    deinit {
        pixels.deallocate()
    }
}

extension Float {
    /// The value clamped to 0…1 (NaN to 0).
    fileprivate var clamped01: Float { self > 0 ? Swift.min(self, 1) : 0 }
}

extension RenderNode {
    /// Gives an emitter's node a particle field holding the committed emitter values, and
    /// drops the field of a node that is no longer an emitter.
    func configureParticles() {
        guard case .emitter(let emitter) = modelKind else {
            particleField = nil
            return
        }
        let field = particleField ?? ParticleField()
        field.configure(emitter)
        particleField = field
    }
}
