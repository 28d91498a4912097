import CoreText
import Foundation
import QuartzCore
import Testing

// Runs' string indices and status, lines' trailing white space, flush offsets and bounds, as
// Core Text documents them: a glyph's string index is its first character's; a right-to-left
// run says so and its indices fall along it; trailing white space is the width of the spaces
// ending the line; the pen offset for flush places the line's non-space width `flushFactor` of
// the way across the flush width; the typographic box runs from the descent below the baseline
// to the ascent above. Widths come from the lines themselves and from the font file.

/// A line of `text` in DejaVu Sans at `size` points.
private func line(_ text: String, size: CGFloat = 20) -> CTLine {
    CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [
        NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, size, nil),
    ]) as CFAttributedString)
}

private func width(_ text: String) -> Double { CTLineGetTypographicBounds(line(text), nil, nil, nil) }

@Suite("import CoreText: run details, trailing white space, flush and bounds")
struct CoreTextRunDetailsTests {
    @Test("each glyph's string index is its first character's; a combining mark shares its letter's")
    func stringIndices() throws {
        let run = try #require((CTLineGetGlyphRuns(line("Hello")) as? [CTRun])?.first)
        var indices = [CFIndex](repeating: -1, count: 5)
        CTRunGetStringIndices(run, CFRangeMake(0, 0), &indices)
        #expect(indices == [0, 1, 2, 3, 4])
        #expect(CTRunGetStatus(run) == [])
        #expect(CTRunGetTextMatrix(run) == .identity)
        #expect(CTRunGetGlyphsPtr(run) == nil && CTRunGetPositionsPtr(run) == nil && CTRunGetAdvancesPtr(run) == nil)
        // e + combining acute (two UTF-16 units) then x: x's glyph starts at index 2.
        let accented = try #require((CTLineGetGlyphRuns(line("e\u{301}x")) as? [CTRun])?.first)
        let count = CTRunGetGlyphCount(accented)
        var accentedIndices = [CFIndex](repeating: -1, count: count)
        CTRunGetStringIndices(accented, CFRangeMake(0, 0), &accentedIndices)
        #expect(accentedIndices.first == 0 && accentedIndices.last == 2)
        #expect(zip(accentedIndices, accentedIndices.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("a U+0000, not drawn, still counts in string ranges: the run after it gives its own characters and colour")
    func nullCounted() throws {
        // "ab", U+0000 at offset 2, then "cd" in red from offset 3.
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        let string = NSMutableAttributedString(string: "ab\u{0}cd", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
        ])
        string.addAttribute(NSAttributedString.Key(kCTForegroundColorAttributeName as String), value: red,
                            range: NSRange(location: 3, length: 2))
        let nulled = CTLineCreateWithAttributedString(string as CFAttributedString)
        #expect(CTLineGetStringRange(nulled) == CFRangeMake(0, 5))
        let runs = try #require(CTLineGetGlyphRuns(nulled) as? [CTRun])
        try #require(runs.count == 2)
        // The U+0000 belongs to the run before it, as its attributes do.
        #expect(CTRunGetStringRange(runs[0]) == CFRangeMake(0, 3))
        #expect(CTRunGetStringRange(runs[1]) == CFRangeMake(3, 2))
        let colour = (CTRunGetAttributes(runs[1]) as NSDictionary)[kCTForegroundColorAttributeName as String]
        #expect((colour as? CGColor)?.components == [1, 0, 0, 1])
        var indices = [CFIndex](repeating: -1, count: CTRunGetGlyphCount(runs[1]))
        CTRunGetStringIndices(runs[1], CFRangeMake(0, 0), &indices)
        #expect(indices == [3, 4])
        // "c" starts where "ab" ends; past the end is offset 5.
        #expect(abs(CTLineGetOffsetForStringIndex(nulled, 3, nil) - width("ab")) < 0.01)
        #expect(CTLineGetStringIndexForPosition(nulled, CGPoint(x: 1000, y: 0)) == 5)
        // One at the very start belongs to the first character's run: the line starts at 0.
        let leading = CTLineCreateWithAttributedString(NSAttributedString(string: "\u{0}ab", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
        ]))
        #expect(CTLineGetStringRange(leading) == CFRangeMake(0, 3))
        let run = try #require((CTLineGetGlyphRuns(leading) as? [CTRun])?.first)
        var leadingIndices = [CFIndex](repeating: -1, count: CTRunGetGlyphCount(run))
        CTRunGetStringIndices(run, CFRangeMake(0, 0), &leadingIndices)
        #expect(leadingIndices == [0, 2])
    }

    @Test("a right-to-left run says so, its string indices falling along its glyphs")
    func rightToLeft() throws {
        let hebrew = line("\u{5E9}\u{5DC}\u{5D5}\u{5DD}")
        let run = try #require((CTLineGetGlyphRuns(hebrew) as? [CTRun])?.first)
        #expect(CTRunGetStatus(run) == .rightToLeft)
        var indices = [CFIndex](repeating: -1, count: CTRunGetGlyphCount(run))
        CTRunGetStringIndices(run, CFRangeMake(0, 0), &indices)
        #expect(indices == [3, 2, 1, 0])
    }

    @Test("a right-to-left line's carets run from its right end, the caret after its last letter at its left end")
    func rightToLeftCarets() {
        // CTLineGetOffsetForStringIndex: the caret before character i. Hebrew reads from the
        // right: before the first letter is the line's width, after the last (index 4, the
        // string's end) is 0, and each caret in between is further left than the one before.
        let hebrew = line("\u{5E9}\u{5DC}\u{5D5}\u{5DD}")
        let full = CTLineGetTypographicBounds(hebrew, nil, nil, nil)
        let offsets = (0...4).map { CTLineGetOffsetForStringIndex(hebrew, $0, nil) }
        #expect(abs(offsets[0] - full) < 0.01)
        #expect(abs(offsets[4]) < 0.01)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 > $1 })
        // Left to right, the string's end is the line's right end, as before.
        #expect(abs(CTLineGetOffsetForStringIndex(line("Hello"), 5, nil) - width("Hello")) < 0.01)
    }

    @Test("tab stops are every 28 points, Core Text's default")
    func defaultTabStops() {
        // kCTParagraphStyleSpecifierTabStops: twelve left tab stops 28 points apart by default.
        // "a\tb": b starts at the first stop; after two Ms (wider than 28 at 20 points, under
        // 56) at the second, 56.
        #expect(abs(CTLineGetOffsetForStringIndex(line("a\tb"), 2, nil) - 28) < 0.01)
        #expect(width("MM") > 28 && width("MM") < 56)
        #expect(abs(CTLineGetOffsetForStringIndex(line("MM\tb"), 3, nil) - 56) < 0.01)
    }

    @Test("trailing white space, the pen offset for flush, and a line's bounds")
    func flushAndBounds() throws {
        let padded = line("Hello world  ")
        let trailing = CTLineGetTrailingWhitespaceWidth(padded)
        #expect(abs(trailing - (width("Hello world  ") - width("Hello world"))) < 0.01)
        #expect(trailing > 0 && CTLineGetTrailingWhitespaceWidth(line("Hello")) == 0)
        // Right to left: the spaces are drawn at the line's left and measure the same.
        let hebrew = "\u{5E9}\u{5DC}\u{5D5}\u{5DD}"
        let rtl = CTLineGetTrailingWhitespaceWidth(line(hebrew + "  "))
        #expect(abs(rtl - (width(hebrew + "  ") - width(hebrew))) < 0.01 && rtl > 0)
        // The non-space width centred, flush right, flush left; too narrow, no offset.
        let inked = width("Hello world")
        #expect(abs(CTLineGetPenOffsetForFlush(padded, 0.5, 200) - (200 - inked) / 2) < 0.01)
        #expect(abs(CTLineGetPenOffsetForFlush(padded, 1, 200) - (200 - inked)) < 0.01)
        #expect(CTLineGetPenOffsetForFlush(padded, 0, 200) == 0)
        #expect(CTLineGetPenOffsetForFlush(padded, 0.5, 10) == 0)
        // The typographic box: width, descent below, ascent above.
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let lineWidth = CTLineGetTypographicBounds(padded, &ascent, &descent, nil)
        #expect(CTLineGetBoundsWithOptions(padded, []) == CGRect(x: 0, y: -descent, width: lineWidth, height: ascent + descent))
        #expect(CTLineGetBoundsWithOptions(padded, .useGlyphPathBounds) == CTLineGetImageBounds(padded, nil))
    }

    @Test("a run's ink box is its glyphs' boxes where they stand; a framesetter's typesetter breaks as its frames")
    func imageBoundsAndTypesetter() throws {
        let h = line("H", size: 60)
        let run = try #require((CTLineGetGlyphRuns(h) as? [CTRun])?.first)
        let ink = CTRunGetImageBounds(run, nil, CFRangeMake(0, 0))
        let lineInk = CTLineGetImageBounds(h, nil)
        // HarfBuzz's glyph box and Pango's ink box of the same outline, within a pixel.
        #expect(abs(ink.minX - lineInk.minX) <= 1 && abs(ink.maxX - lineInk.maxX) <= 1)
        #expect(abs(ink.minY - lineInk.minY) <= 1 && abs(ink.maxY - lineInk.maxY) <= 1)
        let text = NSAttributedString(string: "Layers, drawn by Core Text.") as CFAttributedString
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 90, height: 80), transform: nil), nil)
        let first = try #require((CTFrameGetLines(frame) as? [CTLine])?.first)
        let firstRange = CTLineGetStringRange(first)
        let suggested = CTTypesetterSuggestLineBreak(CTFramesetterGetTypesetter(framesetter), 0, 90)
        // The typesetter counts the space ending the line, as the frame's line holds it.
        #expect(suggested == firstRange.length)
    }

    @Test("a font's names and attributes by Core Text's keys; descriptors from attributes; the interface font")
    func namesAndAttributes() throws {
        let bold = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 18, nil)
        #expect(CTFontCopyName(bold, kCTFontFamilyNameKey) as String? == "DejaVu Sans")
        #expect(CTFontCopyName(bold, kCTFontStyleNameKey) as String? == "Bold")
        #expect(CTFontCopyName(bold, kCTFontFullNameKey) as String? == "DejaVu Sans Bold")
        #expect(CTFontCopyName(bold, kCTFontPostScriptNameKey) as String? == "DejaVuSans-Bold")
        #expect(CTFontCopyName(CTFontCreateWithName("DejaVu Sans" as CFString, 18, nil), kCTFontStyleNameKey) as String? == "Regular")
        #expect(CTFontCopyName(bold, "NoSuchKey" as CFString) == nil)
        #expect(CTFontGetMatrix(bold) == .identity)
        #expect(CTFontCopyAttribute(bold, kCTFontSizeAttribute) as? NSNumber == NSNumber(value: 18.0))
        #expect(CTFontCopyAttribute(bold, kCTFontNameAttribute) as? String == "DejaVuSans-Bold")
        // A descriptor of a family at a size makes that font; a font's own descriptor makes it again.
        let described = CTFontDescriptorCreateWithAttributes([kCTFontFamilyNameAttribute as String: "DejaVu Serif",
                                                              kCTFontSizeAttribute as String: 30] as CFDictionary)
        let serif = CTFontCreateWithFontDescriptor(described, 0, nil)
        #expect(CTFontCopyFamilyName(serif) as String == "DejaVu Serif" && CTFontGetSize(serif) == 30)
        let again = CTFontCreateWithFontDescriptor(CTFontCopyFontDescriptor(bold), 0, nil)
        #expect(CTFontCopyPostScriptName(again) as String == "DejaVuSans-Bold" && CTFontGetSize(again) == 18)
        // The interface fonts: the default sans-serif face, bold when emphasized, 12 points for 0.
        let system = try #require(CTFontCreateUIFontForLanguage(.system, 0, nil))
        #expect(CTFontGetSize(system) == 12 && CTFontGetSymbolicTraits(system) == [])
        let emphasized = try #require(CTFontCreateUIFontForLanguage(.emphasizedSystem, 14, nil))
        #expect(CTFontGetSymbolicTraits(emphasized).contains(.traitBold) && CTFontGetSize(emphasized) == 14)
    }
}
