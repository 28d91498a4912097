import Foundation

/// The numbered PNG files of a recording: `frame-00000.png`, `frame-00001.png`, …, the
/// pattern ffmpeg reads as `frame-%05d.png`.
package enum FrameSequence {
    /// The most frames a recording may have; five digits would allow more, but 36000 is ten
    /// minutes at 60 fps, beyond which the temporary PNGs alone take gigabytes.
    package static let maximumCount = 36_000

    /// The file name of frame `index`.
    package static func fileName(of index: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + ".png"
    }

    /// The frame index a file name holds, or nil if it is not a frame file.
    package static func index(inFileName name: String) -> Int? {
        guard name.count == 15, name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).prefix(5)
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// Deletes frame files numbered `count` or above from `directory`, left by an earlier,
    /// longer recording there: without this, a directory would hold a mix of two recordings.
    /// Returns how many were deleted.
    package static func removeFrames(from count: Int, in directory: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed = 0
        for name in names {
            guard let index = index(inFileName: name), index >= count else { continue }
            if (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil {
                removed += 1
            }
        }
        return removed
    }
}
