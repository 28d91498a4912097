import Foundation
import Testing
@testable import StrataRender
import StrataTestSupport

/// A stencil cell 10 points square covering x 0..<5.
private let stripe: CGPatternDrawPatternCallback = { _, context in
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
}

/// A pattern colour of `draw` stepping 10 points: coloured at `components` (its alpha), or a
/// stencil in RGB's pattern space (colour and alpha).
private func patternColour(_ draw: @escaping CGPatternDrawPatternCallback, colored: Bool,
                           components: [CGFloat]) throws -> CGColor {
    var callbacks = CGPatternCallbacks(version: 0, drawPattern: draw, releaseInfo: nil)
    let made = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity, xStep: 10,
                         yStep: 10, tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)
    let pattern = try #require(made)
    let space = try #require(CGColorSpace(patternBaseSpace: colored ? nil : CGColorSpace.deviceRGB()))
    var values = components
    return try #require(CGColor(patternSpace: space, pattern: pattern, components: &values))
}

/// Fills its layer's bounds with `colour` in its own drawing.
private final class Filler: CALayerDelegate {
    let colour: CGColor
    init(_ colour: CGColor) { self.colour = colour }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(colour)
        ctx.fill(layer.bounds)
    }
}

/// A pattern colour as a layer's background, border or shape colour paints its pattern as the
/// layer's own drawing would (cells from the bounds' top left, y down, in points), and it covers
/// nothing it leaves transparent.
@Suite("Fills: pattern colours in layers")
struct PatternBackgroundTests {
    @Test("a pattern background paints the cells the layer's own drawing paints with the colour")
    func backgroundAsDrawing() throws {
        let colour = try patternColour(PatternCells.redOverBlue, colored: true, components: [1])
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        let background = CALayer(), drawn = CALayer()
        background.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        background.backgroundColor = colour
        let filler = Filler(colour)
        drawn.frame = CGRect(x: 30, y: 0, width: 30, height: 40)
        drawn.delegate = filler
        drawn.setNeedsDisplay()
        for layer in [background, drawn] { root.addSublayer(layer) }
        let image = try #require(RenderTestSupport.render(root, width: 60, height: 40))
        let red = RenderTestSupport.Pixel(r: 255, g: 0, b: 0), blue = RenderTestSupport.Pixel(r: 0, g: 0, b: 255)
        for y in 0..<40 {
            // Rows 0..<5 of each 10-point cell (y down from the bounds' top) red, the rest blue.
            #expect(RenderTestSupport.pixel(image, 12, y) == (y % 10 < 5 ? red : blue), "background, row \(y)")
            #expect(RenderTestSupport.pixel(image, 42, y) == (y % 10 < 5 ? red : blue), "drawing, row \(y)")
        }
    }

    @Test("a stencil background shows the layer beneath where it leaves cells empty, rounded corners clip it")
    func stencilOverLayer() throws {
        let green = try patternColour(stripe, colored: false, components: [0, 1, 0, 1])
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let striped = CALayer()
        striped.frame = root.bounds
        striped.backgroundColor = green
        striped.cornerRadius = 10
        root.addSublayer(striped)
        let image = try #require(RenderTestSupport.render(root, width: 40, height: 40))
        let red = RenderTestSupport.Pixel(r: 255, g: 0, b: 0), greenPixel = RenderTestSupport.Pixel(r: 0, g: 255, b: 0)
        for x in 0..<40 {
            // Columns 0..<5 of each cell green, the root's red through the rest.
            #expect(RenderTestSupport.pixel(image, x, 20) == (x % 10 < 5 ? greenPixel : red), "column \(x)")
        }
        // The corner (0, 0) lies outside the radius-10 rounding: the root's red.
        #expect(RenderTestSupport.pixel(image, 0, 0) == red)
    }

    @Test("an animation between pattern colours jumps halfway: patterns do not mix")
    func patternsJump() throws {
        let from = try patternColour(PatternCells.redOverBlue, colored: true, components: [1])
        let to = try patternColour(stripe, colored: true, components: [0.5])
        let (_, tree) = TypedAnimationTests.tinted(nil, from: from, toward: to)
        func presented() -> CGColor? { tree.root?.children.first?.values.backgroundColor }
        tree.animate(atMediaTime: 1000.25)
        #expect(presented() === from)
        tree.animate(atMediaTime: 1000.75)
        #expect(presented() === to)
    }

    @Test("a shape layer fills and strokes with a pattern colour, a border paints one")
    func shapeAndBorder() throws {
        let green = try patternColour(stripe, colored: false, components: [0, 1, 0, 1])
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 60)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 10), transform: nil)
        shape.fillColor = green
        let stroked = CAShapeLayer()
        stroked.frame = CGRect(x: 0, y: 10, width: 40, height: 10)
        stroked.path = CGPath(rect: CGRect(x: 0, y: 5, width: 40, height: 0), transform: nil)
        stroked.fillColor = nil
        stroked.strokeColor = green
        stroked.lineWidth = 4
        let bordered = CALayer()
        bordered.frame = CGRect(x: 0, y: 20, width: 40, height: 40)
        bordered.borderWidth = 10
        bordered.borderColor = green
        for layer in [shape, stroked, bordered] { root.addSublayer(layer) }
        let image = try #require(RenderTestSupport.render(root, width: 40, height: 60))
        let greenPixel = RenderTestSupport.Pixel(r: 0, g: 255, b: 0)
        for x in 0..<40 {
            // Columns 0..<5 of each cell (from each layer's bounds' left) green, the rest empty.
            let expected = x % 10 < 5 ? greenPixel : RenderTestSupport.Pixel.clear
            #expect(RenderTestSupport.pixel(image, x, 5) == expected, "fill, column \(x)")
            #expect(RenderTestSupport.pixel(image, x, 15) == expected, "stroke, column \(x)")
            // The border's top edge (rows 20..<30); inside it nothing.
            #expect(RenderTestSupport.pixel(image, x, 25) == expected, "border, column \(x)")
        }
        #expect(RenderTestSupport.pixel(image, 20, 40) == RenderTestSupport.Pixel.clear)
        // The left edge: column 2 green all the way down, column 7 empty.
        #expect(RenderTestSupport.pixel(image, 2, 45) == greenPixel && RenderTestSupport.pixel(image, 7, 45) == .clear)
    }
}
