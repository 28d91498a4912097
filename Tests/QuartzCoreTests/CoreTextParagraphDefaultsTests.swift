import CoreText
import Foundation
import QuartzCore
import Testing

// A paragraph style's values as Core Text documents them: CTParagraphStyleGetValueForSpecifier
// "returns the current value of the specifier whether or not the user actually set it. If the
// user did not set the specifier, this function returns the default value" — each default as
// its CTParagraphStyleSpecifier page states it (alignment: natural; line break mode: word
// wrapping; base writing direction: natural; the distances 0.0; tab stops: "12 left-aligned
// tabs, spaced by 28.0 points"; default tab interval 0.0). A CTTextTab keeps "an alignment type
// and location" (CTTextTab's page) and the options it was created with; CTParagraphStyleCreateCopy
// "creates an immutable copy of a paragraph style".

/// The value a style gives for `spec`, read into a `T` (a buffer of exactly its size).
private func value<T>(_ style: CTParagraphStyle, _ spec: CTParagraphStyleSpecifier, _ initial: T) -> (Bool, T) {
    var read = initial
    let found = CTParagraphStyleGetValueForSpecifier(style, spec, MemoryLayout<T>.size, &read)
    return (found, read)
}

/// The tab stops a style gives back, as `CTTextTab`s. The array is not retained for the caller
/// (the style keeps it), so it is read as an unowned pointer.
private func tabStops(_ style: CTParagraphStyle) -> [CTTextTab]? {
    var pointer: UnsafeRawPointer?
    guard CTParagraphStyleGetValueForSpecifier(style, .tabStops, MemoryLayout<CFArray>.size, &pointer), let pointer else {
        return nil
    }
    let array = Unmanaged<CFArray>.fromOpaque(pointer).takeUnretainedValue()
    return (0..<CFArrayGetCount(array)).map { unsafeBitCast(CFArrayGetValueAtIndex(array, $0), to: CTTextTab.self) }
}

@Suite("import CoreText: paragraph style defaults, tab stops and copies")
struct CoreTextParagraphDefaultsTests {
    @Test("a style made with no settings gives every specifier's documented default")
    func defaults() {
        let style = CTParagraphStyleCreate(nil, 0)
        #expect(value(style, .alignment, CTTextAlignment.left) == (true, .natural))
        #expect(value(style, .lineBreakMode, CTLineBreakMode.byClipping) == (true, .byWordWrapping))
        #expect(value(style, .baseWritingDirection, CTWritingDirection.rightToLeft) == (true, .natural))
        // Each distance's page: "Default value: 0.0" (a maximumLineHeight of 0 "implies no
        // line height limit").
        let distances: [CTParagraphStyleSpecifier] = [
            .firstLineHeadIndent, .headIndent, .tailIndent, .defaultTabInterval, .lineHeightMultiple,
            .maximumLineHeight, .minimumLineHeight, .lineSpacing, .paragraphSpacing, .paragraphSpacingBefore,
            .minimumLineSpacing, .lineSpacingAdjustment,
        ]
        for spec in distances {
            let (found, read) = value(style, spec, CGFloat(-7))
            #expect(found && read == 0, "\(spec)")
        }
        // Tab stops: 12 left-aligned tabs spaced by 28 points, at 28, 56, … 336.
        let tabs = tabStops(style)
        #expect(tabs?.map(CTTextTabGetLocation) == (1...12).map { Double($0) * 28 })
        #expect(tabs?.allSatisfy { CTTextTabGetAlignment($0) == .left && CTTextTabGetOptions($0) == nil } == true)
    }

    @Test("a buffer larger than the value takes it; a smaller one, no")
    func bufferSizes() {
        var indent: CGFloat = 15
        let style = withUnsafeBytes(of: &indent) { bytes in
            var setting = CTParagraphStyleSetting(spec: .headIndent, valueSize: MemoryLayout<CGFloat>.size,
                                                  value: bytes.baseAddress!)
            return CTParagraphStyleCreate(&setting, 1)
        }
        // Sixteen bytes hold the eight of a CGFloat: the first eight are the value.
        var wide: (CGFloat, CGFloat) = (-1, -1)
        #expect(CTParagraphStyleGetValueForSpecifier(style, .headIndent, MemoryLayout<(CGFloat, CGFloat)>.size, &wide))
        #expect(wide.0 == 15 && wide.1 == -1)
        var narrow: Float = -1
        #expect(!CTParagraphStyleGetValueForSpecifier(style, .headIndent, MemoryLayout<Float>.size, &narrow))
        #expect(narrow == -1)
    }

    @Test("a tab keeps its alignment, location and options; a style keeps its tabs; a copy keeps everything")
    func tabsAndCopies() throws {
        let options = [kCTTabColumnTerminatorsAttributeName as String: "."] as NSDictionary
        let right = CTTextTabCreate(.right, 100, options)
        #expect(CTTextTabGetAlignment(right) == .right)
        #expect(CTTextTabGetLocation(right) == 100)
        #expect((CTTextTabGetOptions(right) as? [String: String]) == [kCTTabColumnTerminatorsAttributeName as String: "."])
        let centre = CTTextTabCreate(.center, 40.5, nil)
        var tabs: CFArray? = [centre, right] as CFArray
        var alignment = CTTextAlignment.center
        let style = withUnsafeBytes(of: &tabs) { tabBytes in
            withUnsafeBytes(of: &alignment) { alignmentBytes in
                let settings = [
                    CTParagraphStyleSetting(spec: .tabStops, valueSize: MemoryLayout<CFArray>.size, value: tabBytes.baseAddress!),
                    CTParagraphStyleSetting(spec: .alignment, valueSize: 1, value: alignmentBytes.baseAddress!),
                ]
                return CTParagraphStyleCreate(settings, settings.count)
            }
        }
        // The style holds the array itself: the caller's reference may go.
        tabs = nil
        let kept = try #require(tabStops(style))
        #expect(kept.count == 2 && kept[0] === centre && kept[1] === right)
        #expect(kept.map(CTTextTabGetLocation) == [40.5, 100])
        let copy = CTParagraphStyleCreateCopy(style)
        #expect(copy !== style)
        #expect(tabStops(copy).map { $0.map(CTTextTabGetLocation) } == [40.5, 100])
        #expect(value(copy, .alignment, CTTextAlignment.natural) == (true, .center))
        #expect(copy.alignment == .center)
    }
}
