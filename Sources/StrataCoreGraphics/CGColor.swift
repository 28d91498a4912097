import Foundation

/// An immutable colour with components in a colour space, as in CoreGraphics.
///
/// No holder ever sees a colour change: the one exception, `overwrite(lanes:)`, is for a colour
/// only its caller holds.
///
/// Components are stored as given (not premultiplied); out-of-range values are kept, and
/// clamped only when a colour is composited. They are held inline (a colour is one allocation,
/// one cache line), so that an animation making a colour each frame and the compositor reading
/// it touch one object.
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The colour space of the components.
    public let colorSpace: CGColorSpace?
    /// The pattern a pattern colour paints with (`init?(patternSpace:pattern:components:)`), as
    /// `CGColor.pattern`; nil for other colours. Declared here, beside the space, it takes the
    /// padding before the 16-byte-aligned `lanes`: a colour is no larger for it.
    public let pattern: CGPattern?
    /// The components followed by alpha in the first `numberOfComponents` lanes, zero after.
    /// Written only by `overwrite(lanes:)`, in one plain store: no dynamic exclusivity check.
    @exclusivity(unchecked) package private(set) var lanes: SIMD4<Double>
    /// The number of components including alpha: 2 (grey) or 4 (RGB); for a pattern colour,
    /// its base space's and alpha (1 for a coloured pattern's).
    public let numberOfComponents: Int

    /// Creates an RGB colour (sRGB), each component from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB()
        pattern = nil
        lanes = SIMD4(Double(red), Double(green), Double(blue), Double(alpha))
        numberOfComponents = 4
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray()
        pattern = nil
        lanes = SIMD4(Double(gray), Double(alpha), 0, 0)
        numberOfComponents = 2
    }

    /// Creates a colour in `space` from components followed by alpha; nil when the count is wrong.
    /// Components outside 0…1 are clamped to it, as Core Graphics documents ("Values outside
    /// this range will be clamped to the nearest correct value"), except in the extended-range
    /// spaces, which hold them as given.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        guard count <= 4 else { return nil }
        let extended = space.identifier.contains("Extended")
        var lanes = SIMD4<Double>(repeating: 0)
        for index in 0..<count {
            let value = Double(components[index])
            lanes[index] = extended || value.isNaN ? value : min(max(value, 0), 1)
        }
        self.init(colorSpace: space, lanes: lanes)
    }

    /// Creates a colour in `space` from its components followed by alpha in the first lanes
    /// (`space.numberOfComponents + 1` of them, at most 4); the lanes after them are ignored.
    package init(colorSpace space: CGColorSpace, lanes: SIMD4<Double>, pattern: CGPattern? = nil) {
        let count = min(space.numberOfComponents + 1, 4)
        colorSpace = space
        self.pattern = pattern
        self.lanes = Self.first(count, of: lanes)
        numberOfComponents = count
    }

    /// The first `count` lanes of `lanes`, zero after.
    private static func first(_ count: Int, of lanes: SIMD4<Double>) -> SIMD4<Double> {
        var kept = SIMD4<Double>(repeating: 0)
        for index in 0..<count { kept[index] = lanes[index] }
        return kept
    }

    /// Gives the colour new components in its own space, from the first lanes of `new`, as
    /// `init(colorSpace:lanes:)` takes them. Only for a colour nothing else holds (the caller
    /// checked `isKnownUniquelyReferenced`): an animation reuses the colour it made for the
    /// last frame instead of making one per frame.
    package func overwrite(lanes new: SIMD4<Double>) {
        lanes = Self.first(numberOfComponents, of: new)
    }

    /// The colour components followed by alpha: `[r, g, b, a]` or `[gray, a]`.
    public var components: [CGFloat]? { (0..<numberOfComponents).map { CGFloat(lanes[$0]) } }

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

    /// The alpha component.
    public var alpha: CGFloat { numberOfComponents > 0 ? CGFloat(lanes[numberOfComponents - 1]) : 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, numberOfComponents > 0 else { return nil }
        var changed = lanes
        changed[numberOfComponents - 1] = Double(alpha)
        return CGColor(colorSpace: space, lanes: changed, pattern: pattern)
    }

    /// The colour as straight RGBA, each clamped to 0...1 (NaN becomes 0).
    /// A pattern colour has no single RGBA: transparent, so that whatever paints a colour as
    /// one solid paints nothing with it (what paints patterns asks for `pattern` first).
    package var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard pattern == nil else { return (0, 0, 0, 0) }
        func clamp(_ v: Double) -> CGFloat { v.isNaN ? 0 : CGFloat(Swift.min(Swift.max(v, 0), 1)) }
        switch numberOfComponents {
        case 2: return (clamp(lanes[0]), clamp(lanes[0]), clamp(lanes[0]), clamp(lanes[1]))
        case 4: return (clamp(lanes[0]), clamp(lanes[1]), clamp(lanes[2]), clamp(lanes[3]))
        case 0: return (0, 0, 0, 0)
        default: return (0, 0, 0, clamp(lanes[numberOfComponents - 1]))
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.numberOfComponents == rhs.numberOfComponents && lhs.lanes == rhs.lanes
            && lhs.colorSpace?.identifier == rhs.colorSpace?.identifier && lhs.pattern === rhs.pattern
    }

    /// Hashes what `==` compares (but the pattern): the components and the colour space's name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(numberOfComponents)
        for index in 0..<numberOfComponents { hasher.combine(lanes[index]) }
        hasher.combine(colorSpace?.identifier)
    }

    /// The colour itself, as `CGColor.copy()`: a colour never changes, so a copy is the same.
    public func copy() -> CGColor? { self }

    /// Creates a grey colour in the generic grey space, as
    /// `CGColor(genericGrayGamma2_2Gray:alpha:)` (composited as device grey).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// Creates a colour in the extended sRGB space, as `CGColor(extendedSRGBRed:green:blue:alpha:)`:
    /// components outside 0...1 are kept, and clamped when composited (Strata draws standard range).
    public convenience init(extendedSRGBRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: .named(CGColorSpace.extendedSRGB, components: 3),
                  lanes: SIMD4(Double(red), Double(green), Double(blue), Double(alpha)))
    }

    public var description: String {
        "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }
}
