import Foundation

/// Debian's `ffmpeg`, found on `PATH`, turning a directory of numbered PNGs into a video.
///
/// ffmpeg must not outlive strata. Foundation's `Process` runs no code in the child, so ffmpeg is started
/// with `posix_spawn` through util-linux's `setpriv --pdeathsig KILL`, which asks the kernel
/// (`PR_SET_PDEATHSIG`) to kill it when the thread that started it, strata's main thread, ends in any
/// way, SIGKILL included; only a kill in the microseconds before setpriv's `prctl` escapes it. Without
/// `setpriv` ffmpeg is started directly, and is still stopped on SIGINT, SIGTERM and SIGHUP.
package struct FFmpeg: Sendable {
    /// The executable.
    package let url: URL
    /// `setpriv`, when found.
    package let setpriv: URL?

    /// The first executable `ffmpeg` on `PATH`, with `setpriv` if there is one; nil without ffmpeg.
    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> FFmpeg? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        guard let ffmpeg = executable(named: "ffmpeg", in: path) else { return nil }
        // setpriv is part of the system rather than of the user's tools: /usr/bin even when PATH lacks it.
        return FFmpeg(url: ffmpeg, setpriv: executable(named: "setpriv", in: path + ":/usr/bin:/bin"))
    }

    private static func executable(named name: String, in path: String) -> URL? {
        for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The message for a machine without ffmpeg.
    package static let missingMessage = "ffmpeg was not found on PATH, and video output (.mp4, .webm, .gif, .apng) needs it: "
        + "install it with 'apt-get install ffmpeg' (scripts/setup does), "
        + "or record PNG frames into a directory instead, e.g. --out frames/"

    /// Encodes `frames/frame-00000.png …` at `fps` into `output` as `format`, logging ffmpeg's
    /// messages to `log`. Throws ffmpeg's last lines when it fails.
    ///
    /// Waits by polling rather than blocking, so that when `shouldStop` turns true (a signal to
    /// strata, a cancelled recording) ffmpeg is stopped (SIGTERM, then SIGKILL two seconds later)
    /// instead of left encoding into a directory about to be removed.
    package func encode(frames: URL, fps: Int, format: VideoFormat, output: URL, log: URL,
                        shouldStop: () -> Bool) throws(FFmpegError) {
        let ffmpegArguments = [url.path, "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                               "-framerate", String(fps), "-start_number", "0",
                               "-i", frames.appendingPathComponent("frame-%05d.png").path]
            + format.encoderArguments() + ["-f", format.muxerName, output.path]
        // A file, not a pipe: a pipe nobody reads would stall ffmpeg once it filled.
        let pid = try spawn(ffmpegArguments, input: nil, log: log)
        try wait(for: pid, log: log, shouldStop: shouldStop)
    }

    /// Waits for ffmpeg `pid` to end, stopping it when `shouldStop` turns true; throws its last
    /// lines of `log` when it failed.
    package func wait(for pid: pid_t, log: URL, shouldStop: () -> Bool) throws(FFmpegError) {
        var status: Int32 = 0
        var stopRequestedAt: Double?
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0, errno != EINTR {
                throw FFmpegError("waiting for ffmpeg failed: \(String(cString: strerror(errno)))")
            }
            if shouldStop() {
                let now = ProcessInfo.processInfo.systemUptime
                if let stopRequestedAt {
                    if now - stopRequestedAt > 2 { kill(pid, SIGKILL) }
                } else {
                    kill(pid, SIGTERM)
                    stopRequestedAt = now
                }
            }
            usleep(20_000)
        }
        // The wait status, decoded as WIFEXITED, WEXITSTATUS and WTERMSIG do (macros Swift does not import).
        let signal = status & 0x7f
        let exitStatus = (status >> 8) & 0xff
        guard signal != 0 || exitStatus != 0 else { return }
        let how = signal == 0 ? "exited with status \(exitStatus)" : "was killed by signal \(signal)"
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let tail = text.split(separator: "\n").suffix(5).joined(separator: "\n  ")
        throw FFmpegError("ffmpeg \(how)" + (tail.isEmpty ? "" : ":\n  \(tail)"))
    }

    /// Starts ffmpeg with `ffmpegArguments` (ffmpeg's path first), under `setpriv` when there is
    /// one, with standard input from `input` (else /dev/null) and standard output and error into
    /// `log`, and returns its pid.
    package func spawn(_ ffmpegArguments: [String], input: Int32?, log: URL) throws(FFmpegError) -> pid_t {
        let arguments = setpriv.map { [$0.path, "--pdeathsig", "KILL"] + ffmpegArguments } ?? ffmpegArguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard error == 0 else {
            throw FFmpegError("could not start \(arguments[0]): \(String(cString: strerror(error)))")
        }
        return pid
    }
}

/// Why ffmpeg did not make the video.
package struct FFmpegError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
