import CoreText
import Foundation
import QuartzCore
import Testing

// Core Text's glyph runs: "A glyph run is a set of consecutive glyphs sharing the same
// attributes and direction" (CTRun's page). A change of script alone, with the same font,
// attributes and direction, starts no new run: in "abc שלום def" the space after the Hebrew
// word and "def" are one left-to-right run.

@Suite("import CoreText: glyph runs split only where attributes or direction change")
struct CoreTextGlyphRunJoiningTests {
    @Test("English, Hebrew, English: three runs, the space and the last word one run")
    func scriptChangeAlone() throws {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        let text = NSAttributedString(string: "abc \u{5E9}\u{5DC}\u{5D5}\u{5DD} def", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
        ])
        let runs = try #require(CTLineGetGlyphRuns(CTLineCreateWithAttributedString(text as CFAttributedString)) as? [CTRun])
        #expect(runs.map(CTRunGetStringRange) == [CFRangeMake(0, 4), CFRangeMake(4, 4), CFRangeMake(8, 4)])
        #expect(runs.map { CTRunGetStatus($0).contains(.rightToLeft) } == [false, true, false])
        #expect(runs.map(CTRunGetGlyphCount) == [4, 4, 4])
        // A colour change still starts a run: "ab" black then "cd" red.
        let coloured = NSMutableAttributedString(string: "abcd", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
        ])
        coloured.addAttribute(NSAttributedString.Key(kCTForegroundColorAttributeName as String),
                              value: CGColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 2, length: 2))
        let split = try #require(CTLineGetGlyphRuns(CTLineCreateWithAttributedString(coloured as CFAttributedString)) as? [CTRun])
        #expect(split.map(CTRunGetStringRange) == [CFRangeMake(0, 2), CFRangeMake(2, 2)])
    }
}
