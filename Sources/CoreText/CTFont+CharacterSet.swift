import Foundation
import StrataCoreGraphics
import StrataRender

/// A Core Foundation character set, as Apple's `CFCharacterSet`: `NSCharacterSet`
/// (`CTFontCopyCharacterSet(font) as CharacterSet`).
public typealias CFCharacterSet = NSCharacterSet

/// The characters the font's face maps to glyphs (its character map), as Core Text's
/// `CTFontCopyCharacterSet`; empty when the face cannot be loaded. Characters drawn through
/// fallback faces are not in it.
public func CTFontCopyCharacterSet(_ font: CTFont) -> CFCharacterSet {
    var characters = CharacterSet()
    for range in FaceTables.mappedCharacters(of: font.graphicsFont) ?? [] {
        // Surrogate code points are not characters: the parts of a range either side of them.
        let parts = [(range.lowerBound, min(range.upperBound, 0xD7FF)), (max(range.lowerBound, 0xE000), range.upperBound)]
        for (lower, upper) in parts where lower <= upper {
            guard let low = Unicode.Scalar(lower), let high = Unicode.Scalar(upper) else { continue }
            characters.insert(charactersIn: low...high)
        }
    }
    return characters as NSCharacterSet
}
