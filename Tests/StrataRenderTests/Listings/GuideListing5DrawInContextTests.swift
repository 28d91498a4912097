import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Listing 5 of the programming guide (reference 004_…, "Providing content by subclassing"): a
// CALayer subclass overrides drawInContext: to stroke the same curve as code 3 — from (15, 15)
// with control points (15, 250) and (295, 250) to (295, 15) — but lineWidth and lineColor are now
// properties of the subclass instead of keys. What the guide says happens:
//   • subclassing and overriding the drawing method does not make drawing happen by itself: the
//     layer must be sent setNeedsDisplay (or have needsDisplayOnBoundsChange set);
//   • then drawInContext: draws, and the result becomes the layer's contents.
// Geometry (see GuideCode3DrawLayerDelegateTests): the curve's lowest point is (155, 191.25) with
// a horizontal tangent; it leaves (15, 15) straight down; (150, 5) is far from it.

/// The subclass of listing 5, ported line by line.
private final class CurveLayer: CALayer {
    var lineWidth: CGFloat = 1
    var lineColor: CGColor = CGColor(gray: 0, alpha: 1)
    var draws = 0

    override func draw(in theContext: CGContext) {
        draws += 1
        let thePath = CGMutablePath()

        thePath.move(to: CGPoint(x: 15.0, y: 15.0))
        thePath.addCurve(to: CGPoint(x: 295.0, y: 15.0),
                         control1: CGPoint(x: 15.0, y: 250.0),
                         control2: CGPoint(x: 295.0, y: 250.0))

        theContext.beginPath()
        theContext.addPath(thePath)

        theContext.setLineWidth(self.lineWidth)
        theContext.setStrokeColor(self.lineColor)
        theContext.strokePath()
    }
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

private func makeTree() -> (CALayer, CurveLayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 310, height: 260)
    let layer = CurveLayer()
    layer.frame = root.bounds
    root.addSublayer(layer)
    return (root, layer)
}

@Suite("Listings: guide listing 5, drawInContext: with lineWidth and lineColor properties")
struct ListingsGuideListing5Tests {
    @Test("no drawing until setNeedsDisplay; then the curve in lineColor becomes the contents")
    func drawsWhenAsked() throws {
        let (root, layer) = makeTree()
        layer.lineWidth = 3
        layer.lineColor = red
        BehaviourTestSupport.render(root, width: 310, height: 260)
        #expect(layer.draws == 0)
        #expect(layer.contents == nil)

        layer.setNeedsDisplay()
        BehaviourTestSupport.render(root, width: 310, height: 260)
        #expect(layer.draws == 1)
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 310 && image.height == 260)
        // Fully covered stroke pixels are opaque red, BGRA (0, 0, 255, 255): the start region
        // (15, 20) (stroke x 13.5…16.5) and the lowest point's rows 190, 191 (y 189.75…192.75).
        for (x, y) in [(15, 20), (155, 190), (155, 191)] {
            let p = try #require(image.pixelBGRA(x: x, y: y))
            #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255, "(\(x), \(y)) = \(p)")
        }
        #expect(image.pixelBGRA(x: 150, y: 5)?.a == 0)
    }

    @Test("changing the properties shows only after the next setNeedsDisplay")
    func propertiesNeedRedisplay() throws {
        let (root, layer) = makeTree()
        layer.lineWidth = 3
        layer.lineColor = red
        layer.setNeedsDisplay()
        BehaviourTestSupport.render(root, width: 310, height: 260)

        layer.lineColor = blue
        layer.lineWidth = 10
        BehaviourTestSupport.render(root, width: 310, height: 260)
        var image = try #require(layer.contents as? CGImage)
        #expect(image.pixelBGRA(x: 155, y: 191)?.r == 255)
        // Row 187 (y 187…188) is outside the width-3 stroke (189.75…192.75).
        #expect(image.pixelBGRA(x: 155, y: 187)?.a == 0)

        layer.setNeedsDisplay()
        BehaviourTestSupport.render(root, width: 310, height: 260)
        image = try #require(layer.contents as? CGImage)
        #expect(layer.draws == 2)
        // Now blue, BGRA (255, 0, 0, 255), and width 10 reaches row 187 (186.25…196.25).
        let p = try #require(image.pixelBGRA(x: 155, y: 191))
        #expect(p.b == 255 && p.r == 0 && p.a == 255)
        #expect(image.pixelBGRA(x: 155, y: 187)?.a == 255)
    }

    @Test("with needsDisplayOnBoundsChange, resizing redraws")
    func boundsChangeRedraws() {
        let (root, layer) = makeTree()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 320, height: 260)
        BehaviourTestSupport.render(root, width: 310, height: 260)
        #expect(layer.draws == 1)
        #expect((layer.contents as? CGImage)?.width == 320)
    }
}
