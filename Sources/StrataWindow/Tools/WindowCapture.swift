import Foundation
import StrataRecording
import StrataX11

/// Ctrl+Shift+R: the frames a window presents, recorded to a video as the user saw them, the
/// tools and interaction included. One at a time; the window's size when it starts is the
/// video's, and a resize ends it.
final class WindowCapture {
    /// Where videos go: the configuration's directory, else `$STRATA_RECORD_DIR`, else the
    /// current directory.
    let directory: URL
    let format: VideoFormat
    /// Video frames per second; a still window repeats its last picture.
    static let framesPerSecond = 30
    private var encoder: LiveVideoEncoder?
    /// The video asked for, made at the next presented frame, whose size it takes.
    private var pending: URL?

    init(directory: URL?, format: VideoFormat) {
        let environment = ProcessInfo.processInfo.environment["STRATA_RECORD_DIR"].map { URL(fileURLWithPath: $0) }
        self.directory = directory ?? environment ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.format = format
    }

    var isRecording: Bool { encoder != nil || pending != nil }

    /// Starts recording at the next presented frame; returns the line to report.
    func start(title: String) -> String {
        let url = directory.appendingPathComponent(Self.fileName(title: title, format: format))
        pending = url
        return "recording to \(url.path)"
    }

    /// A presented frame, shown from `time`; returns a line when the recording started or had
    /// to stop.
    func presented(_ frame: PixelFrame, at time: Double) -> String? {
        if let url = pending {
            pending = nil
            do {
                encoder = try LiveVideoEncoder(url: url, format: format, width: frame.width, height: frame.height,
                                               framesPerSecond: Self.framesPerSecond)
            } catch {
                return "recording failed to start: \(error.description)"
            }
        }
        guard let encoder else { return nil }
        guard frame.width == encoder.width, frame.height == encoder.height else {
            return stop(at: time, reason: "the window was resized")
        }
        guard encoder.append(frame.base, bytesPerRow: frame.bytesPerRow, at: time) else {
            return stop(at: time, reason: "ffmpeg stopped")
        }
        return nil
    }

    /// Ends the recording at `time`; returns the line to report (the video, or why there is none).
    func stop(at time: Double, reason: String? = nil) -> String {
        if pending != nil {
            pending = nil
            return "recording stopped before a frame was shown, no video"
        }
        guard let encoder else { return "not recording" }
        self.encoder = nil
        let why = reason.map { " (\($0))" } ?? ""
        do {
            let (frames, dropped) = try encoder.finish(at: time)
            return "recording saved to \(encoder.url.path)\(why): \(frames) frames at \(Self.framesPerSecond) fps"
                + (dropped > 0 ? ", \(dropped) repeated because ffmpeg fell behind" : "")
        } catch {
            return "recording stopped\(why), no video: \(error.description)"
        }
    }

    /// `strata-<title>-<yyyyMMdd-HHmmss>.<ext>`, the title reduced to letters, digits and dashes
    /// (one `strata` when the title starts with it).
    static func fileName(title: String, format: VideoFormat, date: Date = Date()) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        slug = String(slug.trimmingCharacters(in: CharacterSet(charactersIn: "-")).prefix(40))
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let name = slug.isEmpty ? "strata-window" : slug.hasPrefix("strata") ? slug : "strata-" + slug
        return name + "-" + formatter.string(from: date) + "." + format.rawValue
    }
}
