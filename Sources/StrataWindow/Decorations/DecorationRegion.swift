import Foundation
import StrataHost

/// What a pointer press on a window's own decorations does: where in the surface (points, the
/// title bar at the top) it landed decides.
enum DecorationRegion: Equatable {
    /// The app's layers: the press goes to them.
    case content
    /// The title bar: a drag moves the window, a double click maximizes or restores it.
    case title
    /// The close button.
    case close
    /// The border: a drag resizes the window from these edges.
    case resize(HostResizeEdges)

    /// Points from an edge that still grab it, and the close button's size and margin.
    static let borderGrab = 5.0
    static let closeSize = 20.0
    static let closeMargin = 6.0

    /// The region at `point` of a `size`-point surface whose title bar is `titleHeight` points
    /// tall. No border grabs while `maximized`: the window fills the screen and cannot be resized.
    static func at(_ point: CGPoint, size: CGSize, titleHeight: Double, maximized: Bool) -> DecorationRegion {
        guard titleHeight > 0 else { return .content }
        if !maximized {
            var edges: HostResizeEdges = []
            if point.x < borderGrab { edges.insert(.left) }
            if point.x >= size.width - borderGrab { edges.insert(.right) }
            if point.y < borderGrab { edges.insert(.top) }
            if point.y >= size.height - borderGrab { edges.insert(.bottom) }
            if !edges.isEmpty { return .resize(edges) }
        }
        guard point.y < titleHeight else { return .content }
        if closeFrame(width: size.width, titleHeight: titleHeight).contains(point) { return .close }
        return .title
    }

    /// Where the close button sits: at the right end of the title bar, centred vertically.
    static func closeFrame(width: Double, titleHeight: Double) -> CGRect {
        CGRect(x: width - closeMargin - closeSize, y: (titleHeight - closeSize) / 2, width: closeSize, height: closeSize)
    }
}
