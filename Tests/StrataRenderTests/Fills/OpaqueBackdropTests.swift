import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A picture on nothing but an opaque background is copied flattened onto it, and the background
/// left unfilled under it; the frame must be byte for byte what drawing the picture over the
/// filled background gives (`render(in:)`, which keeps no pictures and never flattens).
@Suite("Render server: pictures flattened onto an opaque backdrop")
struct OpaqueBackdropTests {
    typealias Pixel = RenderTestSupport.Pixel
    static let lit = Pixel(r: 124, g: 255, b: 79)
    /// Premultiplied red at half alpha: 128 of 255 in both.
    static let halfRed = Pixel(b: 0, g: 0, r: 128, a: 128)
    /// The background, 0.4 green: 0.4 × 65 535 = 26 214, whose high byte is 102.
    static let background = Pixel(r: 0, g: 102, b: 0)

    /// A 2×2 sprite of two figures side by side (1×2 each): figure 0 is lit over clear, figure 1
    /// half red over lit.
    static func sprite() throws -> CGImage {
        try #require(RenderTestSupport.makeImage(rows: [[lit, halfRed], [.clear, lit]]))
    }

    /// A window-sized scene: an opaque background holding a layer that draws nothing itself,
    /// scaled 10×, which holds `count` figure layers (1×2 points, so 10×20 device pixels each)
    /// side by side from x = 2, y = 1 (device 20, 10): whole pixels.
    static func scene(count: Int = 2, at origin: CGPoint = CGPoint(x: 2, y: 1)) throws -> (CALayer, [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        root.backgroundColor = CGColor(red: 0, green: 0.4, blue: 0, alpha: 1)
        let holder = CALayer()
        holder.anchorPoint = .zero
        holder.bounds = CGRect(x: 0, y: 0, width: 12, height: 6)
        holder.position = .zero
        holder.transform = CATransform3DMakeScale(10, 10, 1)
        root.addSublayer(holder)
        let image = try sprite()
        var figures: [CALayer] = []
        for index in 0..<count {
            let figure = CALayer()
            figure.frame = CGRect(x: origin.x + CGFloat(index), y: origin.y, width: 1, height: 2)
            figure.contents = image
            figure.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            figure.magnificationFilter = .nearest
            figure.actions = ["contentsRect": NSNull()]
            holder.addSublayer(figure)
            figures.append(figure)
        }
        return (root, figures)
    }

    /// Draws `frames` whole frames of `root` through a renderer and checks each against a fresh
    /// render; returns the target (`reusing` one already drawn goes on drawing into it).
    static func drawAndCompare(_ root: CALayer, frames: Int, threads: Int? = nil, reusing: IncrementalTarget? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) throws -> IncrementalTarget {
        let target = try reusing ?? #require(IncrementalTarget(root: root, width: 120, height: 60, threads: threads))
        for frame in 1...frames {
            if frame > 1 || reusing != nil { target.renderer.addUpdate(CGRect(x: 0, y: 0, width: 120, height: 60)) }
            target.frame()
            let fresh = try #require(RenderTestSupport.render(root, width: 120, height: 60))
            let differing = zip(target.pixels, RenderTestSupport.pixels(fresh)).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(frame): \(differing) pixels differ from a fresh render",
                    sourceLocation: sourceLocation)
        }
        return target
    }

    @Test("figures on the background are copied flattened from the fourth frame, with the same bytes")
    func flattenedFiguresMatchFreshRender() throws {
        let (root, _) = try Self.scene()
        // Frame 1 samples the sprite, frame 2 keeps its picture (the second sighting), frame 3
        // flattens it and copies it, as every later frame does.
        let target = try Self.drawAndCompare(root, frames: 4)
        // Two figures in each of frames 3 and 4.
        #expect(target.renderer.flattenedPictures == 4)
        let image = try #require(target.context.makeImage())
        // Figure 0's top texel is lit and its bottom one clear: device rows 10…19 lit, 20…29
        // the background; the second figure starts at device x 30.
        #expect(RenderTestSupport.pixel(image, 25, 15) == Self.lit)
        #expect(RenderTestSupport.pixel(image, 25, 25) == Self.background)
        #expect(RenderTestSupport.pixel(image, 19, 15) == Self.background)
        #expect(RenderTestSupport.pixel(image, 40, 15) == Self.background)
    }

    @Test("half red over the background: red 128, green 102 × 127 / 255 ≈ 51")
    func translucentTexelBlendsByHand() throws {
        let (root, figures) = try Self.scene()
        figures[0].contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let target = try Self.drawAndCompare(root, frames: 4)
        #expect(target.renderer.flattenedPictures == 4)
        let image = try #require(target.context.makeImage())
        let blended = RenderTestSupport.pixel(image, 25, 15)
        #expect(blended.r == 128 && blended.b == 0 && blended.a == 255 && abs(Int(blended.g) - 51) <= 1, "\(blended)")
        // The bottom texel of figure 1 is lit, opaque.
        #expect(RenderTestSupport.pixel(image, 25, 25) == Self.lit)
    }

    @Test("a figure switched after its pictures are kept: only its box is drawn, as a fresh render")
    func switchedFigureMatchesFreshRender() throws {
        let (root, figures) = try Self.scene()
        let target = try Self.drawAndCompare(root, frames: 3)
        // Both figures of the sprite seen twice, so both pictures are kept.
        for rect in [CGRect(x: 0.5, y: 0, width: 0.5, height: 1), CGRect(x: 0, y: 0, width: 0.5, height: 1),
                     CGRect(x: 0.5, y: 0, width: 0.5, height: 1)] {
            figures[1].contentsRect = rect
            let before = target.renderer.flattenedPictures
            let damage = target.frame()
            // Figure 1's device box 30…40 × 10…30, widened by a pixel for anti-aliasing.
            #expect(damage.bounds == CGRect(x: 29, y: 9, width: 12, height: 22))
            let fresh = try #require(RenderTestSupport.render(root, width: 120, height: 60))
            let differing = zip(target.pixels, RenderTestSupport.pixels(fresh)).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ from a fresh render")
            // The damage reaches figure 0's box by a pixel, so both are copied.
            #expect(target.renderer.flattenedPictures > before)
        }
    }

    /// A half-transparent blue square at 25…35 × 12…22 (device pixels), across both figures.
    static func blueSquare() -> CALayer {
        let square = CALayer()
        square.frame = CGRect(x: 25, y: 12, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        return square
    }

    @Test("a layer drawn under the figure first: no flattening, the same pixels")
    func earlierOverlapKeepsBlending() throws {
        let (root, _) = try Self.scene()
        root.insertSublayer(Self.blueSquare(), at: 0)
        let target = try Self.drawAndCompare(root, frames: 4)
        // Figure 0 (device x 20…30) lies on the blue square; figure 1 (30…40) does too.
        #expect(target.renderer.flattenedPictures == 0)
    }

    @Test("a layer drawn over the figure afterwards does not stop its flattening")
    func laterOverlapStillFlattens() throws {
        let (root, _) = try Self.scene()
        root.addSublayer(Self.blueSquare())
        let target = try Self.drawAndCompare(root, frames: 4)
        #expect(target.renderer.flattenedPictures == 4)
    }

    @Test("a layer after the figures in tree order but below them by zPosition is drawn first: no flattening")
    func lowerZPositionKeepsBlending() throws {
        let (root, _) = try Self.scene()
        let square = Self.blueSquare()
        square.zPosition = -1
        root.addSublayer(square)
        let target = try Self.drawAndCompare(root, frames: 4)
        #expect(target.renderer.flattenedPictures == 0)
    }

    @Test("a layer moved below the figures by zPosition after they were flattened stops the flattening")
    func zPositionChangeStopsFlattening() throws {
        let (root, _) = try Self.scene()
        let square = Self.blueSquare()
        square.actions = ["zPosition": NSNull()]
        root.addSublayer(square)
        let target = try Self.drawAndCompare(root, frames: 4)
        #expect(target.renderer.flattenedPictures == 4)
        // The renderer has kept the children's z since its first frame; the commit must tell it.
        square.zPosition = -1
        _ = try Self.drawAndCompare(root, frames: 1, reusing: target)
        #expect(target.renderer.flattenedPictures == 4)
    }

    @Test("figures off whole pixels are blended as before")
    func fractionalEdgesKeepBlending() throws {
        let (root, _) = try Self.scene(at: CGPoint(x: 2.05, y: 1))
        let target = try Self.drawAndCompare(root, frames: 4)
        #expect(target.renderer.flattenedPictures == 0)
    }

    @Test("a translucent background is no backdrop")
    func translucentBackgroundKeepsBlending() throws {
        let (root, _) = try Self.scene()
        root.backgroundColor = CGColor(red: 0, green: 0.4, blue: 0, alpha: 0.9)
        let target = try Self.drawAndCompare(root, frames: 4)
        #expect(target.renderer.flattenedPictures == 0)
    }

    @Test("inside a window's root that draws nothing itself, the scene's background is the backdrop")
    func wrappedSceneFlattens() throws {
        let (scene, _) = try Self.scene()
        let window = CALayer()
        window.frame = scene.frame
        window.addSublayer(scene)
        let target = try Self.drawAndCompare(window, frames: 4)
        #expect(target.renderer.flattenedPictures == 4)
    }

    @Test("drawn in bands on two threads: the bytes of one thread")
    func bandsMatchOneThread() throws {
        let (root, _) = try Self.scene(count: 10, at: CGPoint(x: 0, y: 0))
        let target = try Self.drawAndCompare(root, frames: 4, threads: 2)
        #expect(target.renderer.bandedFrames == 4)
        #expect(target.renderer.flattenedPictures > 0)
    }
}
