import Foundation

/// Any Core Foundation object, as Apple's `CFTypeRef`: Swift's `AnyObject`. Code written for
/// Apple's platforms passes values through it (`textLayer.font = "Helvetica" as CFTypeRef`);
/// Linux's Foundation has no Core Foundation types of its own to name.
public typealias CFTypeRef = AnyObject

/// A Core Foundation string, as Apple's `CFString`, toll-free the same object as `NSString`:
/// `"Helvetica" as CFString` makes one, as on Apple's platforms.
public typealias CFString = NSString

/// A Core Foundation array, as Apple's `CFArray`: `NSArray` (`colors as CFArray`).
public typealias CFArray = NSArray

/// Core Foundation data, as Apple's `CFData`: `NSData` (`data as CFData`).
public typealias CFData = NSData

/// A Core Foundation dictionary, as Apple's `CFDictionary`: `NSDictionary`.
public typealias CFDictionary = NSDictionary

/// A Core Foundation URL, as Apple's `CFURL`: `NSURL` (`url as CFURL`).
public typealias CFURL = NSURL

/// A Core Foundation attributed string, as Apple's `CFAttributedString`: `NSAttributedString`
/// (`text as CFAttributedString`).
public typealias CFAttributedString = NSAttributedString

/// A count or an index into a Core Foundation collection, as Apple's `CFIndex`.
public typealias CFIndex = Int

/// A range of a Core Foundation collection (characters of a string, lines of a frame), as
/// Apple's `CFRange`: `length` items from `location`. Core Text reads a length of 0 as "to the
/// end".
public struct CFRange: Equatable, Hashable, Sendable {
    /// The first index in the range.
    public var location: CFIndex
    /// How many items the range holds.
    public var length: CFIndex

    /// The range of `length` items from `location`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }

    /// The empty range at 0.
    public init() {
        self.init(location: 0, length: 0)
    }
}

/// The range of `length` items from `location`, as Apple's `CFRangeMake`.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// A Core Foundation boolean, as Apple's `CFBoolean`: `NSNumber`.
public typealias CFBoolean = NSNumber

/// Core Foundation's true, as Apple's `kCFBooleanTrue`
/// (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`).
public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }

/// Core Foundation's false, as Apple's `kCFBooleanFalse`.
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }

/// A glyph index in a font, as Apple's `CGGlyph`.
public typealias CGGlyph = UInt16

/// The number of values in `array`, as Apple's `CFArrayGetCount`.
public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

/// The object at `index` of `array` as a raw pointer, as Apple's `CFArrayGetValueAtIndex`
/// (`unsafeBitCast(CFArrayGetValueAtIndex(runs, i), to: CTRun.self)`); nil outside the array.
/// The array keeps the object alive.
public func CFArrayGetValueAtIndex(_ array: CFArray, _ index: CFIndex) -> UnsafeRawPointer! {
    guard index >= 0, index < array.count else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(array.object(at: index) as AnyObject).toOpaque())
}

/// A UTF-16 code unit, as Apple's `UniChar`.
public typealias UniChar = UInt16
