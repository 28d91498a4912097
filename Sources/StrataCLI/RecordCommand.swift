import ArgumentParser
import Foundation
import Strata
import StrataScenes
import StrataX11

/// `strata record`: a scene over time, rendered headless frame by frame at exact times, to a
/// video or a directory of PNGs.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scene headless to an .mp4, a .gif or a directory of PNG frames (no X display needed).",
        discussion: """
            Frame k shows the scene at exactly start + k / FPS seconds, where start is --time \
            (default: now, rounded down to the second). The clock shows the whole second of \
            that time: 2 seconds at 10 fps from 12:34:56 are ten frames of 12:34:56, then ten \
            of 12:34:57. The other scenes are still, so every frame is the same; all are written.

            --out ending in '/', or naming an existing directory, gets frame-00000.png, \
            frame-00001.png, …; a .mp4 (H.264) or .gif file is encoded by ffmpeg \
            ('apt-get install ffmpeg') from frames kept in $TMPDIR/strata-record-<pid>, which \
            is removed on exit and by the next recording if strata was killed. The directory \
            --out goes in must exist. At most \(FrameSequence.maximumCount) frames, each at most \
            \(PixelBudget.maximumPixelCount) pixels (64 Mpixel).

            Examples:
              strata record clock --time 12:34:56 --seconds 2 --fps 10 --out clock.mp4
              strata record gallery/mask --seconds 1 --fps 15 --out mask.gif
              strata record clock --seconds 3 --fps 5 --scale 2 --out frames/

            Exit codes: 0 success, 1 failure (rendering, writing or ffmpeg), 64 bad arguments \
            (including sizes over the pixel budget and a missing --out directory), 128 + N when \
            stopped by signal N (SIGINT, SIGTERM, SIGHUP).
            """
    )

    @OptionGroup var options: SceneOptions

    @Option(help: "How long to record, in seconds.")
    var seconds: Double = 5

    @Option(help: "Frames per second, 1 to 240.")
    var fps: Int = 30

    @Option(help: "Pixels per point (HiDPI): each frame is SIZE × scale pixels.")
    var scale: Double = 1

    @Option(help: ArgumentHelp("Where the animations are at the first frame, in seconds (default: --media-time, else 0).",
                               valueName: "seconds"))
    var from: Double?

    @Option(help: "Playback rate of the animations: 0.1 records them ten times slower.")
    var speed: Double = 1

    @Option(help: ArgumentHelp("A directory (ending in '/'), or a .mp4 or .gif file.", valueName: "path"))
    var out: String

    @Flag(name: .customLong("animated-ticks"), help: "The clock's digits cross-fade at each tick (0.25 s CATransition).")
    var animatedTicks = false

    /// The number of frames: `seconds × fps`, rounded.
    var frameCount: Int { Int((seconds * Double(fps)).rounded()) }

    func validate() throws {
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be from 1 to 240") }
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds must be above 0") }
        // Checked as a Double first: a huge --seconds would overflow the conversion to Int.
        let exactFrames = (seconds * Double(fps)).rounded()
        guard exactFrames >= 1 else {
            throw ValidationError("--seconds \(Self.text(seconds)) at --fps \(fps) is less than one frame; "
                + "record at least 1/\(fps) s")
        }
        guard exactFrames <= Double(FrameSequence.maximumCount) else {
            throw ValidationError("--seconds \(Self.text(seconds)) at --fps \(fps) is \(Self.text(exactFrames)) frames; "
                + "a recording is at most \(FrameSequence.maximumCount) frames (10 minutes at 60 fps)")
        }
        guard scale > 0, scale <= 8, scale.isFinite else { throw ValidationError("--scale must be above 0 and at most 8") }
        if let from, !(from.isFinite && from >= 0 && from <= 1e9) {
            throw ValidationError("--from must be a number of seconds from 0 to 1e9")
        }
        guard speed.isFinite, speed > 0, speed <= 1000 else { throw ValidationError("--speed must be above 0 and at most 1000") }
        try options.validateFrame(for: options.entry, scale: scale)
        do {
            _ = try RecordingDestination(parsing: out)
        } catch {
            throw ValidationError(error.description)
        }
        try OutputPath.validateParent(of: out)
    }

    /// A number as the user would write it: 2, 0.5, 1e+06.
    private static func text(_ value: Double) -> String {
        String(format: "%g", value)
    }

    func run() throws {
        let destination: RecordingDestination
        do {
            destination = try RecordingDestination(parsing: out)
        } catch {
            throw ValidationError(error.description)
        }
        // Everything that can be checked before rendering is, so that a recording never
        // fails after minutes of work for a reason known at the start.
        var ffmpeg: FFmpeg?
        if case .video = destination {
            guard let found = FFmpeg.find() else { throw failure(FFmpeg.missingMessage) }
            ffmpeg = found
        }

        RecordingWorkDirectory.removeAbandoned(in: FileManager.default.temporaryDirectory)

        let entry = options.entry
        let scene = try options.makeScene(entry, size: options.pixelSize(for: entry))
        (scene as? LCDClock)?.animatesTicks = animatedTicks
        let size = options.frameSize(for: entry, scale: scale)
        let start: FrameClock.Start = options.time.map { .timeOfDay($0) } ?? .epochSecond(WallClock.now().rounded(.down))
        let startTime = from ?? options.mediaTime ?? 0
        // The animations begin at the scene's local time 0 whatever the wall clock says.
        SceneTimeline.start(scene.rootLayer, frozenAt: startTime)
        let recorder = SceneRecorder(scene: scene, frameClock: FrameClock(start: start, fps: fps), from: startTime,
                                     speed: speed, count: frameCount, width: size.width, height: size.height,
                                     scale: scale)
        var progress = ProgressLine(label: entry.name, total: frameCount)
        RecordingInterrupt.install()

        switch destination {
        case .directory(let directory):
            do {
                // Its parent exists (validate() checked), so only the directory itself can be new.
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw failure("cannot create --out directory \(out): \(error.localizedDescription)")
            }
            try record(recorder, into: directory, progress: &progress)
            let stale = FrameSequence.removeFrames(from: frameCount, in: directory)
            if stale > 0 { printError("removed \(stale) later frames of an earlier recording from \(out)") }
            print("wrote \(frameCount) frames to \(out) (\(entry.name), \(size) at \(fps) fps)")
        case .video(let url, let format):
            guard let ffmpeg else { throw failure(FFmpeg.missingMessage) }
            let workDirectory: RecordingWorkDirectory
            do {
                workDirectory = try RecordingWorkDirectory.create(in: FileManager.default.temporaryDirectory)
            } catch {
                throw failure(error.description)
            }
            defer { workDirectory.remove() }
            let work = workDirectory.url
            try record(recorder, into: work, progress: &progress)
            printError("encoding \(frameCount) frames with ffmpeg (\(format.encoderName))")
            let encoded = work.appendingPathComponent("out." + format.rawValue)
            do {
                try ffmpeg.encode(frames: work, fps: fps, format: format, output: encoded,
                                  log: work.appendingPathComponent("ffmpeg.log"))
            } catch {
                if let signal = RecordingInterrupt.received { throw interruption(signal) }
                throw failure("\(error)")
            }
            if let signal = RecordingInterrupt.received { throw interruption(signal) }
            try moveIntoPlace(encoded, to: url)
            let videoSize = format == .mp4 ? PixelSize(width: (size.width + 1) / 2 * 2, height: (size.height + 1) / 2 * 2) : size
            let padded = videoSize.width != size.width || videoSize.height != size.height
            print("wrote \(out) (\(entry.name), \(frameCount) frames at \(fps) fps, \(videoSize)"
                + (padded ? ", padded from \(size) to even sides" : "") + ")")
        }
    }

    /// Runs the recorder, turning its errors into exit statuses: 1 for a failure, 128 + the
    /// signal for an interruption.
    private func record(_ recorder: SceneRecorder, into directory: URL, progress: inout ProgressLine) throws {
        do {
            try recorder.writeFrames(into: directory, progress: &progress)
        } catch {
            switch error {
            case .failed(let message): throw failure(message)
            case .interrupted(let signal): throw interruption(signal)
            }
        }
    }

    /// Moves the finished video over `destination`, replacing what was there; copies when the
    /// temporary directory is on another file system, where a rename cannot reach.
    private func moveIntoPlace(_ file: URL, to destination: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) {
            do {
                try manager.removeItem(at: destination)
            } catch {
                throw failure("cannot replace \(out): \(error.localizedDescription)")
            }
        }
        do {
            try manager.moveItem(at: file, to: destination)
        } catch {
            do {
                try manager.copyItem(at: file, to: destination)
            } catch {
                throw failure("cannot write \(out): \(error.localizedDescription)")
            }
        }
    }

    /// Says the recording stopped, and returns 128 + `signal` to throw, as a shell reports a
    /// process ended by a signal.
    private func interruption(_ signal: Int32) -> ExitCode {
        let kept = [".mp4", ".gif"].contains { out.lowercased().hasSuffix($0) } ? "nothing written to \(out)"
            : "the frames so far are in \(out)"
        printError("interrupted; recording stopped (\(kept))")
        return ExitCode(128 + signal)
    }

    /// Prints `message` and returns exit status 1 to throw; thrown, not exited with, so that
    /// the temporary frames are still removed on the way out.
    private func failure(_ message: String) -> ExitCode {
        printError(message)
        return ExitCode.failure
    }
}
