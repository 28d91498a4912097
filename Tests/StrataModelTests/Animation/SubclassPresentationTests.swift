import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// `presentation()` of a subclass is a copy of the same class (Core Animation makes it with
/// `init(layer:)`) holding the subclass's properties, animated ones at the current media time.
/// Times are frozen with the root's `speed = 0` and scrubbed with `timeOffset`.
@Suite("Animation: subclass presentation")
struct SubclassPresentationTests {
    /// A root frozen at local time `time`, holding `layer`.
    private func frozen(_ layer: CALayer, at time: CFTimeInterval) -> CALayer {
        let root = CALayer()
        root.speed = 0
        root.timeOffset = time
        root.addSublayer(layer)
        return root
    }

    @Test("a shape layer's presentation is a shape layer with the animated strokeEnd")
    func shapeStrokeEnd() throws {
        let shape = CAShapeLayer()
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)
        shape.path = path
        shape.lineCap = .round
        shape.strokeColor = CGColor(gray: 0.25, alpha: 1)
        let root = frozen(shape, at: 10.25)
        let draw = AnimTest.basic("strokeEnd", from: CGFloat(0), to: CGFloat(0.8), duration: 1)
        draw.beginTime = 10
        shape.add(draw, forKey: "draw")
        let shown = try #require(shape.presentation())
        #expect(type(of: shown) == CAShapeLayer.self)
        // Linear timing at a quarter of the way: 0 + 0.8 × 0.25.
        #expect(AnimTest.close(Double(shown.strokeEnd), 0.2, 1e-12))
        #expect(shape.strokeEnd == 1)
        // What is not animated is copied as it is.
        #expect(shown.path === path && shown.lineCap == .round && shown.strokeColor == CGColor(gray: 0.25, alpha: 1))
        // Found through the root's presentation tree too.
        let rootShown = try #require(root.presentation())
        let child = try #require(rootShown.sublayers?.first as? CAShapeLayer)
        #expect(AnimTest.close(Double(child.strokeEnd), 0.2, 1e-12))
    }

    @Test("a toValue-only animation starts from the subclass's own model value")
    func openEndFromModel() throws {
        let text = CATextLayer()
        text.fontSize = 10
        text.string = "Hi"
        let root = frozen(text, at: 5.5)
        let grow = AnimTest.basic("fontSize", to: CGFloat(30), duration: 1)
        grow.beginTime = 5
        text.add(grow, forKey: "grow")
        let shown = try #require(text.presentation())
        #expect(type(of: shown) == CATextLayer.self)
        // Halfway from the model's 10 to 30.
        #expect(AnimTest.close(Double(shown.fontSize), 20, 1e-12))
        #expect(shown.string as? String == "Hi")
        withExtendedLifetime(root) {}
    }

    @Test("gradient and replicator presentations keep their class and animate their properties")
    func gradientAndReplicator() throws {
        let gradient = CAGradientLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        gradient.colors = [red, blue]
        gradient.type = .radial
        let gradientRoot = frozen(gradient, at: 1.5)
        let sweep = AnimTest.basic("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0.5), duration: 1)
        sweep.beginTime = 1
        gradient.add(sweep, forKey: "sweep")
        let colours = AnimTest.basic("colors", from: [red, blue], to: [blue, red], duration: 1)
        colours.beginTime = 1
        gradient.add(colours, forKey: "colours")
        let g = try #require(gradient.presentation())
        #expect(type(of: g) == CAGradientLayer.self && g.type == .radial)
        #expect(AnimTest.close(g.startPoint, CGPoint(x: 0.5, y: 0.25), 1e-12))
        // Element by element, half way: both colours are (0.5, 0, 0.5).
        let mixed = try #require(g.colors as? [CGColor])
        #expect(mixed.count == 2)
        for colour in mixed {
            let c = colour.components ?? []
            #expect(c.count == 4 && abs(c[0] - 0.5) < 1e-12 && c[1] == 0 && abs(c[2] - 0.5) < 1e-12 && c[3] == 1)
        }

        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 5
        let replicatorRoot = frozen(replicator, at: 2.75)
        let delay = AnimTest.basic("instanceDelay", from: 0.0, to: 0.4, duration: 1)
        delay.beginTime = 2
        replicator.add(delay, forKey: "delay")
        let r = try #require(replicator.presentation())
        #expect(type(of: r) == CAReplicatorLayer.self && r.instanceCount == 5)
        #expect(AnimTest.close(r.instanceDelay, 0.3, 1e-12))
        // Superlayers are held weakly: keep the frozen roots until the end.
        withExtendedLifetime((gradientRoot, replicatorRoot)) {}
    }
}
