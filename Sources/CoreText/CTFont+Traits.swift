import Foundation
import StrataCoreGraphics
import StrataRender

/// The key of a traits dictionary's symbolic traits (a `CTFontSymbolicTraits` raw value), as Core Text's.
public var kCTFontSymbolicTrait: CFString { "NSCTFontSymbolicTrait" as CFString }
/// The key of a traits dictionary's weight, -1 (thinnest) to 1 (heaviest), 0 regular.
public var kCTFontWeightTrait: CFString { "NSCTFontWeightTrait" as CFString }
/// The key of a traits dictionary's width, -1 (most condensed) to 1 (most expanded), 0 normal.
public var kCTFontWidthTrait: CFString { "NSCTFontProportionTrait" as CFString }
/// The key of a traits dictionary's slant, -1 to 1, 1 being 30° leaning right, 0 upright.
public var kCTFontSlantTrait: CFString { "NSCTFontSlantTrait" as CFString }

/// The font's traits, as Core Text's `CTFontCopyTraits`: its symbolic traits
/// (`kCTFontSymbolicTrait`), and its weight, width and slant normalized to -1…1. The weight
/// follows AppKit's scale for the OpenType weights (100 ultralight -0.8, 200 thin -0.6, 300 light
/// -0.4, 400 regular 0, 500 medium 0.23, 600 semibold 0.3, 700 bold 0.4, 800 heavy 0.56, 900
/// black 0.62, linear between), the width the face's percentage of normal (50 % -1,
/// 100 % 0, 200 % 1), the slant the face's italic angle over 30°.
public func CTFontCopyTraits(_ font: CTFont) -> CFDictionary {
    let face = font.graphicsFont
    let angle = Double(CTFontGetSlantAngle(font))
    let slant = min(max(-angle / 30, -1), 1)
    let width = face.width < 100 ? max((face.width - 100) / 50, -1) : min((face.width - 100) / 100, 1)
    return [
        kCTFontSymbolicTrait as String: NSNumber(value: CTFontSymbolicTraits(face).rawValue),
        kCTFontWeightTrait as String: NSNumber(value: CTFontWeightScale.trait(ofWeight: face.weight)),
        kCTFontWidthTrait as String: NSNumber(value: width),
        kCTFontSlantTrait as String: NSNumber(value: slant),
    ] as NSDictionary
}

/// The glyph the font's face names `glyphName` (its PostScript glyph name, such as "A" or
/// "uni00E9"), as Core Text's `CTFontGetGlyphWithName`; 0 when it has none.
public func CTFontGetGlyphWithName(_ font: CTFont, _ glyphName: CFString) -> CGGlyph {
    FaceTables.glyph(named: glyphName as String, in: font.graphicsFont).map { CGGlyph(truncatingIfNeeded: $0) } ?? 0
}

/// AppKit's weight scale (`NSFont.Weight`) at the OpenType weights.
enum CTFontWeightScale {
    /// (OpenType weight, trait) from thin to black.
    static let stops: [(weight: Double, trait: Double)] = [
        (100, -0.8), (200, -0.6), (300, -0.4), (400, 0), (500, 0.23), (600, 0.3), (700, 0.4), (800, 0.56), (900, 0.62),
    ]

    /// The trait of `weight`, linear between the stops and held past the ends.
    static func trait(ofWeight weight: Int) -> Double {
        let w = Double(weight)
        for (low, high) in zip(stops, stops.dropFirst()) where w < high.weight {
            guard w > low.weight else { return low.trait }
            return low.trait + (high.trait - low.trait) * (w - low.weight) / (high.weight - low.weight)
        }
        // At or past the last stop (the table is not empty).
        return stops[stops.count - 1].trait
    }
}
