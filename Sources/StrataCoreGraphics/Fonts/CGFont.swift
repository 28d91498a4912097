import CFontconfig
import Foundation

/// A font face found by name in the system's font database (fontconfig), as in CoreGraphics.
///
/// A `CGFont` has no size: whoever draws with it supplies one (a text layer's `fontSize`).
/// Two fonts are equal when they name the same family with the same weight, slant and width.
public final class CGFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The PostScript name of the face, such as "DejaVuSans-Bold".
    package let postScriptText: String?
    /// The full name of the face, such as "DejaVu Sans Bold".
    package let fullText: String?

    /// The PostScript name of the face, such as "DejaVuSans-Bold", as `CGFont.postScriptName`
    /// (a Core Foundation string, as on Apple's platforms: `name as String` reads it).
    public var postScriptName: CFString? { postScriptText.map { $0 as CFString } }
    /// The full name of the face, such as "DejaVu Sans Bold", as `CGFont.fullName`.
    public var fullName: CFString? { fullText.map { $0 as CFString } }
    /// The family the face belongs to, such as "DejaVu Sans".
    package let familyName: String
    /// The weight on the OpenType scale: 400 regular, 700 bold.
    package let weight: Int
    /// The slant.
    package let slant: Slant
    /// The width as a percentage of the normal width (fontconfig's scale): 100 normal, 87.5
    /// semi-condensed.
    package let width: Double
    /// Whether every glyph has the same advance.
    package let isMonospaced: Bool
    /// The file of a font made from data (`init?(_:)` with a data provider); nil for an
    /// installed face.
    package let dataFile: FontDataFile?

    /// How upright a face is.
    package enum Slant: Hashable, Sendable {
        case upright, italic, oblique
    }

    /// The installed face called `name`: a PostScript name ("DejaVuSans-Bold"), a full name
    /// ("DejaVu Sans Bold"), a family name ("DejaVu Sans", its regular face), or a family name
    /// followed by style words ("Lohit Devanagari Bold", drawn emboldened when the family has
    /// no bold face). Case and spaces in family names do not matter.
    ///
    /// A name of one of the fonts every Apple device has ("Helvetica", "HelveticaNeue-Bold",
    /// "Menlo-Regular", ".SFUI-Semibold") that is not installed gives the face fontconfig stands
    /// in with (a metric-compatible one where an alias maps the family, else a sans-serif,
    /// serif or monospace face as the family is), at the weight and slant the name asks, with a
    /// diagnostic: code written for Apple's platforms expects those names to be there. Nil for
    /// any other name no installed font has, as CoreGraphics answers for a name it does not know.
    public convenience init?(_ name: String) {
        if let face = FontDatabase.shared.face(named: name) {
            self.init(face)
            return
        }
        guard AppleFontName(name) != nil else { return nil }
        let face = FontDatabase.shared.substitute(for: name)
        StrataDiagnostics.report("CGFont: \"\(name)\" is not installed; drawn in \(face.family), fontconfig's stand-in")
        self.init(face)
    }

    /// The installed face called `name` (as `init?(_:)` finds it), or nil: no stand-in for a
    /// name that is not installed, and no report; callers substitute and report as they need.
    package convenience init?(installed name: String) {
        guard let face = FontDatabase.shared.face(named: name) else { return nil }
        self.init(face)
    }

    /// The installed face called `name`, given as a Core Foundation string as CoreGraphics
    /// takes it (`CGFont("Helvetica" as CFString)`); the same lookup as `init?(_:)` with a
    /// `String`.
    public convenience init?(_ name: CFString) {
        self.init(name as String)
    }

    init(_ face: FontFace, dataFile: FontDataFile? = nil) {
        postScriptText = face.postScriptName
        fullText = face.fullName
        familyName = face.family
        weight = face.weight
        slant = face.slant
        width = face.width
        isMonospaced = face.isMonospaced
        self.dataFile = dataFile
    }

    /// The first face of the font data `provider` holds (TrueType, OpenType or any format
    /// FreeType reads), as CoreGraphics' `init?(_:)` with a data provider; nil when the data is
    /// not a font. Text finds the face by its names once it is registered
    /// (`CTFontManagerRegisterGraphicsFont`), as on Apple's platforms.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.bytes, !data.isEmpty, let file = FontDataFile(data),
              let face = FontDatabase.face(inFileAt: file.path) else { return nil }
        self.init(face, dataFile: file)
    }

    /// The face that fontconfig draws for `name` when no installed font has that name: for one
    /// of Apple's own fonts, a face of its kind at the weight and slant it asks (`AppleFontName`);
    /// otherwise the target of an alias (a metric-compatible family for "Helvetica" when one is
    /// installed) or the default sans-serif face.
    package static func substitute(forMissing name: String) -> CGFont {
        CGFont(FontDatabase.shared.substitute(for: name))
    }

    /// A short description: the full name, or the family and traits.
    public var description: String {
        "CGFont(\(fullText ?? familyName))"
    }

    /// Whether two fonts name the same family, weight, slant and width.
    public static func == (a: CGFont, b: CGFont) -> Bool {
        a.familyName == b.familyName && a.weight == b.weight && a.slant == b.slant && a.width == b.width
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(weight)
        hasher.combine(slant)
        hasher.combine(width)
    }
}
