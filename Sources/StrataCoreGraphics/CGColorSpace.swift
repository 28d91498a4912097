import Foundation

/// A colour space. Strata composites in device RGB, so every colour space here names one.
public final class CGColorSpace: @unchecked Sendable {
    /// The colour space's name, such as `CGColorSpace.sRGB`.
    public let name: String
    /// The number of colour components (without alpha).
    public let numberOfComponents: Int

    /// The sRGB colour space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The generic grey colour space's name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear grey colour space's name.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The extended-range grey colour space's name.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The Display P3 colour space's name.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The extended-range sRGB colour space's name.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The linear sRGB colour space's name.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The extended-range linear sRGB colour space's name.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The generic linear RGB colour space's name.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"

    /// Creates a colour space by name; unknown names give nil, as in CoreGraphics. Every RGB
    /// space composites as device RGB and every grey one as device grey (Strata draws standard
    /// range sRGB): a Display P3 colour's components are drawn as sRGB ones.
    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.displayP3, Self.extendedSRGB, Self.linearSRGB, Self.extendedLinearSRGB,
             Self.genericRGBLinear: numberOfComponents = 3
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray: numberOfComponents = 1
        default: return nil
        }
        self.name = name
    }

    /// The space of `name` with `components` components, made whatever the name.
    package static func named(_ name: String, components: Int) -> CGColorSpace {
        CGColorSpace(name: name, components: components)
    }

    private init(name: String, components: Int) {
        self.name = name
        self.numberOfComponents = components
    }

    /// The device RGB colour space. One shared instance (a colour space is immutable): every
    /// colour made from components refers to one, and a layer's defaults made two a layer.
    public static func deviceRGB() -> CGColorSpace { sharedRGB }

    /// The device grey colour space (one shared instance, as `deviceRGB()`).
    public static func deviceGray() -> CGColorSpace { sharedGray }

    private static let sharedRGB = CGColorSpace(name: sRGB, components: 3)
    private static let sharedGray = CGColorSpace(name: genericGrayGamma2_2, components: 1)
}

/// Creates the device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB() }

/// Creates the device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray() }
