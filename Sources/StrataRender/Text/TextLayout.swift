import CCairo
import CPango
import Foundation

/// A text layer's text laid out by Pango: shaped, broken into lines, shortened with an
/// ellipsis and justified by Pango; each line then placed across the box by its paragraph's
/// alignment (Pango aligns a whole layout one way, and flips left and right for right-to-left
/// paragraphs, where Core Text's left means left).
///
/// Built once per change of its `TextLayoutKey` and drawn any number of times. Every use of
/// the Pango layout happens inside `TextEngine.locked`.
final class TextLayout {
    let key: TextLayoutKey
    /// The Pango layout (a GObject reference owned by this object).
    private let layout: OpaquePointer
    /// The lines, top to bottom, where they are drawn in the box.
    let lines: [Line]
    /// The laid-out text's size: the widest line's width with its paragraph's indents and the
    /// lines' total height, in layer units.
    let size: CGSize
    /// Glyphs no installed font has (drawn as boxes with the character's code).
    let unknownGlyphCount: Int
    /// Whether an ellipsis replaced some of the text.
    let isEllipsized: Bool
    /// What could not be laid out as asked (font substituted, size clamped, text cut), for
    /// `StrataDiagnostics`.
    let problems: [String]
    /// The runs outlined after the lines are drawn.
    let strokes: TextStrokes

    /// One line of the layout, placed in the box.
    struct Line {
        /// The Pango line (owned by `layout`).
        let line: UnsafeMutablePointer<PangoLayoutLine>
        /// Left edge of the line's logical box and its baseline, from the top-left of the box.
        let x: CGFloat
        let baseline: CGFloat
        /// The line's logical box (width, and top and bottom of the line's extent), in the
        /// box's coordinates.
        let frame: CGRect
        /// Where the logical box starts right of the origin Pango draws the line from.
        let logicalLeft: CGFloat
        /// The room the paragraph's indents take beside the line, which a box that fits the
        /// text must give it: the line's head indent, and a tail indent inside the trailing
        /// margin (zero or negative) too.
        let indentRoom: CGFloat
    }

    /// Lays out `key` (call inside `TextEngine.locked`); nil when Pango cannot make a layout.
    init?(_ key: TextLayoutKey, engine: TextEngine) {
        guard let layout = engine.makeLayout(quantized: key.quantized) else { return nil }
        var problems: [String] = []
        let report = { (message: String) in problems.append(message) }
        let (fontSize, sizeProblem) = TextLimits.fontSize(key.fontSize)
        if let sizeProblem { report(sizeProblem) }
        let (cut, textProblem) = TextLimits.laidOutBytes(of: key.content.string)
        if let textProblem { report(textProblem) }
        let clusters = TextClusterLimit(cut)
        if clusters.didCut {
            report("a character carries more than \(TextClusterLimit.maximumScalars - 1) combining marks; the rest are not drawn")
        }
        let bytes = clusters.bytes
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count)) }
        }
        let font = (key.font ?? .font(TextFont.defaultFont)).resolved(report: report)
        if let description = font.pangoDescription(size: fontSize) {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        if let attributes = TextAttributeList.make(for: key.content.runs, byteCount: cut.count, laidOut: clusters,
                                                   fontSize: fontSize, report: report) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        strokes = TextStrokes(key.content, byteCount: cut.count, laidOut: clusters)
        TextLayout.configure(layout, for: key)
        self.key = key
        self.layout = layout
        self.problems = problems
        let (lines, shift) = TextLayout.placedLines(of: layout, key: key)
        self.lines = lines
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        size = CGSize(width: lines.map { $0.frame.width + $0.indentRoom }.max() ?? 0,
                      height: CGFloat(logical.height) / CGFloat(PANGO_SCALE) + shift)
        unknownGlyphCount = Int(pango_layout_get_unknown_glyphs_count(layout))
        isEllipsized = pango_layout_is_ellipsized(layout) != 0
    }

    deinit {
        let layout = layout
        TextEngine.shared.locked { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Draws the lines in `cr`'s current source colour (runs with a colour of their own keep
    /// it), outlined runs stroked over them, with the box's top-left at `origin`, skipping
    /// lines wholly below `maxY`; call inside `TextEngine.locked`.
    func draw(in cr: OpaquePointer, origin: CGPoint, maxY: CGFloat) {
        for line in lines where line.frame.minY < maxY {
            let x = origin.x + line.x - line.logicalLeft, y = origin.y + line.baseline
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout_line(cr, line.line)
            strokes.stroke(line.line, x: x, y: y, in: cr)
        }
        cairo_new_path(cr)
    }

    /// The tab stops of the first paragraph style that sets any, else Core Text's default ones
    /// (twelve left tabs 28 points apart; Pango's are every 8 spaces), moved to where the
    /// style's lines start: Pango sets one array for a whole layout and measures it from each
    /// line's start, where Core Text measures from the margin, so a paragraph whose first line
    /// starts at another indent than its others has its first line's tabs off by the difference.
    /// Pango repeats the last distance for the tabs past its stops; with none at all, every
    /// 8 spaces.
    private static func setTabs(of layout: OpaquePointer, for key: TextLayoutKey) {
        let styled = key.content.runs.first { $0.tabs != nil }
        let stops = (styled?.tabs ?? .standard).placed(lineStart: styled?.indents?.head ?? 0)
        guard let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        defer { pango_tab_array_free(tabs) }
        for (index, stop) in stops.enumerated() {
            let alignment = switch stop.alignment {
            case .leading: PANGO_TAB_LEFT
            case .trailing: PANGO_TAB_RIGHT
            case .center: PANGO_TAB_CENTER
            case .decimal: PANGO_TAB_DECIMAL
            }
            pango_tab_array_set_tab(tabs, Int32(index), alignment, Int32(pangoUnits: stop.location))
            if case .decimal(let point) = stop.alignment, let scalar = point.unicodeScalars.first {
                pango_tab_array_set_decimal_point(tabs, Int32(index), gunichar(scalar.value))
            }
        }
        pango_layout_set_tabs(layout, tabs)
    }

    /// Width, height, wrapping, ellipsizing, tab stops and justification, from the key.
    private static func configure(_ layout: OpaquePointer, for key: TextLayoutKey) {
        if key.isWrapped || key.truncates, let width = key.width {
            // Pango wraps a whole layout at one width, its first lines indented by one amount.
            // One set of indents over the text (`ParagraphIndents`) sets both exactly; paragraphs
            // with different ones all wrap within the narrowest room any of them has, so that no
            // line runs past its paragraph's end.
            let styles = Set(key.content.runs.map(\.indents))
            if styles.count == 1, let indents = styles.first ?? nil {
                let start = min(indents.firstLineHead, indents.head)
                pango_layout_set_width(layout, Int32(pangoUnits: max(indents.end(in: width) - start, 0)))
                pango_layout_set_indent(layout, Int32(pangoUnits: indents.firstLineHead - indents.head))
            } else {
                let room = styles.map { $0?.narrowestLine(in: width) ?? width }.min() ?? width
                pango_layout_set_width(layout, Int32(pangoUnits: max(room, 0)))
            }
        }
        if key.isWrapped {
            // Between words, and inside a word only when it alone is wider than the box.
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if key.truncates {
            let mode = switch key.truncationMode {
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            default: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, mode)
            // Unwrapped, each paragraph is one line (Pango's default height of -1 line per
            // paragraph); wrapped, the last line that fits in the height ends in the ellipsis.
            if key.isWrapped, let height = key.height { pango_layout_set_height(layout, Int32(pangoUnits: max(height, 0))) }
        }
        if key.isSingleParagraph { pango_layout_set_single_paragraph_mode(layout, 1) }
        setTabs(of: layout, for: key)
        let justified = key.alignmentMode == .justified || key.content.runs.contains { $0.alignment == .justified }
        if key.isWrapped, justified || key.justifiesEveryLine { pango_layout_set_justify(layout, 1) }
        if key.isWrapped, key.justifiesEveryLine { pango_layout_set_justify_last_line(layout, 1) }
    }

    /// Pango's lines with their positions across the box: each paragraph's alignment (its
    /// paragraph style's, else the layer's), natural meaning the side its direction starts from;
    /// and down it, moved by each paragraph style's vertical spacing (`ParagraphSpacing`), with
    /// how far that moved the last line down (what the text's height grows by).
    private static func placedLines(of layout: OpaquePointer, key: TextLayoutKey) -> (lines: [Line], shift: CGFloat) {
        guard let iterator = pango_layout_get_iter(layout) else { return ([], 0) }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(PANGO_SCALE)
        var lines: [Line] = []
        var paragraphAlignment = NSTextAlignment.natural
        var spacing: ParagraphSpacing?
        var indents: ParagraphIndents?
        var shift: CGFloat = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let start = Int(line.pointee.start_index)
            let startsParagraph = line.pointee.is_paragraph_start != 0 || lines.isEmpty
            if startsParagraph {
                // The run the paragraph starts in carries its paragraph style.
                let styled = key.content.runs.first { $0.bytes.contains(start) }
                paragraphAlignment = styled?.alignment ?? alignment(of: key.alignmentMode)
                let next = styled?.spacing
                if !lines.isEmpty { shift += (spacing?.paragraphSpacing ?? 0) + (next?.paragraphSpacingBefore ?? 0) }
                spacing = next
                indents = styled?.indents
            } else if let spacing {
                shift += spacing.lineSpacing
            }
            var logical = PangoRectangle(), lineLogical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            pango_layout_line_get_extents(line, nil, &lineLogical)
            // Kerning follows every character, the line's last too, as Core Text and UIKit kern
            // (a kerned line is that much wider, and centring or right alignment shows it);
            // Pango's letter spacing stops at the last character.
            let lastByte = start + Int(line.pointee.length) - 1
            let trailingKern = line.pointee.length > 0
                ? key.content.runs.last { $0.bytes.contains(lastByte) }?.kern ?? 0 : 0
            let width = CGFloat(logical.width) / scale + trailingKern
            let rightToLeft = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
            // The line's box across the layer: the whole width, or inside the paragraph's indents.
            let box = key.width.map { boxWidth in
                indents?.lineBox(firstLine: startsParagraph, in: boxWidth, rightToLeft: rightToLeft) ?? (0, boxWidth)
            }
            let x = TextLayout.x(of: width, in: box, alignment: paragraphAlignment, rightToLeft: rightToLeft,
                                 laidOutAt: CGFloat(logical.x) / scale)
            // A line taller or shorter than its font makes it takes the difference above it.
            let natural = CGFloat(logical.height) / scale
            let height = spacing?.lineHeight(natural: natural) ?? natural
            let top = CGFloat(logical.y) / scale + shift
            shift += height - natural
            lines.append(Line(line: line, x: x, baseline: CGFloat(pango_layout_iter_get_baseline(iterator)) / scale + shift,
                              frame: CGRect(x: x, y: top, width: width, height: height),
                              logicalLeft: CGFloat(lineLogical.x) / scale,
                              indentRoom: indents.map { $0.start(firstLine: startsParagraph) + max(0, -$0.tail) } ?? 0))
        } while pango_layout_iter_next_line(iterator) != 0
        return (lines, shift)
    }

    /// The paragraph alignment a layer's alignment mode gives paragraphs without a style of
    /// their own.
    private static func alignment(of mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }

    /// Where a line of `lineWidth` starts in its line box `box` (the layer's width, less the
    /// paragraph's indents). Justified lines fill the box (Pango stretched them), and a
    /// paragraph's last line is natural. Without a box (an unbounded measurement) lines stay
    /// where Pango laid them out.
    private static func x(of lineWidth: CGFloat, in box: (left: CGFloat, right: CGFloat)?, alignment: NSTextAlignment,
                          rightToLeft: Bool, laidOutAt pangoX: CGFloat) -> CGFloat {
        guard let box else { return pangoX }
        switch alignment {
        case .left: return box.left
        case .right: return box.right - lineWidth
        case .center: return (box.left + box.right - lineWidth) / 2
        case .natural, .justified: return rightToLeft ? box.right - lineWidth : box.left
        }
    }
}
