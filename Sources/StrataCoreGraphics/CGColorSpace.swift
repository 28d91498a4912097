import Foundation

/// A colour space. Strata composites in device RGB, so every colour space here names one.
public final class CGColorSpace: @unchecked Sendable {
    /// The colour space's name, such as `CGColorSpace.sRGB`, as `CGColorSpace.name`.
    public var name: CFString? { identifier as CFString }
    /// The name as a Swift string.
    package let identifier: String
    /// The number of colour components (without alpha).
    public let numberOfComponents: Int

    /// The sRGB colour space's name.
    public static var sRGB: CFString { "kCGColorSpaceSRGB" as CFString }
    /// The generic grey colour space's name.
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" as CFString }
    /// The linear grey colour space's name.
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" as CFString }
    /// The extended-range grey colour space's name.
    public static var extendedGray: CFString { "kCGColorSpaceExtendedGray" as CFString }
    /// The Display P3 colour space's name.
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" as CFString }
    /// The extended-range sRGB colour space's name.
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" as CFString }
    /// The linear sRGB colour space's name.
    public static var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" as CFString }
    /// The extended-range linear sRGB colour space's name.
    public static var extendedLinearSRGB: CFString { "kCGColorSpaceExtendedLinearSRGB" as CFString }
    /// The generic linear RGB colour space's name.
    public static var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" as CFString }
    /// The generic RGB colour space's name.
    public static var genericRGB: CFString { "kCGColorSpaceGenericRGB" as CFString }
    /// The generic grey colour space's name.
    public static var genericGray: CFString { "kCGColorSpaceGenericGray" as CFString }

    /// The names of the RGB spaces and of the grey ones.
    private static let rgbNames: Set<String> = [
        "kCGColorSpaceSRGB", "kCGColorSpaceDisplayP3", "kCGColorSpaceExtendedSRGB", "kCGColorSpaceLinearSRGB",
        "kCGColorSpaceExtendedLinearSRGB", "kCGColorSpaceGenericRGBLinear", "kCGColorSpaceGenericRGB",
    ]
    private static let grayNames: Set<String> = [
        "kCGColorSpaceGenericGrayGamma2_2", "kCGColorSpaceLinearGray", "kCGColorSpaceExtendedGray",
        "kCGColorSpaceGenericGray",
    ]

    /// Creates a colour space by name; unknown names give nil, as in CoreGraphics. Every RGB
    /// space composites as device RGB and every grey one as device grey (Strata draws standard
    /// range sRGB): a Display P3 colour's components are drawn as sRGB ones.
    public convenience init?(name: CFString) {
        let identifier = name as String
        if Self.rgbNames.contains(identifier) {
            self.init(name: identifier, components: 3)
        } else if Self.grayNames.contains(identifier) {
            self.init(name: identifier, components: 1)
        } else {
            return nil
        }
    }

    /// The space of `name` with `components` components, made whatever the name.
    package static func named(_ name: CFString, components: Int) -> CGColorSpace {
        CGColorSpace(name: name as String, components: components)
    }

    private init(name: String, components: Int) {
        self.identifier = name
        self.numberOfComponents = components
        isPattern = false
        baseColorSpace = nil
    }

    /// A pattern space over `base` (`init?(patternBaseSpace:)`).
    init(patternOver base: CGColorSpace?) {
        identifier = "kCGColorSpacePattern"
        numberOfComponents = base?.numberOfComponents ?? 0
        isPattern = true
        baseColorSpace = base
    }

    /// Whether this is a pattern colour space (`init?(patternBaseSpace:)`).
    package let isPattern: Bool
    /// A pattern space's base space, as `CGColorSpace.baseColorSpace`; nil for other spaces
    /// and for the pattern space of coloured patterns.
    public let baseColorSpace: CGColorSpace?

    /// The device RGB colour space. One shared instance (a colour space is immutable): every
    /// colour made from components refers to one, and a layer's defaults made two a layer.
    public static func deviceRGB() -> CGColorSpace { sharedRGB }

    /// The device grey colour space (one shared instance, as `deviceRGB()`).
    public static func deviceGray() -> CGColorSpace { sharedGray }

    private static let sharedRGB = CGColorSpace(name: "kCGColorSpaceSRGB", components: 3)
    private static let sharedGray = CGColorSpace(name: "kCGColorSpaceGenericGrayGamma2_2", components: 1)
}

/// Creates the device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB() }

/// Creates the device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray() }
