import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// `allowsEdgeAntialiasing` and `edgeAntialiasingMask` as Apple documents them:
/// `allowsEdgeAntialiasing` defaults to the main bundle's `UIViewEdgeAntialiasing` (`Info.plist`)
/// and to false without one (the test runner has none); `edgeAntialiasingMask` defaults to all four
/// edges; `CAEdgeAntialiasingMask`'s raw values are `CALayer.h`'s (`kCALayerLeftEdge` = 1 << 0,
/// right 1 << 1, bottom 1 << 2, top 1 << 3). Neither is in Apple's list of animatable properties.
@Suite("Model: edge anti-aliasing properties")
struct EdgeAntialiasingPropertyTests {
    private static let allEdges: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]

    @Test("CAEdgeAntialiasingMask has CALayer.h's raw values")
    func rawValues() {
        #expect(CAEdgeAntialiasingMask.layerLeftEdge.rawValue == 1)
        #expect(CAEdgeAntialiasingMask.layerRightEdge.rawValue == 2)
        #expect(CAEdgeAntialiasingMask.layerBottomEdge.rawValue == 4)
        #expect(CAEdgeAntialiasingMask.layerTopEdge.rawValue == 8)
        #expect(Self.allEdges.rawValue == 15)
    }

    @Test("defaults: anti-aliasing not allowed (no UIViewEdgeAntialiasing key), the mask all four edges")
    func defaults() {
        let layer = CALayer()
        #expect(Bundle.main.object(forInfoDictionaryKey: "UIViewEdgeAntialiasing") == nil)
        #expect(layer.allowsEdgeAntialiasing == false)
        #expect(layer.edgeAntialiasingMask == Self.allEdges)
        #expect(CALayer.defaultValue(forKey: "allowsEdgeAntialiasing") as? Bool == false)
        #expect(CALayer.defaultValue(forKey: "edgeAntialiasingMask") as? CAEdgeAntialiasingMask == Self.allEdges)
        // Subclasses share the base layer's defaults.
        #expect(CAShapeLayer().allowsEdgeAntialiasing == false)
        #expect(CAGradientLayer().edgeAntialiasingMask == Self.allEdges)
    }

    @Test("key-value coding reads and writes both; the mask also from its raw bits as a number")
    func keyValueCoding() {
        let layer = CALayer()
        layer.setValue(true, forKey: "allowsEdgeAntialiasing")
        #expect(layer.allowsEdgeAntialiasing)
        #expect(layer.value(forKey: "allowsEdgeAntialiasing") as? Bool == true)

        layer.setValue(CAEdgeAntialiasingMask([.layerLeftEdge, .layerTopEdge]), forKey: "edgeAntialiasingMask")
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerTopEdge])
        #expect(layer.value(forKey: "edgeAntialiasingMask") as? CAEdgeAntialiasingMask == [.layerLeftEdge, .layerTopEdge])

        // kCALayerRightEdge | kCALayerBottomEdge = 2 | 4, as Objective-C code passes it.
        layer.setValue(6, forKey: "edgeAntialiasingMask")
        #expect(layer.edgeAntialiasingMask == [.layerRightEdge, .layerBottomEdge])
        layer.setValue(NSNumber(value: 0), forKey: "edgeAntialiasingMask")
        #expect(layer.edgeAntialiasingMask.isEmpty)
    }

    @Test("a value of the wrong type (or a number that is no mask) is refused with a diagnostic, the property kept")
    func wrongTypes() {
        let messages = BehaviourTestSupport.recordingDiagnostics {
            let layer = CALayer()
            layer.edgeAntialiasingMask = [.layerLeftEdge]
            layer.setValue("left", forKey: "edgeAntialiasingMask")
            layer.setValue(-1, forKey: "edgeAntialiasingMask")
            layer.setValue(Double.nan, forKey: "edgeAntialiasingMask")
            layer.setValue(2.5, forKey: "edgeAntialiasingMask")
            #expect(layer.edgeAntialiasingMask == [.layerLeftEdge])
            layer.setValue("yes", forKey: "allowsEdgeAntialiasing")
            #expect(layer.allowsEdgeAntialiasing == false)
        }
        #expect(messages.count == 5)
        #expect(messages.allSatisfy { $0.contains("wrong type") })
    }

    @Test("not animatable: a change of a shown layer adds no implicit animation")
    func notAnimatable() {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = [.layerLeftEdge]
        #expect(layer.animationKeys() == nil)
        CATransaction.flush()
    }

    @Test("a copy made by init(layer:) (a presentation layer's) keeps both")
    func copied() {
        let layer = CALayer()
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = [.layerBottomEdge]
        let copy = CALayer(layer: layer)
        #expect(copy.allowsEdgeAntialiasing)
        #expect(copy.edgeAntialiasingMask == [.layerBottomEdge])
    }
}
