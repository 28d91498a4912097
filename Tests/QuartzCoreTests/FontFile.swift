import CoreText
import Foundation
import QuartzCore
import Testing

// A TrueType file read by hand, so that Core Text's answers are checked against the face's own
// tables rather than against Strata's reading of them (HarfBuzz through Pango).

/// The tables of a TrueType file that set a font's line metrics and advances.
struct FontFile {
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// The tops of H and x, as their glyphs' boxes in the glyph table.
    let capHeight: Double
    let xHeight: Double
    let bytes: [UInt8]
    let tables: [String: Int]

    init(path: String) throws {
        bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var tables: [String: Int] = [:]
        for index in 0..<Int(FontFile.u16(bytes, 4)) {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(FontFile.u32(bytes, record + 8))
        }
        self.tables = tables
        let head = try #require(tables["head"]), hhea = try #require(tables["hhea"])
        unitsPerEm = Double(FontFile.u16(bytes, head + 18))
        ascender = Double(Int16(bitPattern: FontFile.u16(bytes, hhea + 4)))
        descender = Double(Int16(bitPattern: FontFile.u16(bytes, hhea + 6)))
        lineGap = Double(Int16(bitPattern: FontFile.u16(bytes, hhea + 8)))
        xHeight = try FontFile.top(of: "x", bytes: bytes, tables: tables)
        capHeight = try FontFile.top(of: "H", bytes: bytes, tables: tables)
    }

    /// The advance of `character` in font units, through the format 4 character map and the
    /// horizontal metrics.
    func advance(of character: Character) throws -> Double {
        try horizontalMetrics(of: character).advance
    }

    /// The left side bearing of `character` in font units: where its outline starts right of
    /// its origin.
    func leftBearing(of character: Character) throws -> Double {
        try horizontalMetrics(of: character).leftBearing
    }

    private func horizontalMetrics(of character: Character) throws -> (advance: Double, leftBearing: Double) {
        let glyph = try FontFile.glyph(of: character, bytes: bytes, tables: tables)
        let hhea = try #require(tables["hhea"]), hmtx = try #require(tables["hmtx"])
        let metrics = Int(FontFile.u16(bytes, hhea + 34))
        let advance = Double(FontFile.u16(bytes, hmtx + 4 * min(glyph, metrics - 1)))
        let bearing = glyph < metrics ? hmtx + 4 * glyph + 2 : hmtx + 4 * metrics + 2 * (glyph - metrics)
        return (advance, Double(Int16(bitPattern: FontFile.u16(bytes, bearing))))
    }

    /// The top of `character`'s outline (its glyph's yMax in the glyph table), in font units.
    private static func top(of character: Character, bytes: [UInt8], tables: [String: Int]) throws -> Double {
        try box(of: glyph(of: character, bytes: bytes, tables: tables), bytes: bytes, tables: tables).maxY
    }

    /// The box the glyph table stores for `glyph`'s outline, in font units, y up.
    static func box(of glyph: Int, bytes: [UInt8], tables: [String: Int]) throws -> CGRect {
        let head = try #require(tables["head"]), loca = try #require(tables["loca"]), glyf = try #require(tables["glyf"])
        let offset = u16(bytes, head + 50) == 1 ? Int(u32(bytes, loca + 4 * glyph)) : 2 * Int(u16(bytes, loca + 2 * glyph))
        func value(_ at: Int) -> CGFloat { CGFloat(Int16(bitPattern: u16(bytes, glyf + offset + at))) }
        return CGRect(x: value(2), y: value(4), width: value(6) - value(2), height: value(8) - value(4))
    }

    /// The glyph of `character`, through the format 4 character map.
    static func glyph(of character: Character, bytes: [UInt8], tables: [String: Int]) throws -> Int {
        let code = Int(try #require(character.unicodeScalars.first).value)
        let cmap = try #require(tables["cmap"])
        var subtable: Int?
        for index in 0..<Int(FontFile.u16(bytes, cmap + 2)) {
            let record = cmap + 4 + 8 * index
            let offset = cmap + Int(FontFile.u32(bytes, record + 4))
            if FontFile.u16(bytes, offset) == 4 { subtable = offset }
        }
        let table = try #require(subtable)
        let segments = Int(FontFile.u16(bytes, table + 6)) / 2
        let ends = table + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, offsets = deltas + 2 * segments
        var glyph = 0
        for segment in 0..<segments where code <= Int(FontFile.u16(bytes, ends + 2 * segment)) {
            let start = Int(FontFile.u16(bytes, starts + 2 * segment))
            guard code >= start else { break }
            let delta = Int(FontFile.u16(bytes, deltas + 2 * segment))
            let rangeOffset = Int(FontFile.u16(bytes, offsets + 2 * segment))
            if rangeOffset == 0 {
                glyph = (code + delta) & 0xFFFF
            } else {
                let at = offsets + 2 * segment + rangeOffset + 2 * (code - start)
                glyph = (Int(FontFile.u16(bytes, at)) + delta) & 0xFFFF
            }
            break
        }
        return glyph
    }

    static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
    static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(u16(bytes, at)) << 16 | UInt32(u16(bytes, at + 2))
    }
}

extension FontFile {
    /// The union of the glyph boxes, from the font header: x, y, width, height in font units.
    var boundingBox: CGRect {
        get throws {
            let head = try #require(tables["head"])
            func value(_ at: Int) -> CGFloat { CGFloat(Int16(bitPattern: FontFile.u16(bytes, head + at))) }
            return CGRect(x: value(36), y: value(38), width: value(40) - value(36), height: value(42) - value(38))
        }
    }

    /// The PostScript table's italic angle (16.16 fixed point) in degrees, and its underline
    /// position and thickness in font units.
    var post: (italicAngle: Double, underlinePosition: Double, underlineThickness: Double) {
        get throws {
            let post = try #require(tables["post"])
            let angle = Double(Int32(bitPattern: FontFile.u32(bytes, post + 4))) / 65536
            return (angle, Double(Int16(bitPattern: FontFile.u16(bytes, post + 8))),
                    Double(Int16(bitPattern: FontFile.u16(bytes, post + 10))))
        }
    }

    /// The number of glyphs, from the maximum profile.
    var glyphCount: Int {
        get throws { Int(FontFile.u16(bytes, try #require(tables["maxp"]) + 4)) }
    }

    /// The glyph of `character` (format 4 character map).
    func glyph(of character: Character) throws -> Int { try FontFile.glyph(of: character, bytes: bytes, tables: tables) }

    /// The glyph table's box of `character`'s glyph, in font units, y up.
    func box(of character: Character) throws -> CGRect {
        try FontFile.box(of: glyph(of: character), bytes: bytes, tables: tables)
    }
}
