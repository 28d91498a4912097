import Foundation
import Strata
import StrataRecording
import StrataTestSupport
import Testing

/// `LayerRecorder`: frames at an exact timeline, the same bytes every time and for any number of
/// jobs, and clear errors.
@Suite struct LayerRecorderTests {
    /// A 100×20 black tree with a 10×10 red square whose `position.x` goes linearly from 10 to 90
    /// over one second, added now (uncommitted, so the recording starts it at local time 0).
    static func slidingSquare() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 90
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        square.add(slide, forKey: "slide")
        return root
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-recorder-test-" + UUID().uuidString, isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func frame(_ index: Int, in directory: URL) throws -> CGImage {
        let name = "frame-" + String(format: "%05d", index) + ".png"
        return try CGImage(contentsOfPNG: directory.appendingPathComponent(name))
    }

    /// The x of the first red pixel on row 10.
    static func squareLeft(_ image: CGImage) -> Int? {
        (0..<image.width).first { RenderTestSupport.pixel(image, $0, 10).r > 200 }
    }

    @Test func frameNShowsTheTreeAtStartPlusNOverFpsTimesSpeed() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var recorder = LayerRecorder(size: CGSize(width: 100, height: 20), frameCount: 5, framesPerSecond: 10)
        recorder.startTime = 0.2
        recorder.speed = 0.5
        try recorder.record(Self.slidingSquare(), to: .frames(directory))
        for index in 0..<5 {
            // Local time 0.2 + n / 10 × 0.5; linear, so x = 10 + 80 t and the left edge 5 left of it.
            let t = 0.2 + Double(index) / 10 * 0.5
            let expected = Int((10 + 80 * t - 5).rounded())
            #expect(Self.squareLeft(try Self.frame(index, in: directory)) == expected, "frame \(index) at t = \(t)")
        }
    }

    @Test func twoRecordingsOfOneTreeAreTheSameBytesAndTheRootPlaysOnFromTheLastFrame() throws {
        let first = Self.temporaryDirectory(), second = Self.temporaryDirectory()
        defer { [first, second].forEach { try? FileManager.default.removeItem(at: $0) } }
        let root = Self.slidingSquare()
        root.speed = 2
        root.timeOffset = 0.25
        let recorder = LayerRecorder(size: CGSize(width: 100, height: 20), frameCount: 6, framesPerSecond: 6)
        try recorder.record(root, to: .frames(first))
        // Playing at its own speed again, from the last frame's time 5 / 6 s (a few microseconds
        // on at twice the speed).
        #expect(root.speed == 2)
        let local = root.convertTime(CACurrentMediaTime(), from: nil)
        #expect(local >= 5.0 / 6 && local < 5.0 / 6 + 0.2, "local time \(local)")
        try recorder.record(root, to: .frames(second))
        for index in 0..<6 {
            let name = "frame-0000\(index).png"
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "frame \(index)")
        }
        // The square moves: the frames are not all one picture.
        #expect(try Self.squareLeft(Self.frame(0, in: first)) != Self.squareLeft(Self.frame(5, in: first)))
    }

    /// A hook that starts a two-second fade at frame 2 of twelve at 4 fps: the third job (frames
    /// 8–11) runs the hooks of frames 0–3 unrendered and renders 4–7 unwritten, so it shows the
    /// fade where one job does.
    @Test func jobsWriteTheBytesOfOneJobWithHooksThatStartAnimations() throws {
        let one = Self.temporaryDirectory(), three = Self.temporaryDirectory()
        defer { [one, three].forEach { try? FileManager.default.removeItem(at: $0) } }
        let makeTree: @Sendable () -> RecordedTree = {
            let root = Self.slidingSquare()
            let square = root.sublayers?.first
            return RecordedTree(rootLayer: root) { index, _ in
                guard index == 2 else { return }
                CATransaction.begin()
                CATransaction.setAnimationDuration(2)
                square?.opacity = 0
                CATransaction.commit()
            }
        }
        let recorder = LayerRecorder(size: CGSize(width: 100, height: 20), frameCount: 12, framesPerSecond: 4)
        try recorder.record(to: .frames(one), jobs: 1, makeTree: makeTree)
        try recorder.record(to: .frames(three), jobs: 3, makeTree: makeTree)
        for index in 0..<12 {
            let name = "frame-" + String(format: "%05d", index) + ".png"
            #expect(try Data(contentsOf: one.appendingPathComponent(name))
                == Data(contentsOf: three.appendingPathComponent(name)), "frame \(index)")
        }
        // Frame 9 (2.25 s) is 1.75 s into the fade begun at 0.5 s; the slide ended at 1 s, so the
        // square is back at its model position, x 5–14.
        let red = RenderTestSupport.pixel(try Self.frame(9, in: three), 9, 10).r
        #expect(red > 0 && red < 255, "frame 9 is mid-fade, red \(red)")
        // Frame 11 (2.75 s) is after the fade's end at 2.5 s: gone.
        #expect(Self.squareLeft(try Self.frame(11, in: three)) == nil)
    }

    @Test func progressIsReportedAndFalseCancelsKeepingTheFramesSoFar() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorder = LayerRecorder(size: CGSize(width: 100, height: 20), frameCount: 10, framesPerSecond: 10)
        var seen: [Int] = []
        #expect(throws: RecordingError.cancelled) {
            try recorder.record(Self.slidingSquare(), to: .frames(directory), progress: { step in
                seen.append(step.framesRendered)
                return step.framesRendered < 3
            })
        }
        #expect(seen == [1, 2, 3])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
    }

    @Test func aShorterRecordingRemovesTheLaterFramesOfALongerOne() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try LayerRecorder(size: CGSize(width: 20, height: 20), frameCount: 5, framesPerSecond: 5)
            .record(Self.slidingSquare(), to: .frames(directory))
        let summary = try LayerRecorder(size: CGSize(width: 20, height: 20), frameCount: 2, framesPerSecond: 5)
            .record(Self.slidingSquare(), to: .frames(directory))
        #expect(summary.staleFramesRemoved == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
    }

    @Test func badParametersAndPathsAreRefusedBeforeAnyWork() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [LayerRecorder] = [
            LayerRecorder(size: CGSize(width: 10, height: 10), frameCount: 0),
            LayerRecorder(size: CGSize(width: 10, height: 10), frameCount: 5, framesPerSecond: 0),
            LayerRecorder(size: CGSize(width: 10, height: 10), frameCount: 36_001),
            LayerRecorder(size: CGSize(width: CGFloat.nan, height: 10), frameCount: 5),
            LayerRecorder(size: CGSize(width: 100_000, height: 100_000), frameCount: 5),
        ]
        for recorder in cases {
            #expect {
                try recorder.record(CALayer(), to: .frames(directory))
            } throws: { error in
                guard case .badParameters = error as? RecordingError else { return false }
                return true
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect {
            _ = try RecordingDestination(path: "clip.avi")
        } throws: { error in
            guard case .badDestination(let message) = error as? RecordingError else { return false }
            return message.contains(".webm") && message.contains("clip.avi")
        }
        #expect(try RecordingDestination(path: "a/b.WebM") == .video(URL(fileURLWithPath: "a/b.WebM"), .webm))
        #expect(try RecordingDestination(path: "frames/") == .frames(URL(fileURLWithPath: "frames/", isDirectory: true)))
    }
}
