import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A cell's cells start from the particle that emits them, as Apple documents on `emitterCells`:
/// "The emission point is the current particle position and the emission angle is relative to
/// the current direction of the particle", and "the scale and color of fireworkCell are
/// inherited by trailCell".
@Suite("Emitter: a cell's cells")
struct EmitterSubcellTests {
    /// A parent cell (one a second, lifetime 100, 30 points a second straight down, scale 2,
    /// red, no picture of its own) whose one cell emits white dots one a second at 10 points a
    /// second along its own +x, from an emitter at (50, 10); evaluated at 2.5 s.
    private static func field() throws -> ParticleField {
        var child = try ParticleFieldTests.cell(rate: 1, lifetime: 100)
        child.velocity = 10
        var parent = EmitterCellValues()
        parent.birthRate = 1
        parent.lifetime = 100
        parent.velocity = 30
        parent.emissionLongitude = .pi / 2
        parent.scale = 2
        parent.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        parent.cells = [child]
        var values = EmitterValues()
        values.cells = [parent]
        values.emitterPosition = CGPoint(x: 50, y: 10)
        let field = ParticleField()
        field.configure(values)
        field.evaluate(atLayerTime: 2.5)
        return field
    }

    @Test("the emission angle is relative to the parent's direction: a child sent along +x by a parent going down goes down")
    func direction() throws {
        let field = try Self.field()
        // Parents born at 0, 1, 2 (ages 2.5, 1.5, 0.5) each emitted children at their ages 0,
        // 1, 2: 3 + 2 + 1 = 6 children, every one on the parent's vertical line x = 50, below
        // the place it was born (a parent at age a is at y = 10 + 30a).
        #expect(field.particles.count == 6)
        #expect(field.particles.allSatisfy { abs($0.x - 50) < 1e-9 })
        // The child of the first parent born at its age 1 (y = 40), aged 1.5: 15 further down.
        #expect(field.particles.contains { abs($0.y - 55) < 1e-9 })
    }

    @Test("a child takes its parent's scale and colour")
    func scaleAndColour() throws {
        let field = try Self.field()
        #expect(field.particles.allSatisfy { $0.scale == 2 })
        #expect(field.particles.allSatisfy { $0.red == 1 && $0.green == 0 && $0.blue == 0 && $0.alpha == 1 })
    }
}
