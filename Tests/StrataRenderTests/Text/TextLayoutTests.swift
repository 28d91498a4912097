import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Layout is checked with a fake font in which every character, "…" included, advances 10
// units, so each expected width and position can be worked out by counting characters.

private func fixedWidth(_ text: String) -> CGFloat { CGFloat(text.count) * 10 }

/// Ascent 8 and line height 12: baselines at 8, 20, 32, …
private let metrics = TextLayout.Metrics(ascent: 8, lineHeight: 12)

private func layout(_ text: String, width: CGFloat, wrapped: Bool = false,
                    truncation: CATextLayerTruncationMode = .none,
                    alignment: CATextLayerAlignmentMode = .natural) -> [TextLayout.Line] {
    let style = TextLayout.Style(isWrapped: wrapped, truncation: truncation, alignment: alignment)
    return TextLayout.lines(of: text, width: width, metrics: metrics, style: style, measure: fixedWidth)
}

@Suite("Text layout")
struct TextLayoutTests {
    @Test func wrappingBreaksBetweenWords() {
        // "hello world" is 110 wide, more than 60, so every word starts a line; the spaces at
        // the breaks are dropped.
        let lines = layout("hello world foo", width: 60, wrapped: true)
        #expect(lines.map(\.text) == ["hello", "world", "foo"])
        #expect(lines.map(\.baseline) == [8, 20, 32])
        #expect(lines.map(\.width) == [50, 50, 30])
    }

    @Test func wrappingKeepsWordsThatFitTogether() {
        // "ab cd" is 50 ≤ 60; adding " ef" makes 80 > 60.
        #expect(layout("ab cd ef", width: 60, wrapped: true).map(\.text) == ["ab cd", "ef"])
    }

    @Test func aWordWiderThanTheBoundsBreaksBetweenCharacters() {
        // Five characters (50) fit in 55, six (60) do not.
        #expect(layout("abcdefghijkl", width: 55, wrapped: true).map(\.text) == ["abcde", "fghij", "kl"])
        // The line before a long word ends first; the word's last piece can take more words.
        #expect(layout("xy abcdefg z", width: 55, wrapped: true).map(\.text) == ["xy", "abcde", "fg z"])
    }

    @Test func newlinesEndLinesWithAndWithoutWrapping() {
        #expect(layout("ab\ncd", width: 100).map(\.text) == ["ab", "cd"])
        #expect(layout("ab\r\n\ncd", width: 100, wrapped: true).map(\.text) == ["ab", "", "cd"])
        // Without wrapping a long line stays one line (and is clipped when drawn).
        #expect(layout("hello world foo", width: 60).map(\.text) == ["hello world foo"])
    }

    @Test func truncationAtTheEnd() {
        // Width 55 holds 5 characters of 10; "…" takes one, so 4 of the string remain.
        #expect(layout("abcdefghij", width: 55, truncation: .end).map(\.text) == ["abcd…"])
    }

    @Test func truncationAtTheStartAndInTheMiddle() {
        // Again 4 characters besides "…": the last 4, or 2 from each end.
        #expect(layout("abcdefghij", width: 55, truncation: .start).map(\.text) == ["…ghij"])
        #expect(layout("abcdefghij", width: 55, truncation: .middle).map(\.text) == ["ab…ij"])
        // Width 45 holds 4: 3 characters remain and the odd one stays at the start.
        #expect(layout("abcdefghij", width: 45, truncation: .middle).map(\.text) == ["ab…j"])
    }

    @Test func truncationLeavesFittingLinesAndNoneAlone() {
        #expect(layout("abcde", width: 55, truncation: .end).map(\.text) == ["abcde"])
        #expect(layout("abcdefghij", width: 55, truncation: .none).map(\.text) == ["abcdefghij"])
        // Each line of the string is truncated on its own.
        #expect(layout("abcdefghij\nxy", width: 55, truncation: .end).map(\.text) == ["abcd…", "xy"])
        // Narrower than "…" itself: the ellipsis is all that is left.
        #expect(layout("abcdefghij", width: 5, truncation: .end).map(\.text) == ["…"])
    }

    @Test func truncationDoesNotApplyToWrappedText() {
        #expect(layout("abcdefghij", width: 55, wrapped: true, truncation: .end).map(\.text) == ["abcde", "fghij"])
    }

    @Test func alignmentOffsets() {
        // "abc" is 30 wide in 100: right leaves 70 before it, centre 35 on each side.
        let x = { (mode: CATextLayerAlignmentMode) in layout("abc", width: 100, alignment: mode).first?.runs.map(\.x) }
        #expect(x(.natural) == [0])
        #expect(x(.left) == [0])
        #expect(x(.right) == [70])
        #expect(x(.center) == [35])
        // Unwrapped justified text is one last line per paragraph: flush left.
        #expect(x(.justified) == [0])
        // A line wider than the bounds overhangs both edges when centred.
        #expect(layout("abcdefghij", width: 60, alignment: .center).first?.runs.map(\.x) == [-20])
    }

    @Test func justifiedSharesTheSpaceBetweenWordsExceptOnTheLastLine() {
        // Width 90: "aa bb cc" is 80 (and " dd" would make 110). The 10 left over goes into
        // two gaps of 5: "bb" moves from 30 to 35, "cc" from 60 to 70. "dd" ends the paragraph.
        let lines = layout("aa bb cc dd", width: 90, wrapped: true, alignment: .justified)
        #expect(lines.map(\.text) == ["aa bb cc", "dd"])
        #expect(lines.first?.runs == [.init(text: "aa", x: 0), .init(text: "bb", x: 35), .init(text: "cc", x: 70)])
        #expect(lines.last?.runs == [.init(text: "dd", x: 0)])
    }
}

/// The parts of a `TextFont`, to compare with expectations.
private struct Face: Equatable {
    var family: String, isBold: Bool, isItalic: Bool
    init(family: String, isBold: Bool, isItalic: Bool) { (self.family, self.isBold, self.isItalic) = (family, isBold, isItalic) }
    init(_ font: TextFont) { self.init(family: font.family, isBold: font.isBold, isItalic: font.isItalic) }
}

@Suite("Text font names")
struct TextFontNameTests {
    @Test func styleWordsSelectWeightAndSlant() {
        #expect(Face(TextFont(name: nil)) == Face(family: "DejaVu Sans", isBold: false, isItalic: false))
        #expect(Face(TextFont(name: "")) == Face(family: "DejaVu Sans", isBold: false, isItalic: false))
        #expect(Face(TextFont(name: "DejaVu Sans Bold")) == Face(family: "DejaVu Sans", isBold: true, isItalic: false))
        #expect(Face(TextFont(name: "DejaVu Sans Mono")) == Face(family: "DejaVu Sans Mono", isBold: false, isItalic: false))
        #expect(Face(TextFont(name: "DejaVu Serif Bold Italic")) == Face(family: "DejaVu Serif", isBold: true, isItalic: true))
        #expect(Face(TextFont(name: "Helvetica-Oblique")) == Face(family: "Helvetica", isBold: false, isItalic: true))
    }
}
