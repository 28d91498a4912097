import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// Setting a property to the value it already has changes nothing: no new render version (so no
/// frame and no damage) and no implicit action, for the base properties and every subclass's.
@Suite("Model: setting a property to its current value changes nothing")
struct UnchangedValueTests {
    /// Runs `assign` twice on a committed layer: the first time (a new value) the render version
    /// moves, the second (the same value again) it stays.
    static func expectOnlyChangesCount<L: CALayer>(_ layer: L, _ name: String, _ assign: (L) -> Void) {
        CATransaction.flush()
        let before = layer.renderVersion
        assignCommitted { assign(layer) }
        let afterFirst = layer.renderVersion
        assignCommitted { assign(layer) }
        #expect(afterFirst != before, "\(name): a new value is a change")
        #expect(layer.renderVersion == afterFirst, "\(name): the same value again is no change")
    }

    /// One transaction without implicit actions, so only the value itself can move the version.
    static func assignCommitted(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test("text layer properties")
    func text() {
        let layer = CATextLayer()
        Self.expectOnlyChangesCount(layer, "string") { $0.string = "12:34" }
        Self.expectOnlyChangesCount(layer, "font") { $0.font = "DejaVu Sans Bold" as NSString }
        Self.expectOnlyChangesCount(layer, "isWrapped") { $0.isWrapped = true }
        Self.expectOnlyChangesCount(layer, "truncationMode") { $0.truncationMode = .end }
        Self.expectOnlyChangesCount(layer, "alignmentMode") { $0.alignmentMode = .center }
        Self.expectOnlyChangesCount(layer, "allowsFontSubpixelQuantization") { $0.allowsFontSubpixelQuantization = true }
        Self.expectOnlyChangesCount(layer, "fontSize") { $0.fontSize = 12 }
    }

    @Test("shape, gradient and replicator properties")
    func subclasses() {
        let shape = CAShapeLayer()
        Self.expectOnlyChangesCount(shape, "fillRule") { $0.fillRule = .evenOdd }
        Self.expectOnlyChangesCount(shape, "lineCap") { $0.lineCap = .round }
        Self.expectOnlyChangesCount(shape, "lineJoin") { $0.lineJoin = .bevel }
        Self.expectOnlyChangesCount(shape, "lineDashPattern") { $0.lineDashPattern = [4, 2] }
        Self.expectOnlyChangesCount(shape, "strokeEnd") { $0.strokeEnd = 0.5 }
        let gradient = CAGradientLayer()
        Self.expectOnlyChangesCount(gradient, "type") { $0.type = .radial }
        let replicator = CAReplicatorLayer()
        Self.expectOnlyChangesCount(replicator, "instanceCount") { $0.instanceCount = 3 }
        Self.expectOnlyChangesCount(replicator, "preservesDepth") { $0.preservesDepth = true }
    }

    @Test("base layer properties")
    func base() {
        let layer = CALayer()
        Self.expectOnlyChangesCount(layer, "opacity") { $0.opacity = 0.5 }
        Self.expectOnlyChangesCount(layer, "frame") { $0.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }
        Self.expectOnlyChangesCount(layer, "backgroundColor") { $0.backgroundColor = CGColor(gray: 0.5, alpha: 1) }
        Self.expectOnlyChangesCount(layer, "transform") { $0.transform = CATransform3DMakeScale(2, 2, 1) }
        Self.expectOnlyChangesCount(layer, "allowsEdgeAntialiasing") { $0.allowsEdgeAntialiasing = true }
        Self.expectOnlyChangesCount(layer, "edgeAntialiasingMask") { $0.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge] }
    }
}
