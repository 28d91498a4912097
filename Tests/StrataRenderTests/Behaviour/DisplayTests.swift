import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Display as Apple documents it for CALayer and the programming guide describes it (reference
// 004_…, "Providing layer content"):
//   • Contents are drawn only when asked: setNeedsDisplay() / setNeedsDisplay(_:) mark the
//     layer, and the next display pass (commit, displayIfNeeded, render(in:)) redraws it once.
//     Implementing drawing does not by itself trigger it; needsDisplayOnBoundsChange = true makes
//     a change of bounds mark it too (default false).
//   • display(): "The default implementation of this method calls the displayLayer: method of
//     the delegate if it is implemented. Otherwise it creates a backing store (a CGImage) of
//     bounds × contentsScale pixels, calls drawInContext:, and sets it as contents".
//   • draw(in:): "The default implementation of this method does not do any drawing itself. If
//     the layer's delegate implements drawLayer:inContext:, that method is called." A delegate
//     that implements displayLayer: sets contents itself and drawLayer:inContext: is not used.
//   • The context handed to drawing has the layer's bounds as user space, scaled by
//     contentsScale; on iOS (and in Strata) it is flipped so that y grows downwards, like the
//     layer's own coordinates.
//   • render(in:) shows the subtree as a commit would: pending layout and display are applied
//     first; CATransaction.flush() applies all pending work.

private typealias Log = BehaviourTestSupport.Log

/// Counts draw(in:) calls and fills its whole bounds with opaque red.
private final class CountingLayer: CALayer {
    var draws = 0
    var lastContextSize: (Int, Int)?
    override func draw(in ctx: CGContext) {
        draws += 1
        lastContextSize = (ctx.width, ctx.height)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(bounds)
    }
}

/// A delegate that only draws (draw(_:in:)); display(_:) keeps the protocol's default.
private final class DrawingDelegate: CALayerDelegate {
    let log = Log()
    var contextSize: (Int, Int)?
    var ctm: CGAffineTransform?
    func draw(_ layer: CALayer, in ctx: CGContext) {
        log.append("draw")
        contextSize = (ctx.width, ctx.height)
        ctm = ctx.ctm
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

/// A delegate that implements both display(_:) and draw(_:in:).
private final class DisplayingDelegate: CALayerDelegate {
    let log = Log()
    let image: CGImage?
    init(image: CGImage?) { self.image = image }
    func display(_ layer: CALayer) {
        log.append("display")
        layer.contents = image
    }
    func draw(_ layer: CALayer, in ctx: CGContext) { log.append("draw") }
}

private func makeCounting(width: CGFloat = 30, height: CGFloat = 20) -> CountingLayer {
    let layer = CountingLayer()
    layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return layer
}

@Suite("Behaviour: display")
struct BehaviourDisplayTests {
    @Test("a layer draws once per setNeedsDisplay, not once per render")
    func oncePerSetNeedsDisplay() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let layer = makeCounting()
        root.addSublayer(layer)

        // Nothing asked for display yet: rendering draws nothing.
        BehaviourTestSupport.render(root)
        #expect(layer.draws == 0)

        layer.setNeedsDisplay()
        for _ in 0..<5 { BehaviourTestSupport.render(root) }
        #expect(layer.draws == 1)

        layer.setNeedsDisplay()
        for _ in 0..<5 { BehaviourTestSupport.render(root) }
        #expect(layer.draws == 2)
    }

    @Test("needsDisplay() follows setNeedsDisplay() and setNeedsDisplay(_:); displayIfNeeded clears it")
    func needsDisplayFlag() {
        let layer = makeCounting()
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        #expect(layer.draws == 1)
        // Not marked: displayIfNeeded does nothing.
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        // A region marks the layer too.
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.draws == 2)
        #expect(!layer.needsDisplay())
    }

    @Test("display() redraws at once, marked or not")
    func displayIsImmediate() {
        let layer = makeCounting()
        layer.display()
        #expect(layer.draws == 1)
        #expect(layer.contents is CGImage)
    }

    @Test("a delegate's display(_:) replaces drawing: draw(_:in:) is not called")
    func delegateDisplayReplacesDrawing() {
        let image = BehaviourTestSupport.solidImage(width: 4, height: 4, r: 0, g: 1, b: 0)
        let delegate = DisplayingDelegate(image: image)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.log.entries == ["display"])
        #expect((layer.contents as AnyObject?) === image)
        withExtendedLifetime(delegate) {}
    }

    @Test("a delegate's draw(_:in:) gets a context of bounds × contentsScale pixels and becomes contents")
    func delegateDrawContext() throws {
        let delegate = DrawingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.contentsScale = 2
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()

        #expect(delegate.log.entries == ["draw"])
        // 30 × 2 = 60 pixels wide, 20 × 2 = 40 high.
        #expect(delegate.contextSize?.0 == 60 && delegate.contextSize?.1 == 40)
        // User space is the bounds, y-down, scaled by 2: (x, y) ↦ device (2x, 40 − 2y) in
        // CoreGraphics' y-up device space, so the CTM is [2 0 0 −2 0 40].
        let ctm = try #require(delegate.ctm)
        #expect(ctm.a == 2 && ctm.b == 0 && ctm.c == 0 && ctm.d == -2 && ctm.tx == 0 && ctm.ty == 40)

        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 60 && image.height == 40)
        // The delegate filled the whole bounds with opaque blue: every pixel is (b 255, a 255).
        for (x, y) in [(0, 0), (59, 0), (0, 39), (59, 39), (30, 20)] {
            let p = try #require(image.pixelBGRA(x: x, y: y))
            #expect(p.b == 255 && p.g == 0 && p.r == 0 && p.a == 255)
        }
        withExtendedLifetime(delegate) {}
    }

    @Test("non-integral bounds × scale round up to whole pixels")
    func contextRoundsUp() {
        let layer = makeCounting(width: 10.2, height: 4.5)
        layer.contentsScale = 3
        layer.display()
        // 10.2 × 3 = 30.6 → 31; 4.5 × 3 = 13.5 → 14 (the backing store covers the bounds).
        #expect(layer.lastContextSize?.0 == 31 && layer.lastContextSize?.1 == 14)
    }

    @Test("a subclass's draw(in:) draws the contents")
    func subclassDraw() throws {
        let layer = makeCounting()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 30 && image.height == 20)
        let p = try #require(image.pixelBGRA(x: 15, y: 10))
        #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255)
    }

    @Test("a draw(in:) override that calls super first still becomes the contents")
    func subclassDrawCallingSuper() throws {
        // CALayer.draw(in:) "does not do any drawing itself" (it only forwards to a delegate), so
        // calling it from an override, as Swift code customarily does, must change nothing.
        final class PoliteLayer: CALayer {
            override func draw(in ctx: CGContext) {
                super.draw(in: ctx)
                ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.fill(bounds)
            }
        }
        let layer = PoliteLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? CGImage)
        let p = try #require(image.pixelBGRA(x: 4, y: 4))
        #expect(p.g == 255 && p.a == 255)
    }

    @Test("a layer that neither draws itself nor has a drawing delegate keeps nil contents")
    func nothingDrawsNoContents() {
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        plain.setNeedsDisplay()
        plain.displayIfNeeded()
        #expect(plain.contents == nil)
        plain.display()
        #expect(plain.contents == nil)

        // A delegate that only lays out does not draw either.
        final class LayoutOnly: CALayerDelegate {
            func layoutSublayers(of layer: CALayer) {}
        }
        let delegate = LayoutOnly()
        plain.delegate = delegate
        plain.display()
        #expect(plain.contents == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("displaying a layer that draws nothing removes the image its contents held")
    func displayReplacesImageContents() throws {
        // setNeedsDisplay(): "The existing content in the layer's contents property is removed to
        // make way for the new content"; display(): "The new backing store replaces the previous
        // contents of the layer". A layer that draws nothing has nothing to replace them with.
        let image = BehaviourTestSupport.solidImage(width: 4, height: 4, r: 0, g: 1, b: 0)
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        plain.contents = image
        plain.setNeedsDisplay()
        plain.displayIfNeeded()
        #expect(plain.contents == nil)

        // Rendered: the marked layer is displayed first, so the green image no longer shows.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let shown = CALayer()
        shown.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        shown.contents = image
        root.addSublayer(shown)
        let before = try #require(BehaviourTestSupport.render(root, width: 40, height: 40))
        #expect(before.pixelBGRA(x: 20, y: 20)?.g == 255)
        shown.setNeedsDisplay()
        let after = try #require(BehaviourTestSupport.render(root, width: 40, height: 40))
        #expect(after.pixelBGRA(x: 20, y: 20)?.a == 0)
        #expect(shown.contents == nil)
    }

    @Test("contents set directly are kept while the layer is not marked for display")
    func directContentsKeptUnmarked() {
        // Only a marked layer is displayed (setNeedsDisplay(): "Calling this method causes the
        // layer to recache its content"): setting contents does not mark it.
        let image = BehaviourTestSupport.solidImage(width: 4, height: 4, r: 0, g: 1, b: 0)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.contents = image
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        CATransaction.flush()
        #expect((layer.contents as AnyObject?) === image)
    }

    @Test("drawing is y-down: filling (0, 0, 30, 10) of a 30×30 layer colours the top third of the image")
    func drawingOrientation() throws {
        final class TopBand: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            }
        }
        let layer = TopBand()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.display()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 30 && image.height == 30)
        // Image rows run top to bottom (pixelBGRA is y-down): rows 0…9 red, rows 10…29 clear.
        for y in [0, 5, 9] {
            let p = try #require(image.pixelBGRA(x: 15, y: y))
            #expect(p.r == 255 && p.a == 255, "row \(y) should be red")
        }
        for y in [10, 20, 29] {
            let p = try #require(image.pixelBGRA(x: 15, y: y))
            #expect(p.a == 0, "row \(y) should be clear")
        }
    }

    @Test("drawing is y-down with contentsScale 2 and a 30×20 layer: (0, 0, 30, 10) is the top half")
    func drawingOrientationScaled() throws {
        final class TopBand: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            }
        }
        let layer = TopBand()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.contentsScale = 2
        layer.display()
        let image = try #require(layer.contents as? CGImage)
        // 60 × 40 pixels; the 10-point band is 20 pixel rows: rows 0…19 red, 20…39 clear.
        #expect(image.width == 60 && image.height == 40)
        #expect(image.pixelBGRA(x: 30, y: 19)?.r == 255)
        #expect(image.pixelBGRA(x: 30, y: 20)?.a == 0)
    }

    @Test("user space is the bounds: a bounds origin shifts what is drawn")
    func boundsOriginIsUserSpace() throws {
        final class BandAtOrigin: CALayer {
            override func draw(in ctx: CGContext) {
                // The top 5 points of the bounds (10, 5, 20, 10) are y 5…10 in layer space.
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 5))
            }
        }
        let layer = BandAtOrigin()
        layer.bounds = CGRect(x: 10, y: 5, width: 20, height: 10)
        layer.display()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 20 && image.height == 10)
        // The bounds' top-left corner is pixel (0, 0): rows 0…4 red, 5…9 clear.
        #expect(image.pixelBGRA(x: 0, y: 0)?.r == 255)
        #expect(image.pixelBGRA(x: 19, y: 4)?.r == 255)
        #expect(image.pixelBGRA(x: 10, y: 5)?.a == 0)
    }

    @Test("needsDisplayOnBoundsChange: a new bounds size marks display only when it is true")
    func displayOnBoundsChange() {
        let layer = makeCounting()
        #expect(!layer.needsDisplayOnBoundsChange)   // Apple's default: false
        layer.bounds.size = CGSize(width: 40, height: 20)
        #expect(!layer.needsDisplay())

        layer.needsDisplayOnBoundsChange = true
        layer.position = CGPoint(x: 100, y: 100)     // a move is not a change of bounds
        #expect(!layer.needsDisplay())
        layer.bounds.size = CGSize(width: 50, height: 20)
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        #expect(layer.lastContextSize?.0 == 50 && layer.lastContextSize?.1 == 20)
    }

    @Test("CATransaction.flush() displays and lays out pending layers")
    func flushDisplaysPending() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let layer = makeCounting()
        root.addSublayer(layer)
        let lone = makeCounting()            // a layer in no tree at all
        layer.setNeedsDisplay()
        lone.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.draws == 1 && lone.draws == 1)
        #expect(!layer.needsDisplay() && !lone.needsDisplay())
        #expect(!root.needsLayout())         // addSublayer's pending layout was applied too
        // Nothing pending: another flush draws nothing.
        CATransaction.flush()
        #expect(layer.draws == 1 && lone.draws == 1)
    }

    @Test("CATransaction.flush() displays a marked layer even after its old tree is gone")
    func flushAfterTreeReleased() {
        // A commit displays every layer marked during the transaction, wherever it now is. Here the
        // layer is marked inside a container, taken out, and the container is released.
        let layer = makeCounting()
        CATransaction.flush()                   // nothing pending from building the layer
        var container: CALayer? = CALayer()
        container?.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.removeFromSuperlayer()
        container = nil
        #expect(layer.needsDisplay())
        CATransaction.flush()
        #expect(layer.draws == 1)
        #expect(!layer.needsDisplay())
        // Marking it again and committing must display it at the latest now.
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.draws >= 1)
    }

    @Test("the outermost CATransaction.commit() applies pending display; nested ones do not")
    func commitDisplaysPending() {
        let layer = makeCounting()
        CATransaction.begin()
        CATransaction.begin()
        layer.setNeedsDisplay()
        CATransaction.commit()
        #expect(layer.draws == 0)
        CATransaction.commit()
        #expect(layer.draws == 1)
    }

    @Test("render(in:) draws the freshly displayed contents")
    func renderShowsContents() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let layer = makeCounting(width: 30, height: 20)
        layer.position = CGPoint(x: 20, y: 20)           // frame (5, 10, 30, 20)
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        let image = try #require(BehaviourTestSupport.render(root, width: 40, height: 40))
        #expect(layer.draws == 1)
        // Inside the frame: the red the layer drew; outside: nothing.
        #expect(image.pixelBGRA(x: 20, y: 20)?.r == 255)
        #expect(image.pixelBGRA(x: 2, y: 2)?.a == 0)
    }
}
