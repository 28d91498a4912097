import CoreText
import Foundation
import QuartzCore
import Testing

// CTLineCreateJustifiedLine as Core Text documents it: a factor of 1 or more justifies the line
// to the whole width, a smaller one partly, 0 none; a width under the line's squeezes it. Where
// the space goes is worked out here: between the words of a line with spaces, over the gaps
// between the characters of one without, every character's advance shortened alike when
// squeezed.

/// A line of `text` in DejaVu Sans at 20 points.
private func line(_ text: String) -> CTLine {
    let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
    let string = NSAttributedString(string: text, attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
    return CTLineCreateWithAttributedString(string as CFAttributedString)
}

private func width(_ line: CTLine) -> Double { CTLineGetTypographicBounds(line, nil, nil, nil) }

private func offset(_ line: CTLine, _ index: Int) -> Double { Double(CTLineGetOffsetForStringIndex(line, index, nil)) }

@Suite("import CoreText: justified lines")
struct CoreTextJustifiedLineTests {
    @Test("justified to a wider width, the space goes to the gaps between words, each alike")
    func wordGaps() throws {
        let plain = line("Hello brave world"), natural = width(plain)
        let justified = try #require(CTLineCreateJustifiedLine(plain, 1, natural + 60))
        #expect(abs(width(justified) - (natural + 60)) < 0.01)
        // Two gaps of 30 more: "brave" starts 30 later, "world" 60; "Hello" stays.
        #expect(abs(offset(justified, 1) - offset(plain, 1)) < 0.01)
        #expect(abs(offset(justified, 6) - (offset(plain, 6) + 30)) < 0.5)
        #expect(abs(offset(justified, 12) - (offset(plain, 12) + 60)) < 0.5)
        // A factor above 1 is full justification.
        #expect(abs(width(try #require(CTLineCreateJustifiedLine(plain, 3, natural + 60))) - (natural + 60)) < 0.01)
    }

    @Test("a factor between 0 and 1 justifies that part of the way; 0 not at all")
    func partial() throws {
        let plain = line("Hello brave world"), natural = width(plain)
        #expect(abs(width(try #require(CTLineCreateJustifiedLine(plain, 0.5, natural + 60))) - (natural + 30)) < 0.01)
        #expect(abs(width(try #require(CTLineCreateJustifiedLine(plain, 0.25, natural + 60))) - (natural + 15)) < 0.01)
        let unjustified = try #require(CTLineCreateJustifiedLine(plain, 0, natural + 60))
        #expect(abs(width(unjustified) - natural) < 0.01)
        #expect(abs(offset(unjustified, 12) - offset(plain, 12)) < 0.01)
    }

    @Test("a line without spaces is spread alike between its characters; a narrower width squeezes every one")
    func lettersAndSqueeze() throws {
        let word = line("Justify"), natural = width(word)
        // Seven characters, 21 more, spread over the six gaps between them (3.5 each, Pango
        // placing each at whole units): every gap grows, none by more than twice its share.
        let spread = try #require(CTLineCreateJustifiedLine(word, 1, natural + 21))
        #expect(abs(width(spread) - (natural + 21)) < 0.01)
        let moved = (0..<8).map { offset(spread, $0) - offset(word, $0) }
        #expect(abs(moved[0]) < 0.01 && abs(moved[7] - 21) < 0.01)
        for index in 1..<7 {
            let grown = moved[index] - moved[index - 1]
            #expect(grown >= 1 && grown <= 7, "gap before character \(index) grew \(grown)")
        }
        // Seventeen characters, 17 less: each 1 narrower.
        let plain = line("Hello brave world"), wide = width(plain)
        let squeezed = try #require(CTLineCreateJustifiedLine(plain, 1, wide - 17))
        #expect(abs(width(squeezed) - (wide - 17)) < 0.01)
        #expect(abs(offset(squeezed, 12) - (offset(plain, 12) - 12)) < 0.05)
    }

    @Test("a width that is not positive, a factor that is not a number and a line of no text give nil")
    func badInput() {
        let plain = line("Hello")
        #expect(CTLineCreateJustifiedLine(plain, 1, 0) == nil)
        #expect(CTLineCreateJustifiedLine(plain, 1, -5) == nil)
        #expect(CTLineCreateJustifiedLine(plain, 1, .infinity) == nil)
        #expect(CTLineCreateJustifiedLine(plain, .nan, 200) == nil)
        #expect(CTLineCreateJustifiedLine(line(""), 1, 200) == nil)
    }
}
