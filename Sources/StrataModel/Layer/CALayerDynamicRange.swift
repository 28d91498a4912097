import Foundation

/// How a layer's content is tone mapped to the display (Apple's `CAToneMapMode`). Strata draws
/// standard dynamic range only: the mode is stored and inspected, and every mode draws alike.
public struct CAToneMapMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a mode from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The system decides (the default).
    public static let automatic = CAToneMapMode(rawValue: "automatic")
    /// Never tone mapped.
    public static let never = CAToneMapMode(rawValue: "never")
    /// Tone mapped where the display supports it.
    public static let ifSupported = CAToneMapMode(rawValue: "ifSupported")
}

/// The dynamic range a layer would like to be shown in (Apple's `CADynamicRange`). Strata draws
/// standard dynamic range only: the value is stored and inspected.
public struct CADynamicRange: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a range from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The system decides (the default).
    public static let automatic = CADynamicRange(rawValue: "automatic")
    /// Standard dynamic range.
    public static let standard = CADynamicRange(rawValue: "standard")
    /// High dynamic range, constrained.
    public static let constrainedHigh = CADynamicRange(rawValue: "constrainedHigh")
    /// High dynamic range.
    public static let high = CADynamicRange(rawValue: "high")
}

extension CALayer {
    /// How the contents are tone mapped (Apple's, since 2023). Default `.automatic`. Stored,
    /// key-value coded and inspected; drawn as standard range whatever it says.
    public var toneMapMode: CAToneMapMode {
        get { values.toneMapMode }
        set { update(\.toneMapMode, to: newValue, key: "toneMapMode") }
    }

    /// The dynamic range the layer would like (Apple's, since 2023). Default `.automatic`.
    /// Stored, key-value coded and inspected; drawn as standard range.
    public var preferredDynamicRange: CADynamicRange {
        get { values.preferredDynamicRange }
        set { update(\.preferredDynamicRange, to: newValue, key: "preferredDynamicRange") }
    }

    /// How far above standard white the contents reach, as a multiple of it; 0 (the default)
    /// leaves it to the contents. Stored, key-value coded and inspected; drawn as standard range.
    public var contentsHeadroom: CGFloat {
        get { values.contentsHeadroom }
        set { update(\.contentsHeadroom, to: newValue, key: "contentsHeadroom") }
    }

    /// Whether the layer asks for extended dynamic range contents. Default false. Stored,
    /// key-value coded and inspected; drawn as standard range.
    public var wantsExtendedDynamicRangeContent: Bool {
        get { values.wantsExtendedDynamicRangeContent }
        set { update(\.wantsExtendedDynamicRangeContent, to: newValue, key: "wantsExtendedDynamicRangeContent") }
    }
}
