import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The render tree evaluates basic animations of a transform or a colour between two given values
/// on ends resolved once (`TypedAnimation`); `presentation()` evaluates the same animations on
/// boxed values. At every frozen time they must agree, and a few values are worked out by hand:
/// Core Animation interpolates a transform by its decomposition (a half turn is reached through
/// a quarter turn, not through a matrix average) and a colour component by component.
@Suite("Render server: typed transform and colour animations")
struct TypedAnimationTests {
    /// A root frozen by `speed = 0`, with one layer animated by `animation`, and its render tree.
    private final class Frozen {
        let root = CALayer()
        let layer = CALayer()
        let tree = RenderTree()

        init(_ animation: CABasicAnimation) {
            root.speed = 0
            layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
            layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            root.addSublayer(layer)
            animation.duration = 1
            animation.beginTime = 0
            layer.add(animation, forKey: "typed")
        }

        /// The node's presented values and the presentation layer at local time `t`.
        func values(at t: CFTimeInterval) -> (render: LayerValues?, presented: CALayer?) {
            root.timeOffset = t
            tree.commit(root)
            tree.animate(atMediaTime: 0)
            return (tree.root?.children.first?.values, layer.presentation())
        }
    }

    private static func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a half turn from NSValue ends passes a quarter turn halfway, as presentation() shows it")
    func transformHalfTurn() throws {
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi * 0.9, 0, 0, 1))
        let frozen = Frozen(turn)
        for t in [0.0, 0.1, 0.25, 0.5, 0.75, 0.99] {
            let (render, presented) = frozen.values(at: t)
            let ours = try #require(render?.transform), theirs = try #require(presented?.transform)
            #expect(Self.close(ours, theirs), "t = \(t)")
        }
        // Halfway (linear timing): 0.45 π about z, cos and sin of it in the rotation block.
        let half = try #require(frozen.values(at: 0.5).render?.transform)
        #expect(Self.close(half, CATransform3DMakeRotation(.pi * 0.45, 0, 0, 1), 1e-12))
    }

    @Test("a colour animation mixes components, grey widened to RGB, as presentation() shows it")
    func colourMix() throws {
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(gray: 1, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.5)
        let frozen = Frozen(tint)
        for t in [0.0, 0.3, 0.5, 0.9] {
            let (render, presented) = frozen.values(at: t)
            let ours = try #require(render?.backgroundColor?.components)
            let theirs = try #require(presented?.backgroundColor?.components)
            #expect(ours.count == theirs.count && zip(ours, theirs).allSatisfy { abs($0 - $1) < 1e-12 }, "t = \(t)")
        }
        // At 0.3: grey 1 is RGB (1, 1, 1); 1 + (0 − 1)·0.3 = 0.7, 1 + (0.5 − 1)·0.3 = 0.85, blue
        // stays 1, alpha 1 + (0.5 − 1)·0.3 = 0.85.
        let at = try #require(frozen.values(at: 0.3).render?.backgroundColor?.components)
        #expect(zip(at, [0.7, 0.85, 1, 0.85]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(at)")
    }

    @Test("after the animation the model value shows again; an open end still uses the boxed path")
    func restoredAndOpenEnds() throws {
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DMakeScale(2, 2, 1)
        turn.toValue = CATransform3DMakeScale(4, 4, 1)
        let frozen = Frozen(turn)
        #expect(try #require(frozen.values(at: 0.5).render?.transform).m11 == 3)
        // Removed on completion at its end (fillMode removed): the model's identity again.
        #expect(try #require(frozen.values(at: 1.5).render?.transform) == CATransform3DIdentity)

        // Only toValue: from the model's value, which a typed form cannot hold in advance.
        let grow = CABasicAnimation(keyPath: "transform")
        grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        #expect(TypedAnimation(grow) == nil)
        let open = Frozen(grow)
        // From identity (scale 1) to 3: scale 2 halfway, and the same as presentation().
        let (render, presented) = open.values(at: 0.5)
        #expect(render?.transform.m11 == 2 && presented?.transform.m11 == 2)
    }

    /// A layer of colour `model` under a root, animating its background from `start` (opaque
    /// red unless given) to `end` over the second from media time 1000, committed to a render
    /// tree. Shared with the other colour-animation suites of this target.
    static func tinted(_ model: CGColor?, from start: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                       toward end: CGColor) -> (CALayer, RenderTree) {
        let root = CALayer(), layer = CALayer()
        layer.backgroundColor = model
        root.addSublayer(layer)
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = start
        tint.toValue = end
        tint.duration = 1
        tint.beginTime = 1000
        layer.add(tint, forKey: "tint")
        let tree = RenderTree()
        tree.commit(root)
        return (layer, tree)
    }

    @Test("a presented colour someone holds never changes; one nobody holds is written again in place")
    func heldColoursStay() throws {
        let (layer, tree) = Self.tinted(CGColor(gray: 0.5, alpha: 1), toward: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        func presented() throws -> CGColor { try #require(tree.root?.children.first?.values.backgroundColor) }
        func components(_ color: CGColor) throws -> [CGFloat] { try #require(color.components) }
        // Linear timing: red 1 − f, green 0, blue f, alpha 1 − f/2.
        func expected(_ f: CGFloat) -> [CGFloat] { [1 - f, 0, f, 1 - f / 2] }
        func near(_ a: [CGFloat], _ b: [CGFloat]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }

        tree.animate(atMediaTime: 1000.25)
        let held = try presented()
        tree.animate(atMediaTime: 1000.5)
        #expect(near(try components(held), expected(0.25)), "a colour read at 0.25 keeps its components")
        #expect(near(try components(try presented()), expected(0.5)))
        #expect(try presented() !== held)

        // Nobody but the node holds the colour of 0.5: the next frames write into it.
        let identity = ObjectIdentifier(try presented())
        tree.animate(atMediaTime: 1000.75)
        #expect(ObjectIdentifier(try presented()) == identity)
        #expect(near(try components(try presented()), expected(0.75)))
        // After the end, the model colour shows again, and it is the model's own.
        tree.animate(atMediaTime: 1001.5)
        #expect(try presented() === layer.backgroundColor)
        #expect(near(try components(try #require(layer.backgroundColor)), [0.5, 1]))
    }

    @Test("a colour animation running from its first frame never writes into the layer's own colour")
    func layersColourStays() throws {
        let own = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let (layer, tree) = Self.tinted(own, toward: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        func presented() throws -> [CGFloat] { try #require(tree.root?.children.first?.values.backgroundColor?.components) }
        // Linear timing from red to blue: red 1 − f, blue f.
        for f in [0.25, 0.5, 0.75] {
            tree.animate(atMediaTime: 1000 + f)
            #expect(try presented() == [1 - f, 0, f, 1])
            #expect(own.components == [1, 0, 0, 1], "the layer's colour at \(f)")
        }
        #expect(layer.backgroundColor === own)
    }
}
