import Foundation
import StrataCoreGraphics
import StrataRender

/// Lines of text set in a box, as Core Text's `CTFrame`: made by
/// `CTFramesetterCreateFrame(_:_:_:_:)`, drawn with `CTFrameDraw(_:_:)`.
public final class CTFrame {
    /// The path the frame was made for, and the box its lines are set in (its bounding box).
    let path: CGPath
    let box: CGRect
    /// The frame's lines, top to bottom.
    let lines: [CTLine]
    /// Each line's origin from the box's bottom-left corner, y up.
    let origins: [CGPoint]
    /// The characters the frame was made from, in the framesetter's string.
    let stringRange: CFRange
    /// The frame attributes it was made with; nil for none.
    let attributes: CFDictionary?

    init(path: CGPath, box: CGRect, text: TypesetText?, lineCount: Int, characterOffset: Int, source: NSAttributedString,
         attributes: CFDictionary?) {
        self.path = path
        self.box = box
        self.attributes = attributes
        let kept = text.map { Array($0.lines.prefix(lineCount)) } ?? []
        lines = kept.indices.map { CTLine(text: text, index: $0, characterOffset: characterOffset, source: source) }
        origins = kept.map { CGPoint(x: $0.x, y: box.height - $0.baseline) }
        stringRange = CFRange(location: characterOffset, length: source.length)
    }

    /// How many of `text`'s lines, from the top, fit wholly within `height`.
    static func linesFitting(_ text: TypesetText, height: CGFloat) -> Int {
        // A hair of slack: a box measured as the lines' own height keeps its last line.
        text.lines.prefix { $0.baseline + $0.descent <= height + 1e-9 * max(height, 1) }.count
    }
}

/// Draws the frame's lines in `context`, each at its origin in the frame's box, as Core Text's
/// `CTFrameDraw`. The text position is left at the last line's origin.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    for (line, origin) in zip(frame.lines, frame.origins) {
        context.textPosition = CGPoint(x: frame.box.minX + origin.x, y: frame.box.minY + origin.y)
        CTLineDraw(line, context)
    }
}

/// The frame's lines, top to bottom, as Core Text's `CTFrameGetLines` (an array of `CTLine`:
/// `CTFrameGetLines(frame) as! [CTLine]`).
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray {
    NSArray(array: frame.lines)
}

/// Copies the origins of the lines in `range` (a length of 0 runs to the last line) to
/// `origins`, as Core Text's `CTFrameGetLineOrigins`: each from the bottom-left corner of the
/// path's bounding box, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let start = min(max(range.location, 0), frame.origins.count)
    let end = range.length > 0 ? min(start + range.length, frame.origins.count) : frame.origins.count
    for (slot, index) in (start..<end).enumerated() { origins[slot] = frame.origins[index] }
}

/// The characters the frame's lines hold, as Core Text's `CTFrameGetVisibleStringRange`.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    guard let first = frame.lines.first.map(CTLineGetStringRange),
          let last = frame.lines.last.map(CTLineGetStringRange) else {
        return CFRange(location: frame.stringRange.location, length: 0)
    }
    return CFRange(location: first.location, length: last.location + last.length - first.location)
}

/// The characters the frame was made from, as Core Text's `CTFrameGetStringRange`.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    frame.stringRange
}

/// The frame attributes the frame was made with (`CTFramesetterCreateFrame`'s last argument),
/// as Core Text's `CTFrameGetFrameAttributes`; nil when it was made with none.
public func CTFrameGetFrameAttributes(_ frame: CTFrame) -> CFDictionary? {
    frame.attributes
}

/// The path the frame was made for, as Core Text's `CTFrameGetPath`.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath {
    frame.path
}
