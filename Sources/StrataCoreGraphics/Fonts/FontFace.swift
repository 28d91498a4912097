import CFontconfig
import Foundation

/// One face as fontconfig lists it: its names and the traits that select it within its family.
struct FontFace: Hashable, Sendable {
    var family: String
    var fullName: String?
    var postScriptName: String?
    /// OpenType weight: 400 regular, 700 bold.
    var weight: Int
    var slant: CGFont.Slant
    /// Percentage of the normal width.
    var width: Double
    /// Whether every glyph has the same advance (fontconfig's mono or character-cell spacing).
    var isMonospaced = false

    /// How far the face is from the plain member of its family: weight 400, upright, normal
    /// width. A family name alone selects the nearest.
    var distanceFromRegular: Double {
        Double(abs(weight - 400)) + (slant == .upright ? 0 : 1000) + abs(width - 100) * 10
    }

    /// The face described by a fontconfig pattern; nil when it names no family.
    init?(pattern: OpaquePointer) {
        guard let family = FontFace.string(pattern, FC_FAMILY) else { return nil }
        self.family = family
        fullName = FontFace.string(pattern, FC_FULLNAME)
        postScriptName = FontFace.string(pattern, FC_POSTSCRIPT_NAME)
        let fcWeight = FontFace.number(pattern, FC_WEIGHT) ?? Double(FC_WEIGHT_REGULAR)
        weight = Int(FcWeightToOpenTypeDouble(fcWeight).rounded())
        switch Int32(FontFace.number(pattern, FC_SLANT) ?? 0) {
        case FC_SLANT_ITALIC: slant = .italic
        case FC_SLANT_OBLIQUE: slant = .oblique
        default: slant = .upright
        }
        width = FontFace.number(pattern, FC_WIDTH) ?? 100
        isMonospaced = (FontFace.number(pattern, FC_SPACING) ?? 0) >= Double(FC_MONO)
    }

    init(family: String, weight: Int, slant: CGFont.Slant, width: Double) {
        self.family = family
        self.weight = weight
        self.slant = slant
        self.width = width
    }

    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// An integer or double property (fontconfig stores weights either way).
    private static func number(_ pattern: OpaquePointer, _ object: String) -> Double? {
        var integer: Int32 = 0
        if FcPatternGetInteger(pattern, object, 0, &integer) == FcResultMatch { return Double(integer) }
        var double: Double = 0
        if FcPatternGetDouble(pattern, object, 0, &double) == FcResultMatch { return double }
        return nil
    }
}
