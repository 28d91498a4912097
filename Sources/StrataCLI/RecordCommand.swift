import ArgumentParser
import Foundation
import Strata
import StrataRecording
import StrataScenes
import StrataX11

/// `strata record`: a scene over time, rendered headless frame by frame at exact times, to a
/// video or a directory of PNGs.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scene headless to a video (.mp4, .webm, .gif, .apng) or a directory of PNG frames (no X display needed).",
        discussion: """
            Frame k shows the scene at exactly start + k / FPS seconds, where start is --time \
            (default: now, rounded down to the second). The clock shows the whole second of \
            that time: 2 seconds at 10 fps from 12:34:56 are ten frames of 12:34:56, then ten \
            of 12:34:57. Animations play at --speed from --from. Recording is StrataRecording's \
            LayerRecorder, which a Swift package uses the same way.

            --out ending in '/', or naming an existing directory, gets frame-00000.png, \
            frame-00001.png, …; a .mp4 (H.264), .webm (VP9), .gif (one palette per recording) or \
            .apng file is encoded by ffmpeg ('apt-get install ffmpeg') from frames kept in \
            $TMPDIR/strata-record-<pid>.<n>, which \
            is removed on exit and by the next recording if strata was killed. The directory \
            --out goes in must exist. At most \(FrameSequence.maximumCount) frames, each at most \
            \(PixelBudget.maximumPixelCount) pixels (64 Mpixel).

            Examples:
              strata record clock --time 12:34:56 --seconds 2 --fps 10 --out clock.mp4
              strata record gallery/mask --seconds 1 --fps 15 --out mask.gif
              strata record clock --seconds 3 --fps 5 --scale 2 --out frames/
              strata record gallery/fire --seconds 4 --jobs 2 --out fire.webm

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

    @Option(help: ArgumentHelp("A directory (ending in '/'), or a .mp4, .webm, .gif or .apng file.", valueName: "path"))
    var out: String

    @Option(help: "Threads rendering consecutive ranges of frames, 1 to 64; the bytes are the same for any number.")
    var jobs: Int = 1

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
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64") }
        try options.validateFrame(for: options.entry, scale: scale)
        do {
            _ = try RecordingDestination(path: out)
        } catch {
            throw ValidationError("--out: \(error.description)")
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
            destination = try RecordingDestination(path: out)
        } catch {
            throw ValidationError("--out: \(error.description)")
        }
        let entry = options.entry
        let points = options.pixelSize(for: entry)
        var recorder = LayerRecorder(size: points.cgSize, frameCount: frameCount, framesPerSecond: fps)
        recorder.scale = scale
        recorder.startTime = from ?? options.mediaTime ?? 0
        recorder.speed = speed
        let start: FrameClock.Start = options.time.map { .timeOfDay($0) } ?? .epochSecond(WallClock.now().rounded(.down))
        let makeTree = Self.treeMaker(entry: entry, size: points, filter: options.filter.contentsFilter,
                                      frameClock: FrameClock(start: start, fps: fps), animatedTicks: animatedTicks)
        var progress = ProgressLine(label: entry.name, total: frameCount)
        var framesDone = 0
        RecordingInterrupt.install()
        let summary: RecordingSummary
        do {
            summary = try recorder.record(to: destination, jobs: jobs, makeTree: makeTree) { step in
                if RecordingInterrupt.received != nil { return false }
                if step.isEncoding {
                    if framesDone >= 0, case .video(_, let format) = destination {
                        printError("encoding \(frameCount) frames with ffmpeg (\(format.encoderName))")
                        framesDone = -1
                    }
                } else if step.framesRendered != framesDone {
                    framesDone = step.framesRendered
                    progress.done(framesDone)
                }
                return true
            }
        } catch {
            if framesDone >= 0 { progress.abandon(after: framesDone) }
            if let signal = RecordingInterrupt.received { throw interruption(signal) }
            throw failure(error.description)
        }
        let size = options.frameSize(for: entry, scale: scale)
        switch destination {
        case .frames:
            if summary.staleFramesRemoved > 0 {
                printError("removed \(summary.staleFramesRemoved) later frames of an earlier recording from \(out)")
            }
            print("wrote \(frameCount) frames to \(out) (\(entry.name), \(size) at \(fps) fps)")
        case .video:
            let videoSize = PixelSize(width: summary.width, height: summary.height)
            let padded = videoSize.width != size.width || videoSize.height != size.height
            print("wrote \(out) (\(entry.name), \(frameCount) frames at \(fps) fps, \(videoSize)"
                + (padded ? ", padded from \(size) to even sides" : "") + ")")
        }
    }

    /// Builds `entry` on the job's thread: its own scene, laid out at `size` points, with the
    /// clock showing each frame's second.
    private static func treeMaker(entry: SceneEntry, size: PixelSize, filter: CALayerContentsFilter,
                                  frameClock: FrameClock, animatedTicks: Bool)
        -> @Sendable () throws(RecordingError) -> RecordedTree {
        { () throws(RecordingError) -> RecordedTree in
            let scene: StrataScene
            do {
                scene = try entry.make()
            } catch {
                throw .failed("\(error)")
            }
            if let filtered = scene as? FilteredScene { filtered.filter = filter }
            guard let clock = scene as? LCDClock else {
                scene.layout(for: size.cgSize)
                return RecordedTree(rootLayer: scene.rootLayer)
            }
            clock.animatesTicks = animatedTicks
            clock.show(frameClock.clockTime(ofFrame: 0))
            scene.layout(for: size.cgSize)
            // A tick's fade begins at the time of the frame that shows the new second.
            return RecordedTree(rootLayer: scene.rootLayer) { index, _ in
                let time = frameClock.clockTime(ofFrame: index)
                if clock.shownTime != time { clock.show(time) }
            }
        }
    }

    /// Says the recording stopped, and returns 128 + `signal` to throw, as a shell reports a
    /// process ended by a signal.
    private func interruption(_ signal: Int32) -> ExitCode {
        let isVideo = if case .video = try? RecordingDestination(path: out) { true } else { false }
        let kept = isVideo ? "nothing written to \(out)" : "the frames so far are in \(out)"
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
