import Foundation

/// How the lines of a paragraph are aligned (UIKit's and AppKit's `NSTextAlignment`, with
/// UIKit's raw values). Read from an attributed string's `.paragraphStyle` by `CATextLayer`.
public enum NSTextAlignment: Int, Sendable {
    /// Flush with the left edge.
    case left = 0
    /// Centred between the edges.
    case center = 1
    /// Flush with the right edge.
    case right = 2
    /// Flush with both edges, except the last line of the paragraph (which is natural).
    case justified = 3
    /// The script's own side: left for left-to-right paragraphs, right for right-to-left ones.
    case natural = 4
}
