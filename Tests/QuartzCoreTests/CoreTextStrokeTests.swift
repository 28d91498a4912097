import CoreText
import Foundation
import QuartzCore
import Testing

// Outlined text as Core Text and UIKit document kCTStrokeWidthAttributeName / .strokeWidth: the
// width is a percentage of the font's size; a positive width outlines the glyphs without
// filling them, a negative one outlines and fills them; the outline takes the stroke colour,
// else the text colour. Checked on an H at 60 points: its left stem's middle, filled when
// filled, empty when outlined alone; the outline's pixels in the stroke colour.

/// The inked pixels of an H at 60 points drawn by Core Text with `attributes`, black text, at
/// (10, 10) in an 80-pixel square: memory row, column and B, G, R, A bytes of each.
private func h(_ attributes: [CFString: Any]) throws -> [(row: Int, column: Int, bgra: [UInt8])] {
    let context = try #require(CGContext(data: nil, width: 80, height: 80, bitsPerComponent: 8, bytesPerRow: 320,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                             | CGBitmapInfo.byteOrder32Little.rawValue))
    var all: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 60, nil),
    ]
    for (key, value) in attributes { all[NSAttributedString.Key(key as String)] = value }
    context.textPosition = CGPoint(x: 10, y: 10)
    CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "H", attributes: all) as CFAttributedString), context)
    let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    var inked: [(row: Int, column: Int, bgra: [UInt8])] = []
    for row in 0..<80 {
        for column in 0..<80 where data[row * 320 + column * 4 + 3] > 0 {
            let at = row * 320 + column * 4
            inked.append((row, column, [data[at], data[at + 1], data[at + 2], data[at + 3]]))
        }
    }
    return inked
}

@Suite("import CoreText: outlined text")
struct CoreTextStrokeTests {
    @Test("a positive stroke width outlines the glyphs alone, in the stroke colour, a percentage of the size wide")
    func outlinedAlone() throws {
        let filled = try h([:])
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let outlined = try h([kCTStrokeWidthAttributeName: 3, kCTStrokeColorAttributeName: blue])
        // The left stem's solid pixels, 20 points up from the baseline (memory row 50).
        let row = 80 - 10 - 20
        let stem = filled.filter { $0.row == row && $0.bgra[3] == 255 }.map(\.column).sorted()
        let first = try #require(stem.first)
        var run = [first]
        while let last = run.last, stem.contains(last + 1) { run.append(last + 1) }
        #expect(run.count >= 5)
        let middle = run[run.count / 2]
        #expect(!outlined.contains { $0.row == row && $0.column == middle })
        // Blue only, and fewer pixels than the fill.
        #expect(!outlined.isEmpty && outlined.count < filled.count)
        #expect(outlined.allSatisfy { $0.bgra[1] == 0 && $0.bgra[2] == 0 })
        // 3 % of 60 points is 1.8 wide: straddling the stem's left edge, the outline's ink in
        // that row reaches no more than 1.8 / 2 + 1 pixels into the stem and out of it.
        let edge = outlined.filter { $0.row == row && abs($0.column - first) <= 3 }.map(\.column)
        #expect(!edge.isEmpty && edge.allSatisfy { abs(Double($0) - (Double(first) - 0.5)) <= 0.9 + 1.5 })
    }

    @Test("a negative stroke width fills and outlines; the outline takes the text colour without a stroke colour")
    func filledAndOutlined() throws {
        let filled = try h([:])
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let both = try h([kCTStrokeWidthAttributeName: -6, kCTForegroundColorAttributeName: red])
        // Every filled pixel is still inked, and the outline adds some outside the fill.
        let inked = Set(both.map { $0.row * 80 + $0.column })
        #expect(filled.allSatisfy { inked.contains($0.row * 80 + $0.column) })
        #expect(both.count > filled.count)
        // All red: the fill's colour and the outline's.
        #expect(both.allSatisfy { $0.bgra[0] == 0 && $0.bgra[1] == 0 })
        // A width of 0 is plain filled text.
        #expect(try h([kCTStrokeWidthAttributeName: 0]).count == filled.count)
    }

    @Test("a text layer outlines its attributed runs as UIKit's keys ask")
    func textLayer() throws {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        layer.contentsScale = 1
        layer.string = NSAttributedString(string: "H", attributes: [
            .font: CTFontCreateWithName("DejaVu Sans" as CFString, 60, nil),
            .strokeWidth: 3,
            .strokeColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        ])
        let context = try #require(CGContext(data: nil, width: 80, height: 80, bitsPerComponent: 8, bytesPerRow: 320,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                 | CGBitmapInfo.byteOrder32Little.rawValue))
        layer.render(in: context)
        let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        var blue = 0, other = 0
        for at in stride(from: 0, to: 80 * 320, by: 4) where data[at + 3] > 0 {
            if data[at + 1] == 0 && data[at + 2] == 0 { blue += 1 } else { other += 1 }
        }
        #expect(blue > 50 && other == 0)
    }
}
