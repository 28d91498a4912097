import CoreText
import Foundation
import QuartzCore
import Testing

// Core Text fonts as Apple documents them: CTFontCreateWithName takes a PostScript, full or
// family name and a size in points (0.0 gives the default 12.0); CTFontCreateCopyWithAttributes
// keeps the original size for 0.0; a CATextLayer ignores the size of a CTFont given as its font
// (fontSize is used), while an attributed string's run draws its CTFont at the CTFont's size.
// Names are those of fonts-dejavu-core's files (fc-query: family "DejaVu Sans", full name
// "DejaVu Sans Bold", PostScript name "DejaVuSans-Bold").

/// The pixels of `layer` drawn with `render(in:)` into a 240 × 80 context.
private func pixels(of layer: CALayer) throws -> [UInt8] {
    let context = try #require(CGContext(data: nil, width: 240, height: 80, bitsPerComponent: 8, bytesPerRow: 240 * 4,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                             | CGBitmapInfo.byteOrder32Little.rawValue))
    context.translateBy(x: 0, y: 80)
    context.scaleBy(x: 1, y: -1)
    layer.render(in: context)
    let data = try #require(context.data)
    return Array(UnsafeRawBufferPointer(start: data, count: 240 * 80 * 4))
}

/// A text layer over the whole context, with `configure` applied.
private func textLayer(_ configure: (CATextLayer) -> Void) -> CATextLayer {
    let layer = CATextLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
    layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    configure(layer)
    return layer
}

@Suite("import CoreText: CTFont")
struct CoreTextFontTests {
    @Test("a font by full, PostScript or family name, its names and size")
    func namesAndSize() {
        for name in ["DejaVu Sans Bold", "DejaVuSans-Bold"] {
            let font = CTFontCreateWithName(name as CFString, 24, nil)
            #expect(CTFontGetSize(font) == 24)
            #expect(CTFontCopyPostScriptName(font) as String == "DejaVuSans-Bold")
            #expect(CTFontCopyFamilyName(font) as String == "DejaVu Sans")
            #expect(CTFontCopyFullName(font) as String == "DejaVu Sans Bold")
        }
        #expect(CTFontCopyPostScriptName(CTFontCreateWithName("DejaVu Sans" as CFString, 10, nil)) as String == "DejaVuSans")
        #expect(CTFontCopyGraphicsFont(CTFontCreateWithName("DejaVu Sans Bold" as CFString, 9, nil), nil)
            == CGFont("DejaVu Sans Bold"))
    }

    @Test("size 0 gives 12; a copy at 0 keeps the size, at 48 takes it; a descriptor names the face")
    func sizes() {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 0, nil)
        #expect(CTFontGetSize(font) == 12)
        let big = CTFontCreateWithName("DejaVu Sans" as CFString, 30, nil)
        #expect(CTFontGetSize(CTFontCreateCopyWithAttributes(big, 0, nil, nil)) == 30)
        #expect(CTFontGetSize(CTFontCreateCopyWithAttributes(big, 48, nil, nil)) == 48)
        let bold = CTFontDescriptorCreateWithNameAndSize("DejaVu Sans Bold" as CFString, 0)
        let copy = CTFontCreateCopyWithAttributes(big, 0, nil, bold)
        #expect(CTFontCopyPostScriptName(copy) as String == "DejaVuSans-Bold" && CTFontGetSize(copy) == 30)
        #expect(CTFontGetSize(CTFontCreateWithFontDescriptor(bold, 0, nil)) == 12)
    }

    @Test("a name no font has gives fontconfig's substitute, and a text layer drawing it says so")
    func missingName() {
        let font = CTFontCreateWithName("No Such Face 42" as CFString, 20, nil)
        #expect(CTFontGetSize(font) == 20)
        #expect(font.missingName == "No Such Face 42")
        let layer = textLayer { $0.font = font; $0.string = "Hi" }
        let lines = diagnostics { _ = try? pixels(of: layer) }
        #expect(lines.contains { $0.contains("\"No Such Face 42\" is not installed") }, "\(lines)")
    }

    @Test("a text layer's CTFont gives the face; its size comes from fontSize, as on Apple")
    func layerFontIgnoresCTFontSize() throws {
        let withCTFont = textLayer {
            $0.font = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 100, nil)
            $0.fontSize = 20
            $0.string = "Strata"
        }
        let withName = textLayer { $0.font = "DejaVu Sans Bold"; $0.fontSize = 20; $0.string = "Strata" }
        #expect(try pixels(of: withCTFont) == pixels(of: withName))
    }

    @Test("an attributed run's CTFont is drawn at the CTFont's size, through either key")
    func runFontCarriesItsSize() throws {
        let font = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 40, nil)
        let reference = try pixels(of: textLayer { $0.font = "DejaVu Sans Bold"; $0.fontSize = 40; $0.string = "Big" })
        for key in [NSAttributedString.Key.font, NSAttributedString.Key(kCTFontAttributeName as String)] {
            let run = textLayer {
                $0.fontSize = 12
                $0.string = NSAttributedString(string: "Big", attributes: [key: font,
                    .foregroundColor: CGColor(red: 0, green: 0, blue: 0, alpha: 1)])
            }
            #expect(try pixels(of: run) == reference)
        }
    }
}
