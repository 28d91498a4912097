import Foundation

/// The identifier of a Core Foundation type, as Apple's `CFTypeID`: compared to tell which type
/// an opaque object is (`CFGetTypeID(value) == CGColor.typeID` on Apple's platforms).
public typealias CFTypeID = UInt

/// The type identifiers Strata gives its Core Foundation types: fixed, and each distinct from
/// every other type's. Apple assigns its own when a process starts; code compares them, never
/// their values.
enum CoreFoundationTypeID {
    /// `CGColor`'s.
    static let color: CFTypeID = 0x5354_0001
    /// `CTFont`'s.
    static let font: CFTypeID = 0x5354_0002
}

extension CGColor {
    /// The type identifier of colours, as Apple's `CGColor.typeID`: the same for every colour,
    /// different from every other type's.
    public static var typeID: CFTypeID { CoreFoundationTypeID.color }
}

/// The type identifier of fonts, as Core Text's `CTFontGetTypeID`: the same for every font,
/// different from every other type's (`CGColor.typeID` among them).
public func CTFontGetTypeID() -> CFTypeID { CoreFoundationTypeID.font }
