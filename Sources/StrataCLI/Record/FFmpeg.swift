import Foundation

/// Debian's `ffmpeg`, found on `PATH`, turning a directory of numbered PNGs into a video.
struct FFmpeg {
    /// The executable.
    let url: URL

    /// The first executable `ffmpeg` on `PATH`, or nil.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> FFmpeg? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return FFmpeg(url: candidate) }
        }
        return nil
    }

    /// The message for a machine without ffmpeg.
    static let missingMessage = "ffmpeg was not found on PATH, and .mp4 and .gif output need it: "
        + "install it with 'apt-get install ffmpeg' (scripts/setup does), "
        + "or record PNG frames into a directory instead, e.g. --out frames/"

    /// Encodes `frames/frame-00000.png …` at `fps` into `output` as `format`, logging ffmpeg's
    /// messages to `log`. Throws ffmpeg's last lines when it fails.
    func encode(frames: URL, fps: Int, format: VideoFormat, output: URL, log: URL) throws(FFmpegError) {
        let process = Process()
        process.executableURL = url
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                             "-framerate", String(fps), "-start_number", "0",
                             "-i", frames.appendingPathComponent("frame-%05d.png").path]
            + format.encoderArguments + [output.path]
        // A file, not a pipe: a pipe nobody reads would stall ffmpeg once it filled.
        guard FileManager.default.createFile(atPath: log.path, contents: nil),
              let logHandle = try? FileHandle(forWritingTo: log) else {
            throw FFmpegError("could not create the ffmpeg log \(log.path)")
        }
        defer { try? logHandle.close() }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = logHandle
        process.standardError = logHandle
        do {
            try process.run()
        } catch {
            throw FFmpegError("could not start \(url.path): \(error.localizedDescription)")
        }
        // Polled rather than waitUntilExit(), so that a Ctrl-C or kill of strata alone also
        // stops ffmpeg instead of leaving it encoding into a directory about to be removed.
        while process.isRunning {
            if RecordingInterrupt.received != nil { process.terminate() }
            usleep(20_000)
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit
                ? "exited with status \(process.terminationStatus)"
                : "was killed by signal \(process.terminationStatus)"
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let tail = text.split(separator: "\n").suffix(5).joined(separator: "\n  ")
            throw FFmpegError("ffmpeg \(how)" + (tail.isEmpty ? "" : ":\n  \(tail)"))
        }
    }
}

/// Why ffmpeg did not make the video.
struct FFmpegError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
