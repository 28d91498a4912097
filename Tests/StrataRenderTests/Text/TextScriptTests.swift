import Foundation
import Testing
@testable import StrataRender
import Strata
import StrataTestSupport

// Expectations derived from the text itself: what shaping, bidi and font fallback must do to
// these strings, checked in the pixels drawn (and, for missing glyphs, in Pango's own count).

/// Whether a pixel is clearly red, or clearly blue (anti-aliased over white keeps the hue).
private func reddish(_ p: RenderTestSupport.Pixel) -> Bool { Int(p.r) - Int(p.g) > 100 && abs(Int(p.g) - Int(p.b)) < 40 }
private func bluish(_ p: RenderTestSupport.Pixel) -> Bool { Int(p.b) - Int(p.r) > 100 && abs(Int(p.r) - Int(p.g)) < 40 }

/// `string` with the characters at `red` (UTF-16 offsets) red and those at `blue` blue.
private func coloured(_ string: String, red: NSRange, blue: NSRange) -> NSAttributedString {
    let text = NSMutableAttributedString(string: string)
    text.addAttribute(.foregroundColor, value: CGColor(red: 1, green: 0, blue: 0, alpha: 1), range: red)
    text.addAttribute(.foregroundColor, value: CGColor(red: 0, green: 0, blue: 1, alpha: 1), range: blue)
    return text
}

@Suite("Text: scripts, shaping and bidi")
struct TextScriptTests {
    @Test func arabicLettersJoin() throws {
        // Joined, each letter takes its initial, medial or final form, which connect and are
        // narrower than the isolated forms side by side.
        let word = "مرحبا"
        let inkWidth = { (text: String) throws -> CGFloat in
            let image = try #require(TextPixels.render(width: 300, height: 60) { $0.string = text; $0.fontSize = 32 })
            return try #require(TextPixels.inkBox(image)).width
        }
        let joined = try inkWidth(word)
        let isolated = try word.map { try inkWidth(String($0)) }.reduce(0, +)
        #expect(joined < isolated, "joined \(joined) px against \(isolated) px for the isolated letters")
    }

    @Test func rightToLeftRunsMirrorTheirOrder() throws {
        // Hebrew alef then bet, stored in that order, are shown bet-alef from the left: the
        // first character (red) is on the right.
        let hebrew = try #require(TextPixels.render(width: 200, height: 50) {
            $0.string = coloured("אב", red: NSRange(location: 0, length: 1), blue: NSRange(location: 1, length: 1))
        })
        let red = try #require(TextPixels.inkBox(hebrew, where: reddish)), blue = try #require(TextPixels.inkBox(hebrew, where: bluish))
        #expect(red.midX > blue.midX)
        // The same for Latin keeps the stored order.
        let latin = try #require(TextPixels.render(width: 200, height: 50) {
            $0.string = coloured("ab", red: NSRange(location: 0, length: 1), blue: NSRange(location: 1, length: 1))
        })
        let latinRed = try #require(TextPixels.inkBox(latin, where: reddish))
        let latinBlue = try #require(TextPixels.inkBox(latin, where: bluish))
        #expect(latinRed.midX < latinBlue.midX)
        // Inside an English sentence the Hebrew word is still reversed: its first letter (red)
        // right of its last (blue), and all of it right of the English before it.
        let sentence = NSMutableAttributedString(attributedString: coloured(
            "Hi אבג", red: NSRange(location: 3, length: 1), blue: NSRange(location: 5, length: 1)))
        sentence.addAttribute(.foregroundColor, value: CGColor(red: 0, green: 0.6, blue: 0, alpha: 1),
                              range: NSRange(location: 0, length: 2))
        let mixed = try #require(TextPixels.render(width: 400, height: 50) { $0.string = sentence })
        let first = try #require(TextPixels.inkBox(mixed, where: reddish)), last = try #require(TextPixels.inkBox(mixed, where: bluish))
        #expect(first.midX > last.midX)
        let hi = try #require(TextPixels.inkBox(mixed) { Int($0.g) - Int($0.r) > 60 && Int($0.g) - Int($0.b) > 60 })
        #expect(hi.maxX < last.minX)
    }

    @Test func chineseDevanagariAndEmojiDrawGlyphsNotBoxes() throws {
        for text in ["世界", "नमस्ते", "😀", "مرحبا", "שלום"] {
            let layout = try #require(TextPixels.layout(width: nil) { $0.string = text })
            #expect(layout.unknownGlyphCount == 0, "\(text) has glyphs no installed font has")
        }
        // A character no font has (a private-use code point of plane 16) is drawn as a box.
        let missing = "\u{10FFFD}\u{10FFFD}"
        #expect(try #require(TextPixels.layout(width: nil) { $0.string = missing }).unknownGlyphCount == 2)
        // And the Chinese pixels are not that box: ink there, and a different picture.
        let chinese = try #require(TextPixels.render(width: 80, height: 40) { $0.string = "世界" })
        let boxes = try #require(TextPixels.render(width: 80, height: 40) { $0.string = missing })
        #expect(TextPixels.inkCount(chinese) > 60)
        let comparison = try #require(TextPixels.compare(chinese, to: boxes))
        #expect(comparison.psnr < 20, "the Chinese glyphs look like missing-glyph boxes: \(comparison)")
    }

    @Test func colourEmojiKeepTheirColours() throws {
        // Noto Color Emoji's grinning face is yellow whatever the text colour (black here).
        let image = try #require(TextPixels.render(width: 60, height: 50) { $0.string = "😀"; $0.fontSize = 32 })
        let yellow = RenderTestSupport.pixels(image).filter { $0.r > 200 && $0.g > 150 && $0.b < 100 }
        #expect(yellow.count > 100)
    }

    @Test func twoColouredRunsShowBothColours() throws {
        let image = try #require(TextPixels.render(width: 240, height: 50) {
            $0.string = coloured("Red Blue", red: NSRange(location: 0, length: 3), blue: NSRange(location: 4, length: 4))
        })
        let red = try #require(TextPixels.inkBox(image, where: reddish)), blue = try #require(TextPixels.inkBox(image, where: bluish))
        #expect(red.maxX < blue.minX)
        // Fully inked pixels take exactly the run's colour.
        let pixels = RenderTestSupport.pixels(image)
        let pureRed = pixels.contains(RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        let pureBlue = pixels.contains(RenderTestSupport.Pixel(r: 0, g: 0, b: 255))
        #expect(pureRed && pureBlue)
    }
}
