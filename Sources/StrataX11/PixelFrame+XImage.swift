import CX11
import StrataHost

extension PixelFrame {
    /// The pixels of an XImage whose data is `pixels`.
    init(image: UnsafeMutablePointer<XImage>, pixels: UnsafeMutableRawPointer) {
        self.init(base: pixels, width: Int(image.pointee.width), height: Int(image.pointee.height),
                  bytesPerRow: Int(image.pointee.bytes_per_line))
    }
}
