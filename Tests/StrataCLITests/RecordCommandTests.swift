import Foundation
import Strata
import StrataTestSupport
import Testing

/// `strata record` as a user runs it, headless: its frames against `strata render` of the same
/// times, the videos ffmpeg makes of them, `--jobs` against one job, and its refusals.
///
/// The clock at 12:34:56 shows that second for the recording's first second and 12:34:57 for its
/// next (a recording starts at the given time and ticks with its media time), so a frame's
/// expected picture is one of two headless renders, pixel for pixel.
@Suite("strata record", .serialized)
struct RecordCommandTests {
    /// The two renders a recording of the clock from 12:34:56 is made of, at 800×300.
    final class ClockRenders {
        let directory: TemporaryDirectory
        let first: [RenderTestSupport.Pixel], second: [RenderTestSupport.Pixel]
        let firstPath: String, secondPath: String

        init() throws {
            directory = try TemporaryDirectory()
            firstPath = directory.path("12-34-56.png")
            secondPath = directory.path("12-34-57.png")
            for (time, path) in [("12:34:56", firstPath), ("12:34:57", secondPath)] {
                let result = try StrataProcess.run(["render", "clock", "--time", time, "--size", "800x300", "--out", path])
                try #require(result.status == 0, "strata render clock --time \(time): \(result)")
            }
            first = try RecordCommandTests.pixels(firstPath)
            second = try RecordCommandTests.pixels(secondPath)
            // Two different seconds, or the checks below prove nothing.
            try #require(first != second)
        }
    }

    static func pixels(_ path: String) throws -> [RenderTestSupport.Pixel] {
        RenderTestSupport.pixels(try CGImage(contentsOfPNG: URL(fileURLWithPath: path)))
    }

    /// The frame files `directory` holds, sorted.
    static func frames(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix("frame-") }.sorted()
    }

    /// `strata record clock --time 12:34:56` for `seconds` at 10 fps to `out`, which must succeed.
    static func recordClock(seconds: Int, to out: String) throws -> StrataProcess.Result {
        let result = try StrataProcess.run(["record", "clock", "--time", "12:34:56", "--seconds", String(seconds),
                                            "--fps", "10", "--out", out])
        try #require(result.status == 0, "\(result)")
        return result
    }

    static func frameNames(_ count: Int) -> [String] {
        (0..<count).map { "frame-" + String(repeating: "0", count: 5 - String($0).count) + String($0) + ".png" }
    }

    @Test("one second at 10 fps is frames 0–9, each the headless render of 12:34:56, with a progress line")
    func oneSecond() throws {
        let renders = try ClockRenders()
        let out = renders.directory.path("one") + "/"
        let result = try Self.recordClock(seconds: 1, to: out)
        #expect(Self.frames(in: out) == Self.frameNames(10))
        for name in Self.frames(in: out) {
            #expect(try Self.pixels(out + name) == renders.first, "\(name) is not the render of 12:34:56")
        }
        #expect(result.standardError.contains("recording clock: frame 10/10"), "\(result)")
    }

    @Test("two seconds tick: frames 0–9 are 12:34:56, frames 10–19 are 12:34:57")
    func twoSecondsTick() throws {
        let renders = try ClockRenders()
        let out = renders.directory.path("two") + "/"
        _ = try Self.recordClock(seconds: 2, to: out)
        let names = Self.frames(in: out)
        try #require(names == Self.frameNames(20))
        for (index, name) in names.enumerated() {
            let expected = index < 10 ? renders.first : renders.second
            #expect(try Self.pixels(out + name) == expected, "\(name)")
        }
    }

    /// ffprobe's count of frames, width, height and codec of a video's first stream.
    static func probe(_ path: String) throws -> String? {
        guard let result = try StrataProcess.tool("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=nb_read_frames,width,height,codec_name", "-of", "csv=p=0", path,
        ]) else { return nil }
        // csv order: codec_name, width, height, nb_read_frames.
        let fields = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        guard fields.count == 4 else { return result.standardOutput }
        return "\(fields[3]) \(fields[1]) \(fields[2]) \(fields[0])"
    }

    @Test("videos through ffmpeg: 20 frames of 800×300 in each format's codec",
          arguments: [("mp4", "h264"), ("gif", "gif"), ("webm", "vp9"), ("apng", "apng")])
    func video(format: String, codec: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clock.\(format)")
        _ = try Self.recordClock(seconds: 2, to: path)
        let probed = try #require(try Self.probe(path), "ffprobe is not installed (scripts/setup installs ffmpeg)")
        #expect(probed == "20 800 300 \(codec)")
    }

    /// Pixels of `a` off `b` by more than a fifth of full scale in some channel.
    static func farPixels(_ a: [RenderTestSupport.Pixel], _ b: [RenderTestSupport.Pixel]) -> Int {
        zip(a, b).filter { $0.distance(to: $1) > 51 }.count
    }

    @Test("the mp4 shows each second where it belongs: frame 5 is 12:34:56, frame 15 is 12:34:57")
    func mp4Content() throws {
        let renders = try ClockRenders()
        let video = renders.directory.path("clock.mp4")
        _ = try Self.recordClock(seconds: 2, to: video)
        for (frame, right, wrong) in [(5, renders.first, renders.second), (15, renders.second, renders.first)] {
            let png = renders.directory.path("decoded-\(frame).png")
            let decoded = try #require(try StrataProcess.tool("ffmpeg", [
                "-v", "error", "-y", "-i", video, "-vf", "select=eq(n\\,\(frame))", "-frames:v", "1", png,
            ]), "ffmpeg is not installed")
            try #require(decoded.status == 0, "ffmpeg could not decode frame \(frame)")
            let pixels = try Self.pixels(png)
            let near = Self.farPixels(pixels, right), far = Self.farPixels(pixels, wrong)
            // Lossy, so nearly: under 1 % of the pixels far off the right second, and clearly
            // nearer to it than to the other.
            #expect(near * 100 < 800 * 300 && far > near, "frame \(frame): \(near) pixels off, \(far) off the other")
        }
    }

    @Test("--jobs 3 writes the bytes of one job: ticks with transitions, particles, springs", arguments: [
        ("clock", ["--time", "12:34:56", "--animated-ticks", "--seconds", "2", "--fps", "10"]),
        ("gallery/fire", ["--seconds", "1", "--fps", "12"]),
        ("gallery/springs", ["--seconds", "1", "--fps", "15", "--size", "400x300"]),
    ])
    func jobsWriteTheSameBytes(scene: String, arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        var written: [[String: Data]] = []
        for jobs in ["1", "3"] {
            let out = directory.path("jobs\(jobs)") + "/"
            let result = try StrataProcess.run(["record", scene] + arguments + ["--jobs", jobs, "--out", out])
            try #require(result.status == 0, "--jobs \(jobs): \(result)")
            var files: [String: Data] = [:]
            for name in Self.frames(in: out) { files[name] = try Data(contentsOf: URL(fileURLWithPath: out + name)) }
            written.append(files)
        }
        #expect(written[0].count >= 12)
        #expect(written[0] == written[1], "--jobs 3 differs from --jobs 1")
    }

    @Test("without ffmpeg on PATH, a video fails with exit 1 naming the package to install")
    func noFFmpeg() throws {
        let directory = try TemporaryDirectory()
        let result = try StrataProcess.run(["record", "clock", "--seconds", "1", "--fps", "1",
                                            "--out", directory.path("clock.mp4")],
                                           environment: ["PATH": "/nonexistent-strata-test"])
        #expect(result.status == 1, "\(result)")
        #expect(result.standardError.contains("apt-get install ffmpeg"), "\(result)")
    }

    @Test("bad arguments exit 64 naming the argument", arguments: [
        ("--fps", ["--fps", "0"]),
        ("36000", ["--seconds", "1000", "--fps", "240"]),
        ("--out", ["--out", "clock.avi"]),
    ])
    func badArguments(mentioned: String, arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let out = arguments.contains("--out") ? [] : ["--out", directory.path("frames") + "/"]
        let result = try StrataProcess.run(["record", "clock"] + arguments + out)
        #expect(result.status == 64, "\(result)")
        #expect(result.standardError.contains(mentioned), "\(result)")
    }
}
