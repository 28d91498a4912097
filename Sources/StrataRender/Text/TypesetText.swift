import CCairo
import CPango
import Foundation
import StrataModel

/// An attributed string laid out as Core Text lays out a line (`CTLine`) or a frame
/// (`CTFrame`): by the same Pango layout text layers use, with Core Text's defaults (12-point
/// text in the default face, natural alignment, fractional positions).
///
/// Coordinates are Pango's, y down from the top of the laid-out text; Core Text's callers turn
/// them into its y-up line origins. Immutable once made, and safe to draw from any thread.
package final class TypesetText: @unchecked Sendable {
    /// One line of the text.
    package struct Line: Sendable {
        /// The characters the line holds, in UTF-16 offsets of the text (NSRange's unit).
        package let characters: Range<Int>
        /// How many glyphs the line draws.
        package let glyphCount: Int
        /// Where the line starts across the box (its alignment applied) and its baseline, from
        /// the top of the text.
        package let x: CGFloat
        package let baseline: CGFloat
        /// The line's advance width and its extent above and below the baseline (both
        /// positive: `ascent` up, `descent` down).
        package let width: CGFloat
        package let ascent: CGFloat
        package let descent: CGFloat
        /// The glyphs' ink, from the line's origin on the baseline, y down.
        package let ink: CGRect
        /// The room its paragraph's indents take beside it (`TextLayout.Line.indentRoom`).
        package let indentRoom: CGFloat

        /// The same line holding the characters up to `end` too (not before its own end).
        func extended(to end: Int) -> Line {
            Line(characters: characters.lowerBound..<max(characters.upperBound, end), glyphCount: glyphCount, x: x,
                 baseline: baseline, width: width, ascent: ascent, descent: descent, ink: ink, indentRoom: indentRoom)
        }
    }

    /// The lines, top to bottom.
    package let lines: [Line]
    /// The widest line's width with its paragraph's indents and the lines' total height.
    package let size: CGSize
    let layout: TextLayout
    /// The UTF-16 offset in the caller's string (U+0000 counted, though not laid out) of each
    /// UTF-8 byte offset of the text (and of its end).
    let utf16: [Int]

    /// Lays out `content`, lines broken at `width` when given (else only at paragraph ends, or
    /// nowhere for a `singleParagraph`); nil for empty text or when Pango cannot lay it out.
    /// `justified` stretches every line to `width`, the last too.
    package init?(_ content: TextContent, width: CGFloat?, singleParagraph: Bool, justified: Bool = false) {
        guard var key = TextLayoutKey(typesetting: content, width: width, singleParagraph: singleParagraph)
        else { return nil }
        key.justifiesEveryLine = justified && width != nil
        let engine = TextEngine.shared
        guard let layout = engine.locked({ TextLayout(key, engine: engine) }) else { return nil }
        self.layout = layout
        size = layout.size
        let utf16 = TypesetText.utf16Offsets(of: content)
        self.utf16 = utf16
        let placed = engine.locked { layout.lines.map { TypesetText.line($0, utf16: utf16) } }
        // A line's characters run to where the next begins, the text's end for the last, as Core
        // Text counts them: a paragraph's line holds the separator ending it ("a\nb": "a\n",
        // "b"); Pango's lines stop before it.
        lines = placed.indices.map { index in
            let end = index + 1 < placed.count ? placed[index + 1].characters.lowerBound : utf16[utf16.count - 1]
            return placed[index].extended(to: end)
        }
    }

    /// Draws line `index` with its origin (the start of its advance, on the baseline) at the
    /// origin of `cr`'s user space, y down, in `cr`'s current source colour where its runs set
    /// none, outlined runs stroked over it.
    package func draw(line index: Int, in cr: OpaquePointer) {
        atOrigin(ofLine: index, in: cr) { line in
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            pango_cairo_show_layout_line(cr, line)
            layout.strokes.stroke(line, x: x, y: y, in: cr)
            cairo_new_path(cr)
        }
    }

    /// The UTF-16 offset of UTF-8 byte offset `byte` of the text (clamped to it).
    func utf16Offset(ofByte byte: Int) -> Int { utf16[min(max(byte, 0), utf16.count - 1)] }

    /// Where the caret before the character at UTF-16 offset `character` stands on line
    /// `index`, from the line's origin. For an offset at or past the line's end, the caret after
    /// its last character: its trailing edge, the left end of a right-to-left line.
    package func caretOffset(line index: Int, character: Int) -> CGFloat {
        guard layout.lines.indices.contains(index) else { return 0 }
        let line = layout.lines[index]
        let byte = byte(ofCharacter: character)
        let start = Int(line.line.pointee.start_index), end = start + Int(line.line.pointee.length)
        var x: Int32 = 0
        if byte >= end, end > start {
            let last = Int32(self.byte(ofCharacter: utf16Offset(ofByte: end - 1)))
            TextEngine.shared.locked { pango_layout_line_index_to_x(line.line, last, 1, &x) }
        } else {
            TextEngine.shared.locked { pango_layout_line_index_to_x(line.line, Int32(byte), 0, &x) }
        }
        return CGFloat(x) / CGFloat(PANGO_SCALE) - line.logicalLeft
    }

    /// The first UTF-8 byte of the text whose UTF-16 offset reaches `character` (its end past
    /// the text): the offsets never decrease, so a binary search finds it.
    private func byte(ofCharacter character: Int) -> Int {
        var low = 0, high = utf16.count - 1
        while low < high {
            let middle = (low + high) / 2
            if utf16[middle] >= character { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// How wide the glyphs of `characters` (UTF-16 offsets) are on line `index`, wherever bidi
    /// places them: the sum of the spans Pango gives for their bytes.
    package func width(line index: Int, characters: Range<Int>) -> CGFloat {
        guard layout.lines.indices.contains(index) else { return 0 }
        let line = layout.lines[index]
        let start = Int32(byte(ofCharacter: characters.lowerBound)), end = Int32(byte(ofCharacter: characters.upperBound))
        guard start < end else { return 0 }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        TextEngine.shared.locked { pango_layout_line_get_x_ranges(line.line, start, end, &ranges, &count) }
        guard let ranges else { return 0 }
        defer { g_free(ranges) }
        let units = (0..<Int(count)).reduce(Int32(0)) { $0 + ranges[2 * $1 + 1] - ranges[2 * $1] }
        return CGFloat(units) / CGFloat(PANGO_SCALE)
    }

    /// The UTF-16 offset of the caret position nearest `x` (from the line's origin) on line
    /// `index`: before a character when `x` is in its leading half, after it in its trailing
    /// half; the line's ends beyond them.
    package func characterIndex(line index: Int, x: CGFloat) -> Int {
        guard layout.lines.indices.contains(index) else { return 0 }
        let line = layout.lines[index]
        var byte: Int32 = 0, trailing: Int32 = 0
        TextEngine.shared.locked {
            _ = pango_layout_line_x_to_index(line.line, Int32(pangoUnits: x + line.logicalLeft, rounding: .toNearestOrEven),
                                             &byte, &trailing)
        }
        let start = utf16[min(max(Int(byte), 0), utf16.count - 1)]
        guard trailing > 0 else { return start }
        // After the character: the first offset past it, `trailing` characters on.
        var next = Int(byte)
        for _ in 0..<trailing {
            next += 1
            while next < utf16.count - 1, utf16[next] == utf16[next - 1] { next += 1 }
        }
        return utf16[min(next, utf16.count - 1)]
    }

    /// Adds the outline of line `index`'s glyphs to `cr`'s current path, placed as
    /// `draw(line:in:)` draws them.
    package func outline(line index: Int, in cr: OpaquePointer) {
        atOrigin(ofLine: index, in: cr) { pango_cairo_layout_line_path(cr, $0) }
    }

    /// Runs `body` on line `index`'s Pango line with `cr`'s current point where Pango draws the
    /// line from (the line's origin at the user-space origin), inside the engine's lock.
    private func atOrigin(ofLine index: Int, in cr: OpaquePointer, _ body: (UnsafeMutablePointer<PangoLayoutLine>) -> Void) {
        guard layout.lines.indices.contains(index) else { return }
        let line = layout.lines[index]
        TextEngine.shared.locked {
            cairo_move_to(cr, -line.logicalLeft, 0)
            body(line.line)
        }
    }

    /// A placed Pango line's metrics; call inside `TextEngine.locked`.
    private static func line(_ placed: TextLayout.Line, utf16: [Int]) -> Line {
        let scale = CGFloat(PANGO_SCALE)
        var ink = PangoRectangle()
        pango_layout_line_get_extents(placed.line, &ink, nil)
        var glyphs = 0
        var run = placed.line.pointee.runs
        while let node = run {
            if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
                glyphs += Int(item.pointee.glyphs?.pointee.num_glyphs ?? 0)
            }
            run = node.pointee.next
        }
        let start = Int(placed.line.pointee.start_index), length = Int(placed.line.pointee.length)
        func offset(_ byte: Int) -> Int { utf16[min(max(byte, 0), utf16.count - 1)] }
        return Line(characters: offset(start)..<offset(start + length), glyphCount: glyphs,
                    x: placed.x, baseline: placed.baseline, width: placed.frame.width,
                    ascent: placed.baseline - placed.frame.minY, descent: placed.frame.maxY - placed.baseline,
                    ink: CGRect(x: CGFloat(ink.x) / scale - placed.logicalLeft,
                                y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale,
                                height: CGFloat(ink.height) / scale),
                    indentRoom: placed.indentRoom)
    }

    /// The UTF-16 offset in the caller's string of each UTF-8 byte offset of `content`'s text
    /// (and of its end): each character's own, the U+0000 the text left out counted where
    /// they stood (one before a character moves it on, but those before the first, which belong
    /// to it; those at the end move the end).
    private static func utf16Offsets(of content: TextContent) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(content.string.utf8.count + 1)
        var utf16 = 0
        var nulls = content.nullOffsets[...]
        func passNulls() {
            while let null = nulls.first, null <= utf16 {
                utf16 += 1
                nulls.removeFirst()
            }
        }
        for scalar in content.string.unicodeScalars {
            passNulls()
            // U+0000 before the first character belong to it: the text still starts at 0.
            let offset = offsets.isEmpty ? 0 : utf16
            for _ in 0..<scalar.utf8.count { offsets.append(offset) }
            utf16 += scalar.utf16.count
        }
        passNulls()
        offsets.append(utf16)
        return offsets
    }
}
