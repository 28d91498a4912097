import Foundation

/// Writing all of a buffer to a stream socket: the inspector socket's replies and the frames a
/// window's recording streams to ffmpeg.
package enum SocketSend {
    /// Sends every byte of `bytes` on `socket`, retrying after signals and partial writes;
    /// false when the peer is gone or a send timeout passed. `MSG_NOSIGNAL`: a peer that went
    /// away is an error here, never a SIGPIPE to the whole process.
    package static func all(_ bytes: UnsafeRawBufferPointer, to socket: Int32) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let sent = send(socket, start + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }
}
