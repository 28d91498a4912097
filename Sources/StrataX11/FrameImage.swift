import CX11

/// The image a window presents, in whichever form the connection allows, and the frame the delegate draws.
struct FrameImage {
    /// Where the server's copy of the pixels lives.
    enum Storage {
        case sharedMemory(SharedMemoryImage)
        case putImage(HeapImage)
    }

    let storage: Storage
    /// Converts the delegate's frame into the visual's layout; nil when the delegate draws into `storage`.
    let converter: PixelConverter?

    /// Allocates an image for a `width` × `height` window, preferring shared memory; `fallbackReason` says why
    /// it was not used. The image is the window's size, or its top-left part when that exceeds `PixelBudget`.
    static func make(
        display: OpaquePointer,
        visual: ChosenVisual,
        width windowWidth: Int,
        height windowHeight: Int,
        trySharedMemory: Bool
    ) throws(HostError) -> (image: FrameImage, fallbackReason: String?) {
        let (width, height) = PixelBudget.clamped(width: windowWidth, height: windowHeight)
        let made = try Storage.make(
            display: display, visual: visual, width: width, height: height, trySharedMemory: trySharedMemory)
        guard !visual.format.isNative else {
            return (FrameImage(storage: made.storage, converter: nil), made.fallbackReason)
        }
        guard let converter = PixelConverter(image: made.storage.image, format: visual.format) else {
            made.storage.release(display: display)
            throw .windowCreationFailed("could not allocate a \(width)x\(height) frame to convert from")
        }
        return (FrameImage(storage: made.storage, converter: converter), made.fallbackReason)
    }

    var path: PresentPath {
        switch storage {
        case .sharedMemory: .sharedMemory
        case .putImage: .putImage
        }
    }

    /// The pixels the delegate draws into: premultiplied a8r8g8b8 whatever the visual stores.
    var frame: PixelFrame {
        converter?.frame ?? storage.frame
    }

    /// Brings the server's layout up to date after a draw: the whole frame when `rects` is nil, else `rects`
    /// (clipped, non-empty). Does nothing when the delegate draws in the server's layout.
    func convert(_ rects: [PixelRect]?) {
        guard let converter else { return }
        if let rects {
            converter.convert(rects)
        } else {
            converter.convertAll()
        }
    }

    func present(display: OpaquePointer, window: Window, gc: GC) {
        switch storage {
        case .sharedMemory(let image): image.present(display: display, window: window, gc: gc)
        case .putImage(let image): image.present(display: display, window: window, gc: gc)
        }
    }

    /// Uploads only `rects`, which must be clipped to the frame and non-empty, laid out as `layout` says over
    /// MIT-SHM (through `damageClip` for `.clippedRows`). `XPutImage` always sends one put per rectangle, since
    /// full rows would carry every byte of them through the socket.
    func present(
        display: OpaquePointer, window: Window, gc: GC, damageClip: inout DamageClip, rects: [PixelRect],
        layout: DamagedPutLayout
    ) {
        switch (storage, layout) {
        case (.sharedMemory(let image), .clippedRows):
            image.present(display: display, window: window, damageClip: &damageClip, rects: rects)
        case (.sharedMemory(let image), .perRect):
            image.present(display: display, window: window, gc: gc, rects: rects)
        case (.putImage(let image), _):
            image.present(display: display, window: window, gc: gc, rects: rects)
        }
    }

    func release(display: OpaquePointer) {
        storage.release(display: display)
    }
}

extension FrameImage.Storage {
    /// Shared memory when `trySharedMemory` and the server allow it, else process memory;
    /// `fallbackReason` says why shared memory is not used.
    static func make(
        display: OpaquePointer,
        visual: ChosenVisual,
        width: Int,
        height: Int,
        trySharedMemory: Bool
    ) throws(HostError) -> (storage: Self, fallbackReason: String?) {
        let bitsPerPixel = visual.format.bitsPerPixel
        var reason = "shared memory disabled"
        if trySharedMemory {
            if XShmQueryExtension(display) == False {
                reason = "the X server has no MIT-SHM extension"
            } else {
                do {
                    let image = try SharedMemoryImage(
                        display: display, visual: visual.visual, depth: visual.depth, bitsPerPixel: bitsPerPixel,
                        width: width, height: height)
                    return (.sharedMemory(image), nil)
                } catch {
                    reason = error.reason
                }
            }
        }
        guard let image = HeapImage(
            display: display, visual: visual.visual, depth: visual.depth, bitsPerPixel: bitsPerPixel,
            width: width, height: height)
        else {
            throw .windowCreationFailed("could not allocate a \(width)x\(height) \(bitsPerPixel)-bit image")
        }
        return (.putImage(image), reason)
    }

    var image: UnsafeMutablePointer<XImage> {
        switch self {
        case .sharedMemory(let image): image.image
        case .putImage(let image): image.image
        }
    }

    var frame: PixelFrame {
        switch self {
        case .sharedMemory(let image): image.frame
        case .putImage(let image): image.frame
        }
    }

    func release(display: OpaquePointer) {
        switch self {
        case .sharedMemory(let image): image.release(display: display)
        case .putImage(let image): image.release()
        }
    }
}
