import Foundation

/// Where `strata record` puts its frames, decided by the `--out` path.
enum RecordingDestination: Equatable {
    /// A directory of `frame-00000.png`, `frame-00001.png`, …
    case directory(URL)
    /// A video file that ffmpeg encodes from the frames.
    case video(URL, VideoFormat)

    /// Reads `--out`: a path ending in `/` or naming an existing directory is a directory;
    /// otherwise the extension picks the video format. Throws a message naming `--out` for
    /// anything else.
    init(parsing path: String) throws(RecordingDestinationError) {
        guard !path.isEmpty else { throw RecordingDestinationError("--out must not be empty") }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue) {
            self = .directory(URL(fileURLWithPath: path, isDirectory: true))
            return
        }
        let url = URL(fileURLWithPath: path)
        guard let format = VideoFormat(rawValue: url.pathExtension.lowercased()) else {
            throw RecordingDestinationError(
                "--out must be a directory (ending in '/'), a .mp4 file or a .gif file; got '\(path)'")
        }
        self = .video(url, format)
    }
}

/// Why an `--out` path cannot be recorded to.
struct RecordingDestinationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The video files ffmpeg makes for `strata record`.
enum VideoFormat: String {
    case mp4, gif

    /// ffmpeg's arguments between the input and the output file.
    var encoderArguments: [String] {
        switch self {
        case .mp4:
            // H.264 in yuv420p, which every player decodes, needs even sides: pad by one
            // black row or column rather than resample the pixels.
            ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
             "-movflags", "+faststart"]
        case .gif:
            // GIF has 256 colours: one palette made from all the frames, then applied to each.
            ["-filter_complex", "[0:v]split[frames][copy];[copy]palettegen[palette];[frames][palette]paletteuse",
             "-loop", "0"]
        }
    }

    /// The encoder named in progress messages.
    var encoderName: String {
        switch self {
        case .mp4: "libx264"
        case .gif: "palettegen/paletteuse"
        }
    }
}
