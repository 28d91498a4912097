import CX11
/// A block of premultiplied BGRA8 pixels (little-endian ARGB32) that the delegate fills for one frame.
///
/// The memory belongs to the window and is only valid for the duration of the draw call that hands it out.
public struct PixelFrame {
    /// First byte of the top row.
    public let base: UnsafeMutableRawPointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance in bytes between the starts of consecutive rows; at least `width * 4`.
    public let bytesPerRow: Int
}

extension PixelFrame {
    /// The pixels of an XImage whose data is `pixels`.
    init(image: UnsafeMutablePointer<XImage>, pixels: UnsafeMutableRawPointer) {
        self.init(base: pixels, width: Int(image.pointee.width), height: Int(image.pointee.height),
                  bytesPerRow: Int(image.pointee.bytes_per_line))
    }
}
