import CCairo
import Foundation

extension LayerCompositor {
    /// Draws a text layer's string in its font, size and colour, laid out by `TextLayout` inside
    /// the bounds and clipped to them (Core Animation never draws text outside a text layer).
    func drawText(_ layer: TextValues, bounds: CGRect, alpha: Double) {
        let b = bounds.standardized
        guard let text = layer.displayedString, !text.isEmpty,
              let color = layer.foregroundColor?.rgba, color.a * alpha > 0,
              layer.fontSize > 0, layer.fontSize.isFinite,
              b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_clip(cr)
        TextFont(name: layer.fontName).select(in: cr, size: layer.fontSize,
                                              quantizeMetrics: layer.allowsFontSubpixelQuantization)
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        let style = TextLayout.Style(isWrapped: layer.isWrapped, truncation: layer.truncationMode,
                                     alignment: layer.alignmentMode)
        let metrics = TextLayout.Metrics(ascent: font.ascent, lineHeight: max(font.height, font.ascent + font.descent))
        let cr = self.cr
        let lines = TextLayout.lines(of: text, width: b.width, metrics: metrics, style: style) { piece in
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, piece, &extents)
            return extents.x_advance
        }
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a * alpha)
        // Lines wholly below the bounds would be clipped away; skip their glyph work.
        for line in lines where line.baseline - metrics.ascent < b.height {
            for run in line.runs {
                cairo_move_to(cr, b.minX + run.x, b.minY + line.baseline)
                cairo_show_text(cr, run.text)
            }
        }
        cairo_new_path(cr)
    }
}

/// A font name split into what cairo's toy font API selects by: family, weight and slant.
struct TextFont: Equatable {
    /// The family drawn when a text layer has no font: Apple draws Helvetica, Strata the sans
    /// serif that fonts-dejavu-core installs.
    static let defaultFamily = "DejaVu Sans"

    var family: String
    var isBold: Bool
    var isItalic: Bool

    /// Reads "Bold", "Italic" and "Oblique" words (space- or hyphen-separated, any case) out of
    /// a face name such as "DejaVu Sans Bold Oblique"; the rest is the family fontconfig matches.
    init(name: String?) {
        let words = (name ?? "").split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        let styles: Set<String> = ["bold", "italic", "oblique"]
        let lowered = Set(words.map { $0.lowercased() })
        isBold = lowered.contains("bold")
        isItalic = lowered.contains("italic") || lowered.contains("oblique")
        let familyWords = words.filter { !styles.contains($0.lowercased()) }
        family = familyWords.isEmpty ? TextFont.defaultFamily : familyWords.joined(separator: " ")
    }

    /// Makes this font current in `cr` at `size` with options chosen so that the same text gives
    /// the same pixels on every machine: grey anti-aliasing (subpixel order depends on the
    /// screen), no outline hinting (it would move stems by device-size-dependent amounts), and
    /// metrics hinted only when the layer allows subpixel quantization.
    func select(in cr: OpaquePointer, size: CGFloat, quantizeMetrics: Bool) {
        cairo_select_font_face(cr, family, isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, quantizeMetrics ? CAIRO_HINT_METRICS_ON : CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
    }
}

/// Line breaking, truncation and alignment of a text layer, independent of any font engine:
/// widths come from a measuring closure (the advance of a string), so the layout can be checked
/// without pixels.
enum TextLayout {
    /// The ellipsis that truncation shows in place of removed characters.
    static let ellipsis = "\u{2026}"

    /// The vertical metrics of the font: the first baseline is `ascent` below the top of the
    /// bounds, and each further one `lineHeight` lower.
    struct Metrics: Equatable {
        var ascent: CGFloat
        var lineHeight: CGFloat
    }

    /// The layer properties that shape the layout.
    struct Style: Equatable {
        var isWrapped = false
        var truncation: CATextLayerTruncationMode = .none
        var alignment: CATextLayerAlignmentMode = .natural
    }

    /// A piece of a line drawn at one pen position: the whole line, or one word when justified.
    struct Run: Equatable {
        var text: String
        var x: CGFloat
    }

    /// One laid-out line: its text after truncation, its advance width and its baseline, both in
    /// layer units from the top-left of the bounds.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
        var baseline: CGFloat
        var runs: [Run]
    }

    /// Lays `string` out in a box `width` wide, from the top.
    static func lines(of string: String, width: CGFloat, metrics: Metrics, style: Style,
                      measure: (String) -> CGFloat) -> [Line] {
        // Every newline (including "\r\n" and U+2028) ends a paragraph, as in Core Text.
        let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var texts: [(text: String, endsParagraph: Bool)] = []
        for paragraph in paragraphs {
            let broken = style.isWrapped ? wrap(paragraph, width: width, measure: measure)
                : [truncate(paragraph, width: width, mode: style.truncation, measure: measure)]
            texts += broken.enumerated().map { ($0.element, $0.offset == broken.count - 1) }
        }
        return texts.enumerated().map { index, line in
            let lineWidth = measure(line.text)
            let baseline = metrics.ascent + CGFloat(index) * metrics.lineHeight
            let justify = style.alignment == .justified && style.isWrapped && !line.endsParagraph
            let runs = justify ? justifiedRuns(line.text, lineWidth: lineWidth, width: width, measure: measure)
                : [Run(text: line.text, x: offset(of: lineWidth, in: width, alignment: style.alignment))]
            return Line(text: line.text, width: lineWidth, baseline: baseline, runs: runs)
        }
    }

    /// The pen's x for a line of `lineWidth`: flush left, right or centred.
    static func offset(of lineWidth: CGFloat, in width: CGFloat, alignment: CATextLayerAlignmentMode) -> CGFloat {
        switch alignment {
        case .right: width - lineWidth
        case .center: (width - lineWidth) / 2
        default: 0
        }
    }

    /// Whether a width fits, with slack for rounding in the measured advances.
    private static func fits(_ measured: CGFloat, _ width: CGFloat) -> Bool { measured <= width + 1e-6 }

    /// Greedy word wrapping: words join a line while it fits; a space at a break is dropped; a
    /// word wider than the box alone is broken between characters.
    static func wrap(_ paragraph: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        var lines: [String] = []
        var current: String?
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if let line = current {
                let candidate = line + " " + word
                if fits(measure(candidate), width) { current = candidate; continue }
                // A line holding only leading spaces is not worth a line of its own.
                if !line.isEmpty { lines.append(line) }
                current = nil
                // Spaces at a break hang past the edge, so they do not start the next line.
                if word.isEmpty { continue }
            }
            var rest = word
            while !fits(measure(rest), width), rest.count > 1 {
                let head = longestPrefix(of: rest, fittingIn: width, measure: measure)
                lines.append(head)
                rest = String(rest.dropFirst(head.count))
            }
            current = rest
        }
        if let current { lines.append(current) }
        return lines
    }

    /// The longest prefix (at least one character, so that breaking always progresses) whose
    /// advance fits.
    private static func longestPrefix(of word: String, fittingIn width: CGFloat, measure: (String) -> CGFloat) -> String {
        let characters = Array(word)
        let count = largestCount(upTo: characters.count) { fits(measure(String(characters.prefix($0))), width) }
        return String(characters.prefix(max(count, 1)))
    }

    /// Shortens a line wider than `width` by removing characters at the start, end or middle and
    /// showing "…" there, keeping as many characters as fit; with `.none` the line is unchanged.
    static func truncate(_ line: String, width: CGFloat, mode: CATextLayerTruncationMode,
                         measure: (String) -> CGFloat) -> String {
        guard mode == .start || mode == .end || mode == .middle, !fits(measure(line), width) else { return line }
        let characters = Array(line)
        func shortened(keeping count: Int) -> String {
            switch mode {
            case .start:
                return ellipsis + String(characters.suffix(count))
            case .end:
                return String(characters.prefix(count)) + ellipsis
            default:
                // An odd character left over stays at the start.
                let head = (count + 1) / 2
                return String(characters.prefix(head)) + ellipsis + String(characters.suffix(count - head))
            }
        }
        // Keeping every character is the line that did not fit, so at most count - 1 are kept;
        // if not even the ellipsis alone fits, it is still shown (and clipped).
        let kept = largestCount(upTo: characters.count - 1) { fits(measure(shortened(keeping: $0)), width) }
        return shortened(keeping: kept)
    }

    /// The largest n in 0...limit for which `accepts(n)` holds, assuming it holds up to some n
    /// and not beyond (advances grow with characters); 0 if it holds nowhere.
    private static func largestCount(upTo limit: Int, _ accepts: (Int) -> Bool) -> Int {
        var low = 0, high = limit
        while low < high {
            let middle = (low + high + 1) / 2
            if accepts(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A justified line: the width left over is shared equally between the gaps between its
    /// words; a line with one word, or one that overflows, stays flush left.
    private static func justifiedRuns(_ text: String, lineWidth: CGFloat, width: CGFloat,
                                      measure: (String) -> CGFloat) -> [Run] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let gaps = words.count - 1
        guard gaps > 0, lineWidth < width else { return [Run(text: text, x: 0)] }
        let extra = (width - lineWidth) / CGFloat(gaps)
        var runs: [Run] = []
        for (index, word) in words.enumerated() where !word.isEmpty {
            // The word's natural position (text and spaces before it) plus its share of the extra.
            let before = words.prefix(index).map { $0 + " " }.joined()
            runs.append(Run(text: word, x: measure(before) + CGFloat(index) * extra))
        }
        return runs
    }
}
