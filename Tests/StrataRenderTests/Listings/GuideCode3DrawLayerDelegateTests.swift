import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Code 3 of the programming guide (reference 004_…, "Providing content through a delegate"):
// a delegate's drawLayer:inContext: builds a cubic Bézier path from (15, 15) with control
// points (15, 250) and (295, 250) to (295, 15), and strokes it with the line width read from
// the layer's "lineWidth" key. What the guide says happens: after setNeedsDisplay the layer asks
// the delegate to draw into a context, and what it drew becomes the layer's contents.
//
// Geometry of the curve, B(t) = (1−t)³P0 + 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³P3:
//   • at t = 0.5: x = (15 + 3·15 + 3·295 + 295) / 8 = 155, y = (15 + 3·250 + 3·250 + 15) / 8
//     = 191.25, and the tangent there is horizontal (P1 and P2 share y = 250);
//   • near t = 0 it leaves (15, 15) straight down (towards P1 = (15, 250)): at y ≈ 20 it is at
//     x ≈ 15.04, so a stroke of width 3 covers x from about 13.5 to 16.5 there;
//   • y stays between 15 and 191.25, x between 15 and 295, so (150, 5) — above every point of
//     the curve by at least 10 — and (155, 100) — 91 above the curve's lowest point and far
//     from its two near-vertical ends — are not touched.
// The layer is 310×260 so that the whole curve fits; the context is y-down (layer space), so
// the curve sags towards the bottom of the image. Strokes are opaque black (CoreGraphics'
// default stroke colour), stored premultiplied: BGRA (0, 0, 0, 255) where fully covered.

/// The delegate of code 3, ported line by line.
private final class CurveDelegate: CALayerDelegate {
    let calls = BehaviourTestSupport.Log()

    func draw(_ theLayer: CALayer, in theContext: CGContext) {
        calls.append("draw")
        let thePath = CGMutablePath()

        thePath.move(to: CGPoint(x: 15.0, y: 15.0))
        thePath.addCurve(to: CGPoint(x: 295.0, y: 15.0),
                         control1: CGPoint(x: 15.0, y: 250.0),
                         control2: CGPoint(x: 295.0, y: 250.0))

        theContext.beginPath()
        theContext.addPath(thePath)

        theContext.setLineWidth(CGFloat(BehaviourTestSupport.number(theLayer.value(forKey: "lineWidth")) ?? 0))
        theContext.strokePath()
        // (the path is released by ARC)
    }
}

private func drawCurve(lineWidth: Double) throws -> (CGImage, CurveDelegate) {
    let delegate = CurveDelegate()
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 310, height: 260)
    let theLayer = CALayer()
    theLayer.frame = CGRect(x: 0, y: 0, width: 310, height: 260)
    theLayer.delegate = delegate
    root.addSublayer(theLayer)
    theLayer.setValue(lineWidth, forKey: "lineWidth")
    theLayer.setNeedsDisplay()
    BehaviourTestSupport.render(root, width: 310, height: 260)
    let image = try #require(theLayer.contents as? CGImage)
    withExtendedLifetime(delegate) {}
    return (image, delegate)
}

private func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 { image.pixelBGRA(x: x, y: y)?.a ?? 99 }

@Suite("Listings: guide code 3, delegate drawLayer:inContext: with the lineWidth key")
struct ListingsGuideCode3Tests {
    @Test("the drawing becomes a 310×260 contents image with the stroke along the curve")
    func strokedCurve() throws {
        let (image, delegate) = try drawCurve(lineWidth: 3)
        #expect(delegate.calls.entries == ["draw"])
        #expect(image.width == 310 && image.height == 260)
        // The start region: pixels (15, 16) and (15, 20) span x 15…16, inside the stroke's
        // 13.5…16.5: fully covered, opaque black.
        for (x, y) in [(15, 16), (15, 20)] {
            let p = try #require(image.pixelBGRA(x: x, y: y))
            #expect(p.a == 255 && p.r == 0 && p.g == 0 && p.b == 0, "(\(x), \(y)) = \(p)")
        }
        // The lowest point (155, 191.25) with a horizontal tangent: the stroke spans
        // y 189.75…192.75, so pixel rows 190 and 191 are fully covered.
        #expect(alpha(image, 155, 190) == 255)
        #expect(alpha(image, 155, 191) == 255)
        // The end point (295, 15) mirrors the start: pixel (294, 16) spans x 294…295 inside
        // 293.5…296.5.
        #expect(alpha(image, 294, 16) == 255)
        // Far from the curve: nothing.
        #expect(alpha(image, 150, 5) == 0)
        #expect(alpha(image, 155, 100) == 0)
        #expect(alpha(image, 5, 250) == 0)
    }

    @Test("the width comes from the lineWidth key: 10 covers rows that 3 does not")
    func widthFromKey() throws {
        // At the lowest point the stroke spans 191.25 ± w/2: width 3 → 189.75…192.75; width 10 →
        // 186.25…196.25. Row 187 (y 187…188) is inside the second only.
        let (thin, _) = try drawCurve(lineWidth: 3)
        let (thick, _) = try drawCurve(lineWidth: 10)
        #expect(alpha(thin, 155, 187) == 0)
        #expect(alpha(thick, 155, 187) == 255)
        #expect(alpha(thick, 155, 195) == 255)
        #expect(alpha(thin, 155, 195) == 0)
    }
}
