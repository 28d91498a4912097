/// A block of premultiplied BGRA8 pixels (little-endian ARGB32) that the delegate fills for one frame.
///
/// The memory belongs to the host window and is only valid for the duration of the draw call that hands it out.
public struct PixelFrame {
    /// First byte of the top row.
    public let base: UnsafeMutableRawPointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance in bytes between the starts of consecutive rows; at least `width * 4`.
    public let bytesPerRow: Int

    /// Describes `height` rows of `width` pixels starting at `base`, `bytesPerRow` apart.
    public init(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }
}
