import Foundation

/// Where a recording goes, decided by its path as `strata record --out` decides it.
public enum RecordingDestination: Equatable, Sendable {
    /// A directory of `frame-00000.png`, `frame-00001.png`, … (ffmpeg's `frame-%05d.png`).
    case frames(URL)
    /// A video file that ffmpeg encodes.
    case video(URL, VideoFormat)

    /// Reads a path: one ending in `/` or naming an existing directory is a directory of
    /// frames; otherwise the extension picks the video format (`.mp4`, `.webm`, `.gif`, `.apng`).
    /// - Throws: `RecordingError.badDestination` for an empty path or another extension.
    public init(path: String) throws(RecordingError) {
        guard !path.isEmpty else { throw .badDestination("the output path must not be empty") }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue) {
            self = .frames(URL(fileURLWithPath: path, isDirectory: true))
            return
        }
        let url = URL(fileURLWithPath: path)
        guard let format = VideoFormat(rawValue: url.pathExtension.lowercased()) else {
            throw .badDestination("the output must be a directory (ending in '/') or a "
                + VideoFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ") + " file; got '\(path)'")
        }
        self = .video(url, format)
    }

    /// The file or directory written.
    public var url: URL {
        switch self {
        case .frames(let url), .video(let url, _): url
        }
    }
}
