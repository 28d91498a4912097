import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Damage is checked against rectangles worked out by hand from the rule the render server
/// documents: a changed node damages where its subtree was and where it is now, each the device
/// box of what it draws (bounds; contents placed outside them; the shadow spread of
/// 3 × shadowRadius + the larger offset component + 1) grown by one pixel for anti-aliasing and
/// rounded out to whole pixels, clipped to the target.
@Suite("Render server: damage", .exclusiveGlobalState)
struct DamageTests {
    /// A 200 × 100 target whose layer space is its pixel grid (y down), with a root filling it
    /// and one 20 × 20 child at (10, 10); the first frame has been drawn.
    private final class Fixture {
        let root = CALayer()
        let child = CALayer()
        let context: CGContext
        let renderer: CARenderer

        init() throws {
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(child)
            context = try #require(CGContext(data: nil, width: 200, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: RenderTestSupport.bitmapInfo))
            context.translateBy(x: 0, y: 100)
            context.scaleBy(x: 1, y: -1)
            renderer = CARenderer(cgContext: context)
            renderer.layer = root
            _ = frame()
        }

        /// Begins a frame, returns its damage rectangles sorted, and draws it.
        func frame() -> [CGRect] {
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            let rects = renderer.updateRegion.rects.sorted { ($0.minX, $0.minY) < ($1.minX, $1.minY) }
            renderer.render()
            renderer.endFrame()
            return rects
        }
    }

    @Test("the first frame damages the whole target; a frame with no change damages nothing")
    func firstAndUnchanged() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
        let context = try #require(CGContext(data: nil, width: 50, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: RenderTestSupport.bitmapInfo))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        #expect(renderer.updateRegion.rects == [CGRect(x: 0, y: 0, width: 50, height: 40)])
        renderer.render()
        renderer.endFrame()
        renderer.beginFrame(atTime: 1, timeStamp: nil)
        #expect(renderer.updateRegion.isEmpty)
        #expect(renderer.updateBounds().isNull)
        #expect(renderer.nextFrameTime() == .infinity)
        renderer.endFrame()
    }

    @Test("a moved layer damages its old and new rectangles, grown by one pixel")
    func move() throws {
        let f = try Fixture()
        f.child.position.x += 40  // frame (50, 10, 20, 20)
        // Old: (10,10,20,20) grown by 1 → (9,9,22,22); new: (49,9,22,22). Their union (62 × 22 =
        // 1364 px) costs more than 1.25 × the two apart (1210 px), so they stay two rectangles.
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22), CGRect(x: 49, y: 9, width: 22, height: 22)])
        #expect(f.frame().isEmpty)
    }

    @Test("a shadow widens the damage by 3 × radius + offset + 3 pixels")
    func shadow() throws {
        let f = try Fixture()
        f.child.shadowRadius = 2
        f.child.shadowOffset = CGSize(width: 0, height: 3)
        f.child.shadowOpacity = 1
        // (10,10,20,20) grown by 1 → (9,9,22,22), spread by 3·2 + 3 + 3 = 12 → (-3,-3,46,46),
        // clipped to the target → (0,0,43,43); the old rectangle (9,9,22,22) lies inside it.
        #expect(f.frame() == [CGRect(x: 0, y: 0, width: 43, height: 43)])
    }

    @Test("a removed layer damages where it was; a hidden one too; showing it again damages it again")
    func removeAndHide() throws {
        let f = try Fixture()
        let other = CALayer()
        other.frame = CGRect(x: 100, y: 50, width: 30, height: 10)
        other.backgroundColor = CGColor(gray: 0, alpha: 1)
        f.root.addSublayer(other)
        // The root's sublayers changed, so its whole subtree (the target) is damaged once.
        #expect(f.frame() == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        f.child.isHidden = true
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        f.child.isHidden = false
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        other.removeFromSuperlayer()
        #expect(f.frame() == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test("an ancestor's transform moves the damage of its whole subtree")
    func ancestorTransform() throws {
        let f = try Fixture()
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        f.root.addSublayer(group)
        let inner = CALayer()
        inner.frame = CGRect(x: 60, y: 60, width: 10, height: 10)
        inner.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        group.addSublayer(inner)
        _ = f.frame()
        group.sublayerTransform = CATransform3DMakeTranslation(20, 0, 0)
        // The group (0,0,100,100) grows to (-1,-1,102,102), clipped to the 200 × 100 target:
        // (0,0,101,100); the inner layer at (60,60)→(80,60) lies inside it, so one rectangle
        // covers everything.
        #expect(f.frame() == [CGRect(x: 0, y: 0, width: 101, height: 100)])
    }

    @Test("NaN geometry draws nothing and adds no damage of its own")
    func nanGeometry() throws {
        let f = try Fixture()
        f.child.position = CGPoint(x: CGFloat.nan, y: 5)
        // Only where the layer was: its new place is nowhere.
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
    }

    @Test("hundreds of tiny changes collapse into at most 16 rectangles, and most of the frame into one")
    func collapse() throws {
        let f = try Fixture()
        var dots: [CALayer] = []
        for i in 0..<200 {
            let dot = CALayer()
            dot.frame = CGRect(x: CGFloat(i % 20) * 10, y: CGFloat(i / 20) * 10, width: 2, height: 2)
            dot.backgroundColor = CGColor(gray: 0, alpha: 1)
            f.root.addSublayer(dot)
            dots.append(dot)
        }
        _ = f.frame()
        for dot in dots.prefix(60) { dot.backgroundColor = CGColor(gray: 0.5, alpha: 1) }
        let rects = f.frame()
        #expect(rects.count <= 16)
        // Every changed dot is inside the damage.
        for dot in dots.prefix(60) {
            #expect(rects.contains { $0.contains(dot.frame) })
        }
        for dot in dots { dot.backgroundColor = CGColor(gray: 0.2, alpha: 1) }
        #expect(f.frame() == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test("render() draws only the update region and leaves other pixels untouched")
    func untouchedPixels() throws {
        let f = try Fixture()
        // Paint a marker where nothing will change.
        f.context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        f.context.fill(CGRect(x: 150, y: 80, width: 4, height: 4))
        f.child.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        _ = f.frame()
        let image = try #require(f.context.makeImage())
        #expect(RenderTestSupport.pixel(image, 151, 81) == RenderTestSupport.Pixel(r: 0, g: 0, b: 255))
        #expect(RenderTestSupport.pixel(image, 20, 20) == RenderTestSupport.Pixel(r: 0, g: 255, b: 0))
    }

    @Test("addUpdate adds a rectangle in layer coordinates; updateBounds reports it")
    func addUpdate() throws {
        let f = try Fixture()
        f.renderer.beginFrame(atTime: 0, timeStamp: nil)
        f.renderer.addUpdate(CGRect(x: 120, y: 30, width: 10, height: 5))
        #expect(f.renderer.updateBounds() == CGRect(x: 120, y: 30, width: 10, height: 5))
        f.renderer.render()
        f.renderer.endFrame()
    }

    @Test("setting a property to its current value changes nothing")
    func sameValue() throws {
        let f = try Fixture()
        let version = f.root.renderVersion
        f.child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        f.child.position = f.child.position
        f.child.setValue(f.child.bounds, forKey: "bounds")
        #expect(f.root.renderVersion == version)
        #expect(f.frame().isEmpty)
    }
}
