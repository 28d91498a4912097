import Foundation

/// A rectangle of whole pixels in window coordinates, origin at the top left.
public struct PixelRect: Equatable, Sendable {
    /// Left edge in pixels.
    public var x: Int
    /// Top edge in pixels.
    public var y: Int
    /// Width in pixels; zero or less is empty.
    public var width: Int
    /// Height in pixels; zero or less is empty.
    public var height: Int

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels of `rect`, which lies on whole pixels and within a frame (a rectangle of a
    /// renderer's damage region).
    public init(wholePixels rect: CGRect) {
        self.init(x: Int(rect.minX), y: Int(rect.minY), width: Int(rect.width), height: Int(rect.height))
    }

    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part of this rectangle inside a `width` × `height` frame (possibly empty).
    public func clamped(width frameWidth: Int, height frameHeight: Int) -> PixelRect {
        let left = min(max(x, 0), frameWidth)
        let top = min(max(y, 0), frameHeight)
        // Saturating adds: a delegate's huge rect must clip, not trap.
        let right = min(max(x.addingReportingOverflow(width).partialValue, left), frameWidth)
        let bottom = min(max(y.addingReportingOverflow(height).partialValue, top), frameHeight)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle covering both; an empty operand does not count.
    public func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle covering all of `rects`, or nil when none is non-empty.
    public static func boundingBox(of rects: [PixelRect]) -> PixelRect? {
        var box: PixelRect?
        for rect in rects where !rect.isEmpty {
            box = box?.union(rect) ?? rect
        }
        return box
    }
}
