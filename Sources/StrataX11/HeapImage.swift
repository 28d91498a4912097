import CX11
import Glibc

/// An XImage over ordinary process memory, copied to the server on every put.
final class HeapImage {
    let image: UnsafeMutablePointer<XImage>
    private let pixels: UnsafeMutableRawPointer

    /// Returns nil when the memory cannot be had or the server stores `depth` in other than `bitsPerPixel`.
    init?(
        display: OpaquePointer,
        visual: UnsafeMutablePointer<Visual>,
        depth: Int32,
        bitsPerPixel: Int,
        width: Int,
        height: Int
    ) {
        // Rows padded to 32 bits, as X and pixman both expect.
        let bytesPerRow = (width * bitsPerPixel + 31) / 32 * 4
        guard let pixels = calloc(bytesPerRow * height, 1) else { return nil }
        guard
            let image = XCreateImage(
                display, visual, UInt32(depth), ZPixmap, 0, pixels.assumingMemoryBound(to: CChar.self),
                UInt32(width), UInt32(height), 32, Int32(bytesPerRow))
        else {
            free(pixels)
            return nil
        }
        guard image.pointee.bits_per_pixel == bitsPerPixel else {
            Self.destroy(image, pixels: pixels)
            return nil
        }
        // Declaring our own byte order lets Xlib swap for a big-endian server instead of garbling colors.
        image.pointee.byte_order = LSBFirst
        self.image = image
        self.pixels = pixels
    }

    /// The pixels in the server's layout.
    var frame: PixelFrame { PixelFrame(image: image, pixels: pixels) }

    /// Copies the whole image into the request buffer, so the pixels may be redrawn as soon as this returns.
    func present(display: OpaquePointer, window: Window, gc: GC) {
        XPutImage(
            display, window, gc, image, 0, 0, 0, 0,
            UInt32(image.pointee.width), UInt32(image.pointee.height))
    }

    /// Copies each rectangle (clipped, non-empty) into the request buffer.
    func present(display: OpaquePointer, window: Window, gc: GC, rects: [PixelRect]) {
        for rect in rects {
            XPutImage(
                display, window, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                UInt32(rect.width), UInt32(rect.height))
        }
    }

    /// Frees the image and its pixels.
    func release() {
        Self.destroy(image, pixels: pixels)
    }

    /// The pixels are freed here rather than by XDestroyImage so ownership stays in one place.
    private static func destroy(_ image: UnsafeMutablePointer<XImage>, pixels: UnsafeMutableRawPointer) {
        image.pointee.data = nil
        destroyXImage(image)
        free(pixels)
    }
}
