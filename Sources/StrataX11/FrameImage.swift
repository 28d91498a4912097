import CX11

/// The image a window presents, in whichever form the connection allows.
enum FrameImage {
    case sharedMemory(SharedMemoryImage)
    case putImage(HeapImage)

    /// Allocates an image of the given size, preferring shared memory; `fallbackReason` says why it was not used.
    static func make(
        display: OpaquePointer,
        visual: UnsafeMutablePointer<Visual>,
        depth: Int32,
        width: Int,
        height: Int,
        trySharedMemory: Bool
    ) throws(X11Error) -> (image: FrameImage, fallbackReason: String?) {
        var reason = "shared memory disabled"
        if trySharedMemory {
            if XShmQueryExtension(display) == False {
                reason = "the X server has no MIT-SHM extension"
            } else {
                do {
                    let image = try SharedMemoryImage(
                        display: display, visual: visual, depth: depth, width: width, height: height)
                    return (.sharedMemory(image), nil)
                } catch {
                    reason = error.reason
                }
            }
        }
        guard let image = HeapImage(display: display, visual: visual, depth: depth, width: width, height: height)
        else {
            throw .windowCreationFailed("could not allocate a \(width)x\(height) 32-bit image")
        }
        return (.putImage(image), reason)
    }

    var path: PresentPath {
        switch self {
        case .sharedMemory: .sharedMemory
        case .putImage: .putImage
        }
    }

    var frame: PixelFrame {
        switch self {
        case .sharedMemory(let image): image.frame
        case .putImage(let image): image.frame
        }
    }

    func present(display: OpaquePointer, window: Window, gc: GC) {
        switch self {
        case .sharedMemory(let image): image.present(display: display, window: window, gc: gc)
        case .putImage(let image): image.present(display: display, window: window, gc: gc)
        }
    }

    /// Uploads only `rects`, which must be clipped to the frame and non-empty.
    func present(display: OpaquePointer, window: Window, gc: GC, rects: [PixelRect]) {
        switch self {
        case .sharedMemory(let image): image.present(display: display, window: window, gc: gc, rects: rects)
        case .putImage(let image): image.present(display: display, window: window, gc: gc, rects: rects)
        }
    }

    func release(display: OpaquePointer) {
        switch self {
        case .sharedMemory(let image): image.release(display: display)
        case .putImage(let image): image.release()
        }
    }
}
