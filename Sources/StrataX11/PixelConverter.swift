import CPixman
import CX11
import Glibc

/// The frame the delegate draws on a visual that does not store x8r8g8b8: premultiplied a8r8g8b8 pixels
/// of its own, copied into the server's image in the visual's layout (through pixman) before each present.
final class PixelConverter {
    /// The pixels the delegate draws into.
    let frame: PixelFrame
    private let pixels: UnsafeMutableRawPointer
    private let source: OpaquePointer
    private let destination: OpaquePointer

    /// A converter writing into `image`, whose pixels are `format`; nil when the memory cannot be had or
    /// pixman refuses the image.
    init?(image: UnsafeMutablePointer<XImage>, format: VisualFormat) {
        let width = Int(image.pointee.width), height = Int(image.pointee.height)
        let bytesPerRow = width * 4
        guard let data = image.pointee.data, let pixels = calloc(bytesPerRow * height, 1) else { return nil }
        guard let source = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self),
            Int32(bytesPerRow))
        else {
            free(pixels)
            return nil
        }
        // X pads every row of a ZPixmap image to 32 bits, the stride pixman requires.
        guard let destination = pixman_image_create_bits(
            format.code, Int32(width), Int32(height), UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
            image.pointee.bytes_per_line)
        else {
            pixman_image_unref(source)
            free(pixels)
            return nil
        }
        self.pixels = pixels
        self.source = source
        self.destination = destination
        frame = PixelFrame(base: pixels, width: width, height: height, bytesPerRow: bytesPerRow)
    }

    deinit {
        pixman_image_unref(destination)
        pixman_image_unref(source)
        free(pixels)
    }

    /// Converts the whole frame.
    func convertAll() {
        convert(PixelRect(x: 0, y: 0, width: frame.width, height: frame.height))
    }

    /// Converts `rects`, which must be clipped to the frame and non-empty.
    func convert(_ rects: [PixelRect]) {
        for rect in rects {
            convert(rect)
        }
    }

    /// Alpha is dropped: the frame is premultiplied, so its color channels are what a 24-bit visual would show.
    private func convert(_ rect: PixelRect) {
        pixman_image_composite32(
            PIXMAN_OP_SRC, source, nil, destination, Int32(rect.x), Int32(rect.y), 0, 0,
            Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
    }
}
