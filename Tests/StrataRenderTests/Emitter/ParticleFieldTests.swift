import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The particles of an emitter at a time, against closed forms worked out by hand: births at
/// k / birthRate, a particle alive while its age is under its lifetime, position p₀ + v·a + ½·g·a².
@Suite("Emitter: particles")
struct ParticleFieldTests {
    /// A 4×4 opaque white picture.
    static func dot() throws -> CGImage {
        let ctx = try #require(RenderTestSupport.flippedContext(width: 4, height: 4))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return try #require(ctx.makeImage())
    }

    static func cell(rate: Float, lifetime: Float) throws -> EmitterCellValues {
        var cell = EmitterCellValues()
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.contents = try dot()
        return cell
    }

    static func field(_ configure: (inout EmitterValues) throws -> Void) rethrows -> ParticleField {
        var values = EmitterValues()
        try configure(&values)
        let field = ParticleField()
        field.configure(values)
        return field
    }

    @Test("birthRate × t particles after t seconds, then birthRate × lifetime once the first die")
    func counts() throws {
        let field = try Self.field { $0.cells = [try Self.cell(rate: 10, lifetime: 2)] }
        // Births at 0, 0.1, …, 1.0: eleven by t = 1 (k / 10 ≤ 1).
        field.evaluate(atLayerTime: 1)
        #expect(field.particles.count == 11)
        // At t = 5: born after 3 (age under 2) and by 5, k = 31…50.
        field.evaluate(atLayerTime: 5)
        #expect(field.particles.count == 20)
        // Before local time 0 nothing is born.
        field.evaluate(atLayerTime: -1)
        #expect(field.particles.isEmpty)
    }

    @Test("the layer's birthRate and lifetime multiply the cell's")
    func layerMultipliers() throws {
        let field = try Self.field {
            $0.cells = [try Self.cell(rate: 10, lifetime: 2)]
            $0.birthRate = 2
            $0.lifetime = 0.5
        }
        // Rate 20, lifetime 1: at t = 5, born in (4, 5], k = 81…100.
        field.evaluate(atLayerTime: 5)
        #expect(field.particles.count == 20)
    }

    @Test("a particle moves as p₀ + v·a + ½·g·a², from a point emitter")
    func closedFormMotion() throws {
        let field = try Self.field {
            var cell = try Self.cell(rate: 1, lifetime: 10)
            cell.velocity = 100
            cell.emissionLongitude = 0
            cell.yAcceleration = 50
            $0.cells = [cell]
            $0.emitterPosition = CGPoint(x: 10, y: 20)
            $0.renderMode = .oldestFirst
        }
        field.evaluate(atLayerTime: 2.5)
        // Births at 0, 1, 2: ages 2.5, 1.5, 0.5; oldest first, as the render mode asks.
        let ages = [2.5, 1.5, 0.5]
        #expect(field.particles.count == 3)
        for (particle, a) in zip(field.particles, ages) {
            #expect(abs(particle.x - (10 + 100 * a)) < 1e-9)
            #expect(abs(particle.y - (20 + 25 * a * a)) < 1e-9)
        }
    }

    @Test("a circle's outline is at radius emitterSize.width, as Apple documents the circle shape")
    func circleOutlineRadius() throws {
        let field = try Self.field {
            $0.cells = [try Self.cell(rate: 50, lifetime: 1)]
            $0.emitterShape = .circle
            $0.emitterMode = .outline
            $0.emitterPosition = CGPoint(x: 100, y: 50)
            $0.emitterSize = CGSize(width: 40, height: 10)
        }
        field.evaluate(atLayerTime: 0.99)
        #expect(field.particles.count == 50)
        for p in field.particles {
            let r = ((p.x - 100) * (p.x - 100) + (p.y - 50) * (p.y - 50)).squareRoot()
            #expect(abs(r - 40) < 1e-9)
        }
    }

    @Test("particles are born inside the emitter shape", arguments: [
        (CAEmitterLayerEmitterShape.rectangle, CAEmitterLayerEmitterMode.surface),
        (.rectangle, .outline), (.circle, .surface), (.line, .volume), (.cuboid, .volume),
    ])
    func bornInsideShape(shape: CAEmitterLayerEmitterShape, mode: CAEmitterLayerEmitterMode) throws {
        let field = try Self.field {
            $0.cells = [try Self.cell(rate: 200, lifetime: 1)]
            $0.emitterShape = shape
            $0.emitterMode = mode
            $0.emitterPosition = CGPoint(x: 100, y: 50)
            $0.emitterSize = CGSize(width: 80, height: 40)
            $0.emitterDepth = 10
        }
        field.evaluate(atLayerTime: 0.99)
        #expect(field.particles.count == 199)
        for p in field.particles {
            let dx = p.x - 100, dy = p.y - 50
            switch shape {
            // Apple's circle has radius emitterSize.width.
            case .circle: #expect(dx * dx + dy * dy <= 80 * 80 + 1e-9)
            case .line: #expect(abs(dx) <= 40 && dy == 0)
            default: #expect(abs(dx) <= 40 + 1e-9 && abs(dy) <= 20 + 1e-9)
            }
            if mode == .outline {
                // On the rectangle's edge: one coordinate at its extreme.
                #expect(abs(abs(dx) - 40) < 1e-9 || abs(abs(dy) - 20) < 1e-9)
            }
        }
    }

    @Test("the same seed gives the same particles, another seed others")
    func determinism() throws {
        func particles(seed: UInt32) throws -> [Double] {
            let field = try Self.field {
                var cell = try Self.cell(rate: 30, lifetime: 3)
                cell.velocity = 50
                cell.velocityRange = 40
                cell.emissionRange = .pi
                $0.cells = [cell]
                $0.seed = seed
            }
            field.evaluate(atLayerTime: 4)
            return field.particles.flatMap { [$0.x, $0.y] }
        }
        #expect(try particles(seed: 7) == particles(seed: 7))
        #expect(try particles(seed: 7) != particles(seed: 8))
    }

    @Test("two cells of a layer emit particles of their own, even when alike (confetti of four colours)")
    func siblingCellsDrawTheirOwnNumbers() throws {
        let field = try Self.field {
            var cell = try Self.cell(rate: 8, lifetime: 6)
            cell.velocity = 120
            cell.velocityRange = 40
            cell.emissionRange = .pi / 4
            $0.emitterShape = .line
            $0.emitterSize = CGSize(width: 200, height: 1)
            $0.cells = [cell, cell]
        }
        field.evaluate(atLayerTime: 1)
        // Each cell's births at k / 8 for k = 0…8: nine each.
        let first = field.particles.filter { $0.look == 0 }, second = field.particles.filter { $0.look == 1 }
        #expect(first.count == 9 && second.count == 9)
        // Births are drawn at random along the line and in the cone: the same place for a birth
        // of both cells would happen by chance with probability 0; each pair of k must differ.
        let places = { (particles: [Particle]) in particles.sorted { $0.birth < $1.birth }.map { [$0.x, $0.y] } }
        for (a, b) in zip(places(first), places(second)) { #expect(a != b) }
    }

    @Test("particles kept from frame to frame are those a field works out afresh, forwards, back and across gaps")
    func keptBirthsMatchFreshOnes() throws {
        func field() throws -> ParticleField {
            try Self.field {
                var cell = try Self.cell(rate: 200, lifetime: 1.5)
                cell.lifetimeRange = 0.5
                cell.velocity = 50
                cell.velocityRange = 40
                cell.emissionRange = .pi
                cell.spinRange = 2
                cell.scaleRange = 0.3
                cell.scaleSpeed = -0.1
                cell.color = CGColor(red: 1, green: 0.5, blue: 0.2, alpha: 0.9)
                cell.redRange = 0.2
                cell.alphaSpeed = -0.3
                // A cell's cells are a parent's: worked out anew each time.
                var spark = try Self.cell(rate: 3, lifetime: 0.4)
                spark.velocity = 20
                spark.emissionRange = .pi
                cell.cells = [spark]
                $0.cells = [cell]
                $0.emitterShape = .rectangle
                $0.emitterMode = .surface
                $0.emitterSize = CGSize(width: 300, height: 200)
                $0.seed = 11
            }
        }
        func values(_ field: ParticleField) -> [Double] {
            field.particles.flatMap {
                [$0.x, $0.y, $0.z, $0.angle, $0.scale, Double($0.red), Double($0.green), Double($0.blue),
                 Double($0.alpha), $0.birth, Double($0.look)]
            }
        }
        let stepped = try field()
        // Frames at 60 Hz, a step back, a jump forward past every kept birth, and a scrub back.
        let times = (0..<30).map { 3 + Double($0) / 60 } + [3.2, 9.75, 9.76, 1.0, 1.01]
        for t in times {
            stepped.evaluate(atLayerTime: t)
            let fresh = try field()
            fresh.evaluate(atLayerTime: t)
            #expect(!stepped.particles.isEmpty)
            let same = values(stepped) == values(fresh)
            #expect(same, "at \(t)")
        }
    }

    @Test("a cell's cells are emitted by each particle, starting where it was")
    func subCells() throws {
        let field = try Self.field {
            var parent = try Self.cell(rate: 1, lifetime: 10)
            parent.velocity = 10
            var child = try Self.cell(rate: 2, lifetime: 100)
            child.velocity = 0
            parent.cells = [child]
            $0.cells = [parent]
        }
        field.evaluate(atLayerTime: 1.25)
        // Parents born at 0 and 1 (ages 1.25 and 0.25, at x 12.5 and 2.5); the first emitted at
        // its ages 0, 0.5 and 1 (where it was then: x 0, 5, 10), the second at its age 0 (x 0).
        let xs = field.particles.map(\.x).sorted()
        #expect(field.particles.count == 2 + 3 + 1)
        #expect(xs.filter { abs($0 - 5) < 1e-9 }.count == 1 && xs.filter { abs($0 - 10) < 1e-9 }.count == 1)
    }

    @Test("bad numbers emit nothing; a huge rate is held to the particle budget with a diagnostic")
    func badInput() throws {
        for rate in [Float.nan, -5, .infinity] {
            let field = try Self.field { $0.cells = [try Self.cell(rate: rate, lifetime: 1)] }
            field.evaluate(atLayerTime: 3)
            #expect(field.particles.isEmpty)
        }
        let field = try Self.field { $0.cells = [try Self.cell(rate: 1e9, lifetime: 100)] }
        let reports = BehaviourTestSupport.recordingDiagnostics { field.evaluate(atLayerTime: 50) }
        #expect(field.particles.count == EmitterLimits.particles)
        #expect(reports.count == 1 && reports[0].contains("live particles"))
    }

    /// A 200 × 100 grey backdrop frozen at time 2.5 holding an emitter at (10, 20) whose one
    /// cell, named `name`, emits a red dot a second at 40 points a second for 10 seconds.
    static func frozenEmitter(cellName name: String? = nil) throws
        -> (root: CALayer, emitter: CAEmitterLayer, cell: CAEmitterCell) {
        let root = IncrementalTarget.backdrop(width: 200, height: 100)
        root.speed = 0
        root.timeOffset = 2.5
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 10, y: 20)
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 40
        cell.contents = try dot()
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return (root, emitter, cell)
    }

    @Test("a frozen emitter draws the same pixels at the same time, and its particles where they are")
    func renderedFrozen() throws {
        func frame() throws -> (pixels: [RenderTestSupport.Pixel], target: IncrementalTarget) {
            let root = try Self.frozenEmitter().root
            let target = try #require(IncrementalTarget(root: root, width: 200, height: 100))
            target.frame(atTime: 1000)
            return (target.pixels, target)
        }
        let (first, target) = try frame()
        let (second, _) = try frame()
        #expect(first == second)
        // Particles born at 0, 1, 2 of the frozen time 2.5 are at x = 10 + 40·a: 110, 70, 30,
        // y = 20, each a 4×4 red square centred there.
        for x in [110, 70, 30] {
            #expect(first[20 * 200 + x] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        }
        // Between them the backdrop (grey 0.1: 25.5 rounded either way) shows.
        let between = first[20 * 200 + 50]
        #expect(between.r == between.g && between.g == between.b && (25...26).contains(between.r))
        _ = target
    }

    @Test("an animation of emitterCells.NAME.KEY changes that cell's particles, on screen and in the presentation")
    func animatedCellKeyPath() throws {
        // As renderedFrozen, with the cell named "spark" and its velocity animated from 80 to
        // 80 from time 1 to 11 instead of 40: particles born at 0, 1, 2 of the frozen time 2.5
        // are at x = 10 + 80·a: 210 (off the 200-point frame), 130, 50.
        let (root, emitter, cell) = try Self.frozenEmitter(cellName: "spark")
        let faster = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
        faster.fromValue = CGFloat(80)
        faster.toValue = CGFloat(80)
        faster.beginTime = 1
        faster.duration = 10
        let reports = BehaviourTestSupport.recordingDiagnostics { emitter.add(faster, forKey: "faster") }
        #expect(reports.isEmpty, "\(reports)")
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 100))
        target.frame(atTime: 1000)
        let pixels = target.pixels
        for x in [130, 50] { #expect(pixels[20 * 200 + x] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0)) }
        // Where velocity 40 would have put them: the backdrop.
        for x in [110, 70, 30] { #expect(pixels[20 * 200 + x].r < 30) }
        // The presentation shows the animated value; the model and its cell keep theirs.
        #expect(BehaviourTestSupport.number(emitter.presentation()?.value(forKeyPath: "emitterCells.spark.velocity")) == 80)
        #expect(BehaviourTestSupport.number(emitter.value(forKeyPath: "emitterCells.spark.velocity")) == 40)
        #expect(cell.velocity == 40)
    }
}
