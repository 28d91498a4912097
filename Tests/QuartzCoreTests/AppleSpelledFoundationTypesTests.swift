import CoreText
import Foundation
import QuartzCore
import Testing

// Core Foundation and Core Graphics spellings that Core Animation code written for Apple's
// platforms uses around its layers: data read through `CFDataGetBytePtr`, attributed strings
// made with `CFAttributedString…` functions (classic Core Text samples), a `CGFont`'s figures in
// design units, `CGVector`, `equalTo(_:)`, a colour space's model, class-bound actions. Expected
// values come from Apple's documentation and, for the font, from the TrueType file read by hand.

private let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Suite("Apple spellings: Core Foundation data and strings, CGFont figures, CGVector, colour space models")
struct AppleSpelledFoundationTypesTests {
    @Test("CFData: made from bytes, measured and read back; a provider's data is a copy of its bytes")
    func data() throws {
        let bytes: [UInt8] = [1, 2, 3, 250]
        let made = try #require(CFDataCreate(kCFAllocatorDefault, bytes, bytes.count))
        #expect(CFDataGetLength(made) == 4)
        let read = try #require(CFDataGetBytePtr(made))
        #expect(Array(UnsafeBufferPointer(start: read, count: 4)) == bytes)
        #expect(CFDataGetLength(CFDataCreate(nil, nil, 0)) == 0)
        #expect(CFDataGetLength(nil) == 0 && CFDataGetBytePtr(nil) == nil)
        let provider = try #require(CGDataProvider(data: made))
        let provided = try #require(provider.data)
        #expect(Data(referencing: provided) == Data(bytes))
    }

    @Test("CFAttributedString: created with attributes, then edited as classic Core Text samples do")
    func attributedStrings() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        let whole = try #require(CFAttributedStringCreate(nil, "Layers" as CFString,
                                                          [kCTFontAttributeName: font] as CFDictionary))
        #expect(CFAttributedStringGetLength(whole) == 6)
        #expect((CFAttributedStringGetString(whole) as String?) == "Layers")
        #expect(whole.attribute(NSAttributedString.Key(kCTFontAttributeName as String), at: 5, effectiveRange: nil) as? CTFont == font)
        // Create, insert the text, colour part of it.
        let edited = try #require(CFAttributedStringCreateMutable(kCFAllocatorDefault, 0))
        CFAttributedStringBeginEditing(edited)
        CFAttributedStringReplaceString(edited, CFRangeMake(0, 0), "Hello layers" as CFString)
        CFAttributedStringSetAttribute(edited, CFRangeMake(6, 6), kCTForegroundColorAttributeName, red)
        CFAttributedStringSetAttributes(edited, CFRangeMake(0, 12), [kCTFontAttributeName: font] as CFDictionary, false)
        CFAttributedStringEndEditing(edited)
        #expect(CFAttributedStringGetLength(edited) == 12)
        let colour = NSAttributedString.Key(kCTForegroundColorAttributeName as String)
        var range = NSRange(location: 0, length: 0)
        #expect(edited.attribute(colour, at: 7, effectiveRange: &range) as? CGColor == red)
        #expect(range == NSRange(location: 6, length: 6))
        #expect(edited.attribute(colour, at: 2, effectiveRange: nil) == nil)
        // Not cleared: the colour stays beside the font.
        #expect(edited.attribute(colour, at: 11, effectiveRange: nil) != nil)
        CFAttributedStringRemoveAttribute(edited, CFRangeMake(6, 6), kCTForegroundColorAttributeName)
        #expect(edited.attribute(colour, at: 7, effectiveRange: nil) == nil)
        // A range outside the string changes nothing.
        CFAttributedStringReplaceString(edited, CFRangeMake(10, 5), "x" as CFString)
        CFAttributedStringSetAttribute(edited, CFRangeMake(-1, 2), kCTForegroundColorAttributeName, red)
        #expect(edited.string == "Hello layers" && edited.attribute(colour, at: 0, effectiveRange: nil) == nil)
        // A line made from it lays out its characters.
        let line = CTLineCreateWithAttributedString(edited)
        #expect(CTLineGetStringRange(line) == CFRangeMake(0, 12))
    }

    @Test("a CGFont's figures in design units are the TrueType file's own")
    func fontFigures() throws {
        let file = try FontFile(path: dejaVuSans)
        let font = try #require(CGFont("DejaVu Sans" as CFString))
        #expect(Double(font.unitsPerEm) == file.unitsPerEm)
        #expect(Double(font.ascent) == file.ascender)
        // The face's own sign: below the baseline is negative.
        #expect(Double(font.descent) == file.descender && font.descent < 0)
        #expect(Double(font.leading) == file.lineGap)
        #expect(Double(font.capHeight) == file.capHeight && Double(font.xHeight) == file.xHeight)
        // maxp: the number of glyphs at 4; head: the box at 36 (xMin, yMin, xMax, yMax).
        let maxp = try #require(file.tables["maxp"]), head = try #require(file.tables["head"])
        #expect(font.numberOfGlyphs == Int(FontFile.u16(file.bytes, maxp + 4)))
        func signed(_ at: Int) -> CGFloat { CGFloat(Int16(bitPattern: FontFile.u16(file.bytes, head + at))) }
        #expect(font.fontBBox == CGRect(x: signed(36), y: signed(38), width: signed(40) - signed(36),
                                        height: signed(42) - signed(38)))
        #expect(font.italicAngle == 0)
        #expect(try #require(CGFont("DejaVu Sans Oblique" as CFString)).italicAngle < 0)
        // The names are Core Foundation strings, as Core Text takes them.
        let postScript = try #require(font.postScriptName)
        #expect(postScript as String == "DejaVuSans")
        #expect(CTFontGetSize(CTFontCreateWithName(postScript, 14, nil)) == 14)
        #expect((font.fullName as String?) == "DejaVu Sans")
    }

    @Test("Apple's own font names stand in with a face of their kind, weight and slant, said; other unknown names are nil")
    func appleFontNames() throws {
        let (fonts, reports) = diagnostics {
            ["Helvetica", "HelveticaNeue-CondensedBold", ".SFNSMono-Regular", "Times-Italic", "NoSuchFontAnywhere",
             "DejaVu Sans", "Courier Prime", "Helvetica Now Display"]
                .map { CGFont($0 as CFString) }
        }
        func traits(_ font: CGFont?) throws -> CTFontSymbolicTraits {
            CTFontGetSymbolicTraits(CTFontCreateWithGraphicsFont(try #require(font), 12, nil, nil))
        }
        #expect(fonts[0] != nil)
        #expect(try !traits(fonts[0]).contains(.traitBold))
        #expect(try traits(fonts[1]).contains(.traitBold))
        #expect(try traits(fonts[2]).contains(.traitMonoSpace))
        // Monospace is the face's own spacing: DejaVu Sans Mono has it, DejaVu Sans not.
        #expect(CTFontGetSymbolicTraits(CTFontCreateWithName("DejaVu Sans Mono" as CFString, 12, nil)).contains(.traitMonoSpace))
        #expect(!CTFontGetSymbolicTraits(CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)).contains(.traitMonoSpace))
        #expect(try traits(fonts[3]).contains(.traitItalic))
        // Unknown, and other makers' families that start like Apple's: nil.
        #expect(fonts[4] == nil && fonts[6] == nil && fonts[7] == nil)
        #expect((fonts[5]?.fullName as String?) == "DejaVu Sans")
        // One report for each stand-in, naming the font asked for; none for the installed one.
        #expect(reports.count == 4)
        #expect(reports.first?.contains("\"Helvetica\" is not installed") == true)
    }

    @Test("CGVector, equalTo(_:) and a colour space's model")
    func geometryAndSpaces() throws {
        let vector = CGVector(dx: 3, dy: 4)
        #expect(vector.dx == 3 && vector.dy == 4 && CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 1.5, dy: -2) != vector)
        // Encoded as [dx, dy], as a point is.
        let encoded = try JSONEncoder().encode(vector)
        #expect(String(decoding: encoded, as: UTF8.self) == "[3,4]")
        #expect(try JSONDecoder().decode(CGVector.self, from: encoded) == vector)
        // Equal rectangles: the same box given with a negative size, and two null ones.
        #expect(CGRect(x: 10, y: 10, width: -10, height: -5).equalTo(CGRect(x: 0, y: 5, width: 10, height: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 6)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGSize(width: 1, height: 2).equalTo(.zero))
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb && CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(try #require(CGColorSpace(name: CGColorSpace.displayP3)).model == .rgb)
        #expect(try #require(CGColorSpace(patternBaseSpace: nil)).model == .pattern)
        #expect(CGColorSpaceModel.rgb.rawValue == 1 && CGColorSpaceModel.pattern.rawValue == 6)
    }

    @Test("an action is an object: the one set for a key is the one found (===)")
    func actionsAreObjects() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fade, "position": NSNull()]
        #expect(layer.action(forKey: "opacity") === fade)
        // NSNull ends the search and is answered as nil (CALayer.h): no implicit animation.
        #expect(layer.action(forKey: "position") == nil)
    }

    @Test("a paragraph style keeps a line break mode and gives it back")
    func lineBreakMode() throws {
        var mode = CTLineBreakMode.byTruncatingTail
        let style = withUnsafeBytes(of: &mode) { bytes in
            var setting = CTParagraphStyleSetting(spec: .lineBreakMode, valueSize: MemoryLayout<CTLineBreakMode>.size,
                                                  value: bytes.baseAddress!)
            return CTParagraphStyleCreate(&setting, 1)
        }
        var read = CTLineBreakMode.byWordWrapping
        #expect(CTParagraphStyleGetValueForSpecifier(style, .lineBreakMode, MemoryLayout<CTLineBreakMode>.size, &read))
        #expect(read == .byTruncatingTail && MemoryLayout<CTLineBreakMode>.size == 1)
        #expect(CTLineBreakMode(rawValue: 5) == .byTruncatingMiddle)
    }
}
