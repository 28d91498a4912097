import Foundation

/// Everything a text layer's layout depends on: its text, font and size, the box it is laid
/// out in, and the properties that break, shorten and align lines. Colour is not part of it
/// (it only tints the drawn glyphs), nor is the device scale (layouts are laid out in layer
/// units, unhinted, so they scale exactly).
struct TextLayoutKey: Equatable {
    var content: TextContent
    var font: TextFont?
    var fontSize: CGFloat
    var isWrapped: Bool
    var truncationMode: CATextLayerTruncationMode
    var alignmentMode: CATextLayerAlignmentMode
    var quantized: Bool
    /// The width lines wrap, shorten or align in; nil for unbounded (measuring unwrapped text).
    var width: CGFloat?
    /// The height wrapped, truncated text is shortened to; nil for unbounded, and for text that
    /// is not both wrapped and truncated (whose layout the height does not change).
    var height: CGFloat?
    /// Whether the text is one paragraph whatever it holds (Core Text's `CTLine`): line
    /// separators are drawn as glyphs rather than breaking the line.
    var isSingleParagraph = false
    /// Whether every line is justified to `width`, the last too (Core Text's
    /// `CTLineCreateJustifiedLine`).
    var justifiesEveryLine = false

    /// The layout of `values` in a box of `size` (a nil side is unbounded); nil when there is
    /// no text.
    init?(_ values: TextValues, width: CGFloat?, height: CGFloat?) {
        guard let content = values.content, !content.string.isEmpty else { return nil }
        self.content = content
        font = values.font
        fontSize = values.fontSize
        isWrapped = values.isWrapped
        truncationMode = values.truncationMode
        alignmentMode = values.alignmentMode
        quantized = values.allowsFontSubpixelQuantization
        self.width = width
        self.height = nil
        if isWrapped, truncates { self.height = height }
    }

    /// Core Text's layout of `content`: runs without a font in `TextFont.defaultFont` at 12
    /// points (Core Text's default size), natural alignment, positions kept fractional; lines
    /// wrapped at `width` when it is given; nil when there is no text.
    init?(typesetting content: TextContent, width: CGFloat?, singleParagraph: Bool) {
        guard !content.string.isEmpty else { return nil }
        self.content = content
        font = nil
        fontSize = 12
        truncationMode = .none
        isWrapped = width != nil
        alignmentMode = .natural
        quantized = false
        self.width = width
        height = nil
        isSingleParagraph = singleParagraph
    }

    /// Whether lines are shortened with an ellipsis.
    var truncates: Bool {
        truncationMode == .start || truncationMode == .middle || truncationMode == .end
    }
}
