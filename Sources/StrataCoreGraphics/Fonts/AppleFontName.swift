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
    /// The weight on the OpenType scale (400 regular, 700 bold), the slant and the width (a
    /// percentage of the normal one) the name's style words ask for.
    let weight: Int
    let slant: CGFont.Slant
    let width: Double

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
        "monaco": ("Monaco", .monospace), "sfmono": ("SF Mono", .monospace), "sfnsmono": ("SF Mono", .monospace),
        "applesystemuifontmonospaced": ("SF Mono", .monospace),
    ]

    /// Style words, in lower case, and the weights they ask for: the longer first, so that
    /// "semibold" is not read as "bold".
    private static let weights: [(String, Int)] = [
        ("ultralight", 200), ("extralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("hairline", 100), ("thin", 100), ("light", 300), ("medium", 500), ("bold", 700),
        ("heavy", 900), ("black", 900),
    ]
    /// Words that may follow a family in a name and ask for a slant or width, or nothing
    /// (PostScript suffixes, optical sizes, "regular"), the longer first.
    private static let others: [(String, Style)] = [
        ("semicondensed", .width(87.5)), ("condensed", .width(75)), ("compressed", .width(62.5)), ("narrow", .width(75)),
        ("italic", .slant(.italic)), ("oblique", .slant(.oblique)), ("regular", .none), ("roman", .none),
        ("book", .none), ("normal", .none), ("rounded", .none), ("display", .none), ("text", .none), ("psmt", .none),
        ("mt", .none), ("ps", .none),
    ]

    /// What a word other than a weight asks for.
    private enum Style: Equatable {
        case slant(CGFont.Slant), width(Double), none
    }

    /// The Apple font `name` names; nil for any other name, a family of another maker that
    /// starts like one of Apple's ("Courier Prime", "Helvetica Now Display") among them: what
    /// follows the family must be style words.
    init?(_ name: String) {
        // Lower case, without spaces, dashes, underscores or a leading dot (system font names).
        let key = String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }.drop { $0 == "." })
        // The longest family the name starts with whose rest is made of style words.
        let candidates = Self.families.keys.filter { key.hasPrefix($0) }.sorted { $0.count > $1.count }
        for prefix in candidates {
            guard let (family, kind) = Self.families[prefix],
                  let style = Self.style(of: key.dropFirst(prefix.count)) else { continue }
            self.family = family
            self.kind = kind
            (weight, slant, width) = style
            return
        }
        return nil
    }

    /// The weight, slant and width `words` (style words run together) ask for; nil when they
    /// are not all style words.
    private static func style(of words: Substring) -> (Int, CGFont.Slant, Double)? {
        var rest = words, weight = 400, slant = CGFont.Slant.upright, width = 100.0
        while !rest.isEmpty {
            if let (word, value) = weights.first(where: { rest.hasPrefix($0.0) }) {
                weight = value
                rest = rest.dropFirst(word.count)
            } else if let (word, style) = others.first(where: { rest.hasPrefix($0.0) }) {
                switch style {
                case .slant(let asked): slant = asked
                case .width(let asked): width = asked
                case .none: break
                }
                rest = rest.dropFirst(word.count)
            } else if rest.first == "w", rest.dropFirst().allSatisfy(\.isNumber), rest.count > 1 {
                // A numbered weight ("W3" of Hiragino): kept at regular.
                rest = rest.dropFirst(rest.count)
            } else {
                return nil
            }
        }
        return (weight, slant, width)
    }
}
