import Foundation

/// What a text layer draws, read once from its `string` when it is set (Apple's text layer
/// copies the string, so later changes to a mutable attributed string are not drawn): the
/// characters, and for an attributed string the runs that carry attributes.
package struct TextContent: Equatable, Sendable {
    /// The characters, without U+0000 (see `init(_:report:)`).
    package var string: String
    /// The attributed runs in order, not overlapping, in UTF-8 bytes of `string`; empty for
    /// plain text. An attributed string's characters are all in runs, coloured as Core Text
    /// colours them (`coloredAsCoreText`).
    package var runs: [TextRun]
    /// Where the U+0000 left out of `string` stood in the caller's string, in ascending UTF-16
    /// offsets of it (NSRange's unit), so that offsets given back to the caller (Core Text's
    /// string ranges) count them; empty when there were none.
    package var nullOffsets: [Int]

    package init(string: String, runs: [TextRun] = [], nullOffsets: [Int] = []) {
        self.string = string
        self.runs = runs
        self.nullOffsets = nullOffsets
    }

    /// The content of a `string` property value: a `String`, `NSString` or
    /// `NSAttributedString`. Nil for nil, and for any other value (reported: Apple's layer
    /// draws nothing for it either).
    ///
    /// U+0000 is dropped (with a report): the C text stack takes it for the end of the text, so
    /// it would silently cut off what follows; Core Text draws nothing for it.
    package init?(_ value: Any?, report: (String) -> Void) {
        switch value {
        case nil:
            return nil
        case let text as String:
            self.init(plain: text, report: report)
        case let attributed as NSAttributedString:
            self.init(attributed: attributed, report: report)
            self = coloredAsCoreText
        case let text as NSString:
            self.init(plain: String(describing: text), report: report)
        case let other?:
            report("string \(type(of: other)) value is not a String, NSString or NSAttributedString; nothing is drawn")
            return nil
        }
    }

    private init(plain text: String, report: (String) -> Void) {
        self.init(string: TextContent.withoutNull(text, report: report), nullOffsets: TextContent.nullOffsets(in: text))
    }

    private init(attributed: NSAttributedString, report: (String) -> Void) {
        let text = attributed.string
        // UTF-16 offsets (NSRange's unit) to UTF-8 offsets (the engine's), NULs left out.
        var utf8Offsets: [Int] = []
        utf8Offsets.reserveCapacity(text.utf16.count + 1)
        var utf8 = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<scalar.utf16.count { utf8Offsets.append(utf8) }
            if scalar != "\0" { utf8 += scalar.utf8.count }
        }
        utf8Offsets.append(utf8)
        var runs: [TextRun] = []
        var reports = Set<String>()
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            let lower = utf8Offsets[min(range.location, utf8Offsets.count - 1)]
            let upper = utf8Offsets[min(range.location + range.length, utf8Offsets.count - 1)]
            let run = TextRun(bytes: lower..<upper, attributes: attributes) { reports.insert($0) }
            if !run.isPlain, upper > lower { runs.append(run) }
        }
        // One report per distinct problem, not one per run that repeats it.
        for message in reports.sorted() { report(message) }
        self.init(string: TextContent.withoutNull(text, report: report), runs: runs,
                  nullOffsets: TextContent.nullOffsets(in: text))
    }

    /// The UTF-16 offsets of the U+0000 in `text`.
    private static func nullOffsets(in text: String) -> [Int] {
        guard text.utf8.contains(0) else { return [] }
        return text.utf16.enumerated().compactMap { $0.element == 0 ? $0.offset : nil }
    }

    private static func withoutNull(_ text: String, report: (String) -> Void) -> String {
        guard text.utf8.contains(0) else { return text }
        report("string contains U+0000, which is not drawn")
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\0" }))
    }
}
