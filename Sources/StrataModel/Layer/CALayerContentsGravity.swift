import Foundation

/// How a layer's contents are placed in its bounds when their sizes differ
/// (Apple's `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a gravity from its Core Animation name (`"center"`, `"resizeAspect"`, …).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Natural size, centred in the bounds.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Natural size, centred horizontally at the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Natural size, centred horizontally at the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Natural size, centred vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Natural size, centred vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Natural size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Natural size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Natural size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Natural size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds exactly (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio, centred; the excess overflows.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The twelve gravities Core Animation defines.
    public static let allCases: [CALayerContentsGravity] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
        .resize, .resizeAspect, .resizeAspectFill,
    ]
}

/// The filter used to resample a layer's contents (Apple's `CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a filter from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nearest-neighbour sampling: hard pixels, no blending.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear sampling (the default for both filters).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Bilinear sampling between mipmap levels, for minification.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// Which corners `cornerRadius` rounds (Apple's `CACornerMask`), in y-down layer coordinates.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at (minX, minY).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
