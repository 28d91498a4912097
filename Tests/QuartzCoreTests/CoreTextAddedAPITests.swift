import CoreText
import Foundation
import QuartzCore
import Testing

// Core Text and Core Graphics API Apple code calls that Strata lacked, as Apple documents it:
// CTFontGetTypeID and CGColor.typeID, "the type identifier" of each type (the same for every
// value of the type, compared to tell types apart); CTFontCopyCharacterSet "returns the Unicode
// character set of the font", the characters its character map (cmap) maps;
// CTFrameGetFrameAttributes returns "the frame attributes used to create the frame" or NULL;
// CTLineEnumerateCaretOffsets invokes its block "once for each logical caret edge in the line,
// in left-to-right visual order", the offset "relative to the line origin", leadingEdge
// specifying logical order. Which characters the file maps, and their advances, are read by
// hand (`FontFile`).

private let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Suite("import CoreText: type identifiers, character sets, frame attributes")
struct CoreTextAddedAPITests {
    @Test("type identifiers are the same for every value of a type and differ between types")
    func typeIdentifiers() {
        #expect(CGColor.typeID == CGColor.typeID)
        #expect(CTFontGetTypeID() == CTFontGetTypeID())
        #expect(CTFontGetTypeID() != CGColor.typeID)
    }

    @Test("a font's character set is what its character map maps")
    func characterSet() throws {
        let file = try FontFile(path: dejaVuSans)
        let set = CTFontCopyCharacterSet(CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)) as CharacterSet
        // Letters the file's format 4 map gives glyphs, and the private-use U+E000 it does not
        // (CoreTextDrawingTests: CTFontGetGlyphsForCharacters finds none for it).
        for character: Character in ["A", "z", "é", "Ω"] {
            #expect(try file.glyph(of: character) != 0)
            #expect(set.contains(try #require(character.unicodeScalars.first)), "\(character)")
        }
        #expect(!set.contains(try #require(Unicode.Scalar(0xE000))))
    }

    @Test("a frame gives back the attributes it was made with, or nil")
    func frameAttributes() {
        let setter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: "x") as CFAttributedString)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let attributes = ["CTFrameProgression": 0] as NSDictionary
        let made = CTFramesetterCreateFrame(setter, CFRangeMake(0, 0), path, attributes)
        #expect(CTFrameGetFrameAttributes(made) === attributes)
        #expect(CTFrameGetFrameAttributes(CTFramesetterCreateFrame(setter, CFRangeMake(0, 0), path, nil)) == nil)
    }

    @Test("caret edges: each character's leading and trailing edge, left to right, at its advances")
    func caretOffsets() throws {
        let file = try FontFile(path: dejaVuSans)
        let scale = 100 / file.unitsPerEm
        func line(_ text: String) -> CTLine {
            CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [
                NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 100, nil),
            ]) as CFAttributedString)
        }
        func edges(_ line: CTLine) -> [(offset: Double, index: CFIndex, leading: Bool)] {
            var found: [(offset: Double, index: CFIndex, leading: Bool)] = []
            CTLineEnumerateCaretOffsets(line) { offset, index, leading, _ in found.append((offset, index, leading)) }
            return found
        }
        // "Hi", left to right: H from 0 to its advance, i after it.
        let h = try file.advance(of: "H") * scale, i = try file.advance(of: "i") * scale
        let hi = edges(line("Hi"))
        let expected: [(Double, CFIndex, Bool)] = [(0, 0, true), (h, 0, false), (h, 1, true), (h + i, 1, false)]
        #expect(hi.count == expected.count)
        for (got, want) in zip(hi, expected) {
            #expect(abs(got.offset - want.0) < 0.01 && got.index == want.1 && got.leading == want.2)
        }
        // Hebrew alef then bet, right to left: bet drawn first from 0, alef after it; each
        // one's leading edge is its right.
        let alef = try file.advance(of: "\u{5D0}") * scale, bet = try file.advance(of: "\u{5D1}") * scale
        let hebrew = edges(line("\u{5D0}\u{5D1}"))
        #expect(hebrew.map(\.offset) == hebrew.map(\.offset).sorted())
        func edge(_ index: CFIndex, leading: Bool) -> Double? {
            hebrew.first { $0.index == index && $0.leading == leading }?.offset
        }
        #expect(hebrew.count == 4)
        #expect(abs((edge(0, leading: true) ?? -1) - (bet + alef)) < 0.01)
        #expect(abs((edge(0, leading: false) ?? -1) - bet) < 0.01)
        #expect(abs((edge(1, leading: true) ?? -1) - bet) < 0.01)
        #expect(abs(edge(1, leading: false) ?? -1) < 0.01)
        // Setting stop ends the walk.
        var calls = 0
        CTLineEnumerateCaretOffsets(line("Hi")) { _, _, _, stop in
            calls += 1
            stop.pointee = true
        }
        #expect(calls == 1)
    }
}
