import CFontconfig
import Foundation

/// Why a font file was not registered or unregistered; the cases are Core Text's
/// `CTFontManagerError` codes for the same failures.
package enum FontRegistrationError: Int, Error, Sendable {
    /// No file at the path.
    case fileNotFound = 101
    /// The file is not a font FreeType reads.
    case unrecognizedFormat = 103
    /// The file is registered already.
    case alreadyRegistered = 105
    /// The file is not registered.
    case notRegistered = 201
    /// fontconfig did not take the file.
    case registrationFailed = 301
}

/// A font file registered for the process, with the file in memory whose descriptor keeps its
/// path valid (nil for a file on disk).
struct RegisteredFontFile: Sendable {
    let path: String
    let owner: FontDataFile?
}

extension FontDatabase {
    /// Adds the faces of the font file at `path` to the fonts this process finds, by name and
    /// by family, through fontconfig's application fonts: every later lookup sees them (names
    /// resolved before are looked up again). Another process does not.
    ///
    /// Call it where no other thread is reading fonts (the text engine's lock): fontconfig's
    /// configuration is changed in place.
    ///
    /// - Parameter owner: the file in memory at `path`, kept while the file is registered (its
    ///   path lives as long as it does).
    package func register(fileAt path: String, owner: FontDataFile? = nil) throws(FontRegistrationError) {
        let file = Self.canonical(path)
        guard FileManager.default.fileExists(atPath: file) else { throw .fileNotFound }
        guard Self.face(inFileAt: file) != nil else { throw .unrecognizedFormat }
        try registered.withLock { (files: inout [RegisteredFontFile]) throws(FontRegistrationError) in
            guard !files.contains(where: { $0.path == file }) else { throw .alreadyRegistered }
            guard fontconfig.withLock({ _ in Self.addApplicationFont(file) }) else { throw .registrationFailed }
            files.append(RegisteredFontFile(path: file, owner: owner))
        }
        forgetResolved()
    }

    /// The first face of the font file at `path`; nil when FreeType reads no font there.
    static func face(inFileAt path: String) -> FontFace? {
        let pattern = path.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                var count: Int32 = 0
                return FcFreeTypeQuery($0, 0, nil, &count)
            }
        }
        guard let pattern else { return nil }
        defer { FcPatternDestroy(pattern) }
        return FontFace(pattern: pattern)
    }

    /// Removes the faces of a font file registered with `register(fileAt:)`: fontconfig keeps
    /// application fonts as one set, so the set is emptied and the other files added again.
    package func unregister(fileAt path: String) throws(FontRegistrationError) {
        let file = Self.canonical(path)
        try registered.withLock { (files: inout [RegisteredFontFile]) throws(FontRegistrationError) in
            guard let index = files.firstIndex(where: { $0.path == file }) else { throw .notRegistered }
            // A file in memory stays open: a later one must not get its descriptor's path, which
            // cairo's and Pango's font caches may still hold for this face.
            if files[index].owner != nil { retired.withLock { [kept = files[index]] in $0.append(kept) } }
            files.remove(at: index)
            files = fontconfig.withLock { _ in
                FcConfigAppFontClear(nil)
                return files.filter { Self.addApplicationFont($0.path) }
            }
        }
        forgetResolved()
    }

    /// The family and PostScript names of every face fontconfig lists, installed or registered,
    /// each once, sorted.
    package func installedNames() -> (families: [String], postScriptNames: [String]) {
        let faces = installedFaces()
        return (Set(faces.map(\.family)).sorted(), Set(faces.compactMap(\.postScriptName)).sorted())
    }

    /// Every face fontconfig lists, installed or registered.
    private func installedFaces() -> [FontFace] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        return faces(matching: pattern)
    }

    /// The path with `.` and `..` resolved and symbolic links followed, so that one file has
    /// one name; a file in memory (`FontDataFile`) keeps its descriptor's path.
    private static func canonical(_ path: String) -> String {
        guard !path.hasPrefix("/proc/self/fd/") else { return path }
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func addApplicationFont(_ file: String) -> Bool {
        file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                FcConfigAppFontAddFile(nil, $0) != 0
            }
        }
    }
}
