import CoreText
import Foundation
import QuartzCore
import Testing

// CTTypesetter as Core Text documents it: a suggested line break is the number of characters
// from the start that fit the width, broken between words, the trailing spaces and a hard line
// break counted with the line; a cluster break may fall inside a word; a line made for a range
// measures as the same characters laid out alone and reports its range in the whole string.
// Widths are the lines' own, measured here for each candidate break.

private func attributed(_ text: String) -> CFAttributedString {
    NSAttributedString(string: text, attributes: [
        NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
    ]) as CFAttributedString
}

/// The typographic width of `text` alone.
private func width(_ text: String) -> Double {
    CTLineGetTypographicBounds(CTLineCreateWithAttributedString(attributed(text)), nil, nil, nil)
}

@Suite("import CoreText: typesetter")
struct CoreTextTypesetterTests {
    @Test("a line break falls between words, the trailing space and a hard break counted with the line")
    func lineBreaks() {
        let text = "The quick brown fox\njumps"
        let setter = CTTypesetterCreateWithAttributedString(attributed(text))
        // Room for "The quick" but not "The quick brown": the break comes after "The quick ".
        let limit = (width("The quick") + width("The quick brown")) / 2
        #expect(CTTypesetterSuggestLineBreak(setter, 0, limit) == 10)
        // From "brown", the paragraph's end fits: the line feed ends the line and counts with it.
        #expect(CTTypesetterSuggestLineBreak(setter, 10, 1000) == 10)
        #expect(CTTypesetterSuggestLineBreak(setter, 20, 1000) == 5)
        // Walking the whole string covers each character once.
        var start = 0, lines = 0
        while start < text.utf16.count {
            let count = CTTypesetterSuggestLineBreak(setter, start, limit)
            #expect(count > 0)
            start += count
            lines += 1
        }
        #expect(start == text.utf16.count && lines == 3)
        // Outside the string: nothing.
        #expect(CTTypesetterSuggestLineBreak(setter, -1, limit) == 0 && CTTypesetterSuggestLineBreak(setter, 99, limit) == 0)
        // No room at all still gives a character.
        #expect(CTTypesetterSuggestLineBreak(setter, 0, 0.5) >= 1)
    }

    @Test("a cluster break falls inside a word, and keeps a combined character whole")
    func clusterBreaks() {
        let setter = CTTypesetterCreateWithAttributedString(attributed("abcdef"))
        #expect(CTTypesetterSuggestClusterBreak(setter, 0, width("abc") + 0.5) == 3)
        #expect(CTTypesetterSuggestClusterBreak(setter, 2, width("cd") + 0.5) == 2)
        #expect(CTTypesetterSuggestClusterBreak(setter, 0, 0) == 1)
        // "e" and a combining acute are one cluster of two UTF-16 units.
        let accented = CTTypesetterCreateWithAttributedString(attributed("ae\u{301}b"))
        let count = CTTypesetterSuggestClusterBreak(accented, 0, width("ae\u{301}") + 0.5)
        #expect(count == 3)
        #expect(CTTypesetterSuggestClusterBreak(accented, 0, width("a") + 0.5) == 1)
    }

    @Test("a line made for a range measures as those characters alone and reports its range in the string")
    func createLine() {
        let setter = CTTypesetterCreateWithAttributedString(attributed("The quick brown"))
        let line = CTTypesetterCreateLine(setter, CFRangeMake(4, 5))
        #expect(abs(CTLineGetTypographicBounds(line, nil, nil, nil) - width("quick")) < 0.01)
        #expect(CTLineGetStringRange(line) == CFRangeMake(4, 5))
        // A length of 0 runs to the end; a range past the end is clamped.
        #expect(CTLineGetStringRange(CTTypesetterCreateLine(setter, CFRangeMake(10, 0))) == CFRangeMake(10, 5))
        #expect(CTLineGetStringRange(CTTypesetterCreateLineWithOffset(setter, CFRangeMake(10, 99), 3)) == CFRangeMake(10, 5))
    }
}
