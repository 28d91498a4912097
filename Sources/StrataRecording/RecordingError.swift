/// Why a recording did not finish.
public enum RecordingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The output path names no directory or known video format.
    case badDestination(String)
    /// The parameters cannot make a recording (no frames, a size over the pixel budget, …).
    case badParameters(String)
    /// ffmpeg is needed for a video and is not on `PATH`.
    case ffmpegMissing
    /// Rendering, writing or encoding failed, with the reason.
    case failed(String)
    /// The progress callback asked to stop; a video is not written, frames so far are kept.
    case cancelled

    /// The message to show the user.
    public var description: String {
        switch self {
        case .badDestination(let message), .badParameters(let message), .failed(let message): message
        case .ffmpegMissing: FFmpeg.missingMessage
        case .cancelled: "the recording was cancelled"
        }
    }
}
