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
@Suite("Render server: damage")
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
            context = try #require(RenderTestSupport.flippedContext(width: 200, height: 100))
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
        // Only the root's sublayer list changed: the added layer damages its own box,
        // (100, 50, 30, 10) grown by a pixel: (99, 49, 32, 12). The root and the child do not.
        #expect(f.frame() == [CGRect(x: 99, y: 49, width: 32, height: 12)])
        f.child.isHidden = true
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        f.child.isHidden = false
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        other.removeFromSuperlayer()
        // Where it was, the same box.
        #expect(f.frame() == [CGRect(x: 99, y: 49, width: 32, height: 12)])
        // A change of the root's own values with its list still damages the whole subtree.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        f.root.addSublayer(other)
        f.root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        CATransaction.commit()
        #expect(f.frame() == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test("a sublayer removed under a shadowed layer damages the layer with its shadow")
    func removedUnderShadow() throws {
        let f = try Fixture()
        let group = CALayer()
        group.frame = CGRect(x: 50, y: 20, width: 60, height: 60)
        group.shadowOpacity = 1
        group.shadowRadius = 2
        group.shadowOffset = .zero
        let inner = CALayer()
        inner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        inner.backgroundColor = CGColor(gray: 0, alpha: 1)
        group.addSublayer(inner)
        f.root.addSublayer(group)
        _ = f.frame()
        let keep = CALayer()
        keep.frame = CGRect(x: 40, y: 40, width: 10, height: 10)
        keep.backgroundColor = CGColor(gray: 0, alpha: 1)
        group.addSublayer(keep)
        _ = f.frame()
        inner.removeFromSuperlayer()
        // The group's shadow is cast by all its sublayers and blurred as one plane, so the
        // group's whole subtree is drawn again: its box (50, 20, 60, 60), which holds both
        // sublayers, grown by a pixel, (49, 19, 62, 62), and by the shadow's reach of
        // 3 × 2 + 0 + 3 = 9 px: (40, 10, 80, 80). The child (10, 10) elsewhere is not.
        #expect(f.frame() == [CGRect(x: 40, y: 10, width: 80, height: 80)])
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

    // MARK: Damage of each kind of change, worked out by hand

    /// Whether every whole device pixel of `rect` lies in one of `rects`: the region covers it,
    /// however its rectangles were merged.
    private static func covers(_ rects: [CGRect], _ rect: CGRect) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where !damages(rects, x, y) { return false }
        }
        return true
    }

    /// Whether the device pixel (x, y) lies in one of `rects`.
    private static func damages(_ rects: [CGRect], _ x: Int, _ y: Int) -> Bool {
        rects.contains { $0.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) }
    }

    /// A `width × height` image of one colour.
    private static func image(width: Int, height: Int, color: CGColor) throws -> CGImage {
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: RenderTestSupport.bitmapInfo))
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return try #require(context.makeImage())
    }

    private static let red = RenderTestSupport.Pixel(r: 255, g: 0, b: 0)
    private static let blue = RenderTestSupport.Pixel(r: 0, g: 0, b: 255)
    private static let white = RenderTestSupport.Pixel(r: 255, g: 255, b: 255)

    /// The pixel (x, y) of the target as last drawn.
    private static func pixel(_ f: Fixture, _ x: Int, _ y: Int) throws -> RenderTestSupport.Pixel {
        RenderTestSupport.pixel(try #require(f.context.makeImage()), x, y)
    }

    /// A group at (105, 45) exactly as large as its two overlapping sublayers: red A at
    /// (0, 0, 30, 20) and blue B at (15, 5, 30, 20) on top of it, in device pixels
    /// A = (105, 45, 30, 20) and B = (120, 50, 30, 20), overlapping in (120, 50)–(135, 65).
    private static func overlappingPair(in f: Fixture) -> (group: CALayer, a: CALayer, b: CALayer) {
        let group = CALayer(), a = CALayer(), b = CALayer()
        group.frame = CGRect(x: 105, y: 45, width: 45, height: 25)
        a.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        a.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        b.frame = CGRect(x: 15, y: 5, width: 30, height: 20)
        b.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        group.addSublayer(a)
        group.addSublayer(b)
        f.root.addSublayer(group)
        _ = f.frame()
        return (group, a, b)
    }

    @Test("reordering two overlapping sublayers damages their union, and only that")
    func reorder() throws {
        let f = try Fixture()
        let (group, a, b) = Self.overlappingPair(in: f)
        #expect(try Self.pixel(f, 125, 55) == Self.blue)
        group.insertSublayer(b, below: a)
        // The group's sublayers changed: its subtree is damaged, where it was and is. A ∪ B =
        // (105, 45)–(150, 70), the group's bounds too, grown by 1 → (104, 44)–(151, 71).
        let rects = f.frame()
        #expect(rects == [CGRect(x: 104, y: 44, width: 47, height: 27)])
        #expect(Self.covers(rects, CGRect(x: 104, y: 44, width: 47, height: 27)))
        #expect(!Self.damages(rects, 20, 20))   // the unchanged child
        #expect(!Self.damages(rects, 180, 80))
        // The overlap now shows A on top.
        #expect(try Self.pixel(f, 125, 55) == Self.red)
        #expect(f.frame().isEmpty)
    }

    @Test("raising a sublayer by zPosition damages its box, which holds every pixel of the overlap")
    func zPositionReorder() throws {
        let f = try Fixture()
        let (_, _, b) = Self.overlappingPair(in: f)
        b.zPosition = -1  // B now drawn beneath A
        // Only B's values changed: B's box (120, 50, 30, 20) grown by 1 → (119, 49, 32, 22), old
        // and new alike. It holds the overlap (120, 50)–(135, 65), the only pixels that change;
        // A's pixels outside B do not change and are not damaged.
        let rects = f.frame()
        #expect(rects == [CGRect(x: 119, y: 49, width: 32, height: 22)])
        #expect(Self.covers(rects, CGRect(x: 120, y: 50, width: 15, height: 15)))
        #expect(!Self.damages(rects, 106, 46))  // A alone
        #expect(!Self.damages(rects, 20, 20))
        #expect(try Self.pixel(f, 125, 55) == Self.red)
        #expect(try Self.pixel(f, 140, 60) == Self.blue)  // B alone
    }

    @Test("setting, replacing, moving and removing a mask damages the masked layer's box")
    func mask() throws {
        let f = try Fixture()
        let first = CALayer()
        first.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        first.backgroundColor = CGColor(gray: 0, alpha: 1)
        f.child.mask = first
        // The child's own values changed: its box (10, 10, 20, 20) grown by 1 → (9, 9, 22, 22),
        // before and after; the mask only takes pixels away.
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(try Self.pixel(f, 15, 15) == Self.red)    // inside the mask (10…20 in device)
        #expect(try Self.pixel(f, 25, 25) == Self.white)  // outside it: the root shows

        let second = CALayer()
        second.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        second.backgroundColor = CGColor(gray: 0, alpha: 1)
        f.child.mask = second
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(try Self.pixel(f, 15, 15) == Self.white)
        #expect(try Self.pixel(f, 25, 25) == Self.red)

        second.position.x -= 10  // mask frame (0, 10, 10, 10)
        // The mask alone changed: where it was, (10, 10) in the child + the child's (10, 10) =
        // device (20, 20, 10, 10) grown → (19, 19, 12, 12), and where it is, device
        // (10, 20, 10, 10) grown → (9, 19, 12, 12); they overlap and merge into (9, 19, 22, 12).
        let moved = f.frame()
        #expect(Self.covers(moved, CGRect(x: 19, y: 19, width: 12, height: 12)))
        #expect(Self.covers(moved, CGRect(x: 9, y: 19, width: 12, height: 12)))
        #expect(!Self.damages(moved, 15, 12))  // the child's top row of pixels, masked before and after
        #expect(!Self.damages(moved, 100, 50))
        #expect(try Self.pixel(f, 15, 25) == Self.red)
        #expect(try Self.pixel(f, 25, 25) == Self.white)

        f.child.mask = nil
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(try Self.pixel(f, 15, 15) == Self.red)
        #expect(try Self.pixel(f, 25, 25) == Self.red)
    }

    @Test("moving a sublayer to another parent damages the old and the new parent's boxes")
    func reparent() throws {
        let f = try Fixture()
        let first = CALayer(), second = CALayer(), moved = CALayer()
        first.frame = CGRect(x: 100, y: 10, width: 40, height: 30)
        second.frame = CGRect(x: 100, y: 60, width: 40, height: 30)
        moved.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        moved.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        first.addSublayer(moved)
        f.root.addSublayer(first)
        f.root.addSublayer(second)
        _ = f.frame()
        #expect(try Self.pixel(f, 110, 20) == Self.blue)  // (105, 15, 10, 10) in device pixels
        second.addSublayer(moved)
        // Both parents' sublayers changed. The old box of `moved`, (105, 15, 10, 10), lies in
        // the first parent's (100, 10, 40, 30), grown → (99, 9, 42, 32); the new one,
        // (105, 65, 10, 10), in the second's (100, 60, 40, 30), grown → (99, 59, 42, 32).
        let rects = f.frame()
        #expect(Self.covers(rects, CGRect(x: 99, y: 9, width: 42, height: 32)))
        #expect(Self.covers(rects, CGRect(x: 99, y: 59, width: 42, height: 32)))
        #expect(!Self.damages(rects, 20, 20))
        #expect(!Self.damages(rects, 170, 50))
        #expect(!Self.damages(rects, 50, 50))
        #expect(try Self.pixel(f, 110, 20) == Self.white)
        #expect(try Self.pixel(f, 110, 70) == Self.blue)
        #expect(f.frame().isEmpty)
    }

    @Test("new contents damage the layer's box, and where gravity places them past it")
    func contents() throws {
        let f = try Fixture()
        f.child.contents = try Self.image(width: 20, height: 20, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        // Resized into the bounds: the box (10, 10, 20, 20) grown by 1 → (9, 9, 22, 22).
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(try Self.pixel(f, 20, 20) == Self.blue)

        f.child.contentsGravity = .center
        f.child.contents = try Self.image(width: 40, height: 40, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        // Centred at its natural size in the 20 × 20 bounds: (10 − 20, 10 − 20, 40, 40) =
        // (−10, −10, 40, 40) in the child, device (0, 0, 40, 40), grown → (−1, −1, 42, 42),
        // clipped to the target → (0, 0, 41, 41); the old box lies inside it.
        let rects = f.frame()
        #expect(rects == [CGRect(x: 0, y: 0, width: 41, height: 41)])
        #expect(!Self.damages(rects, 45, 20))
        #expect(try Self.pixel(f, 5, 5) == Self.blue)
    }

    @Test("a flipped contentsRect is drawn at its natural size, and damaged there")
    func flippedContentsRect() throws {
        let f = try Fixture()
        f.child.contentsGravity = .center
        f.child.contents = try Self.image(width: 40, height: 40, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        f.child.contentsRect = CGRect(x: 1, y: 0, width: -1, height: 1)  // the whole image, standardized
        // Drawn standardized (`ContentsSource`), so as in `contents`: device (0, 0, 40, 40) grown
        // and clipped → (0, 0, 41, 41), not only the bounds' (9, 9, 22, 22).
        #expect(f.frame() == [CGRect(x: 0, y: 0, width: 41, height: 41)])
        #expect(try Self.pixel(f, 5, 5) == Self.blue)
    }

    @Test("a NaN contentsRect draws no contents and damages only the layer's box")
    func nanContentsRect() throws {
        let f = try Fixture()
        f.child.contentsGravity = .center
        f.child.contents = try Self.image(width: 40, height: 40, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        f.child.contentsRect = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(try Self.pixel(f, 5, 5) == Self.white)
        #expect(try Self.pixel(f, 20, 20) == Self.red)
    }

    @Test("opacity damages the layer's box, and a group's the box of its whole subtree")
    func opacity() throws {
        let f = try Fixture()
        f.child.opacity = 0.5
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        // Half red over white.
        #expect(try Self.pixel(f, 20, 20).distance(to: RenderTestSupport.Pixel(r: 255, g: 128, b: 128)) <= 1)

        let group = CALayer(), outside = CALayer()
        group.frame = CGRect(x: 100, y: 40, width: 20, height: 20)
        outside.frame = CGRect(x: 30, y: 0, width: 10, height: 10)  // device (130, 40, 10, 10), past the group
        outside.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        group.addSublayer(outside)
        f.root.addSublayer(group)
        _ = f.frame()
        group.opacity = 0.25
        // The group (100, 40, 20, 20) grown → (99, 39, 22, 22), with its sublayer's
        // (130, 40, 10, 10) grown → (129, 39, 12, 12): their union (99, 39)–(141, 61).
        let rects = f.frame()
        #expect(rects == [CGRect(x: 99, y: 39, width: 42, height: 22)])
        #expect(!Self.damages(rects, 20, 20))
        #expect(!Self.damages(rects, 150, 50))
    }

    @Test("a border damages the layer's box: it is drawn inside the bounds")
    func border() throws {
        let f = try Fixture()
        f.child.borderColor = CGColor(gray: 0, alpha: 1)
        f.child.borderWidth = 4
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(try Self.pixel(f, 11, 11) == RenderTestSupport.Pixel(r: 0, g: 0, b: 0))
        #expect(try Self.pixel(f, 20, 20) == Self.red)
        f.child.borderWidth = 1
        #expect(f.frame() == [CGRect(x: 9, y: 9, width: 22, height: 22)])
        #expect(try Self.pixel(f, 12, 12) == Self.red)
    }

    @Test("a replicator's instanceTransform damages where the old and the new copies are")
    func replicatorInstanceTransform() throws {
        let f = try Fixture()
        let replicator = CAReplicatorLayer(), square = CALayer()
        replicator.frame = CGRect(x: 100, y: 20, width: 20, height: 20)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        replicator.addSublayer(square)
        f.root.addSublayer(replicator)
        _ = f.frame()
        #expect(try Self.pixel(f, 160, 30) == Self.blue)  // copy 2 at (150, 20, 20, 20)
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 25, 0)
        // Old copies at x = 100, 125, 150 (y 20), 20 × 20, grown by 1: (99, 19, 22, 22),
        // (124, 19, 22, 22), (149, 19, 22, 22). New ones at y = 20, 45, 70 (x 100): (99, 19, 22,
        // 22), (99, 44, 22, 22), (99, 69, 22, 22).
        let rects = f.frame()
        for x in [99, 124, 149] { #expect(Self.covers(rects, CGRect(x: x, y: 19, width: 22, height: 22))) }
        for y in [19, 44, 69] { #expect(Self.covers(rects, CGRect(x: 99, y: y, width: 22, height: 22))) }
        #expect(!Self.damages(rects, 20, 20))
        #expect(!Self.damages(rects, 50, 80))
        #expect(!Self.damages(rects, 190, 50))
        #expect(try Self.pixel(f, 160, 30) == Self.white)
        #expect(try Self.pixel(f, 110, 80) == Self.blue)  // new copy 2 at (100, 70, 20, 20)
    }

    @Test("a shadow with a NaN or infinite radius or offset is not drawn and damages only the layer's box")
    func nonFiniteShadow() throws {
        let cases: [(radius: CGFloat, offset: CGSize)] = [
            (.nan, CGSize(width: 0, height: 3)),
            (.infinity, CGSize(width: 0, height: 3)),
            (2, CGSize(width: CGFloat.nan, height: 3)),
            (2, CGSize(width: 0, height: -CGFloat.infinity)),
        ]
        for (radius, offset) in cases {
            let f = try Fixture()
            f.child.shadowOpacity = 1
            f.child.shadowRadius = radius
            f.child.shadowOffset = offset
            // No shadow is drawn (`ShadowStyle` refuses non-finite geometry), so only the
            // child's own box (10, 10, 20, 20) grown by 1 → (9, 9, 22, 22) is damaged, not the
            // 200 × 100 frame.
            let rects = f.frame()
            #expect(rects == [CGRect(x: 9, y: 9, width: 22, height: 22)], "radius \(radius), offset \(offset)")
            #expect(!Self.damages(rects, 100, 50))
            // Just below the layer, where a drawn shadow would darken the white root.
            #expect(try Self.pixel(f, 20, 31) == Self.white)
            #expect(try Self.pixel(f, 20, 20) == Self.red)
        }
    }
}
