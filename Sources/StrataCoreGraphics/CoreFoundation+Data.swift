import Foundation

/// A Core Foundation allocator, as Apple's `CFAllocator`. Strata allocates with Swift's own
/// allocator whichever is named; code passes `kCFAllocatorDefault` or nil.
public final class CFAllocator: Sendable {
    private init() {}
}

/// The default allocator, as Apple's `kCFAllocatorDefault` (nil there too: a null allocator
/// means the default).
public let kCFAllocatorDefault: CFAllocator! = nil

/// How many bytes `theData` holds, as Apple's `CFDataGetLength`; 0 for nil.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex {
    theData?.length ?? 0
}

/// The first of `theData`'s bytes, as Apple's `CFDataGetBytePtr`: valid while the data lives;
/// nil for nil.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    guard let theData else { return nil }
    return theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// New data holding a copy of `length` bytes from `bytes`, as Apple's `CFDataCreate`; empty
/// data for no bytes or a length below 1.
public func CFDataCreate(_ allocator: CFAllocator!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    guard let bytes, length > 0 else { return NSData() }
    return NSData(bytes: bytes, length: length)
}
