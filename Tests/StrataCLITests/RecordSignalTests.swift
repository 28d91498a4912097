import Foundation
import Testing

/// `strata record` stopped by signals: it writes its frames under `TMPDIR` in a directory named
/// for its process (`strata-record-PID.*`) and feeds them to an ffmpeg it started. SIGHUP at any
/// moment ends it with status 129 (128 + the signal's number, the shell's convention), stops its
/// ffmpeg and removes its frames. SIGKILL cannot be handled: the kernel stops ffmpeg (its parent
/// death signal) and the frames stay until the next recording, which removes them.
@Suite("strata record under signals", .serialized)
struct RecordSignalTests {
    /// The command lines of the processes, other than this one, whose command line mentions
    /// `needle` (read from /proc).
    static func processes(mentioning needle: String) -> [String] {
        let own = ProcessInfo.processInfo.processIdentifier
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != own,
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(needle) ? line : nil
        }
    }

    /// The frame directories recordings left under `tmp`.
    static func frameDirectories(in tmp: TemporaryDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: tmp.url.path)) ?? []).filter { $0.hasPrefix("strata-record-") }
    }

    /// Waits up to `seconds` for `condition`; whether it held.
    static func eventually(within seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// Starts a 30-second recording of the clock to an mp4 with `TMPDIR` = `tmp`, and waits for
    /// `phase`: "frames" once its second frame is written, "ffmpeg" once ffmpeg runs on them.
    static func startRecording(tmp: TemporaryDirectory, out: String, phase: String) throws -> StrataProcess.Running {
        let recording = try StrataProcess.start(["record", "clock", "--time", "12:34:56", "--seconds", "30", "--fps", "30",
                                                 "--out", out], environment: ["TMPDIR": tmp.url.path])
        let prefix = "strata-record-\(recording.pid)."
        let reached = eventually(within: 30) {
            guard recording.process.isRunning else { return true }
            if phase == "frames" {
                return frameDirectories(in: tmp).contains { name in
                    name.hasPrefix(prefix)
                        && FileManager.default.fileExists(atPath: tmp.path(name) + "/frame-00001.png")
                }
            }
            return !processes(mentioning: prefix).isEmpty
        }
        guard reached, recording.process.isRunning else {
            kill(recording.pid, SIGKILL)
            let result = recording.wait(timeLimit: 5)
            Issue.record("the recording never reached its \(phase) phase: \(result)")
            throw CancellationError()
        }
        return recording
    }

    @Test("SIGHUP ends a recording with status 129, its ffmpeg stopped and its frames removed",
          arguments: ["frames", "ffmpeg"])
    func hangUp(phase: String) throws {
        let tmp = try TemporaryDirectory(), out = try TemporaryDirectory()
        let recording = try Self.startRecording(tmp: tmp, out: out.path("clock.mp4"), phase: phase)
        let prefix = "strata-record-\(recording.pid)."
        kill(recording.pid, SIGHUP)
        let result = recording.wait(timeLimit: 5)
        #expect(!result.timedOut, "still running 5 s after SIGHUP")
        #expect(result.status == 129, "\(result)")
        #expect(Self.eventually(within: 2) { Self.processes(mentioning: prefix).isEmpty },
                "ffmpeg still running 2 s after strata ended: \(Self.processes(mentioning: prefix))")
        let left = try FileManager.default.contentsOfDirectory(atPath: tmp.url.path)
        #expect(left.isEmpty, "left behind in TMPDIR: \(left)")
    }

    @Test("SIGKILL: the kernel stops ffmpeg, and the next recording removes the frames left behind")
    func killed() throws {
        let tmp = try TemporaryDirectory(), out = try TemporaryDirectory()
        let recording = try Self.startRecording(tmp: tmp, out: out.path("clock.mp4"), phase: "ffmpeg")
        let prefix = "strata-record-\(recording.pid)."
        kill(recording.pid, SIGKILL)
        _ = recording.wait(timeLimit: 5)
        #expect(Self.eventually(within: 2) { Self.processes(mentioning: prefix).isEmpty },
                "ffmpeg outlived its killed parent: \(Self.processes(mentioning: prefix))")
        let abandoned = Self.frameDirectories(in: tmp)
        try #require(!abandoned.isEmpty, "the killed recording left no strata-record-<pid>.<n> directory to clean up")
        let next = try StrataProcess.run(["record", "clock", "--time", "12:34:56", "--seconds", "1", "--fps", "1",
                                          "--out", out.path("after") + "/"], environment: ["TMPDIR": tmp.url.path])
        #expect(next.status == 0, "\(next)")
        #expect(Self.frameDirectories(in: tmp).isEmpty, "still there after the next recording: \(abandoned)")
    }
}
