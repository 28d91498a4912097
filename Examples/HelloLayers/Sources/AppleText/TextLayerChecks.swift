// CATextLayer layout: attributed colours, which font size is used, where the first line sits,
// alignment, contentsScale. Read from `preferredFrameSize()` and from pixels drawn with
// `render(in:)` into a canvas flipped y-down (layer space as iOS sees it; the first row of data
// is the layer's top). Expected positions come from Core Text measurements of the same font.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation
import QuartzCore

private enum Doc {
    static let base = "https://developer.apple.com/documentation/quartzcore/catextlayer"
    static let font = base + "/font"
    static let fontSize = base + "/fontsize"
    static let alignment = base + "/alignmentmode"
    static let contentsScale = "https://developer.apple.com/documentation/quartzcore/calayer/contentsscale"
}

/// A text layer showing `string` (a `String` or an attributed string), set up by `configure`.
private func textLayer(_ string: Any, _ configure: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
    let layer = CATextLayer()
    layer.string = string
    layer.font = "Helvetica" as CFString
    configure(layer)
    return layer
}

/// "Hello World" in Helvetica 24, "Hello" red and " World" blue.
private func twoColourString() -> NSAttributedString {
    let string = NSMutableAttributedString(attributedString: attributed("Hello World", font: helvetica(24)))
    string.addAttribute(key(kCTForegroundColorAttributeName), value: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                        range: NSRange(location: 0, length: 5))
    string.addAttribute(key(kCTForegroundColorAttributeName), value: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                        range: NSRange(location: 5, length: 6))
    return string
}

// https://developer.apple.com/documentation/quartzcore/catextlayer/string: "The text can be an
// NSString or NSAttributedString" — an attributed string's runs keep their own colours: red ink
// and blue ink are both drawn.
private func checkAttributedColours() -> Outcome {
    let ctx = rendered(textLayer(twoColourString()), 220, 40)
    let red = inkBox(ctx, isRed), blue = inkBox(ctx, isBlue)
    return holds("caTextLayer.attributedColoursBothDrawn", red.count > 10 && blue.count > 10,
                 expected: "red and blue ink", got: "red \(red.description), blue \(blue.description)",
                 "\(Doc.base)/string — attributed runs draw in their own colours")
}

// Same page: laid out left to right, the red run's ink is left of the blue run's.
private func checkAttributedOrder() -> Outcome {
    let ctx = rendered(textLayer(twoColourString()), 220, 40)
    let red = inkBox(ctx, isRed), blue = inkBox(ctx, isBlue)
    let redRight = red.isEmpty ? "-" : String(red.maxX), blueLeft = blue.isEmpty ? "-" : String(blue.minX)
    return holds("caTextLayer.attributedRunsInStringOrder", !red.isEmpty && !blue.isEmpty && red.maxX < blue.minX,
                 expected: "red max x < blue min x", got: redRight + " / " + blueLeft,
                 "\(Doc.base)/string — Hello before World")
}

// https://developer.apple.com/documentation/quartzcore/catextlayer/font: "If the font property is
// a CTFontRef, a CGFontRef, or an instance of NSFont, the font size of the property is ignored."
// A 20-point CTFont with fontSize 36 lays out as the font named at fontSize 36.
private func checkCTFontSizeIgnored() -> Outcome {
    let fromFont = textLayer("Hello") {
        $0.font = helvetica(20)
        $0.fontSize = 36
    }.preferredFrameSize()
    let fromName = textLayer("Hello") { $0.fontSize = 36 }.preferredFrameSize()
    let worst = max(abs(fromFont.width - fromName.width), abs(fromFont.height - fromName.height))
    return holds("caTextLayer.ctFontSizeIgnored", worst <= 0.5,
                 expected: "\(f(fromName.width))×\(f(fromName.height)) (named font at fontSize 36)",
                 got: "\(f(fromFont.width))×\(f(fromFont.height))", "\(Doc.font) — a CTFont's own size is ignored")
}

// Same page, drawn: the capital H of a 20-point CTFont at fontSize 36 is a 36-point H: its ink
// is the cap height of Helvetica 36 tall (±1.5 pixels).
private func checkCTFontDrawnAtFontSize() -> Outcome {
    let ctx = rendered(textLayer("H") {
        $0.font = helvetica(20)
        $0.fontSize = 36
    }, 80, 60)
    let drawn = inkBox(ctx)
    return number("caTextLayer.ctFontDrawnAtFontSize", drawn.isEmpty ? .nan : Double(drawn.maxRow - drawn.minRow + 1),
                  Double(CTFontGetCapHeight(helvetica(36))), tol: 1.5,
                  "\(Doc.font) — ink height of H = cap height at fontSize 36, not 20")
}

// https://developer.apple.com/documentation/quartzcore/catextlayer/fontsize: the size the text
// is drawn at; twice the size, twice the width (±1 for rounding of the preferred size).
private func checkFontSizeScales() -> Outcome {
    let small = textLayer("Hello") { $0.fontSize = 36 }.preferredFrameSize()
    let big = textLayer("Hello") { $0.fontSize = 72 }.preferredFrameSize()
    return number("caTextLayer.fontSizeScalesWidth", big.width, 2 * small.width, tol: 1,
                  "\(Doc.fontSize) — preferred width at 72 = 2 × at 36")
}

// Same page: "The fontSize property is only used when the string property is not an
// NSAttributedString" — an attributed string's preferred size does not change with fontSize.
private func checkAttributedIgnoresFontSize() -> Outcome {
    let string = attributed("Hello", font: helvetica(20))
    let a = textLayer(string) { $0.fontSize = 36 }.preferredFrameSize()
    let b = textLayer(string) { $0.fontSize = 72 }.preferredFrameSize()
    return holds("caTextLayer.attributedIgnoresFontSize", abs(a.width - b.width) <= 0.01 && abs(a.height - b.height) <= 0.01,
                 expected: "equal sizes", got: "\(f(a.width))×\(f(a.height)) / \(f(b.width))×\(f(b.height))",
                 "\(Doc.fontSize) — fontSize is used only for a plain string")
}

// uncertain: https://developer.apple.com/documentation/quartzcore/catextlayer/foregroundcolor:
// "The foregroundColor property is only used when the string property is not an
// NSAttributedString" — so an attributed run without a colour takes Core Text's default,
// black, not the layer's white foregroundColor. Uncertain: the page does not name the default;
// black is kCTForegroundColorAttributeName's documented default.
private func checkAttributedDefaultColour() -> Outcome {
    let ctx = rendered(textLayer(attributed("HHHH", font: helvetica(36))) { $0.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1) },
                       140, 50)
    let opaque = inkBox(ctx) { $0[3] == 255 }
    let dark = inkBox(ctx) { $0[3] == 255 && $0[0] < 64 && $0[1] < 64 && $0[2] < 64 }
    return holds("uncertain.caTextLayer.attributedUncolouredIsBlack", opaque.count > 20 && dark.count * 10 >= opaque.count * 9,
                 expected: "opaque ink black", got: "\(dark.count) of \(opaque.count) opaque pixels black",
                 "\(Doc.base)/foregroundcolor — not used for an attributed string; Core Text's default is black")
}

// https://developer.apple.com/documentation/quartzcore/catextlayer: "The first line is aligned to
// the top of the layer." Its baseline is the font's ascent below the top, so the top of a
// capital H is ascent − cap height below it (±1.5 pixels).
private func checkFirstLineAtTop() -> Outcome {
    let ctx = rendered(textLayer("H") { $0.fontSize = 36 }, 80, 60)
    let drawn = inkBox(ctx), font = helvetica(36)
    return number("caTextLayer.firstLineAtTop", drawn.isEmpty ? .nan : Double(drawn.minRow),
                  Double(CTFontGetAscent(font) - CTFontGetCapHeight(font)), tol: 1.5,
                  "\(Doc.base) — the first line at the top: H's top row = ascent − cap height")
}

/// The ink of "Hi" in Helvetica 36 as Core Text sets it: the line's width and its glyphs' box.
private func hiLine() -> (width: CGFloat, ink: CGRect) {
    let hi = makeLine("Hi", font: helvetica(36))
    let ctx = canvas(8, 8, flipped: false)
    ctx.textPosition = .zero
    return (CGFloat(lineWidth(hi)), CTLineGetImageBounds(hi, ctx))
}

// https://developer.apple.com/documentation/quartzcore/catextlayeralignmentmode/right: "Text is
// visually right aligned" — the line ends at the layer's right edge, so the ink ends there less
// the last glyph's right side bearing (from Core Text: width − ink maxX).
private func checkAlignRight() -> Outcome {
    let ctx = rendered(textLayer("Hi") {
        $0.fontSize = 36
        $0.alignmentMode = .right
    }, 200, 60)
    let drawn = inkBox(ctx), hi = hiLine()
    return number("caTextLayer.alignRight", drawn.isEmpty ? .nan : Double(drawn.maxX + 1), Double(200 - (hi.width - hi.ink.maxX)),
                  tol: 1.5, "\(Doc.alignment) .right — ink right edge = 200 − right side bearing")
}

// https://developer.apple.com/documentation/quartzcore/catextlayeralignmentmode/center: the line
// is centred, so its ink's centre is (200 − width) / 2 plus the ink's centre within the line.
private func checkAlignCenter() -> Outcome {
    let ctx = rendered(textLayer("Hi") {
        $0.fontSize = 36
        $0.alignmentMode = .center
    }, 200, 60)
    let drawn = inkBox(ctx), hi = hiLine()
    return number("caTextLayer.alignCenter", drawn.isEmpty ? .nan : Double(drawn.minX + drawn.maxX + 1) / 2,
                  Double((200 - hi.width) / 2 + hi.ink.midX), tol: 1.5,
                  "\(Doc.alignment) .center — ink centre = (200 − width)/2 + ink centre in the line")
}

// uncertain: https://developer.apple.com/documentation/quartzcore/catextlayeralignmentmode/justified:
// "Text is justified" — a wrapped paragraph's first line reaches the right edge (its ink within
// 4 pixels of it), where left-aligned it stops short. Uncertain: the page says nothing more;
// whether Core Animation justifies plain strings as Core Text's justified alignment does (the
// last line natural) is not documented.
private func checkJustified() -> Outcome {
    func firstLineRight(_ mode: CATextLayerAlignmentMode) -> Int {
        let ctx = rendered(textLayer("aaa bbb ccc ddd eee fff ggg hhh iii") {
            $0.fontSize = 20
            $0.isWrapped = true
            $0.alignmentMode = mode
        }, 200, 100)
        let drawn = inkBox(ctx, rows: 0..<Int(naturalLineHeight(helvetica(20))))
        return drawn.isEmpty ? -1 : drawn.maxX + 1
    }
    let justified = firstLineRight(.justified), left = firstLineRight(.left)
    return holds("uncertain.caTextLayer.justifiedFirstLineFull", justified >= 196 && left < 190,
                 expected: "justified ≥ 196, left < 190", got: "justified \(justified), left \(left)",
                 "\(Doc.alignment) .justified — the first line of a wrapped paragraph spans the width")
}

// https://developer.apple.com/documentation/quartzcore/calayer/contentsscale: "the mapping between
// the logical coordinate space of the layer (measured in points) and the physical coordinate
// space (measured in pixels)" — at 2 the text has more pixels, not another size or place: drawn
// with render(in:) into the same 1× canvas its ink box is the same (±1 pixel).
private func checkContentsScale() -> Outcome {
    func drawn(_ scale: CGFloat) -> Ink {
        inkBox(rendered(textLayer("Hello") {
            $0.fontSize = 24
            $0.contentsScale = scale
        }, 150, 40))
    }
    let one = drawn(1), two = drawn(2)
    let columns = abs(one.minX - two.minX) <= 1 && abs(one.maxX - two.maxX) <= 1
    let rows = abs(one.minRow - two.minRow) <= 1 && abs(one.maxRow - two.maxRow) <= 1
    let same = !one.isEmpty && !two.isEmpty && columns && rows
    return holds("caTextLayer.contentsScaleSameInkBox", same, expected: one.description, got: two.description,
                 "\(Doc.contentsScale) — points, not pixels")
}

// uncertain: https://developer.apple.com/documentation/quartzcore/catextlayer/iswrapped:
// "Determines whether the text is wrapped to fit within the receiver's bounds" — wrapped in a
// narrow layer the text takes several lines, so its preferred height is at least twice the
// unwrapped one's. Uncertain: preferredFrameSize's page does not say a text layer measures its
// wrapped text at the bounds' width.
private func checkWrappedPreferredSize() -> Outcome {
    let unwrapped = textLayer("aaa bbb ccc ddd") { $0.fontSize = 20 }.preferredFrameSize()
    let narrow = textLayer("aaa bbb ccc ddd") {
        $0.fontSize = 20
        $0.isWrapped = true
        $0.bounds = CGRect(x: 0, y: 0, width: 60, height: 200)
    }.preferredFrameSize()
    return holds("uncertain.caTextLayer.wrappedPreferredSizeTaller", narrow.height >= 2 * unwrapped.height - 1,
                 expected: "height ≥ 2 × \(f(unwrapped.height))", got: "\(f(narrow.width))×\(f(narrow.height))",
                 "\(Doc.base)/iswrapped — wrapped at the bounds' width: several lines")
}

/// The checks of this file, in order.
func textLayerChecks() -> [Check] {
    [
        checkAttributedColours, checkAttributedOrder, checkCTFontSizeIgnored, checkCTFontDrawnAtFontSize,
        checkFontSizeScales, checkAttributedIgnoresFontSize, checkAttributedDefaultColour, checkFirstLineAtTop,
        checkAlignRight, checkAlignCenter, checkJustified, checkContentsScale, checkWrappedPreferredSize,
    ]
}
