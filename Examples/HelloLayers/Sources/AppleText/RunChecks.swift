// CTRun: a line of two colours is two runs; their ranges, positions, advances, widths and
// attributes; the right-to-left status of Hebrew.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation

private enum Doc {
    static let base = "https://developer.apple.com/documentation/coretext/"
    static let run = base + "ctrun"
    static let positions = base + "ctrungetpositionsptr(_:)"
}

/// "Hello World": "Hello" red, " World" blue, Helvetica 12.
private func twoColours() -> CTLine {
    let string = NSMutableAttributedString(attributedString: attributed("Hello World"))
    string.addAttribute(key(kCTForegroundColorAttributeName), value: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                        range: NSRange(location: 0, length: 5))
    string.addAttribute(key(kCTForegroundColorAttributeName), value: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                        range: NSRange(location: 5, length: 6))
    return makeLine(string)
}

// https://developer.apple.com/documentation/coretext/ctrun: "A glyph run is a set of consecutive
// glyphs sharing the same attributes and direction" — two colours, two runs.
private func checkTwoRuns() -> Outcome {
    text("ctRun.twoColoursTwoRuns", "\(glyphRuns(twoColours()).count)", "2",
         "\(Doc.run) — a run shares the same attributes: red Hello, blue ␣World")
}

// https://developer.apple.com/documentation/coretext/ctrungetstringrange(_:): the characters each
// run was made from, in the line's string.
private func checkRunRanges() -> Outcome {
    text("ctRun.stringRanges", glyphRuns(twoColours()).map { cf(CTRunGetStringRange($0)) }.joined(separator: " "),
         "(0,5) (5,6)", "\(Doc.base)ctrungetstringrange(_:) — Hello, then ␣World")
}

// https://developer.apple.com/documentation/coretext/ctrungetpositionsptr(_:): "The glyph
// positions in a run are relative to the origin of the line containing the run": the line's
// first glyph is at (0, 0).
private func checkFirstPosition() -> Outcome {
    let first = glyphRuns(twoColours()).first.flatMap { runPositions($0).first } ?? CGPoint(x: CGFloat.nan, y: .nan)
    return point("ctRun.firstGlyphAtLineOrigin", first, .zero, tol: 0.01, "\(Doc.positions) — from the line's origin")
}

// Same page: along a left-to-right line without marks, positions grow in x and stay on the
// baseline (y = 0), across runs too.
private func checkPositionsIncrease() -> Outcome {
    let all = glyphRuns(twoColours()).flatMap(runPositions)
    let increasing = zip(all, all.dropFirst()).allSatisfy { $0.x < $1.x } && all.allSatisfy { abs($0.y) < 0.01 }
    return holds("ctRun.positionsIncreaseOnBaseline", increasing && all.count == 11,
                 expected: "11 glyphs, x increasing, y 0", got: all.map(p).joined(separator: " "), Doc.positions)
}

// Same page with https://developer.apple.com/documentation/coretext/ctrungettypographicbounds(_:_:_:_:_:):
// the second run starts where the first run's advance ends.
private func checkSecondRunStart() -> Outcome {
    let both = glyphRuns(twoColours())
    guard both.count == 2, let start = runPositions(both[1]).first else {
        return text("ctRun.secondRunStartsAfterFirst", "\(both.count) runs", "2 runs", Doc.positions)
    }
    return number("ctRun.secondRunStartsAfterFirst", Double(start.x),
                  CTRunGetTypographicBounds(both[0], CFRange(location: 0, length: 0), nil, nil, nil), tol: 0.5,
                  "\(Doc.positions) — run 2's first glyph at run 1's typographic width")
}

// https://developer.apple.com/documentation/coretext/ctrungetadvances(_:_:_:) and
// ctrungettypographicbounds(_:_:_:_:_:): a run's typographic width is the sum of its glyphs'
// advances.
private func checkAdvancesSum() -> Outcome {
    let pairs = glyphRuns(twoColours()).map { run -> (Double, Double) in
        (runAdvances(run).reduce(0) { $0 + Double($1.width) },
         CTRunGetTypographicBounds(run, CFRange(location: 0, length: 0), nil, nil, nil))
    }
    let worst = pairs.map { abs($0.0 - $0.1) }.max() ?? .nan
    return number("ctRun.advancesSumIsTypographicWidth", worst, 0, tol: 0.01,
                  "\(Doc.base)ctrungettypographicbounds(_:_:_:_:_:) — width = Σ advances (largest difference shown)")
}

// https://developer.apple.com/documentation/coretext/ctlinegetglyphruns(_:) with the above: the
// runs' widths add up to the line's.
private func checkRunWidthsSum() -> Outcome {
    let line2 = twoColours()
    let sum = glyphRuns(line2).reduce(0) { $0 + CTRunGetTypographicBounds($1, CFRange(location: 0, length: 0), nil, nil, nil) }
    return number("ctRun.widthsSumToLineWidth", sum, lineWidth(line2), tol: 0.5,
                  "\(Doc.base)ctlinegetglyphruns(_:) — the line is its runs side by side")
}

// https://developer.apple.com/documentation/coretext/ctrungetattributes(_:): "the attribute
// dictionary that was used to create the glyph run" — it holds the run's colour and font.
private func checkRunAttributes() -> Outcome {
    guard let first = glyphRuns(twoColours()).first else {
        return text("ctRun.attributesHoldColourAndFont", "no run", "a run", "\(Doc.base)ctrungetattributes(_:)")
    }
    let attributes = CTRunGetAttributes(first) as NSDictionary
    let colour = attributes[kCTForegroundColorAttributeName as String].map { ($0 as! CGColor).components ?? [] } ?? []
    let size = attributes[kCTFontAttributeName as String].map { CTFontGetSize($0 as! CTFont) } ?? 0
    return text("ctRun.attributesHoldColourAndFont", colour.map(f).joined(separator: ",") + " " + f(size), "1.000,0.000,0.000,1.000 12.000",
                "\(Doc.base)ctrungetattributes(_:) — red foreground colour, the 12-point font")
}

// https://developer.apple.com/documentation/coretext/ctrungetstringindices(_:_:_:): each glyph's
// character in the line's string: within the run's range, not decreasing left to right.
private func checkStringIndices() -> Outcome {
    guard let second = glyphRuns(twoColours()).last else {
        return text("ctRun.stringIndicesInRange", "no run", "a run", "\(Doc.base)ctrungetstringindices(_:_:_:)")
    }
    var indices = [CFIndex](repeating: -1, count: CTRunGetGlyphCount(second))
    if !indices.isEmpty { CTRunGetStringIndices(second, CFRange(location: 0, length: 0), &indices) }
    let inRange = indices.allSatisfy { (5..<11).contains($0) }
    let ordered = zip(indices, indices.dropFirst()).allSatisfy { $0 <= $1 }
    let ok = !indices.isEmpty && inRange && ordered
    return holds("ctRun.stringIndicesInRange", ok && indices.first == 5, expected: "5…10, not decreasing, first 5",
                 got: "\(indices)", "\(Doc.base)ctrungetstringindices(_:_:_:)")
}

// https://developer.apple.com/documentation/coretext/ctrunstatus/righttoleft: "the run is
// right-to-left" — Hebrew's run has it; Latin's does not
// (https://developer.apple.com/documentation/coretext/ctrungetstatus(_:)).
private func checkRightToLeftStatus() -> Outcome {
    let rtl = glyphRuns(makeLine("\u{05E9}\u{05DC}\u{05D5}\u{05DD}")).map { CTRunGetStatus($0).contains(.rightToLeft) }
    let ltr = glyphRuns(makeLine("Hello")).map { CTRunGetStatus($0).contains(.rightToLeft) }
    return text("ctRun.rightToLeftStatus", "\(rtl) \(ltr)", "[true] [false]",
                "\(Doc.base)ctrunstatus/righttoleft — set for the Hebrew run, not for the Latin one")
}

/// The checks of this file, in order.
func runChecks() -> [Check] {
    [
        checkTwoRuns, checkRunRanges, checkFirstPosition, checkPositionsIncrease, checkSecondRunStart, checkAdvancesSum,
        checkRunWidthsSum, checkRunAttributes, checkStringIndices, checkRightToLeftStatus,
    ]
}
