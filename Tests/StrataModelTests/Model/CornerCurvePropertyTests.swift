import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// `cornerCurve` and `cornerCurveExpansionFactor(_:)` as Apple documents them: the curve
/// defaults to `.circular`; its names are `"circular"` and `"continuous"`; the expansion factor
/// is 1 for circular corners and 1.528665 for continuous ones (the value Apple's platforms
/// return). The property is not in Apple's list of animatable properties.
@Suite("Model: cornerCurve")
struct CornerCurvePropertyTests {
    @Test("defaults, raw names and expansion factors")
    func defaults() {
        #expect(CALayer().cornerCurve == .circular)
        #expect(CAShapeLayer().cornerCurve == .circular)
        #expect(CALayer.defaultValue(forKey: "cornerCurve") as? CALayerCornerCurve == .circular)
        #expect(CALayerCornerCurve.circular.rawValue == "circular")
        #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
    }

    @Test("key-value coding takes the curve or its name; anything else is refused with a diagnostic")
    func keyValueCoding() {
        let layer = CALayer()
        layer.setValue(CALayerCornerCurve.continuous, forKey: "cornerCurve")
        #expect(layer.cornerCurve == .continuous)
        layer.setValue("circular", forKey: "cornerCurve")
        #expect(layer.cornerCurve == .circular)
        #expect(layer.value(forKey: "cornerCurve") as? CALayerCornerCurve == .circular)
        let messages = BehaviourTestSupport.recordingDiagnostics {
            layer.setValue(3, forKey: "cornerCurve")
        }
        #expect(layer.cornerCurve == .circular)
        #expect(messages.count == 1 && messages.allSatisfy { $0.contains("wrong type") })
    }

    @Test("not animatable, copied into presentation layers, and a change is a new render version")
    func changes() {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        let version = layer.renderVersion
        layer.cornerCurve = .continuous
        #expect(layer.animationKeys() == nil)
        #expect(layer.renderVersion != version)
        let unchanged = layer.renderVersion
        layer.cornerCurve = .continuous
        #expect(layer.renderVersion == unchanged)
        #expect(CALayer(layer: layer).cornerCurve == .continuous)
        CATransaction.flush()
    }
}
