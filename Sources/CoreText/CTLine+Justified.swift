import Foundation
import StrataCoreGraphics
import StrataModel
import StrataRender

/// `line` justified to `justificationWidth`, as Core Text's `CTLineCreateJustifiedLine`: a factor
/// of 1 or more stretches it to the whole width, a smaller one by that part of the difference,
/// 0 or less not at all (the line itself: a line never changes). Stretched, the space goes to the gaps between
/// words, or between the characters of a line without them (Pango's justification); a width
/// below the line's squeezes every character's advance alike (negative justification). Nil for
/// a width or factor that is not a number, a width that is not positive, or a line of no text.
public func CTLineCreateJustifiedLine(_ line: CTLine, _ justificationFactor: CGFloat,
                                      _ justificationWidth: Double) -> CTLine? {
    guard justificationWidth > 0, justificationWidth.isFinite, justificationFactor.isFinite,
          let (text, range) = line.ownText, let natural = line.metrics.map({ Double($0.width) }) else { return nil }
    let factor = min(max(Double(justificationFactor), 0), 1)
    let target = natural + (justificationWidth - natural) * factor
    func made(_ string: NSAttributedString, justified: Bool) -> CTLine? {
        let laid = typeset(string, width: justified ? CGFloat(target) : nil, singleParagraph: true, justified: justified)
        return CTLine(text: laid, index: 0, characterOffset: line.characterOffset + range.location, source: string)
    }
    // Within a hundredth of a point the line is as wide as asked.
    guard abs(target - natural) > 0.01 else { return line }
    if target > natural, let spaced = made(text, justified: true),
       let width = spaced.metrics?.width, abs(Double(width) - target) < 0.01 {
        return spaced
    }
    return made(kerned(text, by: (target - natural) / Double(max(text.string.count, 1))), justified: false)
}

/// `text` with every character's advance changed by `delta` (added to its kerning): the line
/// grows by `delta` times its characters, the last included, as Core Text kerns.
private func kerned(_ text: NSAttributedString, by delta: Double) -> NSAttributedString {
    let spaced = NSMutableAttributedString(attributedString: text)
    let whole = NSRange(location: 0, length: spaced.length)
    var kerns: [(NSRange, Double)] = []
    spaced.enumerateAttribute(.kern, in: whole) { value, range, _ in
        kerns.append((range, CALayer.number(value as Any) ?? 0))
    }
    for (range, kern) in kerns { spaced.addAttribute(.kern, value: kern + delta, range: range) }
    return spaced
}
