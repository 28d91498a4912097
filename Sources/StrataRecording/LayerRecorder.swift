import Foundation
import Strata

/// Renders a layer tree headless, frame by frame at an exact timeline, to a directory of PNG
/// frames or to a video (MP4, WebM, GIF, APNG through ffmpeg).
///
/// Frame `n` shows the tree at the root layer's local time `startTime + n / framesPerSecond ×
/// speed`, whatever the wall clock says, so two recordings of the same tree are the same bytes.
/// While it records, the recorder drives the root's timing as the pause recipe of Core
/// Animation does (`speed` 0, `timeOffset` the frame's time); an animation added and not yet
/// committed when recording starts begins at local time 0. Afterwards the root plays on at its
/// own speed from the last frame's time, so recording the tree again gives the same bytes while
/// its animations are still there.
///
/// ```swift
/// var recorder = LayerRecorder(size: CGSize(width: 320, height: 240), frameCount: 60)
/// try recorder.record(root, to: RecordingDestination(path: "spin.gif"))
/// ```
///
/// Frames are independent at an exact timeline, so ``record(to:jobs:makeTree:progress:)``
/// renders ranges of them on several threads, each job on a tree of its own, and writes the same
/// bytes as one job.
public struct LayerRecorder: Sendable {
    /// The size of a frame in points.
    public var size: CGSize
    /// Pixels per point: a frame is `size × scale` pixels.
    public var scale: Double = 1
    /// Frames per second of the timeline and of the video, 1 to 240.
    public var framesPerSecond: Int
    /// How many frames to record, 1 to 36 000.
    public var frameCount: Int
    /// The root layer's local time at frame 0, in seconds.
    public var startTime: CFTimeInterval = 0
    /// How fast the timeline plays: 0.1 records the animations ten times slower.
    public var speed: Double = 1

    /// The most pixels a frame may have: 64 Mpixel (256 MiB of frame memory).
    public static let maximumPixelCount = 64 * 1024 * 1024
    /// The most frames a recording may have: ten minutes at 60 fps.
    public static var maximumFrameCount: Int { FrameSequence.maximumCount }

    /// A recorder of `frameCount` frames of `size` points at `framesPerSecond`.
    public init(size: CGSize, frameCount: Int, framesPerSecond: Int = 30) {
        self.size = size
        self.frameCount = frameCount
        self.framesPerSecond = framesPerSecond
    }

    /// The root layer's local time frame `index` shows.
    public func time(ofFrame index: Int) -> CFTimeInterval {
        startTime + Double(index) / Double(framesPerSecond) * speed
    }

    /// The frame's size in pixels: `size × scale`, rounded.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// Checks the parameters before any work.
    /// - Throws: `RecordingError.badParameters` naming the first one out of range.
    public func validate() throws(RecordingError) {
        guard (1...240).contains(framesPerSecond) else {
            throw .badParameters("frames per second must be from 1 to 240; got \(framesPerSecond)")
        }
        guard (1...FrameSequence.maximumCount).contains(frameCount) else {
            throw .badParameters("a recording has 1 to \(FrameSequence.maximumCount) frames; got \(frameCount)")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw .badParameters("scale must be above 0 and at most 8") }
        guard startTime.isFinite, speed.isFinite, speed > 0, speed <= 1000 else {
            throw .badParameters("the start time must be finite and the speed above 0 and at most 1000")
        }
        let (width, height) = ((size.width * scale).rounded(), (size.height * scale).rounded())
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw .badParameters("a frame must be at least one pixel; got \(size.width)x\(size.height) points at scale \(scale)")
        }
        guard width * height <= Double(Self.maximumPixelCount) else {
            throw .badParameters("a \(Int(width))x\(Int(height)) frame is over the \(Self.maximumPixelCount)-pixel budget")
        }
    }

    /// Records `rootLayer` to `destination` on the calling thread.
    ///
    /// - Parameters:
    ///   - rootLayer: The layer drawn, in its own coordinate space, at the recording's size.
    ///   - destination: Where the frames or the video go.
    ///   - willRenderFrame: Called before each frame with its index and time, after the root is
    ///     set to that time: a change made here (to show a clock's second, say) is committed
    ///     with the frame.
    ///   - progress: Called after each frame, and while ffmpeg encodes; returning false stops the
    ///     recording (`RecordingError.cancelled`).
    /// - Returns: What was written.
    /// - Throws: `RecordingError` for bad parameters, a missing ffmpeg, a failed write or encode,
    ///   or a cancelled recording. Nothing is left at a video's path unless it is complete.
    @discardableResult
    public func record(_ rootLayer: CALayer, to destination: RecordingDestination,
                       willRenderFrame: ((Int, CFTimeInterval) -> Void)? = nil,
                       progress: (RecordingProgress) -> Bool = { _ in true }) throws(RecordingError) -> RecordingSummary {
        let tree = RecordedTree(rootLayer: rootLayer, willRenderFrame: willRenderFrame)
        return try write(to: destination, progress: progress) { directory, progress throws(RecordingError) in
            let speed = rootLayer.speed
            defer { rootLayer.setPlaybackRate(speed, atMediaTime: CACurrentMediaTime()) }
            try FrameJob(recorder: self, tree: tree, frames: 0..<frameCount, directory: directory)
                .run { done in progress(RecordingProgress(framesRendered: done, frameCount: frameCount)) }
        }
    }

    /// Records to `destination` with `jobs` threads, each rendering a consecutive range of the
    /// frames on a tree `makeTree` builds on that thread (a layer tree belongs to one thread).
    ///
    /// A tree `makeTree` cannot build fails the recording with the error it throws. Each job
    /// first runs `willRenderFrame` for the frames before its range without rendering them, so changes a hook makes over time (a transition it starts) are in place; the bytes
    /// equal those of one job. `progress` is called on the calling thread.
    @discardableResult
    public func record(to destination: RecordingDestination, jobs: Int,
                       makeTree: @escaping @Sendable () throws(RecordingError) -> RecordedTree,
                       progress: (RecordingProgress) -> Bool = { _ in true }) throws(RecordingError) -> RecordingSummary {
        guard (1...64).contains(jobs) else { throw .badParameters("jobs must be from 1 to 64; got \(jobs)") }
        return try write(to: destination, progress: progress) { directory, progress throws(RecordingError) in
            try ParallelFrameJobs(recorder: self, jobs: min(jobs, frameCount), makeTree: makeTree,
                                  directory: directory).run(progress: progress)
        }
    }
}

/// A tree to record: its root layer, and what to change before each frame.
public struct RecordedTree {
    /// The root of the tree, drawn at the frame's origin.
    public var rootLayer: CALayer
    /// Called before each frame with its index and time, after the root is set to that time.
    public var willRenderFrame: ((Int, CFTimeInterval) -> Void)?

    /// A tree rooted at `rootLayer`.
    public init(rootLayer: CALayer, willRenderFrame: ((Int, CFTimeInterval) -> Void)? = nil) {
        self.rootLayer = rootLayer
        self.willRenderFrame = willRenderFrame
    }
}

/// How far a recording is.
public struct RecordingProgress: Sendable, Equatable {
    /// Frames rendered and written so far.
    public var framesRendered: Int
    /// Frames in the recording.
    public var frameCount: Int
    /// Whether ffmpeg is encoding the video (every frame is rendered).
    public var isEncoding = false
}

/// What a recording wrote.
public struct RecordingSummary: Sendable, Equatable {
    /// The frames written.
    public var frameCount: Int
    /// The video's width in pixels (a frame's, padded to even for MP4 and WebM).
    public var width: Int
    /// The video's height in pixels (a frame's, padded to even for MP4 and WebM).
    public var height: Int
    /// Frame files numbered past this recording's last frame, left in the directory by an
    /// earlier, longer recording, that were deleted.
    public var staleFramesRemoved = 0
}
