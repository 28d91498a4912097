import Foundation

extension LayerRecorder {
    /// Validates, renders the frames through `renderFrames` into the destination directory (or a
    /// private temporary one for a video), and encodes the video.
    func write(to destination: RecordingDestination, progress: (RecordingProgress) -> Bool,
               renderFrames: (URL, (RecordingProgress) -> Bool) throws(RecordingError) -> Void)
        throws(RecordingError) -> RecordingSummary {
        try validate()
        let (width, height) = pixelSize
        let temporary = FileManager.default.temporaryDirectory
        // Frames a killed recording left behind, whatever this one writes.
        RecordingWorkDirectory.removeAbandoned(in: temporary)
        switch destination {
        case .frames(let directory):
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .failed("cannot create the directory \(directory.path): \(error.localizedDescription)")
            }
            try Self.run(renderFrames, in: directory, progress: progress)
            let stale = FrameSequence.removeFrames(from: frameCount, in: directory)
            return RecordingSummary(frameCount: frameCount, width: width, height: height, staleFramesRemoved: stale)
        case .video(let url, let format):
            // Checked before rendering, so a recording never fails after minutes of work for a
            // reason known at the start.
            guard let ffmpeg = FFmpeg.find() else { throw .ffmpegMissing }
            let parent = url.deletingLastPathComponent()
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { throw .badDestination("the directory \(parent.path) does not exist") }
            let work: RecordingWorkDirectory
            do {
                work = try RecordingWorkDirectory.create(in: temporary)
            } catch {
                throw .failed(error.description)
            }
            defer { work.remove() }
            try Self.run(renderFrames, in: work.url, progress: progress)
            let encoded = work.url.appendingPathComponent("out." + format.rawValue)
            var cancelled = false
            let encoding = RecordingProgress(framesRendered: frameCount, frameCount: frameCount, isEncoding: true)
            do {
                try ffmpeg.encode(frames: work.url, fps: framesPerSecond, format: format, output: encoded,
                                  log: work.url.appendingPathComponent("ffmpeg.log")) {
                    if !cancelled, !progress(encoding) { cancelled = true }
                    return cancelled
                }
            } catch {
                throw cancelled ? .cancelled : .failed("\(error)")
            }
            if cancelled { throw .cancelled }
            try Self.move(encoded, to: url)
            let even = format.padsToEvenSides
            return RecordingSummary(frameCount: frameCount, width: even ? (width + 1) / 2 * 2 : width,
                                    height: even ? (height + 1) / 2 * 2 : height)
        }
    }

    /// Calls `renderFrames` with `progress`: neither escapes the call.
    private static func run(_ renderFrames: (URL, (RecordingProgress) -> Bool) throws(RecordingError) -> Void,
                            in directory: URL, progress: (RecordingProgress) -> Bool) throws(RecordingError) {
        try withoutActuallyEscaping(progress) { (progress) throws(RecordingError) in
            try renderFrames(directory, progress)
        }
    }

    /// Moves the finished video over `destination`, replacing what was there; copies when the
    /// temporary directory is on another file system, where a rename cannot reach.
    private static func move(_ file: URL, to destination: URL) throws(RecordingError) {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) {
            do {
                try manager.removeItem(at: destination)
            } catch {
                throw .failed("cannot replace \(destination.path): \(error.localizedDescription)")
            }
        }
        do {
            try manager.moveItem(at: file, to: destination)
        } catch {
            do {
                try manager.copyItem(at: file, to: destination)
            } catch {
                throw .failed("cannot write \(destination.path): \(error.localizedDescription)")
            }
        }
    }
}
