import Foundation

/// An immutable colour with components in a colour space, as in CoreGraphics.
///
/// Components are stored as given (not premultiplied); out-of-range values are kept, and
/// clamped only when a colour is composited.
public final class CGColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The colour space of the components.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha: `[r, g, b, a]` or `[gray, a]`.
    public let components: [CGFloat]?

    /// Creates an RGB colour (sRGB), each component from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB()
        components = [red, green, blue, alpha]
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray()
        components = [gray, alpha]
    }

    /// Creates a colour in `space` from components followed by alpha; nil when the count is wrong.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
    }

    /// Creates an sRGB colour, as `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components, let space = colorSpace else { return nil }
        c[c.count - 1] = alpha
        return c.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { CGColor(colorSpace: space, components: $0) }
        }
    }

    /// The colour as straight RGBA, each clamped to 0...1 (NaN becomes 0).
    package var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        guard let c = components, !c.isEmpty else { return (0, 0, 0, 0) }
        switch c.count {
        case 2: return (clamp(c[0]), clamp(c[0]), clamp(c[0]), clamp(c[1]))
        case 4: return (clamp(c[0]), clamp(c[1]), clamp(c[2]), clamp(c[3]))
        default: return (0, 0, 0, clamp(c[c.count - 1]))
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components && lhs.colorSpace?.name == rhs.colorSpace?.name
    }

    public var description: String {
        "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }
}
