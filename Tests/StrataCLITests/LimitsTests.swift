import Foundation
import Testing

/// Sizes and paths `strata` refuses before doing any work: exit 64 with a message naming the
/// problem, nothing allocated and nothing written. A 32767 × 32767 frame is 4 GiB, over the
/// 64-megapixel budget; a side over 32767 pixels is refused the same way by every command.
@Suite("strata: refused sizes and paths")
struct LimitsTests {
    @Test("over the pixel budget, too long a side, or --out in a missing directory: exit 64, nothing written",
          arguments: [
              ("pixel budget", ["render", "clock", "--size", "32767x32767", "--out", "huge.png"]),
              ("pixel budget", ["record", "clock", "--size", "32767x32767", "--seconds", "1", "--fps", "1",
                                "--out", "huge/"]),
              ("pixel budget", ["render", "clock", "--size", "4096x4096", "--scale", "4", "--out", "x.png"]),
              ("32768x32768", ["render", "clock", "--size", "4096x4096", "--scale", "8", "--out", "x.png"]),
              ("32768x32768", ["record", "clock", "--size", "4096x4096", "--scale", "8", "--seconds", "1", "--fps", "1",
                               "--out", "x/"]),
              ("does not exist", ["record", "clock", "--seconds", "1", "--fps", "1", "--out", "missing/dir/"]),
              ("does not exist", ["record", "clock", "--seconds", "1", "--fps", "1", "--out", "missing/x.mp4"]),
              ("does not exist", ["render", "clock", "--out", "missing/x.png"]),
          ])
    func refused(mentioned: String, arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        // Paths are placed in a directory of the test's own.
        var placed = arguments
        if let out = placed.firstIndex(of: "--out"), out + 1 < placed.count {
            placed[out + 1] = directory.path(placed[out + 1]) + (placed[out + 1].hasSuffix("/") ? "/" : "")
        }
        let result = try StrataProcess.run(placed, timeLimit: 20)
        #expect(result.status == 64, "strata \(arguments.joined(separator: " ")): \(result)")
        #expect(result.standardError.contains(mentioned), "\(result)")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(left.isEmpty, "written or created: \(left)")
    }

    @Test("a window over the pixel budget is refused before any display is opened")
    func windowOverBudget() throws {
        let result = try StrataProcess.run(["run", "clock", "--size", "32767x32767"], timeLimit: 20)
        #expect(result.status == 64, "\(result)")
        #expect(result.standardError.contains("pixel budget"), "\(result)")
    }
}
