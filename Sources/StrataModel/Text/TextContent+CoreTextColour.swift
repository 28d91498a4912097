import Foundation

extension TextContent {
    /// The content coloured as Core Text colours attributed text: a character without a colour
    /// of its own is black (`kCTForegroundColorAttributeName`'s default), except in runs that
    /// take the context's fill colour (`kCTForegroundColorFromContextAttributeName`), which keep
    /// none. Drawn with the context's fill colour as the engine's default, every character then
    /// comes out in Core Text's colour. A text layer's attributed string is coloured so too: its
    /// `foregroundColor` is for plain strings only, as Apple documents.
    package var coloredAsCoreText: TextContent {
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var runs: [TextRun] = []
        var next = 0
        func blacken(upTo end: Int) {
            guard end > next else { return }
            var gap = TextRun(bytes: next..<end)
            gap.color = black
            runs.append(gap)
        }
        for var run in self.runs {
            blacken(upTo: run.bytes.lowerBound)
            if !run.colorFromContext, run.color == nil { run.color = black }
            runs.append(run)
            next = max(next, run.bytes.upperBound)
        }
        blacken(upTo: string.utf8.count)
        return TextContent(string: string, runs: runs, nullOffsets: nullOffsets)
    }
}
