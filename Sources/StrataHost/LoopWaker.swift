import Glibc
import Synchronization

/// Lets another thread end a window's `poll`: `stop()` may come from any thread, and a window
/// asleep with nothing to draw would otherwise not notice it until the next X event.
///
/// A non-blocking pipe polled next to the X connection: `requestStop()` writes a byte, the loop
/// drains it. If the kernel refuses a pipe, `descriptor` is nil and a stop from another thread is seen
/// at the next event or deadline, as before.
package final class LoopWaker: Sendable {
    /// The read end, polled by the loop.
    package let descriptor: Int32?
    private let writeEnd: Int32
    private let stopFlag = Atomic<Bool>(false)

    /// Whether a stop was asked for, from any thread; the loop also sets it when it closes.
    package var isStopRequested: Bool {
        get { stopFlag.load(ordering: .acquiring) }
        set { stopFlag.store(newValue, ordering: .releasing) }
    }

    package init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            descriptor = nil
            writeEnd = -1
            return
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if let descriptor { Glibc.close(descriptor) }
        if writeEnd >= 0 { Glibc.close(writeEnd) }
    }

    /// Asks the loop to stop and wakes it; safe from any thread.
    package func requestStop() {
        stopFlag.store(true, ordering: .releasing)
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up: the byte is not needed.
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe after a wake-up, so that it does not keep poll from sleeping.
    package func drain() {
        guard let descriptor else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &bytes, bytes.count) > 0 {}
    }
}
