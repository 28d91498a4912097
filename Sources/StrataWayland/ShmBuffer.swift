import CWayland
import Glibc
import StrataHost

/// One `wl_buffer` over its own shared-memory file, premultiplied ARGB8888 (Strata's frame layout
/// as is), and what it misses of the window's frame.
///
/// The compositor reads the pixels from `attach` until it sends `release`; until then the buffer is
/// `isBusy` and nothing writes it. A buffer retired (by a resize) while busy is destroyed on its
/// release.
final class ShmBuffer {
    let proxy: OpaquePointer
    let pixels: UnsafeMutableRawPointer
    let width: Int, height: Int, bytesPerRow: Int
    private let byteCount: Int
    /// The compositor may be reading it.
    private(set) var isBusy = false
    /// What changed in the window's frame since this buffer was last written: copied in before it
    /// is attached again.
    var stale: PixelDamage
    private var isRetired = false
    private var listener: UnsafeMutablePointer<wl_buffer_listener>

    /// A buffer of `width` × `height` pixels from `shm`; nil with the reason when the system
    /// refuses the memory.
    static func make(shm: OpaquePointer, width: Int, height: Int) -> Result<ShmBuffer, HostError> {
        let bytesPerRow = width * 4, byteCount = bytesPerRow * height
        let file = strata_wayland_shm_file(Int64(byteCount))
        guard file >= 0 else {
            return .failure(.windowCreationFailed("no shared memory for a \(width)x\(height) frame: \(String(cString: strerror(errno)))"))
        }
        defer { close(file) }
        guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0), mapped != MAP_FAILED else {
            return .failure(.windowCreationFailed("cannot map a \(width)x\(height) frame: \(String(cString: strerror(errno)))"))
        }
        guard let pool = wl_shm_create_pool(shm, file, Int32(byteCount)),
              let proxy = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(bytesPerRow),
                                                    WL_SHM_FORMAT_ARGB8888.rawValue)
        else {
            munmap(mapped, byteCount)
            return .failure(.connectionLost("the compositor connection failed while making a frame buffer"))
        }
        wl_shm_pool_destroy(pool)
        return .success(ShmBuffer(proxy: proxy, pixels: mapped, width: width, height: height, bytesPerRow: bytesPerRow))
    }

    private init(proxy: OpaquePointer, pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.proxy = proxy
        self.pixels = pixels
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        byteCount = bytesPerRow * height
        stale = PixelDamage(width: width, height: height)
        stale.addWholeFrame()
        listener = .allocate(capacity: 1)
        listener.initialize(to: wl_buffer_listener(release: { data, _ in
            guard let data else { return }
            Unmanaged<ShmBuffer>.fromOpaque(data).takeUnretainedValue().released()
        }))
        // The listener's reference keeps the buffer alive while the compositor may still name it.
        wl_buffer_add_listener(proxy, listener, Unmanaged.passRetained(self).toOpaque())
    }

    deinit {
        munmap(pixels, byteCount)
        listener.deallocate()
    }

    /// Copies the rectangles this buffer misses from `frame` (same size), then forgets them.
    func catchUp(from frame: PixelFrame) {
        if stale.isWholeFrame {
            copy(PixelRect(x: 0, y: 0, width: width, height: height), from: frame)
        } else {
            for rect in stale.rects { copy(rect, from: frame) }
        }
        stale.reset(width: width, height: height)
    }

    private func copy(_ rect: PixelRect, from frame: PixelFrame) {
        let bytes = rect.width * 4
        for row in rect.y..<(rect.y + rect.height) {
            memcpy(pixels + row * bytesPerRow + rect.x * 4, frame.base + row * frame.bytesPerRow + rect.x * 4, bytes)
        }
    }

    /// The compositor now holds it until `release`.
    func attached() { isBusy = true }

    /// No longer used by the window: destroyed now if the compositor is done with it (or
    /// `immediately`, when the connection closes), else on release.
    func retire(immediately: Bool = false) {
        guard !isRetired else { return }
        isRetired = true
        if !isBusy || immediately { destroy() }
    }

    private func released() {
        isBusy = false
        if isRetired { destroy() }
    }

    private func destroy() {
        wl_buffer_destroy(proxy)
        Unmanaged.passUnretained(self).release()
    }
}
