import Foundation
import StrataCoreGraphics

// A font's names and attributes by Core Text's keys, descriptors made from attributes, and the
// user-interface font, as Core Text spells them.

/// The family name's key for `CTFontCopyName`, as `kCTFontFamilyNameKey`.
public var kCTFontFamilyNameKey: CFString { "CTFontFamilyName" as CFString }
/// The style (subfamily) name's key, as `kCTFontStyleNameKey`.
public var kCTFontStyleNameKey: CFString { "CTFontSubFamilyName" as CFString }
/// The full name's key, as `kCTFontFullNameKey`.
public var kCTFontFullNameKey: CFString { "CTFontFullName" as CFString }
/// The PostScript name's key, as `kCTFontPostScriptNameKey`.
public var kCTFontPostScriptNameKey: CFString { "CTFontPostScriptName" as CFString }

/// The font's name under `nameKey` (family, style, full or PostScript), as `CTFontCopyName`; nil
/// for another key. The style is what the full name adds to the family ("Bold"), or "Regular".
public func CTFontCopyName(_ font: CTFont, _ nameKey: CFString) -> CFString? {
    let key = nameKey as String
    if key == kCTFontFamilyNameKey as String { return CTFontCopyFamilyName(font) }
    if key == kCTFontFullNameKey as String { return CTFontCopyFullName(font) }
    if key == kCTFontPostScriptNameKey as String { return CTFontCopyPostScriptName(font) }
    guard key == kCTFontStyleNameKey as String else { return nil }
    let family = CTFontCopyFamilyName(font) as String, full = CTFontCopyFullName(font) as String
    let style = full.hasPrefix(family) ? full.dropFirst(family.count).trimmingCharacters(in: .whitespaces) : ""
    return (style.isEmpty ? "Regular" : style) as CFString
}

/// The transform the font was made with, as `CTFontGetMatrix`: the identity when it was made
/// without one.
public func CTFontGetMatrix(_ font: CTFont) -> CGAffineTransform { font.matrix }

/// The name attribute of a font descriptor (PostScript or full name), as `kCTFontNameAttribute`.
public var kCTFontNameAttribute: CFString { "NSFontNameAttribute" as CFString }
/// The family name attribute, as `kCTFontFamilyNameAttribute`.
public var kCTFontFamilyNameAttribute: CFString { "NSFontFamilyAttribute" as CFString }
/// The display name attribute, as `kCTFontDisplayNameAttribute`.
public var kCTFontDisplayNameAttribute: CFString { "NSFontVisibleNameAttribute" as CFString }
/// The size attribute (a number, points), as `kCTFontSizeAttribute`.
public var kCTFontSizeAttribute: CFString { "NSFontSizeAttribute" as CFString }

/// The font's value for `attribute` (its name, family, display name or size), as
/// `CTFontCopyAttribute`; nil for another attribute.
public func CTFontCopyAttribute(_ font: CTFont, _ attribute: CFString) -> AnyObject? {
    let key = attribute as String
    if key == kCTFontNameAttribute as String { return CTFontCopyPostScriptName(font) }
    if key == kCTFontFamilyNameAttribute as String { return CTFontCopyFamilyName(font) }
    if key == kCTFontDisplayNameAttribute as String { return CTFontCopyDisplayName(font) }
    if key == kCTFontSizeAttribute as String { return NSNumber(value: Double(font.size)) }
    return nil
}

/// A descriptor from `attributes`, as `CTFontDescriptorCreateWithAttributes`: the font named by
/// `kCTFontNameAttribute`, else by `kCTFontFamilyNameAttribute`, at `kCTFontSizeAttribute` (0,
/// the size left to the font made from it, when absent).
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    let values = attributes as NSDictionary
    let name = values[kCTFontNameAttribute as String] as? String ?? values[kCTFontFamilyNameAttribute as String] as? String
    let size = (values[kCTFontSizeAttribute as String] as? NSNumber)?.doubleValue ?? 0
    return CTFontDescriptorCreateWithNameAndSize((name ?? "") as CFString, CGFloat(size.isFinite ? size : 0))
}

/// A descriptor naming the font's face at its size, as `CTFontCopyFontDescriptor`.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    CTFontDescriptorCreateWithNameAndSize(CTFontCopyPostScriptName(font), font.size)
}

/// The user-interface font kinds, as Core Text's `CTFontUIFontType` (the common ones; the raw
/// values are Core Text's).
public enum CTFontUIFontType: UInt32, Sendable {
    /// No particular use.
    case none = 4294967295
    /// The user's font.
    case user = 0
    /// The user's fixed-pitch font.
    case userFixedPitch = 1
    /// The system font.
    case system = 2
    /// The emphasized system font.
    case emphasizedSystem = 3
    /// The small system font.
    case smallSystem = 4
    /// The application's font.
    case application = 9
    /// The label font.
    case label = 10
    /// The menu item font.
    case menuItem = 12
    /// The tool tip font.
    case toolTip = 25
}

/// The font Strata's interface uses for `uiType` at `size` (0 for Core Text's 12 points), as
/// `CTFontCreateUIFontForLanguage`: the default sans-serif face (bold for the emphasized system
/// font), the monospaced one for the fixed-pitch kind. The language is not read.
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?) -> CTFont? {
    let base = CTFontCreateWithName((uiType == .userFixedPitch ? "monospace" : "sans-serif") as CFString, size, nil)
    guard uiType == .emphasizedSystem else { return base }
    return CTFontCreateCopyWithSymbolicTraits(base, 0, nil, .traitBold, .traitBold) ?? base
}
