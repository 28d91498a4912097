import Foundation
import StrataCoreGraphics

/// Where a running window's inspector socket lives: `strata-inspect-<pid>.sock` in
/// `$XDG_RUNTIME_DIR` (the user's private runtime directory), else in `/tmp/strata-<uid>`,
/// made mode 0700 and checked to be the user's own.
public enum InspectorSocketPath {
    /// The socket of process `pid`.
    /// - Throws: `InspectorSocketError` when no private directory can be had, or the path is
    ///   too long for a Unix socket.
    public static func path(forProcess pid: Int32,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            creatingDirectory: Bool = false) throws(InspectorSocketError) -> String {
        let directory = try directory(environment: environment, creating: creatingDirectory)
        let path = directory + "/strata-inspect-\(pid).sock"
        // sun_path holds 108 bytes with the terminating zero.
        guard path.utf8.count < 108 else { throw InspectorSocketError("the socket path \(path) is too long") }
        return path
    }

    /// Removes the sockets in `path`'s directory of processes that are gone (killed windows
    /// cannot remove their own); returns how many.
    @discardableResult
    public static func removeAbandoned(besides path: String) -> Int {
        AbandonedFiles.remove(in: (path as NSString).deletingLastPathComponent, prefix: "strata-inspect-",
                              suffix: ".sock", type: S_IFSOCK)
    }

    /// `$XDG_RUNTIME_DIR` when it is an absolute directory of this user with no access for
    /// others, else `/tmp/strata-<uid>`; without `creating`, a missing `/tmp/strata-<uid>` is
    /// reported as no socket.
    static func directory(environment: [String: String], creating: Bool) throws(InspectorSocketError) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), isPrivateDirectory(runtime) {
            return runtime
        }
        let fallback = "/tmp/strata-\(getuid())"
        if creating, mkdir(fallback, 0o700) != 0, errno != EEXIST {
            throw InspectorSocketError("cannot create \(fallback): \(String(cString: strerror(errno)))")
        }
        // Looking for a window's socket where no window of this user ever made the directory
        // (a fresh machine): there is simply no socket, which is what the caller must hear.
        var info = stat()
        if !creating, lstat(fallback, &info) != 0, errno == ENOENT {
            throw InspectorSocketError("no inspector socket: \(fallback) does not exist (no Strata window of this user "
                                       + "has run here, or each had XDG_RUNTIME_DIR set)")
        }
        guard isPrivateDirectory(fallback) else {
            throw InspectorSocketError("\(fallback) is not a directory of this user closed to others; remove it "
                                       + "or set XDG_RUNTIME_DIR")
        }
        return fallback
    }

    /// Whether `path` is a real directory (not a link) owned by this user, with no permission
    /// for group or others.
    static func isPrivateDirectory(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid() && info.st_mode & 0o077 == 0
    }
}

/// Why the inspector socket could not be used.
public struct InspectorSocketError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The message to show.
    public let description: String
    /// An error with `description`.
    public init(_ description: String) { self.description = description }
}
