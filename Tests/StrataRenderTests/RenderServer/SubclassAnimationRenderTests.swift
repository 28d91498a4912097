import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The subclasses' implicit animations reach the render tree: a frame evaluates them into the
/// node's presented subclass values while the model keeps the new value. Time is frozen with the
/// root's `speed = 0` and scrubbed with `timeOffset`.
@Suite("Render server: subclass animations")
struct SubclassAnimationRenderTests {
    /// The y of the timing curve through (0,0), (x1,y1), (x2,y2), (1,1) at `x`, by bisection on
    /// the curve parameter (x(t) increases on [0, 1]).
    private func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if b(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return b((low + high) / 2, y1, y2)
    }

    @Test("strokeEnd set with actions enabled: a 0.25 s animation from the shown value, Bézier-eased in the render tree")
    func strokeEndImplicit() throws {
        let root = CALayer()
        root.speed = 0
        root.timeOffset = 50
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 10), transform: nil)
        shape.strokeColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(shape)
        CATransaction.flush()
        let tree = RenderTree()
        tree.commit(root)

        shape.strokeEnd = 0.4
        let animation = try #require(shape.animation(forKey: "strokeEnd") as? CABasicAnimation)
        #expect(animation.duration == 0.25 && animation.keyPath == "strokeEnd")
        #expect(animation.fromValue as? CGFloat == 1)
        #expect(animation.beginTime == 50)

        // 0.1 s into 0.25 s: x = 0.4 on Apple's default curve (0.25, 0.1, 0.25, 1).
        root.timeOffset = 50.1
        tree.commit(root)
        tree.animate(atMediaTime: 1234)
        let node = try #require(tree.root?.children.first)
        guard case .shape(let presented) = node.kind, case .shape(let committed) = node.modelKind else {
            Issue.record("not a shape node")
            return
        }
        let expected = 1 + (0.4 - 1) * bezier(0.4, 0.25, 0.1, 0.25, 1)
        #expect(abs(Double(presented.strokeEnd) - expected) < 1e-6)
        #expect(committed.strokeEnd == 0.4)
        #expect(shape.strokeEnd == 0.4)

        // After the 0.25 s the model value shows.
        root.timeOffset = 50.3
        tree.commit(root)
        tree.animate(atMediaTime: 1234)
        guard case .shape(let after) = node.kind else { return }
        #expect(after.strokeEnd == 0.4)
    }
}
