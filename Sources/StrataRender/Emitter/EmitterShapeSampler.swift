import Foundation

/// Where on an emitter shape a particle is born, relative to the shape's centre.
///
/// The shapes as Apple describes them: a point; a line along x of the size's width; a rectangle
/// of the size; a cuboid of the size by the depth; a circle and a sphere whose radius is the
/// width (Apple: "a circle centered at (emitterPosition.x, emitterPosition.y, emitterZPosition)
/// of radius emitterSize.width"). The modes: `points` at the shape's vertices (its centre for a point, circle or
/// sphere), `outline` on its edges (a sphere's surface), `surface` over its faces (inside a flat
/// shape), `volume` inside it (inside a flat shape too).
struct EmitterShapeSampler {
    let shape: CAEmitterLayerEmitterShape
    let mode: CAEmitterLayerEmitterMode
    let width: Double
    let height: Double
    let depth: Double

    func sample(_ random: inout ParticleRandom) -> (x: Double, y: Double, z: Double) {
        let w = width.isFinite ? width : 0, h = height.isFinite ? height : 0, d = depth.isFinite ? depth : 0
        switch shape {
        case .line:
            let t = mode == .points ? corner(&random) : random.signed()
            return (t * w / 2, 0, 0)
        case .rectangle:
            switch mode {
            case .points: return (corner(&random) * w / 2, corner(&random) * h / 2, 0)
            case .outline:
                let (x, y) = perimeterPoint(&random, w, h)
                return (x, y, 0)
            default: return (random.signed() * w / 2, random.signed() * h / 2, 0)
            }
        case .cuboid:
            switch mode {
            case .points: return (corner(&random) * w / 2, corner(&random) * h / 2, corner(&random) * d / 2)
            case .outline: return cuboidEdgePoint(&random, w, h, d)
            case .surface: return cuboidFacePoint(&random, w, h, d)
            default: return (random.signed() * w / 2, random.signed() * h / 2, random.signed() * d / 2)
            }
        case .circle:
            let angle = random.unit() * 2 * .pi
            let radius: Double = switch mode {
            case .points: 0
            case .outline: w
            default: w * sqrt(random.unit())
            }
            return (radius * cos(angle), radius * sin(angle), 0)
        case .sphere:
            guard mode != .points else { return (0, 0, 0) }
            // A uniform direction: z uniform in [-1, 1], longitude uniform.
            let z = random.signed(), angle = random.unit() * 2 * .pi, ring = (1 - z * z).squareRoot()
            let radius = mode == .volume ? w * cbrt(random.unit()) : w
            return (radius * ring * cos(angle), radius * ring * sin(angle), radius * z)
        default:
            return (0, 0, 0)
        }
    }

    /// -1 or 1, evenly.
    private func corner(_ random: inout ParticleRandom) -> Double {
        random.unit() < 0.5 ? -1 : 1
    }

    /// A point on the rectangle's perimeter, uniform by length.
    private func perimeterPoint(_ random: inout ParticleRandom, _ w: Double, _ h: Double) -> (Double, Double) {
        let total = 2 * (abs(w) + abs(h))
        guard total > 0 else { return (0, 0) }
        var along = random.unit() * total
        if along < abs(w) { return (along - w / 2, -h / 2) }
        along -= abs(w)
        if along < abs(h) { return (w / 2, along - h / 2) }
        along -= abs(h)
        if along < abs(w) { return (w / 2 - along, h / 2) }
        return (-w / 2, h / 2 - (along - abs(w)))
    }

    /// A point on one of the cuboid's twelve edges, uniform by length.
    private func cuboidEdgePoint(_ random: inout ParticleRandom, _ w: Double, _ h: Double,
                                 _ d: Double) -> (x: Double, y: Double, z: Double) {
        let lengths = [abs(w), abs(h), abs(d)]
        let total = 4 * lengths.reduce(0, +)
        guard total > 0 else { return (0, 0, 0) }
        let pick = random.unit() * total
        let axis = pick < 4 * lengths[0] ? 0 : pick < 4 * (lengths[0] + lengths[1]) ? 1 : 2
        let t = random.signed()
        let a = corner(&random), b = corner(&random)
        switch axis {
        case 0: return (t * w / 2, a * h / 2, b * d / 2)
        case 1: return (a * w / 2, t * h / 2, b * d / 2)
        default: return (a * w / 2, b * h / 2, t * d / 2)
        }
    }

    /// A point on one of the cuboid's six faces, uniform by area.
    private func cuboidFacePoint(_ random: inout ParticleRandom, _ w: Double, _ h: Double,
                                 _ d: Double) -> (x: Double, y: Double, z: Double) {
        let areas = [abs(w * h), abs(w * d), abs(h * d)]
        let total = areas.reduce(0, +)
        let pick = random.unit() * total
        let u = random.signed(), v = random.signed(), side = corner(&random)
        if total <= 0 || pick < areas[0] { return (u * w / 2, v * h / 2, side * d / 2) }
        if pick < areas[0] + areas[1] { return (u * w / 2, side * h / 2, v * d / 2) }
        return (side * w / 2, u * h / 2, v * d / 2)
    }
}
