import Foundation

/// A function called with each element of a path and the caller's pointer, as CoreGraphics'
/// `CGPathApplierFunction`. A Swift function type here, sendable as a C function pointer is:
/// CoreGraphics' is a C function pointer, and a closure that captures nothing (all Apple code
/// can pass) converts to either.
public typealias CGPathApplierFunction = @Sendable (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `function` with `info` and each element in order, as `CGPath.apply(info:function:)`;
    /// the element's points are valid during the call only (see `applyWithBlock`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
