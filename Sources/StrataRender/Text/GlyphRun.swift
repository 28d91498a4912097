import CCairo
import CPango
import Foundation
import StrataCoreGraphics

/// One run of a laid-out line: glyphs of one font in one direction, as Core Text's `CTRun`
/// describes them, read from Pango's glyph string.
package struct GlyphRun: Sendable {
    /// The run's face, by the name `CGFont(_:)` finds it under ("Family Bold Italic"), and its
    /// size in points.
    package let fontName: String
    package let size: CGFloat
    /// The glyphs (the face's glyph indices) and where each is drawn, from the line's origin,
    /// y up; each one's advance.
    package let glyphs: [UInt16]
    package let positions: [CGPoint]
    package let advances: [CGFloat]
    /// The characters the run holds, in UTF-16 offsets of the text.
    package let characters: Range<Int>
    /// Each glyph's first character, in UTF-16 offsets of the text.
    package let stringIndices: [Int]
    /// Whether the run's characters are set right to left.
    package let isRightToLeft: Bool
}

extension TypesetText {
    /// The runs of line `index`, left to right as drawn. Neighbouring items Pango split only
    /// where the script changes (a space between words of another script) are one run, as Core
    /// Text's: "a set of consecutive glyphs sharing the same attributes and direction".
    package func glyphRuns(line index: Int) -> [GlyphRun] {
        guard layout.lines.indices.contains(index) else { return [] }
        let line = layout.lines[index]
        let scale = CGFloat(PANGO_SCALE)
        return TextEngine.shared.locked {
            var runs: [GlyphRun] = []
            var previousItem: UnsafeMutablePointer<PangoItem>?
            var x = -line.logicalLeft * scale
            var node = line.line.pointee.runs
            while let current = node {
                node = current.pointee.next
                guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let string = item.pointee.glyphs, let analysis = item.pointee.item?.pointee.analysis else { continue }
                var glyphs: [UInt16] = [], positions: [CGPoint] = [], advances: [CGFloat] = [], clusters: [Int] = []
                for g in 0..<Int(string.pointee.num_glyphs) {
                    clusters.append(Int(string.pointee.log_clusters[g]))
                    let info = string.pointee.glyphs[g]
                    let geometry = info.geometry
                    // Empty glyphs (PANGO_GLYPH_EMPTY) and boxes for missing ones have flag bits set.
                    glyphs.append(info.glyph & 0xF000_0000 == 0 ? UInt16(truncatingIfNeeded: info.glyph) : 0)
                    // The item's own shift (a rise: positive is up) moves every glyph of it.
                    positions.append(CGPoint(x: (x + CGFloat(geometry.x_offset)) / scale,
                                             y: (CGFloat(item.pointee.y_offset) - CGFloat(geometry.y_offset)) / scale))
                    advances.append(CGFloat(geometry.width) / scale)
                    x += CGFloat(geometry.width)
                }
                let offset = Int(item.pointee.item.pointee.offset), length = Int(item.pointee.item.pointee.length)
                func utf16(_ byte: Int) -> Int { self.utf16Offset(ofByte: byte) }
                let (name, size) = TypesetText.fontName(of: analysis.font)
                // A glyph's cluster is the byte offset of its first character within the item.
                let run = GlyphRun(fontName: name, size: size, glyphs: glyphs, positions: positions, advances: advances,
                                   characters: utf16(offset)..<utf16(offset + length),
                                   stringIndices: clusters.map { utf16(offset + $0) }, isRightToLeft: analysis.level % 2 == 1)
                if let last = runs.last, let previousItem, let pangoItem = item.pointee.item,
                   GlyphRun.sameStyle(previousItem, pangoItem), let joined = last.joined(with: run) {
                    runs[runs.count - 1] = joined
                } else {
                    runs.append(run)
                }
                previousItem = item.pointee.item
            }
            return runs
        }
    }

    /// The name `CGFont(_:)` finds Pango's `font` under, and its size in points.
    private static func fontName(of font: UnsafeMutablePointer<PangoFont>?) -> (String, CGFloat) {
        guard let font, let description = pango_font_describe_with_absolute_size(font) else { return ("", 12) }
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        let weight = Int(pango_font_description_get_weight(description).rawValue)
        var name = family
        if weight >= 600 { name += " Bold" } else if weight <= 300 { name += " Light" }
        switch pango_font_description_get_style(description) {
        case PANGO_STYLE_ITALIC: name += " Italic"
        case PANGO_STYLE_OBLIQUE: name += " Oblique"
        default: break
        }
        return (name, CGFloat(pango_font_description_get_size(description)) / CGFloat(PANGO_SCALE))
    }
}
