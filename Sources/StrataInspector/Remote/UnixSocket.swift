import Foundation
import StrataCoreGraphics

/// The few socket calls the inspector socket makes, with their C structures kept here.
enum UnixSocket {
    /// A `sockaddr_un` for `path` passed to `body`.
    static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            let utf8 = Array(path.utf8.prefix(bytes.count - 1))
            bytes.copyBytes(from: utf8)
            bytes[utf8.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// A new stream socket, closed on exec.
    static func make() -> Int32 {
        socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    }

    /// The user id of the process at the other end of `descriptor`, from the kernel.
    static func peerUser(of descriptor: Int32) -> uid_t? {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
        return credentials.uid
    }

    /// Sets a send or receive timeout (`SO_SNDTIMEO`, `SO_RCVTIMEO`).
    static func setTimeout(_ descriptor: Int32, option: Int32, seconds: Int) {
        var time = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes all of `data`; false when the peer is gone or the send timeout passed.
    static func sendAll(_ descriptor: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { DescriptorWrite.send($0, to: descriptor) }
    }

    static var errorText: String { String(cString: strerror(errno)) }
}

/// Linux's `struct ucred` (pid, uid, gid), which Glibc declares only under `_GNU_SOURCE`.
private struct PeerCredentials {
    var pid: pid_t = 0
    var uid: uid_t = 0
    var gid: gid_t = 0
}
