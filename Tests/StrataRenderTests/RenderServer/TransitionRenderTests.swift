import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// `CATransition` through `CARenderer`, as Core Animation runs it: adding a transition to a
/// layer makes its next committed appearance replace the previous one through the transition,
/// over its duration, from the picture the render tree last showed of the layer's subtree. Time
/// is frozen (root `speed = 0`) and scrubbed with `timeOffset`; every expected pixel is worked
/// out here from the transition's geometry and progress (linear timing unless stated).
@Suite("Render server: transitions")
struct TransitionRenderTests {
    /// A 120 × 40 frame; the box is (10, 10, 100, 20) in the root, starting opaque red.
    private final class Scene {
        let root = CALayer()
        let box = CALayer()
        let context: CGContext
        let renderer: CARenderer

        init(frozenAt time: CFTimeInterval? = 10) throws {
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            if let time {
                root.speed = 0
                root.timeOffset = time
            }
            box.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
            box.backgroundColor = Scene.red
            root.addSublayer(box)
            context = try #require(RenderTestSupport.flippedContext(width: 120, height: 40))
            renderer = CARenderer(cgContext: context)
            renderer.layer = root
        }

        static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

        /// A transition of `duration` seconds, linear unless a timing function is given.
        func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            return transition
        }

        /// Changes the tree without implicit animations (the transition is the only animation).
        func change(_ body: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }

        @discardableResult
        func frame(at t: CFTimeInterval = 0) -> CGImage? {
            renderer.beginFrame(atTime: t, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            return context.makeImage()
        }

        /// The frame with the frozen time moved to `local`.
        func frame(atLocalTime local: CFTimeInterval) -> CGImage? {
            change { root.timeOffset = local }
            return frame()
        }
    }

    private func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> RenderTestSupport.Pixel {
        image.map { RenderTestSupport.pixel($0, x, y) } ?? .clear
    }

    /// Whether `p` is (r, g, b, a) to within one step of 8-bit rounding.
    private func near(_ p: RenderTestSupport.Pixel, r: Double, g: Double, b: Double, a: Double = 255) -> Bool {
        abs(Double(p.r) - r) <= 1 && abs(Double(p.g) - g) <= 1 && abs(Double(p.b) - b) <= 1 && abs(Double(p.a) - a) <= 1
    }

    @Test("fade, red to blue, at progress 0.5: the 50/50 mix inside the box, nothing outside")
    func fadeMix() throws {
        let scene = try Scene()
        scene.frame()
        scene.change {
            scene.box.backgroundColor = Scene.blue
            scene.box.add(scene.transition(.fade), forKey: kCATransition)
        }
        // Added at the frozen local time 10: half of its second at 10.5.
        let image = scene.frame(atLocalTime: 10.5)
        for x in [10, 60, 109] {
            let p = pixel(image, x, 20)
            #expect(near(p, r: 127.5, g: 0, b: 127.5), "x \(x): \(p)")
        }
        #expect(pixel(image, 5, 20) == .clear)
        // After the transition only the new appearance shows.
        #expect(near(pixel(scene.frame(atLocalTime: 11.2), 60, 20), r: 0, g: 0, b: 255))
        // Before the change was committed the old one showed: at local 10 the fade starts at 0.
        #expect(scene.box.backgroundColor == Scene.blue)
    }

    @Test("startProgress and endProgress map the timing into their range: 0.5…1 at half time is 0.75")
    func progressRange() throws {
        let scene = try Scene()
        scene.frame()
        let fade = scene.transition(.fade)
        fade.startProgress = 0.5
        fade.endProgress = 1
        scene.change {
            scene.box.backgroundColor = Scene.blue
            scene.box.add(fade, forKey: kCATransition)
        }
        let p = pixel(scene.frame(atLocalTime: 10.5), 60, 20)
        #expect(near(p, r: 255 * 0.25, g: 0, b: 255 * 0.75), "\(p)")
    }

    @Test("a timing function paces the fade: easeIn at half time, Bézier (0.42, 0, 1, 1)")
    func easedFade() throws {
        let scene = try Scene()
        scene.frame()
        let fade = scene.transition(.fade)
        fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
        scene.change {
            scene.box.backgroundColor = Scene.blue
            scene.box.add(fade, forKey: kCATransition)
        }
        // y at x = 0.5 on the curve through (0,0), (0.42,0), (1,1), (1,1), by bisection on t.
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if b(mid, 0.42, 1) < 0.5 { low = mid } else { high = mid }
        }
        let eased = b(low, 0, 1)
        let p = pixel(scene.frame(atLocalTime: 10.5), 60, 20)
        #expect(near(p, r: 255 * (1 - eased), g: 0, b: 255 * eased), "\(p) for progress \(eased)")
    }

    @Test("push fromRight at 0.25: the boundary at 75 % of the width from the left; nothing is clipped")
    func pushFromRight() throws {
        let scene = try Scene()
        scene.frame()
        scene.change {
            scene.box.backgroundColor = Scene.blue
            scene.box.add(scene.transition(.push, .fromRight), forKey: kCATransition)
        }
        let image = scene.frame(atLocalTime: 10.25)
        // The box starts at x = 10 and is 100 wide: old content at −25 (x −15…85), new at +75
        // (x 85…185).
        #expect(near(pixel(image, 84, 20), r: 255, g: 0, b: 0))
        #expect(near(pixel(image, 85, 20), r: 0, g: 0, b: 255))
        #expect(near(pixel(image, 5, 20), r: 255, g: 0, b: 0))      // left of the box: old slid out
        #expect(near(pixel(image, 115, 20), r: 0, g: 0, b: 255))    // right of the box: new sliding in
        #expect(pixel(image, 60, 5) == .clear)                     // no vertical motion
    }

    @Test("moveIn fromTop at 0.5, sublayers replaced: the new ones slide down over the old")
    func moveInSublayers() throws {
        let scene = try Scene()
        let old = CALayer()
        old.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        old.backgroundColor = Scene.red
        scene.change {
            scene.box.backgroundColor = nil
            scene.box.addSublayer(old)
        }
        scene.frame()
        let new = CALayer()
        new.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        new.backgroundColor = Scene.blue
        scene.change {
            scene.box.sublayers = [new]
            scene.box.add(scene.transition(.moveIn, .fromTop), forKey: kCATransition)
        }
        let image = scene.frame(atLocalTime: 10.5)
        // Motion (0, +20); the new picture starts at −20 and is half way: y 0…20 in the root;
        // the old one stays at y 10…30 beneath it.
        #expect(near(pixel(image, 60, 2), r: 0, g: 0, b: 255))
        #expect(near(pixel(image, 60, 19), r: 0, g: 0, b: 255))
        #expect(near(pixel(image, 60, 20), r: 255, g: 0, b: 0))
        #expect(near(pixel(image, 60, 29), r: 255, g: 0, b: 0))
        #expect(pixel(image, 60, 31) == .clear)
    }

    @Test("reveal fromBottom at 0.25, contents replaced: the old picture slides up uncovering the new")
    func revealContents() throws {
        let scene = try Scene()
        let redImage = try #require(BehaviourTestSupport.solidImage(width: 4, height: 4, r: 1, g: 0, b: 0))
        let blueImage = try #require(BehaviourTestSupport.solidImage(width: 4, height: 4, r: 0, g: 0, b: 1))
        scene.change {
            scene.box.backgroundColor = nil
            scene.box.contents = redImage
        }
        scene.frame()
        scene.change {
            scene.box.contents = blueImage
            scene.box.add(scene.transition(.reveal, .fromBottom), forKey: kCATransition)
        }
        let image = scene.frame(atLocalTime: 10.25)
        // Motion (0, −20); the old picture is a quarter of the way up, at y 5…25, above the new
        // one at y 10…30.
        #expect(near(pixel(image, 60, 6), r: 255, g: 0, b: 0))
        #expect(near(pixel(image, 60, 24), r: 255, g: 0, b: 0))
        #expect(near(pixel(image, 60, 26), r: 0, g: 0, b: 255))
        #expect(pixel(image, 60, 3) == .clear)
    }

    @Test("a layer new in the commit fades in from nothing; a layer hidden with a fade fades out")
    func appearAndHide() throws {
        let scene = try Scene()
        scene.frame()
        let late = CALayer()
        late.frame = CGRect(x: 0, y: 30, width: 20, height: 10)
        late.backgroundColor = Scene.blue
        scene.change {
            scene.root.addSublayer(late)
            late.add(scene.transition(.fade), forKey: kCATransition)
            scene.box.isHidden = true
            scene.box.add(scene.transition(.fade), forKey: kCATransition)
        }
        let image = scene.frame(atLocalTime: 10.5)
        // Premultiplied: half of opaque blue is (0, 0, 127.5) with alpha 127.5.
        #expect(near(pixel(image, 5, 35), r: 0, g: 0, b: 127.5, a: 127.5))
        #expect(near(pixel(image, 60, 20), r: 127.5, g: 0, b: 0, a: 127.5))
        #expect(pixel(scene.frame(atLocalTime: 11.5), 60, 20) == .clear)
    }

    @Test("damage covers the box every frame while it runs; nextFrameTime is finite until it ends")
    func damageAndFrames() throws {
        let scene = try Scene(frozenAt: nil)
        // Media time runs in this scene; the transaction's commit removes finished animations
        // at the current media time, so the transition starts well after it.
        let start = (CACurrentMediaTime() + 100).rounded()
        scene.frame(at: start - 10)
        let fade = scene.transition(.fade)
        fade.beginTime = start
        scene.change {
            scene.box.backgroundColor = Scene.blue
            scene.box.add(fade, forKey: kCATransition)
        }
        scene.frame(at: start - 1)
        #expect(scene.renderer.nextFrameTime() == start)
        for t in [start + 0.25, start + 0.5, start + 0.75] {
            scene.renderer.beginFrame(atTime: t, timeStamp: nil)
            let damaged = scene.renderer.updateRegion.bounds
            scene.renderer.render()
            scene.renderer.endFrame()
            #expect(damaged.contains(CGRect(x: 10, y: 10, width: 100, height: 20)), "\(t): \(damaged)")
            #expect(scene.renderer.nextFrameTime() == t)
        }
        let after = scene.frame(at: start + 1.5)
        #expect(scene.renderer.nextFrameTime() == .infinity)
        #expect(near(pixel(after, 60, 20), r: 0, g: 0, b: 255))
        scene.renderer.beginFrame(atTime: start + 2, timeStamp: nil)
        #expect(scene.renderer.updateRegion.isEmpty)
        scene.renderer.endFrame()
    }

    @Test("render(in:) draws the model and ignores the transition, as Apple documents")
    func renderInIgnoresTransition() throws {
        let scene = try Scene()
        scene.frame()
        scene.change {
            scene.box.backgroundColor = Scene.blue
            scene.box.add(scene.transition(.fade), forKey: kCATransition)
        }
        scene.change { scene.root.timeOffset = 10.5 }
        let model = RenderTestSupport.render(scene.root, width: 120, height: 40)
        #expect(near(pixel(model, 60, 20), r: 0, g: 0, b: 255))
    }
}
