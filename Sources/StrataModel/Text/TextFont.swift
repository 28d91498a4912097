import Foundation

/// A font as a text layer or an attributed-string run names it, before the renderer resolves
/// it: by name (resolved when laid out, with a diagnostic and fontconfig's substitute when no
/// such font is installed) or as an already resolved `CGFont`.
package enum TextFont: Hashable, Sendable {
    case named(String)
    case font(CGFont)

    /// The font a `font` property or attribute value names: a `String`, `NSString`, `CGFont`
    /// or `CTFont` (its face; a name no installed font had stays a name, so drawing it reports
    /// the substitution); nil for anything else.
    package init?(_ value: Any) {
        switch value {
        case let name as String: self = .named(name)
        case let font as CGFont: self = .font(font)
        case let font as CTFont: self = font.missingName.map { .named($0) } ?? .font(font.graphicsFont)
        case let name as NSString: self = .named(String(describing: name))
        default: return nil
        }
    }
}
