import CX11
import Glibc

/// An XImage over ordinary process memory, copied to the server on every put.
final class HeapImage: ServerImage {
    let image: UnsafeMutablePointer<XImage>
    let pixels: UnsafeMutableRawPointer

    /// Returns nil when the memory cannot be had or the server stores `depth` in other than `bitsPerPixel`.
    init?(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, bitsPerPixel: Int, width: Int,
          height: Int) {
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

    /// Copies the pixels into the request buffer, so they may be redrawn as soon as this returns;
    /// an `XPutImage` has no completion event.
    func put(display: OpaquePointer, window: Window, gc: GC, x: Int32, y: Int32, width: UInt32, height: UInt32,
             completes: Bool) {
        XPutImage(display, window, gc, image, x, y, x, y, width, height)
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
