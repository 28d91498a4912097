import Foundation
import Strata
import StrataRecording
import Testing

/// A live recording holds each picture from the time it was shown until the next one, at a
/// constant frame rate; read back from a lossless APNG through ffmpeg.
@Suite struct LiveVideoEncoderTests {
    /// Frames of `width × height` BGRA filled with one colour.
    static func solid(_ b: UInt8, _ g: UInt8, _ r: UInt8, width: Int, height: Int) -> [UInt8] {
        (0..<width * height).flatMap { _ in [b, g, r, 255] }
    }

    /// The colour of video frame `n` as ffmpeg decodes it, "r,g,b".
    static func colour(ofFrame n: Int, in video: URL) throws -> String {
        let png = video.deletingLastPathComponent().appendingPathComponent("frame-\(n).png")
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        ffmpeg.arguments = ["-v", "error", "-nostdin", "-y", "-i", video.path, "-vf", "select=eq(n\\,\(n))",
                            "-frames:v", "1", png.path]
        try ffmpeg.run()
        ffmpeg.waitUntilExit()
        let image = try CGImage(contentsOfPNG: png)
        guard let p = image.pixelBGRA(x: 2, y: 2) else { return "none" }
        return "\(p.r),\(p.g),\(p.b)"
    }

    @Test func eachPictureFillsTheFramesUntilTheNextIsShown() throws {
        let directory = LayerRecorderTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("live.apng")
        let encoder = try LiveVideoEncoder(url: url, format: .apng, width: 8, height: 6, framesPerSecond: 10)
        let red = Self.solid(0, 0, 255, width: 8, height: 6), green = Self.solid(0, 255, 0, width: 8, height: 6)
        // Red shown at 100.0 s, green at 100.45 s, the end at 101.0 s: frames k at 100 + k / 10,
        // so frames 0–4 (100.0–100.4) red and 5–9 (100.5–100.9) green.
        #expect(red.withUnsafeBytes { encoder.append($0.baseAddress!, bytesPerRow: 32, at: 100.0) })
        #expect(green.withUnsafeBytes { encoder.append($0.baseAddress!, bytesPerRow: 32, at: 100.45) })
        let result = try encoder.finish(at: 101.0)
        #expect(result.frames == 10 && result.dropped == 0)
        // Renamed into place; the partial file is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["live.apng"])
        #expect(try Self.colour(ofFrame: 4, in: url) == "255,0,0")
        #expect(try Self.colour(ofFrame: 5, in: url) == "0,255,0")
        #expect(try Self.colour(ofFrame: 9, in: url) == "0,255,0")
    }

    @Test func aRecordingWithoutFramesLeavesNoFile() throws {
        let directory = LayerRecorderTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let encoder = try LiveVideoEncoder(url: directory.appendingPathComponent("none.mp4"), format: .mp4,
                                           width: 8, height: 6, framesPerSecond: 30)
        #expect(throws: RecordingError.failed("no frame was shown")) { try encoder.finish(at: 1) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aMissingDirectoryIsRefusedAtTheStart() {
        #expect {
            _ = try LiveVideoEncoder(url: URL(fileURLWithPath: "/nonexistent-strata-dir/clip.mp4"), format: .mp4, width: 8, height: 6,
                                     framesPerSecond: 30)
        } throws: { error in
            guard case .badDestination(let message) = error as? RecordingError else { return false }
            return message.contains("/nonexistent-strata-dir")
        }
    }
}
