import CoreText
import Foundation
import QuartzCore
import Testing

// A font's face-wide measures and its glyphs' metrics, as Core Text reads them from the face's
// tables: the font header's box, the PostScript table's italic angle and underline, the maximum
// profile's glyph count, the horizontal metrics' advances and the glyph table's boxes, all
// scaled by size / units per em. Expected values come from the files themselves (`FontFile`).

private let fonts = "/usr/share/fonts/truetype/dejavu/"

@Suite("Core Text: a font's tables")
struct CoreTextFontTablesTests {
    @Test("bounding box, underline, slant and glyph count are the face's tables', scaled")
    func faceMeasures() throws {
        for (name, file) in [("DejaVu Sans", "DejaVuSans.ttf"), ("DejaVu Sans Oblique", "DejaVuSans-Oblique.ttf")] {
            let table = try FontFile(path: fonts + file)
            let font = CTFontCreateWithName(name as CFString, 40, nil)
            let scale = 40 / table.unitsPerEm
            let box = try table.boundingBox, expected = CGRect(x: box.minX * scale, y: box.minY * scale,
                                                               width: box.width * scale, height: box.height * scale)
            let got = CTFontGetBoundingBox(font)
            #expect(abs(got.minX - expected.minX) < 1e-9 && abs(got.minY - expected.minY) < 1e-9, "\(name)")
            #expect(abs(got.width - expected.width) < 1e-9 && abs(got.height - expected.height) < 1e-9, "\(name)")
            let post = try table.post
            #expect(abs(Double(CTFontGetUnderlinePosition(font)) - post.underlinePosition * scale) < 1e-9)
            #expect(abs(Double(CTFontGetUnderlineThickness(font)) - post.underlineThickness * scale) < 1e-9)
            #expect(CTFontGetUnderlinePosition(font) < 0)
            #expect(abs(Double(CTFontGetSlantAngle(font)) - post.italicAngle) < 1e-9)
            #expect(CTFontGetGlyphCount(font) == (try table.glyphCount))
        }
        // The oblique face leans right: a negative angle; the upright one none.
        #expect(CTFontGetSlantAngle(CTFontCreateWithName("DejaVu Sans Oblique" as CFString, 12, nil)) < -5)
        #expect(CTFontGetSlantAngle(CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)) == 0)
    }

    @Test("glyph advances are the horizontal metrics', boxes the glyph table's, both scaled")
    func glyphMetrics() throws {
        let table = try FontFile(path: fonts + "DejaVuSans.ttf")
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 30, nil)
        let scale = 30 / table.unitsPerEm
        let characters: [Character] = ["H", "i", "g", " "]
        let glyphs = try characters.map { CGGlyph(try table.glyph(of: $0)) }
        var advances = [CGSize](repeating: .zero, count: glyphs.count)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, glyphs.count)
        var sum = 0.0
        for (index, character) in characters.enumerated() {
            let expected = try table.advance(of: character) * scale
            #expect(abs(Double(advances[index].width) - expected) < 1e-9, "advance of \(character)")
            #expect(advances[index].height == 0)
            sum += expected
        }
        #expect(abs(total - sum) < 1e-9)
        // Without an array to fill, the total alone.
        #expect(abs(CTFontGetAdvancesForGlyphs(font, .default, glyphs, nil, glyphs.count) - sum) < 1e-9)
        var boxes = [CGRect](repeating: .null, count: glyphs.count)
        let union = CTFontGetBoundingRectsForGlyphs(font, .horizontal, glyphs, &boxes, glyphs.count)
        // HarfBuzz measures the outline; the glyph table stores a box that may be a unit wider.
        let slack = 2 * scale
        var expectedUnion = CGRect.null
        for (index, character) in characters.dropLast().enumerated() {
            let box = try table.box(of: character)
            let expected = CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
            #expect(abs(boxes[index].minX - expected.minX) <= slack && abs(boxes[index].maxX - expected.maxX) <= slack)
            #expect(abs(boxes[index].minY - expected.minY) <= slack && abs(boxes[index].maxY - expected.maxY) <= slack)
            expectedUnion = expectedUnion.union(expected)
        }
        // g descends below the baseline; a space has no outline.
        #expect(boxes[2].minY < 0)
        #expect(boxes[3] == .zero)
        #expect(abs(union.minY - expectedUnion.minY) <= slack && abs(union.maxY - expectedUnion.maxY) <= slack)
        // No glyphs, or a glyph past the face's last: nothing measured.
        #expect(CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, nil, 0) == 0)
        var missing = CGGlyph(UInt16.max)
        var missingBox = CGRect.null
        #expect(CTFontGetAdvancesForGlyphs(font, .horizontal, &missing, nil, 1) == 0)
        #expect(CTFontGetBoundingRectsForGlyphs(font, .horizontal, &missing, &missingBox, 1) == .zero)
    }

    @Test("symbolic traits follow the face; a copy with traits finds the family's bold and oblique faces")
    func symbolicTraits() throws {
        let regular = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        #expect(CTFontGetSymbolicTraits(regular) == [])
        let bold = try #require(CTFontCreateCopyWithSymbolicTraits(regular, 0, nil, .traitBold, .traitBold))
        #expect(CTFontCopyPostScriptName(bold) as String == "DejaVuSans-Bold")
        #expect(CTFontGetSize(bold) == 20)
        #expect(CTFontGetSymbolicTraits(bold) == .traitBold)
        let boldOblique = try #require(CTFontCreateCopyWithSymbolicTraits(bold, 14, nil, .traitItalic, .traitItalic))
        #expect(CTFontCopyPostScriptName(boldOblique) as String == "DejaVuSans-BoldOblique")
        #expect(CTFontGetSymbolicTraits(boldOblique) == [.traitBold, .traitItalic] && CTFontGetSize(boldOblique) == 14)
        // Clearing bold through the mask keeps the slant.
        let oblique = try #require(CTFontCreateCopyWithSymbolicTraits(boldOblique, 0, nil, [], .traitBold))
        #expect(CTFontCopyPostScriptName(oblique) as String == "DejaVuSans-Oblique")
        #expect(CTFontGetSymbolicTraits(CTFontCreateWithName("DejaVu Sans Condensed" as CFString, 12, nil))
            .contains(.traitCondensed))
        // A family with no italic face: nil, as Core Text answers.
        let math = CTFontCreateWithName("DejaVu Math TeX Gyre" as CFString, 12, nil)
        #expect(CTFontCreateCopyWithSymbolicTraits(math, 0, nil, .traitItalic, .traitItalic) == nil)
        #expect(CTFontCopyDisplayName(bold) as String == "DejaVu Sans Bold")
    }
}
