// What the checks share: fonts, attributed strings, lines, frames, paragraph styles and
// bitmaps, made as code written for Apple's platforms makes them. Fonts are asked for by Apple's
// names ("Helvetica"); on Linux Strata substitutes an installed face, which is why every check
// compares relations (one measurement against another of the same font), never a metric.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation
import QuartzCore

/// Helvetica at `size` points, as Apple code asks for it.
func helvetica(_ size: CGFloat) -> CTFont { CTFontCreateWithName("Helvetica" as CFString, size, nil) }

/// The attribute key spelled with Core Text's constant.
func key(_ name: CFString) -> NSAttributedString.Key { NSAttributedString.Key(name as String) }

/// `string` in `font` (Helvetica 12 by default) with `extra` attributes over the whole string.
func attributed(_ string: String, font: CTFont? = nil, _ extra: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
    var attributes: [NSAttributedString.Key: Any] = [key(kCTFontAttributeName): font ?? helvetica(12)]
    for (name, value) in extra { attributes[name] = value }
    return NSAttributedString(string: string, attributes: attributes)
}

func makeLine(_ string: NSAttributedString) -> CTLine { CTLineCreateWithAttributedString(string as CFAttributedString) }
func makeLine(_ string: String, font: CTFont? = nil) -> CTLine { makeLine(attributed(string, font: font)) }

/// The line's typographic width.
func lineWidth(_ line: CTLine) -> Double { CTLineGetTypographicBounds(line, nil, nil, nil) }

/// The line's typographic ascent, descent and leading.
func lineMetrics(_ line: CTLine) -> (ascent: CGFloat, descent: CGFloat, leading: CGFloat, width: Double) {
    var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
    let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
    return (ascent, descent, leading, width)
}

/// The font's natural line height: ascent + descent + leading.
func naturalLineHeight(_ font: CTFont) -> CGFloat {
    CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font)
}

func glyphRuns(_ line: CTLine) -> [CTRun] { CTLineGetGlyphRuns(line) as! [CTRun] }

func runPositions(_ run: CTRun) -> [CGPoint] {
    let count = CTRunGetGlyphCount(run)
    var buffer = [CGPoint](repeating: .zero, count: count)
    if count > 0 { CTRunGetPositions(run, CFRange(location: 0, length: 0), &buffer) }
    return buffer
}

func runAdvances(_ run: CTRun) -> [CGSize] {
    let count = CTRunGetGlyphCount(run)
    var buffer = [CGSize](repeating: .zero, count: count)
    if count > 0 { CTRunGetAdvances(run, CFRange(location: 0, length: 0), &buffer) }
    return buffer
}

/// The font's glyphs for the UTF-16 units of `string`, and whether it has them all.
func fontGlyphs(_ font: CTFont, _ string: String) -> (all: Bool, glyphs: [CGGlyph]) {
    let characters = Array(string.utf16)
    var buffer = [CGGlyph](repeating: 0, count: characters.count)
    let all = CTFontGetGlyphsForCharacters(font, characters, &buffer, characters.count)
    return (all, buffer)
}

// MARK: - Paragraph styles

/// A Core Text paragraph style of the given settings (CGFloat-valued ones in `values`).
func paragraphStyle(alignment: CTTextAlignment? = nil, lineBreak: CTLineBreakMode? = nil,
                    _ values: [(CTParagraphStyleSpecifier, CGFloat)] = []) -> CTParagraphStyle {
    // The values live in buffers of our own until the style has copied them.
    let alignmentValue = UnsafeMutablePointer<CTTextAlignment>.allocate(capacity: 1)
    alignmentValue.initialize(to: alignment ?? .natural)
    let breakValue = UnsafeMutablePointer<CTLineBreakMode>.allocate(capacity: 1)
    breakValue.initialize(to: lineBreak ?? .byWordWrapping)
    let floats = UnsafeMutablePointer<CGFloat>.allocate(capacity: max(values.count, 1))
    defer {
        alignmentValue.deallocate()
        breakValue.deallocate()
        floats.deallocate()
    }
    var settings: [CTParagraphStyleSetting] = []
    if alignment != nil {
        settings.append(CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size,
                                                value: UnsafeRawPointer(alignmentValue)))
    }
    if lineBreak != nil {
        settings.append(CTParagraphStyleSetting(spec: .lineBreakMode, valueSize: MemoryLayout<CTLineBreakMode>.size,
                                                value: UnsafeRawPointer(breakValue)))
    }
    for (index, (spec, value)) in values.enumerated() {
        (floats + index).initialize(to: value)
        settings.append(CTParagraphStyleSetting(spec: spec, valueSize: MemoryLayout<CGFloat>.size,
                                                value: UnsafeRawPointer(floats + index)))
    }
    return CTParagraphStyleCreate(settings, settings.count)
}

/// `string` in Helvetica 12 with the paragraph style over all of it.
func styled(_ string: String, _ style: CTParagraphStyle, font: CTFont? = nil) -> NSAttributedString {
    attributed(string, font: font, [key(kCTParagraphStyleAttributeName): style])
}

// MARK: - Frames

func makeFrame(_ string: NSAttributedString, _ box: CGRect) -> CTFrame {
    let framesetter = CTFramesetterCreateWithAttributedString(string as CFAttributedString)
    return CTFramesetterCreateFrame(framesetter, CFRange(location: 0, length: 0), CGPath(rect: box, transform: nil), nil)
}

func frameLines(_ frame: CTFrame) -> [CTLine] { CTFrameGetLines(frame) as! [CTLine] }

func lineOrigins(_ frame: CTFrame) -> [CGPoint] {
    let count = CFArrayGetCount(CTFrameGetLines(frame))
    var buffer = [CGPoint](repeating: .zero, count: count)
    if count > 0 { CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 0), &buffer) }
    return buffer
}

/// The distance from line `index`'s baseline down to the next's; NaN when the frame has fewer lines.
func baselineStep(_ frame: CTFrame, after index: Int = 0) -> CGFloat {
    let o = lineOrigins(frame)
    guard o.count > index + 1 else { return .nan }
    return o[index].y - o[index + 1].y
}

/// The width of a line without the white space it ends with (which hangs past the frame).
func visibleWidth(_ line: CTLine) -> Double { lineWidth(line) - CTLineGetTrailingWhitespaceWidth(line) }

// MARK: - Bitmaps

/// An RGBA bitmap context; `flipped` makes user space y-down with the origin top-left, as iOS
/// layer code sees it (the first row of data is the top row either way).
func canvas(_ width: Int, _ height: Int, flipped: Bool) -> CGContext {
    flipped ? makeCanvas(width, height) : makeContext(width, height)
}

/// The box of the pixels `test` accepts (premultiplied RGBA), in columns and rows counted from
/// the TOP of the bitmap, and how many there are.
struct Ink {
    var minX = Int.max, maxX = Int.min, minRow = Int.max, maxRow = Int.min, count = 0
    var isEmpty: Bool { count == 0 }
    var description: String { isEmpty ? "no ink" : "x \(minX)…\(maxX) rows \(minRow)…\(maxRow) (\(count) px)" }
}

func inkBox(_ ctx: CGContext, rows: Range<Int>? = nil, _ test: ([Int]) -> Bool = { $0[3] > 96 }) -> Ink {
    var found = Ink()
    guard let data = ctx.data else { return found }
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    for row in rows ?? (0..<ctx.height) where row >= 0 && row < ctx.height {
        for x in 0..<ctx.width {
            let i = row * ctx.bytesPerRow + x * 4
            let px = [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3])]
            guard test(px) else { continue }
            found.count += 1
            found.minX = min(found.minX, x)
            found.maxX = max(found.maxX, x)
            found.minRow = min(found.minRow, row)
            found.maxRow = max(found.maxRow, row)
        }
    }
    return found
}

/// Mostly-opaque pixels of one hue (premultiplied): red or blue.
func isRed(_ px: [Int]) -> Bool { px[3] > 128 && px[0] > px[3] * 3 / 4 && px[1] < px[3] / 4 && px[2] < px[3] / 4 }
func isBlue(_ px: [Int]) -> Bool { px[3] > 128 && px[2] > px[3] * 3 / 4 && px[0] < px[3] / 4 && px[1] < px[3] / 4 }

/// A text layer `width`×`height` (frame at the origin) drawn with `render(in:)` into a y-down canvas.
func rendered(_ layer: CATextLayer, _ width: Int, _ height: Int) -> CGContext {
    layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let ctx = canvas(width, height, flipped: true)
    layer.render(in: ctx)
    return ctx
}
