import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Animations reach pixels only through the render tree: `CARenderer` evaluates them at the
/// frame's media time; the model keeps its values; `render(in:)` ignores them. Expected
/// positions follow from linear interpolation worked out here: position.x from 0 to 100 over
/// one second is 100·p at progress p.
@Suite("Render server: animated frames")
struct AnimatedFrameTests {
    private final class Scene {
        let root = CALayer()
        let box = CALayer()
        let context: CGContext
        let renderer: CARenderer

        init() throws {
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
            box.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            box.anchorPoint = .zero
            box.position = .zero
            box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(box)
            context = try #require(RenderTestSupport.flippedContext(width: 120, height: 20))
            renderer = CARenderer(cgContext: context)
            renderer.layer = root
        }

        /// position.x 0 → 100 over 1 s, linear, starting at `begin` in the layer's time.
        func slide(begin: CFTimeInterval) {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 1
            slide.beginTime = begin
            box.add(slide, forKey: "slide")
        }

        func frame(at t: CFTimeInterval) -> CGImage? {
            renderer.beginFrame(atTime: t, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            return context.makeImage()
        }

        /// The left edge of the red box in row 5: the first red pixel.
        func boxLeft(_ image: CGImage?) -> Int? {
            guard let image else { return nil }
            return (0..<120).first { RenderTestSupport.pixel(image, $0, 5).r > 200 }
        }
    }

    @Test("a frame at a media time shows the animated value; the model and render(in:) do not move")
    func frameAtTime() throws {
        let scene = try Scene()
        scene.slide(begin: 1000)
        #expect(scene.boxLeft(scene.frame(at: 1000.5)) == 50)   // 100 × 0.5
        #expect(scene.boxLeft(scene.frame(at: 1000.25)) == 25)  // 100 × 0.25
        #expect(scene.box.position.x == 0)
        let model = RenderTestSupport.render(scene.root, width: 120, height: 20)
        #expect(scene.boxLeft(model) == 0)
        // After the active duration (fill mode removed) the model value shows again.
        #expect(scene.boxLeft(scene.frame(at: 1002)) == 0)
    }

    @Test("nextFrameTime: the start of a delayed animation, now while it runs, infinity after")
    func nextFrameTime() throws {
        let scene = try Scene()
        scene.slide(begin: 1000)
        _ = scene.frame(at: 999)
        #expect(scene.renderer.nextFrameTime() == 1000)
        _ = scene.frame(at: 1000.5)
        #expect(scene.renderer.nextFrameTime() == 1000.5)
        _ = scene.frame(at: 1001.5)
        #expect(scene.renderer.nextFrameTime() == .infinity)
    }

    @Test("speed 0 and timeOffset on an ancestor freeze and scrub: t_local = (t − beginTime) × speed + timeOffset")
    func scrub() throws {
        let scene = try Scene()
        scene.slide(begin: 10)
        scene.root.speed = 0
        scene.root.timeOffset = 10.75   // local time 10.75 at every media time: progress 0.75
        #expect(scene.boxLeft(scene.frame(at: 5)) == 75)
        #expect(scene.boxLeft(scene.frame(at: 5000)) == 75)
        #expect(scene.renderer.nextFrameTime() == .infinity)
    }

    @Test("presentation() shows the animated value and hit-tests what is on screen")
    func presentation() throws {
        let scene = try Scene()
        scene.slide(begin: 10)
        scene.root.speed = 0
        scene.root.timeOffset = 10.5
        let shown = try #require(scene.box.presentation())
        #expect(shown.position.x == 50)
        #expect(scene.box.position.x == 0)
        #expect(shown.model() === scene.box)
        #expect(scene.box.model() === scene.box)
        #expect(shown.presentation() == nil)
        let root = try #require(scene.root.presentation())
        #expect(root.hitTest(CGPoint(x: 55, y: 5))?.model() === scene.box)
        #expect(scene.root.hitTest(CGPoint(x: 55, y: 5)) === scene.root)
    }
}
