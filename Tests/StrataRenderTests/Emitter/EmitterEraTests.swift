import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Changes of an emitter layer's own values affect only the particles born after them, as Apple
/// documents: "Emitter cell attribute multipliers only affect newly created particles, leaving
/// existing particles unchanged ... particles already on screen are unaffected and remain the
/// same size." Births at k / rate, closed-form motion, worked out by hand.
@Suite("Emitter: changes affect new particles only")
struct EmitterEraTests {
    /// A field of one cell (rate 10 a second, lifetime 100 s, velocity 40 along +x) from a point
    /// emitter at (10, 100), evaluated at 1 s.
    private static func shownAtOne() throws -> (ParticleField, EmitterValues) {
        var values = EmitterValues()
        var cell = try ParticleFieldTests.cell(rate: 10, lifetime: 100)
        cell.velocity = 40
        values.cells = [cell]
        values.emitterPosition = CGPoint(x: 10, y: 100)
        values.renderMode = .oldestFirst
        let field = ParticleField()
        field.configure(values)
        field.evaluate(atLayerTime: 1)
        return (field, values)
    }

    @Test("birthRate set to 0 stops new particles; those born fly on")
    func stopEmitting() throws {
        let (field, before) = try Self.shownAtOne()
        #expect(field.particles.count == 11)
        var stopped = before
        stopped.birthRate = 0
        field.configure(stopped)
        // At 1.5 s: the eleven born at 0…1 s, at x = 10 + 40·(1.5 − k/10): 70 down to 30.
        field.evaluate(atLayerTime: 1.5)
        #expect(field.particles.count == 11)
        let xs = field.particles.map(\.x).sorted()
        #expect(abs((xs.first ?? 0) - 30) < 1e-9 && abs((xs.last ?? 0) - 70) < 1e-9)
        // Frames still come: the first era's particles live on (and could emit their own).
        #expect(field.isEmitting)
    }

    @Test("birthRate raised from 0 starts births then, not a trail as if it had always emitted")
    func startEmitting() throws {
        var values = EmitterValues()
        var cell = try ParticleFieldTests.cell(rate: 10, lifetime: 100)
        cell.velocity = 40
        values.cells = [cell]
        values.emitterPosition = CGPoint(x: 10, y: 100)
        values.birthRate = 0
        let field = ParticleField()
        field.configure(values)
        field.evaluate(atLayerTime: 5)
        #expect(field.particles.isEmpty)
        values.birthRate = 1
        field.configure(values)
        // Births after the 5 s shown (the one at 5 s was the stopped era's), at 5.1, …, 5.5 by
        // 5.5 s: five, the farthest 40·0.4 = 16 out.
        field.evaluate(atLayerTime: 5.5)
        #expect(field.particles.count == 5)
        #expect(field.particles.allSatisfy { $0.x >= 10 && $0.x <= 26 + 1e-9 })
    }

    @Test("a new scale or velocity multiplier leaves the particles on screen as they were")
    func multipliersOnNewParticles() throws {
        let (field, before) = try Self.shownAtOne()
        var changed = before
        changed.scale = 2
        changed.velocity = 0
        field.configure(changed)
        field.evaluate(atLayerTime: 1.5)
        // The eleven old ones: scale 1, still moving at 40 (x 30…70). The five born in
        // (1, 1.5] (k = 11…15): scale 2, resting at the emitter (x = 10).
        let old = field.particles.filter { $0.scale == 1 }
        let new = field.particles.filter { $0.scale == 2 }
        #expect(old.count == 11 && new.count == 5)
        #expect(old.allSatisfy { $0.x >= 30 - 1e-9 && $0.x <= 70 + 1e-9 })
        #expect(new.allSatisfy { abs($0.x - 10) < 1e-9 })
    }

    @Test("moving the emitter leaves the particles it made where they are")
    func movedEmitter() throws {
        let (field, before) = try Self.shownAtOne()
        var moved = before
        moved.emitterPosition = CGPoint(x: 10, y: 150)
        field.configure(moved)
        field.evaluate(atLayerTime: 1.5)
        #expect(field.particles.filter { $0.y == 100 }.count == 11)
        #expect(field.particles.filter { $0.y == 150 }.count == 5)
    }

    @Test("new cells replace every particle; the same values again change nothing")
    func cellsReplaceAll() throws {
        let (field, before) = try Self.shownAtOne()
        field.configure(before)
        field.evaluate(atLayerTime: 1.5)
        #expect(field.particles.count == 16)
        var slower = before
        slower.cells[0].velocity = 20
        field.configure(slower)
        field.evaluate(atLayerTime: 1.5)
        // All sixteen at the new velocity: the oldest 20·1.5 = 30 out.
        #expect(field.particles.count == 16)
        #expect(abs((field.particles.map(\.x).max() ?? 0) - 40) < 1e-9)
    }

    @Test("frames drawn with a change between them equal a frame drawn from scratch at the end")
    func incrementalEqualsFresh() throws {
        let (field, before) = try Self.shownAtOne()
        var stopped = before
        stopped.birthRate = 0
        field.configure(stopped)
        field.evaluate(atLayerTime: 1.2)
        field.evaluate(atLayerTime: 1.5)
        let stepped = field.particles.map { [$0.x, $0.y, $0.scale] }
        // Scrubbed back and forth, the same eras give the same particles.
        field.evaluate(atLayerTime: 0.5)
        #expect(field.particles.count == 6)
        field.evaluate(atLayerTime: 1.5)
        #expect(field.particles.map { [$0.x, $0.y, $0.scale] } == stepped)
    }

    @Test("particles are drawn above the layer's border")
    func aboveBorder() throws {
        // Apple: the particles "are drawn above the layer's background color and border". The
        // frozen emitter's layer gets an opaque blue border 30 wide: its particle born at 2 s
        // (age 0.5, at x = 10 + 40·0.5 = 30, y = 20) lies on the border and shows red.
        let (root, emitter, _) = try ParticleFieldTests.frozenEmitter()
        emitter.borderWidth = 30
        emitter.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 100))
        target.frame(atTime: 1000)
        #expect(target.pixels[20 * 200 + 30] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        #expect(target.pixels[20 * 200 + 40] == RenderTestSupport.Pixel(r: 0, g: 0, b: 255))
    }

    @Test("in a window's frames, birthRate 0 stops the emission and the particles shown fly on")
    func stoppedThroughTheModel() throws {
        // The frozen emitter at 2.5 s shows particles born at 0, 1, 2 (x = 110, 70, 30). Its
        // layer's birthRate set to 0 and the time moved to 3.5 s: no particle born at 3 s, the
        // three moved 40 on (x = 150, 110, 70).
        let (root, emitter, _) = try ParticleFieldTests.frozenEmitter()
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 100))
        target.frame(atTime: 1000)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter.birthRate = 0
        root.timeOffset = 3.5
        CATransaction.commit()
        CATransaction.flush()
        target.frame(atTime: 1001)
        let red = RenderTestSupport.Pixel(r: 255, g: 0, b: 0)
        for x in [150, 110, 70] { #expect(target.pixels[20 * 200 + x] == red, "x \(x)") }
        #expect(target.pixels[20 * 200 + 30].r < 30, "the particle born at 3 s would be at x = 30")
    }

    @Test("a change after the time was scrubbed back replaces the later eras, in time order")
    func scrubbedBackThenChanged() throws {
        // Shown at 10, stopped (an era from 10), scrubbed back to 5, started again: the era from
        // 10 starts after the time shown and gives way, leaving the first era's values (rate
        // 10): at 6 s, births k = 0…60.
        var values = EmitterValues()
        values.cells = [try ParticleFieldTests.cell(rate: 10, lifetime: 100)]
        let field = ParticleField()
        field.configure(values)
        field.evaluate(atLayerTime: 10)
        values.birthRate = 0
        field.configure(values)
        field.evaluate(atLayerTime: 5)
        values.birthRate = 1
        field.configure(values)
        field.evaluate(atLayerTime: 6)
        #expect(field.particles.count == 61)
    }

    @Test("new cells after a stop keep the stop: the particles born before it are worked out anew, none after")
    func cellsChangedAfterStop() throws {
        let (field, before) = try Self.shownAtOne()
        var stopped = before
        stopped.birthRate = 0
        field.configure(stopped)
        field.evaluate(atLayerTime: 1.5)
        stopped.cells[0].velocity = 20
        field.configure(stopped)
        // At 2 s the eleven born by 1 s, now at 20 a second: x = 10 + 20·(2 − k/10), 30…50.
        field.evaluate(atLayerTime: 2)
        #expect(field.particles.count == 11)
        #expect(abs((field.particles.map(\.x).max() ?? 0) - 50) < 1e-9)
    }

    @Test("an era is kept while its particles live, whatever the cell's speed")
    func erasKeptWhileAlive() throws {
        // Speed 2 doubles the births (20 a second), not the lives: a particle lives 4 s of layer
        // time. Stopped at 10 s, the last born at 10 s lives to 14 s: at 13.5 s the births of
        // (9.5, 10] are alive, k = 191…200.
        var values = EmitterValues()
        var cell = try ParticleFieldTests.cell(rate: 10, lifetime: 4)
        cell.speed = 2
        values.cells = [cell]
        let field = ParticleField()
        field.configure(values)
        field.evaluate(atLayerTime: 10)
        values.birthRate = 0
        field.configure(values)
        field.evaluate(atLayerTime: 12.5)
        field.evaluate(atLayerTime: 13.5)
        #expect(field.particles.count == 10)
        #expect(field.isEmitting)
    }
}
