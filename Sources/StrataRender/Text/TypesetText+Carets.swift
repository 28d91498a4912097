import CPango
import Foundation

extension TypesetText {
    /// One edge of a character on a line where a caret can stand.
    package struct CaretEdge: Equatable, Sendable {
        /// From the line's origin, along the baseline.
        package let offset: CGFloat
        /// The character's UTF-16 offset in the text.
        package let character: Int
        /// Whether it is the edge before the character in logical order (its left for
        /// left-to-right text, its right for right-to-left), else the edge after it.
        package let leadingEdge: Bool
    }

    /// Both edges of each character of line `index` (the second half of a surrogate pair has
    /// none of its own), in left-to-right visual order; those at the same place in logical order.
    /// Pango places each edge (`pango_layout_line_index_to_x`) as `caretOffset` does.
    package func caretEdges(line index: Int) -> [CaretEdge] {
        guard layout.lines.indices.contains(index) else { return [] }
        let line = layout.lines[index]
        let start = Int(line.line.pointee.start_index), end = start + Int(line.line.pointee.length)
        // A character starts where the UTF-16 offset moves on (or where the line starts).
        let starts = (start..<end).filter { $0 == start || utf16[$0] != utf16[$0 - 1] }
        var edges: [CaretEdge] = []
        TextEngine.shared.locked {
            for byte in starts {
                for trailing: Int32 in [0, 1] {
                    var x: Int32 = 0
                    pango_layout_line_index_to_x(line.line, Int32(byte), trailing, &x)
                    edges.append(CaretEdge(offset: CGFloat(x) / CGFloat(PANGO_SCALE) - line.logicalLeft,
                                           character: utf16[byte], leadingEdge: trailing == 0))
                }
            }
        }
        // Stable: edges at one place keep their logical order.
        return edges.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }
}
