import Foundation
import Strata
import StrataRecording
import Testing

/// The video files, checked against their formats' specifications rather than against Strata:
/// APNG's `acTL` chunk counts the frames, WebM starts with the EBML magic, MP4 with an `ftyp` box.
/// ffmpeg is installed by `scripts/setup`; without it the recorder must say so.
@Suite struct VideoOutputTests {
    static func record(_ format: VideoFormat, frames: Int = 8, size: CGSize = CGSize(width: 33, height: 21)) throws -> Data {
        let directory = LayerRecorderTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("clip." + format.rawValue)
        let summary = try LayerRecorder(size: size, frameCount: frames, framesPerSecond: 8)
            .record(LayerRecorderTests.slidingSquare(), to: .video(url, format))
        #expect(summary.frameCount == frames)
        // Nothing but the video is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["clip." + format.rawValue])
        return try Data(contentsOf: url)
    }

    static func bigEndian(_ data: Data, at offset: Int) -> Int {
        data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func apngCountsEveryFrameInItsAnimationControlChunk() throws {
        let data = try Self.record(.apng)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // Chunks: length, type, data, CRC. acTL's data is num_frames then num_plays.
        var offset = 8
        var frames: Int?
        while offset + 8 <= data.count {
            let length = Self.bigEndian(data, at: offset)
            let type = String(decoding: data[data.startIndex + offset + 4..<data.startIndex + offset + 8], as: UTF8.self)
            if type == "acTL" { frames = Self.bigEndian(data, at: offset + 8) }
            if type == "IHDR" {
                #expect(Self.bigEndian(data, at: offset + 8) == 33 && Self.bigEndian(data, at: offset + 12) == 21)
            }
            offset += 12 + length
        }
        #expect(frames == 8)
    }

    @Test func webmAndMp4HaveTheirContainersAndEvenSides() throws {
        let webm = try Self.record(.webm, frames: 4)
        #expect(webm.prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]))
        let mp4 = try Self.record(.mp4, frames: 4)
        #expect(mp4.dropFirst(4).prefix(4) == Data("ftyp".utf8))
        #expect(VideoFormat.mp4.padsToEvenSides && VideoFormat.webm.padsToEvenSides && !VideoFormat.gif.padsToEvenSides)
    }

    @Test func gifHasOneGlobalPaletteAndLoops() throws {
        let gif = try Self.record(.gif, frames: 4)
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        // Logical screen descriptor: width and height little-endian, then the packed field whose
        // top bit says a global colour table follows.
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 33 && Int(gif[8]) | Int(gif[9]) << 8 == 21)
        #expect(gif[10] & 0x80 != 0)
        #expect(gif.range(of: Data("NETSCAPE2.0".utf8)) != nil)
    }
}
