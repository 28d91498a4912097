// CTFont: sizes, metrics scaling with the size, copies, names, glyphs, advances and glyph boxes.
// Every expected value is another measurement of the same font (so the check holds whichever
// face stands in for Helvetica), or a size Apple documents.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation

private enum Doc {
    static let base = "https://developer.apple.com/documentation/coretext/"
}

// https://developer.apple.com/documentation/coretext/ctfontgetsize(_:)
// The point size the font was created with.
private func checkGetSize() -> Outcome {
    number("ctFont.getSize", CTFontGetSize(helvetica(17)), 17, tol: 1e-9,
           "\(Doc.base)ctfontgetsize(_:) — the point size the font was made with")
}

// https://developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:)
// "size: … If 0.0 is specified, the default font size of 12.0 is used."
private func checkSizeZeroIsTwelve() -> Outcome {
    number("ctFont.createSizeZeroIs12", CTFontGetSize(helvetica(0)), 12, tol: 1e-9,
           "\(Doc.base)ctfontcreatewithname(_:_:_:) — size 0.0 gives the default 12.0")
}

// https://developer.apple.com/documentation/coretext/ctfontgetascent(_:) (and getDescent,
// getLeading, getCapHeight, getXHeight): metrics "scaled based on the point size"; a font at 24
// has exactly twice the metrics of the same font at 12.
private func checkVerticalMetricsLinear() -> Outcome {
    let small = helvetica(12), big = helvetica(24)
    let pairs: [(CGFloat, CGFloat)] = [
        (CTFontGetAscent(big), CTFontGetAscent(small)), (CTFontGetDescent(big), CTFontGetDescent(small)),
        (CTFontGetLeading(big), CTFontGetLeading(small)), (CTFontGetCapHeight(big), CTFontGetCapHeight(small)),
        (CTFontGetXHeight(big), CTFontGetXHeight(small)),
    ]
    let worst = pairs.map { Double(abs($0.0 - 2 * $0.1)) }.max() ?? .nan
    return number("ctFont.verticalMetricsLinear", worst, 0, tol: 1e-6,
                  "\(Doc.base)ctfontgetascent(_:) — ascent, descent, leading, cap and x height at 24 = 2 × at 12 "
                      + "(largest |m24 − 2·m12| shown)")
}

// https://developer.apple.com/documentation/coretext/ctfontcreatecopywithattributes(_:_:_:_:)
// "size: The point size for the font reference. If 0.0 is specified, the original font's size is
// preserved." A copy at 30 of a 12-point font is a 30-point font of the same face.
private func checkCopyWithAttributesSize() -> Outcome {
    let copy = CTFontCreateCopyWithAttributes(helvetica(12), 30, nil, nil)
    return number("ctFont.copyWithAttributesSize", CTFontGetSize(copy), 30, tol: 1e-9,
                  "\(Doc.base)ctfontcreatecopywithattributes(_:_:_:_:) — the copy has the size asked for")
}

// Same page: the copy's metrics are the face's at the new size: ascent(30) = 2.5 × ascent(12).
private func checkCopyWithAttributesMetrics() -> Outcome {
    let original = helvetica(12)
    let copy = CTFontCreateCopyWithAttributes(original, 30, nil, nil)
    return number("ctFont.copyWithAttributesAscent", CTFontGetAscent(copy), 2.5 * CTFontGetAscent(original), tol: 1e-6,
                  "\(Doc.base)ctfontcreatecopywithattributes(_:_:_:_:) — same face at 30: ascent = 2.5 × ascent at 12")
}

// Same page: size 0.0 preserves the original size.
private func checkCopyWithAttributesZeroKeepsSize() -> Outcome {
    let copy = CTFontCreateCopyWithAttributes(helvetica(17), 0, nil, nil)
    return number("ctFont.copyWithAttributesZeroKeepsSize", CTFontGetSize(copy), 17, tol: 1e-9,
                  "\(Doc.base)ctfontcreatecopywithattributes(_:_:_:_:) — size 0.0 preserves the original's size")
}

// https://developer.apple.com/documentation/coretext/ctfontcopyfamilyname(_:)
// A font has a family name, and a copy at another size keeps the face (no descriptor given).
private func checkFamilyName() -> Outcome {
    let original = helvetica(12)
    let family = CTFontCopyFamilyName(original) as String
    let copied = CTFontCopyFamilyName(CTFontCreateCopyWithAttributes(original, 30, nil, nil)) as String
    return holds("ctFont.familyNameKeptByCopy", !family.isEmpty && family == copied,
                 expected: "non-empty, same for the copy", got: "\"\(family)\" / \"\(copied)\"",
                 "\(Doc.base)ctfontcopyfamilyname(_:) — the family name of the face; a resized copy keeps the face")
}

// uncertain: https://developer.apple.com/documentation/coretext/ctfontgetunitsperem(_:) and
// https://developer.apple.com/documentation/coregraphics/cgfont/ascent — CTFontGetAscent is
// the face's ascent in design units scaled by size / unitsPerEm, and CGFont.ascent is that
// ascent in design units. Uncertain: neither page says both read the same table (hhea vs OS/2
// typo metrics), so on Apple they may differ for some faces.
private func checkAscentMatchesGraphicsFont() -> Outcome {
    let font = helvetica(12)
    let units = CTFontGetUnitsPerEm(font)
    let graphics = CTFontCopyGraphicsFont(font, nil)
    let scaled = Double(CTFontGetAscent(font)) * Double(units) / 12
    return number("uncertain.ctFont.ascentMatchesCGFontUnits", scaled, Double(graphics.ascent), tol: 1,
                  "\(Doc.base)ctfontgetunitsperem(_:) — ascent × unitsPerEm / size = CGFont.ascent (design units; "
                      + "unitsPerEm = \(units))")
}

// https://developer.apple.com/documentation/coretext/ctfontgetglyphsforcharacters(_:_:_:_:)
// "Returns true if the font could encode all Unicode characters"; every ASCII letter of
// Helvetica has a glyph (non-zero), and the same character maps to the same glyph.
private func checkGlyphsForASCII() -> Outcome {
    let (all, found) = fontGlyphs(helvetica(12), "Hello")
    let relation = all && found.allSatisfy { $0 != 0 } && found.count == 5 && found[2] == found[3]
    return holds("ctFont.glyphsForASCII", relation, expected: "true, 5 non-zero glyphs, l = l",
                 got: "\(all) \(found)", "\(Doc.base)ctfontgetglyphsforcharacters(_:_:_:_:)")
}

// Same page: false when a character cannot be encoded, and its glyph is 0. U+E000 (private
// use) is in neither Helvetica nor the faces installed here.
private func checkGlyphsMissing() -> Outcome {
    let (all, found) = fontGlyphs(helvetica(12), "A\u{E000}")
    let last = found.last.map { String($0) } ?? "none"
    return text("ctFont.glyphsMissingCharacter", "\(all) \(last)", "false 0",
                "\(Doc.base)ctfontgetglyphsforcharacters(_:_:_:_:) — false; unencodable characters get glyph 0")
}

// https://developer.apple.com/documentation/coretext/ctfontgetadvancesforglyphs(_:_:_:_:_:)
// "Returns: The summed glyph advance of an array of glyphs." For a string of one font whose
// letters have no kerning pair (H I M N: straight stems), that sum is the line's typographic width.
private func checkAdvancesMatchLine() -> Outcome {
    let font = helvetica(12)
    let (_, found) = fontGlyphs(font, "HIMN")
    var sizes = [CGSize](repeating: .zero, count: found.count)
    let total = CTFontGetAdvancesForGlyphs(font, .horizontal, found, &sizes, found.count)
    let perGlyph = sizes.reduce(0) { $0 + Double($1.width) }
    return holds("ctFont.advancesMatchLineWidth",
                 abs(total - perGlyph) < 1e-6 && abs(total - lineWidth(makeLine("HIMN", font: font))) <= 0.5,
                 expected: "returned sum = Σ advances = line width ±0.5",
                 got: "\(f(total)) / \(f(perGlyph)) / \(f(lineWidth(makeLine("HIMN", font: font))))",
                 "\(Doc.base)ctfontgetadvancesforglyphs(_:_:_:_:_:) — summed advance; one run without kerning")
}

// Same page: advances are the face's scaled to the size: at 24, twice those at 12.
private func checkAdvancesLinear() -> Outcome {
    let small = helvetica(12), big = helvetica(24)
    let (_, found) = fontGlyphs(small, "Hamburgefonstiv")
    let a12 = CTFontGetAdvancesForGlyphs(small, .horizontal, found, nil, found.count)
    let a24 = CTFontGetAdvancesForGlyphs(big, .horizontal, found, nil, found.count)
    return number("ctFont.advancesLinear", a24, 2 * a12, tol: 1e-6,
                  "\(Doc.base)ctfontgetadvancesforglyphs(_:_:_:_:_:) — advances scale with the point size")
}

// https://developer.apple.com/documentation/coretext/ctfontgetboundingrectsforglyphs(_:_:_:_:_:)
// Each glyph's box from its origin, y up: a flat-topped capital H sits on the baseline and
// reaches the cap height (https://developer.apple.com/documentation/coretext/ctfontgetcapheight(_:)).
private func checkBoundingRectH() -> Outcome {
    let font = helvetica(24)
    let (_, found) = fontGlyphs(font, "H")
    var box = CGRect.null
    _ = CTFontGetBoundingRectsForGlyphs(font, .horizontal, found, &box, 1)
    return point("ctFont.boundingRectH", CGPoint(x: box.minY, y: box.maxY), CGPoint(x: 0, y: CTFontGetCapHeight(font)),
                 tol: 0.5, "\(Doc.base)ctfontgetboundingrectsforglyphs(_:_:_:_:_:) — (minY, maxY) of H = (0, cap height)")
}

// Same page with https://developer.apple.com/documentation/coretext/ctfontgetxheight(_:): a
// lowercase x sits on the baseline and reaches the x-height.
private func checkBoundingRectX() -> Outcome {
    let font = helvetica(24)
    let (_, found) = fontGlyphs(font, "x")
    var box = CGRect.null
    _ = CTFontGetBoundingRectsForGlyphs(font, .horizontal, found, &box, 1)
    return point("ctFont.boundingRectX", CGPoint(x: box.minY, y: box.maxY), CGPoint(x: 0, y: CTFontGetXHeight(font)),
                 tol: 0.5, "\(Doc.base)ctfontgetboundingrectsforglyphs(_:_:_:_:_:) — (minY, maxY) of x = (0, x height)")
}

// uncertain: same page, "Returns: The overall bounding rectangle for an entire run of glyphs."
// Read here as the union of the per-glyph boxes, each at its own origin (not advanced along a
// line). Uncertain: the page does not say whether the glyphs are laid side by side.
private func checkBoundingRectsUnion() -> Outcome {
    let font = helvetica(24)
    let (_, found) = fontGlyphs(font, "Hgj")
    var boxes = [CGRect](repeating: .null, count: found.count)
    let overall = CTFontGetBoundingRectsForGlyphs(font, .horizontal, found, &boxes, found.count)
    let union = boxes.reduce(CGRect.null) { $0.union($1) }
    return rectWithin("uncertain.ctFont.boundingRectsUnion", overall, union, tol: 0.01,
                "\(Doc.base)ctfontgetboundingrectsforglyphs(_:_:_:_:_:) — overall rect = union of the glyph rects")
}

// https://developer.apple.com/documentation/coretext/ctfontgetboundingbox(_:): "the union of all
// glyph bounding rects" — it contains each glyph's box.
private func checkBoundingBoxContainsGlyphs() -> Outcome {
    let font = helvetica(24)
    let (_, found) = fontGlyphs(font, "HgjQ|")
    var boxes = [CGRect](repeating: .null, count: found.count)
    _ = CTFontGetBoundingRectsForGlyphs(font, .horizontal, found, &boxes, found.count)
    let box = CTFontGetBoundingBox(font)
    let slack = box.insetBy(dx: -0.01, dy: -0.01)
    let outside = boxes.filter { !$0.isEmpty && !slack.contains($0) }
    return holds("ctFont.boundingBoxContainsGlyphs", outside.isEmpty && !box.isEmpty,
                 expected: "every glyph box inside the font box", got: "font box \(r(box)), outside: \(outside.map(r))",
                 "\(Doc.base)ctfontgetboundingbox(_:) — the union of all glyph bounding rects")
}

/// The checks of this file, in order.
func fontChecks() -> [Check] {
    [
        checkGetSize, checkSizeZeroIsTwelve, checkVerticalMetricsLinear, checkCopyWithAttributesSize,
        checkCopyWithAttributesMetrics, checkCopyWithAttributesZeroKeepsSize, checkFamilyName,
        checkAscentMatchesGraphicsFont, checkGlyphsForASCII, checkGlyphsMissing, checkAdvancesMatchLine,
        checkAdvancesLinear, checkBoundingRectH, checkBoundingRectX, checkBoundingRectsUnion,
        checkBoundingBoxContainsGlyphs,
    ]
}
