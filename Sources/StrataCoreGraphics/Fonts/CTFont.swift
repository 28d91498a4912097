import Foundation

/// A font at a size, as Core Text's `CTFont`: an installed face (a `CGFont`, found by name
/// through fontconfig) and the size in points it is drawn at.
///
/// As Core Text does, a name no installed font has still gives a font: the face fontconfig
/// substitutes for it (an alias's target, or the default sans-serif). The name asked for is
/// kept, so that a text layer drawing the font reports the substitution.
public final class CTFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The face drawn.
    public let graphicsFont: CGFont
    /// The size in points.
    public let size: CGFloat
    /// The name asked for when no installed font had it; nil when the face matched.
    public let missingName: String?
    /// The transform the font was made with (`CTFontGetMatrix`), the identity for none: kept,
    /// reported and applied to glyph outlines (`CTFontCreatePathForGlyph`); text is drawn
    /// without it.
    public let matrix: CGAffineTransform

    /// Core Text's size for a requested size of 0 (and, here, for one that is negative or not
    /// a number): 12 points.
    public static let defaultSize: CGFloat = 12

    init(graphicsFont: CGFont, size: CGFloat, missingName: String?, matrix: CGAffineTransform = .identity) {
        self.graphicsFont = graphicsFont
        self.size = size > 0 && size.isFinite ? size : Self.defaultSize
        self.missingName = missingName
        self.matrix = matrix
    }

    /// The installed face called `name` at `size` with `matrix`, or fontconfig's substitute
    /// for it.
    convenience init(name: String, size: CGFloat, matrix: CGAffineTransform = .identity) {
        if let face = CGFont(installed: name) {
            self.init(graphicsFont: face, size: size, missingName: nil, matrix: matrix)
        } else {
            self.init(graphicsFont: CGFont.substitute(forMissing: name), size: size, missingName: name, matrix: matrix)
        }
    }

    /// "CTFont(DejaVu Sans Bold, 24 pt)".
    public var description: String {
        "CTFont(\(graphicsFont.fullText ?? graphicsFont.familyName), \(size) pt)"
    }

    /// Equal when they draw the same face at the same size with the same matrix.
    public static func == (a: CTFont, b: CTFont) -> Bool {
        a.graphicsFont == b.graphicsFont && a.size == b.size && a.matrix == b.matrix
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(graphicsFont)
        hasher.combine(size)
        hasher.combine(matrix)
    }
}

/// What names a font to create one from, as Core Text's `CTFontDescriptor`: a name and a size
/// (0 leaves the size to whoever uses it).
public final class CTFontDescriptor: @unchecked Sendable {
    /// The font name: PostScript, full or family name.
    public let name: String
    /// The size in points; 0 when the descriptor sets none.
    public let size: CGFloat

    init(name: String, size: CGFloat) {
        self.name = name
        self.size = size
    }
}

/// A font named `name` (PostScript, full or family name) at `size` points with the transform
/// `matrix` points at (the identity for nil), as `CTFontCreateWithName`; a size of 0 gives 12
/// points, as Core Text's.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat,
                                 _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: name as String, size: size, matrix: matrix?.pointee ?? .identity)
}

/// A font of `graphicsFont` at `size` points (0 gives 12) with the transform `matrix` points at
/// (the identity for nil), as `CTFontCreateWithGraphicsFont`; the attributes are ignored.
public func CTFontCreateWithGraphicsFont(_ graphicsFont: CGFont, _ size: CGFloat,
                                         _ matrix: UnsafePointer<CGAffineTransform>?,
                                         _ attributes: CTFontDescriptor?) -> CTFont {
    CTFont(graphicsFont: graphicsFont, size: size, missingName: nil, matrix: matrix?.pointee ?? .identity)
}

/// A font from a descriptor, at `size` points when it is not 0, else at the descriptor's size,
/// else at 12, with the transform `matrix` points at (the identity for nil), as
/// `CTFontCreateWithFontDescriptor`.
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat,
                                          _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: descriptor.name, size: size != 0 ? size : descriptor.size, matrix: matrix?.pointee ?? .identity)
}

/// A descriptor naming a font at a size.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(name: name as String, size: size)
}

/// A copy of `font` at `size` points (0 keeps the font's size, as Core Text's), in the face the
/// descriptor names when one is given, with the transform `matrix` points at (nil keeps the
/// font's), as `CTFontCreateCopyWithAttributes`.
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: CTFontDescriptor?) -> CTFont {
    let newSize = size != 0 ? size : font.size, newMatrix = matrix?.pointee ?? font.matrix
    guard let attributes else {
        return CTFont(graphicsFont: font.graphicsFont, size: newSize, missingName: font.missingName, matrix: newMatrix)
    }
    return CTFont(name: attributes.name, size: newSize, matrix: newMatrix)
}

/// The font's size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// The PostScript name of the face drawn ("DejaVuSans-Bold"); the full name when the face has
/// none.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString {
    (font.graphicsFont.postScriptText ?? font.graphicsFont.fullText ?? font.graphicsFont.familyName) as CFString
}

/// The family of the face drawn ("DejaVu Sans").
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.graphicsFont.familyName as CFString }

/// The full name of the face drawn ("DejaVu Sans Bold"); the family name when it has none.
public func CTFontCopyFullName(_ font: CTFont) -> CFString {
    (font.graphicsFont.fullText ?? font.graphicsFont.familyName) as CFString
}

/// The face drawn, as Core Text's `CTFontCopyGraphicsFont`; the attributes are not returned.
public func CTFontCopyGraphicsFont(_ font: CTFont, _ attributes: UnsafeMutablePointer<CTFontDescriptor?>?) -> CGFont {
    attributes?.pointee = nil
    return font.graphicsFont
}

/// The attributed-string key of a run's font, as Core Text's: the same key as
/// `NSAttributedString.Key.font` ("NSFont").
public var kCTFontAttributeName: CFString { "NSFont" as CFString }
