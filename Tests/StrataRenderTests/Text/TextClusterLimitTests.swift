import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Renders like `TextPixels.render`, recording the diagnostics it reports.
private func renderRecording(_ configure: @escaping (CATextLayer) -> Void) -> (CGImage?, [String]) {
    var image: CGImage?
    let messages = BehaviourTestSupport.recordingDiagnostics {
        image = TextPixels.render(width: 200, height: 50, configure)
    }
    return (image, messages)
}

/// "x" followed by `count` combining acute accents (U+0301), then `tail`.
private func marked(_ count: Int, then tail: String = "") -> String {
    "x" + String(repeating: "\u{301}", count: count) + tail
}

@Suite("Text: a character carrying thousands of combining marks")
struct TextClusterLimitTests {
    @Test("32 767 marks on one letter draw as 64 do, with one diagnostic")
    func marksPastTheCapAreLeftOut() throws {
        let (image, messages) = renderRecording { $0.string = marked(32_767) }
        #expect(messages == ["a character carries more than 64 combining marks; the rest are not drawn"])
        let expected = try #require(TextPixels.render(width: 200, height: 50) { $0.string = marked(64) })
        #expect(TextPixels.compare(try #require(image), to: expected)?.psnr == .infinity)
    }

    @Test("64 marks are laid out whole and reported as nothing")
    func atTheCap() {
        let (_, messages) = renderRecording { $0.string = marked(64) }
        #expect(messages.isEmpty)
        #expect(TextClusterLimit(Array(marked(64).utf8)).bytes == Array(marked(64).utf8))
    }

    @Test("attributes after a cut character still fall on their own characters")
    func runsAfterTheCutKeepTheirPlace() throws {
        func attributed(_ marks: Int) -> NSAttributedString {
            let text = NSMutableAttributedString(string: marked(marks, then: "RED blue"))
            let red = (text.string as NSString).range(of: "RED")
            text.addAttribute(.foregroundColor, value: CGColor(red: 1, green: 0, blue: 0, alpha: 1), range: red)
            return text
        }
        let (image, _) = renderRecording { $0.string = attributed(500) }
        let expected = try #require(TextPixels.render(width: 200, height: 50) { $0.string = attributed(64) })
        #expect(TextPixels.compare(try #require(image), to: expected)?.psnr == .infinity)
    }

    @Test("offsets map past, into and after the ranges left out")
    func offsetMapping() {
        // Two characters of 1 + 100 scalars ("x" then 100 two-byte marks: 201 bytes each).
        let one = Array(marked(100).utf8)
        let limit = TextClusterLimit(one + one)
        // Each keeps 1 + 64 scalars: 1 + 128 bytes; 72 bytes left out of each.
        #expect(limit.bytes.count == 2 * 129)
        #expect(limit.laidOutOffset(0) == 0)
        #expect(limit.laidOutOffset(129) == 129)          // where the first cut starts
        #expect(limit.laidOutOffset(150) == 129)          // inside it
        #expect(limit.laidOutOffset(201) == 129)          // the second character's start
        #expect(limit.laidOutOffset(402) == 258)          // the end
    }
}
