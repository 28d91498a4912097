import Foundation
import Strata
import StrataScenes

/// Renders the frames of a recording, one PNG per frame, at exact times.
struct SceneRecorder {
    let scene: StrataScene
    /// When each frame happens; the clock scene shows its time.
    let frameClock: FrameClock
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
    func writeFrames(into directory: URL, progress: inout RecordingProgress) throws(RecordingError) {
        let clock = scene as? LCDClock
        var previous: (version: UInt64, png: Data)?
        for index in 0..<count {
            if let signal = RecordingInterrupt.received {
                progress.abandon(after: index)
                throw .interrupted(signal)
            }
            if let clock {
                let time = frameClock.clockTime(ofFrame: index)
                if clock.shownTime != time { clock.show(time) }
            }
            let png: Data
            if let previous, previous.version == scene.rootLayer.renderVersion {
                png = previous.png
            } else {
                png = try render()
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
            progress.framesDone(index + 1)
        }
    }

    private func render() throws(RecordingError) -> Data {
        guard let image = FrameRenderer.image(of: scene.rootLayer, width: width, height: height, scale: scale) else {
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
