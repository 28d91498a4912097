import Foundation

/// The parts of a particle's motion its own cells' particles start from, and its position at
/// any age: p₀ + v·a + ½·g·a².
struct ParticleMotion {
    let origin: (x: Double, y: Double, z: Double)
    let velocity: (x: Double, y: Double, z: Double)
    let acceleration: (x: Double, y: Double, z: Double)
    /// The particle's birth in layer time.
    let birth: Double
    /// The particle's identity in the random numbers.
    let identity: UInt64

    func position(atAge a: Double) -> (x: Double, y: Double, z: Double) {
        (origin.x + velocity.x * a + 0.5 * acceleration.x * a * a,
         origin.y + velocity.y * a + 0.5 * acceleration.y * a * a,
         origin.z + velocity.z * a + 0.5 * acceleration.z * a * a)
    }
}

/// What a particle is given at its birth, drawn from its random numbers: everything of it that
/// does not change with its age. A particle at age a is these values moved on by a.
struct ParticleBirth {
    /// When it is born, in its parent's time.
    let born: Double
    let lifetime: Double
    let motion: ParticleMotion
    /// Its scale at birth (the cell's `scaleSpeed` not yet applied).
    let scale: Double
    /// Radians a second.
    let spin: Double
    /// Its colour at birth, before the cell's colour speeds and clamping to 0…1.
    let red: Double, green: Double, blue: Double, alpha: Double
}

/// The births of one cell of an emitter layer for a window of birth numbers, kept from one
/// evaluation to the next: between two frames most of the window's particles are the same, so
/// only the births that entered it are drawn from their random numbers (and their trigonometry).
/// A particle's values depend on its birth number alone, so a kept birth equals a new one.
struct ParticleBirthWindow {
    /// The birth number of `births[start]`.
    private var first: Int64 = 0
    private var start = 0
    private var births: [ParticleBirth] = []

    /// The most births kept: a wider window is worked out without keeping it.
    static let limit = 1 << 16

    /// Forgets every birth (the cell's or the emitter's values changed).
    mutating func reset() {
        births.removeAll()
        start = 0
    }

    /// Makes the window hold births `low...high`, keeping those it holds and making the others
    /// with `make`; false (and nothing kept) when the window would pass `limit`.
    mutating func hold(_ low: Int64, _ high: Int64, make: (Int64) -> ParticleBirth) -> Bool {
        guard high >= low, high - low < Int64(Self.limit) else {
            reset()
            return false
        }
        let kept = births.count - start
        let keptHigh = first + Int64(kept) - 1
        if kept == 0 || low < first || low > keptHigh + 1 {
            reset()
            first = low
        } else {
            start += Int(low - first)
            first = low
            if high < keptHigh { births.removeLast(Int(keptHigh - high)) }
        }
        // Old births are dropped in bulk once they are half the storage.
        if start > 1024, start > births.count / 2 {
            births.removeFirst(start)
            start = 0
        }
        let next = first + Int64(births.count - start)
        if next <= high {
            for k in next...high { births.append(make(k)) }
        }
        return true
    }

    /// Birth `k`, which the window holds.
    func birth(_ k: Int64) -> ParticleBirth { births[start + Int(k - first)] }
}

/// What a cell's cells take from the particle that emits theirs, at each of their births. Apple:
/// "The emission point is the current particle position and the emission angle is relative to
/// the current direction of the particle", and the scale and colour of the emitting particle
/// "are inherited" by its cells' particles.
struct ParentParticle {
    let birth: ParticleBirth
    /// The emitting cell's speeds, which move the particle's scale and colour with its age.
    let scaleSpeed: Double
    let colorSpeed: (red: Float, green: Float, blue: Float, alpha: Float)

    var motion: ParticleMotion { birth.motion }

    /// The angle in the xy-plane of the particle's velocity at `age` (0 while it is still).
    func direction(atAge age: Double) -> Double {
        let m = birth.motion
        let vx = m.velocity.x + m.acceleration.x * age, vy = m.velocity.y + m.acceleration.y * age
        return vx == 0 && vy == 0 ? 0 : atan2(vy, vx)
    }

    /// The particle's scale at `age`.
    func scale(atAge age: Double) -> Double { birth.scale + scaleSpeed * age }

    /// The particle's colour at `age`, each component within 0…1.
    func color(atAge age: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        func component(_ value: Double, _ speed: Float) -> Double { min(max(value + Double(speed) * age, 0), 1) }
        return (component(birth.red, colorSpeed.red), component(birth.green, colorSpeed.green),
                component(birth.blue, colorSpeed.blue), component(birth.alpha, colorSpeed.alpha))
    }
}
