import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// gallery/implicit: a click sets the square's position with actions enabled. Expected motion
/// follows from Apple's documented defaults worked out here: the action lasts 0.25 s and its
/// timing function is `default`, the Bézier (0.25, 0.1) (0.25, 1); at 0.125 s the square has
/// covered that curve's y where its x is 0.5 of the way.
@Suite("Motion pages: implicit animations")
struct ImplicitAnimationPageTests {
    typealias Support = MotionPageSupport

    /// The square starts in the middle of the 900 × 650 content, below the 70-point header.
    let start = CGPoint(x: 450, y: 325 + 70)
    /// The default timing function's progress at half the duration.
    let halfway = MotionPageSupport.timing(0.5, 0.25, 0.1, 0.25, 1)

    private func interactivePage() throws -> (InteractiveScene, square: CALayer, outline: CALayer) {
        let scene = try #require(try Support.page("gallery/implicit") as? InteractiveScene)
        let square = try #require(Support.layer("square", in: scene.rootLayer))
        let outline = try #require(Support.layer("model-outline", in: scene.rootLayer))
        return (scene, square, outline)
    }

    /// A click as the window delivers it: the run-loop turn then commits the implicit
    /// transaction, when the default action's animation begins.
    private func click(_ scene: InteractiveScene, at point: CGPoint) {
        scene.pointerPressed(at: point)
        CATransaction.flush()
    }

    private func between(_ a: CGPoint, _ b: CGPoint, _ p: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
    }

    @Test("a click moves the model at once and the square flies there in 0.25 s with the default timing")
    func clickFlies() throws {
        let (scene, square, outline) = try interactivePage()
        let pointer = CGPoint(x: 720, y: 560)
        click(scene, at: pointer)
        // Content coordinates are the page's less the header.
        let target = CGPoint(x: pointer.x, y: pointer.y - 70)
        #expect(square.position == target)
        #expect(outline.position == target)
        #expect(outline.animationKeys() == nil)
        let flight = try #require(square.animation(forKey: "position") as? CABasicAnimation)
        #expect(flight.duration == 0.25)

        let blue = try Support.pixel(of: square.backgroundColor)
        let frames = try Support.Frames(scene)
        let begin = flight.beginTime
        for (t, p) in [(0.0, 0.0), (0.125, halfway), (0.3, 1.0)] {
            let shown = try #require(Support.centroid(of: blue, in: try frames.frame(at: begin + t)))
            let expected = between(start, pointer, p)
            #expect(abs(shown.x - expected.x) < 0.75 && abs(shown.y - expected.y) < 0.75, "at \(t) s: \(shown) ≠ \(expected)")
        }
        // Strictly between the ends: the default curve is past halfway at half the time.
        #expect(halfway > 0.5 && halfway < 1)
    }

    @Test("a click where the square is shown in flight hits the presentation tree: it recolours, the flight goes on")
    func clickInFlight() throws {
        let (scene, square, _) = try interactivePage()
        // A stopped clock keeps the square where the flight begins, however slowly the test runs.
        Support.freeze(scene, at: 10)
        let firstColor = square.backgroundColor
        let pointer = CGPoint(x: 150, y: 600)
        click(scene, at: pointer)
        let target = CGPoint(x: 150, y: 530)
        #expect(square.presentation()?.position == CGPoint(x: 450, y: 325))
        // The model square has left: only the presentation tree has it under the pointer.
        #expect(scene.rootLayer.hitTest(start) !== square)

        click(scene, at: start)
        #expect(square.position == target)
        #expect(square.backgroundColor != firstColor)
        #expect(square.animation(forKey: "backgroundColor") != nil)

        // Halfway through the flight, in the stopped clock's time.
        Support.freeze(scene, at: 10.125)
        let shown = try #require(square.presentation()?.position)
        let expected = between(CGPoint(x: 450, y: 325), target, halfway)
        #expect(abs(shown.x - expected.x) < 1e-3 && abs(shown.y - expected.y) < 1e-3, "\(shown) ≠ \(expected)")
    }

    @Test("a click outside the content (on the header) changes nothing")
    func clickOnHeader() throws {
        let (scene, square, _) = try interactivePage()
        click(scene, at: CGPoint(x: 300, y: 20))
        #expect(square.position == CGPoint(x: 450, y: 325))
        #expect(square.animationKeys() == nil)
    }
}
