import Foundation

/// What a text layer lays out at most, so that any input costs bounded time and memory.
enum TextLimits {
    /// The smallest and largest font sizes drawn, in points. Below 1 point no glyph covers a
    /// pixel; beyond 1000 a single glyph outgrows any screen (and its rasterized mask, cached
    /// by cairo, grows with the square of the size).
    static let fontSizes: ClosedRange<CGFloat> = 1...1000
    /// The size drawn for a size that is not a number: Apple's default.
    static let defaultFontSize: CGFloat = 36
    /// UTF-8 bytes laid out at most: about 30 screens of dense text, far more than a layer can
    /// show, and laid out in tens of milliseconds. A longer string is cut at a character.
    static let maximumBytes = 65_536
    /// Lines (newline-separated) laid out at most.
    static let maximumLines = 2_000

    /// `size` made drawable, and why it had to change (nil when it did not).
    static func fontSize(_ size: CGFloat) -> (size: CGFloat, problem: String?) {
        guard size.isFinite else {
            return (defaultFontSize, "fontSize \(size) is not a number; drawn at \(defaultFontSize)")
        }
        let clamped = min(max(size, fontSizes.lowerBound), fontSizes.upperBound)
        guard clamped != size else { return (size, nil) }
        return (clamped, "fontSize \(size) is outside \(fontSizes.lowerBound)...\(fontSizes.upperBound); drawn at \(clamped)")
    }

    /// The prefix of `text` that is laid out, as UTF-8 bytes, and what was left out (nil when
    /// nothing was).
    static func laidOutBytes(of text: String) -> (bytes: [UInt8], problem: String?) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(text.utf8.count, maximumBytes))
        var lines = 1
        for byte in text.utf8 {
            if byte == 0x0A {
                lines += 1
                if lines > maximumLines {
                    return (bytes, "string has more than \(maximumLines) lines; the rest is not drawn")
                }
            }
            if bytes.count == maximumBytes {
                // A continuation byte next means the cut fell inside a character: drop its start.
                if byte & 0xC0 == 0x80 {
                    while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
                    _ = bytes.popLast()
                }
                return (bytes, "string is longer than \(maximumBytes) bytes of UTF-8; the rest is not drawn")
            }
            bytes.append(byte)
        }
        return (bytes, nil)
    }
}
