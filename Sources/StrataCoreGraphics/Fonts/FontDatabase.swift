import CFontconfig
import Foundation
import Synchronization

/// Font names resolved through fontconfig, remembered: a text layer resolves its font every
/// time its layout is rebuilt, and listing fonts costs far more than a dictionary lookup.
package final class FontDatabase: Sendable {
    package static let shared = FontDatabase()

    /// Resolved names (nil: no installed face has the name) and substitutes, by name.
    private let resolved = Mutex([String: FontFace?]())
    private let substitutes = Mutex([String: FontFace]())
    /// The font files registered for this process (`register(fileAt:)`), in order.
    let registered = Mutex([RegisteredFontFile]())
    /// The owners of files in memory that were registered and no longer are, kept open for the
    /// life of the process (see `unregister(fileAt:)`).
    let retired = Mutex([RegisteredFontFile]())
    /// Held around every call into fontconfig: registering a font changes its configuration in
    /// place, which a listing on another thread must not see half done.
    let fontconfig = Mutex(())
    /// More distinct names than any program uses; past it the memory is dropped and refilled, so
    /// that a stream of generated names cannot grow it without bound.
    private static let capacity = 512

    /// Style words that may follow a family name, and what they select.
    private static let weights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "regular": 400, "book": 400, "normal": 400, "roman": 400, "medium": 500,
        "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
    ]
    private static let slants: [String: CGFont.Slant] = ["italic": .italic, "oblique": .oblique]

    /// Forgets every resolved name and substitute: the fonts installed changed.
    func forgetResolved() {
        resolved.withLock { $0.removeAll() }
        substitutes.withLock { $0.removeAll() }
    }

    func face(named name: String) -> FontFace? {
        if let known = resolved.withLock({ $0[name] }) { return known }
        let face = lookUp(name)
        resolved.withLock { table in
            if table.count >= FontDatabase.capacity { table.removeAll() }
            table[name] = .some(face)
        }
        return face
    }

    func substitute(for name: String) -> FontFace {
        if let known = substitutes.withLock({ $0[name] }) { return known }
        let face = AppleFontName(name).map(substitute(forApple:)) ?? match(family: name)
        substitutes.withLock { table in
            if table.count >= FontDatabase.capacity { table.removeAll() }
            table[name] = face
        }
        return face
    }

    /// The face fontconfig stands in with for `font`, one of Apple's own fonts that is not
    /// installed: its family if an alias maps it (a metric-compatible face), else the kind of
    /// face it is, at the weight, slant and width its name asks for (drawn emboldened or
    /// slanted where the face found is not).
    private func substitute(forApple font: AppleFontName) -> FontFace {
        var face = match(family: font.family, generic: font.kind.rawValue,
                         traits: FontFace(family: font.family, weight: font.weight, slant: font.slant, width: font.width))
        face.weight = font.weight
        face.slant = font.slant
        return face
    }

    private func lookUp(_ name: String) -> FontFace? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        for object in [FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_FAMILY] {
            if let face = list(object, trimmed).min(by: FontDatabase.moreRegular) { return face }
        }
        return styled(trimmed)
    }

    /// "Family Bold Italic": the family's nearest face to the style words' traits, keeping the
    /// asked-for weight and slant (fontconfig synthesizes bold and oblique a family lacks).
    private func styled(_ name: String) -> FontFace? {
        var words = name.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        var weight: Int?, slant: CGFont.Slant?
        while let last = words.last?.lowercased() {
            if let w = FontDatabase.weights[last], weight == nil {
                weight = w
            } else if let s = FontDatabase.slants[last], slant == nil {
                slant = s
            } else {
                break
            }
            words.removeLast()
        }
        guard weight != nil || slant != nil, !words.isEmpty,
              let family = list(FC_FAMILY, words.joined(separator: " ")).min(by: FontDatabase.moreRegular)
        else { return nil }
        var face = FontFace(family: family.family, weight: weight ?? family.weight, slant: slant ?? family.slant,
                            width: family.width)
        face.isMonospaced = family.isMonospaced
        return face
    }

    /// The most regular face first; ties by name, so that the choice does not depend on the
    /// order fontconfig lists files in.
    private static func moreRegular(_ a: FontFace, _ b: FontFace) -> Bool {
        (a.distanceFromRegular, a.fullName ?? "") < (b.distanceFromRegular, b.fullName ?? "")
    }

    /// The installed faces whose `object` (family, full name or PostScript name) equals `value`,
    /// ignoring case (and, for families, spaces).
    private func list(_ object: String, _ value: String) -> [FontFace] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard addString(pattern, object, value) else { return [] }
        return faces(matching: pattern)
    }

    /// The faces fontconfig lists for `pattern` (an empty one lists every face), with their
    /// names and traits.
    func faces(matching pattern: OpaquePointer) -> [FontFace] {
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for property in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_SPACING] {
            FcObjectSetAdd(objects, property)
        }
        return fontconfig.withLock { _ in
            guard let set = FcFontList(nil, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(set) }
            return (0..<Int(set.pointee.nfont)).compactMap { index in
                set.pointee.fonts[index].flatMap { FontFace(pattern: $0) }
            }
        }
    }

    /// The face fontconfig draws `scalar` in when `font` has no glyph for it: the nearest to
    /// the font's family and traits among the faces that have one, keeping the font's weight and
    /// slant as Pango does when it falls back (fontconfig synthesizes bold and oblique a family
    /// lacks); the default sans-serif face when fontconfig matches nothing.
    package func fallback(covering scalar: UInt32, near font: CGFont) -> CGFont {
        let asked = FontFace(family: font.familyName, weight: font.weight, slant: font.slant, width: font.width)
        var found = match(family: font.familyName, covering: scalar, traits: asked)
        // The face's own names kept: it is the face drawn, emboldened or slanted.
        found.weight = font.weight
        found.slant = font.slant
        return CGFont(found)
    }

    /// What fontconfig draws for the family `name`, after its configured substitutions; with a
    /// `scalar`, among the faces that cover it; with `traits`, the nearest to their weight, slant
    /// and width.
    private func match(family name: String, generic: String? = nil, covering scalar: UInt32? = nil,
                       traits: FontFace? = nil) -> FontFace {
        let fallback = FontFace(family: "sans-serif", weight: 400, slant: .upright, width: 100)
        guard let pattern = FcPatternCreate() else { return fallback }
        defer { FcPatternDestroy(pattern) }
        guard addString(pattern, FC_FAMILY, name) else { return fallback }
        // A second family, asked for after the first: fontconfig's generic name for its kind.
        if let generic, !addString(pattern, FC_FAMILY, generic) { return fallback }
        if let scalar, let characters = FcCharSetCreate() {
            defer { FcCharSetDestroy(characters) }
            guard FcCharSetAddChar(characters, scalar) != 0, FcPatternAddCharSet(pattern, FC_CHARSET, characters) != 0
            else { return fallback }
        }
        if let traits {
            let slant = switch traits.slant {
            case .upright: FC_SLANT_ROMAN
            case .italic: FC_SLANT_ITALIC
            case .oblique: FC_SLANT_OBLIQUE
            }
            guard FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(traits.weight))) != 0,
                  FcPatternAddInteger(pattern, FC_SLANT, slant) != 0,
                  FcPatternAddDouble(pattern, FC_WIDTH, traits.width) != 0
            else { return fallback }
        }
        return fontconfig.withLock { _ in
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let found = FcFontMatch(nil, pattern, &result) else { return fallback }
            defer { FcPatternDestroy(found) }
            return FontFace(pattern: found) ?? fallback
        }
    }

    private func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) -> Bool {
        value.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                FcPatternAddString(pattern, object, $0) != 0
            }
        }
    }
}
