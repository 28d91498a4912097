// CTLine: typographic bounds against the font's metrics, kerning, tabs, carets in left-to-right
// and right-to-left text, flush offsets, justification, image bounds, trailing white space,
// truncation, and the typesetter's line breaks.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation

private enum Doc {
    static let base = "https://developer.apple.com/documentation/coretext/"
    static let bounds = base + "ctlinegettypographicbounds(_:_:_:_:)"
    static let kern = base + "kctkernattributename"
    static let offset = base + "ctlinegetoffsetforstringindex(_:_:_:)"
    static let index = base + "ctlinegetstringindexforposition(_:_:)"
    static let flush = base + "ctlinegetpenoffsetforflush(_:_:_:)"
    static let justified = base + "ctlinecreatejustifiedline(_:_:_:)"
    static let image = base + "ctlinegetimagebounds(_:_:)"
}

/// "שלום", four Hebrew letters: a right-to-left line (Helvetica has no Hebrew; the system's
/// fallback draws it, on Apple's platforms and here alike).
private let hebrew = "\u{05E9}\u{05DC}\u{05D5}\u{05DD}"

// https://developer.apple.com/documentation/coretext/ctlinegettypographicbounds(_:_:_:_:)
// A line in one font: its ascent, descent and leading are the font's
// (CTFontGetAscent / CTFontGetDescent / CTFontGetLeading).
private func checkLineMetricsAreFont() -> Outcome {
    let font = helvetica(12)
    let m = lineMetrics(makeLine("Hello", font: font))
    let want = (CTFontGetAscent(font), CTFontGetDescent(font), CTFontGetLeading(font))
    let worst = max(abs(m.ascent - want.0), abs(m.descent - want.1), abs(m.leading - want.2))
    return holds("ctLine.metricsAreFontMetrics", worst <= 0.5,
                 expected: "(\(f(want.0)),\(f(want.1)),\(f(want.2))) ±0.5",
                 got: "(\(f(m.ascent)),\(f(m.descent)),\(f(m.leading)))",
                 "\(Doc.bounds) — (ascent, descent, leading) of a one-font line are the font's")
}

// Same page: a line's ascent and descent are the largest of its runs' — "H" at 12 followed by
// "H" at 24 has the 24-point font's ascent and descent.
private func checkMixedSizesAscent() -> Outcome {
    let mixed = NSMutableAttributedString(attributedString: attributed("HH", font: helvetica(12)))
    mixed.addAttribute(key(kCTFontAttributeName), value: helvetica(24), range: NSRange(location: 1, length: 1))
    let m = lineMetrics(makeLine(mixed))
    return point("ctLine.mixedSizesTakeLargest", CGPoint(x: m.ascent, y: m.descent),
                 CGPoint(x: CTFontGetAscent(helvetica(24)), y: CTFontGetDescent(helvetica(24))), tol: 0.5,
                 "\(Doc.bounds) — (ascent, descent) of a 12 + 24 pt line are the 24 pt font's")
}

// https://developer.apple.com/documentation/coretext/kctkernattributename: "If this attribute is
// not present, standard kerning is used." Helvetica (and the face standing in for it) kerns
// the pair A-V, so "AV" is narrower than "A" and "V" set apart.
private func checkDefaultKerning() -> Outcome {
    let pair = lineWidth(makeLine("AV")), apart = lineWidth(makeLine("A")) + lineWidth(makeLine("V"))
    return holds("ctLine.standardKerningTightensAV", pair < apart - 0.1,
                 expected: "width(AV) < width(A) + width(V) = \(f(apart))", got: f(pair),
                 "\(Doc.kern) — absent attribute: standard kerning (A-V is a kerned pair in the face)")
}

// uncertain: same page. The kern is added after every character, the last included, so the
// line grows by 4 × 3 = 12. Uncertain: the page speaks of "the following character", which read
// literally gives 3 × 3 = 9; the trailing kern is what Apple's platforms are widely reported to
// do (centred kerned text sits off-centre by one kern), not what the page says.
private func checkKernWidthIncludesLast() -> Outcome {
    let plain = lineWidth(makeLine("HIMN"))
    let kerned = lineWidth(makeLine(attributed("HIMN", [key(kCTKernAttributeName): NSNumber(value: 3.0)])))
    return number("uncertain.ctLine.kernWidthIncludesLastCharacter", kerned - plain, 12, tol: 0.5,
                  "\(Doc.kern) — 4 characters × kern 3 (the last one's kern included)")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/tabstops:
// "Default value: 12 left-aligned tabs, spaced by 28.0 points." In "a\tb" the b starts at 28.
private func checkTabFirstStop() -> Outcome {
    number("ctLine.tabToFirstStop", CTLineGetOffsetForStringIndex(makeLine("a\tb"), 2, nil), 28, tol: 0.5,
           "\(Doc.base)ctparagraphstylespecifier/tabstops — default tab stops every 28 pt: b of a⇥b at 28")
}

// Same page: after text wider than 28 the tab goes to the next stop, the first multiple of 28
// past the text's end.
private func checkTabNextStop() -> Outcome {
    let before = lineWidth(makeLine("HHHHH"))
    let expected = (before / 28).rounded(.down) * 28 + 28
    return number("ctLine.tabToNextStop", CTLineGetOffsetForStringIndex(makeLine("HHHHH\tb"), 6, nil), CGFloat(expected),
                  tol: 0.5, "\(Doc.base)ctparagraphstylespecifier/tabstops — HHHHH is \(f(before)) wide: b at the next 28-pt stop")
}

// https://developer.apple.com/documentation/coretext/ctlinegetoffsetforstringindex(_:_:_:)
// The offset is "the graphical offset … along the baseline" of the caret; in a
// right-to-left line logical order runs right to left, so the carets before characters 0…4
// decrease.
private func checkRTLOffsetsDecrease() -> Outcome {
    let rtl = makeLine(hebrew)
    let o = (0...4).map { Double(CTLineGetOffsetForStringIndex(rtl, $0, nil)) }
    let decreasing = zip(o, o.dropFirst()).allSatisfy { $0 > $1 }
    return holds("ctLine.rtlOffsetsDecrease", decreasing, expected: "offsets 0…4 strictly decreasing",
                 got: "[" + o.map(f).joined(separator: ",") + "]", "\(Doc.offset) — Hebrew: logical order runs right to left")
}

// Same page: the caret before the first character of a right-to-left line is at its right end.
private func checkRTLStartCaretAtRight() -> Outcome {
    let rtl = makeLine(hebrew)
    return number("ctLine.rtlStartCaretAtRightEnd", Double(CTLineGetOffsetForStringIndex(rtl, 0, nil)), lineWidth(rtl),
                  tol: 0.5, "\(Doc.offset) — Hebrew: caret before index 0 at the line's width")
}

// https://developer.apple.com/documentation/coretext/ctlinegetstringindexforposition(_:_:)
// "the string index … closest to the position": near the left end of a right-to-left line the
// caret is the one after its last character, index 4.
private func checkRTLHitTestLeftEnd() -> Outcome {
    text("ctLine.rtlHitTestLeftEndIsStringEnd", "\(CTLineGetStringIndexForPosition(makeLine(hebrew), CGPoint(x: 0.5, y: 0)))",
         "4", "\(Doc.index) — Hebrew: the left end is the logical end")
}

// https://developer.apple.com/documentation/coretext/ctlinegetpenoffsetforflush(_:_:_:)
// "a value of 0.5 being totally center flush": the pen starts at (flushWidth − width) / 2.
private func checkPenOffsetCentre() -> Outcome {
    let hello = makeLine("Hello")
    return number("ctLine.penOffsetCentre", CTLineGetPenOffsetForFlush(hello, 0.5, 200), (200 - lineWidth(hello)) / 2,
                  tol: 0.5, "\(Doc.flush) — flushFactor 0.5 centres: (200 − width) / 2")
}

// Same page: "A flushFactor of 1.0 or more indicates right flush": flushWidth − width, for 1
// and for 2 alike.
private func checkPenOffsetRight() -> Outcome {
    let hello = makeLine("Hello")
    let one = CTLineGetPenOffsetForFlush(hello, 1, 200), two = CTLineGetPenOffsetForFlush(hello, 2, 200)
    let want = 200 - lineWidth(hello)
    return holds("ctLine.penOffsetRight", abs(one - want) <= 0.5 && abs(two - want) <= 0.5,
                 expected: "\(f(want)) for factors 1 and 2", got: "\(f(one)), \(f(two))",
                 "\(Doc.flush) — flushFactor ≥ 1 is right flush: 200 − width")
}

// https://developer.apple.com/documentation/coretext/ctlinecreatejustifiedline(_:_:_:)
// "When set to 1.0 or greater, full justification is performed": the new line is
// justificationWidth wide.
private func checkJustifiedFull() -> Outcome {
    guard let justified = CTLineCreateJustifiedLine(makeLine("aa bb cc"), 1, 200) else {
        return text("ctLine.justifiedFullWidth", "nil", "a line 200 wide", Doc.justified)
    }
    return number("ctLine.justifiedFullWidth", lineWidth(justified), 200, tol: 0.5,
                  "\(Doc.justified) — factor 1: the line is justificationWidth wide")
}

// Same page: "If it is set to 0 or less, no justification is performed": the width is unchanged.
private func checkJustifiedFactorZero() -> Outcome {
    let natural = makeLine("aa bb cc")
    guard let same = CTLineCreateJustifiedLine(natural, 0, 200) else {
        return text("ctLine.justifiedFactorZeroUnchanged", "nil", "a line \(f(lineWidth(natural))) wide", Doc.justified)
    }
    return number("ctLine.justifiedFactorZeroUnchanged", lineWidth(same), lineWidth(natural), tol: 0.5,
                  "\(Doc.justified) — factor 0: no justification")
}

// uncertain: same page, "If this parameter is set to less than 1.0, varying degrees of partial
// justification are performed." Read as linear: factor 0.5 goes half way to the width.
// Uncertain: the page does not say the degree is linear in the factor.
private func checkJustifiedHalf() -> Outcome {
    let natural = makeLine("aa bb cc")
    guard let half = CTLineCreateJustifiedLine(natural, 0.5, 200) else {
        return text("uncertain.ctLine.justifiedHalfFactor", "nil", "a line", Doc.justified)
    }
    return number("uncertain.ctLine.justifiedHalfFactor", lineWidth(half), lineWidth(natural) + (200 - lineWidth(natural)) / 2,
                  tol: 0.5, "\(Doc.justified) — factor 0.5: half way from the natural width to 200")
}

// https://developer.apple.com/documentation/coretext/ctlinegetimagebounds(_:_:): "A rectangle that
// tightly encloses the paths of the line's glyphs". For letters without overhangs ("mno") it
// lies within the typographic box [0, width] × [−descent, ascent] (±0.5).
private func checkImageBoundsInside() -> Outcome {
    let mno = makeLine("mno")
    let m = lineMetrics(mno)
    let ctx = canvas(8, 8, flipped: false)
    ctx.textPosition = .zero
    let image = CTLineGetImageBounds(mno, ctx)
    let right = CGFloat(m.width) + 0.5, bottom = -m.descent - 0.5, top = m.ascent + 0.5
    let horizontally = image.minX >= -0.5 && image.maxX <= right
    let vertically = image.minY >= bottom && image.maxY <= top
    let inside = !image.isNull && image.width > 0 && horizontally && vertically
    return holds("ctLine.imageBoundsInsideTypographic", inside,
                 expected: "inside (0,\(f(-m.descent)),\(f(m.width)),\(f(m.ascent + m.descent))) ±0.5", got: r(image),
                 "\(Doc.image) — the glyphs' ink lies in the typographic box")
}

// Same page (and the header: "…which will be translated by the supplied context's text
// position"): moving the text position by (10, 20) moves the bounds by (10, 20).
private func checkImageBoundsFollowTextPosition() -> Outcome {
    let mno = makeLine("mno")
    let ctx = canvas(8, 8, flipped: false)
    ctx.textPosition = .zero
    let at0 = CTLineGetImageBounds(mno, ctx)
    ctx.textPosition = CGPoint(x: 10, y: 20)
    let moved = CTLineGetImageBounds(mno, ctx)
    return rectWithin("ctLine.imageBoundsFollowTextPosition", moved, at0.offsetBy(dx: 10, dy: 20), tol: 0.01,
                "\(Doc.image) — translated by the context's text position")
}

// https://developer.apple.com/documentation/coretext/ctlinegetboundswithoptions(_:_:) with
// https://developer.apple.com/documentation/coretext/ctlineboundsoptions/excludetypographicleading:
// the typographic box from the origin, y up: (0, −descent, width, ascent + descent).
private func checkBoundsExcludingLeading() -> Outcome {
    let hello = makeLine("Hello")
    let m = lineMetrics(hello)
    return rectWithin("ctLine.boundsExcludingLeading", CTLineGetBoundsWithOptions(hello, .excludeTypographicLeading),
                CGRect(x: 0, y: -m.descent, width: CGFloat(m.width), height: m.ascent + m.descent), tol: 0.01,
                "\(Doc.base)ctlinegetboundswithoptions(_:_:) — without leading: (0, −descent, width, ascent + descent)")
}

// https://developer.apple.com/documentation/coretext/ctlineboundsoptions/useglyphpathbounds: "use
// glyph path bounds rather than the default typographic bounds" — the same rectangle as the
// image bounds at text position (0, 0).
private func checkGlyphPathBounds() -> Outcome {
    let hello = makeLine("Hello")
    let ctx = canvas(8, 8, flipped: false)
    ctx.textPosition = .zero
    return rectWithin("ctLine.glyphPathBoundsAreImageBounds", CTLineGetBoundsWithOptions(hello, .useGlyphPathBounds),
                CTLineGetImageBounds(hello, ctx), tol: 0.5,
                "\(Doc.base)ctlineboundsoptions/useglyphpathbounds — the glyph paths' bounds")
}

// https://developer.apple.com/documentation/coretext/ctlinegettrailingwhitespacewidth(_:): the
// width of "Hi   " less that of "Hi" is its trailing white space.
private func checkTrailingWhitespace() -> Outcome {
    let spaced = makeLine("Hi   ")
    return number("ctLine.trailingWhitespaceWidth", CTLineGetTrailingWhitespaceWidth(spaced),
                  lineWidth(spaced) - lineWidth(makeLine("Hi")), tol: 0.5,
                  "\(Doc.base)ctlinegettrailingwhitespacewidth(_:) — width(Hi␣␣␣) − width(Hi)")
}

// https://developer.apple.com/documentation/coretext/ctlinecreatetruncatedline(_:_:_:_:): "The
// line is truncated if its width is greater than the width passed": the result fits the width.
private func checkTruncatedFits() -> Outcome {
    let long = makeLine("The quick brown fox jumps over the lazy dog")
    guard let cut = CTLineCreateTruncatedLine(long, 80, .end, makeLine("\u{2026}")) else {
        return text("ctLine.truncatedFitsWidth", "nil", "a line at most 80 wide", "\(Doc.base)ctlinecreatetruncatedline(_:_:_:_:)")
    }
    return holds("ctLine.truncatedFitsWidth", lineWidth(cut) <= 80.01 && lineWidth(cut) > 40,
                 expected: "40 < width ≤ 80", got: f(lineWidth(cut)),
                 "\(Doc.base)ctlinecreatetruncatedline(_:_:_:_:) — truncated to the width, the ellipsis included")
}

// Same page: a line narrower than the width is not truncated (same width).
private func checkTruncatedUnneeded() -> Outcome {
    let short = makeLine("Hi")
    let same = CTLineCreateTruncatedLine(short, 200, .end, makeLine("\u{2026}")).map(lineWidth) ?? .nan
    return number("ctLine.truncationNotNeeded", same, lineWidth(short), tol: 0.01,
                  "\(Doc.base)ctlinecreatetruncatedline(_:_:_:_:) — only a line wider than the width is truncated")
}

// https://developer.apple.com/documentation/coretext/cttypesettersuggestlinebreak(_:_:_:): the
// characters that fit a width, broken at a word boundary; the space after the last word belongs
// to the line. "aaa bbb ccc" at the width of "aaa bbb" (+1) breaks after "aaa bbb ": 8.
private func checkTypesetterBreak() -> Outcome {
    let typesetter = CTTypesetterCreateWithAttributedString(attributed("aaa bbb ccc") as CFAttributedString)
    let count = CTTypesetterSuggestLineBreak(typesetter, 0, lineWidth(makeLine("aaa bbb")) + 1)
    return text("ctTypesetter.suggestLineBreakAtWord", "\(count)", "8",
                "\(Doc.base)cttypesettersuggestlinebreak(_:_:_:) — 'aaa bbb ' fits; the space stays on the line")
}

/// The checks of this file, in order.
func lineChecks() -> [Check] {
    [
        checkLineMetricsAreFont, checkMixedSizesAscent, checkDefaultKerning, checkKernWidthIncludesLast,
        checkTabFirstStop, checkTabNextStop,
        checkRTLOffsetsDecrease, checkRTLStartCaretAtRight, checkRTLHitTestLeftEnd, checkPenOffsetCentre,
        checkPenOffsetRight, checkJustifiedFull, checkJustifiedFactorZero, checkJustifiedHalf, checkImageBoundsInside,
        checkImageBoundsFollowTextPosition, checkBoundsExcludingLeading, checkGlyphPathBounds, checkTrailingWhitespace,
        checkTruncatedFits, checkTruncatedUnneeded, checkTypesetterBreak,
    ]
}
