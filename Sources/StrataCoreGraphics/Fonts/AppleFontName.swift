/// A name of one of the fonts every Apple device has ("Helvetica", "HelveticaNeue-Bold",
/// "ArialMT", ".SFUI-Semibold", "Menlo-Regular"), which code written for Apple's platforms asks
/// for as if installed: read as the family it names, the kind of face fontconfig should stand
/// in with when the family is not installed, and the weight and slant its style words ask.
struct AppleFontName: Equatable {
    /// What kind of face stands in for a family that is not installed.
    enum Kind: String {
        case sansSerif = "sans-serif", serif, monospace
    }

    /// The family as fontconfig knows it (its aliases map some to metric-compatible faces).
    let family: String
    let kind: Kind
    /// The weight on the OpenType scale (400 regular, 700 bold) and the slant the name's style
    /// words ask for.
    let weight: Int
    let slant: CGFont.Slant

    /// Apple's families by their names in lower case without spaces, which a name starts with.
    private static let families: [String: (String, Kind)] = [
        "helvetica": ("Helvetica", .sansSerif), "helveticaneue": ("Helvetica Neue", .sansSerif),
        "arial": ("Arial", .sansSerif), "verdana": ("Verdana", .sansSerif), "trebuchetms": ("Trebuchet MS", .sansSerif),
        "avenir": ("Avenir", .sansSerif), "avenirnext": ("Avenir Next", .sansSerif), "futura": ("Futura", .sansSerif),
        "gillsans": ("Gill Sans", .sansSerif), "optima": ("Optima", .sansSerif),
        "sfpro": ("SF Pro", .sansSerif), "sfui": ("SF Pro", .sansSerif), "sfns": ("SF Pro", .sansSerif),
        "sfcompact": ("SF Compact", .sansSerif), "applesystemuifont": ("SF Pro", .sansSerif),
        "applesdgothicneo": ("Apple SD Gothic Neo", .sansSerif), "pingfangsc": ("PingFang SC", .sansSerif),
        "pingfangtc": ("PingFang TC", .sansSerif), "pingfanghk": ("PingFang HK", .sansSerif),
        "hiraginosans": ("Hiragino Sans", .sansSerif), "markerfelt": ("Marker Felt", .sansSerif),
        "noteworthy": ("Noteworthy", .sansSerif), "chalkboardse": ("Chalkboard SE", .sansSerif),
        "times": ("Times", .serif), "timesnewroman": ("Times New Roman", .serif), "georgia": ("Georgia", .serif),
        "palatino": ("Palatino", .serif), "baskerville": ("Baskerville", .serif), "didot": ("Didot", .serif),
        "hoeflertext": ("Hoefler Text", .serif), "charter": ("Charter", .serif), "newyork": ("New York", .serif),
        "americantypewriter": ("American Typewriter", .serif), "copperplate": ("Copperplate", .serif),
        "courier": ("Courier", .monospace), "couriernew": ("Courier New", .monospace), "menlo": ("Menlo", .monospace),
        "monaco": ("Monaco", .monospace), "sfmono": ("SF Mono", .monospace),
    ]

    /// Style words, in lower case, and the weights they ask for: the longer first, so that
    /// "semibold" is not read as "bold".
    private static let weights: [(String, Int)] = [
        ("ultralight", 200), ("extralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("hairline", 100), ("thin", 100), ("light", 300), ("medium", 500), ("bold", 700),
        ("heavy", 900), ("black", 900),
    ]

    /// The Apple font `name` names; nil for any other name.
    init?(_ name: String) {
        // Lower case, without spaces, dashes, underscores or a leading dot (system font names).
        let key = String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }.drop { $0 == "." })
        guard let prefix = Self.families.keys.filter({ key.hasPrefix($0) }).max(by: { $0.count < $1.count }),
              let (family, kind) = Self.families[prefix] else { return nil }
        let style = key.dropFirst(prefix.count)
        self.family = family
        self.kind = kind
        weight = Self.weights.first { style.contains($0.0) }?.1 ?? 400
        slant = style.contains("italic") ? .italic : style.contains("oblique") ? .oblique : .upright
    }
}
