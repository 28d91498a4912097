import Foundation

/// Writing all of a buffer to a file descriptor: the inspector socket's replies, the frames a
/// window's recording streams to ffmpeg, and font data put in a file in memory.
package enum DescriptorWrite {
    /// Sends every byte of `bytes` on the stream socket `socket`; false when the peer is gone
    /// or a send timeout passed. `MSG_NOSIGNAL`: a peer that went away is an error here, never a
    /// SIGPIPE to the whole process.
    package static func send(_ bytes: UnsafeRawBufferPointer, to socket: Int32) -> Bool {
        all(bytes) { Foundation.send(socket, $0, $1, Int32(MSG_NOSIGNAL)) }
    }

    /// Writes every byte of `bytes` to the file `descriptor`; false when a write fails or
    /// writes nothing (a full disk).
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        all(bytes) { Foundation.write(descriptor, $0, $1) }
    }

    /// Every byte of `bytes` through `call` (one write(2) or send(2): the bytes it took, or -1
    /// with `errno` set), retrying after signals and partial writes.
    private static func all(_ bytes: UnsafeRawBufferPointer, _ call: (UnsafeRawPointer, Int) -> Int) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let done = call(start + offset, bytes.count - offset)
            if done < 0, errno == EINTR { continue }
            guard done > 0 else { return false }
            offset += done
        }
        return true
    }
}
