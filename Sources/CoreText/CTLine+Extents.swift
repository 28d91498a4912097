import Foundation
import StrataCoreGraphics
import StrataRender

/// The width of the spaces that end the line, as `CTLineGetTrailingWhitespaceWidth`: the width
/// of their glyphs wherever bidi draws them (a right-to-left line's at its left), the separator
/// ending a paragraph not counted.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    let range = CTLineGetStringRange(line)
    let text = line.source.string as NSString
    let start = range.location - line.characterOffset
    /// Steps `end` back over the characters `skipped` takes.
    func back(from end: Int, over skipped: (Unicode.Scalar) -> Bool) -> Int {
        var end = end
        while end > start, end <= text.length, let scalar = Unicode.Scalar(text.character(at: end - 1)), skipped(scalar) {
            end -= 1
        }
        return end
    }
    let lineEnd = back(from: start + range.length) { "\n\r\u{2028}\u{2029}".unicodeScalars.contains($0) }
    let end = back(from: lineEnd) { $0.properties.isWhitespace }
    guard end < lineEnd, let laid = line.text else { return 0 }
    return Double(laid.width(line: line.index, characters: end..<lineEnd))
}

/// Where to start drawing the line so that it sits `flushFactor` of the way across `flushWidth`
/// (0 flush left, 0.5 centred, 1 flush right), its trailing spaces not counted, as
/// `CTLineGetPenOffsetForFlush`; 0 when it does not fit.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let inked = CTLineGetTypographicBounds(line, nil, nil, nil) - CTLineGetTrailingWhitespaceWidth(line)
    let factor = Double(min(max(flushFactor, 0), 1))
    guard flushWidth.isFinite, factor.isFinite, flushWidth > inked else { return 0 }
    return (flushWidth - inked) * factor
}

/// What `CTLineGetBoundsWithOptions` measures, as Core Text's `CTLineBoundsOptions`.
public struct CTLineBoundsOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leave the leading out of the height.
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    /// Leave typographic shifts out (none here).
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    /// Hanging punctuation (not set here).
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    /// The glyphs' ink instead of the typographic box.
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    /// Optical bounds (measured as the ink here).
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    /// Add the language's hanging of the first and last glyphs (none here).
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

/// The line's bounds from its origin, y up, as `CTLineGetBoundsWithOptions`: the typographic box
/// (its width, from the descent below the baseline to the ascent above), or with
/// `useGlyphPathBounds` or `useOpticalBounds` the glyphs' ink (`.zero` for a line with none).
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    if !options.isDisjoint(with: [.useGlyphPathBounds, .useOpticalBounds]) {
        let ink = CTLineGetImageBounds(line, nil)
        return ink.isNull ? .zero : ink
    }
    var ascent: CGFloat = 0, descent: CGFloat = 0
    let width = CTLineGetTypographicBounds(line, &ascent, &descent, nil)
    return CGRect(x: 0, y: -descent, width: CGFloat(width), height: ascent + descent)
}

/// Calls `block` once for each caret edge of each character of the line, in left-to-right
/// visual order, with its offset from the line's origin, the character's string index (UTF-16),
/// whether it is the character's leading edge in logical order, and a flag the block sets to
/// stop, as Core Text's `CTLineEnumerateCaretOffsets`. A line of no text calls it never.
public func CTLineEnumerateCaretOffsets(_ line: CTLine,
                                        _ block: @escaping (Double, CFIndex, Bool, UnsafeMutablePointer<Bool>) -> Void) {
    guard let text = line.text, line.metrics != nil else { return }
    var stop = false
    for edge in text.caretEdges(line: line.index) {
        block(Double(edge.offset), line.characterOffset + edge.character, edge.leadingEdge, &stop)
        if stop { return }
    }
}
