import Foundation

/// The storage a layer's drawn contents would like (Apple's `CALayerContentsFormat`): a hint.
/// Strata draws contents in 8-bit premultiplied BGRA whatever it says.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's Core Animation name.
    public let rawValue: String
    /// Creates a format from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Eight bits a channel, red, green, blue and alpha (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Sixteen-bit floating-point channels, for extended range.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// Eight bits of grey.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

extension CALayer {
    /// A hint for the storage of the contents `display()` draws (Apple's `contentsFormat`).
    /// Default `.RGBA8Uint`. Stored, key-value coded, copied and inspected; Strata draws 8-bit
    /// premultiplied BGRA whatever it says.
    public var contentsFormat: CALayerContentsFormat {
        get { values.contentsFormat }
        set { update(\.contentsFormat, to: newValue) }
    }
}
