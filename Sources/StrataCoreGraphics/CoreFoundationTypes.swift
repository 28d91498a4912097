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
