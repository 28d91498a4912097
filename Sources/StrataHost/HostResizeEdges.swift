/// The edges an interactive resize moves, as xdg-shell numbers them (`xdg_toplevel.resize_edge`:
/// top 1, bottom 2, left 4, right 8, corners the sums).
public struct HostResizeEdges: OptionSet, Sendable, Hashable {
    /// The raw xdg-shell value.
    public let rawValue: UInt32
    /// Makes edges from an xdg-shell value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = HostResizeEdges(rawValue: 1)
    /// The bottom edge.
    public static let bottom = HostResizeEdges(rawValue: 2)
    /// The left edge.
    public static let left = HostResizeEdges(rawValue: 4)
    /// The right edge.
    public static let right = HostResizeEdges(rawValue: 8)
}
