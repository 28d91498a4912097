import Foundation
import Testing
@testable import StrataRender
import Strata
import StrataTestSupport

// Truncation, wrapping, alignment and justification, checked in the pixels each line draws.

/// Runs of adjacent inked columns in `rows`, left to right, each with the rows its ink spans.
private func inkRuns(_ image: CGImage, rows: Range<Int>) -> [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)] {
    var runs: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
    var start: Int?, top = Int.max, bottom = -1
    for x in 0...image.width {
        let inked = x < image.width ? rows.filter { TextPixels.ink(image, x, $0) > 64 } : []
        if let first = inked.first, let last = inked.last {
            if start == nil { start = x }
            top = min(top, first); bottom = max(bottom, last)
        } else if let begun = start {
            runs.append((begun...(x - 1), top...bottom))
            start = nil; top = .max; bottom = -1
        }
    }
    return runs
}

/// Whether the three runs are the dots of an ellipsis: small, alike, sitting on the baseline.
private func areEllipsisDots(_ runs: ArraySlice<(columns: ClosedRange<Int>, rows: ClosedRange<Int>)>,
                             baseline: Int, size: Int) -> Bool {
    guard runs.count == 3 else { return false }
    let widths = runs.map { $0.columns.count }
    return runs.allSatisfy { $0.rows.count <= size / 5 && abs($0.rows.upperBound - baseline) <= 2 }
        && (widths.max() ?? 0) - (widths.min() ?? 0) <= 1
}

@Suite("Text: lines, truncation and alignment")
struct TextLineTests {
    private let sentence = "The quick brown fox jumps over the lazy dog"

    @Test(arguments: [CATextLayerTruncationMode.end, .start, .middle])
    func truncationShowsAnEllipsisInsideTheBounds(_ mode: CATextLayerTruncationMode) throws {
        let width = 180
        let configure = { (layer: CATextLayer) in
            layer.string = self.sentence
            layer.fontSize = 20
            layer.truncationMode = mode
        }
        let page = try #require(TextPixels.render(width: 300, height: 40, layerFrame: CGRect(x: 0, y: 0, width: width, height: 40),
                                                  configure))
        let layout = try #require(TextPixels.layout(width: CGFloat(width), height: 40, configure))
        #expect(layout.isEllipsized)
        let ink = try #require(TextPixels.inkBox(page))
        #expect(ink.maxX <= CGFloat(width), "ink reaches \(ink.maxX), past the bounds' \(width)")
        let baseline = Int(try #require(layout.lines.first).baseline.rounded(.down))
        let runs = inkRuns(page, rows: 0..<40)
        switch mode {
        case .end: #expect(areEllipsisDots(runs.suffix(3), baseline: baseline, size: 20))
        case .start: #expect(areEllipsisDots(runs.prefix(3), baseline: baseline, size: 20))
        default:
            let inside = runs.indices.dropFirst().dropLast(3).contains { areEllipsisDots(runs[$0..<$0 + 3], baseline: baseline, size: 20) }
            #expect(inside, "no ellipsis between the two ends")
        }
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let layout = try #require(TextPixels.layout(width: 600) { $0.string = sentence; $0.truncationMode = .end })
        #expect(!layout.isEllipsized)
    }

    @Test func wrappedTruncatedTextEndsItsLastVisibleLineInAnEllipsis() throws {
        // Three lines of 24-point text fit in 90 points: the third ends in "…".
        let layout = try #require(TextPixels.layout(width: 160, height: 90) {
            $0.string = self.sentence + " " + self.sentence
            $0.isWrapped = true
            $0.truncationMode = .end
        })
        #expect(layout.isEllipsized)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.allSatisfy { $0.frame.maxY <= 90 })
    }

    @Test func wrappingBreaksBetweenWordsAndInsideWordsTooLongForALine() throws {
        let layout = try #require(TextPixels.layout(width: 120) {
            $0.string = "a b supercalifragilistic c"
            $0.isWrapped = true
        })
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.allSatisfy { $0.frame.width <= 120 + 1e-6 })
        // Unwrapped, one line per paragraph whatever the width.
        let unwrapped = try #require(TextPixels.layout(width: 120) { $0.string = "a b supercalifragilistic c\nsecond" })
        #expect(unwrapped.lines.count == 2)
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() throws {
        let width = 300
        let paragraph = """
            Justified text shares the space left on each line between its words, so that both \
            edges are straight; the last line of the paragraph keeps its natural width instead.
            """
        let configure = { (justified: Bool) in { (layer: CATextLayer) in
            layer.string = paragraph
            layer.fontSize = 16
            layer.isWrapped = true
            layer.alignmentMode = justified ? .justified : .natural
        } }
        let layout = try #require(TextPixels.layout(width: CGFloat(width), configure(true)))
        let image = try #require(TextPixels.render(width: width, height: 200, configure(true)))
        let ragged = try #require(TextPixels.render(width: width, height: 200, configure(false)))
        #expect(layout.lines.count >= 3)
        var raggedEnds: [Int] = []
        for (index, line) in layout.lines.enumerated() {
            let rows = Int(line.frame.minY)..<Int(line.frame.maxY)
            let columns = TextPixels.inkColumns(image, rows: rows)
            let first = try #require(columns.first), last = try #require(columns.last)
            #expect(first <= 2)
            if index < layout.lines.count - 1 {
                #expect(last >= width - 3, "line \(index) ends at \(last), short of \(width)")
            } else {
                #expect(last < width - 30, "the last line should keep its natural width")
            }
            raggedEnds.append(try #require(TextPixels.inkColumns(ragged, rows: rows).last))
        }
        // Without justification the same lines end raggedly.
        #expect(raggedEnds.dropLast().contains { $0 < width - 6 })
    }

    @Test func alignmentModesPlaceLinesAcrossTheBounds() throws {
        let width = 300
        let span = { (mode: CATextLayerAlignmentMode, text: String) throws -> CGRect in
            let image = try #require(TextPixels.render(width: width, height: 40) { $0.string = text; $0.alignmentMode = mode })
            return try #require(TextPixels.inkBox(image))
        }
        let left = try span(.left, "Hello"), right = try span(.right, "Hello"), center = try span(.center, "Hello")
        #expect(left.minX <= 3)
        #expect(right.maxX >= CGFloat(width - 3))
        #expect(abs(center.midX - CGFloat(width) / 2) <= 2)
        #expect(try span(.natural, "Hello").minX == left.minX)
        // Natural follows the paragraph's direction; left and right mean left and right.
        #expect(try span(.natural, "שלום").maxX >= CGFloat(width - 3))
        #expect(try span(.left, "שלום").minX <= 3)
        #expect(try span(.right, "Hello").maxX == right.maxX)
    }

    @Test func paragraphStylesAlignTheirOwnParagraphs() throws {
        let text = NSMutableAttributedString(string: "Left\nCentre\nRight")
        let centred = NSMutableParagraphStyle(), flushRight = NSMutableParagraphStyle()
        centred.alignment = .center
        flushRight.alignment = .right
        text.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 5, length: 7))
        text.addAttribute(.paragraphStyle, value: flushRight, range: NSRange(location: 12, length: 5))
        let layout = try #require(TextPixels.layout(width: 300) { $0.string = text })
        let image = try #require(TextPixels.render(width: 300, height: 120) { $0.string = text })
        #expect(layout.lines.count == 3)
        let spans = try layout.lines.map { line in
            try #require(TextPixels.inkColumns(image, rows: Int(line.frame.minY)..<Int(line.frame.maxY)).first)
                ... (try #require(TextPixels.inkColumns(image, rows: Int(line.frame.minY)..<Int(line.frame.maxY)).last))
        }
        #expect(spans[0].lowerBound <= 3)
        #expect(abs(Double(spans[1].lowerBound + spans[1].upperBound) / 2 - 150) <= 2)
        #expect(spans[2].upperBound >= 297)
    }

    @Test func preferredFrameSizeFitsTheText() throws {
        let layer = CATextLayer()
        layer.string = "Hello, world"
        layer.font = "DejaVu Sans"
        layer.fontSize = 24
        let size = layer.preferredFrameSize()
        let layout = try #require(TextPixels.layout(width: nil) { $0.string = "Hello, world" })
        #expect(size == CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)))
        #expect(size.width > 100 && size.height >= 24)
        // Sized so, the text is drawn whole: truncation finds nothing to cut.
        let fitted = try #require(TextPixels.layout(width: size.width, height: size.height) {
            $0.string = "Hello, world"; $0.truncationMode = .end
        })
        #expect(!fitted.isEllipsized)
        // Wrapped, it is measured at the width of the bounds.
        layer.isWrapped = true
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 10)
        let wrapped = layer.preferredFrameSize()
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > size.height)
    }
}
