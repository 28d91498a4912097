import Foundation
import StrataCoreGraphics
import StrataModel
import StrataRender

/// A line of laid-out text, as Core Text's `CTLine`: made from an attributed string with
/// `CTLineCreateWithAttributedString(_:)` (one line, however long) or taken from a frame
/// (`CTFrameGetLines(_:)`), drawn with `CTLineDraw(_:_:)` at the context's text position.
///
/// Laid out by Pango, as text layers are: runs without a font attribute are 12-point text in
/// Strata's default face ("DejaVu Sans", standing in for Core Text's Helvetica), without a
/// colour black.
public final class CTLine {
    /// The laid-out text the line belongs to (a frame's lines share one); nil for no text.
    let text: TypesetText?
    /// Which of its lines this is.
    let index: Int
    /// Where the laid-out text starts in the string the caller gave (a frame of a substring).
    let characterOffset: Int
    /// The string laid out (from `characterOffset`), for a truncated copy.
    let source: NSAttributedString

    init(text: TypesetText?, index: Int, characterOffset: Int, source: NSAttributedString) {
        self.text = text
        self.index = index
        self.characterOffset = characterOffset
        self.source = source
    }

    /// The line's own characters, with their attributes, and where they are in `source`; nil
    /// for a line of no text.
    var ownText: (text: NSAttributedString, range: NSRange)? {
        guard let characters = metrics?.characters else { return nil }
        let range = NSRange(location: characters.lowerBound, length: characters.count)
        guard range.location + range.length <= source.length else { return nil }
        return (source.attributedSubstring(from: range), range)
    }

    /// The line's metrics; a line of no text has none.
    var metrics: TypesetText.Line? {
        guard let lines = text?.lines, lines.indices.contains(index) else { return nil }
        return lines[index]
    }
}

/// The text of `string` as one line (line separators are drawn, not broken at), as Core Text's
/// `CTLineCreateWithAttributedString`. Attributes Strata does not draw are reported to
/// `StrataDiagnostics` and left out.
public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
    let copied = NSAttributedString(attributedString: string)
    return CTLine(text: typeset(copied, width: nil, singleParagraph: true), index: 0, characterOffset: 0, source: copied)
}

/// Draws `line` in `context` with its origin (the start of its advance, on its baseline) at the
/// context's text position, through the text matrix, as the text drawing mode says (filled,
/// stroked, added to the clip), as Core Text's `CTLineDraw`. Glyphs are
/// upright in y-up text space: in a context flipped to y-down, set a flipped text matrix (or
/// flip the CTM) as on Apple's platforms.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    guard let text = line.text, line.metrics != nil else { return }
    // Every run sets its colour (black by default) but those taking the context's fill colour.
    context.drawText({ text.draw(line: line.index, in: $0) }, outline: { text.outline(line: line.index, in: $0) },
                     color: nil)
}

/// The line's width, as Core Text's `CTLineGetTypographicBounds`, with its ascent (above the
/// baseline), descent (below it, positive) and leading (0: Pango's line height is ascent plus
/// descent) stored where asked.
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?,
                                       _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    let metrics = line.metrics
    ascent?.pointee = metrics?.ascent ?? 0
    descent?.pointee = metrics?.descent ?? 0
    leading?.pointee = 0
    return Double(metrics?.width ?? 0)
}

/// The rectangle enclosing the line's glyphs as `CTLineDraw(_:_:)` would draw them in
/// `context` (at its text position, y up), as Core Text's `CTLineGetImageBounds`; the text
/// matrix's scale and rotation are not applied. `.null` for a line with no glyphs.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    guard let ink = line.metrics?.ink, ink.width > 0, ink.height > 0 else { return .null }
    let position = context?.textPosition ?? .zero
    return CGRect(x: position.x + ink.minX, y: position.y - ink.maxY, width: ink.width, height: ink.height)
}

/// How many glyphs the line draws, as Core Text's `CTLineGetGlyphCount`.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.metrics?.glyphCount ?? 0
}

/// The characters of the string the line holds (UTF-16 offsets), as Core Text's
/// `CTLineGetStringRange`.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    guard let characters = line.metrics?.characters else { return CFRange(location: line.characterOffset, length: 0) }
    return CFRange(location: line.characterOffset + characters.lowerBound, length: characters.count)
}

/// Where the caret before the character at `charIndex` (UTF-16) stands, from the line's origin,
/// as Core Text's `CTLineGetOffsetForStringIndex`; `secondaryOffset` receives the same (Pango
/// places one caret for mixed directions).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex,
                                          _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    guard let text = line.text, line.metrics != nil else {
        secondaryOffset?.pointee = 0
        return 0
    }
    let offset = text.caretOffset(line: line.index, character: charIndex - line.characterOffset)
    secondaryOffset?.pointee = offset
    return offset
}

/// The string index (UTF-16) of the caret position nearest `position.x` on the line, as Core
/// Text's `CTLineGetStringIndexForPosition`: before a character clicked in its leading half, after
/// it in its trailing half.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    guard let text = line.text, line.metrics != nil else { return line.characterOffset }
    return line.characterOffset + text.characterIndex(line: line.index, x: position.x)
}

/// `string` laid out by the text engine (attributes it cannot draw given to `report`, by default
/// reported), every line stretched to `width` when `justified`; nil for an empty string.
func typeset(_ string: NSAttributedString, width: CGFloat?, singleParagraph: Bool, justified: Bool = false,
             report: (String) -> Void = { StrataDiagnostics.report("Core Text: \($0)") }) -> TypesetText? {
    guard let content = TextContent(string, report: report) else { return nil }
    return TypesetText(content, width: width, singleParagraph: singleParagraph, justified: justified)
}
