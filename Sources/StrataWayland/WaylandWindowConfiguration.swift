/// What a new `WaylandWindow` should look like.
public struct WaylandWindowConfiguration: Sendable {
    /// Window title, shown by the compositor.
    public var title: String
    /// Initial width in logical pixels (the compositor's surface coordinates); frames are this times
    /// the output's scale.
    public var width: Int
    /// Initial height in logical pixels.
    public var height: Int
    /// The `xdg_toplevel` app id, which desktops match to a `.desktop` file and icon.
    public var appID: String = "strata"
    /// Logical pixels of title bar the window adds above its content and draws itself when the
    /// compositor offers no server-side decorations (`WaylandWindow.clientDecorationHeight`);
    /// 0 for none.
    public var titleBarHeight = 0
    /// The smallest size the compositor should give, in logical pixels.
    public var minimumWidth = 64, minimumHeight = 48

    /// Creates a configuration with the default app id and minimum size.
    public init(title: String, width: Int, height: Int) {
        self.title = title
        self.width = width
        self.height = height
    }
}
