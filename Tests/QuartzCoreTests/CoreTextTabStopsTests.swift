import CoreText
import Foundation
import QuartzCore
import Testing

// Tab stops as Core Text and UIKit document them: text after a tab character is placed at the
// paragraph style's next stop (kCTParagraphStyleSpecifierTabStops, NSParagraphStyle.tabStops), a
// left stop starting the text there, a right stop ending it there, a centre stop centring it on
// it; tabs past the last stop go to whole multiples of the default tab interval when it is
// positive. Expected offsets are worked out from the stops and the widths of the text itself.

/// A line of `text` in DejaVu Sans at 20 points with `style`.
private func line(_ text: String, style: NSParagraphStyle? = nil) -> CTLine {
    var attributes: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
    ]
    if let style { attributes[.paragraphStyle] = style }
    return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes) as CFAttributedString)
}

private func width(_ text: String) -> Double { CTLineGetTypographicBounds(line(text), nil, nil, nil) }

/// A Core Text paragraph style with `tabs` and, when given, a default tab interval.
private func coreTextStyle(_ tabs: [CTTextTab], interval: CGFloat? = nil) -> CTParagraphStyle {
    var array: CFArray? = tabs as CFArray
    var spacing = interval ?? 0
    return withUnsafeBytes(of: &array) { tabBytes in
        withUnsafeBytes(of: &spacing) { intervalBytes in
            var settings = [CTParagraphStyleSetting(spec: .tabStops, valueSize: MemoryLayout<CFArray>.size,
                                                    value: tabBytes.baseAddress!)]
            if interval != nil {
                settings.append(CTParagraphStyleSetting(spec: .defaultTabInterval, valueSize: MemoryLayout<CGFloat>.size,
                                                        value: intervalBytes.baseAddress!))
            }
            return CTParagraphStyleCreate(settings, settings.count)
        }
    }
}

/// Where the caret before character `index` of `text` is.
private func offset(_ text: String, _ index: Int, _ style: NSParagraphStyle) -> Double {
    CTLineGetOffsetForStringIndex(line(text, style: style), index, nil)
}

@Suite("import CoreText: tab stops")
struct CoreTextTabStopsTests {
    @Test("a left stop starts the text after a tab at it")
    func leftStop() {
        let style = coreTextStyle([CTTextTabCreate(.left, 100, nil)])
        #expect(abs(offset("a\tb", 2, style) - 100) < 0.01)
        // Text already past the only stop, no default interval: Apple documents nothing there;
        // Strata's documented fallback (docs/text.md) repeats the last distance, so 200.
        #expect(width("MMMMMM") > 100 && width("MMMMMM") < 200)
        #expect(abs(offset("MMMMMM\tb", 7, style) - 200) < 0.01)
    }

    @Test("a right stop ends the text at it, a centre stop centres the text on it")
    func rightAndCentreStops() {
        let right = coreTextStyle([CTTextTabCreate(.right, 150, nil)])
        #expect(abs(offset("a\tMM", 2, right) - (150 - width("MM"))) < 0.01)
        #expect(abs(offset("a\tMM", 4, right) - 150) < 0.01)
        let centre = coreTextStyle([CTTextTabCreate(.center, 150, nil)])
        #expect(abs(offset("a\tMM", 2, centre) - (150 - width("MM") / 2)) < 0.01)
    }

    @Test("a right stop with column terminators aligns the column at its decimal point")
    func decimalStop() {
        let options = [kCTTabColumnTerminatorsAttributeName as String: NSCharacterSet(charactersIn: ".")] as NSDictionary
        let style = coreTextStyle([CTTextTabCreate(.right, 150, options)])
        // Columns of numbers line up at their decimal points: the full stop of "12.5" (index 4)
        // and of "1234.5" (index 6) start at the same place, the stop within the point's width
        // (Pango centres the point on it), the digits before it to its left.
        let short = offset("a\t12.5", 4, style), long = offset("a\t1234.5", 6, style)
        #expect(abs(short - long) < 0.01)
        #expect(short <= 150 && 150 <= short + width("."))
        #expect(abs(offset("a\t12.5", 2, style) - (short - width("12"))) < 0.01)
    }

    @Test("tabs past the last stop go to whole multiples of the default tab interval")
    func defaultInterval() {
        let style = coreTextStyle([CTTextTabCreate(.left, 20, nil)], interval: 50)
        // b at the stop, 20; c at the first multiple of 50 past it, 50; d at 100, e at 150 (each
        // letter narrower than the 30 points to the next multiple).
        let text = "a\tb\tc\td\te"
        #expect(["a", "b", "c", "d"].allSatisfy { width($0) < 20 })
        #expect(abs(offset(text, 2, style) - 20) < 0.01)
        #expect(abs(offset(text, 4, style) - 50) < 0.01)
        #expect(abs(offset(text, 6, style) - 100) < 0.01)
        #expect(abs(offset(text, 8, style) - 150) < 0.01)
        // Stops only from the interval: 25, 50, 75.
        let only = coreTextStyle([], interval: 25)
        #expect(abs(offset("a\tb\tc", 2, only) - 25) < 0.01)
        #expect(abs(offset("a\tb\tc", 4, only) - 50) < 0.01)
    }

    @Test("UIKit's paragraph style: default stops, set stops kept sorted, added and removed")
    func paragraphStyleStops() {
        let standard = NSParagraphStyle.default
        #expect(standard.tabStops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        #expect(standard.tabStops.allSatisfy { $0.alignment == .left } && standard.defaultTabInterval == 0)
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .right, location: 150), NSTextTab(textAlignment: .left, location: 60)]
        #expect(style.tabStops.map(\.location) == [60, 150])
        style.addTabStop(NSTextTab(textAlignment: .center, location: 100))
        #expect(style.tabStops.map(\.location) == [60, 100, 150])
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 100))
        #expect(style.tabStops.count == 3, "no stop at 100 is left-aligned")
        style.removeTabStop(NSTextTab(textAlignment: .center, location: 100))
        #expect(style.tabStops.map(\.location) == [60, 150])
        // Drawn: b at 60, then "MM" ending at 150.
        #expect(abs(offset("a\tb\tMM", 2, style) - 60) < 0.01)
        #expect(abs(offset("a\tb\tMM", 6, style) - 150) < 0.01)
    }

    @Test("a text layer places its text at the paragraph style's stop")
    func textLayerStop() throws {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 100)]
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        layer.fontSize = 20
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.string = NSAttributedString(string: "\tI", attributes: [.paragraphStyle: style])
        let context = try #require(CGContext(data: nil, width: 200, height: 40, bitsPerComponent: 8, bytesPerRow: 800,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        layer.render(in: context)
        let pixels = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        let inked = (0..<200).filter { x in (0..<40).contains { y in pixels[y * 800 + x * 4 + 3] > 128 } }
        // The I's stem starts a small side bearing right of the stop.
        let first = try #require(inked.first)
        #expect(first >= 100 && first < 106)
    }
}
