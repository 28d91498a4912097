import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import Strata
import StrataTestSupport

/// Rows in which at least `share` of the columns from `columns` carry ink: the rows a
/// horizontal rule (underline, strikethrough) covers.
private func ruledRows(_ image: CGImage, columns: ClosedRange<Int>, share: Double = 0.9) -> [Int] {
    (0..<image.height).filter { y in
        Double(columns.filter { TextPixels.ink(image, $0, y) > 96 }.count) >= share * Double(columns.count)
    }
}

@Suite("Text: attributed strings")
struct TextAttributeTests {
    private func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes)
    }

    @Test func runsAreReadWithTheirAttributesInUTF8Bytes() throws {
        let text = NSMutableAttributedString(string: "é 世 x")
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        text.addAttribute(.foregroundColor, value: red, range: NSRange(location: 2, length: 1))
        text.addAttribute(.kern, value: 3.5, range: NSRange(location: 4, length: 1))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.double.rawValue, range: NSRange(location: 0, length: 1))
        let content = try #require(TextContent(text) { _ in })
        // "é" is 2 bytes, " " 1, "世" 3, " " 1, "x" 1. Every character is in a run: those
        // without attributes too, black as Core Text draws an uncoloured character.
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(content.runs.map(\.bytes) == [0..<2, 2..<3, 3..<6, 6..<7, 7..<8])
        #expect(content.runs[0].underline == .double)
        #expect(content.runs.map(\.color) == [black, black, red, black, black])
        #expect(content.runs[4].kern == 3.5)
    }

    @Test func attributedTextIgnoresTheLayersForegroundColour() throws {
        // Apple, CATextLayer.foregroundColor: "This property is only used if the string
        // property is not an NSAttributedString." A run without a colour is Core Text's black;
        // the layer's white (its default) colours plain strings only.
        let plain = try #require(TextPixels.render(width: 200, height: 40) {
            $0.string = "mmmm"
            $0.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        })
        let attributed = try #require(TextPixels.render(width: 200, height: 40) {
            $0.string = self.attributed("mmmm", [:])
            $0.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        })
        let redInk = { (image: CGImage) in
            RenderTestSupport.pixels(image).filter { Int($0.r) - Int($0.g) > 100 }.count
        }
        #expect(redInk(plain) > 50)
        #expect(redInk(attributed) == 0)
        #expect(try #require(TextPixels.inkBox(attributed)).width > 20)
    }

    @Test func underlineAndStrikethroughRuleTheRun() throws {
        let plain = try #require(TextPixels.render(width: 200, height: 40) { $0.string = "mmmm" })
        let underlined = try #require(TextPixels.render(width: 200, height: 40) {
            $0.string = self.attributed("mmmm", [.underlineStyle: NSUnderlineStyle.single.rawValue])
        })
        let struck = try #require(TextPixels.render(width: 200, height: 40) {
            $0.string = self.attributed("mmmm", [.strikethroughStyle: NSUnderlineStyle.single])
        })
        let ink = try #require(TextPixels.inkBox(plain))
        let inner = Int(ink.minX) + 2...Int(ink.maxX) - 2
        let baseline = Int(try #require(TextPixels.layout(width: nil) { $0.string = "mmmm" }?.lines.first).baseline)
        // "m" has gaps between its stems in every row, so no row of the plain text is ruled.
        #expect(ruledRows(plain, columns: inner).isEmpty)
        let under = ruledRows(underlined, columns: inner), through = ruledRows(struck, columns: inner)
        #expect(!under.isEmpty && under.allSatisfy { $0 >= baseline })
        #expect(!through.isEmpty && through.allSatisfy { $0 < baseline - 3 && $0 > Int(ink.minY) })
    }

    @Test func underlineColourIsItsOwn() throws {
        let image = try #require(TextPixels.render(width: 200, height: 40) {
            $0.string = self.attributed("mmmm", [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                 .underlineColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)])
        })
        // The rule is under 2 px thick, so its pixels are blue blended with white, never black.
        let blue = RenderTestSupport.pixels(image).filter { Int($0.b) - Int($0.r) > 60 && $0.r == $0.g }.count
        #expect(blue >= 40)
    }

    @Test func kerningAddsSpaceAfterEachCharacter() throws {
        let plain = try #require(TextPixels.layout(width: nil) { $0.string = "AAAA" })
        let kerned = try #require(TextPixels.layout(width: nil) { $0.string = self.attributed("AAAA", [.kern: 10]) })
        #expect(kerned.size.width - plain.size.width >= 30)
    }

    @Test func aRunCanHaveItsOwnFont() throws {
        let regular = try #require(TextPixels.render(width: 200, height: 40) { $0.string = "Bold" })
        let bold = try #require(TextPixels.render(width: 200, height: 40) {
            $0.string = self.attributed("Bold", [.font: "DejaVu Sans Bold"])
        })
        let viaCGFont = try #require(TextPixels.render(width: 200, height: 40) {
            $0.string = self.attributed("Bold", [.font: CGFont("DejaVuSans-Bold") as Any])
        })
        #expect(TextPixels.inkCount(bold) > TextPixels.inkCount(regular) * 5 / 4)
        #expect(TextPixels.compare(bold, to: viaCGFont)?.psnr == .infinity)
    }

    @Test func translucentRunColoursBlend() throws {
        let image = try #require(TextPixels.render(width: 200, height: 50) {
            $0.fontSize = 40
            $0.string = self.attributed("█", [.foregroundColor: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)])
        })
        // The full block's inside is half black over white.
        let box = try #require(TextPixels.inkBox(image, threshold: 32))
        let centre = RenderTestSupport.pixel(image, Int(box.midX), Int(box.midY))
        #expect(abs(Int(centre.r) - 128) <= 2)
    }
}
