import Foundation
import StrataCoreGraphics
import StrataRender

// A font's face-wide measures and its glyphs' advances and boxes, as Core Text reads them from
// the face's tables (`FaceTables`), scaled to the font's size. A face that cannot be loaded
// measures nothing.

/// Which way glyphs are measured, as Core Text's `CTFontOrientation`. Strata lays text out
/// horizontally: `.vertical` measures as `.horizontal` does.
public enum CTFontOrientation: UInt32, Sendable {
    /// The font's own orientation: horizontal.
    case `default` = 0
    /// Glyphs set side by side.
    case horizontal = 1
    /// Glyphs set one above another (measured as `horizontal` here).
    case vertical = 2
}

/// The union of the face's glyph boxes (its `head` table), scaled to the font's size, y up from
/// the baseline, as `CTFontGetBoundingBox`.
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect {
    guard let tables = FaceTables(font.graphicsFont) else { return .zero }
    let scale = font.size / CGFloat(tables.unitsPerEm), box = tables.boundingBox
    return CGRect(x: CGFloat(box.x) * scale, y: CGFloat(box.y) * scale, width: CGFloat(box.width) * scale,
                  height: CGFloat(box.height) * scale)
}

/// Where the underline goes, from the baseline (negative below it), as `CTFontGetUnderlinePosition`.
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat {
    guard let tables = FaceTables(font.graphicsFont) else { return 0 }
    return CGFloat(tables.underlinePosition) * font.size / CGFloat(tables.unitsPerEm)
}

/// How thick the underline is, as `CTFontGetUnderlineThickness`.
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat {
    guard let tables = FaceTables(font.graphicsFont) else { return 0 }
    return CGFloat(tables.underlineThickness) * font.size / CGFloat(tables.unitsPerEm)
}

/// The face's italic angle in degrees counter-clockwise from upright (negative for a face
/// leaning right; 0 upright), as `CTFontGetSlantAngle`.
public func CTFontGetSlantAngle(_ font: CTFont) -> CGFloat {
    CGFloat(FaceTables(font.graphicsFont)?.italicAngle ?? 0)
}

/// How many glyphs the face has, as `CTFontGetGlyphCount`.
public func CTFontGetGlyphCount(_ font: CTFont) -> CFIndex { FaceTables(font.graphicsFont)?.glyphCount ?? 0 }

/// Each of `count` glyphs' advance (written to `advances` when given, as widths), and their
/// sum, as `CTFontGetAdvancesForGlyphs`. A glyph the face lacks advances 0.
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                       _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex) -> Double {
    let measured = measure(font, glyphs, count)
    for (index, glyph) in measured.enumerated() { advances?[index] = CGSize(width: glyph.advance, height: 0) }
    return Double(measured.reduce(0) { $0 + $1.advance })
}

/// Each of `count` glyphs' ink box (written to `boundingRects` when given; y up from the glyph's
/// origin, empty for a glyph with no outline), and the union of them, as
/// `CTFontGetBoundingRectsForGlyphs`.
public func CTFontGetBoundingRectsForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation,
                                            _ glyphs: UnsafePointer<CGGlyph>,
                                            _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex) -> CGRect {
    let measured = measure(font, glyphs, count)
    var union = CGRect.null
    for (index, glyph) in measured.enumerated() {
        boundingRects?[index] = glyph.box
        if glyph.box != .zero { union = union.union(glyph.box) }
    }
    return union.isNull ? .zero : union
}

/// The advances and boxes of `count` glyphs from `glyphs`; none for a count that is not positive.
private func measure(_ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ count: CFIndex) -> [(advance: CGFloat, box: CGRect)] {
    guard count > 0 else { return [] }
    let list = Array(UnsafeBufferPointer(start: glyphs, count: count))
    return FaceTables.glyphMetrics(list, font: font.graphicsFont, size: font.size)
        ?? Array(repeating: (0, .zero), count: count)
}

/// A font's style, as Core Text's `CTFontSymbolicTraits` (the same bit values).
public struct CTFontSymbolicTraits: OptionSet, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// An italic or oblique face.
    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    /// A bold face.
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    /// A face wider than normal.
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    /// A face narrower than normal.
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    /// Every glyph the same width (not reported here).
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    /// A face for vertical text (not reported here).
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    /// A face made for user interfaces (not reported here).
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    /// A face with colour glyphs (not reported here).
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    /// A face made of others (not reported here).
    public static let traitComposite = CTFontSymbolicTraits(rawValue: 1 << 14)
}

/// The face's style as traits, as `CTFontGetSymbolicTraits`: bold from a weight of 600 up,
/// italic for an italic or oblique face, condensed or expanded from its width, monospace for a
/// face whose glyphs all advance alike (fontconfig's spacing). (The others are not reported.)
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits { CTFontSymbolicTraits(font.graphicsFont) }

extension CTFontSymbolicTraits {
    /// The traits `face`'s style and spacing give it (see `CTFontGetSymbolicTraits`).
    init(_ face: CGFont) {
        var traits: CTFontSymbolicTraits = []
        if face.weight >= 600 { traits.insert(.traitBold) }
        if face.slant != .upright { traits.insert(.traitItalic) }
        if face.width < 100 { traits.insert(.traitCondensed) }
        if face.width > 100 { traits.insert(.traitExpanded) }
        if face.isMonospaced { traits.insert(.traitMonoSpace) }
        self = traits
    }
}

/// The face of `font`'s family with the bold and italic traits of `value` where `mask` names
/// them (the others kept), at `size` (0 keeps the font's), as
/// `CTFontCreateCopyWithSymbolicTraits`, with the transform `matrix` points at (nil keeps the
/// font's); nil when the family has no such face installed.
public func CTFontCreateCopyWithSymbolicTraits(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                               _ value: CTFontSymbolicTraits, _ mask: CTFontSymbolicTraits) -> CTFont? {
    let wanted = CTFontGetSymbolicTraits(font).subtracting(mask).union(value.intersection(mask))
    let bold = wanted.contains(.traitBold), italic = wanted.contains(.traitItalic)
    // Italic or oblique, whichever the family has; an installed face (one with a name of its
    // own), not one drawn slanted or emboldened in its stead.
    let styles = italic ? ["Italic", "Oblique"] : [""]
    for style in styles {
        let name = [font.graphicsFont.familyName, bold ? "Bold" : "", style].filter { !$0.isEmpty }.joined(separator: " ")
        let styleTraits: CTFontSymbolicTraits = [.traitBold, .traitItalic]
        guard let face = CGFont(installed: name), face.postScriptText != nil || face.fullText != nil,
              face.familyName == font.graphicsFont.familyName,
              CTFontSymbolicTraits(face).intersection(styleTraits) == wanted.intersection(styleTraits) else { continue }
        var kept = matrix?.pointee ?? font.matrix
        return CTFontCreateWithGraphicsFont(face, size != 0 ? size : font.size, &kept, nil)
    }
    return nil
}

/// The name to show for the font: its full name, as `CTFontCopyDisplayName` gives it.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }
