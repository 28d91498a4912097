import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// Fills its layer's bounds with the red-over-blue pattern (`PatternCells.redOverBlue`), the CTM
/// moved first (which must not move the cells).
private final class PatternDrawer: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: PatternCells.redOverBlue, releaseInfo: nil)
        guard let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
                                      xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: true,
                                      callbacks: &callbacks),
              let space = CGColorSpace(patternBaseSpace: nil) else { return }
        ctx.translateBy(x: 3, y: 3)
        ctx.setFillColorSpace(space)
        var alpha: CGFloat = 1
        ctx.setFillPattern(pattern, colorComponents: &alpha)
        ctx.fill(layer.bounds.offsetBy(dx: -3, dy: -3))
    }
}

/// Patterns in a layer's drawing context: placed in the layer's bounds space (points, y down,
/// as the contexts iOS gives layers), at the layer's contents scale, whatever the CTM.
@Suite("Model: patterns in a layer's drawing")
struct LayerPatternTests {
    @Test("cells step in points from the bounds' top left at the contents scale, whatever the CTM")
    func patternInLayerSpace() throws {
        let drawer = PatternDrawer(), layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contentsScale = 2
        layer.delegate = drawer
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 40 && image.height == 40)
        let red = RenderTestSupport.Pixel(r: 255, g: 0, b: 0), blue = RenderTestSupport.Pixel(r: 0, g: 0, b: 255)
        for row in 0..<40 {
            // 2 pixels a point; rows of pattern y 0..<5 (the top of each cell, y down) are red.
            #expect(RenderTestSupport.pixel(image, 7, row) == (row % 20 < 10 ? red : blue), "row \(row)")
        }
    }
}
