import Foundation
import StrataCoreGraphics
import StrataModel
import StrataRender

/// Where a truncated line loses its characters, as Core Text's `CTLineTruncationType`.
public enum CTLineTruncationType: UInt32, Sendable {
    /// The first characters.
    case start = 0
    /// The last characters.
    case end = 1
    /// Characters in the middle.
    case middle = 2
}

/// `line` shortened to `width`, as Core Text's `CTLineCreateTruncatedLine`: whole characters
/// (grapheme clusters) are taken from the start, the end or the middle, as `truncationType`
/// says, and `truncationToken`'s characters, with their own attributes, put where they were;
/// without a token the line is simply cut off. As many characters are kept as fit with the
/// token, each side of the middle getting half the room. A line that fits comes back the same;
/// nil for a width that is not a positive number, or too narrow for the token alone.
///
/// The truncated line's string indices count its own characters, the token's among them.
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    guard width > 0, width.isFinite else { return nil }
    guard let (text, range) = line.ownText, CTLineGetTypographicBounds(line, nil, nil, nil) > width else { return line }
    let token = truncationToken?.ownText?.text ?? NSAttributedString(string: "")
    let cut = LineCut(text: text, token: token, limit: CGFloat(width))
    guard let kept = cut.kept(truncationType) else { return nil }
    return CTLine(text: typeset(kept, width: nil, singleParagraph: true), index: 0,
                  characterOffset: line.characterOffset + range.location, source: kept)
}

/// The characters of a line kept around a truncation token so that the whole fits a width.
private struct LineCut {
    let text: NSAttributedString
    let token: NSAttributedString
    let limit: CGFloat
    /// The UTF-16 offsets between the text's grapheme clusters, 0 and its length included.
    let boundaries: [Int]

    init(text: NSAttributedString, token: NSAttributedString, limit: CGFloat) {
        self.text = text
        self.token = token
        self.limit = limit
        var offsets = [0], offset = 0
        for character in text.string { offset += character.utf16.count; offsets.append(offset) }
        boundaries = offsets
    }

    /// The characters `from..<to` (boundary indices) of the text.
    private func part(_ from: Int, _ to: Int) -> NSAttributedString {
        text.attributedSubstring(from: NSRange(location: boundaries[from], length: boundaries[to] - boundaries[from]))
    }

    /// `pieces` joined.
    private func joined(_ pieces: NSAttributedString...) -> NSAttributedString {
        let whole = NSMutableAttributedString(string: "")
        for piece in pieces { whole.append(piece) }
        return whole
    }

    /// The width of `string` laid out as one line (what cannot be drawn was reported when the
    /// line was made: quiet here).
    private func width(_ string: NSAttributedString) -> CGFloat {
        typeset(string, width: nil, singleParagraph: true, report: { _ in })?.lines.first?.width ?? 0
    }

    /// The last `n` in `range` for which `fits(n)` holds, `fits` holding for a prefix of the
    /// range; nil when it holds for none.
    private func last(in range: ClosedRange<Int>, where fits: (Int) -> Bool) -> Int? {
        guard fits(range.lowerBound) else { return nil }
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The text cut as `type` says with the token in its place; nil when not even the token fits.
    func kept(_ type: CTLineTruncationType) -> NSAttributedString? {
        let count = boundaries.count - 1
        switch type {
        case .end:
            // The most characters from the start that fit with the token after them.
            guard let n = last(in: 0...count, where: { width(joined(part(0, $0), token)) <= limit }) else { return nil }
            return joined(part(0, n), token)
        case .start:
            // The most characters from the end.
            guard let n = last(in: 0...count, where: { width(joined(token, part(count - $0, count))) <= limit })
            else { return nil }
            return joined(token, part(count - n, count))
        case .middle:
            // Half the room left by the token for the start, the rest for the end; the start
            // gives way when the join alone does not fit (kerning across it).
            let room = limit - width(token)
            guard room >= 0 else { return nil }
            var head = last(in: 0...count, where: { width(part(0, $0)) <= room / 2 }) ?? 0
            while head >= 0 {
                if let tail = last(in: 0...(count - head), where: {
                    width(joined(part(0, head), token, part(count - $0, count))) <= limit
                }) {
                    return joined(part(0, head), token, part(count - tail, count))
                }
                head -= 1
            }
            return nil
        }
    }
}
