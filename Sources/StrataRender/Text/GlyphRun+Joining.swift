import CPango
import Foundation

extension GlyphRun {
    /// This run (drawn on the left) and `right` as one run, when both are in one font at one
    /// size and direction and their characters follow one another in logical order (left then
    /// right for left-to-right runs, right then left for right-to-left ones); nil otherwise.
    func joined(with right: GlyphRun) -> GlyphRun? {
        guard fontName == right.fontName, size == right.size, isRightToLeft == right.isRightToLeft else { return nil }
        let follows = isRightToLeft ? right.characters.upperBound == characters.lowerBound
            : characters.upperBound == right.characters.lowerBound
        guard follows else { return nil }
        return GlyphRun(fontName: fontName, size: size, glyphs: glyphs + right.glyphs, positions: positions + right.positions,
                        advances: advances + right.advances,
                        characters: min(characters.lowerBound, right.characters.lowerBound)..<max(characters.upperBound,
                                                                                                 right.characters.upperBound),
                        stringIndices: stringIndices + right.stringIndices, isRightToLeft: isRightToLeft)
    }

    /// Whether Pango's items `a` and `b` are drawn alike: the same font, bidi level and
    /// attributes (their scripts may differ). Called inside the text engine's lock.
    static func sameStyle(_ a: UnsafeMutablePointer<PangoItem>, _ b: UnsafeMutablePointer<PangoItem>) -> Bool {
        guard a.pointee.analysis.font == b.pointee.analysis.font, a.pointee.analysis.level == b.pointee.analysis.level
        else { return false }
        var left = a.pointee.analysis.extra_attrs, right = b.pointee.analysis.extra_attrs
        while let l = left, let r = right {
            guard let first = l.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                  let second = r.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
                  pango_attribute_equal(first, second) != 0 else { return false }
            left = l.pointee.next
            right = r.pointee.next
        }
        return left == nil && right == nil
    }
}
