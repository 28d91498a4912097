import CWayland
import StrataHost

extension WaylandWindow {
    /// Asks the compositor to move the window with the pointer (`xdg_toplevel.move`), citing the
    /// last button press.
    public func beginInteractiveMove() {
        guard !isClosed, let input else { return }
        input.beginMove(of: toplevel)
    }

    /// Asks the compositor to resize the window from `edges` with the pointer.
    public func beginInteractiveResize(edges: HostResizeEdges) {
        guard !isClosed, let input, !edges.isEmpty else { return }
        input.beginResize(of: toplevel, edges: edges.rawValue)
    }

    /// Maximizes the window, or restores it when the compositor says it is maximized.
    public func toggleMaximized() {
        guard !isClosed else { return }
        if isMaximized { xdg_toplevel_unset_maximized(toplevel) } else { xdg_toplevel_set_maximized(toplevel) }
    }
}
