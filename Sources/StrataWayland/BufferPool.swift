import StrataHost

/// The window's frame buffers: up to three, so that one can be written while the compositor
/// shows one and holds another, reused only after `wl_buffer.release`, and never more. A buffer
/// is made only when every one made so far is busy: a compositor that releases at once (most
/// do, after copying) costs one buffer, not three.
///
/// Frames are drawn into `frame`, memory of the window's own that always holds the last frame
/// whole (the delegate draws only what changed); a buffer about to be attached first copies in
/// what it misses of it.
struct BufferPool {
    /// How many buffers a size gets.
    static let count = 3

    private(set) var buffers: [ShmBuffer] = []
    /// The window's own copy of the last frame, where the delegate draws.
    private(set) var frame: PixelFrame?

    private var shm: OpaquePointer?

    /// Makes the frame for `width` × `height`, retiring the buffers of another size.
    mutating func resize(shm: OpaquePointer, width: Int, height: Int) {
        self.shm = shm
        if let frame, frame.width == width, frame.height == height { return }
        retireAll()
        let memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
        frame = PixelFrame(base: memory, width: width, height: height, bytesPerRow: width * 4)
    }

    /// Notes what the last draw changed: every buffer now misses it.
    mutating func drew(_ damage: PixelDamage) {
        for buffer in buffers {
            if damage.isWholeFrame {
                buffer.stale.addWholeFrame()
            } else {
                for rect in damage.rects { buffer.stale.add(rect) }
            }
        }
    }

    /// A buffer the compositor is not reading, caught up with the frame: one made so far, or a
    /// new one while fewer than `count` exist; nil while all `count` are busy.
    /// - Throws: when the system refuses the memory for a new one.
    mutating func nextFree() throws(HostError) -> ShmBuffer? {
        guard let frame else { return nil }
        if let buffer = buffers.first(where: { !$0.isBusy }) {
            buffer.catchUp(from: frame)
            return buffer
        }
        guard buffers.count < Self.count, let shm else { return nil }
        switch ShmBuffer.make(shm: shm, width: frame.width, height: frame.height) {
        case .success(let buffer):
            buffers.append(buffer)
            buffer.catchUp(from: frame)
            return buffer
        case .failure(let error):
            throw error
        }
    }

    /// Gives up every buffer (destroyed once released, or at once when the connection is
    /// `closing`) and the frame.
    mutating func retireAll(closing: Bool = false) {
        for buffer in buffers { buffer.retire(immediately: closing) }
        buffers.removeAll()
        frame?.base.deallocate()
        frame = nil
    }
}
