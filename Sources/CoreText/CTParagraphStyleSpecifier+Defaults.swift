import Foundation
import StrataCoreGraphics

/// A paragraph's base writing direction, as Core Text's `CTWritingDirection`: one signed byte
/// holding Core Text's raw value, as in C (a Swift enum would hold its case's index, and -1 is
/// none), the value of a `.baseWritingDirection` setting.
public struct CTWritingDirection: RawRepresentable, Hashable, Sendable {
    /// Core Text's value: -1 natural, 0 left to right, 1 right to left.
    public let rawValue: Int8
    /// The direction of Core Text's value `rawValue`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The direction the Unicode bidi algorithm's rules P2 and P3 find.
    public static let natural = CTWritingDirection(rawValue: -1)
    /// Left to right.
    public static let leftToRight = CTWritingDirection(rawValue: 0)
    /// Right to left.
    public static let rightToLeft = CTWritingDirection(rawValue: 1)
}

extension CTParagraphStyleSpecifier {
    /// The size in bytes of the specifier's value type, as Apple documents it for each
    /// specifier: one byte for `CTTextAlignment`, `CTLineBreakMode` and `CTWritingDirection`, a
    /// `CGFloat`'s for the distances, a pointer's for the tab stops' `CFArray`, a
    /// `CTLineBoundsOptions`' for the line bounds options.
    var valueSize: Int {
        switch self {
        case .alignment: MemoryLayout<CTTextAlignment>.size
        case .lineBreakMode: MemoryLayout<CTLineBreakMode>.size
        case .baseWritingDirection: MemoryLayout<CTWritingDirection>.size
        case .tabStops: MemoryLayout<UnsafeRawPointer>.size
        case .lineBoundsOptions: MemoryLayout<CTLineBoundsOptions>.size
        default: MemoryLayout<CGFloat>.size
        }
    }

    /// The bytes of Core Text's default for the specifier, as each specifier's page states it:
    /// `.natural` alignment and writing direction, `.byWordWrapping`, no line bounds options,
    /// 0 for every distance (a `maximumLineHeight` of 0 meaning no limit) but
    /// `maximumLineSpacing`, whose default Apple's header gives as "some large number"
    /// (`CGFloat.greatestFiniteMagnitude` here). Nil for `.tabStops`, an object the style keeps
    /// (`CTTextTab.defaultStops`).
    var defaultValue: [UInt8]? {
        switch self {
        case .alignment: [CTTextAlignment.natural.rawValue]
        case .lineBreakMode: [CTLineBreakMode.byWordWrapping.rawValue]
        case .baseWritingDirection: [UInt8(bitPattern: CTWritingDirection.natural.rawValue)]
        case .tabStops: nil
        case .lineBoundsOptions: withUnsafeBytes(of: CTLineBoundsOptions().rawValue) { Array($0) }
        case .maximumLineSpacing: withUnsafeBytes(of: CGFloat.greatestFiniteMagnitude) { Array($0) }
        default: withUnsafeBytes(of: CGFloat(0)) { Array($0) }
        }
    }
}
