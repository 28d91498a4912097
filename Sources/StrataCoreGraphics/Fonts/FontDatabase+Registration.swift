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

extension FontDatabase {
    /// Adds the faces of the font file at `path` to the fonts this process finds, by name and
    /// by family, through fontconfig's application fonts: every later lookup sees them (names
    /// resolved before are looked up again). Another process does not.
    ///
    /// Call it where no other thread is reading fonts (the text engine's lock): fontconfig's
    /// configuration is changed in place.
    package func register(fileAt path: String) throws(FontRegistrationError) {
        let file = Self.canonical(path)
        guard FileManager.default.fileExists(atPath: file) else { throw .fileNotFound }
        guard Self.faceCount(file) > 0 else { throw .unrecognizedFormat }
        try registered.withLock { (files: inout [String]) throws(FontRegistrationError) in
            guard !files.contains(file) else { throw .alreadyRegistered }
            guard fontconfig.withLock({ _ in Self.addApplicationFont(file) }) else { throw .registrationFailed }
            files.append(file)
        }
        forgetResolved()
    }

    /// Removes the faces of a font file registered with `register(fileAt:)`: fontconfig keeps
    /// application fonts as one set, so the set is emptied and the other files added again.
    package func unregister(fileAt path: String) throws(FontRegistrationError) {
        let file = Self.canonical(path)
        try registered.withLock { (files: inout [String]) throws(FontRegistrationError) in
            guard let index = files.firstIndex(of: file) else { throw .notRegistered }
            files.remove(at: index)
            files = fontconfig.withLock { _ in
                FcConfigAppFontClear(nil)
                return files.filter(Self.addApplicationFont)
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
    /// one name.
    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// How many faces FreeType finds in the file (0: not a font).
    private static func faceCount(_ file: String) -> Int32 {
        var count: Int32 = 0
        let pattern = file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                FcFreeTypeQuery($0, 0, nil, &count)
            }
        }
        guard let pattern else { return 0 }
        FcPatternDestroy(pattern)
        return max(count, 1)
    }

    private static func addApplicationFont(_ file: String) -> Bool {
        file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                FcConfigAppFontAddFile(nil, $0) != 0
            }
        }
    }
}
