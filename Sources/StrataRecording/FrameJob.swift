import Foundation
import Strata

/// One thread's share of a recording: frames `frames` of one tree, rendered in order into
/// `directory` as `frame-00000.png`, ….
struct FrameJob {
    let recorder: LayerRecorder
    let tree: RecordedTree
    let frames: Range<Int>
    let directory: URL

    /// Renders and writes the frames, calling `report` with the number done after each; stops
    /// with `RecordingError.cancelled` when it returns false.
    ///
    /// A frame whose tree did not change since the previous one (every frame of a still tree)
    /// is the same picture, so its PNG bytes are written again instead of rendered and
    /// compressed again.
    func run(report: (Int) -> Bool) throws(RecordingError) {
        let root = tree.rootLayer
        root.startTimeline(frozenAt: recorder.startTime)
        // Frames a job renders unwritten before its range: one second. A transition snapshots
        // what was last drawn, and text is drawn straight the first time and from its cached
        // pixels after (a level apart at some edges), so the range starts from the renderer state
        // one job would have reached, for transitions up to a second long.
        let warmUp = max(frames.lowerBound - recorder.framesPerSecond, 0)..<frames.lowerBound
        // Hooks may start animations as time goes on: the frames before that run theirs,
        // unrendered.
        for index in 0..<warmUp.lowerBound {
            prepare(frame: index)
        }
        let (width, height) = recorder.pixelSize
        let bytesPerRow = width * 4
        let frame = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
        defer { frame.deallocate() }
        let loop = FrameLoop(root: root)
        let target = FrameTarget(base: frame, width: width, height: height, bytesPerRow: bytesPerRow,
                                 scale: recorder.scale)
        // The last render's PNG once encoded.
        var drawnPNG: Data?
        for index in warmUp.lowerBound..<frames.upperBound {
            prepare(frame: index)
            if loop.hasUndrawnChanges {
                loop.drawChanges(into: target, at: CACurrentMediaTime(), whole: true)
                drawnPNG = nil
            }
            guard frames.contains(index) else { continue }
            let png: Data
            if let drawnPNG {
                png = drawnPNG
            } else {
                png = try Self.encode(frame, width: width, height: height, bytesPerRow: bytesPerRow)
                drawnPNG = png
            }
            let url = directory.appendingPathComponent(FrameSequence.fileName(of: index))
            do {
                try png.write(to: url)
            } catch {
                throw .failed("could not write \(url.path): \(error.localizedDescription)")
            }
            guard report(index + 1 - frames.lowerBound) else { throw .cancelled }
        }
    }

    /// Sets the root to frame `index`'s time, runs the tree's hook and commits what it changed:
    /// an animation a hook adds begins at that frame's time.
    private func prepare(frame index: Int) {
        let time = recorder.time(ofFrame: index)
        tree.rootLayer.freezeTimeline(at: time)
        if let hook = tree.willRenderFrame {
            hook(index, time)
            CATransaction.flush()
        }
    }

    private static func encode(_ frame: UnsafeMutableRawPointer, width: Int, height: Int,
                               bytesPerRow: Int) throws(RecordingError) -> Data {
        guard let image = CGImage(copyingBGRA: frame, width: width, height: height, bytesPerRow: bytesPerRow) else {
            throw .failed("could not allocate a \(width)x\(height) image")
        }
        do {
            return try image.pngData()
        } catch {
            throw .failed("could not encode a frame as PNG: \(error)")
        }
    }
}
