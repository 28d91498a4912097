import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// `CAEmitterLayer` and `CAEmitterCell` as Apple documents them: defaults, key-value coding with
/// every boxed form, and the layer's `emitterCells.NAME.KEY` key paths.
@Suite("Emitter: model")
struct EmitterModelTests {
    @Test("defaults are Apple's, for the layer and the cell")
    func defaults() throws {
        let layer = CAEmitterLayer()
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(layer.emitterPosition == .zero && layer.emitterSize == .zero && layer.seed == 0)
        #expect(CAEmitterLayer.defaultValue(forKey: "emitterMode") as? CAEmitterLayerEmitterMode == .volume)
        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.speed == 1 && cell.isEnabled)
        #expect(cell.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "birthRate") as? Float == 0)
    }

    @Test("cell properties take numbers of any type and NSValue boxes through setValue(_:forKey:)")
    func cellKeyValueCoding() {
        let cell = CAEmitterCell()
        cell.setValue(NSNumber(value: 12), forKey: "birthRate")
        cell.setValue(2.5, forKey: "lifetime")
        cell.setValue(Float(0.25), forKey: "scaleSpeed")
        cell.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)), forKey: "contentsRect")
        #expect(cell.birthRate == 12 && cell.lifetime == 2.5 && cell.scaleSpeed == 0.25)
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
        #expect(cell.value(forKey: "birthRate") as? Float == 12)
    }

    @Test("a value of the wrong type or an unknown key is reported and changes nothing")
    func cellBadInput() {
        let cell = CAEmitterCell()
        let reports = BehaviourTestSupport.recordingDiagnostics {
            cell.setValue("fast", forKey: "velocity")
            cell.setValue(1, forKey: "noSuchKey")
        }
        #expect(cell.velocity == 0)
        #expect(reports.count == 2)
    }

    @Test("emitterCells.NAME.KEY key paths reach a named cell, and its cells' cells")
    func keyPaths() {
        let spark = CAEmitterCell()
        spark.name = "spark"
        let fire = CAEmitterCell()
        fire.name = "fire"
        fire.emitterCells = [spark]
        let layer = CAEmitterLayer()
        layer.emitterCells = [fire]
        layer.setValue(40, forKeyPath: "emitterCells.fire.birthRate")
        layer.setValue(NSNumber(value: 3), forKeyPath: "emitterCells.fire.emitterCells.spark.lifetime")
        #expect(fire.birthRate == 40 && spark.lifetime == 3)
        #expect(layer.value(forKeyPath: "emitterCells.fire.birthRate") as? Float == 40)
        // The change reaches what the layer hands the renderer.
        guard case .emitter(let values) = layer.kindValues else { return #expect(Bool(false)) }
        #expect(values.cells.first?.birthRate == 40 && values.cells.first?.cells.first?.lifetime == 3)
    }

    @Test("a cell that contains itself is left out of the commit with a diagnostic")
    func cellCycle() {
        let cell = CAEmitterCell()
        cell.emitterCells = [cell]
        let layer = CAEmitterLayer()
        layer.emitterCells = [cell]
        var snapshot = LayerKindValues.plain
        let reports = BehaviourTestSupport.recordingDiagnostics { snapshot = layer.kindValues }
        guard case .emitter(let values) = snapshot else { return #expect(Bool(false)) }
        #expect(values.cells.count == 1 && values.cells[0].cells.isEmpty)
        #expect(reports.contains { $0.contains("contains itself") })
    }

    @Test("the emitter's animatable properties animate through the layer")
    func animatableKeys() {
        guard case .emitter = CAEmitterLayer().kindValues else { return #expect(Bool(false)) }
        let keys = LayerKindValues.emitter(EmitterValues()).animatableKeys
        #expect(keys.isSuperset(of: ["birthRate", "lifetime", "emitterPosition", "emitterSize", "velocity", "scale", "spin"]))
        #expect(!keys.contains("renderMode") && !keys.contains("seed"))
    }
}
