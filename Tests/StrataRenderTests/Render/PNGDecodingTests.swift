import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// PNG decoding and encoding. The PNG format (ISO/IEC 15948): an 8-byte signature, then chunks of
// 4-byte big-endian length, 4-byte type, data, and a CRC-32 of type + data. IHDR comes first:
// 13 bytes — width, height (4 bytes each, big-endian), bit depth, colour type, compression,
// filter, interlace. So signature + IHDR chunk = 8 + 4 + 4 + 13 + 4 = 33 bytes.

private typealias Pixel = RenderTestSupport.Pixel

private func digitsData() throws -> Data {
    try Data(contentsOf: RenderTestSupport.digitsURL)
}

private func decodeError(_ data: Data) -> PNGDecodingError? {
    do {
        _ = try CGImage(pngData: data)
        return nil
    } catch {
        return error
    }
}

/// The signature and an IHDR chunk for an 8-bit RGBA image of the given size, with a correct CRC.
private func header(width: UInt32, height: UInt32) -> [UInt8] {
    let ihdr = RenderTestSupport.bigEndian(width) + RenderTestSupport.bigEndian(height) + [8, 6, 0, 0, 0]
    return RenderTestSupport.pngSignature + RenderTestSupport.chunk("IHDR", ihdr)
}

/// The chunks of a PNG: (offset of the length field, type, data range).
private func chunks(_ bytes: [UInt8]) -> [(offset: Int, type: String, data: Range<Int>)] {
    var out: [(Int, String, Range<Int>)] = []
    var i = 8
    while i + 8 <= bytes.count {
        let length = bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
        out.append((i, type, (i + 8)..<min(i + 8 + length, bytes.count)))
        i += 12 + length
    }
    return out
}

private func temporaryURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("strata-png-tests-\(UUID().uuidString)-\(name)")
}

@Suite("PNG decoding")
struct RenderPNGDecodingTests {
    @Test("the CRC-32 helper matches the standard check value")
    func crcSelfCheck() {
        // CRC-32/ISO-HDLC of "123456789" is 0xCBF43926 (the catalogue check value), and the IEND
        // chunk's CRC (of the bytes "IEND") is 0xAE426082, as in every PNG file.
        #expect(RenderTestSupport.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(RenderTestSupport.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test("Assets/Digits.png decodes to 200×32 with the documented sprite pixels")
    func digits() throws {
        let image = try CGImage(contentsOfPNG: RenderTestSupport.digitsURL)
        // Ten 20×32 cells in one row.
        #expect(image.width == 200)
        #expect(image.height == 32)
        // Every pixel equals the sheet rebuilt from scripts/make-digits.py's documented geometry
        // (transparent → premultiplied (0, 0, 0, 0); lit and unlit opaque).
        let sheet = RenderTestSupport.expectedSheet
        var mismatches = 0
        for y in 0..<32 {
            for x in 0..<200 where RenderTestSupport.pixel(image, x, y) != sheet[y][x] { mismatches += 1 }
        }
        #expect(mismatches == 0)
        // Exactly three values.
        #expect(Set(RenderTestSupport.pixels(image)) == [.clear, RenderTestSupport.lit, RenderTestSupport.unlit])
    }

    @Test("a grey PNG decodes to opaque grey pixels (its one surface shared as ARGB32)")
    func greyDecodesOpaque() throws {
        let rows: [[UInt8]] = [[0, 128, 255], [64, 32, 200]]
        let image = try CGImage(pngData: RenderTestSupport.png(width: 3, colorType: 0, rows: rows))
        #expect(image.width == 3 && image.height == 2)
        for (y, row) in rows.enumerated() {
            for (x, grey) in row.enumerated() {
                // Grey g without alpha is the opaque colour (g, g, g): BGRA g, g, g, 255.
                #expect(RenderTestSupport.pixel(image, x, y) == Pixel(r: grey, g: grey, b: grey))
            }
        }
    }

    @Test("a palette PNG decodes each index to its opaque palette colour")
    func paletteDecodesOpaque() throws {
        // Index 0 is pure red, 1 is the opaque colour red 10, green 20, blue 30.
        let image = try CGImage(pngData: RenderTestSupport.png(width: 3, colorType: 3, rows: [[0, 1, 0]],
                                                               palette: [255, 0, 0, 10, 20, 30]))
        #expect(RenderTestSupport.pixel(image, 0, 0) == Pixel(r: 255, g: 0, b: 0))
        #expect(RenderTestSupport.pixel(image, 1, 0) == Pixel(r: 10, g: 20, b: 30))
        #expect(RenderTestSupport.pixel(image, 2, 0) == Pixel(r: 255, g: 0, b: 0))
    }

    @Test("a missing file throws fileNotFound with its path")
    func missingFile() {
        let url = temporaryURL("missing.png")
        #expect(throws: PNGDecodingError.fileNotFound(path: url.path)) {
            try CGImage(contentsOfPNG: url)
        }
    }

    @Test("a text file throws notPNG")
    func textFile() throws {
        let url = temporaryURL("text.png")
        try Data("This is not a PNG file, only some text.\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PNGDecodingError.notPNG) {
            try CGImage(contentsOfPNG: url)
        }
        // Empty data has no signature either.
        #expect(decodeError(Data()) == .notPNG)
    }

    @Test("a PNG cut in half throws truncated")
    func truncated() throws {
        let data = try digitsData()
        let half = data.prefix(data.count / 2)
        #expect(decodeError(Data(half)) == .truncated)
        // Cut inside the signature: a prefix of the signature is a PNG that ended too early.
        #expect(decodeError(Data(data.prefix(4))) == .truncated)
        // Cut inside the IHDR chunk (fewer than 33 bytes).
        #expect(decodeError(Data(data.prefix(20))) == .truncated)
        // Cut just before IEND (all image data present, end chunk missing): still an error, never a
        // crash; libpng may accept the image data, so only require that it does not trap.
        let chunkList = chunks([UInt8](data))
        if let iend = chunkList.first(where: { $0.type == "IEND" }) {
            _ = decodeError(Data(data.prefix(iend.offset)))
        }
    }

    @Test("an IHDR claiming 100000×100000 throws tooLarge before decoding")
    func tooLarge() throws {
        // 33 bytes: signature + IHDR (length 13, "IHDR", 100000, 100000, 8, 6, 0, 0, 0, CRC).
        let bytes = header(width: 100_000, height: 100_000)
        #expect(bytes.count == 33)
        // 100000 > 32767 (pixman's limit, CGImage.maximumDimension), and 10¹⁰ pixels would be 40 GB
        // of BGRA: the header check must refuse it before any pixel memory is allocated. The test
        // would die of memory exhaustion (or take very long) if it tried.
        let start = Date()
        #expect(decodeError(Data(bytes)) == .tooLarge(width: 100_000, height: 100_000))
        #expect(Date().timeIntervalSince(start) < 1)
        // One side too long on its own.
        #expect(decodeError(Data(header(width: 40_000, height: 1))) == .tooLarge(width: 40_000, height: 1))
        // Both sides allowed but the area over 2²⁸ pixels: 20000 × 20000 = 4·10⁸.
        #expect(decodeError(Data(header(width: 20_000, height: 20_000))) == .tooLarge(width: 20_000, height: 20_000))
    }

    @Test("a header of a reasonable size but no image data is an error, not a crash")
    func headerOnly() {
        let bytes = header(width: 4, height: 4)
        let error = decodeError(Data(bytes))
        #expect(error == .truncated || { if case .corrupt = error { return true } else { return false } }())
    }

    @Test("a corrupted IDAT throws corrupt or truncated, never crashes")
    func corruptIDAT() throws {
        let original = [UInt8](try digitsData())
        let idat = try #require(chunks(original).first { $0.type == "IDAT" })
        func isCorruptOrTruncated(_ e: PNGDecodingError?) -> Bool {
            switch e {
            case .truncated, .corrupt: true
            default: false
            }
        }
        // 1. Garbage in the compressed data, CRC left stale: the CRC check fails.
        var staleCRC = original
        for i in idat.data.lowerBound + 2..<idat.data.lowerBound + 40 { staleCRC[i] ^= 0xA5 }
        let e1 = decodeError(Data(staleCRC))
        #expect(isCorruptOrTruncated(e1), "\(String(describing: e1))")

        // 2. Garbage in the compressed data with a recomputed, correct CRC: zlib must reject it.
        var fixedCRC = staleCRC
        let crc = RenderTestSupport.crc32(fixedCRC[(idat.offset + 4)..<idat.data.upperBound])
        fixedCRC.replaceSubrange(idat.data.upperBound..<idat.data.upperBound + 4, with: RenderTestSupport.bigEndian(crc))
        let e2 = decodeError(Data(fixedCRC))
        #expect(isCorruptOrTruncated(e2), "\(String(describing: e2))")

        // 3. The IDAT's length field made huge: the data runs out.
        var hugeLength = original
        hugeLength.replaceSubrange(idat.offset..<idat.offset + 4, with: RenderTestSupport.bigEndian(0x7FFF_0000))
        let e3 = decodeError(Data(hugeLength))
        #expect(isCorruptOrTruncated(e3), "\(String(describing: e3))")

        // 4. The first chunk renamed: not IHDR.
        var renamed = original
        renamed[12] = UInt8(ascii: "X")
        let e4 = decodeError(Data(renamed))
        #expect(isCorruptOrTruncated(e4), "\(String(describing: e4))")
    }

    @Test("pngData() and decoding round-trip the pixels")
    func roundTrip() throws {
        // Opaque colours and full transparency survive exactly (the PNG stores straight alpha;
        // premultiplying and unpremultiplying is exact at α = 255 and α = 0).
        let rows: [[Pixel]] = [
            [Pixel(r: 255, g: 0, b: 0), Pixel(r: 0, g: 255, b: 0), Pixel(r: 0, g: 0, b: 255)],
            [Pixel(r: 1, g: 2, b: 3), .clear, Pixel(r: 0x7C, g: 0xFF, b: 0x4F)],
        ]
        let image = try #require(RenderTestSupport.makeImage(rows: rows))
        let data = try image.pngData()
        #expect(Array(data.prefix(8)) == RenderTestSupport.pngSignature)
        let decoded = try CGImage(pngData: data)
        #expect(decoded.width == 3 && decoded.height == 2)
        for y in 0..<2 {
            for x in 0..<3 {
                #expect(RenderTestSupport.pixel(decoded, x, y) == rows[y][x], "(\(x), \(y))")
            }
        }
        // Same pixels, same bytes.
        #expect(try image.pngData() == data)
        // Digits.png re-encoded decodes to the same pixels.
        let digits = try CGImage(contentsOfPNG: RenderTestSupport.digitsURL)
        let again = try CGImage(pngData: try digits.pngData())
        #expect(RenderTestSupport.pixels(again) == RenderTestSupport.pixels(digits))
        // A half-transparent pixel: premultiplied (B 64, α 128) is straight blue 127.5 ≈ 128;
        // re-premultiplied 128·128/255 ≈ 64.25 → 64. Allow ±1 for the rounding on the way.
        let half = try #require(RenderTestSupport.makeImage(rows: [[Pixel(b: 64, g: 0, r: 0, a: 128)]]))
        let halfBack = try CGImage(pngData: try half.pngData())
        #expect(RenderTestSupport.pixel(halfBack, 0, 0).distance(to: Pixel(b: 64, g: 0, r: 0, a: 128)) <= 1)
    }

    @Test("writePNG writes a file that reads back")
    func writeFile() throws {
        let image = try #require(RenderTestSupport.makeImage(rows: [[Pixel(r: 9, g: 8, b: 7)]]))
        let url = temporaryURL("one.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try image.writePNG(to: url)
        let back = try CGImage(contentsOfPNG: url)
        #expect(RenderTestSupport.pixel(back, 0, 0) == Pixel(r: 9, g: 8, b: 7))
    }
}
