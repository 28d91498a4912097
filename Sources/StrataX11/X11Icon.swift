/// One size of a window icon, as `_NET_WM_ICON` stores it: non-premultiplied ARGB pixels
/// (alpha in the top byte), row by row from the top left.
public struct X11Icon: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` pixels, `0xAARRGGBB`, not premultiplied.
    public let argb: [UInt32]

    /// Creates an icon; nil unless both sides are positive and `argb` holds exactly
    /// `width × height` pixels, because window managers read the pixel count from the sides.
    public init?(width: Int, height: Int, argb: [UInt32]) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              argb.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.argb = argb
    }

    /// The largest side accepted: window managers show icons of at most a few hundred pixels,
    /// and every size is sent in the one property on each window.
    public static let maximumSide = 512
}
