import CoreText
import Foundation
import QuartzCore
import Testing

// Core Text's attribute names and paragraph styles as Apple documents them: kCTKernAttributeName
// adds its points after each character; kCTUnderlineStyleAttributeName underlines at the font's
// underline position; a CTParagraphStyle's alignment places a frame's lines (left at the path's
// left, right flush with its right edge, centred halfway); every setting a style is made with
// is given back. Widths come from the lines themselves, the underline's place from the font's
// PostScript table (read by hand, `FontFile`).

/// A line of `text` in DejaVu Sans at `size` points, with `attributes`.
private func line(_ text: String, size: CGFloat, _ attributes: [CFString: Any] = [:]) -> CTLine {
    var all: [NSAttributedString.Key: Any] = [:]
    for (key, value) in attributes { all[NSAttributedString.Key(key as String)] = value }
    all[NSAttributedString.Key(kCTFontAttributeName as String)] = CTFontCreateWithName("DejaVu Sans" as CFString, size, nil)
    return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: all) as CFAttributedString)
}

/// A paragraph style aligned `alignment`, made as Apple code makes one.
private func style(_ alignment: CTTextAlignment) -> CTParagraphStyle {
    var value = alignment
    return withUnsafeBytes(of: &value) { bytes in
        let settings = [CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size,
                                                value: bytes.baseAddress!)]
        return CTParagraphStyleCreate(settings, settings.count)
    }
}

@Suite("import CoreText: attributes and paragraph styles")
struct CoreTextAttributesTests {
    @Test("kerning adds its points after each character")
    func kerning() {
        let plain = CTLineGetTypographicBounds(line("abcd", size: 40), nil, nil, nil)
        let kerned = CTLineGetTypographicBounds(line("abcd", size: 40, [kCTKernAttributeName: 3]), nil, nil, nil)
        #expect(abs(kerned - (plain + 4 * 3)) < 0.01)
        #expect(kCTKernAttributeName as String == NSAttributedString.Key.kern.rawValue)
    }

    @Test("an underline is drawn at the font's underline position, below the baseline, in its colour")
    func underline() throws {
        let table = try FontFile(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let size: CGFloat = 60
        let position = try table.post.underlinePosition * size / table.unitsPerEm
        #expect(abs(Double(CTFontGetUnderlinePosition(CTFontCreateWithName("DejaVu Sans" as CFString, size, nil))) - position) < 1e-9)
        // "oo" at a baseline 30 pixels up a 60-pixel-high bitmap: its rows run 0 (top) to 59.
        func drawn(_ attributes: [CFString: Any]) throws -> [(row: Int, bgra: [UInt8])] {
            let context = try #require(CGContext(data: nil, width: 100, height: 60, bitsPerComponent: 8, bytesPerRow: 400,
                                                 space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                     | CGBitmapInfo.byteOrder32Little.rawValue))
            context.textPosition = CGPoint(x: 5, y: 30)
            CTLineDraw(line("oo", size: size, attributes), context)
            let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
            // The column where the first o's advance ends, between the two o's (each has a side
            // bearing), which only an underline reaches.
            let column = Int(5 + (try table.advance(of: "o")) * size / table.unitsPerEm)
            return (0..<60).compactMap { row in
                let at = row * 400 + column * 4
                return data[at + 3] > 0 ? (row, [data[at], data[at + 1], data[at + 2], data[at + 3]]) : nil
            }
        }
        #expect(try drawn([:]).isEmpty)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let underlined = try drawn([kCTUnderlineStyleAttributeName: CTUnderlineStyle.single.rawValue,
                                    kCTUnderlineColorAttributeName: red])
        // Below the baseline (row 30) by the underline's depth: rows near 30 + |position|.
        let expectedRow = 30 + abs(position)
        #expect(!underlined.isEmpty)
        #expect(underlined.allSatisfy { abs(Double($0.row) - expectedRow) < 4 })
        #expect(underlined.contains { $0.bgra == [0, 0, 255, 255] })
    }

    @Test("a paragraph style's alignment places a frame's lines; its settings come back")
    func paragraphAlignment() throws {
        let width: CGFloat = 300
        // The x of the frame's first line origin, "Hi" at 30 points aligned `alignment`.
        func origin(_ alignment: CTTextAlignment?) -> (x: CGFloat, lineWidth: Double) {
            var attributes: [NSAttributedString.Key: Any] = [
                NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 30, nil),
            ]
            if let alignment { attributes[NSAttributedString.Key(kCTParagraphStyleAttributeName as String)] = style(alignment) }
            let text = NSAttributedString(string: "Hi", attributes: attributes)
            let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                                 CGPath(rect: CGRect(x: 0, y: 0, width: width, height: 100), transform: nil), nil)
            var origins = [CGPoint](repeating: .zero, count: 1)
            CTFrameGetLineOrigins(frame, CFRangeMake(0, 1), &origins)
            let lines = CTFrameGetLines(frame) as? [CTLine] ?? []
            return (origins[0].x, lines.first.map { CTLineGetTypographicBounds($0, nil, nil, nil) } ?? .nan)
        }
        let left = origin(.left), right = origin(.right), centre = origin(.center), none = origin(nil)
        #expect(abs(left.x) < 0.01 && abs(none.x) < 0.01)
        #expect(abs(Double(right.x) - (Double(width) - right.lineWidth)) < 0.51)
        #expect(abs(Double(centre.x) - (Double(width) - centre.lineWidth) / 2) < 0.51)
        // Settings come back as they were given; a buffer smaller than the value, no. A setting
        // not given comes back as its default (Apple: "If the user did not set the specifier,
        // this function returns the default value"), headIndent's 0.
        var spacing: CGFloat = 4.5, alignment = CTTextAlignment.right
        let made = withUnsafeBytes(of: &spacing) { spacingBytes in
            withUnsafeBytes(of: &alignment) { alignmentBytes in
                let settings = [CTParagraphStyleSetting(spec: .alignment, valueSize: 1, value: alignmentBytes.baseAddress!),
                                CTParagraphStyleSetting(spec: .lineSpacingAdjustment, valueSize: MemoryLayout<CGFloat>.size,
                                                        value: spacingBytes.baseAddress!)]
                return CTParagraphStyleCreate(settings, 2)
            }
        }
        var readSpacing: CGFloat = 0, readAlignment = CTTextAlignment.natural
        #expect(CTParagraphStyleGetValueForSpecifier(made, .lineSpacingAdjustment, MemoryLayout<CGFloat>.size, &readSpacing))
        #expect(readSpacing == 4.5)
        #expect(CTParagraphStyleGetValueForSpecifier(made, .alignment, 1, &readAlignment) && readAlignment == .right)
        #expect(!CTParagraphStyleGetValueForSpecifier(made, .lineSpacingAdjustment, 4, &readSpacing))
        #expect(CTParagraphStyleGetValueForSpecifier(made, .headIndent, MemoryLayout<CGFloat>.size, &readSpacing))
        #expect(readSpacing == 0)
        // No settings: natural alignment, nothing kept.
        #expect(CTParagraphStyleCreate(nil, 0).alignment == .natural)
    }

    @Test("a paragraph style's line heights, line spacing and paragraph spacing move a frame's lines down")
    func paragraphSpacing() throws {
        // The distances between a frame's baselines (origins' y, up) for three lines of
        // 20-point DejaVu Sans: two paragraphs, "Aaa bbb" wrapping in a 60-point column into
        // two lines, then "C". `natural` is the step with no style. As Core Text and UIKit
        // apply them: lineSpacing is added between a paragraph's lines; paragraphSpacing after
        // a paragraph and paragraphSpacingBefore before the next; a line of a style with
        // minimumLineHeight, maximumLineHeight or lineHeightMultiple is that high, which
        // moves its baseline by the difference.
        func steps(_ configure: ((NSMutableParagraphStyle) -> Void)?) -> [CGFloat] {
            var attributes: [NSAttributedString.Key: Any] = [
                NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
            ]
            if let configure {
                let style = NSMutableParagraphStyle()
                configure(style)
                attributes[.paragraphStyle] = style
            }
            let text = NSAttributedString(string: "Aaa bbb\nC", attributes: attributes)
            let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                                 CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 400), transform: nil), nil)
            var origins = [CGPoint](repeating: .zero, count: 3)
            CTFrameGetLineOrigins(frame, CFRangeMake(0, 3), &origins)
            #expect((CTFrameGetLines(frame) as? [CTLine])?.count == 3)
            return [origins[0].y - origins[1].y, origins[1].y - origins[2].y]
        }
        let natural = try #require(steps(nil).first)
        #expect(natural > 20 && natural < 30)
        #expect(steps(nil).allSatisfy { abs($0 - natural) < 0.01 })
        func expect(_ got: [CGFloat], _ expected: [CGFloat], _ comment: Comment) {
            #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(comment): \(got) against \(expected)")
        }
        expect(steps { $0.lineSpacing = 10 }, [natural + 10, natural], "line spacing within the first paragraph")
        expect(steps { $0.paragraphSpacing = 15 }, [natural, natural + 15], "after the first paragraph")
        expect(steps { $0.paragraphSpacingBefore = 12 }, [natural, natural + 12], "before the second")
        expect(steps { $0.minimumLineHeight = 40 }, [40, 40], "lines 40 high")
        expect(steps { $0.maximumLineHeight = 8 }, [8, 8], "lines 8 high")
        expect(steps { $0.lineHeightMultiple = 2 }, [2 * natural, 2 * natural], "lines twice as high")
        // The same through Core Text's own settings: 10 points of line spacing adjustment.
        var adjustment: CGFloat = 10
        let made = withUnsafeBytes(of: &adjustment) { bytes in
            var setting = CTParagraphStyleSetting(spec: .lineSpacingAdjustment, valueSize: MemoryLayout<CGFloat>.size,
                                                  value: bytes.baseAddress!)
            return CTParagraphStyleCreate(&setting, 1)
        }
        #expect(made.lineSpacing == 10)
    }

    @Test("a paragraph style's indents place a frame's lines and narrow where they wrap")
    func paragraphIndents() throws {
        // "Aaa bbb ccc ddd" then "E", 20-point DejaVu Sans in a 150-point column. As UIKit and
        // Core Text apply them: the first line of each paragraph starts firstLineHeadIndent from
        // the leading (left) margin, the other lines headIndent from it; lines end tailIndent
        // from the leading margin when it is positive, that far inside the trailing margin when
        // it is negative; a right-aligned line ends there.
        let width: CGFloat = 150
        func lines(_ configure: (NSMutableParagraphStyle) -> Void) -> [(x: CGFloat, width: CGFloat)] {
            let style = NSMutableParagraphStyle()
            configure(style)
            let text = NSAttributedString(string: "Aaa bbb ccc ddd\nE", attributes: [
                NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
                .paragraphStyle: style,
            ])
            let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
            let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                                 CGPath(rect: CGRect(x: 0, y: 0, width: width, height: 400), transform: nil), nil)
            let made = CTFrameGetLines(frame) as? [CTLine] ?? []
            var origins = [CGPoint](repeating: .zero, count: made.count)
            CTFrameGetLineOrigins(frame, CFRangeMake(0, made.count), &origins)
            return zip(origins, made).map { ($0.x, CGFloat(CTLineGetTypographicBounds($1, nil, nil, nil))) }
        }
        let hanging = lines { $0.firstLineHeadIndent = 30; $0.headIndent = 10 }
        // At least one wrapped line in the first paragraph, then "E" starting a paragraph.
        try #require(hanging.count >= 3, "\(hanging)")
        #expect(abs(hanging[0].x - 30) < 0.01 && hanging[0].width <= width - 30, "\(hanging[0])")
        for wrapped in hanging[1..<(hanging.count - 1)] {
            #expect(abs(wrapped.x - 10) < 0.01 && wrapped.width <= width - 10, "\(wrapped)")
        }
        #expect(abs(hanging[hanging.count - 1].x - 30) < 0.01, "the second paragraph's first line")
        // Lines ending 70 points from the leading margin: each fits between its start and 70.
        let narrow = lines { $0.headIndent = 5; $0.firstLineHeadIndent = 5; $0.tailIndent = 70 }
        #expect(narrow.count > hanging.count && narrow.allSatisfy { abs($0.x - 5) < 0.01 && $0.width <= 65 }, "\(narrow)")
        // Right-aligned, ending 20 points inside the right margin.
        let right = lines { $0.alignment = .right; $0.tailIndent = -20 }
        #expect(right.allSatisfy { abs($0.x + $0.width - (width - 20)) < 0.51 }, "\(right)")
        // A heading with no indents, then an indented paragraph: Pango wraps them at one width,
        // the narrower room, so no line runs past its paragraph's end (150 − 30 for the second).
        let mixed: [(x: CGFloat, width: CGFloat)] = {
            let indented = NSMutableParagraphStyle()
            indented.firstLineHeadIndent = 30
            indented.headIndent = 30
            let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
            let text = NSMutableAttributedString(string: "Heading\n", attributes: [
                NSAttributedString.Key(kCTFontAttributeName as String): font,
            ])
            text.append(NSAttributedString(string: "Aaa bbb ccc ddd eee", attributes: [
                NSAttributedString.Key(kCTFontAttributeName as String): font, .paragraphStyle: indented,
            ]))
            let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(text as CFAttributedString),
                                                 CFRangeMake(0, 0),
                                                 CGPath(rect: CGRect(x: 0, y: 0, width: width, height: 400), transform: nil), nil)
            let made = CTFrameGetLines(frame) as? [CTLine] ?? []
            var origins = [CGPoint](repeating: .zero, count: made.count)
            CTFrameGetLineOrigins(frame, CFRangeMake(0, made.count), &origins)
            return zip(origins, made).map { ($0.x, CGFloat(CTLineGetTypographicBounds($1, nil, nil, nil))) }
        }()
        #expect(mixed.count >= 3 && abs(mixed[0].x) < 0.01, "\(mixed)")
        #expect(mixed.dropFirst().allSatisfy { abs($0.x - 30) < 0.01 && $0.x + $0.width <= width + 0.01 }, "\(mixed)")
        // Indents that are not numbers count as none: every line at the margin.
        let unusable = lines { $0.firstLineHeadIndent = .nan; $0.headIndent = .infinity; $0.tailIndent = -.infinity }
        #expect(unusable.count >= 2 && unusable.allSatisfy { abs($0.x) < 0.01 }, "\(unusable)")
    }

    @Test("measured sizes give a paragraph's indents their room: suggested frame sizes and preferredFrameSize")
    func indentsInMeasuredSizes() throws {
        // One line "Aaa bbb", 20-point DejaVu Sans, unbounded. A box that fits it must start the
        // line 30 points in (firstLineHeadIndent) and end it 20 points inside its trailing margin
        // (tailIndent −20): 50 points wider than the same text without indents. The head indent
        // of later lines (10) plays no part in one line.
        func attributed(_ configure: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
            let style = NSMutableParagraphStyle()
            configure(style)
            return NSAttributedString(string: "Aaa bbb", attributes: [
                NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
                .paragraphStyle: style,
            ])
        }
        let plain = attributed { _ in }
        let indented = attributed { $0.firstLineHeadIndent = 30; $0.headIndent = 10; $0.tailIndent = -20 }
        func suggested(_ text: NSAttributedString) -> CGSize {
            CTFramesetterSuggestFrameSizeWithConstraints(CTFramesetterCreateWithAttributedString(text as CFAttributedString),
                                                         CFRangeMake(0, 0), nil,
                                                         CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                                height: .greatestFiniteMagnitude), nil)
        }
        let plainSize = suggested(plain), indentedSize = suggested(indented)
        try #require(plainSize.width > 40)
        #expect(abs(indentedSize.width - (plainSize.width + 50)) < 0.01, "\(plainSize) \(indentedSize)")
        #expect(indentedSize.height == plainSize.height)
        func preferred(_ text: NSAttributedString) -> CGSize {
            let layer = CATextLayer()
            layer.string = text
            return layer.preferredFrameSize()
        }
        #expect(preferred(indented).width == preferred(plain).width + 50, "\(preferred(plain)) \(preferred(indented))")
    }
}
