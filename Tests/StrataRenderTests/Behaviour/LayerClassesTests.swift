import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// The defaults of the layer subclasses and the raw values of the string-backed types, as Apple's
// documentation gives them:
//   • CAShapeLayer: fillColor opaque black, strokeColor nil, lineWidth 1, miterLimit 10,
//     lineCap butt, lineJoin miter, fillRule non-zero, strokeStart 0, strokeEnd 1, no dash.
//   • CAGradientLayer: colors and locations nil, startPoint (0.5, 0), endPoint (0.5, 1), type
//     axial. (Apple documents the points in the unit coordinate space of the layer; with iOS's
//     y-down layers that is top centre to bottom centre.)
//   • CAReplicatorLayer: instanceCount 1, instanceDelay 0, instanceTransform identity,
//     instanceColor nil (meaning opaque white), all four colour offsets 0, preservesDepth false.
//   • CALayerContentsGravity and CALayerContentsFilter are string constants whose values are the
//     Core Animation names (kCAGravityTopLeft = "topLeft", kCAFilterNearest = "nearest", …).

private func isOpaqueBlack(_ color: CGColor?) -> Bool {
    guard let c = color?.rgba else { return false }
    return c.r == 0 && c.g == 0 && c.b == 0 && c.a == 1
}

@Suite("Behaviour: layer classes")
struct BehaviourLayerClassesTests {
    @Test("CAShapeLayer defaults")
    func shapeDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(isOpaqueBlack(shape.fillColor))
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.miterLimit == 10)
        #expect(shape.lineCap == .butt)
        #expect(shape.lineJoin == .miter)
        #expect(shape.fillRule == .nonZero)
        #expect(shape.strokeStart == 0)
        #expect(shape.strokeEnd == 1)
        #expect(shape.lineDashPattern == nil)
        #expect(shape.lineDashPhase == 0)
        // It is a CALayer with CALayer's defaults otherwise.
        #expect(shape.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(shape.opacity == 1)
    }

    @Test("CAShapeLayer's string constants carry Core Animation's names")
    func shapeRawValues() {
        #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(CAShapeLayerLineCap.butt.rawValue == "butt")
        #expect(CAShapeLayerLineCap.round.rawValue == "round")
        #expect(CAShapeLayerLineCap.square.rawValue == "square")
        #expect(CAShapeLayerLineJoin.miter.rawValue == "miter")
        #expect(CAShapeLayerLineJoin.round.rawValue == "round")
        #expect(CAShapeLayerLineJoin.bevel.rawValue == "bevel")
    }

    @Test("CAGradientLayer defaults")
    func gradientDefaults() {
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil)
        #expect(gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(CAGradientLayerType.axial.rawValue == "axial")
        #expect(CAGradientLayerType.radial.rawValue == "radial")
        #expect(CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test("CAReplicatorLayer defaults")
    func replicatorDefaults() {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1)
        #expect(replicator.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(replicator.instanceTransform))
        // Apple: "Defaults to opaque white."
        #expect(replicator.instanceColor?.components == [1, 1, 1, 1])
        #expect(replicator.instanceRedOffset == 0)
        #expect(replicator.instanceGreenOffset == 0)
        #expect(replicator.instanceBlueOffset == 0)
        #expect(replicator.instanceAlphaOffset == 0)
        #expect(!replicator.preservesDepth)
    }

    @Test("CALayerContentsGravity raw values are Apple's twelve names")
    func gravityRawValues() {
        let expected: [(CALayerContentsGravity, String)] = [
            (.center, "center"), (.top, "top"), (.bottom, "bottom"), (.left, "left"), (.right, "right"),
            (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"),
            (.bottomRight, "bottomRight"), (.resize, "resize"), (.resizeAspect, "resizeAspect"),
            (.resizeAspectFill, "resizeAspectFill"),
        ]
        for (gravity, name) in expected {
            #expect(gravity.rawValue == name)
            // A gravity made from the name is the same constant (as kCAGravity… strings compare).
            #expect(CALayerContentsGravity(rawValue: name) == gravity)
        }
        #expect(Set(CALayerContentsGravity.allCases.map(\.rawValue)) == Set(expected.map(\.1)))
        #expect(CALayerContentsGravity.allCases.count == 12)
        // The default gravity of a layer is resize.
        #expect(CALayer().contentsGravity == .resize)
    }

    @Test("CALayerContentsFilter raw values are Apple's three names; both filters default to linear")
    func filterRawValues() {
        #expect(CALayerContentsFilter.nearest.rawValue == "nearest")
        #expect(CALayerContentsFilter.linear.rawValue == "linear")
        #expect(CALayerContentsFilter.trilinear.rawValue == "trilinear")
        let layer = CALayer()
        #expect(layer.magnificationFilter == .linear)
        #expect(layer.minificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
    }
}
