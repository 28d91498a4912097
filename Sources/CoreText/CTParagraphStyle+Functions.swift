import Foundation
import StrataModel

/// How a paragraph's lines are aligned, as Core Text's `CTTextAlignment` (its raw values, one
/// byte as in C).
public enum CTTextAlignment: UInt8, Sendable {
    /// Flush with the left edge.
    case left = 0
    /// Flush with the right edge.
    case right = 1
    /// Centred between the edges.
    case center = 2
    /// Flush with both edges, but the paragraph's last line.
    case justified = 3
    /// The script's own side.
    case natural = 4

    /// The same alignment as UIKit names it.
    var textAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// How a paragraph's lines break, as Core Text's `CTLineBreakMode` (its raw values, one byte as
/// in C): the value of a `.lineBreakMode` setting. Kept by the style and read back by
/// `CTParagraphStyleGetValueForSpecifier`; Strata's layout wraps at words whatever it says.
public enum CTLineBreakMode: UInt8, Sendable {
    /// Break between words.
    case byWordWrapping = 0
    /// Break between characters.
    case byCharWrapping = 1
    /// Do not break; cut what does not fit.
    case byClipping = 2
    /// Do not break; an ellipsis replaces the start of what does not fit.
    case byTruncatingHead = 3
    /// Do not break; an ellipsis replaces the end of what does not fit.
    case byTruncatingTail = 4
    /// Do not break; an ellipsis replaces the middle of what does not fit.
    case byTruncatingMiddle = 5
}

/// What a paragraph style setting sets, as Core Text's `CTParagraphStyleSpecifier` (its raw
/// values). Strata draws `alignment`, the indents, the line heights, line spacing and paragraph
/// spacing (see `NSParagraphStyle`); the others are kept and given back
/// (`CTParagraphStyleGetValueForSpecifier`, which gives Core Text's default for a specifier
/// not set), not drawn.
public enum CTParagraphStyleSpecifier: UInt32, Sendable {
    /// A `CTTextAlignment`.
    case alignment = 0
    /// The indent of a paragraph's first line, a `CGFloat`.
    case firstLineHeadIndent = 1
    /// The indent of its other lines, a `CGFloat`.
    case headIndent = 2
    /// The distance from the trailing margin, a `CGFloat`.
    case tailIndent = 3
    /// Tab stops, a `CFArray` of `CTTextTab`s sorted by location.
    case tabStops = 4
    /// The interval between default tab stops, a `CGFloat`.
    case defaultTabInterval = 5
    /// How lines break, a `CTLineBreakMode`.
    case lineBreakMode = 6
    /// The line height multiple, a `CGFloat`.
    case lineHeightMultiple = 7
    /// The largest line height, a `CGFloat`.
    case maximumLineHeight = 8
    /// The smallest line height, a `CGFloat`.
    case minimumLineHeight = 9
    /// The space between lines (deprecated by Core Text), a `CGFloat`.
    case lineSpacing = 10
    /// The space after a paragraph, a `CGFloat`.
    case paragraphSpacing = 11
    /// The space before a paragraph, a `CGFloat`.
    case paragraphSpacingBefore = 12
    /// The writing direction, a `CTWritingDirection`.
    case baseWritingDirection = 13
    /// The largest space between lines, a `CGFloat`.
    case maximumLineSpacing = 14
    /// The smallest space between lines, a `CGFloat`.
    case minimumLineSpacing = 15
    /// The space added between lines, a `CGFloat`.
    case lineSpacingAdjustment = 16
    /// How line bounds are measured, a `CTLineBoundsOptions`.
    case lineBoundsOptions = 17
}

/// One setting of a paragraph style, as Core Text's `CTParagraphStyleSetting`: what it sets, and
/// the value's size in bytes and address (read when the style is made).
public struct CTParagraphStyleSetting {
    /// What the setting sets.
    public var spec: CTParagraphStyleSpecifier
    /// The value's size in bytes.
    public var valueSize: Int
    /// The value's address.
    public var value: UnsafeRawPointer

    /// A setting of `spec` to the `valueSize` bytes at `value`.
    public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
        self.spec = spec
        self.valueSize = valueSize
        self.value = value
    }
}

/// A paragraph style from `count` settings (copied), as `CTParagraphStyleCreate`: the last
/// alignment given aligns its paragraphs (natural without one, or for a value that is not a
/// `CTTextAlignment`); every setting is kept. A `.tabStops` setting's array (of `CTTextTab`s) is
/// retained by the style; without one the style has Core Text's default tab stops.
public func CTParagraphStyleCreate(_ settings: UnsafePointer<CTParagraphStyleSetting>?, _ count: Int) -> CTParagraphStyle {
    var alignment = NSTextAlignment.natural
    var kept: [UInt32: [UInt8]] = [:]
    var tabStops = CTTextTab.defaultStops
    if let settings, count > 0 {
        for setting in UnsafeBufferPointer(start: settings, count: count) where setting.valueSize >= 0 {
            if setting.spec == .tabStops {
                if let given = tabArray(setting) { tabStops = given }
                continue
            }
            let bytes = [UInt8](UnsafeRawBufferPointer(start: setting.value, count: setting.valueSize))
            kept[setting.spec.rawValue] = bytes
            if setting.spec == .alignment, let first = bytes.first, let value = CTTextAlignment(rawValue: first) {
                alignment = value.textAlignment
            }
        }
    }
    return CTParagraphStyle(alignment: alignment, settings: kept, textTabs: tabStops, tabStops: textTabs(tabStops))
}

/// The `CTTextTab`s of `array` as the tab stops text is laid out with; other objects are left
/// out.
private func textTabs(_ array: NSArray) -> [NSTextTab] {
    array.compactMap { $0 as? CTTextTab }.map { tab in
        var options: [NSTextTab.OptionKey: Any] = [:]
        if let terminators = tab.options?[kCTTabColumnTerminatorsAttributeName] {
            options[.columnTerminators] = (terminators as? NSCharacterSet).map { $0 as CharacterSet } ?? terminators
        }
        return NSTextTab(textAlignment: tab.alignment.textAlignment, location: tab.location, options: options)
    }
}

/// The array a `.tabStops` setting points at; nil for a null pointer, another size than a
/// pointer's, or an object that is not an array.
private func tabArray(_ setting: CTParagraphStyleSetting) -> NSArray? {
    guard setting.valueSize == MemoryLayout<UnsafeRawPointer>.size,
          let address = UnsafeRawPointer(bitPattern: setting.value.loadUnaligned(as: UInt.self)) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue() as? NSArray
}

/// A copy of `paragraphStyle` with the same settings and tab stops, as
/// `CTParagraphStyleCreateCopy`.
public func CTParagraphStyleCreateCopy(_ paragraphStyle: CTParagraphStyle) -> CTParagraphStyle {
    CTParagraphStyle(alignment: paragraphStyle.alignment, settings: paragraphStyle.settings,
                     textTabs: paragraphStyle.textTabs, tabStops: paragraphStyle.tabStops)
}

/// Copies the style's value for `spec` into `buffer`, as `CTParagraphStyleGetValueForSpecifier`:
/// Apple documents that it "returns the current value of the specifier whether or not the user
/// actually set it", the default when not set (see `CTParagraphStyleSpecifier`'s defaults). A
/// setting given with another size than its type's counts as not set. The tab stops come as a
/// `CFArray` of `CTTextTab`s the style keeps alive (not retained for the caller). True when the
/// value was copied; false, copying nothing, when `size` is smaller than the value's type.
public func CTParagraphStyleGetValueForSpecifier(_ style: CTParagraphStyle, _ spec: CTParagraphStyleSpecifier,
                                                 _ size: Int, _ buffer: UnsafeMutableRawPointer) -> Bool {
    let bytes: [UInt8]
    if spec == .tabStops {
        bytes = withUnsafeBytes(of: UInt(bitPattern: Unmanaged.passUnretained(style.textTabs).toOpaque())) { Array($0) }
    } else if let given = style.settings[spec.rawValue], given.count == spec.valueSize {
        bytes = given
    } else if let standard = spec.defaultValue {
        bytes = standard
    } else {
        return false
    }
    guard size >= bytes.count else { return false }
    bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress ?? UnsafeRawPointer(buffer), byteCount: bytes.count) }
    return true
}

/// Underline styles, as Core Text's `CTUnderlineStyle` (the values of `NSUnderlineStyle`).
public struct CTUnderlineStyle: OptionSet, Sendable {
    /// The style's bits.
    public let rawValue: Int32
    /// A style from its bits.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// No underline.
    public static let none = CTUnderlineStyle([])
    /// One line.
    public static let single = CTUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = CTUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = CTUnderlineStyle(rawValue: 0x09)
}
