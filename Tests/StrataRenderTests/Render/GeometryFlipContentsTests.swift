import Foundation
import Strata
import StrataTestSupport
import Testing

// Contents under `isGeometryFlipped`, from Apple's documentation:
// - calayer/contentsgravity: the gravity constants are named by the direction of the layer's
//   vertical axis (`.top` is its maximum-y edge, the bottom of a y-down screen), and a flip turns
//   the names round (iOS code sets `isGeometryFlipped` to make them match the screen).
// - CALayer.h, geometryFlipped: an image in `contents` displays the same whether the geometry is
//   flipped or not; the flip moves sublayers, never turns a picture upside down.
// - calayer/contentsareflipped(): when it is true the layer applies a y-flip to the context it
//   passes to draw(in:), so drawing uses the layer's own (flipped) coordinates, those its
//   sublayers are placed in.
// Every scene is worked out by hand in a 20 × 20 root (y down, row 0 on top).

private typealias Pixel = RenderTestSupport.Pixel

private let redPixel = Pixel(r: 255, g: 0, b: 0)
private let greenPixel = Pixel(r: 0, g: 255, b: 0)
private let bluePixel = Pixel(r: 0, g: 0, b: 255)
private let whitePixel = Pixel(r: 255, g: 255, b: 255)

/// A 2 × 2 image: top row red, green; bottom row blue, white.
private func quadImage() throws -> CGImage {
    try #require(RenderTestSupport.makeImage(rows: [[redPixel, greenPixel], [bluePixel, whitePixel]]))
}

private func render(_ root: CALayer) throws -> CGImage {
    try #require(RenderTestSupport.render(root, width: 20, height: 20))
}

private func at(_ image: CGImage, _ x: Int, _ y: Int) -> Pixel { RenderTestSupport.pixel(image, x, y) }

/// A layer that fills its whole bounds' top band (y 0…4 of its own coordinates) in draw(in:)
/// and notes whether the context it was given runs y up.
private final class BandDrawingLayer: CALayer {
    var contextRanUp: Bool?

    override func draw(in ctx: CGContext) {
        contextRanUp = ctx.ctm.d > 0
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 4))
    }
}

/// A tiled layer's delegate filling y 0…4 of the layer's own coordinates, in the colour it holds,
/// and noting whether the last context it was given ran y up (read on the tile threads).
private final class BandDelegate: NSObject, CALayerDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var storedColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private var storedRanUp: Bool?
    var color: CGColor {
        get { lock.withLock { storedColor } }
        set { lock.withLock { storedColor = newValue } }
    }
    var contextRanUp: Bool? { lock.withLock { storedRanUp } }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        lock.withLock { storedRanUp = ctx.ctm.d > 0 }
        ctx.setFillColor(color)
        ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 4))
    }
}

/// A renderer drawing `root` into a `width` × `height` frame, frame after frame (each at media
/// time 0, only the damage drawn after the first).
private struct Frames {
    let context: CGContext
    let renderer: CARenderer

    init(_ root: CALayer, width: Int, height: Int) throws {
        context = try #require(RenderTestSupport.flippedContext(width: width, height: height))
        renderer = CARenderer(cgContext: context)
        renderer.layer = root
    }

    func next() throws -> CGImage {
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        return try #require(context.makeImage())
    }
}

@Suite("Render: contents under geometry flips")
struct GeometryFlipContentsTests {
    /// A root with one 10 × 10 layer at (5, 5) showing the 2 × 2 image at its natural size.
    private static func gravityScene(_ gravity: CALayerContentsGravity, flipped: Bool) throws -> (CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        layer.contents = try quadImage()
        layer.contentsGravity = gravity
        layer.magnificationFilter = .nearest
        layer.isGeometryFlipped = flipped
        root.addSublayer(layer)
        return (root, layer)
    }

    // The image is 2 × 2 points; in the layer at (5, 5)…(15, 15) its origin is x 5 (left),
    // 9 (centred: 5 + (10 − 2)/2) or 13 (right: 15 − 2), and y 5 (the minimum-y edge), 9 or 13
    // (the maximum-y edge). Unflipped, .top is the maximum-y edge; flipped, the minimum-y one.
    @Test("vertical gravities follow the layer's axis: .top is the maximum-y edge unless the layer is flipped",
          arguments: [
              (CALayerContentsGravity.top, false, 9, 13), (.bottom, false, 9, 5), (.topLeft, false, 5, 13),
              (.topRight, false, 13, 13), (.bottomLeft, false, 5, 5), (.bottomRight, false, 13, 5),
              (.left, false, 5, 9), (.right, false, 13, 9), (.center, false, 9, 9),
              (.top, true, 9, 5), (.bottom, true, 9, 13), (.topLeft, true, 5, 5), (.topRight, true, 13, 5),
              (.bottomLeft, true, 5, 13), (.bottomRight, true, 13, 13), (.left, true, 5, 9),
          ])
    func gravityFollowsAxis(gravity: CALayerContentsGravity, flipped: Bool, x: Int, y: Int) throws {
        let (root, layer) = try Self.gravityScene(gravity, flipped: flipped)
        let image = try render(root)
        // Upright either way: the layer's own flip never turns its image.
        #expect(at(image, x, y) == redPixel && at(image, x + 1, y) == greenPixel)
        #expect(at(image, x, y + 1) == bluePixel && at(image, x + 1, y + 1) == whitePixel)
        // Nothing drawn just past the image, inside the layer.
        let beside = x == 13 ? x - 1 : x + 2, below = y == 13 ? y - 1 : y + 2
        #expect(at(image, beside, y).a == 0 && at(image, x, below).a == 0)
        #expect(layer.contentsDestination(forContentSize: CGSize(width: 2, height: 2)).origin
                    == CGPoint(x: x - 5, y: y - 5))
    }

    /// `child` at `frame` inside a 20 × 20 parent filling the root, flipped or not.
    private static func underParent(_ child: CALayer, frame: CGRect, flipped: Bool) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let parent = CALayer()
        parent.frame = root.bounds
        parent.isGeometryFlipped = flipped
        child.frame = frame
        parent.addSublayer(child)
        root.addSublayer(parent)
        return root
    }

    private static func imageLayer() throws -> CALayer {
        let layer = CALayer()
        layer.contents = try quadImage()
        layer.magnificationFilter = .nearest
        return layer
    }

    @Test("an image under a flipped parent shows upright, as the same image placed there unflipped")
    func imageUprightUnderFlippedParent() throws {
        // Frame y 2…10 in the flipped parent is screen y 20 − 10 … 20 − 2 = 10…18.
        let flippedRoot = Self.underParent(try Self.imageLayer(), frame: CGRect(x: 4, y: 2, width: 12, height: 8),
                                           flipped: true)
        let plainRoot = Self.underParent(try Self.imageLayer(), frame: CGRect(x: 4, y: 10, width: 12, height: 8),
                                         flipped: false)
        let flipped = try render(flippedRoot), plain = try render(plainRoot)
        // Quadrants of 6 × 4: red at x 4…9, y 10…13; blue below it at y 14…17.
        #expect(at(flipped, 5, 11) == redPixel && at(flipped, 12, 11) == greenPixel)
        #expect(at(flipped, 5, 16) == bluePixel && at(flipped, 12, 16) == whitePixel)
        let same = RenderTestSupport.pixels(flipped) == RenderTestSupport.pixels(plain)
        #expect(same)
    }

    @Test("under a flipped parent .top lands at the screen's top of the layer (contentsAreFlipped() true)")
    func gravityUnderFlippedParent() throws {
        let child = try Self.imageLayer()
        child.contentsGravity = .top
        let root = Self.underParent(child, frame: CGRect(x: 4, y: 2, width: 12, height: 8), flipped: true)
        #expect(child.contentsAreFlipped())
        let image = try render(root)
        // .top is the child's maximum-y edge, y 8…10 in the parent, 10…12 on the screen; centred
        // in x at 4 + (12 − 2)/2 = 9; upright.
        #expect(at(image, 9, 10) == redPixel && at(image, 10, 10) == greenPixel)
        #expect(at(image, 9, 11) == bluePixel && at(image, 10, 11) == whitePixel)
        #expect(at(image, 9, 12).a == 0 && at(image, 9, 17).a == 0)
    }

    @Test("a text layer under a flipped parent draws as the same layer placed there unflipped")
    func textUprightUnderFlippedParent() throws {
        func text() -> CATextLayer {
            let layer = CATextLayer()
            layer.string = "Fg"
            layer.fontSize = 12
            layer.foregroundColor = CGColor(gray: 0, alpha: 1)
            layer.backgroundColor = CGColor(gray: 1, alpha: 1)
            return layer
        }
        let flipped = try render(Self.underParent(text(), frame: CGRect(x: 1, y: 3, width: 18, height: 14), flipped: true))
        let plain = try render(Self.underParent(text(), frame: CGRect(x: 1, y: 3, width: 18, height: 14), flipped: false))
        // Some glyph pixels drawn, and the two the same (y 3…17 is its own mirror in 20).
        #expect(RenderTestSupport.pixels(plain).contains { $0.r < 128 && $0.a == 255 })
        let same = RenderTestSupport.pixels(flipped) == RenderTestSupport.pixels(plain)
        #expect(same)
    }

    // A 16 × 16 layer at (2, 2) under a parent filling the root draws y 0…4 of its own
    // coordinates. Its own flip maps its y to 16 − y (0…4 → 12…16), then the frame adds 2, then
    // the parent's flip maps y to 20 − y. So the band's screen rows: neither flipped 2…5; the
    // layer flipped 14…17; the parent flipped 14…17; both 2…5.
    @Test("draw(in:) draws in the layer's own coordinates under every combination of flips",
          arguments: [(false, false, 2), (false, true, 14), (true, false, 14), (true, true, 2)])
    func drawingFollowsGeometry(parentFlipped: Bool, ownFlipped: Bool, firstRow: Int) throws {
        let layer = BandDrawingLayer()
        layer.isGeometryFlipped = ownFlipped
        let root = Self.underParent(layer, frame: CGRect(x: 2, y: 2, width: 16, height: 16), flipped: parentFlipped)
        // A sublayer at the same place of a twin layer: drawing and sublayers share one space.
        let twin = CALayer()
        twin.isGeometryFlipped = ownFlipped
        let band = CALayer()
        band.frame = CGRect(x: 0, y: 0, width: 16, height: 4)
        band.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        twin.addSublayer(band)
        let twinRoot = Self.underParent(twin, frame: CGRect(x: 2, y: 2, width: 16, height: 16), flipped: parentFlipped)
        layer.setNeedsDisplay()
        let image = try render(root), twinImage = try render(twinRoot)
        for y in 0..<20 {
            let inBand = (firstRow..<firstRow + 4).contains(y)
            #expect((at(image, 9, y) == redPixel) == inBand, "row \(y)")
            #expect(at(image, 9, y) == at(twinImage, 9, y), "row \(y)")
        }
        // Apple: the context is y-flipped (here: runs up) exactly when contentsAreFlipped().
        #expect(layer.contextRanUp == layer.contentsAreFlipped())
        withExtendedLifetime(root) {}
    }

    @Test("a mask counts the flips of its owner's ancestors, not its owner's own, and draws in its own coordinates")
    func maskUnderFlippedParent() throws {
        // A mask lies in its owner's own space, which the owner's flip does not turn (CALayer.h:
        // geometryFlipped flips the layer's sublayers, and a mask is no sublayer).
        let owner = CALayer(), mask = CALayer()
        owner.mask = mask
        let root = Self.underParent(owner, frame: CGRect(x: 2, y: 2, width: 16, height: 16), flipped: true)
        #expect(mask.contentsAreFlipped())
        owner.isGeometryFlipped = true
        #expect(mask.contentsAreFlipped(), "the owner's own flip does not count")
        withExtendedLifetime(root) {}

        // Under the flipped parent, a mask drawing the band y 0…4 of its own coordinates in
        // draw(in:) masks what a mask whose band is a sublayer there masks: rows 14…17.
        func masked(drawn: Bool) throws -> CGImage {
            let owner = CALayer()
            owner.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let mask: CALayer
            if drawn {
                mask = BandDrawingLayer()
                mask.setNeedsDisplay()
            } else {
                mask = CALayer()
                let band = CALayer()
                band.frame = CGRect(x: 0, y: 0, width: 16, height: 4)
                band.backgroundColor = CGColor(gray: 0, alpha: 1)
                mask.addSublayer(band)
            }
            mask.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
            owner.mask = mask
            return try render(Self.underParent(owner, frame: CGRect(x: 2, y: 2, width: 16, height: 16), flipped: true))
        }
        let drawn = try masked(drawn: true), placed = try masked(drawn: false)
        for y in 0..<20 {
            #expect((at(placed, 9, y) == redPixel) == (14..<18).contains(y), "row \(y)")
            #expect(at(drawn, 9, y) == at(placed, 9, y), "row \(y)")
        }
    }

    @Test("under a flipped parent an image's aliased edges are the ones the layer names")
    func aliasedEdgesUnderFlippedParent() throws {
        // The layer's bottom edge (its minimum y) anti-aliased, the others aliased. Under the
        // flipped parent that edge is drawn at the bottom of the screen, where an unflipped twin
        // placed there has its top edge (maximum y): the twin anti-aliases that one instead.
        func scene(flipped: Bool) throws -> CGImage {
            let layer = try Self.imageLayer()
            layer.edgeAntialiasingMask = flipped ? .layerBottomEdge : .layerTopEdge
            layer.allowsEdgeAntialiasing = true
            // Frame y 2.3…10.6 in the flipped parent is screen y 9.4…17.7.
            let frame = flipped ? CGRect(x: 4.4, y: 2.3, width: 12, height: 8.3) : CGRect(x: 4.4, y: 9.4, width: 12, height: 8.3)
            return try render(Self.underParent(layer, frame: frame, flipped: flipped))
        }
        let flipped = try scene(flipped: true), twin = try scene(flipped: false)
        let worst = zip(RenderTestSupport.pixels(flipped), RenderTestSupport.pixels(twin)).map { $0.distance(to: $1) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)")
    }

    /// A tiled layer of 16 × 16-point tiles (the smallest tile side) drawing through `delegate`.
    private static func tiledLayer(_ delegate: BandDelegate, flipped: Bool) -> CATiledLayer {
        let layer = CATiledLayer()
        layer.tileSize = CGSize(width: 16, height: 16)
        layer.delegate = delegate
        layer.isGeometryFlipped = flipped
        layer.setNeedsDisplay()
        return layer
    }

    // The rows as for draw(in:) above, the layer one tile.
    @Test("a tiled layer's draw(in:) draws in its own coordinates under every combination of flips",
          arguments: [(false, false, 2), (false, true, 14), (true, false, 14), (true, true, 2)])
    func tiledDrawingFollowsGeometry(parentFlipped: Bool, ownFlipped: Bool, firstRow: Int) throws {
        let delegate = BandDelegate()
        let tiled = Self.tiledLayer(delegate, flipped: ownFlipped)
        let root = Self.underParent(tiled, frame: CGRect(x: 2, y: 2, width: 16, height: 16), flipped: parentFlipped)
        let image = try render(root)
        for y in 0..<20 {
            let inBand = (firstRow..<firstRow + 4).contains(y)
            #expect((at(image, 9, y) == redPixel) == inBand, "row \(y)")
        }
        // Apple: the context is y-flipped (here: runs up) exactly when contentsAreFlipped().
        #expect(delegate.contextRanUp == tiled.contentsAreFlipped())
    }

    @Test("setNeedsDisplay(_:) on a flipped tiled layer redraws the tiles under the rectangle in its own coordinates")
    func flippedTiledRegion() throws {
        // A 16 × 32 layer at (2, 2), two rows of tiles: grid y 0…16 and 16…32 (screen 2…18, 18…34).
        let delegate = BandDelegate()
        let tiled = Self.tiledLayer(delegate, flipped: true)
        tiled.frame = CGRect(x: 2, y: 2, width: 16, height: 32)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        root.addSublayer(tiled)
        let frames = try Frames(root, width: 20, height: 40)
        // The band, y 0…4 of the flipped layer, is the grid's y 28…32, screen rows 30…33, in the
        // lower row of tiles. Marking it there redraws that row in the new colour.
        #expect(at(try frames.next(), 9, 31) == redPixel)
        delegate.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.begin()
        tiled.setNeedsDisplay(CGRect(x: 0, y: 0, width: 16, height: 4))
        CATransaction.commit()
        let later = try frames.next()
        #expect((30..<34).allSatisfy { at(later, 9, $0) == bluePixel })
        #expect((2..<30).allSatisfy { at(later, 9, $0).a == 0 })
    }

    @Test("flipping a parent after a frame redraws the unchanged images below it upright, through a rasterized holder")
    func parentFlipLaterRedraws() throws {
        // The image sits in a holder filling the parent, whose picture is kept (shouldRasterize):
        // neither the holder nor the image changes when the parent flips.
        let holder = CALayer()
        holder.shouldRasterize = true
        let child = try Self.imageLayer()
        child.frame = CGRect(x: 4, y: 2, width: 12, height: 8)
        holder.addSublayer(child)
        let root = Self.underParent(holder, frame: CGRect(x: 0, y: 0, width: 20, height: 20), flipped: false)
        let frames = try Frames(root, width: 20, height: 20)
        _ = try frames.next()
        let parent = try #require(root.sublayers?.first)
        CATransaction.begin()
        parent.isGeometryFlipped = true
        CATransaction.commit()
        let later = try frames.next()
        // Only the damage drawn, the child unchanged: as a render of the flipped tree from scratch.
        #expect(at(later, 5, 11) == redPixel && at(later, 5, 16) == bluePixel)
        #expect(at(later, 5, 3).a == 0)
        let fresh = try render(root)
        let same = RenderTestSupport.pixels(later) == RenderTestSupport.pixels(fresh)
        #expect(same)
    }
}
