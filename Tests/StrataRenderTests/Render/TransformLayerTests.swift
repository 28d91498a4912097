import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// CATransformLayer as Apple documents it: "Unlike normal layers, transform layers do not flatten
// their sublayers into the plane at Z=0"; "Only the sublayers of a transform layer are rendered"
// (backgroundColor, contents, border, shadow, mask and masksToBounds are ignored); "The opacity
// property is applied to each sublayer individually, the transform layer does not form a
// compositing group." Strata draws the sublayers back to front by the depth of their middles.
//
// Scenes are small and worked out by hand: a clear 100 × 100 target whose layer space is its
// pixel grid (y down), premultiplied BGRA, source-over: result = src + dst·(1 − αsrc).

private typealias Pixel = RenderTestSupport.Pixel

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
private let redPixel = Pixel(r: 255, g: 0, b: 0)
private let greenPixel = Pixel(r: 0, g: 255, b: 0)
private let bluePixel = Pixel(r: 0, g: 0, b: 255)

@Suite("CATransformLayer: 3D sublayers")
struct TransformLayerTests {
    private func root() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return root
    }

    /// A square of `color` at `frame`, moved `z` towards the viewer by its transform.
    @discardableResult
    private func square(_ frame: CGRect, _ color: CGColor, z: CGFloat, in parent: CALayer) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        layer.transform = CATransform3DMakeTranslation(0, 0, z)
        parent.addSublayer(layer)
        return layer
    }

    private func render(_ root: CALayer) throws -> CGImage {
        try #require(RenderTestSupport.render(root, width: 100, height: 100))
    }

    @Test("sublayers are drawn by depth, nearest on top, whatever their tree order")
    func depthOrder() throws {
        // Red (20…60) is 10 towards the viewer, blue (40…80) 10 away, blue later in the tree.
        // Flattened (a plain layer), z is dropped and tree order puts blue on top at (50, 50);
        // in a transform layer red is nearer and covers it.
        for transformLayer in [false, true] {
            let r = root()
            let holder = transformLayer ? CATransformLayer() : CALayer()
            holder.frame = r.bounds
            r.addSublayer(holder)
            square(CGRect(x: 20, y: 20, width: 40, height: 40), red, z: 10, in: holder)
            square(CGRect(x: 40, y: 40, width: 40, height: 40), blue, z: -10, in: holder)
            let image = try render(r)
            #expect(RenderTestSupport.pixel(image, 50, 50) == (transformLayer ? redPixel : bluePixel))
            #expect(RenderTestSupport.pixel(image, 30, 30) == redPixel)
            #expect(RenderTestSupport.pixel(image, 70, 70) == bluePixel)
        }
    }

    @Test("nested transform layers share one 3D space: their sublayers sort with the outer ones")
    func nested() throws {
        // Outer: [inner, red at z 0]; inner (moved 20 towards the viewer): [blue at z 0 → 20,
        // green at z −40 → −20]. All three cover (50, 50): blue (z 20) is nearest. Where only red
        // and green meet (25, 50), red (z 0) is over green (z −20). Were the inner layer flattened
        // into one picture drawn before red, red would cover blue at (50, 50).
        let r = root()
        let outer = CATransformLayer()
        outer.frame = r.bounds
        r.addSublayer(outer)
        let inner = CATransformLayer()
        inner.frame = r.bounds
        inner.transform = CATransform3DMakeTranslation(0, 0, 20)
        outer.addSublayer(inner)
        square(CGRect(x: 40, y: 40, width: 20, height: 20), blue, z: 0, in: inner)
        square(CGRect(x: 10, y: 10, width: 80, height: 80), green, z: -40, in: inner)
        square(CGRect(x: 20, y: 20, width: 60, height: 60), red, z: 0, in: outer)
        let image = try render(r)
        #expect(RenderTestSupport.pixel(image, 50, 50) == bluePixel)
        #expect(RenderTestSupport.pixel(image, 25, 50) == redPixel)
        #expect(RenderTestSupport.pixel(image, 15, 50) == greenPixel)
    }

    @Test("the transform layer draws nothing of its own: background, border, shadow, mask are ignored")
    func drawsOnlySublayers() throws {
        let r = root()
        let holder = CATransformLayer()
        holder.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        holder.backgroundColor = green
        holder.borderWidth = 6
        holder.borderColor = blue
        holder.shadowOpacity = 1
        holder.shadowOffset = CGSize(width: 5, height: 5)
        holder.masksToBounds = true
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        mask.backgroundColor = red
        holder.mask = mask
        r.addSublayer(holder)
        // A sublayer reaching outside the holder's bounds: masksToBounds does not clip it.
        square(CGRect(x: 30, y: 30, width: 70, height: 20), red, z: 0, in: holder)
        let image = try render(r)
        #expect(RenderTestSupport.pixel(image, 50, 50) == redPixel)   // holder (40…110, 40…60)
        #expect(RenderTestSupport.pixel(image, 95, 50) == redPixel)   // outside the holder's bounds
        #expect(RenderTestSupport.pixel(image, 12, 12) == .clear)     // border and background
        #expect(RenderTestSupport.pixel(image, 30, 80) == .clear)     // background
        #expect(RenderTestSupport.pixel(image, 93, 93) == .clear)     // shadow
    }

    @Test("opacity applies to each sublayer on its own, not to one group")
    func opacityPerSublayer() throws {
        // Blue (z 0) then red (z 10, in front) at opacity 0.5 each. At the overlap: blue gives
        // (b 127.5, a 127.5); red over it r = 127.5, b = 127.5·0.5 = 63.75, a = 127.5 + 127.5·0.5
        // = 191.25. A group would show red alone at half: (r 127.5, b 0, a 127.5).
        let r = root()
        let holder = CATransformLayer()
        holder.frame = r.bounds
        holder.opacity = 0.5
        r.addSublayer(holder)
        square(CGRect(x: 20, y: 20, width: 40, height: 40), blue, z: 0, in: holder)
        square(CGRect(x: 40, y: 40, width: 40, height: 40), red, z: 10, in: holder)
        let p = RenderTestSupport.pixel(try render(r), 50, 50)
        #expect(abs(Int(p.r) - 128) <= 1 && abs(Int(p.b) - 64) <= 1 && abs(Int(p.a) - 191) <= 1 && p.g == 0, "\(p)")
    }

    @Test("isDoubleSided false: culled when the eye sees the back, even with the normal's z towards the viewer")
    func backFaceNearEdgeOn() throws {
        // Root: sublayerTransform m34 = −1/100, about its middle (50, 50): the eye is 100 in front
        // of it. A 40 × 40 square whose middle is 30 right of that point, turned 80° about y: its
        // normal (0, 0, 1) becomes (sin 80°, 0, cos 80°) = (0.985, 0, 0.174), z towards the viewer.
        // From the square's middle (30, 0, 0) to the eye (0, 0, 100) is (−30, 0, 100); the dot
        // product −29.5 + 17.4 < 0: the eye is behind the plane and sees its back. Mirrored to
        // 30 left, the dot product is +29.5 + 17.4 > 0: the front is seen.
        // The projection: a point x of the square goes to X = ±30 + x·cos 80°, Z = −x·sin 80°,
        // w = 1 − Z/100; x = −20 and 20 land at X/w = 33.0 and 28.0 (right) or −41.7 and −22.2
        // (left): the pixels at 50 ± 30 = 80 and 20 on row 50 are inside either sliver.
        for (side, x) in [(1.0, 80), (-1.0, 20)] {
            for doubleSided in [true, false] {
                let r = root()
                var perspective = CATransform3DIdentity
                perspective.m34 = -1.0 / 100
                r.sublayerTransform = perspective
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                layer.position = CGPoint(x: 50 + 30 * side, y: 50)
                layer.transform = CATransform3DMakeRotation(80 * .pi / 180, 0, 1, 0)
                layer.backgroundColor = red
                layer.isDoubleSided = doubleSided
                r.addSublayer(layer)
                let shown = RenderTestSupport.pixel(try render(r), x, 50)
                let seen = doubleSided || side < 0
                #expect(seen ? shown.r > 200 && shown.a > 200 : shown == .clear, "side \(side), doubleSided \(doubleSided): \(shown)")
            }
        }
    }

    @Test("damage under a transform layer is the device box of each projected sublayer")
    func damage() throws {
        // A 200 × 100 target; a stage filling it with sublayerTransform m34 = −1/200 about its
        // middle (100, 50); a transform layer filling the stage; in it a 40 × 40 face whose middle
        // is the stage's, moved 50 towards the viewer. Its corners are (±20, ±20, 50) from the
        // middle; w = 1 − 50/200 = 0.75, so they project to ±26.67: x 73.33…126.67, y 23.33…76.67.
        // Grown by one pixel and rounded out: (72, 22, 56, 56). Flattened into a plain layer's
        // plane the face would lose its z and cover only (80…120, 30…70).
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let stage = CALayer()
        stage.frame = root.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200
        stage.sublayerTransform = perspective
        root.addSublayer(stage)
        let holder = CATransformLayer()
        holder.frame = stage.bounds
        stage.addSublayer(holder)
        let face = square(CGRect(x: 80, y: 30, width: 40, height: 40), red, z: 50, in: holder)
        let context = try #require(RenderTestSupport.flippedContext(width: 200, height: 100))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        func frame() -> [CGRect] {
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            let rects = renderer.updateRegion.rects
            renderer.render()
            renderer.endFrame()
            return rects
        }
        _ = frame()
        face.opacity = 0.5
        #expect(frame() == [CGRect(x: 72, y: 22, width: 56, height: 56)])
        // Moved 10 right, the face projects 10/0.75 = 13.33 further right: x 86.67…140, grown
        // and rounded out 85…141, box (85, 22, 56, 56); with the old box, one rectangle
        // (72…141, 22…78): the union is cheaper than the two apart.
        holder.transform = CATransform3DMakeTranslation(10, 0, 0)
        #expect(frame() == [CGRect(x: 72, y: 22, width: 69, height: 56)])
        let image = try #require(context.makeImage())
        #expect(RenderTestSupport.pixel(image, 139, 50).a > 0)
        #expect(RenderTestSupport.pixel(image, 80, 50) == .clear)
    }

    @Test("a transform layer as the root draws its sublayers only: its opaque background neither shows nor hides old pixels")
    func rootTransformLayer() throws {
        // The root's green background is ignored: pixels the red square leaves are cleared, not
        // kept (a root that painted its background opaquely would need no clearing).
        let holder = CATransformLayer()
        holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        holder.backgroundColor = green
        let moving = square(CGRect(x: 10, y: 10, width: 20, height: 20), red, z: 0, in: holder)
        let context = try #require(RenderTestSupport.flippedContext(width: 100, height: 100))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = holder
        for x in [10.0, 60.0] {
            moving.frame.origin.x = x
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
        }
        let image = try #require(context.makeImage())
        #expect(RenderTestSupport.pixel(image, 20, 20) == .clear)
        #expect(RenderTestSupport.pixel(image, 70, 20) == redPixel)
        #expect(RenderTestSupport.pixel(image, 50, 80) == .clear)
    }

    @Test("hostile geometry and delays draw, damage and hit-test without trapping")
    func hostileValues() throws {
        // A NaN transform layer, a face behind the eye (z beyond the eye distance 100) and one
        // pushed to 1e300 draw nothing; the sane face beside them still draws. A replicator with
        // a NaN, an infinite and a huge delay runs its animation without hanging.
        let r = root()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        r.sublayerTransform = perspective
        let broken = CATransformLayer()
        broken.frame = r.bounds
        broken.transform.m41 = .nan
        r.addSublayer(broken)
        square(CGRect(x: 0, y: 0, width: 100, height: 100), blue, z: 0, in: broken)
        let holder = CATransformLayer()
        holder.frame = r.bounds
        r.addSublayer(holder)
        square(CGRect(x: 0, y: 0, width: 50, height: 100), blue, z: 150, in: holder)
        square(CGRect(x: 0, y: 0, width: 50, height: 100), blue, z: 1e300, in: holder)
        square(CGRect(x: 60, y: 40, width: 20, height: 20), red, z: 0, in: holder)
        for delay in [CFTimeInterval.nan, .infinity, -1e300] {
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            replicator.instanceCount = 1_000_000
            replicator.instanceDelay = delay
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
            replicator.addSublayer(dot)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(1)
            fade.toValue = Float(0)
            fade.duration = 1
            fade.beginTime = 10
            dot.add(fade, forKey: "fade")
            holder.addSublayer(replicator)
        }
        let image = try #require(FrameRenderer.presentedImage(of: r, width: 100, height: 100))
        #expect(RenderTestSupport.pixel(image, 70, 50) == redPixel)
        #expect(RenderTestSupport.pixel(image, 25, 50) == .clear)
        #expect(r.hitTest(CGPoint(x: 70, y: 50))?.superlayer === holder)
        #expect(r.hitTest(CGPoint(x: 25, y: 50)) === r)
    }
}
