import CoreText
import Foundation
import QuartzCore
import Testing

// The colours Core Text draws runs in, as Apple documents them: a run's
// `kCTForegroundColorAttributeName`, black without one, and the context's fill colour for a run
// with `kCTForegroundColorFromContextAttributeName` set (whatever colour it names), in lines and
// in runs drawn alone. In a text layer such a run takes the layer's `foregroundColor`.
// Premultiplied BGRA bytes: an opaque colour's inked pixels are its channels times their alpha.

/// "ABC" in DejaVu Sans at 40 points: A green, B without a colour, C blue but taking the
/// context's colour.
private func threeRuns() -> NSAttributedString {
    let font = NSAttributedString.Key(kCTFontAttributeName as String)
    let color = NSAttributedString.Key(kCTForegroundColorAttributeName as String)
    let fromContext = NSAttributedString.Key(kCTForegroundColorFromContextAttributeName as String)
    let text = NSMutableAttributedString(string: "ABC", attributes: [font: CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil)])
    text.addAttribute(color, value: CGColor(red: 0, green: 1, blue: 0, alpha: 1), range: NSRange(location: 0, length: 1))
    text.addAttributes([color: CGColor(red: 0, green: 0, blue: 1, alpha: 1), fromContext: true],
                       range: NSRange(location: 2, length: 1))
    return text
}

/// The inked pixels' BGRA bytes after `draw` into a transparent 120 × 60 bitmap, y up.
private func inked(_ draw: (CGContext) -> Void) throws -> [[UInt8]] {
    let context = try bitmap(120, 60)
    draw(context)
    let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    return stride(from: 0, to: context.bytesPerRow * context.height, by: 4)
        .map { Array(UnsafeBufferPointer(start: data + $0, count: 4)) }.filter { $0[3] != 0 }
}

private func isGreen(_ p: [UInt8]) -> Bool { p[0] == 0 && p[1] == p[3] && p[2] == 0 }
private func isBlack(_ p: [UInt8]) -> Bool { p[0] == 0 && p[1] == 0 && p[2] == 0 }
private func isRed(_ p: [UInt8]) -> Bool { p[0] == 0 && p[1] == 0 && p[2] == p[3] }

@Suite("import CoreText: the colours of runs")
struct CoreTextColourTests {
    @Test("CTRunDraw fills a run in its colour, black without one, the fill colour when it takes the context's")
    func runsDrawnAlone() throws {
        let line = CTLineCreateWithAttributedString(threeRuns() as CFAttributedString)
        let runs = try #require(CTLineGetGlyphRuns(line) as? [CTRun])
        try #require(runs.count == 3)
        var drawn: [[[UInt8]]] = []
        for run in runs {
            drawn.append(try inked { context in
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.textPosition = CGPoint(x: 10, y: 15)
                CTRunDraw(run, context, CFRange(location: 0, length: 0))
            })
        }
        for pixels in drawn { #expect(pixels.count > 100) }
        #expect(drawn[0].allSatisfy(isGreen), "A in its own green")
        #expect(drawn[1].allSatisfy(isBlack), "B without a colour: black")
        #expect(drawn[2].allSatisfy(isRed), "C in the context's red, not its blue")
        // The attributes are the ones given (Apple leaves a colour nobody set out).
        let attributes = try runs.map { try #require(CTRunGetAttributes($0) as? [String: Any]) }
        let green = try #require(attributes[0][kCTForegroundColorAttributeName as String].map { $0 as! CGColor })
        #expect(green.components == [0, 1, 0, 1])
        #expect(attributes[1][kCTForegroundColorAttributeName as String] == nil)
        #expect(attributes[2][kCTForegroundColorFromContextAttributeName as String] as? Bool == true)
        #expect(attributes.allSatisfy { $0[kCTFontAttributeName as String] is CTFont })
    }

    @Test("CTRunDraw outlines a run as its stroke width asks, as CTLineDraw does: alone, or around its fill")
    func outlinedRuns() throws {
        let font = NSAttributedString.Key(kCTFontAttributeName as String)
        let width = NSAttributedString.Key(kCTStrokeWidthAttributeName as String)
        func drawn(_ attributes: [NSAttributedString.Key: Any], byRun: Bool) throws -> [[UInt8]] {
            var all = attributes
            all[font] = CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil)
            let line = CTLineCreateWithAttributedString(NSAttributedString(string: "H", attributes: all) as CFAttributedString)
            let run = try #require((CTLineGetGlyphRuns(line) as? [CTRun])?.first)
            return try inked { context in
                context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                context.textPosition = CGPoint(x: 10, y: 15)
                if byRun { CTRunDraw(run, context, CFRange(location: 0, length: 0)) } else { CTLineDraw(line, context) }
            }
        }
        // Outlined alone, in the context's red: an outline as CTLineDraw's (Pango's path of the
        // same glyph), without the fill, which would ink about twice the pixels.
        let alone: [NSAttributedString.Key: Any] = [width: 3, NSAttributedString.Key(kCTForegroundColorFromContextAttributeName as String): true]
        let byRun = try drawn(alone, byRun: true), byLine = try drawn(alone, byRun: false)
        let filled = try drawn([NSAttributedString.Key(kCTForegroundColorFromContextAttributeName as String): true], byRun: true)
        #expect(byRun.count > 100 && byRun.allSatisfy(isRed))
        #expect(abs(byRun.count - byLine.count) * 10 < byLine.count, "\(byRun.count) pixels against the line's \(byLine.count)")
        #expect(byRun.filter { $0[3] == 255 }.count * 3 < filled.filter { $0[3] == 255 }.count * 2,
                "the outline's solid pixels fewer than the filled glyph's")
        // A negative width: the green fill, then the blue outline around it.
        let both = try drawn([width: -3, NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                              NSAttributedString.Key(kCTStrokeColorAttributeName as String): CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                             byRun: true)
        #expect(both.filter(isGreen).count > 50, "the fill")
        #expect(both.filter { $0[0] == $0[3] && $0[1] == 0 && $0[2] == 0 }.count > 50, "the outline")
    }

    @Test("a clear colour draws nothing, in a line and in a text layer")
    func clearColour() throws {
        let text = NSAttributedString(string: "Hi", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil),
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor(red: 1, green: 0, blue: 0, alpha: 0),
        ])
        let line = try inked { context in
            context.textPosition = CGPoint(x: 10, y: 15)
            CTLineDraw(CTLineCreateWithAttributedString(text as CFAttributedString), context)
        }
        #expect(line.isEmpty)
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        layer.string = text
        #expect(try inked { layer.render(in: $0) }.isEmpty)
    }

    @Test("CTLineDraw: text without a colour stays black under any fill colour; a run taking the context's is filled in it")
    func linesDrawnWhole() throws {
        let mixed = try inked { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.textPosition = CGPoint(x: 5, y: 15)
            CTLineDraw(CTLineCreateWithAttributedString(threeRuns() as CFAttributedString), context)
        }
        #expect(mixed.filter(isGreen).count > 100)
        #expect(mixed.filter(isBlack).count > 100)
        #expect(mixed.filter(isRed).count > 100)
        #expect(mixed.allSatisfy { isGreen($0) || isBlack($0) || isRed($0) }, "no blue, no mixed colours")
        // Plain text, no attributes at all: black, whatever the fill colour.
        let plain = try inked { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.textPosition = CGPoint(x: 5, y: 15)
            CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "Hi") as CFAttributedString), context)
        }
        #expect(plain.count > 50 && plain.allSatisfy(isBlack))
    }

    @Test("in a text layer a run taking the context's colour is drawn in the layer's foregroundColor")
    func textLayerRuns() throws {
        // Apple: a text layer's foregroundColor "is only used if the string property is not an
        // NSAttributedString"; an uncoloured run is Core Text's black. The run taking the
        // context's colour takes the layer's, the colour its text is drawn with.
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        layer.string = threeRuns()
        layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let pixels = try inked { layer.render(in: $0) }
        #expect(pixels.filter(isGreen).count > 100, "A in its own green")
        #expect(pixels.filter(isBlack).count > 100, "B (no colour) in Core Text's black")
        #expect(pixels.filter(isRed).count > 100, "C (the context's) in the layer's red")
        #expect(pixels.allSatisfy { isGreen($0) || isBlack($0) || isRed($0) }, "no blue")
    }

    @Test("text stroked with a stroke pattern paints the pattern's colours")
    func strokePattern() throws {
        // A cell 10 × 10 in base space: red over x 0..<5, blue over 5..<10.
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }, releaseInfo: nil)
        let stripes = try #require(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
                                             xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: true,
                                             callbacks: &callbacks))
        let pixels = try inked { context in
            context.setStrokeColorSpace(try! #require(CGColorSpace(patternBaseSpace: nil)))
            var alpha: CGFloat = 1
            context.setStrokePattern(stripes, colorComponents: &alpha)
            context.setTextDrawingMode(.stroke)
            context.setLineWidth(3)
            context.textPosition = CGPoint(x: 5, y: 15)
            CTLineDraw(CTLineCreateWithAttributedString(threeRuns() as CFAttributedString), context)
        }
        // The outline (not the runs' fill colours): red and blue pixels, nothing else.
        #expect(pixels.filter { $0[2] > 0 && $0[0] == 0 }.count > 50, "red stripes")
        #expect(pixels.filter { $0[0] > 0 && $0[2] == 0 }.count > 50, "blue stripes")
        #expect(pixels.allSatisfy { $0[1] == 0 && ($0[0] > 0 || $0[2] > 0) }, "no black, grey or green")
    }
}
