import Foundation

/// Files named after the process that made them, `<prefix><pid><rest>`: a recording's frames,
/// a window's inspector socket. A process killed outright cannot remove its own; the next one
/// removes those whose process is gone.
package enum AbandonedFiles {
    /// Removes the entries of `directory` named `prefix`, a pid, then anything not a digit
    /// (ending in `suffix`), that are of file type `type` (`S_IFDIR`, `S_IFSOCK`), belong to
    /// this user, and whose process no longer exists. Entries of live processes, of other users
    /// and of other types are left alone. Returns how many were removed.
    @discardableResult
    package static func remove(in directory: String, prefix: String, suffix: String = "", type: mode_t) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = pid_t(digits), pid > 0, pid != getpid() else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == type, info.st_uid == getuid() else { continue }
            // ESRCH: no such process. EPERM would mean a live process of another user, whose pid was reused.
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed += 1 }
        }
        return removed
    }
}
