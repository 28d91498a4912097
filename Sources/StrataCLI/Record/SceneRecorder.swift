import Foundation
import Strata
import StrataScenes
import StrataWindow

/// Renders the frames of a recording, one PNG per frame, at exact times: frame `n` shows the
/// clock at `frameClock`'s time and the scene's animations at local time
/// `from + n / fps × speed`, so two recordings of a scene are the same bytes.
struct SceneRecorder {
    let scene: StrataScene
    /// When each frame happens; the clock scene shows its time.
    let frameClock: FrameClock
    /// Where the animations are at frame 0, in seconds of the scene's time, and how fast they
    /// play.
    let from: Double
    let speed: Double
    let count: Int
    /// The image size in pixels, and the pixels per point.
    let width: Int
    let height: Int
    let scale: Double

    /// Writes frames `0..<count` into `directory`, reporting each to `progress`.
    ///
    /// A frame whose layer tree did not change since the previous one (every frame of a still
    /// scene, nine of ten frames of the clock at 10 fps) is the same picture, so its PNG bytes
    /// are written again instead of rendering and compressing them again.
    func writeFrames(into directory: URL, progress: inout ProgressLine) throws(RecordingError) {
        let clock = scene as? LCDClock
        // A clock with animated ticks adds its fades as it goes.
        let animated = scene.rootLayer.hasAnimationsInTree || clock?.animatesTicks == true
        let bytesPerRow = width * 4
        let frame = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
        defer { frame.deallocate() }
        let renderer = FrameRenderer()
        var previous: (version: UInt64, png: Data)?
        for index in 0..<count {
            if let signal = RecordingInterrupt.received {
                progress.abandon(after: index)
                throw .interrupted(signal)
            }
            // Frozen first: a tick's fade begins at the time of the frame that shows the new second.
            if animated {
                SceneTimeline.freeze(scene.rootLayer, at: from + Double(index) / Double(frameClock.fps) * speed)
            }
            if let clock {
                let time = frameClock.clockTime(ofFrame: index)
                if clock.shownTime != time {
                    clock.show(time)
                    // Committed now: an animation starts at its transaction's commit, so the
                    // tick's fade starts at this frame's time.
                    CATransaction.flush()
                }
            }
            let png: Data
            if let previous, previous.version == scene.rootLayer.renderVersion {
                png = previous.png
            } else {
                png = try render(with: renderer, into: frame, bytesPerRow: bytesPerRow)
                // Read after rendering: the render's own layout and display pass may bump it.
                previous = (scene.rootLayer.renderVersion, png)
            }
            let url = directory.appendingPathComponent(FrameSequence.fileName(of: index))
            do {
                try png.write(to: url)
            } catch {
                progress.abandon(after: index)
                throw .failed("could not write \(url.path): \(error.localizedDescription)")
            }
            progress.done(index + 1)
        }
    }

    /// The whole frame through `CARenderer` (animations at the root's frozen time), as PNG.
    private func render(with renderer: FrameRenderer, into frame: UnsafeMutableRawPointer,
                        bytesPerRow: Int) throws(RecordingError) -> Data {
        renderer.render(scene.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow,
                        scale: scale)
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

/// Why a recording stopped.
enum RecordingError: Error {
    /// Rendering or writing failed, with the message to print.
    case failed(String)
    /// SIGINT, SIGTERM or SIGHUP arrived.
    case interrupted(Int32)
}
