import Foundation
import StrataCoreGraphics

/// Makes frames of an attributed string, as Core Text's `CTFramesetter`: lines broken to a
/// path's width and kept while they fit its height.
public final class CTFramesetter {
    /// The string, copied when the framesetter was made.
    let string: NSAttributedString

    init(string: NSAttributedString) {
        self.string = string
    }

    /// The characters of `range` (a length of 0 runs to the end), clamped to the string.
    func characters(in range: CFRange) -> NSRange { string.characters(in: range) }
}

extension NSAttributedString {
    /// The characters of a Core Text range (a length of 0 runs to the end), clamped to the
    /// string: how framesetters and typesetters read the ranges they are given.
    func characters(in range: CFRange) -> NSRange {
        let start = min(max(range.location, 0), length)
        let end = range.length > 0 ? min(start + range.length, length) : length
        return NSRange(location: start, length: end - start)
    }
}

/// A framesetter for `string`, as Core Text's `CTFramesetterCreateWithAttributedString`.
public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: NSAttributedString(attributedString: string))
}

/// The characters of `stringRange` (a length of 0 runs to the end of the string) set in the
/// bounding box of `path`, as Core Text's `CTFramesetterCreateFrame`: lines are broken at the
/// box's width (between words, inside a word only when it alone is wider) and kept from the
/// top while each fits wholly inside the box's height. A path that is not a rectangle is set in
/// its bounding box; `frameAttributes` are kept (`CTFrameGetFrameAttributes`), not read.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    let box = path.boundingBox.isNull ? .zero : path.boundingBox.standardized
    let characters = framesetter.characters(in: stringRange)
    let substring = framesetter.string.attributedSubstring(from: characters)
    let text = typeset(substring, width: max(box.width, 0), singleParagraph: false)
    let fitting = text.map { CTFrame.linesFitting($0, height: box.height) } ?? 0
    return CTFrame(path: path, box: box, text: text, lineCount: fitting, characterOffset: characters.location,
                   source: substring, attributes: frameAttributes)
}

/// The size the characters of `stringRange` need when set in a box no wider than
/// `constraints.width` (`.greatestFiniteMagnitude` or infinity for unbounded) and no taller than
/// `constraints.height`, as Core Text's `CTFramesetterSuggestFrameSizeWithConstraints`: the
/// widest kept line's width without the white space it ends with (which hangs past the box, so
/// the width never exceeds the constraint), with the room its paragraph's indents take, and the
/// kept lines' height. `fitRange` receives the characters that
/// fit.
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let characters = framesetter.characters(in: stringRange)
    let bounded = constraints.width.isFinite && constraints.width < .greatestFiniteMagnitude
    let substring = framesetter.string.attributedSubstring(from: characters)
    let text = typeset(substring, width: bounded ? max(constraints.width, 0) : nil, singleParagraph: false)
    guard let text else {
        fitRange?.pointee = CFRange(location: characters.location, length: 0)
        return .zero
    }
    let height = constraints.height.isNaN ? 0 : constraints.height
    let kept = text.lines.prefix(CTFrame.linesFitting(text, height: height))
    fitRange?.pointee = CFRange(location: characters.location + (kept.first?.characters.lowerBound ?? 0),
                                length: (kept.last?.characters.upperBound ?? 0) - (kept.first?.characters.lowerBound ?? 0))
    let bottom = kept.last.map { $0.baseline + $0.descent } ?? 0
    // The white space a line ends with hangs past the box: it is not part of the width needed.
    let widths = kept.indices.map { index in
        let line = CTLine(text: text, index: index, characterOffset: characters.location, source: substring)
        return kept[index].width - CGFloat(CTLineGetTrailingWhitespaceWidth(line)) + kept[index].indentRoom
    }
    return CGSize(width: widths.max() ?? 0, height: bottom)
}
