import Foundation

/// How a text layer aligns its lines (Apple's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name.
    public let rawValue: String
    /// Creates a mode from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: the left edge for left-to-right paragraphs, the right
    /// edge for right-to-left ones.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush with the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush with the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred between the edges.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Flush with both edges: the space left on a line is shared between its words, except on
    /// the last line of a paragraph (and on unwrapped lines), which are aligned naturally.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
