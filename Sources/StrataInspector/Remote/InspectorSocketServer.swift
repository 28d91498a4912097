import Foundation

/// The listening end of a window's inspector socket: mode 0600 in a private directory, and
/// every connection's peer checked by the kernel's credentials to be this user. Non-blocking,
/// for the window's loop to poll.
public final class InspectorSocketServer {
    /// The socket's path.
    public let path: String
    /// The listening descriptor, to poll for readability (a connection waiting).
    public let descriptor: Int32

    /// Listens at `path`, replacing a socket left there by a process that died (and removing
    /// those of other dead processes beside it).
    /// - Throws: `InspectorSocketError` with the failing call's reason.
    public init(path: String) throws(InspectorSocketError) {
        InspectorSocketPath.removeAbandoned(besides: path)
        let fd = UnixSocket.make()
        guard fd >= 0 else { throw InspectorSocketError("socket: \(UnixSocket.errorText)") }
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFSOCK else {
                Glibc.close(fd)
                throw InspectorSocketError("\(path) exists and is not a socket")
            }
            unlink(path)
        }
        // Created closed to others from the start, not chmod-ed after: no window in between.
        let mask = umask(0o177)
        let bound = UnixSocket.withAddress(path) { bind(fd, $0, $1) }
        umask(mask)
        guard bound == 0, chmod(path, 0o600) == 0, listen(fd, 8) == 0 else {
            let reason = UnixSocket.errorText
            Glibc.close(fd)
            throw InspectorSocketError("cannot listen at \(path): \(reason)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        self.path = path
        descriptor = fd
    }

    /// Takes a waiting connection. One from another user is told so and closed (nil); nil too
    /// when none is waiting.
    public func accept() -> InspectorConnection? {
        let client = Glibc.accept(descriptor, nil, nil)
        guard client >= 0 else { return nil }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
        guard UnixSocket.peerUser(of: client) == getuid() else {
            _ = UnixSocket.sendAll(client, Data("error: refused: the inspector answers its own user only\n".utf8))
            Glibc.close(client)
            return nil
        }
        return InspectorConnection(descriptor: client)
    }

    /// Stops listening and removes the socket file.
    public func close() {
        Glibc.close(descriptor)
        unlink(path)
    }
}

/// One client of the inspector socket: a request line read as it arrives, one reply, closed.
public final class InspectorConnection {
    /// The connection's descriptor, to poll for readability.
    public let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// What reading the connection gave.
    public enum Reading: Equatable {
        /// A whole request line, without its newline.
        case line(String)
        /// Not yet a whole line.
        case incomplete
        /// The client closed before sending a line, or the connection failed.
        case closed
        /// More than `RemoteCommand.maximumLength` bytes without a newline.
        case tooLong
    }

    /// Reads what has arrived.
    public func read() -> Reading {
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return buffer.contains(0x0A) ? line() : .closed }
            if count < 0 {
                if errno == EINTR { continue }
                return errno == EAGAIN || errno == EWOULDBLOCK ? (buffer.contains(0x0A) ? line() : .incomplete) : .closed
            }
            buffer += chunk[0..<count]
            if buffer.contains(0x0A) { return line() }
            if buffer.count >= RemoteCommand.maximumLength { return .tooLong }
        }
    }

    private func line() -> Reading {
        guard let end = buffer.firstIndex(of: 0x0A), end < RemoteCommand.maximumLength else { return .tooLong }
        let bytes = buffer[..<end].last == 0x0D ? buffer[..<(end - 1)] : buffer[..<end]
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// Sends `reply` and closes. Blocks at most two seconds for a client that does not read, so
    /// a stalled client cannot hold the window.
    public func reply(_ reply: Data) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        UnixSocket.setTimeout(descriptor, option: SO_SNDTIMEO, seconds: 2)
        _ = UnixSocket.sendAll(descriptor, reply)
        // Unread input at close would reset the connection and could cost the client the reply:
        // end our side, and take what the client already sent (a bounded amount).
        shutdown(descriptor, Int32(SHUT_WR))
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var sink = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<16 where sink.withUnsafeMutableBytes({ recv(descriptor, $0.baseAddress, $0.count, 0) }) > 0 {}
        close()
    }

    /// Closes the connection.
    public func close() {
        Glibc.close(descriptor)
    }
}
