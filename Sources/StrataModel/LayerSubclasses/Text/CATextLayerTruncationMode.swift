import Foundation

/// How a text layer shortens a line that does not fit (Apple's `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name.
    public let rawValue: String
    /// Creates a mode from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: the line is clipped at the bounds.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Characters are removed from the start, which shows "…" instead.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Characters are removed from the end, which shows "…" instead.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Characters are removed from the middle, which shows "…" instead.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
