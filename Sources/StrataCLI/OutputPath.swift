import ArgumentParser
import Foundation

/// The check every `--out` gets before any work: the directory it goes in must exist, so that a mistyped
/// path fails at once with exit 64, the same way for a file and for a directory of frames.
enum OutputPath {
    /// Throws a `ValidationError` unless the parent of `path` is an existing directory. A directory of frames
    /// may itself be new (it is created), but never its parents.
    static func validateParent(of path: String) throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ValidationError("cannot write --out \(path): the directory \(parent.path) does not exist")
        }
    }
}
