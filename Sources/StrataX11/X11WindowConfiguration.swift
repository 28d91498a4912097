/// What a new `X11Window` should look like and how it should present.
public struct X11WindowConfiguration: Sendable {
    /// Window title, shown by the window manager.
    public var title: String
    /// Initial width in pixels.
    public var width: Int
    /// Initial height in pixels.
    public var height: Int
    /// Whether to try MIT-SHM; `false` forces `XPutImage`, which is slower but works over any connection.
    public var useSharedMemory: Bool = true
    /// Whether to pace animation frames by the X Present extension's vblank notifications; `false` (or a server
    /// without Present) uses a 60 Hz timer instead.
    public var usePresent: Bool = true
    /// `WM_CLASS` instance name; the class name is the same word capitalized.
    public var className: String = "strata"
    /// The window icon in one or more sizes (16, 32 and 48 pixels cover panels, task switchers
    /// and docks), stored as `_NET_WM_ICON`; empty sets no icon.
    public var icons: [X11Icon] = []

    /// Creates a configuration with the default class name.
    public init(title: String, width: Int, height: Int, useSharedMemory: Bool = true) {
        self.title = title
        self.width = width
        self.height = height
        self.useSharedMemory = useSharedMemory
    }
}
