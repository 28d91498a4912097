import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

@Suite("CATextLayer model")
struct CATextLayerModelTests {
    @Test func defaultsMatchApple() {
        let layer = CATextLayer()
        #expect(layer.string == nil)
        #expect(layer.font == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(layer.isWrapped == false)
        #expect(layer.truncationMode == .none)
        #expect(layer.alignmentMode == .natural)
        #expect(layer.allowsFontSubpixelQuantization == false)
    }

    @Test func modeNamesMatchCoreAnimation() {
        #expect([CATextLayerTruncationMode.none, .start, .end, .middle].map(\.rawValue) == ["none", "start", "end", "middle"])
        #expect([CATextLayerAlignmentMode.natural, .left, .right, .center, .justified].map(\.rawValue)
                == ["natural", "left", "right", "center", "justified"])
    }

    @Test func stringsBridgedStringsAndAttributedStringsAreRead() {
        let layer = CATextLayer()
        layer.string = "plain"
        #expect(layer.content == TextContent(string: "plain"))
        layer.string = NSAttributedString(string: "attributed")
        // Every character of an attributed string in a run, Core Text's black where it has no
        // colour (the layer's foregroundColor is for plain strings).
        var black = TextRun(bytes: 0..<10)
        black.color = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(layer.content == TextContent(string: "attributed", runs: [black]))
        layer.string = NSString(string: "bridged")
        #expect(layer.content == TextContent(string: "bridged"))
        layer.string = nil
        #expect(layer.content == nil)
        layer.font = NSString(string: "DejaVu Sans Bold")
        #expect(layer.textFont == .named("DejaVu Sans Bold"))
        let font = try? #require(CGFont("DejaVu Sans Mono"))
        layer.font = font
        #expect(layer.textFont == font.map(TextFont.font))
    }

    @Test func propertiesAreKeyValueCodingCompliant() {
        let layer = CATextLayer()
        #expect(layer.value(forKey: "fontSize") as? CGFloat == 36)
        #expect(layer.value(forKey: "alignmentMode") as? CATextLayerAlignmentMode == .natural)
        layer.setValue(20, forKey: "fontSize")
        layer.setValue("center", forKey: "alignmentMode")
        layer.setValue(CATextLayerTruncationMode.end, forKey: "truncationMode")
        layer.setValue(true, forKey: "wrapped")
        layer.setValue("hi", forKey: "string")
        layer.setValue(nil, forKey: "foregroundColor")
        #expect(layer.fontSize == 20)
        #expect(layer.alignmentMode == .center)
        #expect(layer.truncationMode == .end)
        #expect(layer.isWrapped)
        #expect(layer.value(forKey: "string") as? String == "hi")
        #expect(layer.foregroundColor == nil)
    }

    @Test func everyPropertyChangeAsksForARedraw() {
        let layer = CATextLayer()
        let changes: [(CATextLayer) -> Void] = [
            { $0.string = "x" }, { $0.font = "DejaVu Sans Mono" }, { $0.fontSize = 12 },
            { $0.foregroundColor = nil }, { $0.isWrapped = true }, { $0.truncationMode = .end },
            { $0.alignmentMode = .center }, { $0.allowsFontSubpixelQuantization = true },
        ]
        for change in changes {
            let before = layer.renderVersion
            change(layer)
            #expect(layer.renderVersion != before)
        }
    }
}

@Suite("CATextLayer rendering")
struct CATextLayerRenderTests {
    private typealias Pixel = RenderTestSupport.Pixel

    /// A transparent 80 × 60 root holding a white text layer at (20, 15, 40, 30) whose black
    /// text overflows it to the right and below.
    private func render(_ configure: (CATextLayer) -> Void = { _ in }) -> CGImage? {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        let text = CATextLayer()
        text.frame = CGRect(x: 20, y: 15, width: 40, height: 30)
        text.backgroundColor = CGColor(gray: 1, alpha: 1)
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        text.fontSize = 40
        // DejaVu Sans "I" is a plain vertical stem about 0.3 em apart: eight of them (about
        // 94 units) overflow the 40-wide layer, and at 40 the stems reach below its 30 height.
        text.string = "IIIIIIII"
        configure(text)
        root.addSublayer(text)
        return RenderTestSupport.render(root, width: 80, height: 60)
    }

    private func inside(_ x: Int, _ y: Int) -> Bool { (20..<60).contains(x) && (15..<45).contains(y) }

    @Test func glyphsAreDarkAntiAliasedAndClippedToTheBounds() throws {
        let image = try #require(render())
        var dark = 0, grey = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let p = RenderTestSupport.pixel(image, x, y)
                guard inside(x, y) else {
                    #expect(p == .clear, "drawn outside the bounds at (\(x), \(y)): \(p)")
                    continue
                }
                #expect(p.a == 255 && p.r == p.g && p.g == p.b, "not opaque grey at (\(x), \(y)): \(p)")
                if p.r < 16 { dark += 1 } else if p.r < 240 { grey += 1 }
            }
        }
        #expect(dark > 40, "stems should be solid black")
        #expect(grey > 10, "stem edges should be anti-aliased to grey levels")
        // Text starts at the top: the stems reach the bottom row of the layer, and the left
        // bearing keeps the first column white.
        #expect((20..<60).contains { RenderTestSupport.pixel(image, $0, 44).r < 64 })
        #expect(RenderTestSupport.pixel(image, 20, 30) == Pixel(r: 255, g: 255, b: 255))
    }

    @Test func foregroundColorTintsTheGlyphs() throws {
        let image = try #require(render { $0.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) })
        let pixels = (15..<45).flatMap { y in (20..<60).map { RenderTestSupport.pixel(image, $0, y) } }
        #expect(pixels.contains(Pixel(r: 255, g: 0, b: 0)))
        #expect(pixels.allSatisfy { $0.r == 255 && $0.g == $0.b })
    }

    @Test func noColourOrNoStringDrawsOnlyTheBackground() throws {
        for configure: (CATextLayer) -> Void in [{ $0.foregroundColor = nil }, { $0.string = nil }, { $0.string = "" }] {
            let image = try #require(render(configure))
            for y in 15..<45 {
                for x in 20..<60 { #expect(RenderTestSupport.pixel(image, x, y) == Pixel(r: 255, g: 255, b: 255)) }
            }
        }
    }

    @Test func rightAlignmentMovesTheGlyphToTheRightEdge() throws {
        let columns = { (mode: CATextLayerAlignmentMode) throws -> [Int] in
            let image = try #require(self.render { $0.string = "I"; $0.alignmentMode = mode })
            return (20..<60).filter { x in (15..<45).contains { RenderTestSupport.pixel(image, x, $0).r < 128 } }
        }
        let left = try columns(.left), right = try columns(.right)
        let leftEdge = try #require(left.first), rightEdge = try #require(right.last)
        // The stem sits near the left edge in one and near the right edge (minus the glyph's
        // right bearing, under 0.1 em = 4) in the other.
        #expect(leftEdge < 30)
        #expect(rightEdge > 50)
    }

    @Test func realFontMeasuresMonospaceEvenly() throws {
        let advance = { (text: String) throws -> CGFloat in
            let layer = CATextLayer()
            layer.string = text
            layer.font = "DejaVu Sans Mono"
            layer.fontSize = 20
            let key = try #require(TextLayoutKey(layer.textValues, width: nil, height: nil))
            let layout = try #require(TextEngine.shared.locked { TextLayout(key, engine: TextEngine.shared) })
            return layout.size.width
        }
        // DejaVu Sans Mono advances 0.602 em per character, whatever the character.
        #expect(abs(try advance("i") - 12.04) < 0.05)
        #expect(abs(try advance("iiii") - advance("WWWW")) < 0.001)
        #expect(abs(try advance("WWWW") - 4 * advance("W")) < 0.001)
    }

    @Test func subpixelQuantizationRoundsAdvancesToWholePixels() throws {
        let width = { (quantized: Bool) throws -> CGFloat in
            let layout = try #require(TextPixels.layout(width: nil) {
                $0.string = "iiiiiiiiii"
                $0.fontSize = 13
                $0.allowsFontSubpixelQuantization = quantized
            })
            return layout.size.width
        }
        // DejaVu Sans "i" advances 0.278 em: 3.61 points at 13, ten of them 36.1 unrounded, and
        // a whole number of points when each advance is rounded.
        let exact = try width(false), quantized = try width(true)
        #expect(abs(exact - 36.1) < 0.1)
        #expect(quantized == quantized.rounded() && quantized != exact)
    }
}
