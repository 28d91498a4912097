// CTFramesetter and CTFrame: where line origins are (relative to the path's box, first baseline
// below the top), how paragraph styles move them (alignment, justification, spacing, line
// heights, indents, truncation), and the suggested frame size.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation

private enum Doc {
    static let base = "https://developer.apple.com/documentation/coretext/"
    static let origins = base + "ctframegetlineorigins(_:_:_:)"
    static let specifier = base + "ctparagraphstylespecifier/"
    static let suggest = base + "ctframesettersuggestframesizewithconstraints(_:_:_:_:_:)"
}

/// A paragraph of Helvetica 12 that wraps to several lines at 60 points.
private let paragraph = "aaa bbb ccc ddd eee fff ggg"
/// A paragraph that wraps to several lines at 100 points.
private let longParagraph = "aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk"

/// The baseline step between the first two lines of `string` in a `width`-wide, tall frame.
private func firstStep(_ string: NSAttributedString, width: CGFloat = 60) -> CGFloat {
    baselineStep(makeFrame(string, CGRect(x: 0, y: 0, width: width, height: 400)))
}

// https://developer.apple.com/documentation/coretext/ctframegetlineorigins(_:_:_:): origins are
// "relative to the origin of the path's bounding box" (y up). A rectangle's first line starts at
// its left edge (natural alignment, LTR) and its baseline is the line's ascent below the top.
// (±1: Core Text may round line metrics in frames.)
private func checkFirstOrigin() -> Outcome {
    let hello = attributed("Hello")
    let first = lineOrigins(makeFrame(hello, CGRect(x: 0, y: 0, width: 200, height: 100))).first ?? CGPoint(x: CGFloat.nan, y: .nan)
    return point("ctFrame.firstBaselineAscentBelowTop", first, CGPoint(x: 0, y: 100 - lineMetrics(makeLine(hello)).ascent),
                 tol: 1, "\(Doc.origins) — first origin (0, height − ascent) in the box")
}

// Same page, lines of one font: consecutive baselines are one line height apart, ascent +
// descent + leading of the font (https://developer.apple.com/documentation/coretext/ctfontgetleading(_:)).
private func checkLineStep() -> Outcome {
    number("ctFrame.baselineStepIsLineHeight", firstStep(attributed("a\nb\nc")), naturalLineHeight(helvetica(12)), tol: 1,
           "\(Doc.origins) — baselines ascent + descent + leading apart (±1 for rounding)")
}

// Same page: origins are relative to the path's bounding box, so a rectangle moved to (50, 30)
// gives the same origins.
private func checkOriginsRelativeToBox() -> Outcome {
    let abc = attributed("a\nb\nc")
    let atZero = lineOrigins(makeFrame(abc, CGRect(x: 0, y: 0, width: 200, height: 100)))
    let moved = lineOrigins(makeFrame(abc, CGRect(x: 50, y: 30, width: 200, height: 100)))
    var worst = CGFloat.nan
    if atZero.count == moved.count, !moved.isEmpty {
        let differences: [CGFloat] = zip(atZero, moved).map { a, b in max(abs(a.x - b.x), abs(a.y - b.y)) }
        worst = differences.max() ?? .nan
    }
    return number("ctFrame.originsRelativeToPathBox", worst, 0, tol: 0.01,
                  "\(Doc.origins) — relative to the path's bounding box origin: (50,30) box, same origins")
}

// https://developer.apple.com/documentation/coretext/ctframedraw(_:_:): the frame is drawn in its
// path, so the ink of a frame whose rectangle is moved by (50, 30) moves by (50, 30) (rows from
// the top move up 30).
private func checkDrawUsesPathBox() -> Outcome {
    func drawn(_ box: CGRect) -> Ink {
        let ctx = canvas(200, 120, flipped: false)
        ctx.textMatrix = .identity
        CTFrameDraw(makeFrame(attributed("Hello", font: helvetica(24)), box), ctx)
        return inkBox(ctx)
    }
    let a = drawn(CGRect(x: 0, y: 0, width: 100, height: 50)), b = drawn(CGRect(x: 50, y: 30, width: 100, height: 50))
    guard !a.isEmpty, !b.isEmpty else {
        return text("ctFrame.drawMovesWithPathBox", "\(a.description) / \(b.description)", "ink in both", "\(Doc.base)ctframedraw(_:_:)")
    }
    return point("ctFrame.drawMovesWithPathBox", CGPoint(x: b.minX - a.minX, y: b.minRow - a.minRow), CGPoint(x: 50, y: -30),
                 tol: 1, "\(Doc.base)ctframedraw(_:_:) — ink shift (columns, rows from top) for a box moved (50,30)")
}

// https://developer.apple.com/documentation/coretext/cttextalignment/center: "Text is visually
// center aligned" — a short line's origin is (frame width − line width) / 2.
private func checkAlignCenter() -> Outcome {
    let built = makeFrame(styled("Hi", paragraphStyle(alignment: .center)), CGRect(x: 0, y: 0, width: 200, height: 50))
    guard let first = frameLines(built).first, let origin = lineOrigins(built).first else {
        return text("ctFrame.alignCenter", "no line", "a line", "\(Doc.base)cttextalignment/center")
    }
    return number("ctFrame.alignCenter", Double(origin.x), (200 - lineWidth(first)) / 2, tol: 0.5,
                  "\(Doc.base)cttextalignment/center — origin x = (200 − width) / 2")
}

// https://developer.apple.com/documentation/coretext/cttextalignment/right: "Text is visually
// right aligned" — origin x = frame width − line width.
private func checkAlignRight() -> Outcome {
    let built = makeFrame(styled("Hi", paragraphStyle(alignment: .right)), CGRect(x: 0, y: 0, width: 200, height: 50))
    guard let first = frameLines(built).first, let origin = lineOrigins(built).first else {
        return text("ctFrame.alignRight", "no line", "a line", "\(Doc.base)cttextalignment/right")
    }
    return number("ctFrame.alignRight", Double(origin.x), 200 - lineWidth(first), tol: 0.5,
                  "\(Doc.base)cttextalignment/right — origin x = 200 − width")
}

// https://developer.apple.com/documentation/coretext/cttextalignment/justified: "Text is fully
// justified. The last line in a paragraph is naturally aligned." Every line but the last spans
// the frame: its width without the trailing space it ends with (which hangs) is the frame's.
private func checkJustifiedLines() -> Outcome {
    let built = makeFrame(styled(longParagraph, paragraphStyle(alignment: .justified)), CGRect(x: 0, y: 0, width: 100, height: 400))
    let all = frameLines(built)
    let widths = all.dropLast().map(visibleWidth)
    let worst = widths.map { abs($0 - 100) }.max() ?? .nan
    return holds("ctFrame.justifiedLinesFillWidth", all.count >= 3 && worst <= 1,
                 expected: "≥ 3 lines, all but the last 100 ±1 wide", got: "\(all.count) lines, widths " + widths.map(f).joined(separator: ","),
                 "\(Doc.base)cttextalignment/justified — lines but the last reach both edges")
}

// Same page: the last line is naturally aligned (left, LTR): at x 0, shorter than the frame.
private func checkJustifiedLastLine() -> Outcome {
    let built = makeFrame(styled(longParagraph, paragraphStyle(alignment: .justified)), CGRect(x: 0, y: 0, width: 100, height: 400))
    guard let last = frameLines(built).last, let origin = lineOrigins(built).last else {
        return text("ctFrame.justifiedLastLineNatural", "no line", "a line", "\(Doc.base)cttextalignment/justified")
    }
    return holds("ctFrame.justifiedLastLineNatural", abs(origin.x) <= 0.5 && visibleWidth(last) < 95,
                 expected: "x 0, narrower than the frame", got: "x \(f(origin.x)), width \(f(visibleWidth(last)))",
                 "\(Doc.base)cttextalignment/justified — the last line is naturally aligned")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/linespacingadjustment:
// "The space in points added between lines within the paragraph": 10 more between baselines.
private func checkLineSpacingAdjustment() -> Outcome {
    let plain = firstStep(attributed(paragraph))
    let spaced = firstStep(styled(paragraph, paragraphStyle([(.lineSpacingAdjustment, 10)])))
    return number("ctFrame.lineSpacingAdjustment", spaced - plain, 10, tol: 0.5,
                  "\(Doc.specifier)linespacingadjustment — 10 pt added between the lines of a paragraph")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/paragraphspacing:
// "The space added at the end of the paragraph to separate it from the following paragraph":
// "a\nb" with 15 has its baselines 15 further apart.
private func checkParagraphSpacing() -> Outcome {
    let plain = firstStep(attributed("a\nb"))
    let spaced = firstStep(styled("a\nb", paragraphStyle([(.paragraphSpacing, 15)])))
    return number("ctFrame.paragraphSpacing", spaced - plain, 15, tol: 0.5,
                  "\(Doc.specifier)paragraphspacing — 15 pt between two paragraphs")
}

// Same page: the space is added at the end of the paragraph, not between its own lines.
private func checkParagraphSpacingWithin() -> Outcome {
    let plain = firstStep(attributed(paragraph))
    let spaced = firstStep(styled(paragraph, paragraphStyle([(.paragraphSpacing, 15)])))
    return number("ctFrame.paragraphSpacingNotWithinParagraph", spaced - plain, 0, tol: 0.5,
                  "\(Doc.specifier)paragraphspacing — lines of one paragraph keep their spacing")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/paragraphspacingbefore,
// with paragraphSpacing's page: the space between paragraphs is the previous one's
// paragraphSpacing plus this one's paragraphSpacingBefore: 12 more for "a\nb".
private func checkParagraphSpacingBefore() -> Outcome {
    let plain = firstStep(attributed("a\nb"))
    let spaced = firstStep(styled("a\nb", paragraphStyle([(.paragraphSpacingBefore, 12)])))
    return number("ctFrame.paragraphSpacingBefore", spaced - plain, 12, tol: 0.5,
                  "\(Doc.specifier)paragraphspacingbefore — 12 pt before the second paragraph")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/minimumlineheight:
// "The minimum height that any line in the frame will occupy, regardless of the font size": with
// 40 (well above Helvetica 12's height) the baselines are 40 apart.
private func checkMinimumLineHeight() -> Outcome {
    number("ctFrame.minimumLineHeight", firstStep(styled(paragraph, paragraphStyle([(.minimumLineHeight, 40)]))), 40,
           tol: 0.5, "\(Doc.specifier)minimumlineheight — lines 40 high: baselines 40 apart")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/maximumlineheight:
// "The maximum height that any line in the frame will occupy … Glyphs and graphics exceeding
// this height overlap neighboring lines": with 8 the baselines are 8 apart.
private func checkMaximumLineHeight() -> Outcome {
    number("ctFrame.maximumLineHeight", firstStep(styled(paragraph, paragraphStyle([(.maximumLineHeight, 8)]))), 8,
           tol: 0.5, "\(Doc.specifier)maximumlineheight — lines 8 high: baselines 8 apart")
}

// uncertain: https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/lineheightmultiple:
// "The natural line height of the receiver is multiplied by this factor (if positive)": with 2
// the baselines are twice as far apart. Uncertain: whether the natural height multiplied
// includes the leading, and whether the extra goes above the line (moving the first baseline).
private func checkLineHeightMultiple() -> Outcome {
    let plain = firstStep(attributed(paragraph))
    return number("uncertain.ctFrame.lineHeightMultiple", firstStep(styled(paragraph, paragraphStyle([(.lineHeightMultiple, 2)]))),
                  2 * plain, tol: 1, "\(Doc.specifier)lineheightmultiple — factor 2: twice the natural step \(f(plain))")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/firstlineheadindent:
// the distance from the frame's leading margin to the start of the paragraph's first line: with
// 20, the first origin's x is 20 and the wrapped lines start at the margin.
private func checkFirstLineHeadIndent() -> Outcome {
    let origins = lineOrigins(makeFrame(styled(paragraph, paragraphStyle([(.firstLineHeadIndent, 20)])),
                                        CGRect(x: 0, y: 0, width: 100, height: 400)))
    return originsAt("ctFrame.firstLineHeadIndent", origins, [20, 0],
                     "\(Doc.specifier)firstlineheadindent — first line at 20, the next at the margin")
}

// https://developer.apple.com/documentation/coretext/ctparagraphstylespecifier/headindent: the
// distance from the leading margin to the start of the paragraph's lines other than the first:
// with 15, the first origin's x is 0 and the second's 15.
private func checkHeadIndent() -> Outcome {
    let origins = lineOrigins(makeFrame(styled(paragraph, paragraphStyle([(.headIndent, 15)])),
                                        CGRect(x: 0, y: 0, width: 100, height: 400)))
    return originsAt("ctFrame.headIndent", origins, [0, 15],
                     "\(Doc.specifier)headindent — first line at the margin, the next at 15")
}

/// Whether the first origins' x are `expected` (±0.01).
private func originsAt(_ name: String, _ origins: [CGPoint], _ expected: [CGFloat], _ why: String) -> Outcome {
    let xs = origins.prefix(expected.count).map(\.x)
    return holds(name, xs.count == expected.count && zip(xs, expected).allSatisfy { abs($0 - $1) < 0.01 },
                 expected: "x " + expected.map { f($0) }.joined(separator: ", "),
                 got: "x " + xs.map { f($0) }.joined(separator: ", "), why)
}

// https://developer.apple.com/documentation/coretext/ctframesettersuggestframesizewithconstraints(_:_:_:_:_:):
// "the actual dimensions for a given string range": three lines of one font are three line
// heights tall (±1 for rounding).
private func checkSuggestHeight() -> Outcome {
    let framesetter = CTFramesetterCreateWithAttributedString(attributed("a\nb\nc") as CFAttributedString)
    let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 0, length: 0), nil,
                                                            CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), nil)
    return number("ctFramesetter.suggestHeightThreeLines", size.height, 3 * naturalLineHeight(helvetica(12)), tol: 1,
                  "\(Doc.suggest) — 3 × (ascent + descent + leading)")
}

// Same page: one line's suggested width is the line's typographic width (±1: Apple may round up).
private func checkSuggestWidth() -> Outcome {
    let framesetter = CTFramesetterCreateWithAttributedString(attributed("Hello") as CFAttributedString)
    let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 0, length: 0), nil,
                                                            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude), nil)
    return number("ctFramesetter.suggestWidthOneLine", Double(size.width), lineWidth(makeLine("Hello")), tol: 1,
                  "\(Doc.suggest) — a single line: its width")
}

// Same page: a frame of the suggested size (rounded up) holds the whole string, and its width
// respects the constraint.
private func checkSuggestRoundTrip() -> Outcome {
    let string = attributed(longParagraph + " " + longParagraph)
    let framesetter = CTFramesetterCreateWithAttributedString(string as CFAttributedString)
    let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 0, length: 0), nil,
                                                            CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), nil)
    let built = CTFramesetterCreateFrame(framesetter, CFRange(location: 0, length: 0),
                                         CGPath(rect: CGRect(x: 0, y: 0, width: size.width.rounded(.up), height: size.height.rounded(.up)),
                                                transform: nil), nil)
    let visible = CTFrameGetVisibleStringRange(built)
    return holds("ctFramesetter.suggestedSizeHoldsAll", size.width <= 150 && visible.length == string.length,
                 expected: "width ≤ 150, visible (0,\(string.length))", got: "size \(f(size.width))×\(f(size.height)), visible \(cf(visible))",
                 "\(Doc.suggest) — the frame of that size shows the whole range")
}

/// The checks of this file, in order.
func frameChecks() -> [Check] {
    [
        checkFirstOrigin, checkLineStep, checkOriginsRelativeToBox, checkDrawUsesPathBox, checkAlignCenter,
        checkAlignRight, checkJustifiedLines, checkJustifiedLastLine, checkLineSpacingAdjustment, checkParagraphSpacing,
        checkParagraphSpacingWithin, checkParagraphSpacingBefore, checkMinimumLineHeight, checkMaximumLineHeight,
        checkLineHeightMultiple, checkFirstLineHeadIndent, checkHeadIndent, checkSuggestHeight, checkSuggestWidth, checkSuggestRoundTrip,
    ]
}
