import Foundation
import Strata
import Testing
@testable import StrataInspector

// The inspector lists a layer's running animations with their progress and the model value
// beside the on-screen one. Times are frozen through the root's speed 0 and timeOffset, the
// way iOS code scrubs, so the expected numbers follow from CAMediaTiming arithmetic.
@Suite("Inspector: running animations")
struct InspectorAnimationTests {
    /// A root frozen at local time `t`, holding `layer`, whose animations were committed at 0.
    private func frozen(_ layer: CALayer, animations: [(String, CAAnimation)], at t: CFTimeInterval) -> CALayer {
        let root = CALayer()
        root.addSublayer(layer)
        root.speed = 0
        root.timeOffset = 0
        for (key, animation) in animations { layer.add(animation, forKey: key) }
        CATransaction.flush()
        root.timeOffset = t
        return root
    }

    /// A 40-point ball at (200, 50) whose "race" moves `position.x` from 200 to 840 over 2 s,
    /// linearly, frozen `at` seconds in.
    private func racingBall(at t: CFTimeInterval) -> (ball: CALayer, root: CALayer) {
        let ball = CALayer()
        ball.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        ball.position = CGPoint(x: 200, y: 50)
        let race = CABasicAnimation(keyPath: "position.x")
        race.fromValue = 200
        race.toValue = 840
        race.duration = 2
        race.timingFunction = CAMediaTimingFunction(name: .linear)
        return (ball, frozen(ball, animations: [("race", race)], at: t))
    }

    @Test("progress, model and presentation of a linear position.x animation a quarter in")
    func linearQuarter() throws {
        let (ball, root) = racingBall(at: 0.5)
        defer { withExtendedLifetime(root) {} }
        let snapshot = try #require(LayerSnapshot(of: ball).animations?.first)
        // 0.5 s of 2 s is a quarter; linear: 200 + 0.25 × 640 = 360.
        #expect(snapshot.key == "race" && snapshot.className == "CABasicAnimation" && snapshot.keyPath == "position.x")
        #expect(snapshot.progress == 0.25 && snapshot.iteration == 0)
        #expect(snapshot.timingFunction == "linear")
        #expect(snapshot.model == "200" && snapshot.presentation == "360")
        let panel = LayerSnapshot(of: ball).propertyLines.joined(separator: "\n")
        #expect(panel.contains("\"race\" CABasicAnimation position.x"))
        #expect(panel.contains("model 200") && panel.contains("on screen 360"))
    }

    @Test("a moving selection is outlined where it is drawn, and at rest once its animation is gone")
    func outlineFollowsPresentation() throws {
        let (ball, root) = racingBall(at: 0.5)
        root.frame = CGRect(x: 0, y: 0, width: 1000, height: 600)
        let inspector = LayerInspector(sceneRoot: root, size: CGSize(width: 1000, height: 600))
        inspector.isOpen = true
        #expect(inspector.select(at: CGPoint(x: 200, y: 50)) === ball)
        inspector.updateOverlay()
        func boundsOutline() throws -> CGRect {
            let shape = try #require(inspector.overlay.rootLayer.sublayers?.first { $0.name == "bounds outline" } as? CAShapeLayer)
            return try #require(shape.path).boundingBox
        }
        // A quarter of the way (linear): x = 200 + 0.25 × 640 = 360, so the 40-point ball spans
        // 340…380 on screen while its model stays at 180…220.
        #expect(try boundsOutline() == CGRect(x: 340, y: 30, width: 40, height: 40))
        root.timeOffset = 1.5
        inspector.updateOverlay()
        // Three quarters: 200 + 0.75 × 640 = 680.
        #expect(try boundsOutline() == CGRect(x: 660, y: 30, width: 40, height: 40))
        ball.removeAnimation(forKey: "race")
        inspector.updateOverlay()
        #expect(try boundsOutline() == CGRect(x: 180, y: 30, width: 40, height: 40))
        #expect(!LayerSnapshot(of: ball).propertyLines.joined().contains("race"))
    }

    @Test("an autoreversing, repeating opacity animation in its second cycle, eased in and out")
    func repeatingOpacity() throws {
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let root = frozen(layer, animations: [("pulse", pulse)], at: 3.5)
        defer { withExtendedLifetime(root) {} }
        let snapshot = try #require(LayerSnapshot(of: layer).animations?.first)
        // One cycle is 2 s (there and back): 3.5 s is 1.5 s into the second cycle, on the way
        // back, half-way: fraction 0.5. easeInEaseOut is symmetric about (0.5, 0.5), so the
        // opacity is 1 + 0.5 × (0 − 1) = 0.5.
        #expect(snapshot.iteration == 1)
        #expect(snapshot.progress == 0.5)
        #expect(snapshot.timingFunction == "easeInEaseOut")
        #expect(snapshot.model == "1"); #expect(snapshot.presentation == "0.5")
    }

    @Test("a layer without animations has none in its JSON")
    func noAnimations() throws {
        let json = try InspectorJSON.encode(LayerSnapshot(of: CALayer()))
        #expect(!json.contains("animations"))
    }
}
