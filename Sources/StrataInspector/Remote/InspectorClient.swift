import Foundation

/// `strata inspect --attach`: one request to a running window's inspector socket.
public enum InspectorClient {
    /// A reply: whether the window said `ok`, and the body (or the error message).
    public struct Reply: Sendable {
        /// True for `ok`.
        public let ok: Bool
        /// The body after the first line; for an error, its message.
        public let body: Data
    }

    /// Sends `command` to process `pid`'s window and reads the whole reply.
    /// - Throws: `InspectorSocketError` when there is no such socket, the connection is refused,
    ///   or the window does not answer within `timeout` seconds.
    public static func send(_ command: RemoteCommand, toProcess pid: Int32, timeout: Int = 10,
                            environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InspectorSocketError) -> Reply {
        let path = try InspectorSocketPath.path(forProcess: pid, environment: environment)
        let fd = UnixSocket.make()
        guard fd >= 0 else { throw InspectorSocketError("socket: \(UnixSocket.errorText)") }
        defer { close(fd) }
        UnixSocket.setTimeout(fd, option: SO_RCVTIMEO, seconds: timeout)
        UnixSocket.setTimeout(fd, option: SO_SNDTIMEO, seconds: timeout)
        guard UnixSocket.withAddress(path, { connect(fd, $0, $1) }) == 0 else {
            let reason = UnixSocket.errorText
            if errno == ENOENT || errno == ECONNREFUSED {
                throw InspectorSocketError("no inspector socket for process \(pid) at \(path) (is it a Strata window, "
                                           + "with STRATA_INSPECT_SOCKET not 0?)")
            }
            throw InspectorSocketError("cannot connect to \(path): \(reason)")
        }
        guard UnixSocket.sendAll(fd, Data(command.line.utf8)) else {
            throw InspectorSocketError("could not send the request: \(UnixSocket.errorText)")
        }
        shutdown(fd, Int32(SHUT_WR))
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                // A reset after a whole reply (the window refused a request it did not read out).
                if errno == ECONNRESET, data.contains(0x0A) { break }
                throw InspectorSocketError(errno == EAGAIN ? "the window did not answer within \(timeout) s"
                                           : "reading the reply failed: \(UnixSocket.errorText)")
            }
            data.append(contentsOf: chunk[0..<count])
        }
        guard let newline = data.firstIndex(of: 0x0A) else {
            throw InspectorSocketError("the window closed the connection without a reply")
        }
        let status = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        let body = data[data.index(after: newline)...]
        if status == "ok" { return Reply(ok: true, body: Data(body)) }
        let message = status.hasPrefix("error: ") ? String(status.dropFirst(7)) : status
        return Reply(ok: false, body: Data(message.utf8))
    }
}
