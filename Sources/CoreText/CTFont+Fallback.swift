import Foundation
import StrataCoreGraphics

/// The font that best draws `string`'s characters in `range`, as Core Text's
/// `CTFontCreateForString`: `currentFont` itself when it has a glyph for every one, else, at its
/// size, the face fontconfig chooses for the first character it lacks (the nearest to its family
/// among the faces that have one, at its weight and slant, as text layers fall back). A range
/// outside the string is clamped to it; an empty one gives `currentFont`.
public func CTFontCreateForString(_ currentFont: CTFont, _ string: CFString, _ range: CFRange) -> CTFont {
    let units = Array((string as String).utf16)
    let start = min(max(range.location, 0), units.count), end = min(max(start + max(range.length, 0), start), units.count)
    guard start < end else { return currentFont }
    let piece = Array(units[start..<end])
    let glyphs = GlyphPainter.glyphs(for: piece, font: currentFont.graphicsFont)
    for (scalar, offset, _) in unicodeScalars(of: piece) {
        let covered = offset < glyphs.count && glyphs[offset] != 0
        // White space and controls need no glyph.
        let needsGlyph = Unicode.Scalar(scalar).map {
            !$0.properties.isWhitespace && $0.properties.generalCategory != .control
        } ?? false
        if !covered, needsGlyph {
            let face = FontDatabase.shared.fallback(covering: scalar, near: currentFont.graphicsFont)
            return CTFontCreateWithGraphicsFont(face, currentFont.size, nil, nil)
        }
    }
    return currentFont
}

/// The Unicode scalars of UTF-16 `units`, each with its offset and its width in units (2 for a
/// surrogate pair; a lone surrogate is its own scalar value, as Core Text reads it).
func unicodeScalars(of units: [UInt16]) -> [(scalar: UInt32, offset: Int, width: Int)] {
    var scalars: [(scalar: UInt32, offset: Int, width: Int)] = []
    var index = 0
    while index < units.count {
        let unit = units[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
            scalars.append((0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(units[index + 1]) - 0xDC00), index, 2))
            index += 2
        } else {
            scalars.append((UInt32(unit), index, 1))
            index += 1
        }
    }
    return scalars
}
