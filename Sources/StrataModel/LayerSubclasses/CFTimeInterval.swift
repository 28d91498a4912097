import Foundation

/// A time interval in seconds, as CoreFoundation defines it (Foundation on Linux lacks it).
public typealias CFTimeInterval = Double
