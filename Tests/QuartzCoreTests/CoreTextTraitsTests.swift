import CoreText
import Foundation
import QuartzCore
import Testing

// A font's traits dictionary, glyphs by name and glyphs shown through the context's font, as
// Core Text and Core Graphics document them. Expected values come from the font files, read
// here (`FontFile`), and from AppKit's weight scale (regular 0, bold 0.4).

private let dejaVu = "/usr/share/fonts/truetype/dejavu/"

/// DejaVu Sans at 40 points, its glyphs for "Hi" and where the glyph tests draw them.
private func hiGlyphs() throws -> (font: CTFont, glyphs: [CGGlyph], positions: [CGPoint]) {
    let font = CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil)
    var characters: [UniChar] = Array("Hi".utf16), glyphs = [CGGlyph](repeating: 0, count: 2)
    try #require(CTFontGetGlyphsForCharacters(font, &characters, &glyphs, 2))
    return (font, glyphs, [CGPoint(x: 10, y: 12), CGPoint(x: 40, y: 12)])
}

/// A number of a traits dictionary.
private func trait(_ font: CTFont, _ key: CFString) -> Double? {
    (CTFontCopyTraits(font) as? [String: Any])?[key as String].flatMap { ($0 as? NSNumber)?.doubleValue }
}

@Suite("import CoreText: traits, glyph names, glyphs shown by the context")
struct CoreTextTraitsTests {
    @Test("traits: bold in the symbolic traits and weight 0.4, regular 0, the oblique's slant its italic angle over 30°, condensed narrower")
    func traits() throws {
        let bold = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 12, nil)
        let regular = CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)
        let oblique = CTFontCreateWithName("DejaVu Sans Oblique" as CFString, 12, nil)
        let condensed = CTFontCreateWithName("DejaVu Sans Condensed" as CFString, 12, nil)
        let symbolic = try #require(trait(bold, kCTFontSymbolicTrait))
        #expect(CTFontSymbolicTraits(rawValue: UInt32(symbolic)).contains(.traitBold))
        #expect(trait(bold, kCTFontWeightTrait) == 0.4)
        #expect(trait(regular, kCTFontWeightTrait) == 0)
        #expect(trait(regular, kCTFontSlantTrait) == 0 && trait(regular, kCTFontWidthTrait) == 0)
        // The oblique's post table: italic angle, 16.16 fixed point at offset 4.
        let file = try FontFile(path: dejaVu + "DejaVuSans-Oblique.ttf")
        let post = try #require(file.tables["post"])
        let angle = Double(Int32(bitPattern: FontFile.u32(file.bytes, post + 4))) / 65536
        #expect(angle < 0)
        #expect(abs(try #require(trait(oblique, kCTFontSlantTrait)) - (-angle / 30)) < 1e-9)
        #expect(try #require(trait(condensed, kCTFontWidthTrait)) < 0)
    }

    @Test("a glyph by its name is the glyph the character map gives the character; an unknown name gives 0")
    func glyphByName() throws {
        let file = try FontFile(path: dejaVu + "DejaVuSans.ttf")
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)
        for character: Character in ["A", "g", "é"] {
            let expected = try FontFile.glyph(of: character, bytes: file.bytes, tables: file.tables)
            let name = character == "é" ? "eacute" : String(character)
            #expect(Int(CTFontGetGlyphWithName(font, name as CFString)) == expected, "\(name)")
        }
        #expect(CTFontGetGlyphWithName(font, "no-such-glyph" as CFString) == 0)
    }

    @Test("showGlyphs draws the context's font at its size, as CTFontDrawGlyphs does; nothing before a font is set")
    func showGlyphs() throws {
        let (font, glyphs, positions) = try hiGlyphs()
        func drawn(_ draw: (CGContext) -> Void) throws -> [UInt8] {
            let context = try bitmap(80, 60)
            draw(context)
            let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
            return Array(UnsafeBufferPointer(start: data, count: context.bytesPerRow * context.height))
        }
        let reference = try drawn { CTFontDrawGlyphs(font, glyphs, positions, 2, $0) }
        let shown = try drawn { context in
            context.setFont(try! #require(CGFont("DejaVu Sans" as CFString)))
            context.setFontSize(40)
            context.setCharacterSpacing(5)
            context.showGlyphs(glyphs, at: positions)
        }
        let same = shown == reference, inked = reference.contains { $0 != 0 }
        #expect(same && inked)
        let none = try drawn { $0.showGlyphs(glyphs, at: positions) }
        #expect(!none.contains { $0 != 0 })
        let mismatched = try drawn { context in
            context.setFont(try! #require(CGFont("DejaVu Sans" as CFString)))
            context.setFontSize(40)
            context.showGlyphs(glyphs, at: [positions[0]])
        }
        #expect(!mismatched.contains { $0 != 0 })
    }

    /// Glyphs drawn after translucent or outlined text are as opaque as their colour: Pango's
    /// shared renderer keeps the alpha of the last run it drew, which glyphs shown through it
    /// took (see `GlyphPainter.draw`).
    @Test("glyphs drawn after translucent and outlined text are opaque")
    func glyphsAfterTranslucentText() throws {
        let (font, glyphs, positions) = try hiGlyphs()
        let fontKey = NSAttributedString.Key(kCTFontAttributeName as String)
        let translucent: [NSAttributedString.Key: Any] = [
            fontKey: font, NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor(red: 0, green: 0, blue: 1, alpha: 0.25)]
        let outlined: [NSAttributedString.Key: Any] = [
            fontKey: font, NSAttributedString.Key(kCTStrokeWidthAttributeName as String): 3.0]
        for attributes in [translucent, outlined] {
            let before = try bitmap(120, 60)
            before.textPosition = CGPoint(x: 5, y: 15)
            CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "Hi", attributes: attributes) as CFAttributedString),
                       before)
            let context = try bitmap(80, 60)
            CTFontDrawGlyphs(font, glyphs, positions, 2, context)
            let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
            let alphas = stride(from: 3, to: context.bytesPerRow * context.height, by: 4).map { data[$0] }
            #expect(alphas.max() == 255)
        }
    }

    /// Glyphs drawn without attributes (CTFontDrawGlyphs, showGlyphs) take the context's fill
    /// colour, as Core Graphics paints glyphs with its graphics state; the global alpha applies
    /// once. A run drawn by CTRunDraw keeps Core Text's default black for text that sets no
    /// colour. Premultiplied BGRA bytes: a red glyph pixel is (0, 0, a, a).
    @Test("glyphs shown without attributes take the fill colour; a run without a colour is black")
    func glyphsTakeTheFillColour() throws {
        let (font, glyphs, positions) = try hiGlyphs()
        func pixels(_ draw: (CGContext) -> Void) throws -> [[UInt8]] {
            let context = try bitmap(80, 60)
            draw(context)
            let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
            return stride(from: 0, to: context.bytesPerRow * context.height, by: 4).map { Array(UnsafeBufferPointer(start: data + $0, count: 4)) }
                .filter { $0[3] != 0 }
        }
        let red = try pixels { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            CTFontDrawGlyphs(font, glyphs, positions, 2, context)
        }
        #expect(red.count > 100 && red.allSatisfy { $0[0] == 0 && $0[1] == 0 && $0[2] == $0[3] })
        #expect(red.contains { $0[3] == 255 })
        let blue = try pixels { context in
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.setFont(try! #require(CGFont("DejaVu Sans" as CFString)))
            context.setFontSize(40)
            context.showGlyphs(glyphs, at: positions)
        }
        #expect(blue.count == red.count && blue.allSatisfy { $0[0] == $0[3] && $0[1] == 0 && $0[2] == 0 })
        // Half the global alpha on an opaque colour: the glyphs' solid pixels at 128, not 64.
        let half = try pixels { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setAlpha(0.5)
            CTFontDrawGlyphs(font, glyphs, positions, 2, context)
        }
        #expect(half.map { $0[3] }.max().map { abs(Int($0) - 128) <= 1 } == true)
        // The same glyphs as a run of a line, drawn by CTRunDraw under a red fill colour: black.
        let line = CTLineCreateWithAttributedString(NSAttributedString(
            string: "Hi", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font]) as CFAttributedString)
        let run = try #require((CTLineGetGlyphRuns(line) as? [CTRun])?.first)
        let black = try pixels { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.textPosition = CGPoint(x: 10, y: 12)
            CTRunDraw(run, context, CFRange(location: 0, length: 0))
        }
        #expect(black.count > 100 && black.allSatisfy { $0[0] == 0 && $0[1] == 0 && $0[2] == 0 })
    }

    @Test("font-rendering settings and rendering intents are accepted and leave text's pixels alone")
    func renderingSettings() throws {
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Ag", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 30, nil),
        ]) as CFAttributedString)
        func drawn(_ prepare: (CGContext) -> Void) throws -> [UInt8] {
            let context = try bitmap(60, 40)
            prepare(context)
            context.textPosition = CGPoint(x: 5, y: 10)
            CTLineDraw(line, context)
            let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
            return Array(UnsafeBufferPointer(start: data, count: context.bytesPerRow * context.height))
        }
        let plain = try drawn { _ in }
        let set = try drawn { context in
            context.setAllowsFontSmoothing(false)
            context.setShouldSmoothFonts(false)
            context.setAllowsFontSubpixelPositioning(false)
            context.setShouldSubpixelPositionFonts(false)
            context.setAllowsFontSubpixelQuantization(true)
            context.setShouldSubpixelQuantizeFonts(true)
            context.setRenderingIntent(.perceptual)
        }
        let same = plain == set
        #expect(same)
    }
}

/// Whether `font` has a glyph for every UTF-16 unit of `text` (none of it a surrogate pair).
private func covers(_ font: CTFont, _ text: String) -> Bool {
    var units = Array(text.utf16), glyphs = [CGGlyph](repeating: 0, count: units.count)
    return CTFontGetGlyphsForCharacters(font, &units, &glyphs, units.count)
}

@Suite("import CoreText: the font for a string")
struct CoreTextFallbackTests {
    @Test("a covered range gives the font itself; a character it lacks, a font of the same size that has it")
    func fallback() throws {
        let sans = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        let text = "Ab 漢 क" as CFString
        // "Ab " is DejaVu Sans's own; the space needs no glyph.
        #expect(CTFontCopyFamilyName(CTFontCreateForString(sans, text, CFRange(location: 0, length: 3))) as String
                    == "DejaVu Sans")
        for (location, character) in [(3, "漢"), (5, "क")] {
            #expect(!covers(sans, character))
            let chosen = CTFontCreateForString(sans, text, CFRange(location: location, length: 1))
            #expect(covers(chosen, character), "\(character)")
            #expect(CTFontGetSize(chosen) == 20)
            #expect(CTFontCopyFamilyName(chosen) as String != "DejaVu Sans")
        }
        // Out-of-range and empty ranges give the font back.
        #expect(CTFontCopyFamilyName(CTFontCreateForString(sans, text, CFRange(location: 40, length: 3))) as String
                    == "DejaVu Sans")
        #expect(CTFontCopyFamilyName(CTFontCreateForString(sans, text, CFRange(location: 1, length: 0))) as String
                    == "DejaVu Sans")
    }

    @Test("a bold or italic font falls back to a face of the same weight and slant")
    func fallbackKeepsTraits() {
        for (name, trait) in [("DejaVu Sans Bold", CTFontSymbolicTraits.traitBold),
                              ("DejaVu Sans Oblique", CTFontSymbolicTraits.traitItalic)] {
            let font = CTFontCreateWithName(name as CFString, 20, nil)
            #expect(CTFontGetSymbolicTraits(font).contains(trait), "\(name)")
            let chosen = CTFontCreateForString(font, "漢" as CFString, CFRange(location: 0, length: 1))
            #expect(covers(chosen, "漢"))
            #expect(CTFontCopyFamilyName(chosen) as String != "DejaVu Sans")
            #expect(CTFontGetSymbolicTraits(chosen).contains(trait), "\(name)")
        }
        // The weight is asked of fontconfig, not only put on the face it finds: Lohit Devanagari
        // has no Ω, and DejaVu Sans, which has, has a bold face of its own (the family alone
        // gives DejaVuSans, emboldened).
        let lohitBold = CTFontCreateWithName("Lohit Devanagari Bold" as CFString, 20, nil)
        let omega = CTFontCreateForString(lohitBold, "Ω" as CFString, CFRange(location: 0, length: 1))
        #expect(CTFontCopyPostScriptName(omega) as String == "DejaVuSans-Bold")
        // A regular font's fallback stays regular.
        let plain = CTFontCreateForString(CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil), "漢" as CFString,
                                          CFRange(location: 0, length: 1))
        #expect(!CTFontGetSymbolicTraits(plain).contains(.traitBold))
        #expect(!CTFontGetSymbolicTraits(plain).contains(.traitItalic))
    }
}
