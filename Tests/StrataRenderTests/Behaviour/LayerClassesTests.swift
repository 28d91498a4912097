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

    @Test("a shape layer's shape is composited between its contents and its first sublayer")
    func shapeAboveContents() throws {
        // Apple's CAShapeLayer: "The shape is composited between the layer's contents and its
        // first sublayer." Blue contents over the whole 100-point layer, the red shape over its
        // left half, a green sublayer over the top-left quarter: green, red, blue left to right
        // and top to bottom.
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.contents = BehaviourTestSupport.solidImage(width: 4, height: 4, r: 0, g: 0, b: 1)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        sublayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        shape.addSublayer(sublayer)
        let image = try #require(RenderTestSupport.render(shape, width: 100, height: 100))
        #expect(RenderTestSupport.pixel(image, 25, 25) == RenderTestSupport.Pixel(r: 0, g: 255, b: 0))
        #expect(RenderTestSupport.pixel(image, 25, 75) == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        #expect(RenderTestSupport.pixel(image, 75, 75) == RenderTestSupport.Pixel(r: 0, g: 0, b: 255))
    }

    @Test("gradient locations outside 0…1 are kept as given, not clamped", arguments: [
        // (locations, type, pixel x, expected red): red → blue; the pixel's place p along the
        // line (x + 0.5)/100, its fraction between the two stops t = (p − l₀)/(l₁ − l₀), its red
        // 255·(1 − t), blue 255·t. [−0.5, 0.5] at x 0: t = 0.505; at x 49: 0.995; past 0.5 blue.
        // [0.5, 1.5] at x 99: t = 0.495; before 0.5 red. Radial [0, 2] around the centre out to
        // the 50-point edge: at x 99, y 50, the distance 49.5/50 = 0.99 of the radius, t 0.495.
        ([-0.5, 0.5], CAGradientLayerType.axial, 0, 126.2), ([-0.5, 0.5], .axial, 49, 1.3), ([-0.5, 0.5], .axial, 75, 0),
        ([0.5, 1.5], .axial, 99, 128.8), ([0.5, 1.5], .axial, 25, 255), ([0, 2], .radial, 99, 128.8),
    ])
    func gradientLocationsPastTheEnds(locations: [Double], type: CAGradientLayerType, x: Int, red: Double) throws {
        // Apple gives locations "between 0 and 1" but says nothing of values past them; shimmer
        // recipes animate them from below 0 to above 1, and a clamp would move the stops.
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.type = type
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.locations = locations.map { NSNumber(value: $0) }
        gradient.startPoint = type == .radial ? CGPoint(x: 0.5, y: 0.5) : CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: type == .radial ? 1 : 0.5)
        let image = try #require(RenderTestSupport.render(gradient, width: 100, height: 100))
        let pixel = RenderTestSupport.pixel(image, x, 50)
        #expect(abs(Double(pixel.r) - red) <= 2 && abs(Double(pixel.b) - (255 - red)) <= 2, "\(pixel)")
    }

    @Test("gradient locations at the largest numbers fall back to clamped stops, drawn in bounded time")
    func gradientLocationsHuge() throws {
        // Kept as given, −1e308 would put the line's start at minus infinity, where pixman's
        // gradient walk never ends; clamped, red at 0 and blue at 1: half way, half each.
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.locations = [-1e308, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let image = try #require(RenderTestSupport.render(gradient, width: 100, height: 10))
        let pixel = RenderTestSupport.pixel(image, 50, 5)
        #expect(abs(Int(pixel.r) - 126) <= 2 && abs(Int(pixel.b) - 129) <= 2, "\(pixel)")
    }

    @Test("a shape layer whose geometry is flipped draws its path turned over within its bounds")
    func flippedShape() throws {
        // A bar along the top 10 points of a 100-point layer: flipped, along the bottom 10.
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(rect: CGRect(x: 20, y: 0, width: 60, height: 10), transform: nil)
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let upright = try #require(RenderTestSupport.render(shape, width: 100, height: 100))
        #expect(RenderTestSupport.pixel(upright, 50, 5).a == 255 && RenderTestSupport.pixel(upright, 50, 95) == .clear)
        shape.isGeometryFlipped = true
        let flipped = try #require(RenderTestSupport.render(shape, width: 100, height: 100))
        #expect(RenderTestSupport.pixel(flipped, 50, 95).a == 255 && RenderTestSupport.pixel(flipped, 50, 5) == .clear)
        // A path outside the layer's bounds (no clipping): a 50-point layer 25 points down a
        // 100-point root, its bar at y −20…−10, above the layer (root rows 5…15); flipped, at
        // 50 − y = 60…70 (root rows 85…95). A renderer that redraws only the damage must damage
        // where the flipped bar is drawn.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let outside = CAShapeLayer()
        outside.frame = CGRect(x: 0, y: 25, width: 100, height: 50)
        outside.path = CGPath(rect: CGRect(x: 20, y: -20, width: 60, height: 10), transform: nil)
        outside.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(outside)
        let context = try #require(RenderTestSupport.flippedContext(width: 100, height: 100))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        for flip in [false, true] {
            outside.isGeometryFlipped = flip
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
        }
        let incremental = try #require(context.makeImage())
        #expect(RenderTestSupport.pixel(incremental, 50, 90).a == 255)
        #expect(RenderTestSupport.pixel(incremental, 50, 10) == .clear)
        // Moved up 5 within the flipped layer (y −15…−5, drawn at 55…65, root rows 80…90): the
        // rows it leaves (90…95) are damaged and cleared.
        outside.path = CGPath(rect: CGRect(x: 20, y: -15, width: 60, height: 10), transform: nil)
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        let moved = try #require(context.makeImage())
        #expect(RenderTestSupport.pixel(moved, 50, 85).a == 255)
        #expect(RenderTestSupport.pixel(moved, 50, 93) == .clear)
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

    @Test("a gradient fills the shape of its layer, rounded corners included, without masksToBounds",
          arguments: [CAGradientLayerType.axial, .radial, .conic])
    func gradientFillsRoundedCorners(type: CAGradientLayerType) throws {
        // Apple: "The gradient color ramp is drawn over the background color, filling the shape
        // of the layer (including rounded corners)". A 40-point layer with corners of radius 10:
        // pixel (1, 1)'s centre (1.5, 1.5) lies 12.0 from the corner's centre (10, 10), outside
        // the arc; (20, 20) and (0, 20) (on the straight left edge) are inside the shape. One
        // colour throughout, so every type paints it.
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        gradient.type = type
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        gradient.cornerRadius = 10
        let image = try #require(RenderTestSupport.render(gradient, width: 40, height: 40))
        #expect(RenderTestSupport.pixel(image, 1, 1) == .clear)
        #expect(RenderTestSupport.pixel(image, 38, 38) == .clear)
        #expect(RenderTestSupport.pixel(image, 20, 20) == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        #expect(RenderTestSupport.pixel(image, 0, 20) == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
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
