import CoreText
import Foundation
import QuartzCore
import Testing

// Attributes that move or reshape glyphs, as Core Text documents them.
// kCTBaselineOffsetAttributeName: "how many points the characters should be shifted
// perpendicular to their baseline. For horizontal text, a positive baseline value indicates a
// shift above the text baseline, and a negative baseline value indicates a shift below".
// kCTSuperscriptAttributeName: "can be set to 1 to enable superscripting or a value of -1 to
// enable subscripting" (Apple gives no distance: Strata moves each level a third of the font
// size and draws it at 1/1.2 of the size, see docs/text.md). kCTLigatureAttributeName: "A value
// of 0 indicates that only ligatures essential for proper rendering of text should be used".
// Expected ink comes from the font file's glyph boxes and advances, read by hand (`FontFile`).

private let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

/// A line of `text` in DejaVu Sans at `size` points, with `attributes`.
private func line(_ text: String, size: CGFloat, _ attributes: [String: Any] = [:]) -> CTLine {
    var all: [NSAttributedString.Key: Any] = [:]
    for (key, value) in attributes { all[NSAttributedString.Key(key)] = value }
    all[NSAttributedString.Key(kCTFontAttributeName as String)] = CTFontCreateWithName("DejaVu Sans" as CFString, size, nil)
    return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: all) as CFAttributedString)
}

/// Whether `a` is within `tolerance` of `b`.
private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.05) -> Bool { abs(a - b) < tolerance }

@Suite("import CoreText: baseline offset, superscript and ligature attributes")
struct CoreTextShiftAttributesTests {
    @Test("a baseline offset moves the glyphs' ink up by its points, a negative one down")
    func baselineOffset() throws {
        let file = try FontFile(path: dejaVuSans)
        let scale = 40 / CGFloat(file.unitsPerEm), box = try file.box(of: "x")
        // x stands on the baseline: its ink from box.minY to box.maxY, scaled to 40 points.
        for (key, offset) in [(kCTBaselineOffsetAttributeName as String, CGFloat(10)),
                              (kCTBaselineOffsetAttributeName as String, -6),
                              (NSAttributedString.Key.baselineOffset.rawValue, 10)] {
            let ink = CTLineGetImageBounds(line("x", size: 40, [key: offset]), nil)
            #expect(near(ink.minY, box.minY * scale + offset), "\(key) \(offset): \(ink)")
            #expect(near(ink.maxY, box.maxY * scale + offset), "\(key) \(offset): \(ink)")
        }
    }

    @Test("a raised run's glyph positions are raised too, as CTRunGetPositions reports them")
    func raisedRunPositions() throws {
        let raised = line("x", size: 40, [kCTBaselineOffsetAttributeName as String: CGFloat(10)])
        let runs = CTLineGetGlyphRuns(raised) as? [CTRun] ?? []
        let run = try #require(runs.first)
        var position = CGPoint.zero
        CTRunGetPositions(run, CFRange(location: 0, length: 1), &position)
        #expect(near(position.y, 10), "\(position)")
    }

    @Test("superscript raises the glyphs a third of the size and draws them at 1/1.2 of it; subscript lowers them")
    func superscript() throws {
        let file = try FontFile(path: dejaVuSans)
        let box = try file.box(of: "x")
        // At 36 points: a rise of 12, glyphs at 30 points.
        let small = 30 / CGFloat(file.unitsPerEm)
        let raised = CTLineGetImageBounds(line("x", size: 36, [kCTSuperscriptAttributeName as String: 1]), nil)
        #expect(near(raised.minY, 12 + box.minY * small), "\(raised)")
        #expect(near(raised.maxY, 12 + box.maxY * small), "\(raised)")
        let lowered = CTLineGetImageBounds(line("x", size: 36, [kCTSuperscriptAttributeName as String: -1]), nil)
        #expect(near(lowered.minY, -12 + box.minY * small), "\(lowered)")
        #expect(near(lowered.maxY, -12 + box.maxY * small), "\(lowered)")
        // The advance is the smaller size's too.
        let width = CTLineGetTypographicBounds(line("x", size: 36, [kCTSuperscriptAttributeName as String: 1]), nil, nil, nil)
        #expect(near(CGFloat(width), CGFloat(try file.advance(of: "x")) * small, 0.01))
    }

    @Test("ligature 0 keeps f and i two glyphs at their own advances")
    func noLigatures() throws {
        let file = try FontFile(path: dejaVuSans)
        let scale = 40 / file.unitsPerEm
        let separate = line("fi", size: 40, [kCTLigatureAttributeName as String: 0])
        #expect(CTLineGetGlyphCount(separate) == 2)
        let width = CTLineGetTypographicBounds(separate, nil, nil, nil)
        #expect(abs(width - (try file.advance(of: "f") + file.advance(of: "i")) * scale) < 0.01)
        // By default DejaVu Sans's "liga" feature joins them into its one fi glyph (U+FB01's).
        let joined = line("fi", size: 40)
        #expect(CTLineGetGlyphCount(joined) == 1)
        let run = try #require((CTLineGetGlyphRuns(joined) as? [CTRun])?.first)
        var glyph: CGGlyph = 0
        CTRunGetGlyphs(run, CFRangeMake(0, 1), &glyph)
        #expect(Int(glyph) == (try file.glyph(of: "\u{FB01}")))
    }

    @Test("the attributes are drawn, not reported; a writing direction is accepted")
    func accepted() {
        let reports = diagnostics {
            _ = line("x", size: 12, [kCTBaselineOffsetAttributeName as String: 2, kCTSuperscriptAttributeName as String: 1,
                                     kCTLigatureAttributeName as String: 0,
                                     kCTWritingDirectionAttributeName as String: [NSNumber(value: 1 | kCTWritingDirectionOverride)]])
        }
        #expect(reports.isEmpty, "\(reports)")
    }
}
