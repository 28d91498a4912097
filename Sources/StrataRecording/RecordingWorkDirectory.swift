import Foundation
import StrataCoreGraphics

/// The private directory holding the frames ffmpeg reads: `$TMPDIR/strata-record-<pid>.<n>`, `n`
/// telling apart the recordings one process makes at once.
///
/// The recording removes it on the way out, whether it ends, fails or is interrupted (SIGINT, SIGTERM,
/// SIGHUP). A process killed outright (SIGKILL, a crash) cannot, so every recording first removes the
/// directories of recordings whose process is gone, which the pid in the name tells.
package struct RecordingWorkDirectory {
    /// What every such directory's name starts with; the pid follows.
    package static let namePrefix = "strata-record-"

    /// The directory.
    package let url: URL

    /// Makes a directory of this process in `parent`, readable by this user only. One left by an
    /// earlier process that had the same pid is replaced.
    package static func create(in parent: URL) throws(RecordingWorkDirectoryError) -> RecordingWorkDirectory {
        let name = namePrefix + String(getpid()) + "." + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let url = parent.appendingPathComponent(name, isDirectory: true)
        // Removes a link, not what it points to; mkdir then refuses anything someone put back in between.
        try? FileManager.default.removeItem(at: url)
        guard mkdir(url.path, 0o700) == 0 else {
            throw RecordingWorkDirectoryError(
                "cannot create the temporary directory \(url.path): " + String(cString: strerror(errno)))
        }
        return RecordingWorkDirectory(url: url)
    }

    /// Deletes the directory and the frames in it.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Deletes this user's recording directories in `parent` whose process no longer exists, and returns
    /// how many. Directories of running recordings, of other users, and anything that is not a directory
    /// are left alone.
    @discardableResult
    package static func removeAbandoned(in parent: URL) -> Int {
        AbandonedFiles.remove(in: parent.path, prefix: namePrefix, type: S_IFDIR)
    }
}

/// Why the temporary directory could not be made.
package struct RecordingWorkDirectoryError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
