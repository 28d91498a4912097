import Foundation
import StrataCoreGraphics
import StrataModel
import StrataRender

/// A run of glyphs of one font in a line, as Core Text's `CTRun`: from
/// `CTLineGetGlyphRuns(_:)`, its glyphs placed from the line's origin (y up).
public final class CTRun {
    let run: GlyphRun
    /// The run's font, as its attributes give it.
    let font: CTFont
    /// Where the laid-out text starts in the caller's string.
    let characterOffset: Int
    /// The attributes the caller gave the run's characters (those of its first; none for an
    /// ellipsis a truncation added).
    let attributes: [NSAttributedString.Key: Any]
    /// Those attributes as the text engine reads them.
    private let style: TextRun

    /// `run` of the text laid out from `source` (whose characters start at `characterOffset`
    /// in the caller's string).
    init(run: GlyphRun, characterOffset: Int, source: NSAttributedString) {
        self.run = run
        self.characterOffset = characterOffset
        let face = CGFont(installed: run.fontName) ?? CGFont.substitute(forMissing: run.fontName)
        font = CTFontCreateWithGraphicsFont(face, run.size, nil, nil)
        let first = run.characters.lowerBound
        attributes = first >= 0 && first < source.length ? source.attributes(at: first, effectiveRange: nil) : [:]
        // Read as text layers and lines read them (what cannot be drawn was reported when the
        // line was made).
        style = TextRun(bytes: 0..<0, attributes: attributes) { _ in }
    }

    /// The run's text colour, as Core Text colours a run: nil (the context's fill colour) for
    /// one taking it (`kCTForegroundColorFromContextAttributeName`), else its
    /// `kCTForegroundColorAttributeName` (or `.foregroundColor`), black without one.
    private var textColor: CGColor? {
        style.colorFromContext ? nil : style.color ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    /// What `CTRunDraw` fills the glyphs with: nothing for a run outlined alone (a positive
    /// `kCTStrokeWidthAttributeName`), else its text colour (nil: the context's fill colour).
    var fill: CGColor? {
        (style.strokeWidth ?? 0) > 0 ? CGColor(red: 0, green: 0, blue: 0, alpha: 0) : textColor
    }

    /// The outline `CTRunDraw` strokes around the glyphs, as `CTLineDraw` draws it: its width
    /// from the stroke width (percent of the font size) and its colour
    /// `kCTStrokeColorAttributeName` or the text colour; nil without a stroke width.
    var outline: TextOutline? {
        guard let width = style.strokeWidth, width != 0 else { return nil }
        return TextOutline(width: abs(width) * CTFontGetSize(font) / 100, color: style.strokeColor ?? textColor)
    }

    /// The run's glyph indices in `range` (a length of 0 runs to the end).
    func indices(_ range: CFRange) -> Range<Int> {
        let count = run.glyphs.count
        let start = min(max(range.location, 0), count)
        return start..<(range.length > 0 ? min(start + range.length, count) : count)
    }
}

/// The line's runs, left to right as drawn, as Core Text's `CTLineGetGlyphRuns`
/// (`CTLineGetGlyphRuns(line) as! [CTRun]`).
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    guard let text = line.text, line.metrics != nil else { return NSArray() }
    return NSArray(array: text.glyphRuns(line: line.index).map {
        CTRun(run: $0, characterOffset: line.characterOffset, source: line.source)
    })
}

/// How many glyphs the run holds, as `CTRunGetGlyphCount`.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.run.glyphs.count }

/// The run's attributes, as `CTRunGetAttributes`: those the caller gave its characters, with
/// the font it is drawn in under `kCTFontAttributeName` (a fallback face where the asked one
/// lacks its characters).
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    var attributes: [String: Any] = [:]
    for (key, value) in run.attributes { attributes[key.rawValue] = value }
    attributes[kCTFontAttributeName as String] = run.font
    return NSDictionary(dictionary: attributes)
}

/// The characters the run holds (UTF-16), as `CTRunGetStringRange`.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.characterOffset + run.run.characters.lowerBound, length: run.run.characters.count)
}

/// Copies the glyphs in `range` (a length of 0 runs to the end) to `buffer`, as `CTRunGetGlyphs`.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = run.run.glyphs[index] }
}

/// Copies where the glyphs in `range` are drawn, from the line's origin (y up), to `buffer`, as
/// `CTRunGetPositions`.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = run.run.positions[index] }
}

/// Copies the advances of the glyphs in `range` to `buffer`, as `CTRunGetAdvances`.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = CGSize(width: run.run.advances[index], height: 0) }
}

/// The width of the glyphs in `range`, with the font's ascent, descent and leading stored where
/// asked, as `CTRunGetTypographicBounds`.
public func CTRunGetTypographicBounds(_ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?,
                                      _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = CTFontGetAscent(run.font)
    descent?.pointee = CTFontGetDescent(run.font)
    leading?.pointee = CTFontGetLeading(run.font)
    return Double(run.indices(range).reduce(CGFloat(0)) { $0 + run.run.advances[$1] })
}

/// Draws the glyphs in `range` at the context's text position, through its text matrix, as
/// `CTRunDraw`: filled in the run's colour (black when its text sets none), or in the context's
/// fill colour when its text takes it (`kCTForegroundColorFromContextAttributeName`), then
/// outlined as its `kCTStrokeWidthAttributeName` asks (a positive width outlines alone, without
/// the fill), in `kCTStrokeColorAttributeName` or the text's colour.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    let indices = run.indices(range)
    drawGlyphs(run.font, indices.map { run.run.glyphs[$0] }, indices.map { run.run.positions[$0] }, context,
               color: run.fill, outline: run.outline)
}

/// The outline of `glyph` of `font`, y up from its origin on the baseline, mapped by the font's
/// own matrix (`CTFontGetMatrix`) and then by `matrix`, as `CTFontCreatePathForGlyph`; nil when the face cannot be loaded. (A glyph without an
/// outline, a space, gives an empty path.)
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph,
                                     _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let elements = GlyphPainter.outline(of: glyph, font: font.graphicsFont, size: font.size) else { return nil }
    let path = CGMutablePath()
    path.addPath(CGPath(elements: elements), transform: font.matrix.concatenating(matrix?.pointee ?? .identity))
    return path
}

/// Draws `count` glyphs of `font` at `positions` (text space, y up) from the context's text
/// position, through its text matrix, in the context's fill colour (or pattern) as the text
/// drawing mode says, as `CTFontDrawGlyphs`.
public func CTFontDrawGlyphs(_ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ positions: UnsafePointer<CGPoint>,
                             _ count: Int, _ context: CGContext) {
    guard count > 0 else { return }
    drawGlyphs(font, Array(UnsafeBufferPointer(start: glyphs, count: count)),
               Array(UnsafeBufferPointer(start: positions, count: count)), context, color: nil)
}

/// `glyphs` of `font` at `positions` drawn through the context's text settings, filled in
/// `color`, or in the context's fill colour (or pattern) when nil, and outlined as `outline` says.
private func drawGlyphs(_ font: CTFont, _ glyphs: [CGGlyph], _ positions: [CGPoint], _ context: CGContext,
                        color: CGColor?, outline: TextOutline? = nil) {
    guard !glyphs.isEmpty else { return }
    context.drawText({ GlyphPainter.draw(glyphs, at: positions, font: font.graphicsFont, size: font.size, in: $0) },
                     outline: { GlyphPainter.outline(glyphs, at: positions, font: font.graphicsFont, size: font.size, in: $0) },
                     color: color, glyphOutline: outline)
}

/// The font's glyph for each UTF-16 unit of `characters`, as `CTFontGetGlyphsForCharacters`
/// (a surrogate pair's second unit gets 0); false when some character has no glyph.
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool {
    guard count > 0 else { return true }
    let units = Array(UnsafeBufferPointer(start: characters, count: count))
    let found = GlyphPainter.glyphs(for: units, font: font.graphicsFont)
    var all = true
    for index in 0..<count {
        glyphs[index] = index < found.count ? found[index] : 0
        let isSecondHalf = index > 0 && UTF16.isLeadSurrogate(units[index - 1]) && UTF16.isTrailSurrogate(units[index])
        if glyphs[index] == 0, !isSecondHalf { all = false }
    }
    return all
}
