import Foundation
import Strata

/// Helpers shared by the render tests. Everything is namespaced under `RenderTestSupport` so that
/// it cannot collide with helpers other test folders define in the same module.
package enum RenderTestSupport {
    /// A BGRA pixel as stored in premultiplied little-endian ARGB32 memory: B, G, R, A bytes.
    package struct Pixel: Hashable, CustomStringConvertible {
        package var b: UInt8, g: UInt8, r: UInt8, a: UInt8
        package init(b: UInt8, g: UInt8, r: UInt8, a: UInt8) { self.b = b; self.g = g; self.r = r; self.a = a }
        /// An opaque pixel from its red, green and blue bytes.
        package init(r: UInt8, g: UInt8, b: UInt8) { self.init(b: b, g: g, r: r, a: 255) }
        package static let clear = Pixel(b: 0, g: 0, r: 0, a: 0)
        package var description: String { "BGRA(\(b), \(g), \(r), \(a))" }

        /// Largest per-channel difference.
        package func distance(to other: Pixel) -> Int {
            max(abs(Int(b) - Int(other.b)), abs(Int(g) - Int(other.g)),
                abs(Int(r) - Int(other.r)), abs(Int(a) - Int(other.a)))
        }
    }

    // MARK: Rendering the way FrameRenderer does

    /// The bitmap layout Strata's contexts and images use: premultiplied BGRA.
    package static let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    /// Renders `root` into a new `width × height` image exactly as `FrameRenderer.image(of:…)` does:
    /// a zeroed bitmap context, flipped so that layer space (y down) matches memory rows (row 0 on
    /// top), then `render(in:)` and `makeImage()`.
    package static func render(_ root: CALayer, width: Int, height: Int) -> CGImage? {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        root.render(in: context)
        return context.makeImage()
    }

    /// A zeroed `width × height` bitmap context in Strata's layout whose layer space is y-down
    /// (row 0 on top), as the window and `FrameRenderer` draw; nil when it cannot be made.
    package static func flippedContext(width: Int, height: Int) -> CGContext? {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        return context
    }

    /// The pixel at (x, y), y down (row 0 is the top row).
    package static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> Pixel {
        guard let p = image.pixelBGRA(x: x, y: y) else { return Pixel(b: 1, g: 2, r: 3, a: 4) }
        return Pixel(b: p.b, g: p.g, r: p.r, a: p.a)
    }

    /// Every pixel of the image, row by row.
    package static func pixels(_ image: CGImage) -> [Pixel] {
        var out: [Pixel] = []
        out.reserveCapacity(image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width { out.append(pixel(image, x, y)) }
        }
        return out
    }

    /// Makes an image from rows of pixels (row 0 on top) by writing the bytes into a bitmap
    /// context's memory and taking `makeImage()`.
    package static func makeImage(rows: [[Pixel]]) -> CGImage? {
        let height = rows.count, width = rows.first?.count ?? 0
        let bytesPerRow = width * 4
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        defer { memory.deallocate() }
        let bytes = memory.bindMemory(to: UInt8.self, capacity: bytesPerRow * height)
        for (y, row) in rows.enumerated() {
            for (x, p) in row.enumerated() {
                let o = y * bytesPerRow + x * 4
                bytes[o] = p.b; bytes[o + 1] = p.g; bytes[o + 2] = p.r; bytes[o + 3] = p.a
            }
        }
        guard let context = CGContext(data: memory, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: bitmapInfo) else { return nil }
        return context.makeImage()
    }

    /// The byte a colour component becomes in 8-bit storage: round(c · 255).
    package static func byte(_ c: CGFloat) -> UInt8 { UInt8((min(max(c, 0), 1) * 255).rounded()) }

    // MARK: Paths

    /// The package root, found from this file's path (Tests/StrataTestSupport/…).
    static func packageRoot(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()   // StrataTestSupport
            .deletingLastPathComponent()   // Tests
            .deletingLastPathComponent()   // package root
    }

    /// Assets/Digits.png in the source tree.
    package static var digitsURL: URL { packageRoot().appendingPathComponent("Assets/Digits.png") }

    /// Tests/StrataRenderTests/Golden.
    package static var goldenDirectory: URL { packageRoot().appendingPathComponent("Tests/StrataRenderTests/Golden") }

    // MARK: The digit sprite sheet, from its documented geometry

    /// The sprite sheet's colours, as documented in scripts/make-digits.py:
    /// lit #7CFF4F, unlit #173A14, background fully transparent.
    package static let lit = Pixel(r: 0x7C, g: 0xFF, b: 0x4F)
    package static let unlit = Pixel(r: 0x17, g: 0x3A, b: 0x14)

    package static let cellWidth = 20, cellHeight = 32

    /// The sprite sheet rebuilt from the geometry documented in scripts/make-digits.py, independent
    /// of the PNG decoder: ten 20×32 cells; seven 3-px segments with centre lines x = 3 (f, e),
    /// x = 16 (b, c), y = 3 (a), 15 (g), 28 (d); along its centre line a segment runs from 2 px past
    /// one corner centre to 2 px before the other, and each side line is 1 px shorter at both ends.
    /// Every segment is drawn, lit or unlit; everything else is transparent.
    package static let expectedSheet: [[Pixel]] = {
        var sheet = Array(repeating: Array(repeating: Pixel.clear, count: 10 * cellWidth), count: cellHeight)
        let segmentsLit: [Int: String] = [0: "abcdef", 1: "bc", 2: "abdeg", 3: "abcdg", 4: "bcfg",
                                          5: "acdfg", 6: "acdefg", 7: "abc", 8: "abcdefg", 9: "abcdfg"]
        // name: (horizontal?, fixed centre coordinate, start corner, end corner)
        let geometry: [Character: (Bool, Int, Int, Int)] = [
            "a": (true, 3, 3, 16), "g": (true, 15, 3, 16), "d": (true, 28, 3, 16),
            "f": (false, 3, 3, 15), "b": (false, 16, 3, 15), "e": (false, 3, 15, 28), "c": (false, 16, 15, 28),
        ]
        for digit in 0..<10 {
            for name in "abcdefg" {
                let (horizontal, fixed, start, end) = geometry[name]!
                let colour = segmentsLit[digit]!.contains(name) ? lit : unlit
                for off in -1...1 {
                    let inset = 2 + abs(off)
                    guard start + inset <= end - inset else { continue }
                    for along in (start + inset)...(end - inset) {
                        let (x, y) = horizontal ? (along, fixed + off) : (fixed + off, along)
                        sheet[y][digit * cellWidth + x] = colour
                    }
                }
            }
        }
        return sheet
    }()

    // MARK: CRC-32 (for hand-built PNG chunks), the ISO-HDLC polynomial used by PNG

    package static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    package static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// A PNG chunk: length, type, data, CRC of type + data.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A zlib stream (RFC 1950) holding `bytes` in one stored, uncompressed deflate block
    /// (RFC 1951 §3.2.4), as a PNG's IDAT data; at most 65 535 bytes.
    package static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
        precondition(bytes.count <= 0xFFFF)
        let length = UInt16(bytes.count)
        // Adler-32: two sums modulo 65 521, the second of the running first.
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        // 0x78 0x01: deflate, 32 KiB window, check bits making the pair a multiple of 31.
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + bytes + bigEndian(b << 16 | a)
    }

    /// A whole PNG of colour type `colorType` (0 grey, 3 palette), bit depth 8, whose rows are
    /// `rows` (each written with filter 0), with `palette` as its PLTE chunk when not empty.
    package static func png(width: Int, colorType: UInt8, rows: [[UInt8]], palette: [UInt8] = []) -> Data {
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(rows.count)) + [8, colorType, 0, 0, 0]
        let raw: [UInt8] = rows.flatMap { [UInt8(0)] + $0 }
        var bytes = pngSignature + chunk("IHDR", ihdr)
        if !palette.isEmpty { bytes += chunk("PLTE", palette) }
        bytes += chunk("IDAT", storedZlib(raw)) + chunk("IEND", [])
        return Data(bytes)
    }
}
