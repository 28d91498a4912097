/// The video files a recording can be encoded to, by ffmpeg.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in yuv420p, which every player decodes; odd sides are padded by one black row or
    /// column.
    case mp4
    /// VP9 in yuv420p, for the web.
    case webm
    /// 256 colours from one palette made from all of the recording's frames.
    case gif
    /// Animated PNG: lossless, with every colour.
    case apng

    /// ffmpeg's arguments between the input and the output file, for frames from a file
    /// sequence (`live` false) or a window being captured as it runs (`live` true: a faster
    /// preset, since frames arrive as the user acts).
    package func encoderArguments(live: Bool = false) -> [String] {
        switch self {
        case .mp4:
            // yuv420p needs even sides: pad rather than resample the pixels.
            ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18"]
                + (live ? ["-preset", "veryfast"] : []) + ["-movflags", "+faststart"]
        case .webm:
            ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0",
             "-crf", "32", "-row-mt", "1", "-deadline", live ? "realtime" : "good", "-cpu-used", live ? "8" : "4"]
        case .gif:
            // One palette generated from all the frames, then applied to each.
            ["-filter_complex", "[0:v]split[frames][copy];[copy]palettegen[palette];[frames][palette]paletteuse",
             "-loop", "0"]
        case .apng:
            ["-plays", "0"]
        }
    }

    /// The encoder named in progress messages.
    public var encoderName: String {
        switch self {
        case .mp4: "libx264"
        case .webm: "libvpx-vp9"
        case .gif: "palettegen/paletteuse"
        case .apng: "apng"
        }
    }

    /// ffmpeg's muxer for the format, named explicitly for files whose name does not say it.
    package var muxerName: String { rawValue }

    /// Whether the format needs even sides (and pads odd ones).
    public var padsToEvenSides: Bool { self == .mp4 || self == .webm }
}
