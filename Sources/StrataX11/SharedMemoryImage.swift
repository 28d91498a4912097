import CX11
import Glibc

/// Why MIT-SHM could not be used; becomes the reason in the "presenting with XPutImage" line.
struct SharedMemoryUnavailable: Error {
    let reason: String
}

/// An XImage whose pixels live in a System V shared memory segment the X server reads directly.
final class SharedMemoryImage: ServerImage {
    let image: UnsafeMutablePointer<XImage>
    /// Heap-allocated because Xlib keeps a pointer to it in `image.obdata` for every put.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    let pixels: UnsafeMutableRawPointer

    /// The server-side id of the segment, which completion events name.
    var segmentID: ShmSeg { segment.pointee.shmseg }

    init(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, bitsPerPixel: Int, width: Int,
         height: Int) throws(SharedMemoryUnavailable) {
        // The server reads shared pixels in its own byte order; ours (and pixman's) are little-endian.
        guard XImageByteOrder(display) == LSBFirst else {
            throw SharedMemoryUnavailable(reason: "the X server uses big-endian images")
        }
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, visual, UInt32(depth), ZPixmap, nil, segment, UInt32(width), UInt32(height))
        else {
            segment.deallocate()
            throw SharedMemoryUnavailable(reason: "XShmCreateImage failed")
        }
        func discard(_ reason: String) -> SharedMemoryUnavailable {
            Self.destroy(image, segment: segment)
            return SharedMemoryUnavailable(reason: reason)
        }
        guard image.pointee.bits_per_pixel == bitsPerPixel else {
            throw discard("the server stores depth \(depth) in \(image.pointee.bits_per_pixel) bits per pixel")
        }

        let size = Int(image.pointee.bytes_per_line) * height
        let privateKey: key_t = 0  // IPC_PRIVATE is a cast macro Swift does not import
        let shmid = shmget(privateKey, size, IPC_CREAT | 0o600)
        guard shmid >= 0 else {
            throw discard("shmget failed: \(String(cString: strerror(errno)))")
        }
        guard let address = shmat(shmid, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            let reason = "shmat failed: \(String(cString: strerror(errno)))"
            shmctl(shmid, IPC_RMID, nil)
            throw discard(reason)
        }
        segment.pointee.shmid = shmid
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = False
        image.pointee.data = segment.pointee.shmaddr

        var attached: Int32 = False
        let error = trappingXErrors(on: display) { attached = XShmAttach(display, segment) }
        // Both sides are attached (or the server refused), so the kernel may reclaim the segment as soon as
        // the last process detaches, even if this one crashes.
        shmctl(shmid, IPC_RMID, nil)
        if attached == False || error != nil {
            shmdt(address)
            let cause = error.map { errorText($0, on: display) } ?? "the request could not be sent"
            throw discard("XShmAttach failed: \(cause); the X server cannot see this process's shared memory")
        }
        self.image = image
        self.segment = segment
        self.pixels = address
    }

    /// Queues a put of the pixels; a completion event reports when the server is done reading
    /// them, if `completes`.
    func put(display: OpaquePointer, window: Window, gc: GC, x: Int32, y: Int32, width: UInt32, height: UInt32,
             completes: Bool) {
        XShmPutImage(display, window, gc, image, x, y, x, y, width, height, completes ? True : False)
    }

    /// Queues one put of the full rows `rects` span (clipped to the image, non-empty, at most
    /// `PixelDamage.maximumRectCount`), drawn through `damageClip`'s GC clipped to `rects`, so the server copies
    /// only the rectangles but takes its direct path (`DamagedPutLayout.clippedRows`). A completion event
    /// reports when the server is done reading, unless `asksCompletion` is false: the bench leaves it out to
    /// time what the events cost, since the server handles a client's requests in order.
    func present(
        display: OpaquePointer, window: Window, damageClip: inout DamageClip, rects: [PixelRect],
        asksCompletion: Bool = true
    ) {
        damageClip.clip(to: rects, display: display)
        // The put is sent even if it covers no row, so the completion the window waits for always comes.
        let rows = PixelRect.boundingBox(of: rects) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        XShmPutImage(
            display, window, damageClip.gc, image, 0, Int32(clamping: rows.y), 0, Int32(clamping: rows.y),
            UInt32(image.pointee.width), UInt32(clamping: rows.height), asksCompletion ? True : False)
    }

    /// Detaches from both sides and frees the image. The sync makes sure no queued put still reads the segment.
    func release(display: OpaquePointer) {
        XShmDetach(display, segment)
        XSync(display, False)
        shmdt(pixels)
        Self.destroy(image, segment: segment)
    }

    /// XDestroyImage frees `data` and `obdata` with free(); neither came from malloc here.
    private static func destroy(_ image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>) {
        image.pointee.data = nil
        image.pointee.obdata = nil
        destroyXImage(image)
        segment.deallocate()
    }
}
