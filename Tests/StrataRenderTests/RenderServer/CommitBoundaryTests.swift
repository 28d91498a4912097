import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The render tree takes what the model committed. A frame begun outside any transaction
/// commits the implicit transaction (the end of a run-loop turn on Apple's platforms); a frame
/// begun while an explicit transaction is open shows the tree as it was last committed, and the
/// transaction's changes appear in the first frame after its outermost `commit()`.
///
/// The scene: a 40 × 40 target, a white root and a red 20 × 20 layer at (10, 10); pixel (20, 20)
/// shows the layer's colour, pixel (2, 2) the root's.
@Suite("Render server: frames show committed changes only")
struct CommitBoundaryTests {
    private final class Fixture {
        let root = CALayer()
        let square = CALayer()
        let context: CGContext
        let renderer: CARenderer

        init() throws {
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(square)
            context = try #require(RenderTestSupport.flippedContext(width: 40, height: 40))
            renderer = CARenderer(cgContext: context)
            renderer.layer = root
            _ = try frame()
        }

        /// Draws a frame and returns the pixel at (20, 20) and whether anything was drawn.
        func frame() throws -> (pixel: RenderTestSupport.Pixel, drew: Bool) {
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            let drew = !renderer.updateBounds().isNull
            renderer.render()
            renderer.endFrame()
            return (RenderTestSupport.pixel(try #require(context.makeImage()), 20, 20), drew)
        }
    }

    private static let red = RenderTestSupport.Pixel(r: 255, g: 0, b: 0)
    private static let blue = RenderTestSupport.Pixel(r: 0, g: 0, b: 255)

    @Test("a frame inside an open transaction shows the last committed tree; the commit shows the change")
    func openTransaction() throws {
        let fixture = try Fixture()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fixture.square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let inside = try fixture.frame()
        #expect(inside.pixel == Self.red)
        #expect(!inside.drew, "nothing committed, nothing to draw")
        CATransaction.commit()
        let after = try fixture.frame()
        #expect(after.pixel == Self.blue)
        #expect(after.drew)
    }

    @Test("a layer a frame has shown animates a change implicitly; one made since does not")
    func shownLayersAreCommitted() throws {
        // Apple gives a committed layer's property change its default action (a 0.25 s basic
        // animation), and none to a layer not yet committed. No transaction is committed or
        // flushed here: the frames alone commit the tree.
        let fixture = try Fixture()
        let late = CALayer()
        fixture.root.addSublayer(late)
        // The square was shown by the fixture's frame; the late layer not yet.
        fixture.square.opacity = 0
        late.opacity = 0
        #expect(fixture.square.animation(forKey: "opacity") is CABasicAnimation)
        #expect(late.animation(forKey: "opacity") == nil)
        // Once a frame has shown it, the late layer animates too.
        _ = try fixture.frame()
        late.opacity = 1
        #expect(late.animation(forKey: "opacity") is CABasicAnimation)
    }

    @Test("a nested commit commits nothing; the outermost commit does")
    func nestedTransactions() throws {
        let fixture = try Fixture()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        fixture.square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        #expect(try fixture.frame().pixel == Self.red)
        CATransaction.commit()
        #expect(try fixture.frame().pixel == Self.blue)
    }

    @Test("sublayers added and removed inside a transaction appear and go at its commit")
    func sublayersAtCommit() throws {
        let fixture = try Fixture()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fixture.square.removeFromSuperlayer()
        let cover = CALayer()
        cover.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        cover.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        fixture.root.addSublayer(cover)
        #expect(try fixture.frame().pixel == Self.red)
        CATransaction.commit()
        #expect(try fixture.frame().pixel == Self.blue)
    }
}
