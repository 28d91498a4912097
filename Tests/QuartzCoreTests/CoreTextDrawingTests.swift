import CoreText
import Foundation
import QuartzCore
import Testing

// Core Text lines and frames drawn into a CGContext, as Apple documents them: a line's origin
// is on its baseline at the context's text position; text space is y-up (glyphs upright in a
// bitmap context, upside down in one flipped to y-down until the text matrix flips too); the
// text matrix is not part of the graphics state; runs without a colour are black; a frame's
// line origins are from the bottom-left of its path's bounding box, and its lines are those that
// fit the box. Expected metrics come from the font file itself (`FontFile` reads its tables):
// DejaVu Sans, the face `CTFontCreateWithName("DejaVu Sans", …)` names and the default face.

private let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

/// A `width` × `height` premultiplied BGRA bitmap context, transparent, y up.
func bitmap(_ width: Int, _ height: Int) throws -> CGContext {
    try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                           space: CGColorSpaceCreateDeviceRGB(),
                           bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
}

/// The inked pixels of `context`: memory row (0 at the top) and column of each pixel with
/// alpha, with its B, G, R, A bytes.
private func ink(_ context: CGContext) throws -> [(row: Int, column: Int, bgra: [UInt8])] {
    let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    var inked: [(row: Int, column: Int, bgra: [UInt8])] = []
    for row in 0..<context.height {
        for column in 0..<context.width {
            let at = row * context.bytesPerRow + column * 4
            if data[at + 3] > 0 { inked.append((row, column, Array(UnsafeBufferPointer(start: data + at, count: 4)))) }
        }
    }
    return inked
}

/// A line of `text` in DejaVu Sans at `size` points, other attributes added.
private func line(_ text: String, size: CGFloat, _ attributes: [NSAttributedString.Key: Any] = [:]) -> CTLine {
    var all = attributes
    all[NSAttributedString.Key(kCTFontAttributeName as String)] = CTFontCreateWithName("DejaVu Sans" as CFString, size, nil)
    return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: all) as CFAttributedString)
}

@Suite("import CoreText: lines and frames drawn")
struct CoreTextDrawingTests {
    @Test("a line's width is its glyphs' advances, its ascent and descent the font's")
    func typographicBounds() throws {
        let font = try FontFile(path: dejaVuSans)
        let size = 100.0
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = -1
        let width = CTLineGetTypographicBounds(line("Hill", size: size), &ascent, &descent, &leading)
        let advances = try "Hill".map(font.advance(of:)).reduce(0, +)
        #expect(abs(width - advances * size / font.unitsPerEm) < 0.01)
        #expect(abs(Double(ascent) - font.ascender * size / font.unitsPerEm) < 0.01)
        #expect(abs(Double(descent) + font.descender * size / font.unitsPerEm) < 0.01)
        #expect(leading == 0)
        #expect(CTLineGetGlyphCount(line("Hill", size: size)) == 4)
        #expect(CTLineGetStringRange(line("Hill", size: size)) == CFRangeMake(0, 4))
        // One line, whatever it holds: a line separator does not break it.
        let twoParagraphs = CTLineGetTypographicBounds(line("Hi\nll", size: size), nil, nil, nil)
        #expect(twoParagraphs > width * 0.9)
    }

    @Test("a font's metrics are its tables', scaled to its size")
    func fontMetrics() throws {
        let file = try FontFile(path: dejaVuSans)
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 50, nil)
        let scale = 50 / file.unitsPerEm
        #expect(CTFontGetUnitsPerEm(font) == UInt32(file.unitsPerEm))
        #expect(abs(Double(CTFontGetAscent(font)) - file.ascender * scale) < 1e-9)
        #expect(abs(Double(CTFontGetDescent(font)) + file.descender * scale) < 1e-9)
        #expect(abs(Double(CTFontGetLeading(font)) - file.lineGap * scale) < 1e-9)
        // The tops of H and x: HarfBuzz measures the outline, the glyph table stores a box,
        // which may stand a unit or two higher.
        let heightSlack = 2 * scale
        #expect(abs(Double(CTFontGetCapHeight(font)) - file.capHeight * scale) <= heightSlack + 1e-9)
        #expect(abs(Double(CTFontGetXHeight(font)) - file.xHeight * scale) <= heightSlack + 1e-9)
        #expect(CTFontGetCapHeight(font) > CTFontGetXHeight(font))
        // A line's ascent and descent are the font's.
        var ascent: CGFloat = 0, descent: CGFloat = 0
        _ = CTLineGetTypographicBounds(line("Hx", size: 50), &ascent, &descent, nil)
        #expect(abs(ascent - CTFontGetAscent(font)) < 0.01 && abs(descent - CTFontGetDescent(font)) < 0.01)
    }

    @Test("carets: a character's offset is the advances before it; a position finds the nearest caret")
    func carets() throws {
        let font = try FontFile(path: dejaVuSans)
        let scale = 100 / font.unitsPerEm
        let h = try font.advance(of: "H") * scale, i = try font.advance(of: "i") * scale
        let hill = line("Hill", size: 100)
        #expect(CTLineGetOffsetForStringIndex(hill, 0, nil) == 0)
        var secondary: CGFloat = -1
        #expect(abs(Double(CTLineGetOffsetForStringIndex(hill, 1, &secondary)) - h) < 0.01)
        #expect(abs(Double(secondary) - h) < 0.01)
        #expect(abs(Double(CTLineGetOffsetForStringIndex(hill, 2, nil)) - (h + i)) < 0.01)
        #expect(abs(CTLineGetOffsetForStringIndex(hill, 4, nil) - CGFloat(CTLineGetTypographicBounds(hill, nil, nil, nil))) < 0.01)
        // In the i's leading half, before it; in its trailing half, after it; beyond the ends, the ends.
        #expect(CTLineGetStringIndexForPosition(hill, CGPoint(x: h + 0.2 * i, y: 0)) == 1)
        #expect(CTLineGetStringIndexForPosition(hill, CGPoint(x: h + 0.8 * i, y: 0)) == 2)
        #expect(CTLineGetStringIndexForPosition(hill, CGPoint(x: -50, y: 0)) == 0)
        #expect(CTLineGetStringIndexForPosition(hill, CGPoint(x: 10_000, y: 0)) == 4)
        // Offsets count UTF-16: an emoji outside the Basic Multilingual Plane is two.
        let wide = line("a\u{1F600}b", size: 40)
        #expect(CTLineGetOffsetForStringIndex(wide, 3, nil) > CTLineGetOffsetForStringIndex(wide, 1, nil))
        #expect(CTLineGetStringIndexForPosition(wide, CGPoint(x: 10_000, y: 0)) == 4)
    }

    @Test("a truncated line fits its width; a line that fits keeps its width")
    func truncated() throws {
        let long = line("Layers composited on Linux", size: 20)
        let full = CTLineGetTypographicBounds(long, nil, nil, nil)
        let ellipsis = line("\u{2026}", size: 20)
        for type in [CTLineTruncationType.start, .middle, .end] {
            for token in [nil, ellipsis] {
                let short = try #require(CTLineCreateTruncatedLine(long, 100, type, token))
                let width = CTLineGetTypographicBounds(short, nil, nil, nil)
                #expect(width <= 100 && width > 50, "\(type)")
                #expect(CTLineGetGlyphCount(short) < CTLineGetGlyphCount(long))
            }
        }
        let roomy = try #require(CTLineCreateTruncatedLine(long, full + 10, .end, nil))
        #expect(abs(CTLineGetTypographicBounds(roomy, nil, nil, nil) - full) < 0.01)
        #expect(CTLineCreateTruncatedLine(long, 0, .end, nil) == nil)
        #expect(CTLineCreateTruncatedLine(long, .nan, .end, nil) == nil)
        // Narrower than the token alone: nothing can be made.
        #expect(CTLineCreateTruncatedLine(long, 1, .end, ellipsis) == nil)
        // Drawn, the end-truncated line stays inside its width.
        let context = try bitmap(140, 40)
        context.textPosition = CGPoint(x: 10, y: 10)
        CTLineDraw(try #require(CTLineCreateTruncatedLine(long, 100, .end, ellipsis)), context)
        #expect(try ink(context).allSatisfy { $0.column < 111 })
    }

    @Test("truncation keeps the most whole characters that fit beside the token, which keeps its own colour; without a token the line is cut")
    func truncationToken() throws {
        let text = "Layers composited on Linux"
        let long = line(text, size: 20)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let token = line("\u{2026}more", size: 20, [NSAttributedString.Key(kCTForegroundColorAttributeName as String): red])
        let characters = Array(text)
        func width(_ string: String, _ tokenAfter: Bool) -> Double {
            let whole = NSMutableAttributedString(string: string, attributes: [
                NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
            ])
            if tokenAfter {
                whole.append(NSAttributedString(string: "\u{2026}more", attributes: [
                    NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
                ]))
            }
            return CTLineGetTypographicBounds(CTLineCreateWithAttributedString(whole), nil, nil, nil)
        }
        for limit in [90.0, 150, 210] {
            // The longest start of the text that fits with the token after it, found one by one.
            let kept = (0...characters.count).last { width(String(characters[0..<$0]), true) <= limit } ?? 0
            let short = try #require(CTLineCreateTruncatedLine(long, limit, .end, token))
            #expect(CTLineGetStringRange(short).length == kept + 5, "\(limit)")
            #expect(abs(CTLineGetTypographicBounds(short, nil, nil, nil) - width(String(characters[0..<kept]), true)) < 0.01)
            // The token's characters keep their colour: the last run is red.
            let runs = try #require(CTLineGetGlyphRuns(short) as? [CTRun])
            let colour = (CTRunGetAttributes(try #require(runs.last)) as NSDictionary)[kCTForegroundColorAttributeName as String]
            #expect((colour as? CGColor)?.components == [1, 0, 0, 1])
            // Without a token: the longest start that fits alone, no ellipsis.
            let cutCount = (0...characters.count).last { width(String(characters[0..<$0]), false) <= limit } ?? 0
            let cut = try #require(CTLineCreateTruncatedLine(long, limit, .end, nil))
            #expect(CTLineGetStringRange(cut).length == cutCount)
            #expect(abs(CTLineGetTypographicBounds(cut, nil, nil, nil) - width(String(characters[0..<cutCount]), false)) < 0.01)
        }
        // From the start: the token, then the longest end of the text that fits.
        let start = try #require(CTLineCreateTruncatedLine(long, 150, .start, token))
        let tail = (0...characters.count).last { n in
            let whole = NSMutableAttributedString(string: "\u{2026}more" + String(characters[(characters.count - n)...]),
                                                  attributes: [NSAttributedString.Key(kCTFontAttributeName as String):
                                                                CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)])
            return CTLineGetTypographicBounds(CTLineCreateWithAttributedString(whole), nil, nil, nil) <= 150
        } ?? 0
        #expect(CTLineGetStringRange(start).length == tail + 5 && tail > 0)
    }

    @Test("glyph runs: the font file's glyphs at its advances; a glyph's outline is its box")
    func glyphRuns() throws {
        let file = try FontFile(path: dejaVuSans)
        let scale = 100 / file.unitsPerEm
        let hill = line("Hill", size: 100)
        let runs = try #require(CTLineGetGlyphRuns(hill) as? [CTRun])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(CTRunGetGlyphCount(run) == 4)
        #expect(CTRunGetStringRange(run) == CFRangeMake(0, 4))
        var glyphs = [CGGlyph](repeating: 0, count: 4), positions = [CGPoint](repeating: .zero, count: 4)
        CTRunGetGlyphs(run, CFRangeMake(0, 0), &glyphs)
        CTRunGetPositions(run, CFRangeMake(0, 0), &positions)
        let expected = try "Hill".map { CGGlyph(try FontFile.glyph(of: $0, bytes: file.bytes, tables: file.tables)) }
        #expect(glyphs == expected)
        var x = 0.0
        for (index, character) in "Hill".enumerated() {
            #expect(abs(Double(positions[index].x) - x) < 0.01 && positions[index].y == 0)
            x += try file.advance(of: character) * scale
        }
        let font = try #require(CTRunGetAttributes(run)[kCTFontAttributeName as String] as? CTFont)
        #expect(CTFontCopyPostScriptName(font) as String == "DejaVuSans" && CTFontGetSize(font) == 100)
        // The classic text-to-path step: each glyph's outline where the run places it.
        let outline = try #require(CTFontCreatePathForGlyph(font, glyphs[0], nil))
        let box = try FontFile.box(of: Int(glyphs[0]), bytes: file.bytes, tables: file.tables)
        let scaled = CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
        for (a, b) in [(outline.boundingBox.minX, scaled.minX), (outline.boundingBox.maxX, scaled.maxX),
                       (outline.boundingBox.minY, scaled.minY), (outline.boundingBox.maxY, scaled.maxY)] {
            #expect(abs(a - b) < 0.01)
        }
        var moved = CGAffineTransform(translationX: 10, y: 20)
        #expect(CTFontCreatePathForGlyph(font, glyphs[0], &moved)?.boundingBox.minX.distance(to: scaled.minX + 10) ?? 1 < 0.01)
        // Found through the font's character map, as the file's.
        var units: [UniChar] = Array("Hi".utf16), found = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(font, &units, &found, 2))
        #expect(found == Array(expected.prefix(2)))
        var privateUse: [UniChar] = [0xE000]
        #expect(!CTFontGetGlyphsForCharacters(font, &privateUse, &found, 1))
        // Through Core Foundation's array functions, as older Swift code walks the runs.
        let array = CTLineGetGlyphRuns(hill)
        #expect(CFArrayGetCount(array) == 1)
        let walked = unsafeBitCast(try #require(CFArrayGetValueAtIndex(array, 0)), to: CTRun.self)
        #expect(CTRunGetGlyphCount(walked) == 4)
    }

    @Test("a run drawn glyph by glyph is the line drawn whole")
    func runDrawing() throws {
        let hill = line("Hill", size: 40)
        let whole = try bitmap(120, 60), byRun = try bitmap(120, 60)
        whole.textPosition = CGPoint(x: 10, y: 15)
        CTLineDraw(hill, whole)
        byRun.textPosition = CGPoint(x: 10, y: 15)
        for run in try #require(CTLineGetGlyphRuns(hill) as? [CTRun]) { CTRunDraw(run, byRun, CFRangeMake(0, 0)) }
        let a = try ink(whole), b = try ink(byRun)
        #expect(!a.isEmpty && a.count == b.count)
        #expect(zip(a, b).allSatisfy { $0.row == $1.row && $0.column == $1.column && $0.bgra == $1.bgra })
    }

    @Test("drawn upright on its baseline at the text position in a y-up context")
    func uprightInYUp() throws {
        let context = try bitmap(120, 100)
        context.textPosition = CGPoint(x: 20, y: 30)
        let capital = line("T", size: 60)
        CTLineDraw(capital, context)
        let inked = try ink(context)
        #expect(!inked.isEmpty)
        // y up: the baseline at y = 30 is memory row 70; a T sits on it, above it in memory.
        #expect(inked.allSatisfy { $0.row < 70 })
        #expect(inked.map(\.row).max() == 69)
        // Its outline starts its left side bearing right of the origin (anti-aliased: within a
        // pixel).
        let font = try FontFile(path: dejaVuSans)
        let outlineLeft = 20 + 60 * (try font.leftBearing(of: "T")) / font.unitsPerEm
        #expect(abs(Double(try #require(inked.map(\.column).min())) - outlineLeft.rounded(.down)) <= 1)
        // Upright: the cross-bar (the row inking most) is at the top.
        let top = try #require(inked.map(\.row).min())
        #expect(rowOfMostInk(inked) - top < 6)
        // Black by default.
        #expect(inked.allSatisfy { $0.bgra[0] == 0 && $0.bgra[1] == 0 && $0.bgra[2] == 0 })
        // The image bounds enclose what was drawn, in user space, y up.
        let bounds = CTLineGetImageBounds(capital, context)
        let left = try #require(inked.map(\.column).min()), right = try #require(inked.map(\.column).max())
        let bottom = try #require(inked.map(\.row).max())
        #expect(abs(bounds.minX - CGFloat(left)) < 1)
        #expect(abs(bounds.maxX - CGFloat(right + 1)) < 1)
        #expect(abs(bounds.maxY - CGFloat(100 - top)) < 1)
        #expect(abs(bounds.minY - CGFloat(100 - bottom - 1)) < 1)
    }

    @Test("upside down in a context flipped to y-down, upright again with a flipped text matrix")
    func flippedContext() throws {
        let context = try bitmap(120, 100)
        context.translateBy(x: 0, y: 100)
        context.scaleBy(x: 1, y: -1)
        context.textPosition = CGPoint(x: 20, y: 30)
        CTLineDraw(line("T", size: 60), context)
        let mirrored = try ink(context)
        // y down: the baseline is memory row 30 and the mirrored T hangs below it, bar last.
        #expect(mirrored.allSatisfy { $0.row >= 30 })
        let bottom = try #require(mirrored.map(\.row).max())
        #expect(bottom - rowOfMostInk(mirrored) < 6)

        let upright = try bitmap(120, 100)
        upright.translateBy(x: 0, y: 100)
        upright.scaleBy(x: 1, y: -1)
        upright.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        upright.textPosition = CGPoint(x: 20, y: 70)
        CTLineDraw(line("T", size: 60), upright)
        let drawn = try ink(upright)
        #expect(drawn.allSatisfy { $0.row < 70 })
        let top = try #require(drawn.map(\.row).min())
        #expect(rowOfMostInk(drawn) - top < 6)
    }

    @Test("the text matrix is not graphics state; the text position is its translation")
    func textMatrixIsNotState() throws {
        let context = try bitmap(10, 10)
        #expect(context.textMatrix == .identity)
        context.saveGState()
        context.textMatrix = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4)
        context.restoreGState()
        #expect(context.textMatrix == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
        #expect(context.textPosition == CGPoint(x: 3, y: 4))
        context.textPosition = CGPoint(x: 5, y: 6)
        #expect(context.textMatrix == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
    }

    @Test("a run's colour, and the global alpha over the whole line")
    func colourAndAlpha() throws {
        let context = try bitmap(120, 100)
        context.textPosition = CGPoint(x: 10, y: 30)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        CTLineDraw(line("H", size: 60, [NSAttributedString.Key(kCTForegroundColorAttributeName as String): red]), context)
        let inked = try ink(context)
        #expect(!inked.isEmpty)
        // Premultiplied: red equals alpha, blue and green stay 0.
        #expect(inked.allSatisfy { $0.bgra[0] == 0 && $0.bgra[1] == 0 && $0.bgra[2] == $0.bgra[3] })

        let faded = try bitmap(120, 100)
        faded.setAlpha(0.5)
        faded.textPosition = CGPoint(x: 10, y: 30)
        CTLineDraw(line("H", size: 60), faded)
        // An H's stems are solid: their alpha is the global alpha, 0.5 of 255.
        #expect(try ink(faded).map { Int($0.bgra[3]) }.max() == 128)
    }

    @Test("a frame keeps the lines that fit its box, origins from the box's bottom-left, y up")
    func frame() throws {
        let font = try FontFile(path: dejaVuSans)
        // The default face at Core Text's default size, 12 points.
        let ascent = font.ascender * 12 / font.unitsPerEm, lineHeight = (font.ascender - font.descender) * 12 / font.unitsPerEm
        let words = Array(repeating: "layers compose", count: 40).joined(separator: " ")
        let framesetter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: words) as CFAttributedString)
        let box = CGRect(x: 10, y: 20, width: 200, height: 100)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: box, transform: nil), nil)
        let lines = try #require(CTFrameGetLines(frame) as? [CTLine])
        // Whole lines only: as many as fit in 100 points.
        #expect(lines.count == Int(100 / lineHeight))
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        for (index, origin) in origins.enumerated() {
            #expect(origin.x == 0)
            #expect(abs(Double(origin.y) - (100 - ascent - Double(index) * lineHeight)) < 0.01)
        }
        // Each line is no wider than the box and starts where the last one ended.
        var next = 0
        for line in lines {
            #expect(CTLineGetTypographicBounds(line, nil, nil, nil) <= 200)
            let range = CTLineGetStringRange(line)
            #expect(range.location == next)
            next = range.location + range.length
        }
        let visible = CTFrameGetVisibleStringRange(frame)
        #expect(visible == CFRangeMake(0, next))
        #expect(visible.length < (words as NSString).length)

        // The suggested size for the whole text in the same width: every line, no taller.
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil,
                                                                CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), &fit)
        #expect(fit == CFRangeMake(0, (words as NSString).length))
        #expect(size.width <= 200)
        let allLines = (size.height / CGFloat(lineHeight)).rounded()
        #expect(abs(Double(size.height) - Double(allLines) * lineHeight) < 0.01)
        #expect(Int(allLines) > lines.count)

        // Drawn: each line's ink between its baseline's neighbours, inside the box.
        let context = try bitmap(240, 140)
        CTFrameDraw(frame, context)
        let inked = try ink(context)
        #expect(!inked.isEmpty)
        #expect(inked.allSatisfy { $0.column >= 10 && $0.column < 212 && $0.row >= 140 - 120 && $0.row < 140 - 20 })
    }

    @Test("a frame's line holds the separator ending its paragraph; a frame shows the lines it holds whole")
    func lineRangesHoldTheirSeparators() throws {
        let text = NSAttributedString(string: "a\nb\r\nc", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil),
        ])
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let tall = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                            CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil), nil)
        let lines = try #require(CTFrameGetLines(tall) as? [CTLine])
        // "a\n" is 0..<2, "b\r\n" 2..<5, "c" 5..<6: each line's range ends where the next begins.
        #expect(lines.map(CTLineGetStringRange) == [CFRangeMake(0, 2), CFRangeMake(2, 3), CFRangeMake(5, 1)])
        #expect(CTFrameGetVisibleStringRange(tall) == CFRangeMake(0, 6))
        // A box one line tall (DejaVu Sans at 12 points: 14 points a line) shows "a\n".
        let short = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 20), transform: nil), nil)
        #expect(CTFrameGetVisibleStringRange(short) == CFRangeMake(0, 2))
    }

    @Test("a suggested frame size leaves out the white space a line ends with: never wider than asked")
    func suggestedWidthWithoutHangingSpace() throws {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        let key = NSAttributedString.Key(kCTFontAttributeName as String)
        func width(_ text: String) -> Double {
            CTLineGetTypographicBounds(CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [key: font])),
                                       nil, nil, nil)
        }
        // A box wide enough for the last line's words but not for the space after them.
        let first = width("jumps over the lazy dog.")
        let space = width("jumps over the lazy dog. ") - first
        let limit = first + space / 2
        // The text ends with the space: its line keeps it in its width (a line wrapped at a
        // space does not), and the suggestion leaves it out.
        let framesetter = CTFramesetterCreateWithAttributedString(
            NSAttributedString(string: "jumps over the lazy dog. ", attributes: [key: font]))
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil,
                                                                CGSize(width: limit, height: 1000), nil)
        #expect(size.width <= limit)
        #expect(abs(Double(size.width) - first) < 0.01)
        // Right to left, wrapped in two: the wider line's words, not a space's width.
        let hebrew = "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{5E2}\u{5D5}\u{5DC}\u{5DD}"
        let rtlSetter = CTFramesetterCreateWithAttributedString(
            NSAttributedString(string: hebrew + " " + hebrew, attributes: [key: font]))
        let rtl = CTFramesetterSuggestFrameSizeWithConstraints(rtlSetter, CFRangeMake(0, 0), nil,
                                                               CGSize(width: width(hebrew) + 10, height: 1000), nil)
        #expect(abs(Double(rtl.width) - width(hebrew)) < 0.01)
    }

    @Test("bad boxes and ranges give empty or clamped frames, never a crash")
    func badInput() throws {
        let framesetter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: "one two three") as CFAttributedString)
        for box in [CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50), CGRect(x: 0, y: 0, width: 100, height: -20),
                    CGRect(x: 0, y: 0, width: 0, height: 0)] {
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: box, transform: nil), nil)
            let context = try bitmap(20, 20)
            CTFrameDraw(frame, context)
            #expect(CTFrameGetVisibleStringRange(frame).location == 0)
        }
        // A range past the end is clamped to the string; a negative one starts at 0.
        let past = CTFramesetterCreateFrame(framesetter, CFRangeMake(40, 10),
                                            CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 50), transform: nil), nil)
        #expect(CTFrameGetStringRange(past) == CFRangeMake(13, 0))
        let negative = CTFramesetterCreateFrame(framesetter, CFRangeMake(-5, 3),
                                                CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 50), transform: nil), nil)
        #expect(CTFrameGetVisibleStringRange(negative) == CFRangeMake(0, 3))
        // An empty string is an empty line.
        let empty = CTLineCreateWithAttributedString(NSAttributedString(string: "") as CFAttributedString)
        #expect(CTLineGetTypographicBounds(empty, nil, nil, nil) == 0)
        #expect(CTLineGetImageBounds(empty, nil).isNull)
    }

    @Test("hostile strings, widths and ranges through every call: no trap, ranges inside the string")
    func hostileText() throws {
        // A fixed sequence (a linear congruential generator), so that a failure comes back.
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["Layer", " ", "\u{0}", "\n", "\r\n", "\t", "שלום", "مرحبا", "e\u{301}\u{302}\u{303}", "👩‍👩‍👧",
                      "\u{200D}", "\u{FEFF}", "漢字", "\u{10FFFF}", "ﷺ", String(repeating: "\u{301}", count: 40)]
        let widths: [CGFloat] = [.nan, -5, 0, 0.5, 30, 200, .infinity, 1e30]
        let context = try bitmap(60, 40)
        for round in 0..<60 {
            let text = (0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined()
            let length = (text as NSString).length
            let string = NSAttributedString(string: text, attributes: round % 2 == 0 ? [:] : [
                NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 14, nil),
            ])
            let line = CTLineCreateWithAttributedString(string as CFAttributedString)
            let width = CTLineGetTypographicBounds(line, nil, nil, nil)
            #expect(width.isFinite && width >= 0)
            let range = CTLineGetStringRange(line)
            #expect(range.location >= 0 && range.location + range.length <= length)
            context.textPosition = CGPoint(x: CGFloat(next(40)), y: CGFloat(next(30)))
            CTLineDraw(line, context)
            _ = CTLineGetImageBounds(line, context)
            _ = CTLineGetOffsetForStringIndex(line, next(length + 4) - 2, nil)
            let index = CTLineGetStringIndexForPosition(line, CGPoint(x: widths[next(widths.count)], y: 0))
            #expect(index >= 0 && index <= length)
            for run in CTLineGetGlyphRuns(line) as? [CTRun] ?? [] {
                let count = CTRunGetGlyphCount(run)
                var glyphs = [CGGlyph](repeating: 0, count: max(count, 1))
                CTRunGetGlyphs(run, CFRangeMake(next(3) - 1, 0), &glyphs)
                let runRange = CTRunGetStringRange(run)
                #expect(runRange.location >= 0 && runRange.location + runRange.length <= length)
                CTRunDraw(run, context, CFRangeMake(0, 0))
                if let font = CTRunGetAttributes(run)[kCTFontAttributeName as String] as? CTFont, let glyph = glyphs.first {
                    _ = CTFontCreatePathForGlyph(font, glyph, nil)
                }
            }
            _ = CTLineCreateTruncatedLine(line, Double(widths[next(widths.count)]), .middle, nil)
            // A typesetter's breaks stay inside the string and always move on.
            let setter = CTTypesetterCreateWithAttributedString(string as CFAttributedString)
            let start = next(length + 3) - 1
            let lineBreak = CTTypesetterSuggestLineBreak(setter, start, Double(widths[next(widths.count)]))
            let clusterBreak = CTTypesetterSuggestClusterBreak(setter, start, Double(widths[next(widths.count)]))
            let inside = start >= 0 && start < length
            #expect(inside ? lineBreak >= 1 && start + lineBreak <= length : lineBreak == 0)
            #expect(inside ? clusterBreak >= 1 && start + clusterBreak <= length : clusterBreak == 0)
            _ = CTTypesetterCreateLine(setter, CFRangeMake(next(length + 3) - 1, next(length + 3) - 1))
            let framesetter = CTFramesetterCreateWithAttributedString(string as CFAttributedString)
            let box = CGRect(x: 0, y: 0, width: widths[next(widths.count)], height: widths[next(widths.count)])
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(next(length + 3) - 1, next(length + 3) - 1),
                                                 CGPath(rect: box.isNull ? .zero : box, transform: nil), nil)
            CTFrameDraw(frame, context)
            let visible = CTFrameGetVisibleStringRange(frame)
            #expect(visible.location >= 0 && visible.location + visible.length <= length)
            var fit = CFRange()
            let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil,
                                                                    CGSize(width: widths[next(widths.count)], height: 100), &fit)
            #expect(size.width >= 0 && size.height >= 0 && fit.location + fit.length <= length)
        }
    }

    @Test("text drawing modes: stroked outlines, nothing, and the glyphs as a clip")
    func drawingModes() throws {
        // An H at 60 points.
        func drawn(_ mode: CGTextDrawingMode, then: (CGContext) -> Void = { _ in }) throws -> [(row: Int, column: Int, bgra: [UInt8])] {
            let context = try bitmap(80, 80)
            context.setTextDrawingMode(mode)
            context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.setLineWidth(1)
            context.textPosition = CGPoint(x: 10, y: 10)
            CTLineDraw(line("H", size: 60), context)
            then(context)
            return try ink(context)
        }
        let filled = try drawn(.fill)
        let stroked = try drawn(.stroke)
        // Outlines only: fewer pixels, blue, and the middle of a stem left empty.
        #expect(!stroked.isEmpty && stroked.count < filled.count)
        #expect(stroked.allSatisfy { $0.bgra[1] == 0 && $0.bgra[2] == 0 })
        let stemRow = 80 - 10 - 20   // 20 points up the left stem
        // The left stem's solid pixels in that row, and the middle one of them.
        let solid = filled.filter { $0.row == stemRow && $0.bgra[3] == 255 }.map(\.column).sorted()
        var stem = [try #require(solid.first)]
        while let last = stem.last, solid.contains(last + 1) { stem.append(last + 1) }
        let middle = stem[stem.count / 2]
        #expect(stem.count >= 4)
        #expect(!stroked.contains { $0.row == stemRow && $0.column == middle })
        // Both: the fill under the outline.
        #expect(try drawn(.fillStroke).count >= filled.count)
        #expect(try drawn(.invisible).isEmpty)
        // As a clip: nothing drawn by the text; a fill afterwards shows only inside the glyph.
        let clipped = try drawn(.clip) { context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
        }
        #expect(!clipped.isEmpty && clipped.count <= filled.count + 60)
        #expect(clipped.allSatisfy { pixel in filled.contains { $0.row == pixel.row && $0.column == pixel.column } })
        // The mode is graphics state.
        let context = try bitmap(10, 10)
        context.saveGState()
        context.setTextDrawingMode(.invisible)
        context.restoreGState()
        context.textPosition = CGPoint(x: 0, y: 2)
        CTLineDraw(line("H", size: 8), context)
        #expect(try !ink(context).isEmpty)
    }

    @Test("a frame of a substring counts characters in the whole string")
    func frameOfSubstring() throws {
        let framesetter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: "one two three") as CFAttributedString)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(4, 3),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 50), transform: nil), nil)
        #expect(CTFrameGetStringRange(frame) == CFRangeMake(4, 3))
        #expect(CTFrameGetVisibleStringRange(frame) == CFRangeMake(4, 3))
        let empty = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 5), transform: nil), nil)
        #expect((CTFrameGetLines(empty) as? [CTLine])?.isEmpty == true)
        #expect(CTFrameGetVisibleStringRange(empty).length == 0)
    }
}

/// The memory row holding the most inked pixels.
private func rowOfMostInk(_ inked: [(row: Int, column: Int, bgra: [UInt8])]) -> Int {
    var counts: [Int: Int] = [:]
    for pixel in inked { counts[pixel.row, default: 0] += 1 }
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? -1
}
