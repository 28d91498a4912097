import Foundation
import StrataCoreGraphics
import StrataRender

/// Breaks an attributed string into lines one at a time, as Core Text's `CTTypesetter`: ask
/// where a line starting at a character should end for a width
/// (`CTTypesetterSuggestLineBreak`), then make that line (`CTTypesetterCreateLine`). Laid out
/// by the same Pango layout as lines and frames.
public final class CTTypesetter {
    /// The string, copied when the typesetter was made.
    let string: NSAttributedString

    init(string: NSAttributedString) {
        self.string = string
    }

    /// The string from UTF-16 offset `start` to its end; nil for an offset outside it.
    func rest(from start: CFIndex) -> NSAttributedString? {
        guard start >= 0, start < string.length else { return nil }
        return string.attributedSubstring(from: NSRange(location: start, length: string.length - start))
    }
}

/// A typesetter for `string`, as Core Text's `CTTypesetterCreateWithAttributedString`.
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(string: NSAttributedString(attributedString: string))
}

/// How many characters (UTF-16) from `startIndex` fill a line `width` points wide, broken
/// between words (inside a word only when it alone is wider), as
/// `CTTypesetterSuggestLineBreak`: the spaces after the last word and a line break ending the
/// line count with it, and a line holds at least one character. 0 for a start outside the
/// string; a width that is not a positive number sets the whole paragraph on one line.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    guard let rest = typesetter.rest(from: startIndex) else { return 0 }
    let bounded = width.isFinite && width > 0
    guard let first = typeset(rest, width: bounded ? CGFloat(width) : nil, singleParagraph: false)?.lines.first else {
        return rest.length
    }
    return includingBreak(max(first.characters.upperBound, 1), in: rest.string as NSString)
}

/// How many characters (UTF-16) from `startIndex` fill `width` points, broken between any two
/// characters (grapheme clusters), as `CTTypesetterSuggestClusterBreak`; at least one cluster,
/// 0 for a start outside the string.
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    guard let rest = typesetter.rest(from: startIndex) else { return 0 }
    let text = rest.string as NSString
    // Each cluster's end, in UTF-16 offsets.
    var ends: [Int] = []
    var at = 0
    while at < text.length {
        at = NSMaxRange(text.rangeOfComposedCharacterSequence(at: at))
        ends.append(at)
    }
    func fits(_ count: Int) -> Bool {
        let line = CTLineCreateWithAttributedString(rest.attributedSubstring(from: NSRange(location: 0, length: count)))
        return CTLineGetTypographicBounds(line, nil, nil, nil) <= width
    }
    // The most clusters that fit: widths grow with each cluster.
    var low = 0, high = ends.count - 1
    while low < high {
        let middle = (low + high + 1) / 2
        if fits(ends[middle]) { low = middle } else { high = middle - 1 }
    }
    return includingBreak(ends.first.map { _ in ends[low] } ?? 0, in: text)
}

/// `count`, plus the line break that follows it in `text` (a carriage return and line feed
/// count as one): the next line starts after it.
private func includingBreak(_ count: Int, in text: NSString) -> Int {
    guard count < text.length else { return count }
    let next = text.character(at: count)
    if next == 0x0D, count + 1 < text.length, text.character(at: count + 1) == 0x0A { return count + 2 }
    return [0x0A, 0x0D, 0x2028, 0x2029].contains(next) ? count + 1 : count
}

/// The characters of `stringRange` (a length of 0 runs to the end) as one line, as
/// `CTTypesetterCreateLine`: its string range counts in the typesetter's string.
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    let characters = typesetter.string.characters(in: stringRange)
    let substring = typesetter.string.attributedSubstring(from: characters)
    return CTLine(text: typeset(substring, width: nil, singleParagraph: true), index: 0,
                  characterOffset: characters.location, source: substring)
}

/// As `CTTypesetterCreateLine`, as `CTTypesetterCreateLineWithOffset`: the offset places tab
/// stops in Core Text, and Strata's lines set none, so it changes nothing.
public func CTTypesetterCreateLineWithOffset(_ typesetter: CTTypesetter, _ stringRange: CFRange, _ offset: Double) -> CTLine {
    CTTypesetterCreateLine(typesetter, stringRange)
}

/// The typesetter of the framesetter's string, as `CTFramesetterGetTypesetter`.
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter {
    CTTypesetter(string: framesetter.string)
}
