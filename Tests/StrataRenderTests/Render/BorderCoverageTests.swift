import CCairo
import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A layer's border drawn through the cached coverage of its ring: the pixels of cairo filling
/// the ring itself (the layer's shape less its bounds inset by the border's width, even-odd),
/// over the same rounded background. With `allowsEdgeAntialiasing` false (Apple's default) the
/// shape's edges lie on the pixel grid, each at ⌈e − ½⌉, and the ring's inner edge stays where
/// the bounds put it.
@Suite("Render: borders through their ring's coverage")
struct BorderCoverageTests {
    static let size = (width: 240, height: 160)
    static let frame = CGRect(x: 20.25, y: 10.5, width: 200, height: 120)
    static let radius = 12.0, borderWidth = 5.0
    static let back = (r: 0.9, g: 0.9, b: 0.9), fill = (r: 0.95, g: 0.55, b: 0.15)

    /// The root and its bordered card; `border` is the border's colour with its alpha.
    static func scene(border: (r: Double, g: Double, b: Double, a: Double), antialiased: Bool) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = CGColor(red: back.r, green: back.g, blue: back.b, alpha: 1)
        let card = CALayer()
        card.frame = frame
        card.cornerRadius = radius
        card.backgroundColor = CGColor(red: fill.r, green: fill.g, blue: fill.b, alpha: 1)
        card.borderWidth = borderWidth
        card.borderColor = CGColor(red: border.r, green: border.g, blue: border.b, alpha: border.a)
        card.allowsEdgeAntialiasing = antialiased
        root.addSublayer(card)
        return root
    }

    /// cairo drawing the scene's paths straight into a frame: the background, the card's
    /// rounded box, and its ring in the border's colour.
    static func cairoPicture(border: (r: Double, g: Double, b: Double, a: Double),
                             antialiased: Bool) -> [RenderTestSupport.Pixel] {
        // Aliased, the edges x 20.25 and 220.25 go to ⌈19.75⌉ = 20 and ⌈219.75⌉ = 220, y 10.5 and
        // 130.5 to ⌈10⌉ = 10 and ⌈130⌉ = 130.
        let outer = antialiased ? frame : CGRect(x: 20, y: 10, width: 200, height: 120)
        return DirectFillTests.cairoFrame(width: size.width, height: size.height) { cr in
            cairo_set_source_rgb(cr, back.r, back.g, back.b)
            cairo_paint(cr)
            DirectFillTests.addRoundedBox(cr, outer, radius: radius)
            cairo_set_source_rgb(cr, fill.r, fill.g, fill.b)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            DirectFillTests.addRoundedBox(cr, outer, radius: radius)
            DirectFillTests.addRoundedBox(cr, frame.insetBy(dx: borderWidth, dy: borderWidth),
                                          radius: radius - borderWidth)
            cairo_set_source_rgba(cr, border.r, border.g, border.b, border.a)
            cairo_fill(cr)
        }
    }

    @Test("opaque and translucent borders, edges aliased and not: within a level of cairo's ring",
          arguments: [(0.2, 0.2, 0.2, 1.0), (0.1, 0.3, 0.9, 0.5)], [false, true])
    func ringMatchesCairo(border: (Double, Double, Double, Double), antialiased: Bool) throws {
        let colour = (r: border.0, g: border.1, b: border.2, a: border.3)
        let root = Self.scene(border: colour, antialiased: antialiased)
        let expected = Self.cairoPicture(border: colour, antialiased: antialiased)
        let target = try #require(IncrementalTarget(root: root, width: Self.size.width, height: Self.size.height))
        target.frame()
        let rendered = try #require(RenderTestSupport.render(root, width: Self.size.width, height: Self.size.height))
        for (name, got) in [("renderer", target.pixels), ("render(in:)", RenderTestSupport.pixels(rendered))] {
            let worst = zip(got, expected).map { $0.distance(to: $1) }.max() ?? .max
            #expect(worst <= 1, "\(name): a channel differs by \(worst)")
        }
        // The ring is drawn: a pixel in the middle of the top side is the border's colour over
        // the card (row 13, inside y 10.5 … 15.5), the card's middle its fill, and outside the
        // backdrop.
        let top = target.pixels[13 * Self.size.width + 120]
        let over = { (b: Double, f: Double) in ((b * colour.a + f * (1 - colour.a)) * 255).rounded() }
        #expect(abs(Double(top.r) - over(colour.r, Self.fill.r)) <= 1 && abs(Double(top.b) - over(colour.b, Self.fill.b)) <= 1,
                "\(top)")
        // cairo takes a colour to 16 bits, then its high byte: 0.95 → 62 258 → 243.
        #expect(target.pixels[70 * Self.size.width + 120] == RenderTestSupport.Pixel(r: 243, g: 140, b: 38))
        #expect(target.pixels[5 * Self.size.width + 120] == RenderTestSupport.Pixel(r: 230, g: 230, b: 230))
    }
}
