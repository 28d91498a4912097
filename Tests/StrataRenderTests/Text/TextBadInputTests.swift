import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import Strata
import StrataTestSupport

/// Renders like `TextPixels.render`, recording the diagnostics it reports.
private func renderRecording(width: Int = 200, height: Int = 50, _ configure: (CATextLayer) -> Void)
    -> (image: CGImage?, diagnostics: [String]) {
    var image: CGImage?
    let diagnostics = BehaviourTestSupport.recordingDiagnostics {
        image = TextPixels.render(width: width, height: height, configure)
    }
    return (image, diagnostics)
}

@Suite("Text: bad input")
struct TextBadInputTests {
    @Test func invalidUTF8FromDataDrawsReplacementCharacters() throws {
        // Bytes that are not UTF-8 (a lone continuation byte, an overlong lead, a truncated
        // sequence) become U+FFFD when the Data is decoded; the rest of the text survives.
        let bytes = Data([0x4F, 0x4B, 0x80, 0xC0, 0xAF, 0x21, 0xE2, 0x82])
        let decoded = String(decoding: bytes, as: UTF8.self)
        #expect(decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count >= 3)
        let (image, diagnostics) = renderRecording { $0.string = decoded }
        #expect(diagnostics.isEmpty)
        let drawn = try #require(image)
        let expected = try #require(TextPixels.render(width: 200, height: 50) { $0.string = decoded })
        #expect(TextPixels.compare(drawn, to: expected)?.psnr == .infinity)
        let layout = try #require(TextPixels.layout(width: nil) { $0.string = decoded })
        #expect(layout.unknownGlyphCount == 0, "DejaVu Sans has U+FFFD")
        // UTF-16 with an unpaired surrogate, through NSString, is repaired the same way.
        if let unpaired = NSString(data: Data([0x41, 0x00, 0x00, 0xD8, 0x42, 0x00]), encoding: String.Encoding.utf16LittleEndian.rawValue) {
            let (image, _) = renderRecording { $0.string = unpaired }
            #expect(image.map { TextPixels.inkCount($0) } ?? 0 > 0)
        }
    }

    @Test func aNulCharacterIsDroppedNotTheTextAfterIt() throws {
        let (image, diagnostics) = renderRecording { $0.string = "ab\u{0}cd" }
        #expect(diagnostics == ["string contains U+0000, which is not drawn"])
        let expected = try #require(TextPixels.render(width: 200, height: 50) { $0.string = "abcd" })
        #expect(TextPixels.compare(try #require(image), to: expected)?.psnr == .infinity)
    }

    @Test func aStringValueOfAnotherTypeIsReportedAndDrawsNothing() throws {
        let (image, diagnostics) = renderRecording { $0.string = Data("hello".utf8) }
        #expect(diagnostics.count == 1 && diagnostics[0].contains("Data"))
        #expect(TextPixels.inkCount(try #require(image)) == 0)
        let fontDiagnostics = BehaviourTestSupport.recordingDiagnostics { CATextLayer().font = 12 }
        #expect(fontDiagnostics.count == 1 && fontDiagnostics[0].contains("default font"))
    }

    @Test func aMegabyteStringIsCutAndLaidOutInBoundedTime() throws {
        let huge = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
        #expect(huge.utf8.count > 1_000_000)
        let start = Date()
        let (image, diagnostics) = renderRecording(width: 400, height: 300) {
            $0.string = huge
            $0.isWrapped = true
            $0.fontSize = 12
        }
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 2, "took \(seconds) s")
        #expect(diagnostics == ["string is longer than \(TextLimits.maximumBytes) bytes of UTF-8; the rest is not drawn"])
        #expect(TextPixels.inkCount(try #require(image)) > 1000)
        // Many short lines are cut by count.
        let lines = String(repeating: "x\n", count: 10_000)
        let (_, lineDiagnostics) = renderRecording { $0.string = lines }
        #expect(lineDiagnostics == ["string has more than \(TextLimits.maximumLines) lines; the rest is not drawn"])
    }

    @Test func theCutNeverSplitsACharacter() {
        let text = String(repeating: "世", count: TextLimits.maximumBytes)
        let (bytes, problem) = TextLimits.laidOutBytes(of: text)
        #expect(problem != nil)
        #expect(bytes.count % 3 == 0 && bytes.count <= TextLimits.maximumBytes)
        #expect(String(validating: bytes, as: UTF8.self) != nil)
    }

    @Test func aFontThatIsNotInstalledIsReportedAndSubstituted() throws {
        let (image, diagnostics) = renderRecording { $0.font = "No Such Font 123"; $0.string = "Fallback" }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("\"No Such Font 123\" is not installed") == true)
        // fontconfig's substitute for an unknown family is the default sans-serif face.
        let expected = try #require(TextPixels.render(width: 200, height: 50) { $0.string = "Fallback" })
        #expect(TextPixels.compare(try #require(image), to: expected)?.psnr == .infinity)
        #expect(CGFont("No Such Font 123") == nil)
    }

    @Test(arguments: [CGFloat(0), -4, .nan, .infinity, 10_000])
    func unusableFontSizesAreReportedAndClamped(_ size: CGFloat) throws {
        let start = Date()
        let (image, diagnostics) = renderRecording { $0.fontSize = size; $0.string = "Size" }
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(diagnostics.count == 1 && diagnostics[0].hasPrefix("fontSize"))
        let drawnAt: CGFloat = size.isFinite ? min(max(size, TextLimits.fontSizes.lowerBound), TextLimits.fontSizes.upperBound)
            : TextLimits.defaultFontSize
        let expected = try #require(TextPixels.render(width: 200, height: 50) { $0.fontSize = drawnAt; $0.string = "Size" })
        #expect(TextPixels.compare(try #require(image), to: expected)?.psnr == .infinity)
    }

    @Test func aProblemIsReportedOncePerChangeNotPerFrame() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let text = CATextLayer()
        text.frame = root.bounds
        text.font = "No Such Font 123"
        text.string = "frames"
        root.addSublayer(text)
        let context = try #require(CGContext(data: nil, width: 100, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: RenderTestSupport.bitmapInfo))
        let diagnostics = BehaviourTestSupport.recordingDiagnostics {
            let renderer = CARenderer(cgContext: context)
            renderer.layer = root
            for frame in 0..<5 {
                // The box animates its width: a new layout each frame, for the same reason.
                text.bounds.size.width = 100 - CGFloat(frame)
                renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
                renderer.addUpdate(renderer.bounds)
                renderer.render()
                renderer.endFrame()
            }
        }
        #expect(diagnostics.count == 1)
    }
}
