import CX11

/// An XImage over pixels this process draws, sent to the server by one kind of put: `HeapImage`
/// copies them through the socket (`XPutImage`), `SharedMemoryImage` lets the server read them
/// (`XShmPutImage`).
protocol ServerImage: AnyObject {
    /// The image, in the server's layout.
    var image: UnsafeMutablePointer<XImage> { get }
    /// The image's pixels.
    var pixels: UnsafeMutableRawPointer { get }

    /// Puts the `width` × `height` pixels at (`x`, `y`) at the same place in `window`.
    /// `completes` asks for a completion event when the server is done reading, where the kind
    /// of put has one.
    func put(display: OpaquePointer, window: Window, gc: GC, x: Int32, y: Int32, width: UInt32, height: UInt32,
             completes: Bool)
}

extension ServerImage {
    /// The pixels in the server's layout.
    var frame: PixelFrame { PixelFrame(image: image, pixels: pixels) }

    /// Puts the whole image, asking for its completion.
    func present(display: OpaquePointer, window: Window, gc: GC) {
        put(display: display, window: window, gc: gc, x: 0, y: 0, width: UInt32(image.pointee.width),
            height: UInt32(image.pointee.height), completes: true)
    }

    /// Puts each of `rects` (clipped, non-empty) on its own: `DamagedPutLayout.perRect`. Only the
    /// last asks for a completion event: the server handles requests in order, so when it is done
    /// reading for the last it is done for all.
    func present(display: OpaquePointer, window: Window, gc: GC, rects: [PixelRect]) {
        for (index, rect) in rects.enumerated() {
            put(display: display, window: window, gc: gc, x: Int32(rect.x), y: Int32(rect.y),
                width: UInt32(rect.width), height: UInt32(rect.height), completes: index == rects.count - 1)
        }
    }
}
